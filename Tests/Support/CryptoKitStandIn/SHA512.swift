/// CryptoKit's `SHA512`.
public struct SHA512: HashFunction {
    /// `SHA512`.
    public static let name = "SHA512"
}
