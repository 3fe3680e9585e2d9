/// HTTP header fields in order, with case-insensitive lookup.
public struct HTTPHeaders: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One field as it was set or received.
    public struct Field: Hashable, Sendable {
        /// The name, in the case it was written.
        public var name: String
        /// The value, as sent or received.
        public var value: String

        /// A field named `name` with `value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field, in order, repeated names included.
    public private(set) var fields: [Field] = []

    /// No fields.
    public init() {}

    /// The fields given, in their order.
    public init(_ fields: [Field]) {
        self.fields = fields
    }

    /// Fields written as a dictionary literal, in its order: `["Accept": "application/json"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value for `name`, compared case-insensitively; setting replaces every field
    /// with that name (`nil` removes them).
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.lowercased() == name.lowercased() }?.value }
        set {
            let index = fields.firstIndex { $0.name.lowercased() == name.lowercased() }
            fields.removeAll { $0.name.lowercased() == name.lowercased() }
            guard let newValue else { return }
            fields.insert(Field(name: name, value: newValue), at: Swift.min(index ?? fields.count, fields.count))
        }
    }

    /// Adds a field, keeping any existing ones with the same name.
    public mutating func append(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// The fields in order, for `for field in headers`.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    /// `Name: value` lines, unredacted; use ``Redactor`` before logging.
    public var description: String {
        fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }
}
