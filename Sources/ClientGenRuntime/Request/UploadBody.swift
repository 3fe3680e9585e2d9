import Foundation

/// Bytes a builder uploads as a binary body (`application/octet-stream`, `image/png`, …): in memory, from a file
/// on disk, or from a stream.
///
/// ```swift
/// try await client.send(Petstore.uploadImage(petID: 7, body: .file(photoURL)))
/// try await client.send(Petstore.uploadImage(petID: 7, body: .data(thumbnail)))
/// ```
///
/// A file is read as it is sent and never loaded whole, and read again when the request is retried. A stream — an
/// `AsyncThrowingStream`, a ``ByteStream`` or any `Sendable` asynchronous sequence of `Data` or `[UInt8]` chunks —
/// can be read once: a request with one is never retried.
public struct UploadBody: Sendable {
    enum Source: Sendable {
        case data(Data)
        case file(URL)
        case stream(AsyncThrowingStream<Data, any Error>)
    }

    let source: Source

    /// Bytes in memory.
    public static func data(_ data: Data) -> Self {
        Self(source: .data(data))
    }

    /// The file at `url`, read as it is sent.
    public static func file(_ url: URL) -> Self {
        Self(source: .file(url))
    }

    /// Chunks of a stream that can be read only once.
    public static func stream(_ chunks: AsyncThrowingStream<Data, any Error>) -> Self {
        Self(source: .stream(chunks))
    }

    /// Bytes read once from `bytes` (see ``ByteStream``).
    public static func stream(_ bytes: ByteStream) -> Self {
        Self(source: .stream(bytes.chunks))
    }

    /// Chunks read once from any asynchronous sequence of `Data`, each asked for only when the transport is ready
    /// for it.
    public static func stream<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) -> Self
    where Chunks.Element == Data {
        .stream(ByteStream(chunks))
    }

    /// Chunks read once from any asynchronous sequence of byte arrays, each asked for only when the transport is
    /// ready for it.
    public static func stream<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) -> Self
    where Chunks.Element == [UInt8] {
        .stream(ByteStream(chunks))
    }
}
