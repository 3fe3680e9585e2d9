/// What every stand-in function returns: which function made it, not a hash.
public struct StandInDigest: Digest {
    /// The name of the function, such as `SHA256` or `HMAC<SHA256>`.
    public let function: String
    /// How many bytes the function was given.
    public let byteCount: Int

    /// The digest `function` makes of `byteCount` bytes.
    public init(function: String, byteCount: Int) {
        self.function = function
        self.byteCount = byteCount
    }
}
