import Foundation
import Testing

/// Golden files: compares generated text with the checked-in copy, or rewrites the copy when
/// `RECORD_SNAPSHOTS=1` is set — and then fails, so a recording is never mistaken for a pass.
public enum Snapshot {
    /// The package's folder: this file is `Tests/Support/TestSupport/Snapshot.swift` in it.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Checks every file of `files` (path relative to `directory` → contents) against the folder, which must hold
    /// exactly those files.
    public static func assertMatches(
        _ files: [String: String],
        directory: String,
        sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let folder = packageRoot.appendingPathComponent(directory)
        if isRecording {
            try? FileManager.default.removeItem(at: folder)
            for (path, contents) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try contents.write(to: url, atomically: true, encoding: .utf8)
            }
            Issue.record(
                "recorded \(files.count) golden files in \(directory); run again without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation
            )
            return
        }
        let existing = Set(
            (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
                $0.hasSuffix(".swift")
            }
        )
        #expect(
            existing == Set(files.keys),
            "golden files in \(directory) differ; re-record with RECORD_SNAPSHOTS=1",
            sourceLocation: sourceLocation
        )
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            let recorded = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            #expect(
                recorded == contents,
                "\(directory)/\(path) is stale; re-record with RECORD_SNAPSHOTS=1",
                sourceLocation: sourceLocation
            )
        }
    }
}
