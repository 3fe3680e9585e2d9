/// A decided Swift name and how to write it where it is declared and where it is used.
///
/// Keywords keep their name and get backticks only where Swift needs them: in declarations and as plain
/// references, but not after a dot or as an argument label (`self.default`, `.default`, `f(default: 1)`).
public struct SwiftIdentifier: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// Whether the name is a keyword, and one even after a dot: looked up once, read by every use.
    private let isKeyword: Bool
    private let isMemberKeyword: Bool

    public init(_ name: String) {
        self.name = name
        isKeyword = Self.keywords.contains(name)
        isMemberKeyword = isKeyword && Self.memberKeywords.contains(name)
    }

    /// As a declared name or a reference on its own: `` `default` ``, `name`.
    public var declared: String {
        isKeyword ? "`\(name)`" : name
    }

    /// After a dot (`self.x`, `.x`): only the few words that mean something there need backticks.
    public var member: String {
        isMemberKeyword ? "`\(name)`" : name
    }

    /// As an argument label: every keyword but `inout`, `var` and `let` may stand there bare.
    public var label: String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    public var description: String { name }

    /// Whether `text` can stand as a Swift identifier (with backticks where it is a keyword): a letter or `_`,
    /// then letters, digits, `_` and combining marks; nothing Swift's grammar leaves out (controls, private-use
    /// and unassigned code points, format characters such as bidirectional overrides, symbols, spaces).
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "$", text != "_" else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
            default: scalar == "_"
            }
        }
        guard isLetter(first) else { return false }
        return text.unicodeScalars.dropFirst().allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation: true
            default: isLetter(scalar)
            }
        }
    }

    /// Words Swift reserves in declarations and expressions (The Swift Programming Language, Lexical Structure).
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "package",
    ]

    private static let memberKeywords: Set<String> = ["init", "self", "Self", "Type", "Protocol"]
}
