import Diagnostics
import Foundation
import OpenAPIModel
import SpecDiff
import TestSupport
import Testing

/// Every small and medium spec of `../shared/corpus/specs` and every spec in `Specs/`, compared with itself, has
/// no change: the comparison is deterministic and pairs every declaration with itself, whatever the spec holds.
struct CorpusSelfDiffTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let specs: [String] = SharedFolder.fileNames(in: "corpus/specs").filter {
        $0.hasPrefix("s") || $0.hasPrefix("m") || $0 == SharedFolder.missingName
    }

    struct DiskSources: SpecSourceProvider {
        func read(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
    }

    /// The specs this repository ships clients for.
    static let repositorySpecs: [String] = {
        let folder = root.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") && $0 != "clientgen.yaml" }.sorted().map {
            folder.appendingPathComponent($0).path
        }
    }()

    @Test(.enabled(if: SharedFolder.isUsable("corpus/specs"), SharedFolder.absentMessage), arguments: specs)
    func specHasNoChangeFromItself(name: String) throws {
        try expectNoChange(try SharedFolder.require("corpus/specs").appendingPathComponent(name).path)
    }

    @Test(arguments: repositorySpecs)
    func repositorySpecHasNoChangeFromItself(path: String) throws {
        try expectNoChange(path)
    }

    /// A changed envelope (`x-clientgen-envelope`) wraps every request differently.
    @Test func changedEnvelopeIsWireBreaking() throws {
        let ims = try #require(Self.repositorySpecs.first { $0.hasSuffix("/ims.yaml") })
        let text = try String(contentsOfFile: ims, encoding: .utf8)
        let old = try SpecPairs.load(text, file: "ims.yaml")
        let changed = text.replacingOccurrences(of: "      version: '1.0'", with: "      version: '2.0'")
        let new = try SpecPairs.load(changed, file: "ims.yaml")
        let changes = SpecDiff.compare(
            try SpecPairs.plan(old, namespace: "IMS"),
            try SpecPairs.plan(new, namespace: "IMS")
        )
        #expect(changes.map(\.rule) == [.envelopeChanged], "\(changes.map(\.message))")
    }

    private func expectNoChange(_ path: String) throws {
        let old = try OpenAPILoader().load(path: path, sources: DiskSources(), diagnostics: DiagnosticBag())
        let new = try OpenAPILoader().load(path: path, sources: DiskSources(), diagnostics: DiagnosticBag())
        let changes = SpecDiff.compare(try SpecPairs.plan(old), try SpecPairs.plan(new))
        #expect(changes.isEmpty, "\(changes.prefix(5).map(\.message))")
    }
}
