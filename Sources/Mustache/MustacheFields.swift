/// The named fields of a ``MustacheValue/object(_:)``: a handful of names, kept in a plain list.
///
/// A render context is built once per declaration and each of its objects has a few fields, so a list beats a
/// dictionary: building one hashes nothing, and looking a name up compares a few short strings. A name that
/// appears twice (a literal may repeat one) counts with its last value; order does not matter to equality.
public struct MustacheFields: Hashable, Sendable {
    /// In the order given; of a repeated name, the last entry counts.
    private var fields: [(String, MustacheValue)]

    public init(_ dictionary: [String: MustacheValue]) {
        fields = dictionary.map { ($0.key, $0.value) }
    }

    /// The fields of a literal, in order, names repeated or not.
    init(literal fields: [(String, MustacheValue)]) {
        self.fields = fields
    }

    public subscript(name: String) -> MustacheValue? {
        get {
            lastIndex(of: name).map { fields[$0].1 }
        }
        set {
            guard let newValue else {
                fields.removeAll { $0.0 == name }
                return
            }
            if let index = lastIndex(of: name) {
                fields[index].1 = newValue
            } else {
                fields.append((name, newValue))
            }
        }
    }

    /// Names are compared by length first: most differ in it, and comparing lengths costs next to nothing.
    private func lastIndex(of name: String) -> Int? {
        let length = name.utf8.count
        return fields.lastIndex { $0.0.utf8.count == length && $0.0 == name }
    }

    /// Every value, repeated names included.
    var values: some Sequence<MustacheValue> { fields.lazy.map(\.1) }

    /// Each name once, with the value that counts.
    private var distinct: [(String, MustacheValue)] {
        fields.indices.filter { index in
            !fields[(index + 1)...].contains { $0.0 == fields[index].0 }
        }.map { fields[$0] }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        let (left, right) = (lhs.distinct, rhs.distinct)
        return left.count == right.count && left.allSatisfy { rhs[$0.0] == $0.1 }
    }

    public func hash(into hasher: inout Hasher) {
        // Independent of order, as equality is: the fields' own hashes are summed.
        var sum = 0
        let fields = distinct
        for (name, value) in fields {
            var fieldHasher = Hasher()
            fieldHasher.combine(name)
            fieldHasher.combine(value)
            sum &+= fieldHasher.finalize()
        }
        hasher.combine(fields.count)
        hasher.combine(sum)
    }
}

extension MustacheFields: ExpressibleByDictionaryLiteral {
    /// When a name repeats, the last value wins.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self.init(literal: elements)
    }
}
