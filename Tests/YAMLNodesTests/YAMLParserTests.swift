import Diagnostics
import TestSupport
import Testing
import YAMLNodes

struct YAMLParserTests {
    @Test func mappingsKeepDocumentOrderAndLocations() throws {
        let node = try root("zeta: 1\nalpha:\n  - x\n  - \"y\"\nmid: {a: b}\n")
        let pairs = try #require(node.mapping)
        #expect(pairs.map { $0.key.string } == ["zeta", "alpha", "mid"])
        #expect(pairs[0].key.mark == Mark(line: 1, column: 1))
        #expect(pairs[1].value.mark == Mark(line: 3, column: 3))
        #expect(pairs[1].value[1]?.mark == Mark(line: 4, column: 5))
        #expect(pairs[2].value.mark == Mark(line: 5, column: 6))
    }

    @Test(arguments: [
        ("a: plain", Scalar.Style.plain), ("a: 'single'", .singleQuoted), ("a: \"double\"", .doubleQuoted),
        ("a: |\n  literal", .literal), ("a: >\n  folded", .folded),
    ])
    func scalarStylesAreKept(text: String, style: Scalar.Style) throws {
        #expect(try root(text)["a"]?.scalar?.style == style)
    }

    @Test func blockScalarsFoldAndChomp() throws {
        let node = try root("lit: |\n  a\n  b\nfold: >-\n  a\n  b\nkeep: |+\n  x\n\n")
        #expect(node["lit"]?.string == "a\nb\n")
        #expect(node["fold"]?.string == "a b")
        #expect(node["keep"]?.string == "x\n\n")
    }

    @Test func tagsAreExpanded() throws {
        let node = try root("%TAG !e! tag:example.com,2000:\n---\na: !e!thing x\nb: !!map {}\n")
        #expect(node["a"]?.tag == "tag:example.com,2000:thing")
        #expect(node["b"]?.tag == "tag:yaml.org,2002:map")
    }

    @Test func anAliasSharesTheAnchoredNode() throws {
        let node = try root("base: &b [1, 2, 3]\ncopy: *b\n")
        let base = try #require(node["base"]?.sequence)
        let copy = try #require(node["copy"]?.sequence)
        #expect(copy.map(\.value) == [.int(1), .int(2), .int(3)])
        let baseStorage = base.withUnsafeBufferPointer { $0.baseAddress }
        let copyStorage = copy.withUnsafeBufferPointer { $0.baseAddress }
        #expect(baseStorage == copyStorage, "the alias must share the anchored node's storage, not copy it")
        #expect(node["copy"]?.mark == Mark(line: 1, column: 7), "an alias points where its anchored node starts")
    }

    @Test func mergeKeyTakesKeysTheMappingDoesNotSet() throws {
        let node = try root("base: &b {a: 1, b: 2}\nderived:\n  b: 20\n  <<: *b\n  c: 3\n")
        let derived = try #require(node["derived"]?.mapping)
        #expect(derived.map { $0.key.string } == ["b", "a", "c"])
        #expect(node["derived"]?["a"]?.value == .int(1))
        #expect(node["derived"]?["b"]?.value == .int(20))
    }

    @Test func mergeKeyListGivesEarlierMappingsPrecedence() throws {
        let node = try root("x: &x {a: 1, b: 1}\ny: &y {b: 2, c: 2}\nz:\n  <<: [*x, *y]\n  c: 3\n")
        let merged = try #require(node["z"])
        #expect(merged.mapping?.map { $0.key.string } == ["a", "b", "c"])
        #expect(merged["b"]?.value == .int(1))
        #expect(merged["c"]?.value == .int(3))
    }

    @Test func mergeKeysCanBeLeftAlone() throws {
        var options = YAMLParser.Options()
        options.resolvesMergeKeys = false
        let (documents, diagnostics) = parse("x: &x {a: 1}\ny:\n  <<: *x\n", options: options)
        #expect(diagnostics.isEmpty)
        #expect(documents?.first?.root["y"]?["<<"]?["a"]?.value == .int(1))
    }

    @Test func mergingAScalarIsAnError() {
        let marked = MarkedText("a:\n  <<: ‸scalar\n")
        let (_, diagnostics) = parse(marked.text)
        #expect(diagnostics.map(\.id) == [.yamlInvalidMerge])
        #expect(diagnostics.map(\.location) == marked.locations)
    }

    @Test func multiDocumentStreamGivesEachDocument() throws {
        let (documents, diagnostics) = parse("---\na: 1\n---\n- b\n...\n--- c\n")
        #expect(diagnostics.isEmpty)
        #expect(documents?.count == 3)
        #expect(documents?[1].root[0]?.string == "b")
        #expect(documents?[2].root.string == "c")
    }

    @Test func emptyInputHasNoDocuments() {
        let (documents, diagnostics) = parse("")
        #expect(documents?.isEmpty == true)
        #expect(diagnostics.isEmpty)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let (documents, diagnostics) = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("key: value\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(documents?.first?.root["key"]?.string == "value")
    }

    @Test func jsonIsYAML() throws {
        let node = try root(#"{"a":1,"b":[true,null,"x\u00e9"],"c":{"d":-2.5e3},"e":"","f":12345678901234567890123}"#)
        #expect(node["a"]?.value == .int(1))
        #expect(node["b"]?[0]?.value == .bool(true))
        #expect(node["b"]?[1]?.value == .null)
        #expect(node["b"]?[2]?.string == "xé")
        #expect(node["c"]?["d"]?.value == .float(-2500))
        #expect(node["e"]?.string == "")
        #expect(node["f"]?.value == .bigInt("12345678901234567890123"))
    }

    @Test func aliasOfAScalarKeepsItsValue() throws {
        let node = try root("a: &n 42\nb: *n\n")
        #expect(node["b"]?.value == .int(42))
    }

    @Test func subscriptsReturnNilForTheWrongKind() throws {
        let node = try root("a: [1]\n")
        #expect(node[0] == nil)
        #expect(node["a"]?["x"] == nil)
        #expect(node["a"]?[5] == nil)
        #expect(node["a"]?.kindName == "sequence")
    }
}
