import Diagnostics
import OutputWriter
import Testing

/// Every path rule, each with the diagnostic id a user would see.
struct OutputPathTests {
    @Test(
        arguments: [
            ("Models/Pet.swift", nil),
            ("Client.swift", nil),
            ("Operations/get-device_shadow+v2.swift", nil),
            ("", .writerEmptyPath),
            ("Models/Pet\0.swift", .writerControlCharacter),
            ("Models/Pet\n.swift", .writerControlCharacter),
            ("Models/\u{7F}Pet.swift", .writerControlCharacter),
            ("Models\\Pet.swift", .writerBackslash),
            ("..\\..\\evil.swift", .writerBackslash),
            ("/etc/passwd", .writerAbsolutePath),
            ("/Models/Pet.swift", .writerAbsolutePath),
            ("~/.zshrc", .writerHomePath),
            ("~root/x.swift", .writerHomePath),
            ("Models//Pet.swift", .writerEmptyComponent),
            ("Models/", .writerEmptyComponent),
            ("./Pet.swift", .writerDotComponent),
            ("Models/./Pet.swift", .writerDotComponent),
            ("..", .writerParentComponent),
            ("../Pet.swift", .writerParentComponent),
            ("Models/../../Pet.swift", .writerParentComponent),
            (".git/config", .writerHiddenComponent),
            ("Models/.Pet.swift", .writerHiddenComponent),
            ("Models/Pet Food.swift", .writerUnsafeCharacter),
            ("Models/Pet:Food.swift", .writerUnsafeCharacter),
            ("C:/Pet.swift", .writerUnsafeCharacter),
            ("Models/Café.swift", .writerUnsafeCharacter),
            ("Models/$(rm -rf).swift", .writerUnsafeCharacter),
            ("Models/a~b.swift", .writerUnsafeCharacter),
            ("Models/\u{202E}tfiws.exe", .writerUnsafeCharacter),
            (String(repeating: "a", count: 250) + ".swift", .writerComponentLength),
        ] as [(String, DiagnosticID?)]
    )
    func pathRule(path: String, expected: DiagnosticID?) {
        #expect(problem(path) == expected)
    }

    @Test func longestComponentIsAccepted() {
        #expect(problem(String(repeating: "a", count: 249) + ".swift") == nil)
    }

    @Test func messageNamesThePathWithControlCharactersEscaped() throws {
        do {
            _ = try OutputPath(validating: "Models/Pet\u{1B}[31m.swift")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map(\.message) == [
                    "output path 'Models/Pet\\u{1B}[31m.swift' contains a control character"
                ]
            )
        }
    }

    @Test func componentsAndSortOrder() throws {
        let paths = try ["Models/Pet.swift", "Client.swift", "Models-Extra/A.swift", "Models/A.swift"].map {
            try OutputPath(validating: $0)
        }
        #expect(paths[0].components == ["Models", "Pet.swift"])
        #expect(
            paths.sorted().map(\.description) == [
                "Client.swift", "Models/A.swift", "Models/Pet.swift", "Models-Extra/A.swift",
            ]
        )
    }

    private func problem(_ path: String) -> DiagnosticID? {
        do {
            _ = try OutputPath(validating: path)
            return nil
        } catch {
            return error.diagnostics.first?.id
        }
    }
}
