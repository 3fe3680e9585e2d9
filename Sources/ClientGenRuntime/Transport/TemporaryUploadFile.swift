import Foundation

/// Upload bodies assembled on disk, so a body with a large file or a stream of unknown length is sent from a file
/// with bounded memory: a multipart form with files, or a one-shot stream a transport must send from a file.
///
/// Each file is made readable and writable by its owner only, in the temporary directory; whoever makes one
/// removes it once the request is done.
enum TemporaryUploadFile {
    /// A new, empty file and a handle writing to it.
    private static func create() throws -> (URL, FileHandle) {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(".clientgen-upload-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        do {
            return (url, try FileHandle(forWritingTo: url))
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    /// A file holding `segments` in order, files and streams copied in a chunk at a time.
    static func make(_ segments: [UploadSegment]) async throws -> URL {
        try await make(UploadSegment.chunks(of: segments))
    }

    /// A file holding the chunks of `stream`, read to its end.
    static func make(_ stream: AsyncThrowingStream<Data, any Error>) async throws -> URL {
        let (url, output) = try create()
        do {
            defer { try? output.close() }
            for try await chunk in stream {
                try output.write(contentsOf: chunk)
            }
            try Task.checkCancellation()
            return url
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    /// Removes a file made here; a file already gone is no error.
    static func remove(_ url: URL?) {
        guard let url else { return }
        try? FileManager.default.removeItem(at: url)
    }
}
