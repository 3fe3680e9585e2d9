import Foundation

/// MD5 (RFC 1321), only for the `Content-MD5` header some gateways sign; never for security. Not `MD5`, and not
/// public, for the same reason as ``SHA256Hasher``.
package struct MD5Hasher: Sendable, IncrementalHasher {
    private var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
    private var blocks = MessageBlocks()

    /// A hasher with no bytes added yet.
    package init() {}

    /// Adds bytes to the message.
    package mutating func update(_ data: some Sequence<UInt8>) {
        for block in blocks.add(data) { compress(block) }
    }

    /// The 16-byte digest of everything added.
    package func finalize() -> [UInt8] {
        var copy = self
        for block in blocks.final(bigEndianLength: false) { copy.compress(block) }
        return [copy.state.0, copy.state.1, copy.state.2, copy.state.3].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
    }

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        let base = block.startIndex
        let words = (0..<16).map { index in
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(block[base + index * 4 + $1]) << (8 * UInt32($1)) }
        }
        var (a, b, c, d) = state
        for round in 0..<64 {
            let mixed: UInt32
            let wordIndex: Int
            switch round {
            case 0..<16: (mixed, wordIndex) = ((b & c) | (~b & d), round)
            case 16..<32: (mixed, wordIndex) = ((d & b) | (~d & c), (5 * round + 1) % 16)
            case 32..<48: (mixed, wordIndex) = (b ^ c ^ d, (3 * round + 5) % 16)
            default: (mixed, wordIndex) = (c ^ (b | ~d), (7 * round) % 16)
            }
            let sum = a &+ mixed &+ Self.constants[round] &+ words[wordIndex]
            (a, d, c) = (d, c, b)
            b = b &+ (sum << Self.shifts[round] | sum >> (32 - Self.shifts[round]))
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }

    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
        20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6,
        10, 15, 21,
    ]

    /// `floor(abs(sin(i + 1)) × 2^32)`, as RFC 1321 section 3.4 tabulates them.
    private static let constants: [UInt32] = (0..<64).map { UInt32(abs(sin(Double($0 + 1))) * 4_294_967_296) }
}
