/// An RFC 9535 JSONPath query, as an Overlay's `target` and `copy` write one: `$.paths['/pets'].get`,
/// `$.paths.*.get.parameters[?@.name == 'limit']`, `$..[?@.type == 'file']`.
///
/// The whole RFC: name, wildcard, index, slice and filter selectors, child and descendant segments, filters with
/// comparisons, `&&`, `||`, `!`, existence tests and the five standard functions (`length`, `count`, `match`,
/// `search`, `value`). A query is evaluated over YAML nodes (``select(in:)``) and answers where the nodes it
/// selects are, so that an overlay can change them in place.
struct JSONPath {
    /// Where a query was not valid JSONPath: what was expected, and the character where it went wrong.
    struct SyntaxError: Error, Equatable {
        var message: String
        /// Counted in characters (Unicode scalars) from the start of the query, from 0.
        var offset: Int
    }

    indirect enum Segment {
        case child([Selector])
        case descendant([Selector])
    }

    enum Selector {
        case name(String)
        case wildcard
        case index(Int)
        case slice(start: Int?, end: Int?, step: Int?)
        case filter(Filter)
    }

    /// `$…` or `@…`: a query inside a filter, from the document's root or from the node being tested.
    struct Query {
        var isRelative: Bool
        var segments: [Segment]

        /// A query that selects at most one node: only names and indices, each alone in its segment.
        var isSingular: Bool {
            segments.allSatisfy { segment in
                guard case .child(let selectors) = segment, selectors.count == 1 else { return false }
                switch selectors[0] {
                case .name, .index: return true
                default: return false
                }
            }
        }
    }

    indirect enum Filter {
        case or([Filter])
        case and([Filter])
        case not(Filter)
        /// True when the query selects at least one node.
        case exists(Query)
        /// `match(…)` or `search(…)`, the functions whose result is true or false.
        case function(FunctionCall)
        case comparison(Operand, ComparisonOperator, Operand)
    }

    enum ComparisonOperator: String {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    /// One side of a comparison, or a function's argument.
    indirect enum Operand {
        case literal(Literal)
        case query(Query)
        case function(FunctionCall)
    }

    struct FunctionCall {
        enum Name: String {
            case length, count, match, search, value
        }
        var name: Name
        var arguments: [Operand]
    }

    /// A JSON value written in a filter: `'x'`, `42`, `1.5e3`, `true`, `false`, `null`.
    enum Literal: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
    }

    let text: String
    let segments: [Segment]

    init(_ text: String) throws(SyntaxError) {
        var parser = Parser(text)
        self.text = text
        self.segments = try parser.query()
    }
}

extension JSONPath {
    /// A recursive-descent parser over the query's Unicode scalars, following RFC 9535's grammar.
    struct Parser {
        private let scalars: [Unicode.Scalar]
        private var position = 0
        /// How deep filters and parentheses nest; a hostile query cannot exhaust the stack.
        private var depth = 0
        private static let maximumDepth = 64

        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
        }

        mutating func query() throws(SyntaxError) -> [Segment] {
            guard peek == "$" else { throw error("a query starts with '$'") }
            position += 1
            let segments = try self.segments()
            guard position == scalars.count else {
                throw error(peek == "-" ? "a name with '-' is written ['name-with-dash']" : "unexpected '\(peek!)'")
            }
            return segments
        }

        // MARK: Segments and selectors

        private mutating func segments() throws(SyntaxError) -> [Segment] {
            var segments: [Segment] = []
            while true {
                let start = position
                skipBlanks()
                if consume("..") {
                    if peek == "[" {
                        segments.append(.descendant(try bracketed()))
                    } else if consume("*") {
                        segments.append(.descendant([.wildcard]))
                    } else {
                        segments.append(.descendant([.name(try shorthandName())]))
                    }
                } else if consume(".") {
                    if consume("*") {
                        segments.append(.child([.wildcard]))
                    } else {
                        segments.append(.child([.name(try shorthandName())]))
                    }
                } else if peek == "[" {
                    segments.append(.child(try bracketed()))
                } else {
                    position = start
                    return segments
                }
            }
        }

        /// `.name`: a letter, `_` or any non-ASCII character, then also digits.
        private mutating func shorthandName() throws(SyntaxError) -> String {
            guard let first = peek, Self.isNameFirst(first) else {
                throw error("expected a name, '*' or '[' after '.'")
            }
            var name = String.UnicodeScalarView()
            while let scalar = peek, Self.isNameFirst(scalar) || ("0"..."9").contains(scalar) {
                name.append(scalar)
                position += 1
            }
            return String(name)
        }

        private static func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
        }

        /// `[selector, selector, …]`.
        private mutating func bracketed() throws(SyntaxError) -> [Selector] {
            position += 1  // "["
            var selectors: [Selector] = []
            repeat {
                skipBlanks()
                selectors.append(try selector())
                skipBlanks()
            } while consume(",")
            guard consume("]") else { throw error("expected ',' or ']'") }
            return selectors
        }

        private mutating func selector() throws(SyntaxError) -> Selector {
            switch peek {
            case "'", "\"": return .name(try stringLiteral())
            case "*":
                position += 1
                return .wildcard
            case "?":
                position += 1
                skipBlanks()
                return .filter(try logical())
            default:
                let start = try optionalInteger()
                skipBlanks()
                guard consume(":") else {
                    guard let start else { throw error("expected a name in quotes, an index, a slice, '*' or '?'") }
                    return .index(start)
                }
                skipBlanks()
                let end = try optionalInteger()
                skipBlanks()
                var step: Int?
                if consume(":") {
                    skipBlanks()
                    step = try optionalInteger()
                }
                return .slice(start: start, end: end, step: step)
            }
        }

        /// An integer within I-JSON's exact range, without leading zeros, or nil when none starts here.
        private mutating func optionalInteger() throws(SyntaxError) -> Int? {
            let start = position
            let isNegative = consume("-")
            let count = digitRun()
            guard count > 0 else {
                guard !isNegative else { throw error("expected digits after '-'") }
                return nil
            }
            let digits = scalars[(position - count)..<position]
            guard count == 1 || digits.first != "0", !(isNegative && count == 1 && digits.first == "0") else {
                position = start
                throw error("an index has no leading zeros and is not -0")
            }
            guard count <= 16, let magnitude = Int(String(String.UnicodeScalarView(digits))),
                magnitude <= 9_007_199_254_740_991
            else {
                position = start
                throw error("an index is at most 2^53 - 1")
            }
            return isNegative ? -magnitude : magnitude
        }

        // MARK: Filters

        private mutating func logical() throws(SyntaxError) -> Filter {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw error("filters nest more than \(Self.maximumDepth) deep") }
            var alternatives = [try conjunction()]
            while true {
                skipBlanks()
                guard consume("||") else { break }
                skipBlanks()
                alternatives.append(try conjunction())
            }
            return alternatives.count == 1 ? alternatives[0] : .or(alternatives)
        }

        private mutating func conjunction() throws(SyntaxError) -> Filter {
            var terms = [try basic()]
            while true {
                let start = position
                skipBlanks()
                guard consume("&&") else {
                    position = start
                    break
                }
                skipBlanks()
                terms.append(try basic())
            }
            return terms.count == 1 ? terms[0] : .and(terms)
        }

        private mutating func basic() throws(SyntaxError) -> Filter {
            if consume("!") {
                skipBlanks()
                if consume("(") {
                    return .not(try parenthesized())
                }
                let start = position
                let operand = try self.operand()
                switch operand {
                case .query(let query): return .not(.exists(query))
                case .function(let call) where call.name == .match || call.name == .search: return .not(.function(call))
                default:
                    position = start
                    throw error("'!' applies to a query, match(…), search(…) or a parenthesised filter")
                }
            }
            if consume("(") {
                return try parenthesized()
            }
            let start = position
            let left = try operand()
            let beforeOperator = position
            skipBlanks()
            guard let comparison = comparisonOperator() else {
                position = beforeOperator
                switch left {
                case .query(let query): return .exists(query)
                case .function(let call) where call.name == .match || call.name == .search: return .function(call)
                case .function(let call):
                    position = start
                    throw error("\(call.name.rawValue)(…) gives a value; compare it (\(call.name.rawValue)(…) == …)")
                default:
                    position = start
                    throw error("a literal alone is not a test; compare it with a query")
                }
            }
            skipBlanks()
            let rightStart = position
            let right = try operand()
            try checkComparable(left, at: start)
            try checkComparable(right, at: rightStart)
            return .comparison(left, comparison, right)
        }

        private mutating func parenthesized() throws(SyntaxError) -> Filter {
            skipBlanks()
            let inner = try logical()
            skipBlanks()
            guard consume(")") else { throw error("expected ')'") }
            return inner
        }

        /// Only a literal, a singular query or a function giving a value can be compared.
        private mutating func checkComparable(_ operand: Operand, at start: Int) throws(SyntaxError) {
            switch operand {
            case .query(let query) where !query.isSingular:
                position = start
                throw error(
                    "a compared query selects one node at most: names and indices only, no '*', '..' or filters"
                )
            case .function(let call) where call.name == .match || call.name == .search:
                position = start
                throw error("\(call.name.rawValue)(…) is true or false; use it as a test, not in a comparison")
            default: return
            }
        }

        private mutating func comparisonOperator() -> ComparisonOperator? {
            for candidate in ["==", "!=", "<=", ">=", "<", ">"] where consume(candidate) {
                return ComparisonOperator(rawValue: candidate)
            }
            return nil
        }

        private mutating func operand() throws(SyntaxError) -> Operand {
            switch peek {
            case "@", "$":
                let isRelative = peek == "@"
                position += 1
                return .query(Query(isRelative: isRelative, segments: try segments()))
            case "'", "\"":
                return .literal(.string(try stringLiteral()))
            case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
                return .literal(.number(try number()))
            case let scalar? where ("a"..."z").contains(scalar):
                let start = position
                var word = ""
                while let scalar = peek, ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" {
                    word.unicodeScalars.append(scalar)
                    position += 1
                }
                switch word {
                case "true": return .literal(.bool(true))
                case "false": return .literal(.bool(false))
                case "null": return .literal(.null)
                default:
                    guard peek == "(" else {
                        position = start
                        throw error("expected a query, a literal or a function, not '\(word)'")
                    }
                    guard let name = FunctionCall.Name(rawValue: word) else {
                        position = start
                        throw error("unknown function '\(word)'; known: length, count, match, search, value")
                    }
                    return .function(try functionCall(name, at: start))
                }
            default:
                throw error("expected a query ('@…' or '$…'), a literal or a function")
            }
        }

        private mutating func functionCall(_ name: FunctionCall.Name, at start: Int) throws(SyntaxError) -> FunctionCall
        {
            position += 1  // "("
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw error("filters nest more than \(Self.maximumDepth) deep") }
            var arguments: [Operand] = []
            skipBlanks()
            if !consume(")") {
                repeat {
                    skipBlanks()
                    arguments.append(try operand())
                    skipBlanks()
                } while consume(",")
                guard consume(")") else { throw error("expected ',' or ')' in \(name.rawValue)(…)") }
            }
            let expected = name == .match || name == .search ? 2 : 1
            guard arguments.count == expected else {
                position = start
                throw error("\(name.rawValue)(…) takes \(expected) argument\(expected == 1 ? "" : "s")")
            }
            if name == .count || name == .value {
                guard case .query = arguments[0] else {
                    position = start
                    throw error("\(name.rawValue)(…) takes a query")
                }
            }
            return FunctionCall(name: name, arguments: arguments)
        }

        /// A JSON number: `-`, digits without a leading zero, an optional fraction and exponent.
        private mutating func number() throws(SyntaxError) -> Double {
            let start = position
            _ = consume("-")
            let integerDigits = digitRun()
            guard integerDigits > 0 else { throw error("expected digits") }
            guard integerDigits == 1 || scalars[position - integerDigits] != "0" else {
                position = start
                throw error("a number has no leading zeros")
            }
            if consume("."), digitRun() == 0 { throw error("expected digits after '.'") }
            if consume("e") || consume("E") {
                _ = consume("+") || consume("-")
                guard digitRun() > 0 else { throw error("expected digits in the exponent") }
            }
            guard let value = Double(String(String.UnicodeScalarView(scalars[start..<position]))) else {
                position = start
                throw error("not a number")
            }
            return value
        }

        /// Skips the decimal digits here; how many there were.
        private mutating func digitRun() -> Int {
            let start = position
            while let scalar = peek, ("0"..."9").contains(scalar) { position += 1 }
            return position - start
        }

        /// `'…'` or `"…"`, with JSON's escapes (and `\'` in single quotes).
        private mutating func stringLiteral() throws(SyntaxError) -> String {
            guard let quote = peek else { throw error("expected a string") }
            let start = position
            position += 1
            var value = String.UnicodeScalarView()
            while true {
                guard let scalar = peek else {
                    position = start
                    throw error("this string has no closing \(quote)")
                }
                position += 1
                if scalar == quote { return String(value) }
                if scalar.value < 0x20 {
                    position -= 1
                    throw error("a control character in a string is written escaped")
                }
                guard scalar == "\\" else {
                    value.append(scalar)
                    continue
                }
                guard let escaped = peek else { throw error("a string ends in '\\'") }
                position += 1
                switch escaped {
                case "b": value.append("\u{8}")
                case "f": value.append("\u{C}")
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "/", "\\": value.append(escaped)
                case "'" where quote == "'", "\"" where quote == "\"": value.append(escaped)
                case "u": value.append(try unicodeEscape())
                default:
                    position -= 2
                    throw error("unknown escape '\\\(escaped)'")
                }
            }
        }

        /// The four hex digits after `\u`, and a second `\uXXXX` when they are a high surrogate.
        private mutating func unicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
            let high = try hexQuad()
            if (0xD800...0xDBFF).contains(high) {
                guard consume("\\u") else { throw error("a high surrogate is followed by '\\u' and a low one") }
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw error("expected a low surrogate") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate") }
            return scalar
        }

        private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let scalar = peek, let digit = Int(String(scalar), radix: 16) else {
                    throw error("expected four hex digits after '\\u'")
                }
                value = value << 4 + UInt32(digit)
                position += 1
            }
            return value
        }

        // MARK: Scanning

        private var peek: Unicode.Scalar? {
            position < scalars.count ? scalars[position] : nil
        }

        private mutating func consume(_ literal: String) -> Bool {
            let wanted = Array(literal.unicodeScalars)
            guard position + wanted.count <= scalars.count,
                scalars[position..<(position + wanted.count)].elementsEqual(wanted)
            else { return false }
            position += wanted.count
            return true
        }

        /// RFC 9535's blank space: space, tab, line feed, carriage return.
        private mutating func skipBlanks() {
            while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                position += 1
            }
        }

        private func error(_ message: String) -> SyntaxError {
            SyntaxError(message: message, offset: position)
        }
    }
}
