/// The index of a schema in ``OpenAPIDocument/schemas``.
public struct SchemaID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public var description: String { "#\(rawValue)" }

    public static func < (lhs: SchemaID, rhs: SchemaID) -> Bool { lhs.rawValue < rhs.rawValue }
}
