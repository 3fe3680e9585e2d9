import Foundation

/// CryptoKit's `SymmetricKey`.
public struct SymmetricKey: Sendable {
    /// The key's bytes.
    public let bytes: [UInt8]

    /// A key of `size`, all zeros: a stand-in, not a secret.
    public init(size: SymmetricKeySize) {
        bytes = [UInt8](repeating: 0, count: size.bitCount / 8)
    }

    /// A key of the given bytes.
    public init(data: some ContiguousBytes) {
        bytes = data.withUnsafeBytes { Array($0) }
    }
}
