import OpenAPIModel

/// The Swift type of a scalar schema, from its JSON `type` and `format`: the one table every position reads, so a
/// `format: date` is `CalendarDate` as a member, a parameter, a part and a response header alike.
///
/// Formats are matched without regard to case (`Date-Time` is `date-time`), as specs written by hand spell them
/// both ways. A format the table does not know leaves the JSON type's own Swift type: it is a hint, and the value
/// is still one of that type.
enum ScalarType {
    /// The Swift type of a value of JSON type `type` written in `format`, or nil for a type that is no scalar.
    /// `contentEncoding` is OpenAPI 3.1's spelling of bytes in a string (`base64`), which OpenAPI 3.0 writes as
    /// `format: byte`. With `numbers` `.decimal` (the `numbers: decimal` setting) every number is `Decimal`.
    static func of(
        _ type: Schema.JSONType,
        format: String?,
        contentEncoding: String? = nil,
        numbers: ClientTranslator.Options.Numbers = .double
    ) -> SwiftType? {
        let format = format?.lowercased()
        switch type {
        case .string:
            if contentEncoding?.lowercased() == "base64" { return .data }
            return stringFormats[format ?? ""] ?? .string
        case .integer:
            return integerFormats[format ?? ""] ?? .int
        case .number:
            if numbers == .decimal { return .named("Decimal") }
            return numberFormats[format ?? ""] ?? .double
        case .boolean:
            return .bool
        case .array, .object, .null:
            return nil
        }
    }

    /// The Swift type of `schema` when it is one scalar JSON type (with or without `null`), or Kubernetes'
    /// integer-or-string, else nil.
    static func of(_ schema: Schema, numbers: ClientTranslator.Options.Numbers = .double) -> SwiftType? {
        if isIntOrString(schema) { return .named("IntOrString") }
        let types = (schema.types ?? []).filter { $0 != .null }
        guard types.count == 1 else { return nil }
        return of(types[0], format: schema.format, contentEncoding: schema.contentEncoding, numbers: numbers)
    }

    /// Whether a schema is Kubernetes' integer-or-string (`{type: string, format: int-or-string}` in its Swagger 2.0
    /// documents, `x-kubernetes-int-or-string: true` beside `anyOf: [{type: integer}, {type: string}]` in its OpenAPI
    /// 3 ones): `IntOrString`, which keeps `8080` a number and `"http"` text. As a plain `String`, a pod with a
    /// numeric port failed to decode, and with it the whole list.
    static func isIntOrString(_ schema: Schema) -> Bool {
        if schema.extensions["x-kubernetes-int-or-string"] == .bool(true) { return true }
        return schema.format?.lowercased() == "int-or-string" && (schema.types ?? [.string]).contains(.string)
    }

    /// Whether a string schema's bytes are written in base64 (`format: byte`, `contentEncoding: base64`), and so
    /// have a text form; other bytes (`format: binary`) have none.
    static func isBase64(_ schema: Schema) -> Bool {
        schema.format?.lowercased() == "byte" || schema.contentEncoding?.lowercased() == "base64"
    }

    /// Whether `format` on a string means a number written as a string, and which: 64-bit integers
    /// (`{type: string, format: int64}`, as protobuf's JSON mapping and Google's APIs write them) and decimals
    /// (`{type: string, format: decimal}`, as payment APIs send amounts, a `Decimal` read from the string's digits and
    /// written back as them). Only the 64-bit integer formats count: machines write them from typed sources, while a
    /// hand-written `{type: string, format: int32}` may hold other text (Box's `retention_length` is "indefinite" for
    /// some policies).
    static func quotedNumber(format: String?) -> SwiftType? {
        switch format?.lowercased() {
        case "int64": .named("Int64")
        case "uint64": .named("UInt64")
        case "decimal": .named("Decimal")
        default: nil
        }
    }

    /// `uri` and `email` stay `String`: Foundation's `URL` changes some text it is given (it percent-encodes what
    /// a URL may not hold), and a value must come back out of a model as it came in.
    private static let stringFormats: [String: SwiftType] = [
        "date-time": .named("Date"),
        "date": .named("CalendarDate"),
        "uuid": .named("UUID"),
        "byte": .data,
        "binary": .data,
    ]

    private static let integerFormats: [String: SwiftType] = [
        "int32": .named("Int32"),
        "int64": .named("Int64"),
    ]

    /// `decimal` is exact: `Decimal` reads the number's own digits and writes them back, where `Double` would
    /// round money (`12345678901234567.89`).
    private static let numberFormats: [String: SwiftType] = [
        "float": .named("Float"),
        "decimal": .named("Decimal"),
    ]
}
