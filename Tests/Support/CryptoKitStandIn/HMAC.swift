import Foundation

/// CryptoKit's `HMAC`, generic over its hash function.
public struct HMAC<H: HashFunction> {
    /// A code naming `HMAC<H>` and how many bytes it was given; the key is not used.
    public static func authenticationCode(for data: some DataProtocol, using key: SymmetricKey) -> StandInDigest {
        StandInDigest(function: "HMAC<\(H.name)>", byteCount: data.count)
    }
}
