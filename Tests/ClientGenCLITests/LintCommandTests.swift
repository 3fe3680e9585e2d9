import ClientGenCLI
import Testing

struct LintCommandTests {
    private func run(_ arguments: [String], files: [String: String]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        return (CommandLineTool.main(arguments: arguments, console: console), console)
    }

    private let clean = "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
    private let broken = """
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /pets/{id}:
            get:
              sumary: List
              responses: {'200': {description: OK}}

        """

    /// An overlay is linted with the spec: its own mistakes and what it adds, each where the overlay wrote it.
    @Test func anOverlayIsCheckedWithTheSpec() {
        let fixes =
            "overlay: 1.0.0\ninfo: {title: F, version: '1'}\nactions:\n"
            + "  - {target: '$.paths', update: {/pets: {get: {sumary: x, responses: {'200': {description: OK}}}}}}\n"
            + "  - {target: '$.tags', update: [a]}\n"
        let (code, console) = run(
            ["lint", "api.yaml", "--overlay", "fixes.yaml"],
            files: ["api.yaml": clean, "fixes.yaml": fixes]
        )
        #expect(code == 0)
        let lines = console.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("fixes.yaml:4:48: warning: unknown key 'sumary'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("fixes.yaml:5:14: warning: the target $.tags selects nothing") })
    }

    @Test func aCleanSpecExitsZero() {
        let (code, console) = run(["lint", "api.yaml"], files: ["api.yaml": clean])
        #expect(code == 0)
        #expect(console.output == "0 errors, 0 warnings\n")
    }

    @Test func everyProblemIsPrintedWithItsLocationAndCountedByID() {
        let (code, console) = run(["lint", "api.yaml", "ok.yaml"], files: ["api.yaml": broken, "ok.yaml": clean])
        #expect(code == 0)
        #expect(
            console.output == """
                api.yaml:6:7: warning: unknown key 'sumary' in operation; it is ignored [openapi.unknown-key]
                api.yaml:6:7: note: did you mean 'summary'?
                api.yaml:6:7: warning: path '/pets/{id}' has '{id}' but the operation declares no path parameter \
                'id'; it is taken as a `String` argument [openapi.path-parameter]
                api.yaml:6:7: note: GET /pets/{id} has no operationId; its builder is named after its method and \
                path, so changing the path renames it [lint.missing-operation-id]
                  warning  openapi.path-parameter     1  api.yaml:6:7
                  warning  openapi.unknown-key        1  api.yaml:6:7
                  note     lint.missing-operation-id  1  api.yaml:6:7
                0 errors, 2 warnings, 1 note

                """
        )
    }

    @Test func strictMakesEveryWarningAnErrorAndLeavesNotesAlone() {
        let (code, console) = run(["lint", "--strict", "api.yaml"], files: ["api.yaml": broken])
        #expect(code == 1)
        #expect(console.output.hasSuffix("2 errors, 0 warnings, 1 note\n"))
        #expect(console.output.contains("api.yaml:6:7: error: unknown key 'sumary' in operation; it is ignored"))
    }

    @Test func aConfigurationIsCheckedAsGenerateReadsIt() {
        let config = "clients:\n  - {spec: api.yaml, output: Out, module: Pets, strict: true}\n"
        let (code, console) = run(
            ["lint", "--config", "clientgen.yaml"],
            files: ["clientgen.yaml": config, "api.yaml": broken]
        )
        #expect(code == 1)
        #expect(console.output.hasSuffix("2 errors, 0 warnings, 1 note\n"))
    }

    @Test func jsonFormatIsForTools() {
        let (code, console) = run(
            ["lint", "--format", "json", "api.yaml"],
            files: ["api.yaml": "openapi: 9.0.0\ninfo: {}\n"]
        )
        #expect(code == 1)
        #expect(
            console.output == """
                [
                  {"severity": "error", "id": "openapi.unsupported-version", "message": "unsupported spec version \
                '9.0.0'; ClientGen reads OpenAPI 3.0, 3.1 and 3.2 and Swagger 2.0", "file": "api.yaml", "line": 1, \
                "column": 10, "notes": []}
                ]

                """
        )
    }

    @Test(arguments: [
        (["lint"], "error: 'clientgen lint' needs <spec>; see 'clientgen help lint'\n"),
        (["lint", "a", "--format", "xml"], "error: 'xml' is not a value of '--format'; use one of: text, json\n"),
    ])
    func usageErrorsExitWithTwo(arguments: [String], message: String) {
        let (code, console) = run(arguments, files: ["a": clean])
        #expect(code == 2)
        #expect(console.errorOutput == message)
    }

    @Test func outsideReferencesNeedTheFlag() {
        let files = [
            "api/spec.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
                + "components: {schemas: {Pet: {$ref: '../shared/pet.yaml'}}}\n",
            "api/../shared/pet.yaml": "type: object\n",
        ]
        let (refused, _) = run(["lint", "api/spec.yaml"], files: files)
        #expect(refused == 1)
        let (allowed, console) = run(["lint", "--allow-outside-references", "api/spec.yaml"], files: files)
        #expect(allowed == 0)
        #expect(console.output.hasSuffix("0 errors, 0 warnings, 1 note\n"), "Pet is used by no operation")
    }

    /// A spec file that is not there has its own id, and `lint` and `generate` word it alike.
    @Test func anUnreadableSpecIsAnError() {
        let line = "error: cannot read 'missing.yaml': No such file or directory [openapi.file.unreadable]\n"
        let (code, console) = run(["lint", "missing.yaml"], files: [:])
        #expect(code == 1)
        #expect(console.output.hasPrefix(line))
        let (generated, generating) = run(["generate", "missing.yaml", "--output", "Out"], files: [:])
        #expect(generated == 1)
        #expect(generating.errorOutput.hasPrefix(line))
    }
}
