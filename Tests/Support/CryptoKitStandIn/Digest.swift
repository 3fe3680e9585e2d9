/// CryptoKit's protocol of digests.
public protocol Digest: Hashable, Sendable {}
