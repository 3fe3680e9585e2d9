import Diagnostics

/// Reads the declarations of one Swift file written in ClientGen's output format into a ``CodeSurface``.
///
/// Not a Swift parser: it follows brace nesting to qualify nested names (types in types, `extension A.B { … }`),
/// reads declaration heads (types, type aliases, functions and their argument labels, properties, enum cases)
/// and skips what is inside function and property bodies, except the coding calls that name each property's
/// wire name (`self.name = try container.required("wire")`, `try container.write(self.name, at: "wire")`).
/// Declarations marked `private` or `fileprivate` are left out; a `CodingKeys` enum's cases name wire names too. The doc line
/// `- Remark: Generated from \`#/…\`` before a declaration is its origin.
struct GeneratedCodeScanner {
    private enum Scope {
        /// A type's or extension's body, or the file's top level: declarations, named from `owner`.
        case declarations(owner: String, isEnum: Bool, isHidden: Bool)
        /// A function's, initializer's, computed property's or closure's body, inside the type `owner`.
        case body(owner: String)
    }

    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "private", "fileprivate", "nonisolated", "static", "class", "final",
        "indirect", "mutating", "nonmutating", "override", "required", "convenience", "lazy", "weak", "unowned",
        "dynamic", "consuming", "borrowing",
    ]
    private static let remarkPrefix = "- Remark: Generated from `"

    private let tokens: [SwiftToken]
    private let file: String
    private var index = 0
    private var scopes: [Scope] = [.declarations(owner: "", isEnum: false, isHidden: false)]
    /// The scope the next `{` opens, set by the declaration head before it.
    private var pendingScope: Scope?
    private var pendingOrigin: String?
    private var declarationModifiers: [String] = []
    /// Whether the declaration being read is `public` or `open`.
    private var isPublic = false

    /// Adds the declarations of `source`, the file at `file`, to `surface`.
    static func scan(_ source: String, file: String, into surface: inout CodeSurface) {
        var scanner = GeneratedCodeScanner(tokens: SwiftTokenizer.tokens(of: source), file: file)
        scanner.run(into: &surface)
    }

    private init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func token(at offset: Int) -> SwiftToken? {
        let position = index + offset
        return position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    private func location(of token: SwiftToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    private mutating func run(into surface: inout CodeSurface) {
        while let token = current {
            switch scopes.last {
            case .body(let owner)?:
                if token.isSymbol("{") {
                    scopes.append(.body(owner: owner))
                } else if token.isSymbol("}") {
                    scopes.removeLast()
                } else if token.isWord("container") {
                    readWireName(owner: owner, into: &surface)
                } else if token.kind == .word, Self.authMiddlewares.contains(token.text) {
                    readCredential(owner: owner, into: &surface)
                }
                index += 1
            case .declarations(let owner, let isEnum, let isHidden)?:
                readDeclaration(token, owner: owner, isEnum: isEnum, isHidden: isHidden, into: &surface)
            case nil:
                // More closing braces than opening ones: the rest is read at the top level.
                scopes = [.declarations(owner: "", isEnum: false, isHidden: false)]
            }
        }
    }

    // MARK: Declarations

    private mutating func readDeclaration(
        _ token: SwiftToken,
        owner: String,
        isEnum: Bool,
        isHidden: Bool,
        into surface: inout CodeSurface
    ) {
        let hidden =
            isHidden || declarationModifiers.contains("private") || declarationModifiers.contains("fileprivate")
        switch token.kind {
        case .documentation:
            if let range = token.text.range(of: Self.remarkPrefix) {
                let rest = token.text[range.upperBound...]
                // An older ClientGen wrote an empty pointer for some parameters' schemas: no origin.
                pendingOrigin = rest.firstIndex(of: "`").map { String(rest[..<$0]) }.flatMap { $0.isEmpty ? nil : $0 }
            }
            index += 1
            return
        case .symbol where token.text == "{":
            scopes.append(pendingScope ?? .body(owner: owner))
            endDeclaration()
            index += 1
            return
        case .symbol where token.text == "}":
            if scopes.count > 1 { scopes.removeLast() }
            endDeclaration()
            index += 1
            return
        case .symbol where token.text == "@":
            index += 2
            if current?.isSymbol("(") == true { skipBalanced() }
            return
        case .word:
            break
        default:
            endDeclaration()
            index += 1
            return
        }
        let word = token.text
        if Self.modifiers.contains(word), !(word == "class" && isTypeHead) {
            index += 1
            if current?.isSymbol("(") == true {
                // `private(set)` limits the setter only.
                skipBalanced()
            } else {
                declarationModifiers.append(word)
            }
            return
        }
        let isStatic = declarationModifiers.contains("static") || declarationModifiers.contains("class")
        isPublic = declarationModifiers.contains("public") || declarationModifiers.contains("open")
        switch word {
        case "struct", "enum", "class", "actor", "protocol":
            readType(word, owner: owner, hidden: hidden, into: &surface)
        case "extension":
            readExtension(hidden: hidden)
        case "typealias":
            readTypeAlias(owner: owner, hidden: hidden, into: &surface)
        case "func":
            readFunction(owner: owner, isStatic: isStatic, hidden: hidden, into: &surface)
        case "init":
            readInitializer(owner: owner, hidden: hidden, into: &surface)
        case "var", "let":
            readProperty(owner: owner, isStatic: isStatic, hidden: hidden, into: &surface)
        case "case" where isEnum:
            readCases(owner: owner, hidden: hidden, into: &surface)
        default:
            endDeclaration()
            index += 1
        }
    }

    /// Whether `class` at the current token starts a class declaration rather than being a modifier.
    private var isTypeHead: Bool {
        guard let next = token(at: 1), next.kind == .word else { return false }
        return !Self.modifiers.contains(next.text) && !["func", "var", "let", "subscript", "init"].contains(next.text)
    }

    private mutating func endDeclaration() {
        declarationModifiers = []
        pendingOrigin = nil
        pendingScope = nil
    }

    /// Takes the origin documented before the declaration being read.
    private mutating func takeOrigin() -> String? {
        defer { pendingOrigin = nil }
        return pendingOrigin
    }

    private static func qualified(_ name: String, in owner: String) -> String {
        owner.isEmpty ? name : owner + "." + name
    }

    private mutating func readType(_ keyword: String, owner: String, hidden: Bool, into surface: inout CodeSurface) {
        let head = tokens[index]
        index += 1
        guard let nameToken = current, nameToken.kind == .word else { return }
        let name = Self.qualified(nameToken.text, in: owner)
        let kind: CodeSurface.TypeDeclaration.Kind =
            switch keyword {
            case "struct": .structure
            case "enum": .enumeration
            case "class": .classType
            case "actor": .actor
            default: .protocolType
            }
        let origin = takeOrigin()
        if !hidden {
            surface.add(
                .init(
                    name: name,
                    kind: kind,
                    origin: origin,
                    location: location(of: head),
                    aliasTarget: nil,
                    isPublic: isPublic
                )
            )
        }
        skipUntilOpeningBrace()
        let scope = Scope.declarations(owner: name, isEnum: kind == .enumeration, isHidden: hidden)
        declarationModifiers = []
        pendingScope = scope
    }

    private mutating func readExtension(hidden: Bool) {
        index += 1
        var name = ""
        while let token = current, token.kind == .word || token.isSymbol(".") {
            name += token.text
            index += 1
        }
        skipUntilOpeningBrace()
        declarationModifiers = []
        pendingOrigin = nil
        pendingScope = .declarations(owner: name, isEnum: false, isHidden: hidden)
    }

    private mutating func readTypeAlias(owner: String, hidden: Bool, into surface: inout CodeSurface) {
        let head = tokens[index]
        index += 1
        guard let nameToken = current, nameToken.kind == .word else { return }
        index += 1
        if current?.isSymbol("<") == true { skipBalanced() }
        guard current?.isSymbol("=") == true else { return }
        index += 1
        let target = readTypeText { $0.startsLine || $0.isSymbol("}") || $0.isSymbol(";") }
        let origin = takeOrigin()
        if !hidden {
            let name = Self.qualified(nameToken.text, in: owner)
            surface.add(
                .init(
                    name: name,
                    kind: .typeAlias,
                    origin: origin,
                    location: location(of: head),
                    aliasTarget: target,
                    isPublic: isPublic
                )
            )
        }
        endDeclaration()
    }

    private mutating func readFunction(owner: String, isStatic: Bool, hidden: Bool, into surface: inout CodeSurface) {
        let head = tokens[index]
        index += 1
        guard let nameToken = current else { return }
        index += 1
        if current?.isSymbol("<") == true { skipBalanced() }
        let parameters = readParameters()
        while let token = current, !token.isSymbol("->"), !token.isSymbol("{"), !token.isSymbol("}"),
            !token.isWord("where"), !(token.startsLine && token.kind == .word)
        {
            if token.isSymbol("(") { skipBalanced() } else { index += 1 }
        }
        var returnType: String?
        if current?.isSymbol("->") == true {
            index += 1
            returnType = readTypeText { $0.startsLine || $0.isSymbol("{") || $0.isWord("where") || $0.isSymbol("}") }
        }
        let kind = CodeSurface.Member.Kind.function(parameters: parameters, returnType: returnType, isStatic: isStatic)
        addMember(nameToken.text, kind, head: head, owner: owner, hidden: hidden, into: &surface)
        openBody(owner: owner)
    }

    private mutating func readInitializer(owner: String, hidden: Bool, into surface: inout CodeSurface) {
        let head = tokens[index]
        index += 1
        if current?.isSymbol("?") == true || current?.isSymbol("!") == true { index += 1 }
        if current?.isSymbol("<") == true { skipBalanced() }
        let parameters = readParameters()
        addMember(
            "init",
            .initializer(parameters: parameters),
            head: head,
            owner: owner,
            hidden: hidden,
            into: &surface
        )
        openBody(owner: owner)
    }

    /// Adds a member declared at `head`, with the origin documented before it, unless it is hidden.
    private mutating func addMember(
        _ name: String,
        _ kind: CodeSurface.Member.Kind,
        head: SwiftToken,
        value: String? = nil,
        owner: String,
        hidden: Bool,
        into surface: inout CodeSurface
    ) {
        let origin = takeOrigin()
        guard !hidden else { return }
        let member = CodeSurface.Member(
            name: name,
            kind: kind,
            origin: origin,
            location: location(of: head),
            isPublic: isPublic,
            value: value
        )
        surface.add(member, to: owner)
    }

    /// Moves to the body of the function or initializer just read, which the next `{` opens.
    private mutating func openBody(owner: String) {
        skipUntilOpeningBrace()
        declarationModifiers = []
        pendingScope = .body(owner: owner)
    }

    private mutating func readProperty(owner: String, isStatic: Bool, hidden: Bool, into surface: inout CodeSurface) {
        let head = tokens[index]
        index += 1
        guard let nameToken = current, nameToken.kind == .word else {
            endDeclaration()
            return
        }
        index += 1
        var type: String?
        if current?.isSymbol(":") == true {
            index += 1
            type = readTypeText {
                $0.startsLine || $0.isSymbol("=") || $0.isSymbol("{") || $0.isSymbol("}") || $0.isSymbol(";")
            }
        }
        var initializer: String?
        var value: String?
        if current?.isSymbol("=") == true {
            index += 1
            let start = index
            if let first = current, first.kind == .word { initializer = first.text }
            skipExpression()
            value = tokens[start..<index].first { $0.kind == .string }?.text
        }
        let kind = CodeSurface.Member.Kind.property(type: type, isStatic: isStatic, initializer: initializer)
        addMember(nameToken.text, kind, head: head, value: value, owner: owner, hidden: hidden, into: &surface)
        declarationModifiers = []
        pendingOrigin = nil
        // A computed property's or an observer's body follows as `{`.
        pendingScope = current?.isSymbol("{") == true ? .body(owner: owner) : nil
    }

    private mutating func readCases(owner: String, hidden: Bool, into surface: inout CodeSurface) {
        index += 1
        let origin = takeOrigin()
        let codingKeysOwner = owner.hasSuffix(".CodingKeys") ? String(owner.dropLast(".CodingKeys".count)) : nil
        while let token = current, token.kind == .word {
            if !hidden {
                let member = CodeSurface.Member(
                    name: token.text,
                    kind: .enumCase,
                    origin: origin,
                    location: location(of: token),
                    isPublic: true
                )
                surface.add(member, to: owner)
            }
            index += 1
            if current?.isSymbol("(") == true { skipBalanced() }
            var rawValue: String?
            if current?.isSymbol("=") == true {
                index += 1
                if current?.isSymbol("-") == true { index += 1 }
                rawValue = current?.kind == .string ? current?.text : nil
                index += 1
            }
            if let codingKeysOwner {
                surface.addWireName(rawValue ?? token.text, ofProperty: token.text, in: codingKeysOwner)
            }
            guard current?.isSymbol(",") == true else { break }
            index += 1
        }
        endDeclaration()
    }

    // MARK: Pieces

    /// The parameters of the list at the current `(`, which is read past its `)`.
    private mutating func readParameters() -> [CodeSurface.Parameter] {
        guard current?.isSymbol("(") == true else { return [] }
        let start = index + 1
        skipBalanced()
        let inside = tokens[start..<max(start, index - 1)]
        var parameters: [CodeSurface.Parameter] = []
        for piece in Self.split(inside, at: ",") {
            guard let colon = Self.firstAtDepthZero(piece, where: { $0.isSymbol(":") }),
                let label = piece[piece.startIndex..<colon].first(where: { $0.kind == .word })
            else { continue }
            let equals = Self.firstAtDepthZero(piece[(colon + 1)...], where: { $0.isSymbol("=") })
            let type = Self.text(of: piece[(colon + 1)..<(equals ?? piece.endIndex)])
            parameters.append(.init(label: label.text, type: type, hasDefault: equals != nil))
        }
        return parameters
    }

    /// A type written from the current token up to `isEnd` outside brackets; the type's text.
    private mutating func readTypeText(until isEnd: (SwiftToken) -> Bool) -> String {
        let start = index
        var depth = 0
        while let token = current {
            if depth == 0, index > start, isEnd(token) { break }
            if depth == 0, index == start, token.isSymbol("{") || token.isSymbol("}") { break }
            if ["(", "[", "<"].contains(token.text), token.kind == .symbol { depth += 1 }
            if [")", "]", ">"].contains(token.text), token.kind == .symbol { depth -= 1 }
            index += 1
        }
        return Self.text(of: tokens[start..<index])
    }

    /// Moves past an initial value: to the first token outside brackets that starts a line (and does not
    /// continue the expression), or to the end of the enclosing scope.
    private mutating func skipExpression() {
        let start = index
        var depth = 0
        while let token = current {
            if depth == 0, index > start, token.startsLine, !token.isSymbol("."), !token.isSymbol(")") { return }
            if depth == 0, token.isSymbol("}") || token.isSymbol(";") { return }
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .symbol, [")", "]", "}"].contains(token.text) { depth -= 1 }
            index += 1
        }
    }

    /// Moves past the bracketed group starting at the current `(`, `[`, `<` or `{`.
    private mutating func skipBalanced() {
        var depth = 0
        while let token = current {
            if token.kind == .symbol, ["(", "[", "<", "{"].contains(token.text) { depth += 1 }
            if token.kind == .symbol, [")", "]", ">", "}"].contains(token.text) { depth -= 1 }
            index += 1
            if depth <= 0 { return }
        }
    }

    /// Moves to the `{` that opens the declaration's body, or to the end of the scope when it has none.
    private mutating func skipUntilOpeningBrace() {
        while let token = current, !token.isSymbol("{"), !token.isSymbol("}") {
            if token.isSymbol("(") { skipBalanced() } else { index += 1 }
        }
    }

    /// Records the wire name a coding call at the current `container` names, if it is one: `self.name = try
    /// container.optional("wire")` or `try container.write(self.name, at: "wire")`, or the same with `quoted:` and
    /// `quotedAt:` for a member whose integers are strings.
    private mutating func readWireName(owner: String, into surface: inout CodeSurface) {
        guard token(at: 1)?.isSymbol(".") == true, token(at: 3)?.isSymbol("(") == true else { return }
        let isQuotedRead = token(at: 4)?.isWord("quoted") == true && token(at: 5)?.isSymbol(":") == true
        if let wire = token(at: isQuotedRead ? 6 : 4), wire.kind == .string, token(at: -1)?.isWord("try") == true,
            token(at: -2)?.isSymbol("=") == true, let property = token(at: -3), property.kind == .word,
            token(at: -4)?.isSymbol(".") == true, token(at: -5)?.isWord("self") == true
        {
            surface.addWireName(wire.text, ofProperty: property.text, in: owner, isQuoted: isQuotedRead)
        } else if token(at: 4)?.isWord("self") == true, token(at: 5)?.isSymbol(".") == true,
            let property = token(at: 6), property.kind == .word, token(at: 7)?.isSymbol(",") == true,
            let label = token(at: 8), label.isWord("at") || label.isWord("quotedAt"),
            token(at: 9)?.isSymbol(":") == true, let wire = token(at: 10), wire.kind == .string
        {
            surface.addWireName(wire.text, ofProperty: property.text, in: owner, isQuoted: label.isWord("quotedAt"))
        }
    }

    /// The runtime's middlewares `authMiddlewares(…)` makes, one per security scheme.
    private static let authMiddlewares: Set<String> = ["APIKeyAuth", "BearerAuth", "BasicAuth"]

    /// Records what the middleware made at the current token sends, when it is a call that names its scheme:
    /// `APIKeyAuth(header: "X-API-Key", key: apiKey, scheme: "apiKey")`, `BearerAuth(token: t, scheme: "t")`,
    /// `BasicAuth(username: b.username, password: b.password, scheme: "b")`.
    private mutating func readCredential(owner: String, into surface: inout CodeSurface) {
        guard token(at: 1)?.isSymbol("(") == true, let type = current?.text else { return }
        // The call's `label: first token` pairs at its own depth.
        var arguments: [String: SwiftToken] = [:]
        var firstLabel: String?
        var depth = 0
        var position = index + 1
        while position + 2 < tokens.count {
            let token = tokens[position]
            if token.isSymbol("(") || token.isSymbol("[") {
                depth += 1
            } else if token.isSymbol(")") || token.isSymbol("]") {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, token.kind == .word, tokens[position + 1].isSymbol(":"),
                tokens[position - 1].isSymbol("(") || tokens[position - 1].isSymbol(",")
            {
                arguments[token.text] = tokens[position + 2]
                if firstLabel == nil { firstLabel = token.text }
            }
            position += 1
        }
        guard let scheme = arguments["scheme"], scheme.kind == .string else { return }
        let kind: CodeSurface.Credential.Kind
        let value: SwiftToken?
        switch type {
        case "BearerAuth":
            kind = .bearer
            value = arguments["token"]
        case "BasicAuth":
            kind = .basic
            value = arguments["username"]
        default:
            guard let placement = firstLabel, ["header", "query", "cookie"].contains(placement),
                let name = arguments[placement], name.kind == .string
            else { return }
            kind = .apiKey(placement: placement, name: name.text)
            value = arguments["key"]
        }
        let argument = owner + ".authMiddlewares(\(value.map { $0.text } ?? "_"):)"
        surface.addCredential(CodeSurface.Credential(kind: kind, argument: argument), forScheme: scheme.text)
    }

    // MARK: Token lists

    /// `tokens` split at each `separator` outside brackets.
    private static func split(_ tokens: ArraySlice<SwiftToken>, at separator: String) -> [ArraySlice<SwiftToken>] {
        var pieces: [ArraySlice<SwiftToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for position in tokens.indices {
            let token = tokens[position]
            guard token.kind == .symbol else { continue }
            if ["(", "[", "<", "{"].contains(token.text) { depth += 1 }
            if [")", "]", ">", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.text == separator {
                pieces.append(tokens[start..<position])
                start = position + 1
            }
        }
        if start < tokens.endIndex { pieces.append(tokens[start..<tokens.endIndex]) }
        return pieces
    }

    private static func firstAtDepthZero(
        _ tokens: ArraySlice<SwiftToken>,
        where matches: (SwiftToken) -> Bool
    ) -> Int? {
        var depth = 0
        for position in tokens.indices {
            let token = tokens[position]
            if depth == 0, matches(token) { return position }
            guard token.kind == .symbol else { continue }
            if ["(", "[", "<", "{"].contains(token.text) { depth += 1 }
            if [")", "]", ">", "}"].contains(token.text) { depth -= 1 }
        }
        return nil
    }

    /// The text of a type's tokens, spaced as Swift is usually written: `[String: Pet]`, `(Int) -> Void`.
    static func text(of tokens: ArraySlice<SwiftToken>) -> String {
        var output = ""
        var previous: SwiftToken?
        var isAfterAttribute = false
        for token in tokens {
            if token.kind == .documentation { continue }
            if let previous {
                let isWordPair = previous.kind != .symbol && token.kind != .symbol
                if isWordPair || isAfterAttribute || previous.isSymbol(":") || previous.isSymbol(",")
                    || token.isSymbol("->") || previous.isSymbol("->")
                {
                    output += " "
                }
            }
            output += token.kind == .string ? "\"\(token.text)\"" : token.text
            // `@escaping (Int) -> Void`: an attribute's name ends it.
            isAfterAttribute = previous?.isSymbol("@") == true && token.kind == .word
            previous = token
        }
        return output
    }
}
