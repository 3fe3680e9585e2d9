import ClientGenCLI
import Foundation
import Testing

/// `Generated/` must be exactly what `Specs/clientgen.yaml` produces with the clientgen being tested.
struct GeneratedClientsFreshnessTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let configuration = root.appendingPathComponent("Specs/clientgen.yaml").path

    @Test(.enabled(if: FileManager.default.fileExists(atPath: configuration), "Specs/clientgen.yaml is absent"))
    func generatedFolderMatchesTheSpecs() {
        let console = DiskConsole()
        let status = CommandLineTool.main(
            arguments: ["generate", "--config", Self.configuration, "--check"],
            console: console
        )
        #expect(
            status == 0,
            """
            Generated/ is out of date with Specs/. Regenerate it with
                swift package --allow-writing-to-package-directory generate-clients
            \(console.errorOutput)\(console.output)
            """
        )
    }
}

/// Reads real files and keeps what the command prints.
private final class DiskConsole: Console {
    private(set) var output = ""
    private(set) var errorOutput = ""

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errorOutput += text }

    func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.cannotRead(path: path, reason: "No such file or directory")
        }
        return Array(data)
    }
}
