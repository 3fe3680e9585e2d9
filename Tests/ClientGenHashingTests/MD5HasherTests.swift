import ClientGenHashing
import Foundation
import Testing

@Suite struct MD5HasherTests {
    /// The test suite in RFC 1321 appendix A.5.
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    ])
    func matchesRFC1321(message: String, digest: String) {
        #expect(SHA256HasherTests.hex(MD5Hasher.hash(Data(message.utf8))) == digest)
    }

    /// Lengths where the padding spills into a second block (digests from Python's `hashlib.md5`).
    @Test(arguments: [
        (55, "ef1772b6dff9a122358552954ad0df65"),
        (56, "3b0c8ac703f828b04c6c197006d17218"),
        (64, "014842d480b571495a4a0363793f7367"),
    ])
    func padsAtTheBlockBoundary(length: Int, digest: String) {
        #expect(SHA256HasherTests.hex(MD5Hasher.hash([UInt8](repeating: UInt8(ascii: "a"), count: length))) == digest)
    }

    /// A message added in parts of any size hashes as it does whole: 100,000 `a`s (digest from Python's
    /// `hashlib.md5`) in parts of 7, 63, 64, 65 and 1,000 bytes.
    @Test(arguments: [7, 63, 64, 65, 1_000])
    func hashesAMessageAddedInParts(partSize: Int) {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000)
        var hasher = MD5Hasher()
        for start in stride(from: 0, to: message.count, by: partSize) {
            hasher.update(message[start..<min(start + partSize, message.count)])
        }
        #expect(SHA256HasherTests.hex(hasher.finalize()) == "1af6d6f2f682f76f80e606aeaaee1680")
        #expect(hasher.finalize() == MD5Hasher.hash(message))
    }
}
