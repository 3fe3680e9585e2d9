import Diagnostics

/// Every diagnostic the OpenAPI layer reports: stable ids and their messages, in one place.
///
/// Only what stops a useful client from being made is an error: YAML that does not parse, a document that is not
/// OpenAPI or Swagger, a limit hit, a `$ref` that leaves the spec's folder (or is a URL). Everything else is a
/// warning whose message ends with what was done about it, so a vendor's spec that cannot be edited still gives a
/// sound client; `--strict` turns the warnings into errors for teams that own their spec.
extension DiagnosticID {
    public static let openAPIUnsupportedVersion: DiagnosticID = "openapi.unsupported-version"
    public static let openAPIUnknownKey: DiagnosticID = "openapi.unknown-key"
    public static let openAPIWrongType: DiagnosticID = "openapi.wrong-type"
    public static let openAPIMissingField: DiagnosticID = "openapi.missing-field"
    public static let openAPIInvalidValue: DiagnosticID = "openapi.invalid-value"
    /// The spec file itself cannot be read (absent, a folder, unreadable); a `$ref` to a file that cannot be read is
    /// an unresolved reference.
    public static let openAPIUnreadableFile: DiagnosticID = "openapi.file.unreadable"
    public static let openAPIUnresolvedReference: DiagnosticID = "openapi.ref.unresolved"
    public static let openAPIReferenceLoop: DiagnosticID = "openapi.ref.loop"
    public static let openAPIReferenceOutsideProject: DiagnosticID = "openapi.ref.outside-project"
    public static let openAPIReferenceURL: DiagnosticID = "openapi.ref.url"
    public static let openAPIDuplicateOperationID: DiagnosticID = "openapi.duplicate-operation-id"
    public static let openAPIDuplicateParameter: DiagnosticID = "openapi.duplicate-parameter"
    public static let openAPIPathParameterMismatch: DiagnosticID = "openapi.path-parameter"
    public static let openAPIUnknownSecurityScheme: DiagnosticID = "openapi.unknown-security-scheme"
    public static let openAPIInvalidStatusCode: DiagnosticID = "openapi.invalid-status-code"
    public static let openAPIDuplicateRequired: DiagnosticID = "openapi.duplicate-required"
    public static let openAPINotGenerated: DiagnosticID = "openapi.not-generated"
    public static let openAPIEmptyUnion: DiagnosticID = "openapi.empty-union"
    public static let openAPIOtherVersion: DiagnosticID = "openapi.other-version"
    public static let openAPITooManySchemas: DiagnosticID = "openapi.too-many-schemas"
    public static let openAPIMisplacedSchema: DiagnosticID = "openapi.misplaced-schema"
}

/// What the loader did instead of stopping, said at the end of a warning's message.
enum Workaround {
    static let ignored = "it is ignored"
    static let jsonValue = "treated as `JSONValue`"
    static let stringArgument = "it is taken as a `String` argument"
    static let typeIgnored = "it is ignored, as if the schema had no 'type'"
    /// For a type name that is not one: read as the type it means, else ignored.
    static func type(readAs meant: Schema.JSONType?) -> String {
        meant.map { readAs("'\($0.rawValue)'") } ?? typeIgnored
    }
    static func readAs(_ text: String) -> String { "it is read as \(text)" }
}

enum OpenAPIMessage {
    static func unsupportedVersion(_ found: String) -> String {
        "unsupported spec version '\(found)'; ClientGen reads OpenAPI 3.0, 3.1 and 3.2 and Swagger 2.0"
    }
    static let missingVersion = "the document has no 'openapi' (or 'swagger') field naming its version"
    static let notAMapping = "the document is not a mapping of OpenAPI fields"
    static func unknownKey(_ key: String, _ object: String) -> String {
        "unknown key '\(key)' in \(object); \(Workaround.ignored)"
    }
    static func didYouMean(_ key: String) -> String { "did you mean '\(key)'?" }
    static func schemaKeyword(_ key: String, _ object: String) -> String {
        "schema keyword '\(key)' in \(object), not in its 'schema'; it is read as the schema's"
    }
    static let schemaReferenceAsMediaType =
        "this media type is a '$ref' to a schema, not to a media type; it is read as the media type's 'schema'"
    static let extensionsHint = "extensions must start with 'x-'"
    static func otherVersion(_ key: String, _ version: String) -> String {
        "'\(key)' belongs to another OpenAPI version than \(version)"
    }
    static func wrongType(_ field: String, expected: String, found: String) -> String {
        "'\(field)' must be \(expected), not \(found)"
    }
    static func wrongType(_ field: String, expected: String, found: String, _ workaround: String) -> String {
        "'\(field)' must be \(expected), not \(found); \(workaround)"
    }
    static func readAsText(_ text: String) -> String { Workaround.readAs("the string '\(text)'") }
    static func missingField(_ field: String, _ object: String, _ workaround: String) -> String {
        "\(object) is missing required '\(field)'; \(workaround)"
    }
    static func invalidValue(_ value: String, _ field: String, allowed: [String], _ workaround: String) -> String {
        "'\(value)' is not a valid '\(field)' (use one of: \(allowed.joined(separator: ", "))); \(workaround)"
    }
    static func unresolved(_ reference: String, _ reason: String, _ workaround: String) -> String {
        "cannot resolve '$ref: \(reference)': \(reason); \(workaround)"
    }
    static func noKey(_ segment: String) -> String { "there is no '\(segment)' there" }
    static func cannotRead(_ path: String, _ reason: String) -> String { "cannot read '\(path)' (\(reason))" }
    /// Worded as the command line words a file it cannot read, whichever command reads it.
    static func cannotReadSpec(_ path: String, _ reason: String) -> String { "cannot read '\(path)': \(reason)" }
    static func tooManySchemas(_ limit: Int) -> String {
        "the document holds more than \(limit) schemas here, each copy of a YAML alias counted; the spec repeats "
            + "schemas far beyond what it writes out"
    }
    static let plainNameFragment = "only JSON Pointer fragments ('#/…') are supported"
    static func loop(_ reference: String, _ workaround: String) -> String {
        "'$ref: \(reference)' is a reference loop: following it comes back here without reaching a schema; "
            + workaround
    }
    static func outsideProject(_ reference: String) -> String {
        "'$ref: \(reference)' leaves the spec's folder; ClientGen reads only files beside the spec or below it"
    }
    static func absolutePath(_ reference: String) -> String {
        "'$ref: \(reference)' is an absolute path; use a path relative to the spec"
    }
    static func url(_ reference: String) -> String {
        "'$ref: \(reference)' is a URL; ClientGen fetches nothing — save the file beside the spec and refer to it"
            + " by a relative path"
    }
    static func duplicateOperationID(_ id: String) -> String {
        "operationId '\(id)' is used by another operation; this operation's builder gets a name of its own"
    }
    static let firstUse = "first used here"
    static func duplicateParameter(_ name: String, _ location: String) -> String {
        "parameter '\(name)' in \(location) is declared twice for the same operation; the second is ignored"
    }
    static func undeclaredPathParameter(_ name: String, _ path: String) -> String {
        "path '\(path)' has '{\(name)}' but the operation declares no path parameter '\(name)'; "
            + Workaround.stringArgument
    }
    static func unusedPathParameter(_ name: String, _ path: String) -> String {
        "path parameter '\(name)' does not appear in the path '\(path)'; \(Workaround.ignored)"
    }
    static let pathParameterRequired = "a path parameter must have 'required: true'; it is taken as required"
    static func unknownSecurityScheme(_ name: String) -> String {
        "security requirement names '\(name)', which is not a security scheme of the document; \(Workaround.ignored)"
    }
    static func invalidStatus(_ text: String) -> String {
        "'\(text)' is not a response status (use a code from 100 to 599, a range such as '2XX', or 'default'); "
            + "the response is ignored"
    }
    static func duplicateRequired(_ name: String) -> String {
        "'\(name)' is listed twice in 'required'; the repeat is ignored"
    }
    static func notGenerated(_ what: String) -> String { "\(what) are parsed but not generated" }
    static func emptyUnion(_ field: String, isAllOfTheSchema: Bool) -> String {
        "'\(field)' lists no schemas, so no value matches it; "
            + (isAllOfTheSchema ? "it is ignored and the schema is \(Workaround.jsonValue)" : Workaround.ignored)
    }
    static func pathWithoutSlash(_ path: String) -> String {
        "path '\(path)' must start with '/'; \(Workaround.readAs("'/\(path)'"))"
    }
    static func queryInPath(_ path: String, query: String) -> String {
        "path '\(path)' has a query string, which a path cannot have; its operations send '\(query)' as query "
            + "parameters"
    }
    static func fragmentInPath(_ path: String, sentTo: String) -> String {
        "path '\(path)' has a fragment, which a request never sends; its operations are sent to '\(sentTo)'"
    }
    static func openAPI3KeyInSwagger2(_ key: String, _ workaround: String) -> String {
        "'\(key)' is OpenAPI 3, not Swagger 2.0; \(workaround)"
    }
    static func itemsList(_ count: Int) -> String {
        "'items' must be one schema, not a list of \(count); the list is read as 'prefixItems'"
    }
    static func valueNotOfType(_ field: String, _ type: String) -> String {
        "'\(field)' does not match the schema's type '\(type)'; it is ignored"
    }
    static let bodyInOpenAPI3 = "'in: body' and 'in: formData' are Swagger 2.0; use 'requestBody' in OpenAPI 3"
}
