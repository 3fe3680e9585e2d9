import ClientGenCLI
import Testing

struct ConvertCommandTests {
    private func run(_ arguments: [String], files: [String: String] = [:]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        return (CommandLineTool.main(arguments: arguments, console: console), console)
    }

    @Test func convertsWithAnchorsAndMergesApplied() {
        let (code, console) = run(
            ["convert", "spec.yaml"],
            files: ["spec.yaml": "base: &b {x: 1}\nuse:\n  <<: *b\n  list: [0x1F, 'two']\n"]
        )
        #expect(code == 0)
        #expect(console.errorOutput == "")
        #expect(
            console.output == """
                {
                  "base": {
                    "x": 1
                  },
                  "use": {
                    "x": 1,
                    "list": [
                      31,
                      "two"
                    ]
                  }
                }

                """
        )
    }

    @Test func printsOneJSONValuePerDocument() {
        let (code, console) = run(
            ["convert", "--compact", "s.yaml"],
            files: ["s.yaml": "--- a\n--- [1]\n--- {k: v}\n"]
        )
        #expect(code == 0)
        #expect(console.output == "\"a\"\n[1]\n{\"k\":\"v\"}\n")
    }

    @Test func inputErrorsGoToStandardErrorWithExitOne() {
        let (code, console) = run(["convert", "bad.yaml", "--to", "json"], files: ["bad.yaml": "a: 1\nb: [2\n"])
        #expect(code == 1)
        #expect(console.output == "")
        #expect(console.errorOutput.hasPrefix("bad.yaml:3:1: error: did not find expected ',' or ']' [yaml.syntax]\n"))
    }

    @Test func everyRecoverableErrorIsPrinted() {
        let (code, console) = run(["convert", "d.yaml"], files: ["d.yaml": "a: 1\na: 2\nb: *none\n"])
        #expect(code == 1)
        #expect(
            console.errorOutput == """
                d.yaml:3:4: error: alias '*none' names no anchor defined before it [yaml.undefined-alias]
                d.yaml:2:1: error: duplicate key 'a' in mapping [yaml.duplicate-key]
                d.yaml:1:1: note: first given here

                """
        )
    }

    @Test func missingFileIsAnInputError() {
        let (code, console) = run(["convert", "nowhere.yaml"])
        #expect(code == 1)
        #expect(console.errorOutput == "error: cannot read 'nowhere.yaml': No such file or directory\n")
    }

    @Test(arguments: [
        (["convert"], "error: 'clientgen convert' needs <file>; see 'clientgen help convert'\n"),
        (["convert", "a", "b"], "error: unexpected argument 'b' for 'clientgen convert'\n"),
        (["convert", "a", "--to", "xml"], "error: 'xml' is not a value of '--to'; use one of: json\n"),
        (["convert", "a", "--to"], "error: option '--to' of 'clientgen convert' needs a value\n"),
        (
            ["convert", "a", "--frobnicate"],
            "error: unknown option '--frobnicate' for 'clientgen convert'; see 'clientgen help convert'\n"
        ),
        (["convert", "a", "--compact=yes"], "error: unexpected argument '--compact=yes' for 'clientgen convert'\n"),
        (["transmogrify"], "error: unknown command 'transmogrify'; see 'clientgen --help'\n"),
        (["help", "transmogrify"], "error: unknown command 'transmogrify'; see 'clientgen --help'\n"),
    ])
    func usageErrorsExitWithTwo(arguments: [String], message: String) {
        let (code, console) = run(arguments, files: ["a": "x: 1\n"])
        #expect(code == 2)
        #expect(console.errorOutput == message)
        #expect(console.output == "")
    }

    @Test func optionValueMayBeInline() {
        let (code, console) = run(["convert", "--to=json", "a"], files: ["a": "x: 1\n"])
        #expect(code == 0)
        #expect(console.output == "{\n  \"x\": 1\n}\n")
    }

    @Test func doubleDashEndsOptions() {
        let (code, console) = run(["convert", "--compact", "--", "--odd-name.yaml"], files: ["--odd-name.yaml": "[1]"])
        #expect(code == 0)
        #expect(console.output == "[1]\n")
    }
}
