import Foundation

/// Encodes a value as an `application/x-www-form-urlencoded` body.
///
/// Object members become fields, arrays repeat the field, nested objects use `parent[child]`
/// (OpenAPI `deepObject`), dates use the encoder's date strategy.
public struct FormEncoder: Sendable {
    /// An encoder; it has no settings of its own (dates follow the JSON encoder given to ``fields(_:using:)``).
    public init() {}

    /// The fields of `value` in a stable order: an object's members sorted by name.
    public func fields(_ value: some Encodable, using encoder: JSONEncoder = .clientGen()) throws -> [FormField] {
        let json = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
        guard case .object(let members) = json else {
            throw EncodingError.invalidValue(
                value,
                .init(codingPath: [], debugDescription: "A form body must encode as an object, not \(json).")
            )
        }
        var fields: [FormField] = []
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            Self.flatten(member, name: name, into: &fields)
        }
        return fields
    }

    /// The encoded body text for `fields`, `name=value` pairs joined by `&`.
    public func encode(_ fields: [FormField]) -> String {
        fields.map { PercentEncoding.formComponent($0.name) + "=" + PercentEncoding.formComponent($0.value) }
            .joined(separator: "&")
    }

    /// Decodes a form body into its fields; malformed escapes are kept as written.
    public func decode(_ text: String) -> [FormField] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : ""
            return FormField(
                PercentEncoding.decode(name, plusAsSpace: true) ?? name,
                PercentEncoding.decode(value, plusAsSpace: true) ?? value
            )
        }
    }

    static func flatten(_ value: JSONValue, name: String, into fields: inout [FormField]) {
        switch value {
        case .null:
            break
        case .bool(let bool): fields.append(FormField(name, String(bool)))
        case .int(let int): fields.append(FormField(name, String(int)))
        case .double(let double): fields.append(FormField(name, String(double)))
        case .string(let string): fields.append(FormField(name, string))
        case .array(let elements):
            for element in elements { flatten(element, name: name, into: &fields) }
        case .object(let members):
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                flatten(member, name: "\(name)[\(key)]", into: &fields)
            }
        }
    }
}
