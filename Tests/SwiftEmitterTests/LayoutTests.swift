import Testing

@testable import SwiftEmitter

struct LayoutTests {
    @Test func aParameterListThatFitsStaysOnItsLine() {
        let list = Layout.standard.parameterList(["a: Int", "b: String = \"x\""], prefix: "    init(", suffix: ") {")
        #expect(list == "a: Int, b: String = \"x\"")
        #expect(Layout.standard.parameterList([], prefix: "    init(", suffix: ") {") == "")
    }

    @Test func aLongListPutsEachParameterOnALineOneLevelIn() {
        let parameters = (1...8).map { "parameterNumber\($0): String? = nil" }
        let list = Layout.standard.parameterList(parameters, prefix: "    public init(", suffix: ") {")
        #expect(list == "\n" + parameters.map { "        " + $0 }.joined(separator: ",\n") + "\n    ")
    }

    /// Lines are measured in characters: a list over the limit in bytes only (each `é` is two) stays inline, and
    /// one just over it in characters does not.
    @Test func nonASCIIListsAreMeasuredInCharacters() {
        let prefix = "init("
        let suffix = ")"
        let fitting = [String(repeating: "é", count: 60), String(repeating: "é", count: 52)]
        #expect(fitting.joined(separator: ", ").utf8.count + prefix.count + suffix.count > 120)
        #expect(
            Layout.standard.parameterList(fitting, prefix: prefix, suffix: suffix) == fitting.joined(separator: ", ")
        )
        let over = [String(repeating: "é", count: 60), String(repeating: "é", count: 53)]
        #expect(
            Layout.standard.parameterList(over, prefix: prefix, suffix: suffix) == "\n    " + over[0] + ",\n    "
                + over[1] + "\n"
        )
    }
}
