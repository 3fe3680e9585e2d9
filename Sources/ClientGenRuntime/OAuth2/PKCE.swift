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
        var generator = SystemRandomNumberGenerator()
        self.init(using: &generator)
    }

    /// A pair whose verifier encodes 32 bytes from `generator` (pass a seeded one only in tests).
    public init(using generator: inout some RandomNumberGenerator) {
        self.init(verifier: Base64URL.encode(Self.randomBytes(32, using: &generator)))
    }

    /// The pair for a given verifier.
    public init(verifier: String) {
        self.verifier = verifier
        challenge = Base64URL.encode(SHA256.hash(Data(verifier.utf8)))
    }

    /// An opaque `state` value for an authorization request: 16 random bytes, base64url.
    public static func makeState() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode(randomBytes(16, using: &generator))
    }

    static func randomBytes(_ count: Int, using generator: inout some RandomNumberGenerator) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}

/// Base64url without padding (RFC 4648 section 5).
enum Base64URL {
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
