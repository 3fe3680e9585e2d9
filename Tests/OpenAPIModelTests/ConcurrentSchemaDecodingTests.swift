import Diagnostics
import Foundation
import Testing

@testable import OpenAPIModel

/// Schemas decoded on every core (`parallelSchemaWave`) give the model and the diagnostics one thread gives: the
/// same ids, references, discriminator targets and problems, in the same order.
struct ConcurrentSchemaDecodingTests {
    /// Every kind of subschema, references the main thread must resolve (into another file, into a property),
    /// discriminator targets by name and by reference, and values that get warnings.
    static let files = [
        "spec.yaml": """
        openapi: 3.1.0
        info: {title: T, version: '1'}
        paths:
          /pets:
            get:
              responses:
                '200':
                  description: Pets
                  content:
                    application/json:
                      schema:
                        type: array
                        items: {$ref: '#/components/schemas/Pet'}
        components:
          schemas:
            Pet:
              type: object
              required: [id, id]
              properties:
                id: {type: integer, default: nope}
                owner: {$ref: 'common.yaml#/Owner'}
                tag: {$ref: '#/components/schemas/Tag/properties/name'}
                extra: {type: object, additionalProperties: {type: [string, 'null']}, propertyNames: {pattern: '^x'}}
                pair: {type: array, prefixItems: [{type: string}, {$ref: '#/components/schemas/Tag'}]}
                any: true
                never: {not: {type: string}}
              patternProperties:
                '^x-': {type: string}
              $defs:
                Local: {type: object, properties: {deep: {type: object, properties: {deeper: {type: string}}}}}
            Tag:
              type: object
              properties:
                name: {type: string, minLength: 1}
            Shape:
              oneOf: [{$ref: '#/components/schemas/Circle'}, {$ref: '#/components/schemas/Square'}]
              discriminator:
                propertyName: kind
                mapping: {circle: Circle, square: '#/components/schemas/Square', ring: '#/components/schemas/Ring'}
                defaultMapping: Circle
            Circle: {type: object, properties: {kind: {type: string}, radius: {type: number}}}
            Square: {allOf: [{$ref: '#/components/schemas/Shape'}, {type: object, properties: {side: {type: number}}}]}
            Ring: {$ref: 'common.yaml#/Owner/properties/name'}
            Odd: {type: [string], anyOf: [{$ref: '#/components/schemas/Ring'}], items: [{type: string}]}
        """,
        "common.yaml": """
        Owner:
          type: object
          properties:
            name: {type: string}
            pets: {type: array, items: {$ref: 'spec.yaml#/components/schemas/Pet'}}
        """,
    ]

    /// The spec with errors: references that do not resolve, a `$ref` loop, wrong types.
    static let broken = files.merging(
        [
            "spec.yaml": files["spec.yaml", default: ""] + """

                    Lost: {type: object, properties: {gone: {$ref: '#/components/schemas/Missing'}}}
                    LoopA: {$ref: '#/components/schemas/LoopB'}
                    LoopB: {$ref: '#/components/schemas/LoopA'}
                    Bad: {type: 5, anyOf: [{$ref: 7}], minLength: many}
                    Far: {$ref: 'other.yaml#/Thing'}
                    Pick:
                      oneOf: [{$ref: '#/components/schemas/Circle'}]
                      discriminator: {propertyName: kind, mapping: {gone: '#/components/schemas/Nope'}}
                """
        ]
    ) { $1 }

    @Test func concurrentDecodingMatchesOneThread() {
        let (concurrent, concurrentProblems) = Self.load(Self.files, wave: 1)
        let (sequential, sequentialProblems) = Self.load(Self.files, wave: .max)
        #expect(concurrent == sequential)
        #expect(concurrentProblems == sequentialProblems)
        #expect(sequential.count > 30, "the spec has its many subschemas")
        #expect(sequentialProblems.count >= 6, "and its warnings: \(sequentialProblems)")
    }

    @Test func concurrentDecodingReportsTheProblemsOneThreadReports() {
        let (_, concurrentProblems) = Self.load(Self.broken, wave: 1)
        let (_, sequentialProblems) = Self.load(Self.broken, wave: .max)
        #expect(concurrentProblems == sequentialProblems)
        let errors = sequentialProblems.filter { $0.contains(": error: ") }
        #expect(errors.count >= 12, "each error, from the load and from lint: \(sequentialProblems)")
    }

    /// The component schemas decoded while the paths are read (the early wave): however many the thread got to
    /// before the drain, alone or with the later waves also concurrent.
    @Test(arguments: [0, 1, 3, Int.max])
    func earlyWaveGivesWhatOneThreadGives(limit: Int) {
        for files in [Self.files, Self.broken] {
            let sequential = Self.load(files, wave: .max)
            for wave in [1, Int.max] {
                let early = Self.load(files, wave: wave, earlyWaveLimit: limit)
                #expect(early.0 == sequential.0, "wave \(wave)")
                #expect(early.1 == sequential.1, "wave \(wave)")
            }
        }
    }

    @Test(arguments: [0, 2, Int.max])
    func earlyWaveGivesWhatOneThreadGivesForSwagger2(limit: Int) {
        let files = [
            "spec.yaml": """
            swagger: '2.0'
            info: {title: T, version: '1'}
            paths:
              /pets:
                get:
                  responses:
                    '200': {description: Pets, schema: {type: array, items: {$ref: '#/definitions/Pet'}}}
            definitions:
              Pet:
                type: object
                properties:
                  id: {type: integer, x-nullable: true}
                  tag: {$ref: '#/definitions/Tag'}
                  name: {$ref: '#/definitions/Tag/properties/name'}
                  lost: {$ref: '#/definitions/Missing'}
              Tag: {type: object, properties: {name: {type: string}}, required: [name, name]}
              Bad: {type: 5}
            """
        ]
        let sequential = Self.load(files, wave: .max)
        let early = Self.load(files, wave: .max, earlyWaveLimit: limit)
        #expect(early.0 == sequential.0)
        #expect(early.1 == sequential.1)
        #expect(sequential.1.contains { $0.contains("Missing") }, "\(sequential.1)")
    }

    /// The drain uses what the early wave decoded: as many as it was let decode, none when it did not start.
    @Test func drainTakesTheEarlyWave() throws {
        func earlyCount(limit: Int?, wave: Int) throws -> Int {
            var options = OpenAPILoader.Options()
            options.parallelSchemaWave = wave
            options.earlyWaveLimit = limit
            let builder = ModelBuilder(
                options: options,
                sources: InMemorySpecSources(Self.files),
                diagnostics: DiagnosticBag(),
                rootPath: "spec.yaml"
            )
            _ = try builder.build()
            return builder.earlyDecodedCount
        }
        #expect(try earlyCount(limit: 4, wave: .max) == 4)
        #expect(try earlyCount(limit: .max, wave: .max) == 7, "every component schema")
        #expect(try earlyCount(limit: nil, wave: .max) == 0, "too few to start")
        #expect(try earlyCount(limit: nil, wave: 7) <= 7, "as many as the thread got to")
    }

    @Test(.enabled(if: SharedFolder.path("corpus/specs") != nil, SharedFolder.absentMessage))
    func concurrentDecodingMatchesOneThreadOnTheCorpus() throws {
        let folder = try #require(SharedFolder.path("corpus/specs"))
        for name in ["l02-slack-web-swagger-2.0.json", "m03-box-v2025.json", "s06-sog-refdocs-petstore-3.1.yaml"] {
            let path = folder.appendingPathComponent(name).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let (concurrent, concurrentProblems) = Self.load([name: text], path: name, wave: 64)
            let (sequential, sequentialProblems) = Self.load([name: text], path: name, wave: .max)
            #expect(concurrent == sequential, "\(name)")
            #expect(concurrentProblems == sequentialProblems, "\(name)")
            let (early, earlyProblems) = Self.load([name: text], path: name, wave: 64, earlyWaveLimit: 50)
            #expect(early == sequential, "\(name)")
            #expect(earlyProblems == sequentialProblems, "\(name)")
            #expect(sequential.count > 100, "\(name)")
        }
    }

    /// The cycles found from the subschemas written down as schemas were decoded (on one thread, on every core,
    /// or not at all for the schemas a Swagger 2.0 conversion makes) are those the finished schemas have.
    @Test(.enabled(if: SharedFolder.path("corpus/specs") != nil, SharedFolder.absentMessage))
    func recordedSubschemasGiveTheCyclesTheSchemasHave() throws {
        let folder = try #require(SharedFolder.path("corpus/specs"))
        var withCycles = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            for wave in [64, Int.max] {
                var options = OpenAPILoader.Options()
                options.parallelSchemaWave = wave
                let text = try String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8)
                let document = try OpenAPILoader(options: options).load(
                    path: name,
                    sources: InMemorySpecSources([name: text]),
                    diagnostics: DiagnosticBag()
                )
                #expect(document.recursiveSchemas == SchemaCycles(schemas: document.schemas).recursive, "\(name)")
                if !document.recursiveSchemas.isEmpty { withCycles += 1 }
            }
        }
        #expect(withCycles >= 4)
    }

    /// Each schema as a line of what identifies it, and each problem as printed; decoded with waves of at least
    /// `wave` schemas on every core, and the early wave let decode `earlyWaveLimit` schemas when given.
    static func load(
        _ files: [String: String],
        path: String = "spec.yaml",
        wave: Int,
        earlyWaveLimit: Int? = nil
    ) -> ([String], [String]) {
        var options = OpenAPILoader.Options()
        options.parallelSchemaWave = wave
        options.earlyWaveLimit = earlyWaveLimit
        let bag = DiagnosticBag()
        let document = try? OpenAPILoader(options: options).load(
            path: path,
            sources: InMemorySpecSources(files),
            diagnostics: bag
        )
        // A spec with errors throws; its model is what `lint` reads, so compare that too.
        let recursive = (document?.recursiveSchemas ?? []).map(\.rawValue).sorted()
        let schemas = (document?.schemas ?? []).map(describe) + ["recursive \(recursive)"]
        let lint = OpenAPILoader(options: options).lint(path: path, sources: InMemorySpecSources(files))
        return (schemas, bag.diagnostics.map(\.description) + ["lint:"] + lint.map(\.description))
    }

    static func describe(_ schema: Schema) -> String {
        let discriminator = schema.discriminator.map {
            "\($0.mapping.names) \($0.mapping.values) \($0.defaultMapping as Any)"
        }
        return [
            "\(schema.id) \(schema.pointer) \(schema.sourceLocation.map(\.description) ?? "-")",
            "ref \(schema.reference as Any) \(schema.referenceText ?? "-") pure \(schema.isPureReference)",
            "sub \(schema.subschemas) defs \(schema.defs.names) \(schema.defs.values)",
            "discriminator \(discriminator ?? "-") types \(schema.types as Any) bool \(schema.booleanValue as Any)",
        ].joined(separator: " | ")
    }
}
