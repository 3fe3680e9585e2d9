/// Values by schema id in one array, as ids are dense: setting or reading one costs an index, not a hash.
struct SchemaIDTable<Value> {
    private var values: [Value?] = []

    subscript(id: SchemaID) -> Value? {
        get { id.rawValue >= 0 && id.rawValue < values.count ? values[id.rawValue] : nil }
        set {
            guard id.rawValue >= 0 else { return }
            if values.count <= id.rawValue { values += repeatElement(nil, count: id.rawValue + 1 - values.count) }
            values[id.rawValue] = newValue
        }
    }
}
