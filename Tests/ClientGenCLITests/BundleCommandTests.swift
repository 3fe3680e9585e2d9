import ClientGenCLI
import Testing

struct BundleCommandTests {
    private func run(_ arguments: [String], files: [String: String]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        return (CommandLineTool.main(arguments: arguments, console: console), console)
    }

    @Test func bundlePrintsOneDocument() {
        let (code, console) = run(
            ["bundle", "api/spec.yaml"],
            files: [
                "api/spec.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
                    + "components: {schemas: {Pet: {$ref: 'pet.yaml'}}}\n",
                "api/pet.yaml": "type: object\n",
            ]
        )
        #expect(code == 0)
        #expect(console.errorOutput == "")
        // The component that is only a `$ref` to the file is the file's schema, under the component's name.
        #expect(!console.output.contains("$ref"))
        #expect(console.output.contains("\"Pet\": {\n        \"type\": \"object\"\n      }"))
    }

    /// The bundle of a spec with an overlay is the spec the overlay makes: what a user checks it with.
    @Test func theBundleIsTheSpecAfterItsOverlays() {
        let (code, console) = run(
            ["bundle", "api/spec.yaml", "--overlay", "fixes.yaml"],
            files: [
                "api/spec.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
                    + "components: {schemas: {Pet: {$ref: 'pet.yaml'}}}\n",
                "api/pet.yaml": "type: object\n",
                "fixes.yaml": "overlay: 1.1.0\ninfo: {title: F, version: '1'}\nactions:\n"
                    + "  - {target: $.info, update: {title: Fixed}}\n",
            ]
        )
        #expect(code == 0, "\(console.errorOutput)")
        #expect(console.output.contains("\"title\": \"Fixed\""))
        #expect(console.output.contains("\"Pet\": {\n        \"type\": \"object\"\n      }"))
    }

    @Test func aBrokenSpecPrintsItsErrorsAndNothingElse() {
        let (code, console) = run(
            ["bundle", "spec.yaml"],
            files: [
                "spec.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
                    + "components: {schemas: {Pet: {$ref: '../pet.yaml'}}}\n"
            ]
        )
        #expect(code == 1)
        #expect(console.output == "")
        #expect(
            console.errorOutput
                == "spec.yaml:4:36: error: '$ref: ../pet.yaml' leaves the spec's folder; ClientGen reads only files "
                + "beside the spec or below it [openapi.ref.outside-project]\n"
        )
    }

    /// The JSON writer's own problem used to end the run with status 1 and nothing printed.
    @Test func whatJSONCannotHoldIsPrinted() {
        let (code, console) = run(
            ["bundle", "spec.yaml"],
            files: ["spec.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\nx-odd:\n  ? [a]\n  : b\n"]
        )
        #expect(code == 1)
        #expect(console.output == "")
        #expect(
            console.errorOutput
                == "spec.yaml:5:5: error: a sequence used as a mapping key cannot be written as JSON [yaml.json-key]\n"
        )
    }

    @Test(arguments: [
        (["bundle"], "error: 'clientgen bundle' needs <spec>; see 'clientgen help bundle'\n"),
        (["bundle", "a", "b"], "error: unexpected argument 'b' for 'clientgen bundle'\n"),
    ])
    func usageErrorsExitWithTwo(arguments: [String], message: String) {
        let (code, console) = run(arguments, files: [:])
        #expect(code == 2)
        #expect(console.errorOutput == message)
    }
}
