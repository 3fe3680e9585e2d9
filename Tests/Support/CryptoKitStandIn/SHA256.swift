/// CryptoKit's `SHA256`.
public struct SHA256: HashFunction {
    /// `SHA256`.
    public static let name = "SHA256"
}
