import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct MD5Tests {
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
            #expect(SHA256Tests.hex(MD5.hash(Data(message.utf8))) == digest)
        }

        /// Lengths where the padding spills into a second block (digests from Python's `hashlib.md5`).
        @Test(arguments: [
            (55, "ef1772b6dff9a122358552954ad0df65"),
            (56, "3b0c8ac703f828b04c6c197006d17218"),
            (64, "014842d480b571495a4a0363793f7367"),
        ])
        func padsAtTheBlockBoundary(length: Int, digest: String) {
            #expect(SHA256Tests.hex(MD5.hash([UInt8](repeating: UInt8(ascii: "a"), count: length))) == digest)
        }
    }
}
