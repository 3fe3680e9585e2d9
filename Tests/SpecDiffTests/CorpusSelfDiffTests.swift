import Diagnostics
import Foundation
import OpenAPIModel
import SpecDiff
import Testing

/// Every small and medium spec of `../shared/corpus/specs`, compared with itself, has no change: the
/// comparison is deterministic and pairs every declaration with itself, whatever the spec holds.
struct CorpusSelfDiffTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/specs")

    static let specs: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter {
            $0.hasPrefix("s") || $0.hasPrefix("m")
        }.sorted()

    struct DiskSources: SpecSourceProvider {
        func read(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
    }

    @Test(.enabled(if: !specs.isEmpty, "../shared/corpus is absent beside the checkout"), arguments: specs)
    func specHasNoChangeFromItself(name: String) throws {
        let path = Self.corpus.appendingPathComponent(name).path
        let old = try OpenAPILoader().load(path: path, sources: DiskSources(), diagnostics: DiagnosticBag())
        let new = try OpenAPILoader().load(path: path, sources: DiskSources(), diagnostics: DiagnosticBag())
        let changes = SpecDiff(options: .init(namespace: "API")).compare(old, new)
        #expect(changes.isEmpty, "\(changes.prefix(5).map(\.message))")
    }
}
