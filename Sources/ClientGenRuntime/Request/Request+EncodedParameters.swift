import Foundation

/// How a query parameter that is not plain text (an object, a list of objects, a union) is written, as
/// OpenAPI's `style` and `explode` say.
public enum QueryStyle: Sendable, Equatable {
    /// `form`: with `explode`, an object's members are items of their own (`gt=1&lt=5`) and a list repeats the
    /// name (`id=1&id=2`); without, everything is one comma-separated item (`range=gt,1,lt,5`, `id=1,2`).
    case form(explode: Bool)
    /// `deepObject`: an object's members in brackets after the name (`range[gt]=1&range[lt]=5`).
    case deepObject
    /// A parameter with `content: application/json`: the value's JSON text as one item (`range={"gt":1}`).
    case json
}

extension Request {
    /// Adds a query parameter from the JSON form of `value`: objects by `style`, nested objects in brackets
    /// (`range[created][gt]=1`), lists repeating the name, members sorted by name, dates as RFC 3339 text.
    /// `nil` adds nothing. Numbers that JSON cannot hold (infinity, NaN) are written as text, so a generated
    /// model always encodes; a hand-written value whose encoding throws adds nothing (and stops a debug build).
    public mutating func addQuery(
        _ name: String,
        encoding value: (some Encodable)?,
        style: QueryStyle = .form(explode: true)
    ) {
        guard let value, let data = Self.json(value, parameter: name) else { return }
        if style == .json {
            query.append(QueryItem(name, String(decoding: data, as: UTF8.self)))
        } else if let json = try? JSONDecoder().decode(JSONValue.self, from: data) {
            query += Self.queryItems(json, name: name, style: style)
        }
    }

    /// Sets a header from the JSON form of `value` in OpenAPI's `simple` style: a list comma-separated (`a,b`),
    /// an object's members as `k1,v1,k2,v2`, or with `explode` as `k1=v1,k2=v2`, sorted by name. `nil` sets
    /// nothing; encoding is as ``addQuery(_:encoding:style:)`` describes.
    public mutating func addHeader(_ name: String, encoding value: (some Encodable)?, explode: Bool = false) {
        guard let value, let data = Self.json(value, parameter: name),
            let json = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return }
        var fields: [FormField] = []
        guard case .object = json else {
            FormEncoder.flatten(json, name: "", into: &fields)
            if !fields.isEmpty { headers.append(name: name, value: fields.map(\.value).joined(separator: ",")) }
            return
        }
        FormEncoder.flatten(json, name: "", into: &fields)
        let members = fields.map { field in (Self.memberName(field.name), field.value) }
        let text = explode ? members.map { "\($0)=\($1)" } : members.flatMap { [$0, $1] }
        if !text.isEmpty { headers.append(name: name, value: text.joined(separator: ",")) }
    }

    /// The JSON text of `value`; nil (and a stopped debug build) when it does not encode.
    private static func json(_ value: some Encodable, parameter name: String) -> Data? {
        let encoder = JSONEncoder.clientGen()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity",
            negativeInfinity: "-Infinity",
            nan: "NaN"
        )
        do {
            return try encoder.encode(value)
        } catch {
            assertionFailure("parameter '\(name)' does not encode: \(error)")
            return nil
        }
    }

    /// A member's name from the one flattening without a parameter name gives: `[gt]` is `gt`, and a nested
    /// `[range][gt]` is `range[gt]`.
    private static func memberName(_ flattened: String) -> String {
        var key = flattened.dropFirst()
        if let close = key.firstIndex(of: "]") { key.remove(at: close) }
        return String(key)
    }

    static func queryItems(_ json: JSONValue, name: String, style: QueryStyle) -> [QueryItem] {
        var fields: [FormField] = []
        switch (json, style) {
        case (.object, .deepObject):
            FormEncoder.flatten(json, name: name, into: &fields)
        case (.object(let members), .form(explode: true)):
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                FormEncoder.flatten(member, name: key, into: &fields)
            }
        case (.object, .form(explode: false)):
            FormEncoder.flatten(json, name: "", into: &fields)
            let text = fields.flatMap { [memberName($0.name), $0.value] }
            return text.isEmpty ? [] : [QueryItem(name, text.joined(separator: ","))]
        case (.array(let elements), .form(explode: false)):
            for element in elements { FormEncoder.flatten(element, name: name, into: &fields) }
            return fields.isEmpty ? [] : [QueryItem(name, fields.map(\.value).joined(separator: ","))]
        default:
            FormEncoder.flatten(json, name: name, into: &fields)
        }
        return fields.map { QueryItem($0.name, $0.value) }
    }
}
