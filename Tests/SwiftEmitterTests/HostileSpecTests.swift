import Foundation
import SwiftEmitter
import Testing

/// A spec with injection strings in every name and text (`Fixtures/hostile.yaml`) generates code that compiles
/// (the golden target `Tests/GoldenHostile`, exercised by `GoldenHostileTests`) and keeps every path inside
/// the output folder.
struct HostileSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hostile.yaml")

    static func client() throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Hostile")
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        #expect(client.diagnostics.filter(\.isError).isEmpty)
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenHostile")
    }

    @Test func everyPathIsASafeRelativePath() throws {
        for path in try Self.client().files.keys {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            #expect(!path.hasPrefix("/") && !components.contains("..") && !components.contains(""), "\(path)")
            #expect(path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._+".contains($0)) }, "\(path)")
        }
    }

    @Test func noLineOfGeneratedCodeEscapesItsCommentOrLiteral() throws {
        for (path, text) in try Self.client().files {
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                #expect(!trimmed.hasPrefix("func evil") && !trimmed.hasPrefix("func injected"), "\(path): \(line)")
                #expect(!trimmed.hasPrefix("import Darwin") && !trimmed.hasPrefix("#if"), "\(path): \(line)")
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
            }
        }
    }
}
