/// One thing a request builder adds to its request: a query, header or cookie parameter, or the body.
public enum RequestStatement: Hashable, Sendable {
    /// A query parameter with wire name `name`, from the builder's `argument`; with `allowReserved` (OpenAPI's) its
    /// values keep RFC 3986's reserved characters.
    case query(name: String, argument: SwiftIdentifier, form: QueryForm, allowReserved: Bool = false)
    /// The whole query string from the builder's `argument` (an OpenAPI 3.2 `querystring` parameter): an object's
    /// members as a form's items, or with `isJSON` the value's JSON text.
    case queryString(argument: SwiftIdentifier, isJSON: Bool)
    /// A query item the spec writes into the path key (`/responses?beta=true`), sent with every request.
    case fixedQuery(name: String, value: String)
    /// A header with wire name `name`, as text or as the value's JSON form flattens.
    case header(name: String, argument: SwiftIdentifier, encoding: HeaderEncoding)
    case cookie(name: String, argument: SwiftIdentifier)
    /// The body, from the builder's `argument`, set only when given if `isOptional`.
    case body(argument: SwiftIdentifier, encoding: BodyEncoding, isOptional: Bool)

    /// How a query parameter's value is written into the query.
    public enum QueryForm: Hashable, Sendable {
        /// `name=value`, a list as `name=a&name=b`.
        case value
        /// A list as `name=a,b`.
        case unexploded
        /// A list joined by a separator of its style's: `name=a|b` (`pipeDelimited`), `name=a b`
        /// (`spaceDelimited`).
        case delimited(String)
        /// A dictionary as `name[key]=value`.
        case deepObjectDictionary
        /// A list in `deepObject` style, which OpenAPI leaves undefined, in brackets: `name[]=a&name[]=b`.
        case deepObjectList
        /// A dictionary as `key=value` pairs.
        case explodedDictionary
        /// A value that is not text, flattened from its JSON form in a style.
        case encoded(EncodedStyle)
    }

    /// The style of a query parameter sent through its JSON form.
    public enum EncodedStyle: Hashable, Sendable {
        case form(explode: Bool)
        /// Members in brackets after the name; lists in brackets (`name[tags][]=a`, `name[0][price]=A`), or with
        /// `repeatsKeys` repeating their name.
        case deepObject(repeatsKeys: Bool = false)
        /// The JSON text itself (a parameter given by `content`).
        case json
        /// `spaceDelimited` or `pipeDelimited`: a list's values or an object's names and values joined by the
        /// separator.
        case delimited(String)
    }

    public enum HeaderEncoding: Hashable, Sendable {
        /// Text.
        case value
        /// Through its JSON form, exploded or not.
        case encoded(explode: Bool)
    }

    /// How the body is encoded, and the content type it is sent with where the runtime cannot tell.
    public enum BodyEncoding: Hashable, Sendable {
        /// JSON; a content type other than `application/json` (such as `application/merge-patch+json`) is named.
        case json(contentType: String?)
        /// A form; its lists in brackets (`tags[]=a`, `items[0][price]=A`), or with `repeatsKeys` repeating their
        /// name.
        case form(repeatsKeys: Bool = false)
        /// A free-form `MultipartForm` the caller builds.
        case multipart
        /// A struct sent as `multipart/form-data`, one part per property, through a local form named `form`.
        case multipartParts([MultipartPart], form: SwiftIdentifier)
        case text(contentType: String)
        /// Bytes from memory, a file or a stream (`UploadBody`).
        case upload(contentType: String)
    }

    /// One property of a body struct sent as a part of a `multipart/form-data` body.
    public struct MultipartPart: Hashable, Sendable {
        /// How the property's value becomes parts.
        public enum Kind: Hashable, Sendable {
            /// One field, written as its parameter text.
            case value
            /// One field per element.
            case values
            /// One file part (`MultipartFile`).
            case file
            /// One file part per element.
            case files
            /// One part holding the value as JSON.
            case json
        }

        /// A header the spec's `encoding` fixes for the part.
        public struct Header: Hashable, Sendable {
            public var name: String
            public var value: String

            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }

        /// The part's name: the property's name in the schema.
        public var name: String
        /// The struct's member.
        public var member: SwiftIdentifier
        public var kind: Kind
        /// The content type the spec's `encoding` gives the part, when it names one.
        public var contentType: String?
        public var headers: [Header]

        public init(
            name: String,
            member: SwiftIdentifier,
            kind: Kind,
            contentType: String? = nil,
            headers: [Header] = []
        ) {
            self.name = name
            self.member = member
            self.kind = kind
            self.contentType = contentType
            self.headers = headers
        }
    }
}
