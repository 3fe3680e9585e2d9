import Diagnostics

/// The operations under one path template, with what they share.
public struct PathItem: Sendable {
    /// The path template, such as `/pets/{petId}`; for a callback, its runtime expression.
    public var path: String = ""
    public var summary: String?
    public var description: String?
    public var servers: [Server] = []
    /// Parameters every operation of the path shares; already merged into each operation's parameters.
    public var parameters: [Parameter] = []
    /// The operations, in document order.
    public var operations: [Operation] = []
    public var extensions = Extensions()
    /// The `$ref` this path item was read through, if any.
    public var reference: String?
    public var sourceLocation: SourceLocation?
}
