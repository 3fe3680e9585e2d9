import Foundation
import OpenAPIModel

/// The files of a spec as they are at a git revision, read with `git show REV:./PATH`, so `$ref`s between
/// files resolve within the same revision.
struct GitSpecSources: SpecSourceProvider {
    /// A commit, branch or tag, such as `main` or `origin/main`.
    let revision: String

    func read(_ path: String) throws -> [UInt8] {
        try git(["show", "\(revision):\(path.hasPrefix("/") ? path : "./" + path)"])
    }

    /// The Swift files in the folder at `path` at the revision, with their paths as given; nil when it is no folder
    /// there or holds none.
    func swiftFiles(under path: String) -> [String]? {
        guard let listing = try? git(["ls-tree", "-r", "--name-only", revision, "--", path]) else { return nil }
        let paths = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// What `git arguments…` prints, or its error message as an error.
    private func git(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
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
