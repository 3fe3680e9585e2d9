import Foundation
import LoopbackHTTPServer

/// Records the requests end-to-end tests send, so `scripts/wire-check.py` can validate each one against its spec
/// with an independent OpenAPI implementation.
///
/// Recording is on when the environment variable `CLIENTGEN_WIRE_LOG` names a folder (`scripts/test.sh` sets it);
/// each spec gets `<spec base name>.jsonl` there, one request per line.
public enum WireLog {
    /// The folder requests are appended to, or `nil` when recording is off.
    public static var folder: URL? {
        guard let path = ProcessInfo.processInfo.environment["CLIENTGEN_WIRE_LOG"], !path.isEmpty else {
            return nil
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Appends `requests`, sent by `test` to a client generated from `spec` (a path relative to the repository
    /// root, such as `Specs/sesame.yaml`).
    public static func record(_ requests: [RecordedRequest], spec: String, test: String = #function) throws {
        guard let folder else { return }
        let lines = try requests.map { request in
            let entry = Entry(
                spec: spec,
                test: test,
                method: request.method,
                path: request.path,
                query: request.query,
                headers: request.headers.map { [$0.name, $0.value] },
                body: request.body.base64EncodedString()
            )
            return try encoder.encode(entry) + Data("\n".utf8)
        }
        let name = (spec as NSString).lastPathComponent
        let file = folder.appendingPathComponent((name as NSString).deletingPathExtension + ".jsonl")
        try lock.withLock {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: file.path) {
                _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            }
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            try handle.seekToEnd()
            for line in lines { try handle.write(contentsOf: line) }
        }
    }

    private struct Entry: Encodable {
        var spec: String
        var test: String
        var method: String
        var path: String
        var query: String?
        var headers: [[String]]
        var body: String
    }

    private static let lock = NSLock()
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
