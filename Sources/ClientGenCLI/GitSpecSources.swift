import Foundation
import OpenAPIModel

/// The files of a spec as they are at a git revision, read with `git show REV:./PATH`, so `$ref`s between
/// files resolve within the same revision.
struct GitSpecSources: SpecSourceProvider {
    /// A commit, branch or tag, such as `main` or `origin/main`.
    let revision: String

    func read(_ path: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "\(revision):\(path.hasPrefix("/") ? path : "./" + path)"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ConsoleSpecSources.ReadError(reason: "cannot run git: \(error.localizedDescription)")
        }
        // Read both pipes before waiting, so a large file cannot fill a pipe and stall git.
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ConsoleSpecSources.ReadError(reason: reason.isEmpty ? "git show failed" : reason)
        }
        return [UInt8](bytes)
    }
}
