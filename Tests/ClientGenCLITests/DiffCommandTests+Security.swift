import ClientGenCLI
import Testing

extension DiffCommandTests {
    /// A spec whose every operation inherits the document's API key, sent in the header `header`.
    static func keyed(header: String) -> String {
        old.replacingOccurrences(
            of: "components:\n",
            with: "security: [{apiKey: []}]\ncomponents:\n  securitySchemes:\n"
                + "    apiKey: {type: apiKey, in: header, name: \(header)}\n"
        )
    }

    /// Renaming the header an API key is sent in changes every request, though no Swift does: a wire-breaking
    /// change located at the scheme, which fails `--fail-on wire` only.
    @Test func aRenamedAPIKeyHeaderIsBreakingOnTheWire() {
        let files = ["old.yaml": Self.keyed(header: "X-API-Key"), "new.yaml": Self.keyed(header: "X-Api-Token")]
        let console = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        let arguments = ["diff", "--fail-on", "wire", "old.yaml", "new.yaml"]
        let code = CommandLineTool.main(arguments: arguments, console: console)
        #expect(code == 1)
        #expect(console.errorOutput == "")
        #expect(
            console.output == """
                Breaking on the wire (1):
                new.yaml:17:13: warning: security scheme 'apiKey' is now an API key in the header 'X-Api-Token' \
                (was an API key in the header 'X-API-Key'); sent with `New.listPets` [security-scheme-changed]

                0 breaking for Swift callers, 1 breaking on the wire, 0 compatible

                """
        )
        let swiftOnly = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        #expect(CommandLineTool.main(arguments: ["diff", "old.yaml", "new.yaml"], console: swiftOnly) == 0)
    }
}
