import ClientGenCLI
import Foundation
import Testing

struct DiffCommandTests {
    static let old = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        servers: [{url: 'https://pets.example.com/v1'}]
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                '200':
                  description: Pets
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
        components:
          schemas:
            Pet:
              type: object
              properties:
                id: {type: integer}
        """

    /// `id` became a string (Swift-breaking), the server moved (wire-breaking), an operation was added.
    static let new = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        servers: [{url: 'https://pets.example.com/v2'}]
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                '200':
                  description: Pets
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
          /owners:
            get:
              operationId: listOwners
              responses:
                '204': {description: None}
        components:
          schemas:
            Pet:
              type: object
              properties:
                id: {type: string}
        """

    /// Only the server moved.
    static let wireOnly = old.replacingOccurrences(of: "/v1", with: "/v2")

    private func run(_ arguments: [String], files: [String: String]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        return (CommandLineTool.main(arguments: ["diff"] + arguments, console: console), console)
    }

    @Test func printsChangesGroupedBySeverityWithLocations() {
        let (code, console) = run(["old.yaml", "new.yaml"], files: ["old.yaml": Self.old, "new.yaml": Self.new])
        #expect(code == 1)
        #expect(console.errorOutput == "")
        #expect(
            console.output == """
                Breaking for Swift callers (1):
                new.yaml:24:13: error: type of `Pet.id` changed from `Int?` to `String?` [type-changed]

                Breaking on the wire (1):
                new.yaml:3:11: warning: server `New.defaultServer` is now "https://pets.example.com/v2" \
                (was "https://pets.example.com/v1") [server-url-changed]

                Compatible (1):
                new.yaml:16:7: note: operation `New.listOwners` added (GET /owners) [operation-added]

                1 breaking for Swift callers, 1 breaking on the wire, 1 compatible

                """
        )
    }

    struct FailOnCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var new: String
        var code: Int32
        var testDescription: String { arguments.joined(separator: " ") + " → \(code)" }
    }

    @Test(arguments: [
        FailOnCase(arguments: [], new: new, code: 1),
        FailOnCase(arguments: ["--fail-on", "swift"], new: wireOnly, code: 0),
        FailOnCase(arguments: ["--fail-on", "wire"], new: wireOnly, code: 1),
        FailOnCase(arguments: ["--fail-on", "none"], new: new, code: 0),
        FailOnCase(arguments: ["--fail-on", "wire"], new: old, code: 0),
    ])
    func exitsOneOnlyForChangesAsBadAsFailOn(_ example: FailOnCase) {
        let files = ["old.yaml": Self.old, "new.yaml": example.new]
        let (code, _) = run(example.arguments + ["old.yaml", "new.yaml"], files: files)
        #expect(code == example.code)
    }

    /// An overlay that pins the server applies to both versions, so the move is no change.
    @Test func anOverlayAppliesToBothVersions() {
        let pin =
            "overlay: 1.0.0\ninfo: {title: Pin, version: '1'}\nactions:\n"
            + "  - {target: '$.servers[0].url', update: 'https://pets.example.com/v3'}\n"
        let files = ["old.yaml": Self.old, "new.yaml": Self.wireOnly, "pin.yaml": pin]
        #expect(run(["--fail-on", "wire", "old.yaml", "new.yaml"], files: files).0 == 1)
        let (code, console) = run(["--fail-on", "wire", "--overlay", "pin.yaml", "old.yaml", "new.yaml"], files: files)
        #expect(code == 0, "\(console.output)\(console.errorOutput)")
        #expect(!console.output.contains("server-url-changed"))
    }

    @Test func writesJSONForTools() {
        let (code, console) = run(
            ["--format", "json", "--module", "Pets", "old.yaml", "new.yaml"],
            files: ["old.yaml": Self.old, "new.yaml": Self.wireOnly]
        )
        #expect(code == 0)
        #expect(
            console.output == """
                {
                  "old": "old.yaml",
                  "new": "new.yaml",
                  "counts": {"swift": 0, "wire": 1, "compatible": 0},
                  "changes": [
                    {"kind": "wire", "rule": "server-url-changed", "subject": "Pets.defaultServer", \
                "message": "server `Pets.defaultServer` is now \\"https://pets.example.com/v2\\" \
                (was \\"https://pets.example.com/v1\\")", "side": "new", "file": "new.yaml", "line": 3, "column": 11}
                  ]
                }

                """
        )
    }

    @Test func writesMarkdownForAPullRequestComment() {
        let (_, console) = run(
            ["--format", "markdown", "old.yaml", "new.yaml"],
            files: ["old.yaml": Self.old, "new.yaml": Self.new]
        )
        #expect(console.output.hasPrefix("### API changes: `old.yaml` → `new.yaml`\n\n"))
        #expect(console.output.contains("**1 breaking for Swift callers**, 1 breaking on the wire, 1 compatible.\n"))
        #expect(console.output.contains("#### Breaking for Swift callers (1)\n\n| Change | Rule | Where |\n"))
        #expect(
            console.output.contains(
                "| type of `Pet.id` changed from `Int?` to `String?` | `type-changed` | `new.yaml:24:13` |\n"
            )
        )
    }

    @Test func saysSoWhenNothingChanged() {
        let (code, console) = run(["a.yaml", "b.yaml"], files: ["a.yaml": Self.old, "b.yaml": Self.old])
        #expect(code == 0)
        #expect(console.output == "no API changes from a.yaml to b.yaml\n")
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(arguments: ["old.yaml"], error: "error: 'clientgen diff' needs <new>; see 'clientgen help diff'\n"),
        UsageCase(
            arguments: ["old.yaml", "missing.yaml"],
            error: "error: cannot read 'missing.yaml': No such file or directory\n"
        ),
        UsageCase(
            arguments: ["broken.yaml", "old.yaml"],
            error: "broken.yaml:1:10: error: unsupported spec version '1.2'; ClientGen reads OpenAPI 3.0, 3.1 and 3.2 "
                + "and Swagger 2.0 [openapi.unsupported-version]\n"
        ),
        UsageCase(
            arguments: ["--fail-on", "always", "old.yaml", "old.yaml"],
            error: "error: 'always' is not a value of '--fail-on'; use one of: swift, wire, none\n"
        ),
    ])
    func usageAndSpecErrorsExitTwo(_ example: UsageCase) {
        let files = ["old.yaml": Self.old, "broken.yaml": "swagger: '1.2'\npaths: {}\n"]
        let (code, console) = run(example.arguments, files: files)
        #expect(code == 2)
        #expect(console.errorOutput == example.error)
        #expect(console.output == "")
    }

    /// The `clientgen.yaml` beside the new spec names its client's module and keeps only its filtered operations.
    static let config = """
        clients:
          - spec: new.yaml
            output: ../Generated/PetsAPI
            module: PetStore
            filter: {operations: [listPets]}
        """

    @Test func takesModuleAndFilterFromTheClientBesideTheSpec() {
        let files = ["api/old.yaml": Self.old, "api/new.yaml": Self.new, "api/clientgen.yaml": Self.config]
        let (code, console) = run(["--fail-on", "none", "api/old.yaml", "api/new.yaml"], files: files)
        #expect(code == 0)
        #expect(console.errorOutput == "")
        #expect(console.output.contains("server `PetStore.defaultServer`"))
        #expect(!console.output.contains("listOwners"), "filtered out, as generate leaves it out")
        let (_, overridden) = run(
            ["--fail-on", "none", "--module", "Zoo", "api/old.yaml", "api/new.yaml"],
            files: files
        )
        #expect(overridden.output.contains("server `Zoo.defaultServer`"))
    }

    @Test func anExplicitConfigMustListTheSpec() {
        let files = ["old.yaml": Self.old, "new.yaml": Self.new, "api/clientgen.yaml": Self.config]
        let (code, console) = run(["--config", "api/clientgen.yaml", "old.yaml", "new.yaml"], files: files)
        #expect(code == 2)
        #expect(console.errorOutput == "error: no client 'new.yaml' in the configuration; it has: api/new.yaml\n")
        let (broken, brokenConsole) = run(
            ["--config", "bad.yaml", "old.yaml", "new.yaml"],
            files: ["old.yaml": Self.old, "new.yaml": Self.new, "bad.yaml": "clients: 3\n"]
        )
        #expect(broken == 2)
        #expect(
            brokenConsole.errorOutput
                == "bad.yaml:1:10: error: the configuration needs a 'clients' list [config.invalid]\n"
        )
    }

    @Test func helpExplainsTheClassesAndExitCodes() {
        let console = BufferedConsole()
        #expect(CommandLineTool.main(arguments: ["help", "diff"], console: console) == 0)
        #expect(console.output.contains("USAGE: clientgen diff <old> <new>"))
        #expect(console.output.contains("breaking for Swift callers"))
        #expect(console.output.contains("--fail-on <kind>"))
    }

    /// A side read from git: this repository's own history, when the tests run in a checkout.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: ".git"), "not run from a git checkout"))
    func readsAGitSideThroughGitShow() throws {
        let path = "Tests/SwiftEmitterTests/Fixtures/hostile.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (code, console) = run(["git:HEAD:" + path, path], files: [path: text])
        #expect(console.errorOutput == "")
        #expect(code == 0)
    }

    /// A git side takes its client from the `clientgen.yaml` at the same revision, not from the working tree's.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: ".git"), "not run from a git checkout"))
    func aGitSideTakesItsClientFromTheConfigurationAtItsRevision() throws {
        let text = try String(contentsOfFile: "Specs/sesame.yaml", encoding: .utf8)
        let files = [
            "old.yaml": text.replacingOccurrences(of: "app.candyhouse.co/prod", with: "app.candyhouse.co/v0"),
            // The working tree's configuration names the module otherwise; the one committed says `Sesame`.
            "Specs/clientgen.yaml": "clients:\n  - {spec: sesame.yaml, output: out, module: Elsewhere}\n",
        ]
        let (code, console) = run(["--fail-on", "none", "old.yaml", "git:HEAD:Specs/sesame.yaml"], files: files)
        #expect(code == 0)
        #expect(console.errorOutput == "")
        #expect(console.output.contains("`Sesame."), "\(console.output)")
        #expect(!console.output.contains("Elsewhere"))
        let (_, fromWorkingTree) = run(
            ["--fail-on", "none", "old.yaml", "Specs/sesame.yaml"],
            files: files.merging(["Specs/sesame.yaml": text]) { $1 }
        )
        #expect(fromWorkingTree.output.contains("`Elsewhere."), "\(fromWorkingTree.output)")
    }
}
