import Diagnostics
import Foundation
import TestSupport
import Testing
import YAMLNodes

/// JSON is read as JSON: every escape, surrogate pairs among them, with locations kept; what libyaml reads the
/// same way is built into the same tree; YAML is read as before.
struct JSONReaderTests {
    /// One escape and the exact scalars it decodes to.
    struct Escape: CustomTestStringConvertible, Sendable {
        var name: String
        /// The string's content as the JSON text writes it, between the quotes.
        var written: String
        var scalars: [UInt32]
        var testDescription: String { name }
    }

    static let escapes: [Escape] = [
        Escape(name: "quote", written: #"\""#, scalars: [0x22]),
        Escape(name: "backslash", written: #"\\"#, scalars: [0x5C]),
        Escape(name: "slash", written: #"\/"#, scalars: [0x2F]),
        Escape(name: "backspace", written: #"\b"#, scalars: [0x08]),
        Escape(name: "form feed", written: #"\f"#, scalars: [0x0C]),
        Escape(name: "line feed", written: #"\n"#, scalars: [0x0A]),
        Escape(name: "carriage return", written: #"\r"#, scalars: [0x0D]),
        Escape(name: "tab", written: #"\t"#, scalars: [0x09]),
        Escape(name: "NUL", written: #"\u0000"#, scalars: [0x00]),
        Escape(name: "ASCII letter", written: #"\u0041"#, scalars: [0x41]),
        Escape(name: "DEL", written: #"\u007f"#, scalars: [0x7F]),
        Escape(name: "two-byte UTF-8", written: #"\u00e9"#, scalars: [0xE9]),
        Escape(name: "three-byte UTF-8", written: #"\u20AC"#, scalars: [0x20AC]),
        Escape(name: "combining mark stays apart", written: #"e\u0301"#, scalars: [0x65, 0x301]),
        Escape(name: "last BMP noncharacter", written: #"\uFFFF"#, scalars: [0xFFFF]),
        Escape(name: "line separator", written: #"\u2028"#, scalars: [0x2028]),
        Escape(name: "thumbs up pair", written: #"\ud83d\udc4d"#, scalars: [0x1F44D]),
        Escape(name: "G clef pair, mixed case", written: #"\uD834\uDd1e"#, scalars: [0x1D11E]),
        Escape(name: "first astral scalar", written: #"\ud800\udc00"#, scalars: [0x10000]),
        Escape(name: "last scalar", written: #"\udbff\udfff"#, scalars: [0x10FFFF]),
        Escape(name: "two pairs in a row", written: #"\ud83d\ude39\ud83d\udc8d"#, scalars: [0x1F639, 0x1F48D]),
        Escape(name: "pair at start", written: #"\ud83d\udc4dok"#, scalars: [0x1F44D, 0x6F, 0x6B]),
        Escape(name: "pair at end", written: #"ok\ud83d\udc4d"#, scalars: [0x6F, 0x6B, 0x1F44D]),
        Escape(name: "escapes side by side", written: #"\n\t\"\\\/"#, scalars: [0x0A, 0x09, 0x22, 0x5C, 0x2F]),
        Escape(
            name: "escaped backslash before u",
            written: #"\\u0041"#,
            scalars: [0x5C, 0x75, 0x30, 0x30, 0x34, 0x31]
        ),
        Escape(
            name: "raw text around escapes",
            written: #"é\u00e9☕\ud83d\udc4d☕"#,
            scalars: [0xE9, 0xE9, 0x2615, 0x1F44D, 0x2615]
        ),
    ]

    @Test(arguments: escapes)
    func escapeDecodesToItsScalars(escape: Escape) throws {
        let value = try root(#"{"k": ""# + escape.written + #""}"#)["k"]?.scalar
        #expect(value?.style == .doubleQuoted)
        #expect(value.map { $0.text.unicodeScalars.map(\.value) } == escape.scalars)
    }

    @Test(arguments: escapes)
    func escapeInAKeyDecodesToItsScalars(escape: Escape) throws {
        let key = try root(#"{""# + escape.written + #"": 1}"#).mapping?.first?.key.scalar
        #expect(key.map { $0.text.unicodeScalars.map(\.value) } == escape.scalars)
    }

    /// A surrogate escape without its other half becomes U+FFFD, with a warning at its backslash.
    struct LoneSurrogate: CustomTestStringConvertible, Sendable {
        var name: String
        var marked: String
        var scalars: [UInt32]
        var testDescription: String { name }
    }

    static let loneSurrogates: [LoneSurrogate] = [
        LoneSurrogate(name: "high alone", marked: #"{"k": "‸\ud800"}"#, scalars: [0xFFFD]),
        LoneSurrogate(name: "low alone", marked: #"{"k": "a‸\udc00b"}"#, scalars: [0x61, 0xFFFD, 0x62]),
        LoneSurrogate(name: "high then text", marked: #"{"k": "‸\ud83dx"}"#, scalars: [0xFFFD, 0x78]),
        LoneSurrogate(name: "high then a BMP escape", marked: #"{"k": "‸\ud83d\u0041"}"#, scalars: [0xFFFD, 0x41]),
        LoneSurrogate(name: "high then a pair", marked: #"{"k": "‸\ud83d\ud83d\udc4d"}"#, scalars: [0xFFFD, 0x1F44D]),
        LoneSurrogate(name: "two highs", marked: #"{"k": "‸\ud800‸\ud800"}"#, scalars: [0xFFFD, 0xFFFD]),
        LoneSurrogate(name: "low before high", marked: #"{"k": "‸\udc4d‸\ud83d"}"#, scalars: [0xFFFD, 0xFFFD]),
        LoneSurrogate(name: "after an emoji", marked: "{\"k\": \"😀 ‸\\ud800\"}", scalars: [0x1F600, 0x20, 0xFFFD]),
        LoneSurrogate(name: "in a key", marked: "{\n  \"a‸\\udfff\": 1}", scalars: [0x61, 0xFFFD]),
    ]

    @Test(arguments: loneSurrogates)
    func loneSurrogateIsReplacedWithAWarning(lone: LoneSurrogate) throws {
        let marked = MarkedText(lone.marked)
        let (documents, diagnostics) = parse(marked.text)
        let root = try #require(documents?.first?.root)
        let text = root["k"]?.scalar?.text ?? root.mapping?.first?.key.scalar?.text
        #expect(text.map { $0.unicodeScalars.map(\.value) } == lone.scalars)
        #expect(diagnostics.map(\.id) == Array(repeating: .yamlJSONLoneSurrogate, count: marked.locations.count))
        #expect(diagnostics.map(\.location) == marked.locations)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func loneSurrogateWarningNamesTheEscape() {
        let (_, diagnostics) = parse(#"["\uD800"]"#)
        #expect(
            diagnostics.map(\.description) == [
                "test.yaml:1:3: warning: '\\uD800' is half of a UTF-16 surrogate pair without its other half; "
                    + "it is read as U+FFFD [yaml.json-lone-surrogate]"
            ]
        )
    }

    /// Diagnostics after escapes and non-ASCII text point at the right line and column (a duplicate key is one
    /// that JSON reading reports): columns count the characters of the source, escapes as written.
    @Test(arguments: [
        #"{"a": "\ud83d\udc4d", ‸"a": 1}"#,
        #"{"a": "\ud83d\udc4d\ud83d\udc4d", "b": "\u00e9\n", ‸"a": 1}"#,
        "{\"😀\": 1, ‸\"😀\": 2}",
        "{\"d\": \"é☕\\ud83d\\udc4d\", ‸\"d\": 2}",
        "{\n  \"d\": \"\\ud83d\\udc4d é\",\n  \"e\": [\"😀\", {\"x\": 1, ‸\"x\": 2}]\n}",
    ])
    func diagnosticAfterEscapesIsLocated(marked: String) {
        let marked = MarkedText(marked)
        let (documents, diagnostics) = parse(marked.text)
        #expect(documents != nil)
        #expect(diagnostics.map(\.id) == [.yamlDuplicateKey])
        #expect(diagnostics.map(\.location) == marked.locations)
    }

    /// A byte-order mark takes no column and `\r\n` or a lone `\r` ends a line, as libyaml counts them (the
    /// markers of ``MarkedText`` count neither way, so the places are written out).
    @Test(arguments: [
        ("\u{FEFF}{\"a\": 1, \"a\": 2}", 1, 10),
        ("{\"a\": 1,\r\n  \"a\": 2}", 2, 3),
        ("{\"a\": 1,\r\t\"a\": 2}", 2, 2),
        ("{\"a\": 1,\r\r\n\n\"a\": 2}", 4, 1),
    ])
    func lineBreaksAndByteOrderMarkCountAsInLibYAML(text: String, line: Int, column: Int) {
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.map(\.location) == [SourceLocation(file: "test.yaml", line: line, column: column)])
        var options = YAMLParser.Options()
        options.readsJSONDirectly = false
        #expect(parse(text, options: options).1 == diagnostics)
    }

    @Test func nodesAfterASurrogatePairKeepTheirColumns() throws {
        let node = try root(#"{"d": "\ud83d\udc4d", "n": 1, "s": ["x"]}"#)
        #expect(node["n"]?.mark == Mark(line: 1, column: 28))
        #expect(node["s"]?.mark == Mark(line: 1, column: 36))
        #expect(node["s"]?[0]?.mark == Mark(line: 1, column: 37))
    }

    @Test func twilioDescriptionLoads() throws {
        let node = try root(
            #"{"openapi":"3.0.3","info":{"title":"t","version":"1","description":"\ud83d\udc4d"},"paths":{}}"#
        )
        #expect(node["info"]?["description"]?.string == "👍")
        #expect(node["openapi"]?.scalar == Scalar("3.0.3", style: .doubleQuoted))
    }

    // MARK: What libyaml reads differently

    /// Valid JSON that libyaml 0.2.5 refuses or misreads, and what it is.
    struct Difference: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var expected: ExpectedJSON
        var testDescription: String { name }
    }

    static let differences: [Difference] = [
        Difference(name: "surrogate pair", text: #"["\ud83d\udc4d"]"#, expected: .array([.string("👍")])),
        Difference(
            name: "key longer than 1024 characters",
            text: #"{""# + String(repeating: "k", count: 1100) + #"": 1}"#,
            expected: .object([(String(repeating: "k", count: 1100), .number(1))])
        ),
        Difference(name: "colon on the next line", text: "{\"a\"\n: 1}", expected: .object([("a", .number(1))])),
        Difference(name: "tab before the value", text: "\t{\"a\": 1}", expected: .object([("a", .number(1))])),
        Difference(name: "tab on a line after it", text: "[1]\n\t\n", expected: .array([.number(1)])),
        Difference(name: "raw DEL", text: "[\"a\u{7F}b\"]", expected: .array([.string("a\u{7F}b")])),
        Difference(name: "raw C1 control", text: "[\"\u{80}\u{9F}\"]", expected: .array([.string("\u{80}\u{9F}")])),
        Difference(name: "raw U+FFFF", text: "[\"\u{FFFF}\"]", expected: .array([.string("\u{FFFF}")])),
        Difference(name: "raw U+FFFE", text: "[\"\u{FFFE}\"]", expected: .array([.string("\u{FFFE}")])),
        Difference(name: "raw U+0085 not folded", text: "[\"a\u{85}b\"]", expected: .array([.string("a\u{85}b")])),
    ]

    @Test(arguments: differences)
    func jsonThatLibYAMLRefusesOrMisreadsIsRead(difference: Difference) throws {
        let json = parse(difference.text)
        let root = try #require(json.0?.first?.root)
        #expect(json.1.isEmpty, "\(json.1)")
        #expect(ExpectedJSON(root) == difference.expected)
        var options = YAMLParser.Options()
        options.readsJSONDirectly = false
        let libYAML = parse(difference.text, options: options)
        let libYAMLRoot = libYAML.0?.first?.root
        #expect(libYAML.1.contains(where: \.isError) || libYAMLRoot.map(ExpectedJSON.init) != difference.expected)
    }

    /// Raw U+2028, U+2029 and U+0085 are line breaks to libyaml, which then puts what follows on a later line.
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}"])
    func rawUnicodeLineBreakDoesNotMoveLocations(separator: String) throws {
        let node = try root("[\"a\(separator)b\", \"x\"]")
        #expect(node[0]?.string == "a\(separator)b")
        #expect(node[1]?.mark == Mark(line: 1, column: 9))
    }

    // MARK: JSON's valid texts

    /// JSON's valid texts by kind, as JSONTestSuite sorts its `y_` cases, each with its value; `libYAMLAgrees` says
    /// whether libyaml 0.2.5 reads it to the same tree (checked both ways, so the flag stays true).
    struct Valid: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var expected: ExpectedJSON
        var libYAMLAgrees = true
        var testDescription: String { name }
    }

    static let valid: [Valid] = [
        // Arrays
        Valid(name: "array empty", text: "[]", expected: .array([])),
        Valid(name: "array of empty array with spaces", text: "[[]   ]", expected: .array([.array([])])),
        Valid(name: "array of empty string", text: #"[""]"#, expected: .array([.string("")])),
        Valid(name: "array of false", text: "[false]", expected: .array([.bool(false)])),
        Valid(name: "array of null", text: "[null]", expected: .array([.null])),
        Valid(
            name: "array mixed",
            text: #"[null, 1, "1", {}, [], true]"#,
            expected: .array([.null, .number(1), .string("1"), .object([]), .array([]), .bool(true)])
        ),
        Valid(name: "array ends with line break", text: "[1\n]", expected: .array([.number(1)])),
        Valid(name: "array with leading space", text: " [1]", expected: .array([.number(1)])),
        Valid(name: "array with trailing space", text: "[2] ", expected: .array([.number(2)])),
        Valid(
            name: "array of several nulls",
            text: "[1,null,null,null,2]",
            expected: .array([.number(1), .null, .null, .null, .number(2)])
        ),
        Valid(name: "array nested", text: "[[[[1]]]]", expected: .array([.array([.array([.array([.number(1)])])])])),
        // Numbers
        Valid(name: "number int", text: "[123]", expected: .array([.number(123)])),
        Valid(name: "number negative int", text: "[-123]", expected: .array([.number(-123)])),
        Valid(name: "number minus zero", text: "[-0]", expected: .array([.number(0)])),
        Valid(
            name: "number zero with exponent",
            text: "[0e+1, 0e1, 0E-1]",
            expected: .array([.number(0), .number(0), .number(0)])
        ),
        Valid(name: "number int with exponent", text: "[20e1]", expected: .array([.number(200)])),
        Valid(name: "number capital E", text: "[1E22]", expected: .array([.number(1e22)])),
        Valid(
            name: "number negative exponent",
            text: "[1E-2, 1e-2]",
            expected: .array([.number(0.01), .number(0.01)])
        ),
        Valid(
            name: "number positive exponent",
            text: "[1.0e+2, 1E+2]",
            expected: .array([.number(100), .number(100)])
        ),
        Valid(name: "number fraction and exponent", text: "[123.456e78]", expected: .array([.number(123.456e78)])),
        Valid(name: "number real", text: "[123.456789]", expected: .array([.number(123.456789)])),
        Valid(
            name: "number close to zero",
            text: "[-0.000000000000000000000000001]",
            expected: .array([.number(-1e-27)])
        ),
        Valid(name: "number beyond double", text: "[1E400]", expected: .array([.number(.infinity)])),
        Valid(
            name: "number beyond 64 bits",
            text: "[123456789012345678901234567890]",
            expected: .array([.number(Double("123456789012345678901234567890") ?? 0)])
        ),
        Valid(name: "number after space", text: "[ 4]", expected: .array([.number(4)])),
        // Objects
        Valid(name: "object empty", text: "{}", expected: .object([])),
        Valid(name: "object one member", text: #"{"asd":"sdf"}"#, expected: .object([("asd", .string("sdf"))])),
        Valid(
            name: "object two members",
            text: #"{"asd":"sdf", "dfg":"fgh"}"#,
            expected: .object([("asd", .string("sdf")), ("dfg", .string("fgh"))])
        ),
        Valid(name: "object empty key", text: #"{"":0}"#, expected: .object([("", .number(0))])),
        Valid(
            name: "object key with escaped NUL",
            text: #"{"foo\u0000bar": 42}"#,
            expected: .object([("foo\u{0}bar", .number(42))])
        ),
        Valid(
            name: "object extreme numbers",
            text: #"{ "min": -1.0e+28, "max": 1.0e+28 }"#,
            expected: .object([("min", .number(-1e28)), ("max", .number(1e28))])
        ),
        Valid(name: "object of empty array", text: #"{"a":[]}"#, expected: .object([("a", .array([]))])),
        Valid(name: "object with line breaks", text: "{\n\"a\": \"b\"\n}", expected: .object([("a", .string("b"))])),
        Valid(
            name: "object with escaped Cyrillic",
            text: #"{"title":"\u041f\u043e\u043b\u0442\u043e"}"#,
            expected: .object([("title", .string("Полто"))])
        ),
        Valid(
            name: "object key that YAML would type",
            text: #"{"true": null, "1": false, "null": 0}"#,
            expected: .object([("true", .null), ("1", .bool(false)), ("null", .number(0))])
        ),
        // Strings
        Valid(name: "string simple", text: #"["asd "]"#, expected: .array([.string("asd ")])),
        Valid(name: "string one space", text: #"" ""#, expected: .string(" ")),
        Valid(
            name: "string allowed escapes",
            text: #"["\"\\\/\b\f\n\r\t"]"#,
            expected: .array([.string("\"\\/\u{8}\u{C}\n\r\t")])
        ),
        Valid(name: "string backslash then u0000", text: #"["\\u0000"]"#, expected: .array([.string("\\u0000")])),
        Valid(name: "string escaped quote", text: #"["\u0022"]"#, expected: .array([.string("\"")])),
        Valid(name: "string escaped backslash", text: #"["\u005C"]"#, expected: .array([.string("\\")])),
        Valid(name: "string comment-like text", text: #"["a/*b*/c//d"]"#, expected: .array([.string("a/*b*/c//d")])),
        Valid(name: "string escaped control", text: #"["\u0012"]"#, expected: .array([.string("\u{12}")])),
        Valid(name: "string escaped NUL", text: #"["\u0000"]"#, expected: .array([.string("\u{0}")])),
        Valid(name: "string escaped line feed", text: #"["new\u000Aline"]"#, expected: .array([.string("new\nline")])),
        Valid(name: "string escaped nbsp", text: #"["new\u00A0line"]"#, expected: .array([.string("new\u{A0}line")])),
        Valid(
            name: "string escapes of one, two, three bytes",
            text: #"["\u0060\u012a\u12AB"]"#,
            expected: .array([.string("\u{60}\u{12A}\u{12AB}")])
        ),
        Valid(
            name: "string escaped noncharacters",
            text: #"["\uFFFE\uFDD0"]"#,
            expected: .array([.string(text(0xFFFE, 0xFDD0))])
        ),
        Valid(
            name: "string escaped zero width space",
            text: #"["\u200B\u2064"]"#,
            expected: .array([.string("\u{200B}\u{2064}")])
        ),
        Valid(
            name: "string surrogate pair",
            text: #"["\uD801\udc37"]"#,
            expected: .array([.string("\u{10437}")]),
            libYAMLAgrees: false
        ),
        Valid(
            name: "string astral noncharacter pair",
            text: #"["\uDBFF\uDFFE"]"#,
            expected: .array([.string("\u{10FFFE}")]),
            libYAMLAgrees: false
        ),
        Valid(name: "string raw UTF-8", text: "[\"€𝄞π⍂㈴\"]", expected: .array([.string("€𝄞π⍂㈴")])),
        Valid(name: "string raw U+10FFFF", text: "[\"\u{10FFFF}\"]", expected: .array([.string("\u{10FFFF}")])),
        Valid(name: "string raw U+1BFFF", text: "[\"\u{1BFFF}\"]", expected: .array([.string("\u{1BFFF}")])),
        Valid(
            name: "string raw U+FFFF",
            text: "[\"\u{FFFF}\"]",
            expected: .array([.string("\u{FFFF}")]),
            libYAMLAgrees: false
        ),
        Valid(
            name: "string raw DEL",
            text: "[\"a\u{7F}a\"]",
            expected: .array([.string("a\u{7F}a")]),
            libYAMLAgrees: false
        ),
        Valid(
            name: "string raw line separator",
            text: "[\"\u{2028}\", 1]",
            expected: .array([.string("\u{2028}"), .number(1)]),
            libYAMLAgrees: false
        ),
        Valid(
            name: "string raw paragraph separator",
            text: "[\"\u{2029}\", 1]",
            expected: .array([.string("\u{2029}"), .number(1)]),
            libYAMLAgrees: false
        ),
        // Structure and white space
        Valid(name: "lone string", text: #""asd""#, expected: .string("asd")),
        Valid(name: "lone empty string", text: #""""#, expected: .string("")),
        Valid(name: "lone int", text: "42", expected: .number(42)),
        Valid(name: "lone negative real", text: "-0.1", expected: .number(-0.1)),
        Valid(name: "lone true", text: "true", expected: .bool(true)),
        Valid(name: "lone false", text: "false", expected: .bool(false)),
        Valid(name: "lone null", text: "null", expected: .null),
        Valid(name: "true in array", text: "[true]", expected: .array([.bool(true)])),
        Valid(name: "trailing line break", text: "[\"a\"]\n", expected: .array([.string("a")])),
        Valid(name: "white space around", text: " \t\r\n [ ] \r\n\t ", expected: .array([]), libYAMLAgrees: false),
        Valid(
            name: "tabs between tokens",
            text: "{\t\"a\"\t:\t[\t1\t,\t2\t]\t}",
            expected: .object([("a", .array([.number(1), .number(2)]))])
        ),
        Valid(name: "carriage returns only", text: "{\r\"a\":\r1\r}", expected: .object([("a", .number(1))])),
        Valid(name: "byte-order mark", text: "\u{FEFF}{\"a\": 1}", expected: .object([("a", .number(1))])),
        Valid(
            name: "nesting as deep as the limit",
            text: String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
            expected: (0..<511).reduce(ExpectedJSON.array([])) { inner, _ in .array([inner]) }
        ),
    ]

    @Test(arguments: valid)
    func validJSONIsRead(valid: Valid) throws {
        let (documents, diagnostics) = parse(valid.text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(documents?.first?.root)
        #expect(ExpectedJSON(root) == valid.expected)
    }

    /// Where libyaml reads a JSON text right, the JSON reader builds the same tree: the same scalar styles, texts
    /// and marks. Where it does not, it still does not, so the flags stay true.
    @Test(arguments: valid)
    func treeIsLibYAMLsWhereLibYAMLReadsIt(valid: Valid) {
        let json = parse(valid.text).0?.first?.root
        var options = YAMLParser.Options()
        options.readsJSONDirectly = false
        let (documents, diagnostics) = parse(valid.text, options: options)
        let libYAML = diagnostics.isEmpty ? documents?.first?.root : nil
        #expect((json.map(outline) == libYAML.map(outline)) == valid.libYAMLAgrees)
    }

    /// The public JSON specs give libyaml's trees, node for node, and its diagnostics.
    @Test(.enabled(if: SharedFolder.isUsable("corpus/specs"), SharedFolder.absentMessage))
    func corpusJSONSpecsGiveLibYAMLsTrees() throws {
        let folder = try SharedFolder.require("corpus/specs")
        let names = SharedFolder.fileNames(in: "corpus/specs").filter { $0.hasSuffix(".json") }
        #expect(!names.isEmpty)
        var options = YAMLParser.Options()
        options.readsJSONDirectly = false
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let (json, jsonDiagnostics) = parse(bytes: bytes)
            let (libYAML, libYAMLDiagnostics) = parse(bytes: bytes, options: options)
            #expect(json?.count == 1, "\(name)")
            #expect(json.map { $0.map { outline($0.root) } } == libYAML.map { $0.map { outline($0.root) } }, "\(name)")
            #expect(jsonDiagnostics == libYAMLDiagnostics, "\(name)")
        }
    }

    /// JSON allows a key twice; an OpenAPI document that does is ambiguous, so it is an error, as in YAML, at the
    /// second key with a note at the first, and reading goes on.
    @Test(arguments: [#"{"a":"b",‸"a":"c"}"#, #"{"a":"b", ‸"a":"b"}"#, "{\n  \"a\": 1,\n  ‸\"a\": 2,\n  ‸\"a\": 3\n}"])
    func duplicateKeyIsALocatedError(marked: String) {
        let marked = MarkedText(marked)
        let (documents, diagnostics) = parse(marked.text)
        #expect(documents?.count == 1)
        #expect(diagnostics.map(\.id) == Array(repeating: .yamlDuplicateKey, count: marked.locations.count))
        #expect(diagnostics.map(\.location) == marked.locations)
        #expect(diagnostics.allSatisfy { $0.isError && $0.notes.count == 1 })
    }

    // MARK: Limits

    /// The limits stop JSON where they stop YAML, with the same diagnostic at the same place.
    @Test(
        arguments: [
            ("nesting", String(repeating: "[", count: 600) + String(repeating: "]", count: 600), \.maxDepth, 512),
            ("scalar", #"["abcdefghij"]"#, \.maxScalarBytes, 4),
            ("nodes", "[1, 2, [3, 4, 5]]", \.maxExpandedNodes, 4),
        ] as [(String, String, WritableKeyPath<YAMLParser.Options, Int> & Sendable, Int)]
    )
    func limitIsReportedAsLibYAMLsReadingReportsIt(
        name: String,
        text: String,
        limit: WritableKeyPath<YAMLParser.Options, Int> & Sendable,
        value: Int
    ) {
        var options = YAMLParser.Options()
        options[keyPath: limit] = value
        let (json, jsonDiagnostics) = parse(text, options: options)
        var libYAMLOptions = options
        libYAMLOptions.readsJSONDirectly = false
        let (libYAML, libYAMLDiagnostics) = parse(text, options: libYAMLOptions)
        #expect(json == nil && libYAML == nil)
        #expect(jsonDiagnostics.count == 1)
        #expect(jsonDiagnostics == libYAMLDiagnostics)
    }

    // MARK: YAML

    /// Texts that start like JSON but are not are read by libyaml exactly as before.
    @Test(arguments: [
        "{a: 1, b: [x, y]}", "[a, b]", "\"key\": value\n", "{\"a\": 1} # comment\n", "{\"a\": 1}\n---\n{\"b\": 2}\n",
        "[\"a\",]", "{\"a\": yes, \"b\": 0x1F, \"c\": ~}", "[1, 'two', &x 3, *x]", "\"multi\n  line\"",
        "[\"tab\tinside\"]",
    ])
    func yamlThatLooksLikeJSONIsReadAsBefore(text: String) throws {
        let (documents, diagnostics) = parse(text)
        var options = YAMLParser.Options()
        options.readsJSONDirectly = false
        let (before, beforeDiagnostics) = parse(text, options: options)
        #expect(diagnostics.isEmpty && beforeDiagnostics.isEmpty)
        #expect(documents.map { $0.map { outline($0.root) } } == before.map { $0.map { outline($0.root) } })
        #expect(documents?.isEmpty == false)
    }

    /// A `.json` file that libyaml refuses too gets libyaml's error with where and why it is not JSON; a YAML
    /// file's error is what it was.
    @Test func brokenJSONFileSaysWhereItStopsBeingJSON() {
        let text = "{\n  \"d\": \"\\ud83d\\udc4d\",\n  \"e\": [1, 2,]\n}"
        let bag = DiagnosticBag()
        _ = try? YAMLParser().parse(SourceFile(path: "spec.json", text: text), diagnostics: bag)
        #expect(
            bag.diagnostics.map(\.description) == [
                """
                spec.json:2:11: error: found invalid Unicode character escape code [yaml.syntax]
                spec.json:2:8: note: while parsing a quoted scalar
                spec.json:3:14: note: read as JSON, the text fails here: expected a value
                """
            ]
        )
        let (_, yamlDiagnostics) = parse(text)
        #expect(yamlDiagnostics.flatMap(\.notes).count == 1)
    }

    /// The text of `scalars`, for the few that a Swift literal cannot write.
    private static func text(_ scalars: UInt32...) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    /// The tree as text: every node's kind, style, tag, mark and text, so two readings compare in one string.
    private func outline(_ node: Node) -> String {
        let head = "\(node.mark)\(node.tag.map { "!" + $0 } ?? "")"
        switch node.content {
        case .scalar(let scalar):
            return "\(head)\(scalar.style)\(String(reflecting: scalar.text))"
        case .sequence(let items):
            return "\(head)[" + items.map(outline).joined(separator: ",") + "]"
        case .mapping(let pairs):
            return "\(head){" + pairs.map { outline($0.key) + ":" + outline($0.value) }.joined(separator: ",") + "}"
        }
    }
}
