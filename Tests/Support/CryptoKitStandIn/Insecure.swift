/// CryptoKit's namespace of hash functions kept for compatibility only.
public enum Insecure {
    /// CryptoKit's `Insecure.MD5`.
    public struct MD5: HashFunction {
        /// `Insecure.MD5`.
        public static let name = "Insecure.MD5"
    }
}
