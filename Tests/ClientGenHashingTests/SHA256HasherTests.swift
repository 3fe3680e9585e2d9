import ClientGenHashing
import Foundation
import Testing

@Suite struct SHA256HasherTests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// FIPS 180-4 example messages (NIST CSRC "SHA256.pdf" and the one-million-'a' vector).
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func matchesFIPSVectors(message: String, digest: String) {
        #expect(Self.hex(SHA256Hasher.hash(Data(message.utf8))) == digest)
    }

    @Test func hashesOneMillionAInPieces() {
        var hasher = SHA256Hasher()
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(piece) }
        #expect(Self.hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [55, 56, 63, 64, 65])
    func paddingBoundariesAgreeWithIncrementalHashing(length: Int) {
        let message = [UInt8](repeating: 0x61, count: length)
        var hasher = SHA256Hasher()
        hasher.update(message.prefix(7))
        hasher.update(message.dropFirst(7))
        #expect(hasher.finalize() == SHA256Hasher.hash(message))
    }
}
