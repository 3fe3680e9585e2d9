import ClientGenTemplates
import Diagnostics
import Foundation
import Mustache
import OpenAPIModel
import SwiftEmitter
import TestSupport
import Testing

/// Every public spec of `../shared/corpus/specs` generates a client with no error (compiling them is
/// `scripts/compat.sh`'s job); what cannot be expressed is a located warning, and no builder's path keeps a
/// `{name}` of its template.
struct CorpusGenerationTests {
    static let specs: [String] = SharedFolder.fileNames(in: "corpus/specs")

    struct DiskSources: SpecSourceProvider {
        func read(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
    }

    @Test(.enabled(if: SharedFolder.isUsable("corpus/specs"), SharedFolder.absentMessage), arguments: specs)
    func specGeneratesWithoutErrors(name: String) throws {
        let bag = DiagnosticBag()
        let path = try SharedFolder.require("corpus/specs").appendingPathComponent(name).path
        let document = try OpenAPILoader().load(path: path, sources: DiskSources(), diagnostics: bag)
        let renderer = SwiftFileRenderer(templates: try TemplateSet(sources: BuiltInTemplates.all))
        let planned = try ClientTranslator(options: .init(namespace: "API")).translate(document, diagnostics: bag)
        var paths: Set<String> = []
        var sequential: [String] = []
        var start = planned.startIndex
        for index in planned.indices
        where index + 1 == planned.endIndex || planned[index + 1].path != planned[start].path {
            let basename = String(planned[start].path.split(separator: "/").last ?? "").lowercased()
            #expect(paths.insert(basename).inserted, "two files named \(basename) (SwiftPM needs unique names)")
            sequential.append(
                try renderer.render(
                    planned[start...index].map(\.declaration),
                    specPath: name,
                    client: planned.map(\.declaration)
                )
            )
            start = index + 1
        }
        let concurrent = try renderer.render(planned, specPath: name).map(\.contents)
        #expect(concurrent == sequential, "rendering on every core changes nothing")
        #expect(bag.errors.isEmpty, "\(bag.errors.prefix(5))")
        #expect(bag.diagnostics.allSatisfy { $0.location != nil }, "every warning is located")
        #expect(planned.count > 1)
        // Every `{name}` of a path template is an argument, declared or not, so no request is sent to `/a/%7Bn%7D`.
        var operations = 0
        for file in planned {
            guard case .operation(let blueprint) = file.declaration else { continue }
            operations += 1
            for case .text(let text) in blueprint.path.pieces {
                #expect(!text.contains("{") && !text.contains("}"), "\(file.path) keeps a template: \(text)")
            }
        }
        #expect(operations > 0 || document.operations.isEmpty, "the builders were checked")
    }
}
