import ClientGenCLI
import Testing

struct CommandLineToolTests {
    private func run(_ arguments: [String]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole()
        return (CommandLineTool.main(arguments: arguments, console: console), console)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func overviewListsEveryCommand(arguments: [String]) {
        let (code, console) = run(arguments)
        #expect(code == 0)
        #expect(console.output.hasPrefix("OVERVIEW: ClientGen turns OpenAPI specs into typed Swift clients."))
        #expect(console.output.contains("  convert     Print a YAML or JSON file as JSON"))
        #expect(console.output.contains("  help        Show help for a command"))
    }

    @Test func noArgumentsIsAUsageError() {
        let (code, console) = run([])
        #expect(code == 2)
        #expect(console.output == "")
        #expect(console.errorOutput.hasPrefix("OVERVIEW:"))
    }

    @Test(arguments: [["help", "convert"], ["convert", "--help"], ["convert", "-h", "ignored.yaml"]])
    func commandHelpExplainsEveryOption(arguments: [String]) {
        let (code, console) = run(arguments)
        #expect(code == 0)
        let help = console.output
        #expect(help.contains("USAGE: clientgen convert <file> [--to json] [--compact]"))
        #expect(help.contains("  <file>                  The YAML or JSON file to read; '-' reads standard input."))
        #expect(help.contains("  --to <format>           The output format (default: json)."))
        #expect(help.contains("  --compact               Write each document on one line instead of indenting."))
        #expect(help.contains("Exit status: 0 converted, 1 the input has errors"))
    }

    @Test func printsTheVersion() {
        let (code, console) = run(["--version"])
        #expect(code == 0)
        #expect(console.output == "clientgen \(CommandLineTool.version)\n")
    }
}
