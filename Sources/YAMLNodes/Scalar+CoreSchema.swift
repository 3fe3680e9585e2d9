/// Scalar resolution by the YAML 1.2 core schema (YAML 1.2.2 §10.3), not YAML 1.1:
/// `yes`, `no`, `on`, `off`, `0755` octals and `1_000` stay what 1.2 says they are.
extension Scalar {
    public static let stringTag = "tag:yaml.org,2002:str"
    public static let intTag = "tag:yaml.org,2002:int"
    public static let floatTag = "tag:yaml.org,2002:float"
    public static let boolTag = "tag:yaml.org,2002:bool"
    public static let nullTag = "tag:yaml.org,2002:null"
    static let mergeTag = "tag:yaml.org,2002:merge"

    /// The value this scalar has under `tag` (nil or a local tag: by style and content).
    public func resolved(tag: String? = nil) -> ScalarValue {
        switch tag {
        case Self.stringTag, "!": return .string(text)
        case Self.floatTag:
            let value = Self.resolvePlain(text)
            return value.double.map(ScalarValue.float) ?? value
        case Self.intTag, Self.boolTag, Self.nullTag:
            return Self.resolvePlain(text)
        default:
            return style.isPlain ? Self.resolvePlain(text) : .string(text)
        }
    }

    /// Whether `text`, read as an explicitly tagged `tag`, fits that tag (`!!int 12` does, `!!int x` does not).
    func fits(tag: String) -> Bool {
        let value = Self.resolvePlain(text)
        switch (tag, value) {
        case (Self.intTag, .int), (Self.intTag, .bigInt): return true
        case (Self.floatTag, .float), (Self.floatTag, .int), (Self.floatTag, .bigInt): return true
        case (Self.boolTag, .bool), (Self.nullTag, .null): return true
        case (Self.intTag, _), (Self.floatTag, _), (Self.boolTag, _), (Self.nullTag, _): return false
        default: return true
        }
    }

    /// Resolves the text of a plain scalar.
    public static func resolvePlain(_ text: String) -> ScalarValue {
        var copy = text
        return copy.withUTF8 { resolve(bytes: $0, text: text) }
    }

    private static func resolve(bytes: UnsafeBufferPointer<UInt8>, text: String) -> ScalarValue {
        guard let first = bytes.first else { return .null }
        // Fast exit: most keys and values start with a letter that no special form starts with.
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return resolveNumber(bytes: bytes, text: text)
        case UInt8(ascii: "~"):
            return bytes.count == 1 ? .null : .string(text)
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return text == "null" || text == "Null" || text == "NULL" ? .null : .string(text)
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return text == "true" || text == "True" || text == "TRUE" ? .bool(true) : .string(text)
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return text == "false" || text == "False" || text == "FALSE" ? .bool(false) : .string(text)
        default:
            return .string(text)
        }
    }

    private static func resolveNumber(bytes: UnsafeBufferPointer<UInt8>, text: String) -> ScalarValue {
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            switch bytes[1] {
            case UInt8(ascii: "o"):
                return radixInteger(bytes[2...], radix: 8).map(ScalarValue.init(integer:)) ?? .string(text)
            case UInt8(ascii: "x"):
                return radixInteger(bytes[2...], radix: 16).map(ScalarValue.init(integer:)) ?? .string(text)
            default: break
            }
        }
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index == bytes.count {
            guard index > digitsStart else { return .string(text) }
            return .init(integer: DecimalDigits(negative: negative, digits: Array(bytes[digitsStart...])))
        }
        return resolveFloat(bytes: bytes, signLength: digitsStart, text: text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` and the `.inf`/`.nan` forms.
    private static func resolveFloat(bytes: UnsafeBufferPointer<UInt8>, signLength: Int, text: String) -> ScalarValue {
        let body = String(decoding: bytes[signLength...], as: UTF8.self)
        let negative = signLength == 1 && bytes[0] == UInt8(ascii: "-")
        switch body {
        case ".inf", ".Inf", ".INF": return .float(negative ? -.infinity : .infinity)
        case ".nan", ".NaN", ".NAN": return signLength == 0 ? .float(.nan) : .string(text)
        default: break
        }
        var index = signLength
        var mantissaDigits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            index += 1
            mantissaDigits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                index += 1
                mantissaDigits += 1
            }
        }
        guard mantissaDigits > 0 else { return .string(text) }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return .string(text) }
        }
        guard index == bytes.count, let value = Double(text) else { return .string(text) }
        return .float(value)
    }

    private static func radixInteger(_ digits: Slice<UnsafeBufferPointer<UInt8>>, radix: UInt32) -> DecimalDigits? {
        var number = DecimalDigits.Magnitude()
        for byte in digits {
            guard let digit = digitValue(byte), digit < radix else { return nil }
            number.multiply(by: radix, adding: digit)
        }
        return DecimalDigits(negative: false, digits: number.decimalDigits())
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension ScalarValue {
    fileprivate init(integer: DecimalDigits) {
        let canonical = integer.canonical
        if let small = Int64(canonical) {
            self = .int(small)
        } else {
            self = .bigInt(canonical)
        }
    }
}
