import Diagnostics
import Foundation

/// Puts generated files into an output folder: the only part of ClientGen that changes the file system.
///
/// Every run first works out the whole change in memory and by reading the folder, and writes nothing
/// when any problem remains: an unsafe or duplicate path, a file without the ClientGen header, a symbolic
/// link where the output folder or one of its folders or files goes, or a file ClientGen did not
/// generate where a generated one goes. Then it
///
/// - writes each new or changed file atomically (a temporary file in the same folder, renamed over it)
///   with mode 0644, creating folders with mode 0755;
/// - leaves files whose bytes are already right untouched, so they keep their modification dates;
/// - removes files that start with ``GeneratedFile/headerMarker`` but are no longer generated, and the
///   folders that leaves empty, never touching a file without the marker or anything hidden.
public struct OutputWriter: Sendable {
    public init() {}

    /// Makes the folder at `directory` hold exactly `files` among its generated files.
    ///
    /// Every problem is emitted to `diagnostics`; when there is any, nothing is written and a
    /// ``DiagnosticError`` carrying them is thrown.
    public func write(
        _ files: [GeneratedFile],
        to directory: URL,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> WriteSummary {
        let plan = WritePlan.make(files, in: directory, keepsRemovedContents: false)
        try Self.report(plan.problems, to: diagnostics)
        do {
            return try plan.apply()
        } catch {
            let problem = plan.diagnostic(error)
            try Self.report([problem], to: diagnostics)
            throw DiagnosticError(problem)
        }
    }

    /// Emits `problems` and throws them when any is an error.
    static func report(_ problems: [Diagnostic], to diagnostics: DiagnosticCollector) throws(DiagnosticError) {
        for problem in problems { diagnostics.emit(problem) }
        let errors = problems.filter(\.isError)
        if !errors.isEmpty { throw DiagnosticError(errors) }
    }
}
