/// Values keyed by name in document order, with lookup by name.
public struct NamedMap<Value: Sendable>: Sendable, RandomAccessCollection {
    /// One name and its value.
    public struct Entry: Sendable {
        public var name: String
        public var value: Value
    }

    public private(set) var entries: [Entry] = []
    @usableFromInline var indexByName: [String: Int] = [:]

    public init() {}

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// Maps this small are searched in order; larger ones keep a dictionary of positions.
    @usableFromInline static var indexThreshold: Int { 12 }

    /// The value named `name`, or nil.
    ///
    /// Inlinable, so that a lookup from another module is specialized for its value type rather than run
    /// through the generic entry point, which looks up type metadata on every call.
    @inlinable public subscript(name: String) -> Value? {
        position(of: name).map { entries[$0].value }
    }

    @inlinable func position(of name: String) -> Int? {
        if entries.count <= Self.indexThreshold { return entries.firstIndex { $0.name == name } }
        return indexByName[name]
    }

    public var names: [String] { entries.map(\.name) }
    public var values: [Value] { entries.map(\.value) }

    /// Adds or replaces the value named `name`; a replaced value keeps its place.
    public mutating func set(_ name: String, _ value: Value) {
        if entries.count > Self.indexThreshold {
            // One hash for a new name, the common case; a name already there gets its position back.
            if let index = indexByName.updateValue(entries.count, forKey: name) {
                indexByName[name] = index
                entries[index].value = value
            } else {
                entries.append(Entry(name: name, value: value))
            }
            return
        }
        if let index = position(of: name) {
            entries[index].value = value
            return
        }
        entries.append(Entry(name: name, value: value))
        if entries.count == Self.indexThreshold + 1 {
            indexByName.reserveCapacity(Swift.max(entries.capacity, 2 * entries.count))
            for (index, entry) in entries.enumerated() { indexByName[entry.name] = index }
        }
    }

    /// Makes room for `count` entries in all, for a map whose size is known before it is filled.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        if count > Self.indexThreshold { indexByName.reserveCapacity(count) }
    }
}

/// `x-` extensions of an object, in document order.
public typealias Extensions = NamedMap<SpecValue>
