import Foundation

/// A hash computed a part of the message at a time (``MD5Hasher``, ``SHA256Hasher``), so a file is hashed without
/// being read into memory.
package protocol IncrementalHasher: Sendable {
    /// A hasher with no bytes added yet.
    init()
    /// Adds bytes to the message.
    mutating func update(_ data: some Sequence<UInt8>)
    /// The digest of everything added.
    func finalize() -> [UInt8]
}

extension IncrementalHasher {
    /// The digest of `data` in one call.
    package static func hash(_ data: some Sequence<UInt8>) -> [UInt8] {
        var hasher = Self()
        hasher.update(data)
        return hasher.finalize()
    }

    /// The digest of the file at `url`, read a megabyte at a time, and how many bytes it holds.
    package static func hash(ofFile url: URL) throws -> (digest: [UInt8], byteCount: Int) {
        let input = try FileHandle(forReadingFrom: url)
        defer { try? input.close() }
        var hash = Self()
        var count = 0
        while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
            hash.update(chunk)
            count += chunk.count
        }
        return (hash.finalize(), count)
    }
}
