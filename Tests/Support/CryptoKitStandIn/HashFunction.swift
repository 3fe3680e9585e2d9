import Foundation

/// CryptoKit's protocol of hash functions. The stand-in types only name what they are: what an app's file must
/// compile against is CryptoKit's names, public in a module it imports, and CryptoKit does not exist on Linux.
public protocol HashFunction {
    /// The function's name, which the stand-in digests carry so that a test sees which type a name meant.
    static var name: String { get }
}

extension HashFunction {
    /// A digest naming this function and how many bytes it was given.
    public static func hash(data: some DataProtocol) -> StandInDigest {
        StandInDigest(function: name, byteCount: data.count)
    }
}
