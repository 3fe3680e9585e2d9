/// CryptoKit's `SHA384`.
public struct SHA384: HashFunction {
    /// `SHA384`.
    public static let name = "SHA384"
}
