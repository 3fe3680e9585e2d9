import Foundation
import SwiftEmitter
import TestSupport
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

    /// An `x-swift-name` or `x-enum-varnames` entry that is not an identifier (code, a NUL, a private-use
    /// character) is never written into the source: each gets a located warning and the derived name is used.
    @Test func swiftNamesThatAreNotIdentifiersAreWarnedAboutAndNotWritten() throws {
        let client = try Self.client()
        let warnings = client.diagnostics.filter { $0.id == .emitterSwiftName }
        #expect(warnings.count == 7, "\(warnings.map(\.message))")
        #expect(warnings.allSatisfy { $0.location != nil })
        for warning in warnings {
            #expect(
                !warning.message.unicodeScalars.contains { $0.value < 0x20 || (0xE000...0xF8FF).contains($0.value) }
            )
        }
        for (path, text) in client.files {
            for needle in ["let injected", "struct Injected", "case injected", "func evil(x", "\u{E000}", "{ 0 }"] {
                #expect(!text.contains(needle), "\(path) contains \(needle)")
            }
        }
        let model = try #require(client[model: "EtcPasswd"])
        #expect(model.contains("public var total: Int?"))
        #expect(client[model: "Level"]?.contains("case low\n") == true)
    }

    /// A keyword is an identifier, but no type can be called `init` or `class`: a component's `x-swift-name` that is
    /// one gets a located warning and the type its derived name (it was `struct init`, which did not compile).
    @Test func aKeywordDoesNotNameAType() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.1.0
            info: {title: T, version: '1'}
            paths: {}
            components:
              schemas:
                Job: {type: object, properties: {state: {type: string}}, x-swift-name: init}
            """
        )
        let warnings = client.diagnostics.filter { $0.id == .emitterSwiftName }
        #expect(warnings.count == 1 && warnings.first?.location != nil, "\(client.diagnostics)")
        let model = try #require(client[model: "Job"])
        #expect(model.contains("public nonisolated struct Job: "))
    }
}
