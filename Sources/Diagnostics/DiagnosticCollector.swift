/// Receives recoverable problems while a stage goes on; fatal ones are thrown as ``DiagnosticError``.
public protocol DiagnosticCollector: AnyObject {
    func emit(_ diagnostic: Diagnostic)
}

/// The usual collector: keeps every diagnostic in the order it was emitted.
public final class DiagnosticBag: DiagnosticCollector {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
}
