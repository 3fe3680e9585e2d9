/// One thing a request builder adds to its request: a query, header or cookie parameter, or the body.
public enum RequestStatement: Hashable, Sendable {
    /// A query parameter with wire name `name`, from the builder's `argument`.
    case query(name: String, argument: SwiftIdentifier, form: QueryForm)
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
        /// A dictionary as `key=value` pairs.
        case explodedDictionary
        /// A value that is not text, flattened from its JSON form in a style.
        case encoded(EncodedStyle)
    }

    /// The style of a query parameter sent through its JSON form.
    public enum EncodedStyle: Hashable, Sendable {
        case form(explode: Bool)
        case deepObject
        /// The JSON text itself (a parameter given by `content`).
        case json
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
        case form
        case multipart
        case text(contentType: String)
        case data(contentType: String)
    }
}
