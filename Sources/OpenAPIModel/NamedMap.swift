/// Values keyed by name in document order, with lookup by name.
public struct NamedMap<Value: Sendable>: Sendable, RandomAccessCollection {
    /// One name and its value.
    public struct Entry: Sendable {
        public var name: String
        public var value: Value
    }

    public private(set) var entries: [Entry] = []
    private var indexByName: [String: Int] = [:]

    public init() {}

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// The value named `name`, or nil.
    public subscript(name: String) -> Value? {
        indexByName[name].map { entries[$0].value }
    }

    public var names: [String] { entries.map(\.name) }
    public var values: [Value] { entries.map(\.value) }

    /// Adds or replaces the value named `name`; a replaced value keeps its place.
    public mutating func set(_ name: String, _ value: Value) {
        if let index = indexByName[name] {
            entries[index].value = value
        } else {
            indexByName[name] = entries.count
            entries.append(Entry(name: name, value: value))
        }
    }
}

/// `x-` extensions of an object, in document order.
public typealias Extensions = NamedMap<SpecValue>
