/// What a value is on the wire, as its schema makes it: what decides whether a path, a query, a header, a cookie or
/// a multipart part can carry it, and in which form. Worked out from the schema by
/// ``Translation/wireShape(of:)``, never from the name of the Swift type the value has.
indirect enum WireShape: Hashable {
    /// A scalar with a text form: a string, a number, an integer, a Boolean, a date, a UUID, or an enum of them.
    case text
    /// Bytes: text only when written in base64 (`format: byte`, `contentEncoding: base64`).
    case bytes(isBase64: Bool)
    /// A JSON array of values of one shape.
    case list(WireShape)
    /// A JSON object whose values have one shape.
    case map(WireShape)
    /// An object with members, a union, or any JSON value: it has a JSON form, and no text form of its own.
    case structured

    /// Whether the value is written as text where a parameter goes: a scalar, or bytes in base64.
    var isText: Bool {
        switch self {
        case .text, .bytes(isBase64: true): true
        default: false
        }
    }

    /// Whether the value, or each item or value of a list or map, is written as text.
    var isTextOrCollectionOfText: Bool {
        switch self {
        case .list(let element), .map(let element): element.isText
        default: isText
        }
    }

    /// Whether the value is bytes with no text form, or a list or map of them.
    var isRawBytes: Bool {
        switch self {
        case .bytes(isBase64: false): true
        case .list(let element), .map(let element): element == .bytes(isBase64: false)
        default: false
        }
    }
}
