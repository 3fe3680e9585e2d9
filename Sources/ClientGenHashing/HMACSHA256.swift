/// HMAC-SHA256 (RFC 2104 with SHA-256), for request signatures. CryptoKit is not available on Linux. Not `HMAC`,
/// and not public, for the same reason as ``SHA256Hasher``.
package enum HMACSHA256 {
    /// The 32-byte HMAC-SHA256 of `message` keyed with `key`.
    package static func authenticationCode(key: some Sequence<UInt8>, message: some Sequence<UInt8>) -> [UInt8] {
        let blockSize = 64
        var block = Array(key)
        if block.count > blockSize { block = SHA256Hasher.hash(block) }
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        var inner = SHA256Hasher()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256Hasher()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalize()
    }
}
