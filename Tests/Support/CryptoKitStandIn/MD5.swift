/// An `MD5` at the top of a module, as other crypto libraries than CryptoKit declare it (CryptoSwift's).
public struct MD5: HashFunction {
    /// `MD5`.
    public static let name = "MD5"
}
