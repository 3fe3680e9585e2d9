import Diagnostics
import Foundation
import OpenAPIModel
import Testing

@testable import SwiftEmitter

/// The inline-type planner keeps a declaration as it is when ``Declaration/mentions(_:)`` finds no renamed type in
/// it, so that must look at exactly the types ``Declaration/replacingReferences(_:)`` rewrites: a type it missed
/// would keep a name that no longer exists.
@Suite struct DeclarationReferenceTests {
    /// The test fixtures and the seed specs, relative to the package.
    static let fixtures = [
        "Tests/SwiftEmitterTests/Fixtures/wire.yaml", "Tests/SwiftEmitterTests/Fixtures/streams.yaml",
        "Tests/SwiftEmitterTests/Fixtures/recursive.yaml", "Tests/SwiftEmitterTests/Fixtures/jupyter-server.yaml",
        "Tests/SwiftEmitterTests/Fixtures/hostile.yaml", "Specs/eto.yaml", "Specs/ims.yaml", "Specs/intdash.yaml",
        "Specs/sesame.yaml",
    ]

    /// The files the spec at `fixture` translates to.
    static func files(of fixture: String) throws -> [PlannedFile] {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = package.appendingPathComponent(fixture).path
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": try String(contentsOfFile: path, encoding: .utf8)]),
            diagnostics: bag
        )
        return try ClientTranslator(options: .init(namespace: "API")).translate(document, diagnostics: bag)
    }

    @Test(arguments: fixtures)
    func mentionsSeesEveryTypeThatRenamingRewrites(fixture: String) throws {
        for file in try Self.files(of: fixture) {
            var rewritten: [String] = []
            _ = file.declaration.replacingReferences { type in
                type.replacingNames { name in
                    rewritten.append(name)
                    return nil
                }
            }
            var mentioned: [String] = []
            _ = file.declaration.mentions { name in
                mentioned.append(name)
                return false
            }
            #expect(mentioned == rewritten, "\(file.path): \(file.declaration.name)")
        }
    }

    /// Every kind of declaration that refers to types is among those compared above.
    @Test func theFixturesCoverEveryKindThatRefersToTypes() throws {
        var kinds: Set<String> = []
        for fixture in Self.fixtures {
            for file in try Self.files(of: fixture) where file.declaration.mentions({ _ in true }) {
                kinds.insert(String(String(describing: file.declaration).prefix { $0 != "(" }))
            }
        }
        #expect(kinds.isSuperset(of: ["structure", "oneOf", "typeAlias", "operation", "responseType"]), "\(kinds)")
    }
}
