import ClientGenHashing
import ClientGenRuntime
import Foundation

/// A PKCE pair (RFC 7636): the secret verifier kept by the app and the S256 challenge sent
/// with the authorization request.
public struct PKCE: Hashable, Sendable {
    /// 43–128 characters from the unreserved set; sent only with the token request.
    public let verifier: String
    /// `BASE64URL(SHA256(ASCII(verifier)))` without padding.
    public let challenge: String
    /// Always `S256`.
    public var method: String { "S256" }

    /// A fresh pair with a verifier from 32 random bytes of the system's secure generator.
    public init() {
        self.init(verifier: Base64URL.encode(Self.secureRandomBytes(32)))
    }

    /// The pair for a given verifier.
    public init(verifier: String) {
        self.verifier = verifier
        challenge = Base64URL.encode(SHA256Hasher.hash(Data(verifier.utf8)))
    }

    /// An opaque `state` value for an authorization request: 16 random bytes, base64url.
    public static func makeState() -> String {
        Base64URL.encode(secureRandomBytes(16))
    }

    /// `count` bytes from `SystemRandomNumberGenerator`, the platform's cryptographically secure source.
    static func secureRandomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        while bytes.count < count {
            let word = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) where bytes.count < count {
                bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
            }
        }
        return bytes
    }
}

/// Base64url without padding (RFC 4648 section 5).
enum Base64URL {
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
