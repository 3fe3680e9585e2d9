import Diagnostics
import Foundation

/// What a finished `generate` run depended on, kept in a local cache so that a run with the same inputs can
/// skip parsing, translating and rendering when the output folder is exactly as that run left it.
///
/// Inputs are the executable (path, size, modification time), the job's options, and every spec file read
/// (size and a hash of the bytes); outputs are the generated files (size, modification time, inode). Any
/// difference, an extra or a missing file, or a template override folder, means a full run. The cache lives
/// outside the output folder (a folder per user, see ``StandardConsole/cacheDirectory``), so nothing of it is
/// ever committed.
struct RunFingerprint: Equatable {
    struct Input: Equatable {
        var path: String
        var size: Int
        var hash: UInt64
    }

    struct Output: Equatable {
        var path: String
        var status: FileStatus
    }

    /// Size, modification time and inode: what changes when anything rewrites a file.
    struct FileStatus: Equatable {
        var size: Int64
        var modified: Int64
        var inode: UInt64
    }

    var executable: String
    var job: String
    var inputs: [Input]
    var outputs: [Output]
    /// What the run printed about the spec (warnings), line by line, so a skipped run prints it again.
    var messages: [String] = []
    /// The severity, id and place of each of those diagnostics (their messages are left empty), so a skipped run
    /// counts them in the summary again.
    var diagnostics: [Diagnostic] = []

    /// A 64-bit hash of `bytes` for telling changed files, eight bytes per step (a 3 MB spec in under a
    /// millisecond, five times faster than byte-wise FNV-1a); not for anything an adversary chooses.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
                hash ^= hash >> 29
            }
            for byte in raw[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return hash
    }

    /// The text kept in the cache, one line per item.
    var text: String {
        var lines = ["clientgen-fingerprint 3", "executable \(executable)", "job \(job)"]
        lines += inputs.map { "input \($0.size) \(String($0.hash, radix: 16)) \($0.path)" }
        lines += outputs.map { "output \($0.status.size) \($0.status.modified) \($0.status.inode) \($0.path)" }
        lines += messages.map { "message " + $0 }
        // The place last: a file's path may hold spaces.
        lines += diagnostics.map {
            "diagnostic \($0.severity.rawValue) \($0.id.rawValue) " + ($0.location.map(\.description) ?? "-")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    init(
        executable: String,
        job: String,
        inputs: [Input],
        outputs: [Output],
        messages: [String] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.executable = executable
        self.job = job
        self.inputs = inputs
        self.outputs = outputs
        self.messages = messages
        self.diagnostics = diagnostics.map { Diagnostic($0.severity, $0.id, "", at: $0.location) }
    }

    /// Reads ``text``; nil for anything else.
    init?(text: String) {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard lines.last == "" else { return nil }
        lines.removeLast()
        guard lines.count >= 3, lines[0] == "clientgen-fingerprint 3", lines[1].hasPrefix("executable "),
            lines[2].hasPrefix("job ")
        else { return nil }
        executable = String(lines[1].dropFirst("executable ".count))
        job = String(lines[2].dropFirst("job ".count))
        inputs = []
        outputs = []
        for line in lines.dropFirst(3) {
            if line.hasPrefix("message ") {
                messages.append(String(line.dropFirst("message ".count)))
                continue
            }
            if line.hasPrefix("diagnostic ") {
                guard let diagnostic = Self.diagnostic(String(line.dropFirst("diagnostic ".count))) else { return nil }
                diagnostics.append(diagnostic)
                continue
            }
            // The path is the last field and may hold spaces: inputs have three fields before it, outputs four.
            let count = line.hasPrefix("input ") ? 3 : 4
            let fields = line.utf8.split(
                separator: UInt8(ascii: " "),
                maxSplits: count,
                omittingEmptySubsequences: false
            )
            .map { String(decoding: $0, as: UTF8.self) }
            if fields.first == "input", fields.count == 4, let size = Int(fields[1]),
                let hash = UInt64(fields[2], radix: 16)
            {
                inputs.append(Input(path: String(fields[3]), size: size, hash: hash))
            } else if fields.first == "output", fields.count == 5, let size = Int64(fields[1]),
                let modified = Int64(fields[2]), let inode = UInt64(fields[3])
            {
                outputs.append(
                    Output(path: String(fields[4]), status: FileStatus(size: size, modified: modified, inode: inode))
                )
            } else {
                return nil
            }
        }
    }

    /// `warning openapi.unknown-key spec.yaml:3:1` read back (`-` for no place).
    private static func diagnostic(_ text: String) -> Diagnostic? {
        let fields = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3, let severity = Diagnostic.Severity(rawValue: fields[0]) else { return nil }
        guard fields[2] != "-" else { return Diagnostic(severity, DiagnosticID(rawValue: fields[1]), "", at: nil) }
        // `file:line:column`, read from the end: the file's path may hold colons.
        let parts = fields[2].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        let file = parts.dropLast(2).joined(separator: ":")
        let location = SourceLocation(file: file, line: line, column: column)
        return Diagnostic(severity, DiagnosticID(rawValue: fields[1]), "", at: location)
    }
}
