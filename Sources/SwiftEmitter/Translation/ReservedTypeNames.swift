/// Type names generated code refers to, which a model of the same name would shadow: the Swift standard
/// library's, Foundation's and the runtime's. A schema with one of these names gets `Model` appended.
enum ReservedTypeNames {
    static let all: Set<String> = [
        // Swift
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "CodingKey", "CodingKeys", "Decodable",
        "Decoder", "DecodingError", "Dictionary", "Double", "Encodable", "Encoder", "EncodingError", "Equatable",
        "Error", "Float", "Hashable", "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Protocol",
        "RawRepresentable", "Result", "Self", "Sendable", "Set", "String", "Substring", "Type", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Void", "CaseIterable", "Identifiable", "Hasher", "Error",
        // Foundation
        "Data", "Date", "Decimal", "JSONDecoder", "JSONEncoder", "Locale", "TimeInterval", "URL", "URLRequest",
        "UUID", "NSObject",
        // ClientGenRuntime
        "APIClient", "APIError", "APIResponse", "AnyCodingKey", "BasicAuth", "BearerAuth", "APIKeyAuth",
        "CalendarDate", "Empty", "ErrorResponse", "FormField", "HTTPHeaders", "HTTPMethod", "HTTPRequest",
        "HTTPResponse", "HTTPTransport", "Indirect", "JSONLines", "JSONValue", "Middleware", "MultipartFile",
        "MultipartForm", "ParameterValue", "PathSegment", "QueryItem", "Request", "RequestBody", "ResponseDecoding",
        "ServerTemplate", "UploadBody", "URLSessionTransport",
    ]
}
