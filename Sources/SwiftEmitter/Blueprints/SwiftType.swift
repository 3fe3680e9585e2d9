/// A Swift type as the emitter decides it: a value with structure (optional, array, dictionary, nested), turned
/// into text only when a file is rendered.
public indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// A type by name: `String`, `Pet`, `JSONValue`.
    case named(String)
    /// A type declared inside another: `Pet.Status`.
    case member(SwiftType, String)
    /// `Wrapped?`.
    case optional(SwiftType)
    /// `[Element]`.
    case array(SwiftType)
    /// `[String: Value]`: JSON objects have text keys.
    case dictionary(SwiftType)
    /// A generic type applied to its arguments: `JSONLines<Event>`.
    case generic(String, [SwiftType])

    public static let string = SwiftType.named("String")
    public static let int = SwiftType.named("Int")
    public static let bool = SwiftType.named("Bool")
    public static let double = SwiftType.named("Double")
    public static let data = SwiftType.named("Data")
    public static let jsonValue = SwiftType.named("JSONValue")
    public static let empty = SwiftType.named("Empty")

    /// A named or nested type from its qualified name: `Pet.Status` is `Status` inside `Pet`.
    public static func qualified(_ name: String) -> SwiftType {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.dropFirst().reduce(.named(parts[0])) { .member($0, $1) }
    }

    /// The type as Swift source.
    public var description: String {
        switch self {
        case .named(let name): name
        case .member(let parent, let name): parent.description + "." + name
        case .optional(let wrapped): wrapped.description + "?"
        case .array(let element): "[" + element.description + "]"
        case .dictionary(let value): "[String: " + value.description + "]"
        case .generic(let name, let arguments):
            name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// This type made optional, unless it already is.
    public var optional: SwiftType {
        isOptional ? self : .optional(self)
    }

    /// The type without its outer optional.
    public var nonOptional: SwiftType {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }

    /// Whether values are an array or a dictionary (once an outer optional is taken off).
    public var isCollection: Bool {
        switch nonOptional {
        case .array, .dictionary: true
        default: false
        }
    }

    /// The full name of a named or nested type (`Pet`, `Pet.Status`); nil for anything built from others.
    public var qualifiedName: String? {
        switch self {
        case .named(let name): name
        case .member(let parent, let name): parent.qualifiedName.map { $0 + "." + name }
        default: nil
        }
    }

    /// Whether the qualified name of a named or nested type in this one satisfies `predicate`.
    public func mentions(_ predicate: (String) -> Bool) -> Bool {
        if let name = qualifiedName { return predicate(name) }
        switch self {
        case .named, .member: return false
        case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): return wrapped.mentions(predicate)
        case .generic(_, let arguments): return arguments.contains { $0.mentions(predicate) }
        }
    }

    /// Calls `body` with the name each named, nested or generic type in this one has at the top of the module:
    /// `Pet` for `[Pet.Status]?`.
    func forEachTopLevelName(_ body: (String) -> Void) {
        switch self {
        case .named(let name): body(name)
        case .member(let parent, _): parent.forEachTopLevelName(body)
        case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): wrapped.forEachTopLevelName(body)
        case .generic(let name, let arguments):
            body(name)
            for argument in arguments { argument.forEachTopLevelName(body) }
        }
    }

    /// The type with every named or nested type in it replaced by `replacement(qualifiedName)`, or kept where
    /// that returns nil: `[Item]?` → `[Other]?`.
    public func replacingNames(_ replacement: (String) -> SwiftType?) -> SwiftType {
        if let name = qualifiedName { return replacement(name) ?? self }
        switch self {
        case .named, .member: return self
        case .optional(let wrapped): return .optional(wrapped.replacingNames(replacement))
        case .array(let element): return .array(element.replacingNames(replacement))
        case .dictionary(let value): return .dictionary(value.replacingNames(replacement))
        case .generic(let name, let arguments):
            return .generic(name, arguments.map { $0.replacingNames(replacement) })
        }
    }
}
