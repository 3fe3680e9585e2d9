import Diagnostics
import Testing
import YAMLNodes

/// Parses `text` as `test.yaml`; returns the documents (nil when parsing threw) and every diagnostic.
func parse(_ text: String, options: YAMLParser.Options = YAMLParser.Options()) -> ([YAMLDocument]?, [Diagnostic]) {
    parse(bytes: Array(text.utf8), options: options)
}

func parse(bytes: [UInt8], options: YAMLParser.Options = YAMLParser.Options()) -> ([YAMLDocument]?, [Diagnostic]) {
    let bag = DiagnosticBag()
    let documents = try? YAMLParser(options: options).parse(
        SourceFile(path: "test.yaml", bytes: bytes),
        diagnostics: bag
    )
    return (documents, bag.diagnostics)
}

/// The root of the only document in `text`, which must parse without diagnostics.
func root(_ text: String) throws -> Node {
    let bag = DiagnosticBag()
    let documents = try YAMLParser().parse(SourceFile(path: "test.yaml", text: text), diagnostics: bag)
    #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
    return try #require(documents.first).root
}
