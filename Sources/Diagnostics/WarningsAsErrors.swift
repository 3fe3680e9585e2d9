/// A collector that passes every warning on as an error (same id, message and place), for `--strict`: a team that
/// owns its spec wants each thing a generator would work around fixed instead.
///
/// The stage emitting into it goes on as if the warnings were warnings, so every one of them is reported; the
/// caller then fails when ``promoted`` is not empty.
public final class WarningsAsErrors: DiagnosticCollector {
    private let base: DiagnosticCollector
    /// The warnings passed on as errors so far, as passed on.
    public private(set) var promoted: [Diagnostic] = []

    public init(_ base: DiagnosticCollector) {
        self.base = base
    }

    public func emit(_ diagnostic: Diagnostic) {
        guard diagnostic.severity == .warning else {
            base.emit(diagnostic)
            return
        }
        var error = diagnostic
        error.severity = .error
        promoted.append(error)
        base.emit(error)
    }
}
