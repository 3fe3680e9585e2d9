import ClientGenCLI
import Foundation
import Testing

struct StandardConsoleTests {
    private static let spec = GenerateCommandTests.petstore

    /// A temporary folder for what a command writes, removed by the caller.
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-console-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A pipe holding `text` and then its end, as a shell gives `clientgen … - < spec.yaml`.
    private func standardInput(_ text: String) -> FileHandle {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
        return pipe.fileHandleForReading
    }

    /// Runs `arguments` with `input` as standard input; standard output and error go to files in `folder`.
    private func run(
        _ arguments: [String],
        input: FileHandle,
        in folder: URL,
        maxInputBytes: Int = 1 << 20
    ) throws -> (code: Int32, output: String, errorOutput: String) {
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errorOutput = try FileHandle(forWritingTo: errorURL)
        let console = StandardConsole(
            standardInput: input,
            standardOutput: output,
            standardError: errorOutput,
            maxInputBytes: maxInputBytes
        )
        let code = CommandLineTool.main(arguments: arguments, console: console)
        try output.close()
        try errorOutput.close()
        return (
            code,
            try String(contentsOf: outputURL, encoding: .utf8),
            try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    @Test func standardInputIsReadOnceAndServedToEveryRead() throws {
        let console = StandardConsole(standardInput: standardInput(Self.spec))
        let first = try console.read("-")
        #expect(first == Array(Self.spec.utf8))
        #expect(try console.read("-") == first)
    }

    /// Each of these reads its spec twice (is it readable? then the load); a stream gives its bytes only once.
    @Test(arguments: [
        ["lint", "-"],
        ["bundle", "-"],
        ["convert", "-"],
        ["diff", "-", "SPEC"],
        ["generate", "-", "--output", "OUTPUT", "--module", "Pets"],
    ])
    func commandsReadTheSpecFromStandardInput(arguments: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specURL = folder.appendingPathComponent("pets.yaml")
        try Data(Self.spec.utf8).write(to: specURL)
        let resolved = arguments.map {
            $0 == "SPEC" ? specURL.path : $0 == "OUTPUT" ? folder.appendingPathComponent("Pets").path : $0
        }
        let result = try run(resolved, input: standardInput(Self.spec), in: folder)
        #expect(result.errorOutput == "")
        #expect(result.code == 0)
        #expect(!result.output.contains("no 'openapi' field"))
    }

    @Test func anEndlessStandardInputIsRefusedAtTheLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zeros = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
        defer { try? zeros.close() }
        let result = try run(["convert", "-"], input: zeros, in: folder, maxInputBytes: 4096)
        #expect(result.code == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == "error: cannot read '-': larger than the limit of 4096 bytes\n")
    }

    @Test func anEndlessFileIsRefusedAtTheLimit() throws {
        let console = StandardConsole(maxInputBytes: 4096)
        #expect(throws: CLIError.cannotRead(path: "/dev/zero", reason: "larger than the limit of 4096 bytes")) {
            try console.read("/dev/zero")
        }
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.yaml")
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 3 << 20)
        try Data(bytes).write(to: url)
        #expect(try StandardConsole(maxInputBytes: 4 << 20).read(url.path) == bytes)
        #expect(throws: CLIError.self) { try StandardConsole(maxInputBytes: (3 << 20) - 1).read(url.path) }
    }
}
