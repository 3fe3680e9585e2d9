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
        "HTTPResponse", "HTTPTransport", "Indirect", "IntOrString", "JSONLines", "JSONValue", "Middleware",
        "MultipartFile", "MultipartForm", "Paging", "ParameterValue", "PathSegment", "QueryItem", "Request",
        "RequestBody",
        "ResponseDecoding", "ServerTemplate", "UploadBody", "URLSessionTransport", "WebhookDelivery", "WebhookError",
    ]

    /// With `all`, the names of the standard library and its concurrency module that code written beside a client
    /// uses without a module name, which a model at the top of the module would shadow in every file that
    /// imports the client: Box's and Airflow's models `Task` made `Task { … }` there mean the model. Inside a
    /// type they shadow nothing outside it, so only top-level names avoid them.
    static let topLevel: Set<String> = all.union([
        "Actor", "AsyncSequence", "AsyncStream", "AsyncThrowingStream", "CancellationError", "CheckedContinuation",
        "Clock", "ClosedRange", "Collection", "Comparable", "ContinuousClock", "CustomStringConvertible", "Duration",
        "KeyPath", "MainActor", "Range", "Sequence", "SuspendingClock", "Task", "TaskGroup", "TaskPriority",
        "ThrowingTaskGroup", "Unicode",
    ])
}
