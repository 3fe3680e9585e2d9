import Foundation

/// MD5 (RFC 1321), only for the `Content-MD5` header some gateways sign; never for security.
public enum MD5 {
    /// The 16-byte digest of `data`.
    public static func hash(_ data: some Sequence<UInt8>) -> [UInt8] {
        var message = Array(data)
        let bitLength = UInt64(message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { message.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
        for start in stride(from: 0, to: message.count, by: 64) {
            let words = (0..<16).map { index in
                (0..<4).reduce(UInt32(0)) { $0 | UInt32(message[start + index * 4 + $1]) << (8 * UInt32($1)) }
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
                let sum = a &+ mixed &+ constants[round] &+ words[wordIndex]
                (a, d, c) = (d, c, b)
                b = b &+ (sum << shifts[round] | sum >> (32 - shifts[round]))
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
    }

    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
        20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6,
        10, 15, 21,
    ]

    /// `floor(abs(sin(i + 1)) × 2^32)`, as RFC 1321 section 3.4 tabulates them.
    private static let constants: [UInt32] = (0..<64).map { UInt32(abs(sin(Double($0 + 1))) * 4_294_967_296) }
}
