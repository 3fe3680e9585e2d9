/// A value a template renders: the render context and everything inside it.
///
/// The emitter decides every name, type and piece of escaped text before rendering, so values are only strings,
/// flags, lists and objects; templates lay them out and never compute.
public enum MustacheValue: Hashable, Sendable {
    /// Nothing: renders as empty text and is false in a section.
    case null
    /// A flag for `{{#flag}}` and `{{^flag}}`; renders as `true` or `false`.
    case bool(Bool)
    /// Text inserted verbatim; the empty string is false in a section.
    case string(String)
    /// Items a section renders once each; the empty list is false.
    case list([MustacheValue])
    /// Named fields that names such as `{{name}}` or `{{a.b}}` look up.
    case object(MustacheFields)

    /// Whether a section renders: `false`, `null`, `""` and `[]` do not; everything else does.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let text): !text.isEmpty
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }
}

extension MustacheValue {
    /// This value and every value inside it, counted once for each place it appears.
    var valueCount: Int {
        switch self {
        case .null, .bool, .string: 1
        case .list(let items): items.reduce(1) { $0 + $1.valueCount }
        case .object(let fields): fields.values.reduce(1) { $0 + $1.valueCount }
        }
    }
}
