import Foundation

/// Encodes a value as an `application/x-www-form-urlencoded` body.
///
/// Object members become fields, nested objects use `parent[child]` (OpenAPI `deepObject`), arrays are written as
/// ``arrays`` says (in brackets unless told otherwise), dates use the encoder's date strategy.
public struct FormEncoder: Sendable {
    /// How arrays are written: `tags[]=x&tags[]=y` or `tags=x&tags=y`.
    public var arrays: ArrayEncoding

    /// An encoder writing arrays as `arrays` says (dates follow the JSON encoder given to ``fields(_:using:)``).
    public init(arrays: ArrayEncoding = .brackets) {
        self.arrays = arrays
    }

    /// The fields of `value` in a stable order: an object's members sorted by name.
    public func fields(_ value: some Encodable, using encoder: JSONEncoder = .clientGen()) throws -> [FormField] {
        let json = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(lowercasingUUIDs(value)))
        guard case .object(let members) = json else {
            throw EncodingError.invalidValue(
                value,
                .init(codingPath: [], debugDescription: "A form body must encode as an object, not \(json).")
            )
        }
        var fields: [FormField] = []
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            Self.flatten(member, name: name, arrays: arrays, into: &fields)
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

    /// The fields of `value` under `name`: nested members in brackets, arrays as `arrays` says (by default with
    /// the name repeated, as parameter styles other than `deepObject` write a list).
    static func flatten(
        _ value: JSONValue,
        name: String,
        arrays: ArrayEncoding = .repeatedKeys,
        into fields: inout [FormField]
    ) {
        switch value {
        case .null:
            break
        case .bool(let bool): fields.append(FormField(name, String(bool)))
        case .int(let int): fields.append(FormField(name, String(int)))
        case .double(let double): fields.append(FormField(name, String(double)))
        case .string(let string): fields.append(FormField(name, string))
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                let itemName: String
                switch (arrays, element) {
                case (.repeatedKeys, _): itemName = name
                // An item with members of its own is numbered, so a reader knows which members belong together.
                case (.brackets, .array), (.brackets, .object): itemName = "\(name)[\(index)]"
                case (.brackets, _): itemName = "\(name)[]"
                }
                flatten(element, name: itemName, arrays: arrays, into: &fields)
            }
        case .object(let members):
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                flatten(member, name: "\(name)[\(key)]", arrays: arrays, into: &fields)
            }
        }
    }
}
