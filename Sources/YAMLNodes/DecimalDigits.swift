/// An integer of any size as decimal digits; how the core schema keeps integers beyond 64 bits exact.
struct DecimalDigits {
    var negative: Bool
    /// ASCII digits, most significant first; may carry leading zeros.
    var digits: [UInt8]

    /// Digits without leading zeros, `-` in front when negative; `-0` is `0`.
    var canonical: String {
        let firstNonZero = digits.firstIndex { $0 != UInt8(ascii: "0") } ?? digits.endIndex
        let significant = digits[firstNonZero...]
        if significant.isEmpty { return "0" }
        return (negative ? "-" : "") + String(decoding: significant, as: UTF8.self)
    }

    /// An unsigned magnitude in base 2³² limbs, least significant first, for octal and hex input.
    struct Magnitude {
        var limbs: [UInt32] = []

        mutating func multiply(by factor: UInt32, adding addend: UInt32) {
            var carry = UInt64(addend)
            for index in limbs.indices {
                let product = UInt64(limbs[index]) * UInt64(factor) + carry
                limbs[index] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            if carry != 0 { limbs.append(UInt32(carry)) }
        }

        /// Repeated division by 10⁹ turns the limbs into decimal digits.
        func decimalDigits() -> [UInt8] {
            var remaining = limbs
            var chunks: [UInt32] = []
            while remaining.contains(where: { $0 != 0 }) {
                var remainder: UInt64 = 0
                for index in remaining.indices.reversed() {
                    let value = (remainder << 32) | UInt64(remaining[index])
                    remaining[index] = UInt32(value / 1_000_000_000)
                    remainder = value % 1_000_000_000
                }
                chunks.append(UInt32(remainder))
                while remaining.last == 0 { remaining.removeLast() }
            }
            guard let last = chunks.popLast() else { return [UInt8(ascii: "0")] }
            var text = String(last)
            for chunk in chunks.reversed() {
                let part = String(chunk)
                text += String(repeating: "0", count: 9 - part.count) + part
            }
            return Array(text.utf8)
        }
    }
}
