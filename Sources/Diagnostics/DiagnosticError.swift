/// Thrown when a stage cannot produce its output; carries every diagnostic that explains why.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
