/// The HTTP method of an operation: one of OpenAPI's fixed keys, or a 3.2 `additionalOperations` name.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method in upper case, such as `GET` or `QUERY`.
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    public var description: String { rawValue }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let trace = HTTPMethod(rawValue: "TRACE")
    /// 3.2's safe method with a request body.
    public static let query = HTTPMethod(rawValue: "QUERY")

    /// The path item keys that name operations, lower case as specs write them.
    static let fixedKeys: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]
}
