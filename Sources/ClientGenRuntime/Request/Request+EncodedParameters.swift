import Foundation

/// How a query parameter that is not plain text (an object, a list of objects, a union) is written, as
/// OpenAPI's `style` and `explode` say.
public enum QueryStyle: Sendable, Equatable {
    /// `form`: with `explode`, an object's members are items of their own (`gt=1&lt=5`) and a list repeats the
    /// name (`id=1&id=2`); without, everything is one comma-separated item (`range=gt,1,lt,5`, `id=1,2`).
    case form(explode: Bool)
    /// `deepObject`: an object's members in brackets after the name (`range[gt]=1&range[lt]=5`).
    case deepObject
    /// `spaceDelimited` (`" "`) and `pipeDelimited` (`"|"`): one item, a list's values or an object's names and
    /// values joined by the separator (`range=gt|1|lt|5`, `id=1|2`).
    case delimited(String)
    /// A parameter with `content: application/json`: the value's JSON text as one item (`range={"gt":1}`).
    case json
}

extension Request {
    /// Adds a query parameter from the JSON form of `value`: objects by `style`, nested objects in brackets
    /// (`range[created][gt]=1`), lists repeating the name, members sorted by name, dates as RFC 3339 text.
    /// In `deepObject` style, lists are written as `arrays` says: in brackets by default (`filter[tags][]=x`,
    /// `items[0][price]=A`), as Rails, Rack, PHP and Stripe read them. `nil` adds nothing. Numbers that JSON cannot
    /// hold (infinity, NaN) are written as text, so a generated model always encodes; a hand-written value whose
    /// encoding throws adds nothing (and stops a debug build). With `allowReserved` (OpenAPI's), values keep
    /// reserved characters as ``PercentEncoding/reservedQueryComponent(_:)`` says.
    public mutating func addQuery(
        _ name: String,
        encoding value: (some Encodable)?,
        style: QueryStyle = .form(explode: true),
        arrays: ArrayEncoding = .brackets,
        allowReserved: Bool = false
    ) {
        guard let value, let data = Self.json(value, parameter: name) else { return }
        let form = Self.form(allowReserved)
        if style == .json {
            query.append(QueryItem(name, String(decoding: data, as: UTF8.self), form: form))
        } else if let json = try? JSONDecoder().decode(JSONValue.self, from: data) {
            query += Self.queryItems(json, name: name, style: style, arrays: arrays).map {
                QueryItem($0.name, $0.value, form: form)
            }
        }
    }

    /// Sets the whole query string from `value`, an OpenAPI 3.2 `querystring` parameter given as
    /// `application/x-www-form-urlencoded`: an object's members as the items of a form (`color=red&size=2`), sorted
    /// by name, nested members in brackets, lists repeating the name. `nil` adds nothing.
    public mutating func addQueryString(form value: (some Encodable)?) {
        guard let value, let data = Self.json(value, parameter: "querystring"),
            let json = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return }
        query += Self.members(of: json).map { QueryItem($0.name, $0.value) }
    }

    /// Sets the whole query string to the JSON text of `value`, percent-encoded, with no name
    /// (`?%7B%22size%22:2%7D`): an OpenAPI 3.2 `querystring` parameter given as `application/json`. `nil` adds
    /// nothing.
    public mutating func addQueryString(json value: (some Encodable)?) {
        guard let value, let data = Self.json(value, parameter: "querystring") else { return }
        query.append(QueryItem("", String(decoding: data, as: UTF8.self), form: .valueOnly))
    }

    /// Sets a header from the JSON form of `value` in OpenAPI's `simple` style: a list comma-separated (`a,b`),
    /// an object's members as `k1,v1,k2,v2`, or with `explode` as `k1=v1,k2=v2`, sorted by name. `nil` sets
    /// nothing; encoding is as ``addQuery(_:encoding:style:arrays:allowReserved:)`` describes.
    public mutating func addHeader(_ name: String, encoding value: (some Encodable)?, explode: Bool = false) {
        guard let value, let data = Self.json(value, parameter: name),
            let json = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return }
        let text: [String]
        if case .object = json {
            let members = Self.members(of: json)
            text = explode ? members.map { "\($0.name)=\($0.value)" } : members.flatMap { [$0.name, $0.value] }
        } else {
            var fields: [FormField] = []
            FormEncoder.flatten(json, name: "", into: &fields)
            text = fields.map(\.value)
        }
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
            return try encoder.encode(lowercasingUUIDs(value))
        } catch {
            assertionFailure("parameter '\(name)' does not encode: \(error)")
            return nil
        }
    }

    /// An object's members flattened to text, named without the object's name: `gt`, and a nested member
    /// `range[gt]`.
    private static func members(of object: JSONValue) -> [FormField] {
        var fields: [FormField] = []
        FormEncoder.flatten(object, name: "", into: &fields)
        return fields.map { field in
            // Flattened without a name, a member is `[gt]`, a nested one `[range][gt]`.
            var key = field.name.dropFirst()
            if let close = key.firstIndex(of: "]") { key.remove(at: close) }
            return FormField(String(key), field.value)
        }
    }

    /// The query items of `json` in `style` (not `.json`, which is the text itself); `arrays` in `deepObject` style.
    private static func queryItems(
        _ json: JSONValue,
        name: String,
        style: QueryStyle,
        arrays: ArrayEncoding
    ) -> [QueryItem] {
        var fields: [FormField] = []
        switch (json, style) {
        case (.object, .form(explode: true)):
            fields = members(of: json)
        case (.object, .form(explode: false)):
            let text = members(of: json).flatMap { [$0.name, $0.value] }
            if !text.isEmpty { fields = [FormField(name, text.joined(separator: ","))] }
        case (.array, .form(explode: false)):
            FormEncoder.flatten(json, name: name, into: &fields)
            if !fields.isEmpty { fields = [FormField(name, fields.map(\.value).joined(separator: ","))] }
        case (.object, .delimited(let separator)):
            let text = members(of: json).flatMap { [$0.name, $0.value] }
            if !text.isEmpty { fields = [FormField(name, text.joined(separator: separator))] }
        case (.array, .delimited(let separator)):
            FormEncoder.flatten(json, name: name, into: &fields)
            if !fields.isEmpty { fields = [FormField(name, fields.map(\.value).joined(separator: separator))] }
        case (_, .deepObject):
            FormEncoder.flatten(json, name: name, arrays: arrays, into: &fields)
        default:
            // Anything else that is not an object: nested members in brackets after the name.
            FormEncoder.flatten(json, name: name, into: &fields)
        }
        return fields.map { QueryItem($0.name, $0.value) }
    }
}
