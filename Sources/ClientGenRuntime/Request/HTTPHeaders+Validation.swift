extension HTTPHeaders {
    /// The first field that would not reach the server as it was set: a name that is not an HTTP token
    /// (RFC 9110 section 5.1), or a value with CR, LF or NUL, which would end the field early and could pass
    /// the rest off as fields of their own. URLSession drops such fields without a word.
    var firstMalformedField: Field? {
        fields.first { field in
            !Self.isFieldName(field.name) || field.value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
        }
    }

    /// Whether `name` is an HTTP token: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isFieldName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                default:
                    return "!#$%&'*+-.^_`|~".utf8.contains(byte)
                }
            }
    }
}
