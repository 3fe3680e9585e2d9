import OpenAPIModel
import SwiftEmitter

/// The models of a client to round-trip, each with the schema it is declared from and the JSON samples to decode
/// through it: the schema's own `example`/`examples` and ``SchemaSamples``.
struct RoundTripCases {
    struct Case {
        /// The Swift type, as the client's module names it (`Pet`, `Petstore.ListPets.Response`).
        var type: String
        /// The schema's JSON pointer and where it is written, for the failure's line.
        var pointer: String
        var location: String
        var examples: [JSONSample]
        var generated: [JSONSample]
        /// What the model encodes each sample back as (read-only members left out), by the sample's text.
        var expected: [String: JSONSample]
    }

    var cases: [Case]

    /// The cases of every model of `plan` whose origin is a schema: components and the inline types declared for
    /// them, each type once.
    init(plan: ClientPlan) {
        var schemasByPointer: [String: SchemaID] = [:]
        for schema in plan.document.schemas where schemasByPointer[schema.pointer] == nil {
            schemasByPointer[schema.pointer] = schema.id
        }
        let samples = SchemaSamples(document: plan.document)
        var seen: Set<String> = []
        var cases: [Case] = []
        for file in plan.files {
            switch file.declaration {
            case .structure(let blueprint):
                // A multipart body's struct holds files, sent one part each: it is never JSON.
                if blueprint.properties.contains(where: { $0.type.mentions { $0 == "MultipartFile" } }) { continue }
            case .enumeration, .oneOf, .typeAlias: break
            default: continue
            }
            guard let type = file.declaration.declaredType?.description, !type.contains("<"),
                let origin = file.origin, let id = schemasByPointer[origin], seen.insert(type).inserted
            else { continue }
            let schema = plan.document[id]
            let location = schema.sourceLocation.map { "\($0.file):\($0.line):\($0.column)" } ?? plan.document.file
            let examples = schema.examples.compactMap(JSONSample.init)
            let generated = samples.samples(for: id)
            var expected: [String: JSONSample] = [:]
            for sample in examples + generated {
                let back = samples.sentBack(sample, as: id)
                if back != sample { expected[sample.text] = back }
            }
            cases.append(
                Case(
                    type: type,
                    pointer: origin,
                    location: location,
                    examples: examples,
                    generated: generated,
                    expected: expected
                )
            )
        }
        self.cases = cases.sorted { $0.type < $1.type }
    }

    /// One line per sample for the harness to read: the case's index, `example` or `generated`, the JSON, and what
    /// the model encodes it back as when that differs (a tab, then the JSON).
    var samplesFile: String {
        var lines = ""
        for (index, item) in cases.enumerated() {
            for (kind, samples) in [("example", item.examples), ("generated", item.generated)] {
                for sample in samples {
                    lines += "\(index)\t\(kind)\t\(sample.text)"
                    if let back = item.expected[sample.text] { lines += "\t\(back.text)" }
                    lines += "\n"
                }
            }
        }
        return lines
    }

    /// The harness's table of cases, in files of a few hundred cases each so that no function grows too large to
    /// type-check quickly: `HarnessCases0.swift` … and `HarnessTable.swift`.
    func harnessSources(clientModule: String) -> [(path: String, contents: String)] {
        let chunk = 200
        var files: [(String, String)] = []
        var functions: [String] = []
        for start in stride(from: 0, to: cases.count, by: chunk) {
            let name = "harnessCases\(start / chunk)"
            functions.append(name)
            var text = "import ClientGenRuntime\nimport Foundation\nimport \(clientModule)\n\n"
            text += "/// Decodes and encodes back a sample through the model of case `index`.\n"
            text += "func \(name)(_ index: Int, _ data: Data) throws -> Data? {\n    switch index {\n"
            for index in start..<min(start + chunk, cases.count) {
                text += "    case \(index): return try harnessTrip(\(cases[index].type).self, data)\n"
            }
            text += "    default: return nil\n    }\n}\n"
            files.append(("HarnessCases\(start / chunk).swift", text))
        }
        var table = "import Foundation\n\n/// Each case's schema and where it is written.\n"
        table += "let harnessSchemas: [(pointer: String, location: String)] = [\n"
        for item in cases {
            table += "    (\(JSONSample.quoted(item.pointer)), \(JSONSample.quoted(item.location))),\n"
        }
        table +=
            "]\n\n/// Every case function, in order.\nlet harnessFunctions: [@Sendable (Int, Data) throws -> Data?] = [\n"
        table += functions.map { "    \($0),\n" }.joined() + "]\n"
        files.append(("HarnessTable.swift", table))
        return files
    }
}
