/// HMAC-SHA256 (RFC 2104 with SHA-256), for request signatures. CryptoKit is not available on Linux.
public enum HMAC {
    /// The 32-byte HMAC-SHA256 of `message` keyed with `key`.
    public static func sha256(key: some Sequence<UInt8>, message: some Sequence<UInt8>) -> [UInt8] {
        let blockSize = 64
        var block = Array(key)
        if block.count > blockSize { block = SHA256.hash(block) }
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalize()
    }
}
