/// CryptoKit's `SymmetricKeySize`.
public struct SymmetricKeySize: Sendable {
    /// 256 bits.
    public static let bits256 = SymmetricKeySize(bitCount: 256)

    /// The size in bits.
    public let bitCount: Int

    /// A size of `bitCount` bits.
    public init(bitCount: Int) {
        self.bitCount = bitCount
    }
}
