import Foundation

/// A message cut into the 64-byte blocks that MD5 and SHA-256 compress, as it is added a part at a time.
struct MessageBlocks: Sendable {
    /// The bytes added since the last whole block.
    private var pending: [UInt8] = []
    /// Bytes added in all.
    private var length: UInt64 = 0

    /// Adds `data`; returns the blocks it completes, in order.
    mutating func add(_ data: some Sequence<UInt8>) -> [ArraySlice<UInt8>] {
        let before = pending.count
        pending += data
        length &+= UInt64(pending.count - before)
        let whole = pending.count / 64 * 64
        guard whole > 0 else { return [] }
        let blocks = stride(from: 0, to: whole, by: 64).map { pending[$0..<$0 + 64] }
        pending.removeFirst(whole)
        return blocks
    }

    /// The last blocks: the bytes still pending, then `0x80`, zeros, and the message's length in bits as eight
    /// bytes, least significant first for MD5, most significant first for SHA-256.
    func final(bigEndianLength: Bool) -> [ArraySlice<UInt8>] {
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = length &* 8
        let shifts =
            bigEndianLength ? Array(stride(from: 56, through: 0, by: -8)) : Array(stride(from: 0, to: 64, by: 8))
        tail += shifts.map { UInt8(truncatingIfNeeded: bits >> UInt64($0)) }
        return stride(from: 0, to: tail.count, by: 64).map { tail[$0..<$0 + 64] }
    }
}
