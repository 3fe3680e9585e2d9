import Diagnostics
import OpenAPIModel
import TestSupport
import Testing

struct ReferenceResolutionTests {
    private let root = """
        openapi: 3.1.0
        info: {title: Pets, version: '1'}
        paths:
          /pets:
            get:
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema: {$ref: 'schemas/pet.yaml'}
                default: {$ref: 'common.yaml#/components/responses/Problem'}
        components:
          schemas:
            Owner:
              properties:
                pets: {type: array, items: {$ref: 'schemas/pet.yaml'}}

        """
    private let pet = """
        type: object
        properties:
          owner: {$ref: '../spec.yaml#/components/schemas/Owner'}
          error: {$ref: '../common.yaml#/components/schemas/Error'}

        """
    private let common = """
        components:
          responses:
            Problem:
              description: Something went wrong
              content:
                application/json:
                  schema: {$ref: '#/components/schemas/Error'}
          schemas:
            Error:
              type: object
              properties: {message: {type: string}}

        """

    /// A reference into its own file finds its schema however it is written: plainly, escaped (`~1`, `~0`) or
    /// percent-encoded (`P%65t` is `Pet`, not the schema named `P%65t`).
    @Test func referencesFindTheirSchemaHoweverWritten() throws {
        let spec = """
            openapi: 3.1.0
            info: {title: Names, version: '1'}
            paths: {}
            components:
              schemas:
                Holder:
                  properties:
                    plain: {$ref: '#/components/schemas/Pet'}
                    encoded: {$ref: '#/components/schemas/P%65t'}
                    slash: {$ref: '#/components/schemas/a~1b'}
                    space: {$ref: '#/components/schemas/c%20d'}
                    tilde: {$ref: '#/components/schemas/x~0y'}
                    again: {$ref: '#/components/schemas/a~1b'}
                Pet: {type: object}
                a/b: {type: string}
                c d: {type: integer}
                x~y: {type: boolean}
                P%65t: {type: number}

            """
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": spec]),
            diagnostics: bag
        )
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        let holder = document.resolved(try #require(document.schema(named: "Holder")))
        let targets = holder.properties.entries.map { entry in
            document.componentName(of: document.resolved(entry.value).id) ?? "?"
        }
        #expect(targets == ["Pet", "Pet", "a/b", "c d", "x~y", "a/b"])
    }

    /// A pointer that passes through a `$ref` which leads back into that pointer is a loop, warned about where it
    /// is written; following it recursed until the stack overflowed (fuzz-smoke found both).
    @Test(arguments: [
        // `components/schemas` is itself a `$ref` to one of its own schemas.
        """
        openapi: 3.1.0
        info: {title: T, version: '1'}
        paths:
          /pets:
            get:
              responses:
                '200':
                  description: OK
                  content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
        components:
          schemas: {$ref: '#/components/schemas/Pet'}
        """,
        // A parameter that is a `$ref` to its own schema.
        """
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /a/{b}:
            parameters:
              - {$ref: '#/paths/~1a~1%7Bb%7D/parameters/0/schema'}
            get:
              responses: {'200': {description: OK}}
        """,
    ])
    func aReferenceThroughItselfIsALoop(spec: String) throws {
        let bag = DiagnosticBag()
        _ = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": spec]),
            diagnostics: bag
        )
        #expect(bag.diagnostics.contains { $0.id == .openAPIReferenceLoop }, "\(bag.diagnostics)")
    }

    @Test func relativeReferencesReadFilesBesideTheSpec() throws {
        let sources = InMemorySpecSources([
            "api/spec.yaml": root, "api/schemas/pet.yaml": pet, "api/common.yaml": common,
        ])
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(path: "api/spec.yaml", sources: sources, diagnostics: bag)
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        let operation = try #require(document.operations.first)
        let ok = try #require(operation.responses.first { $0.status == .code(200) })
        let petID = try #require(ok.content.first?.schema)
        let petSchema = document.resolved(petID)
        #expect(document.componentName(of: petSchema.id) == "pet")
        #expect(petSchema.properties.names == ["owner", "error"])
        let errorID = try #require(petSchema.properties["error"])
        #expect(document.componentName(of: document.resolved(errorID).id) == "Error")
        #expect(document.resolved(errorID).pointer == "common.yaml#/components/schemas/Error")

        let problem = try #require(operation.responses.first { $0.status == .default })
        #expect(problem.reference == "Problem")
        #expect(problem.description == "Something went wrong")
        // The same target read from two files is one schema.
        let problemSchema = try #require(problem.content.first?.schema)
        #expect(document.resolved(problemSchema).id == document.resolved(errorID).id)
        // Owner → pets → Pet → owner → Owner is a cycle the emitter must box.
        let owner = try #require(document.schema(named: "Owner"))
        #expect(document.isRecursive(owner))
        #expect(document.isRecursive(petSchema.id))
        #expect(!document.isRecursive(document.resolved(errorID).id))
    }

    @Test func pathItemsInOtherFilesResolveTheirOwnReferences() throws {
        let sources = InMemorySpecSources([
            "spec.yaml": """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths:
              /pets: {$ref: 'paths/pets.yaml#/list'}
              /pets/{id}: {$ref: 'paths/pets.yaml#/byID'}

            """,
            "paths/pets.yaml": """
            list:
              get:
                operationId: listPets
                responses:
                  '200':
                    description: OK
                    content: {application/json: {schema: {type: array, items: {$ref: '../schemas/pet.yaml'}}}}
            byID:
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              get:
                operationId: showPet
                responses: {'200': {description: OK, content: {application/json: {schema: {$ref: '../schemas/pet.yaml'}}}}}

            """,
            "schemas/pet.yaml": "type: object\nproperties: {name: {type: string}}\n",
        ])
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(path: "spec.yaml", sources: sources, diagnostics: bag)
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        #expect(document.operations.map(\.operationId) == ["listPets", "showPet"])
        #expect(document.operations.map(\.pointer) == ["#/paths/~1pets/get", "#/paths/~1pets~1{id}/get"])
        #expect(document.operations[1].parameters.map(\.name) == ["id"])
        #expect(document.paths["/pets"]?.reference == "list")
        let list = try #require(document.operations[0].responses.first?.content.first?.schema)
        let show = try #require(document.operations[1].responses.first?.content.first?.schema)
        let pet = try #require(document[list].items.map { document.resolved($0).id })
        #expect(pet == document.resolved(show).id)
        #expect(document.componentName(of: pet) == "pet")
        #expect(document[pet].sourceLocation == SourceLocation(file: "schemas/pet.yaml", line: 1, column: 1))
    }

    @Test func eachFileIsReadOnce() throws {
        final class CountingSources: SpecSourceProvider {
            let inner: InMemorySpecSources
            var reads: [String: Int] = [:]
            init(_ inner: InMemorySpecSources) { self.inner = inner }
            func read(_ path: String) throws -> [UInt8] {
                reads[path, default: 0] += 1
                return try inner.read(path)
            }
        }
        let sources = CountingSources(
            InMemorySpecSources(["spec.yaml": root, "schemas/pet.yaml": pet, "common.yaml": common])
        )
        _ = try OpenAPILoader().load(path: "spec.yaml", sources: sources, diagnostics: DiagnosticBag())
        #expect(sources.reads == ["spec.yaml": 1, "schemas/pet.yaml": 1, "common.yaml": 1])
    }

    @Test func problemsInAReferencedFileAreLocatedThere() throws {
        let fixture = MarkedText("type: object\nproperties:\n  name: {type: ‸strng}\n", file: "schemas/pet.yaml")
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": root, "schemas/pet.yaml": fixture.text, "common.yaml": common])
        )
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.id == .openAPIInvalidValue)
        #expect(diagnostic.location == fixture.locations.first)
    }

    @Test func aMissingFileIsAnUnresolvedReference() throws {
        let fixture = MarkedText(
            spec31(components: "  schemas:\n    Pet: {$ref: ‸'pet.yaml'}")
        )
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": fixture.text])
        )
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == .openAPIUnresolvedReference)
        #expect(diagnostic.location == fixture.locations.first)
        #expect(diagnostic.message.hasPrefix("cannot resolve '$ref: pet.yaml': cannot read 'pet.yaml'"))
    }

    @Test func aPureSchemaLoopIsAnErrorButRecursionIsNot() throws {
        let loop = MarkedText(
            spec31(
                components: """
                      schemas:
                        A: {$ref: ‸'#/components/schemas/B'}
                        B: {$ref: '#/components/schemas/A'}
                    """
            )
        )
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": loop.text])
        )
        #expect(diagnostics.map(\.id) == [.openAPIReferenceLoop])
        #expect(diagnostics.first?.location == loop.locations.first)

        let recursive = try document(
            spec31(
                components: """
                      schemas:
                        Node:
                          type: object
                          properties:
                            children: {type: array, items: {$ref: '#/components/schemas/Node'}}
                    """
            )
        )
        let node = try #require(recursive.schema(named: "Node"))
        #expect(recursive.isRecursive(node))
    }

    @Test func exactlyTheSchemasOnACycleAreRecursive() throws {
        let document = try document(
            spec31(
                components: """
                      schemas:
                        Itself: {type: object, properties: {me: {$ref: '#/components/schemas/Itself'}}}
                        A: {type: object, properties: {b: {$ref: '#/components/schemas/B'}}}
                        B: {type: object, properties: {c: {$ref: '#/components/schemas/C'}}}
                        C: {type: array, items: {$ref: '#/components/schemas/A'}}
                        IntoTheCycle: {type: object, properties: {a: {$ref: '#/components/schemas/A'}}}
                        Leaf: {type: string}
                        Leaves: {type: array, items: {$ref: '#/components/schemas/Leaf'}}
                    """
            )
        )
        let recursive = Set(
            ["Itself", "A", "B", "C", "IntoTheCycle", "Leaf", "Leaves"].filter {
                document.schema(named: $0).map(document.isRecursive) == true
            }
        )
        #expect(recursive == ["Itself", "A", "B", "C"])
    }

    @Test func aLongCycleIsFoundWithoutRecursion() throws {
        let count = 5_000
        let schemas = (0..<count).map { index in
            "    S\(index): {type: object, properties: {next: {$ref: '#/components/schemas/S\((index + 1) % count)'}}}"
        }
        let document = try document(spec31(components: "  schemas:\n" + schemas.joined(separator: "\n")))
        let ids = try (0..<count).map { try #require(document.schema(named: "S\($0)")) }
        #expect(ids.allSatisfy(document.isRecursive))
    }

    @Test func referencesWrittenDifferentlyToOneSchemaShareIt() throws {
        let document = try document(
            spec31(
                components: """
                      schemas:
                        Pet: {type: string}
                        Plain: {$ref: '#/components/schemas/Pet'}
                        Encoded: {$ref: '#/components/schemas/P%65t'}
                        Escaped: {$ref: '#/components%2Fschemas/Pet'}
                    """
            )
        )
        let pet = try #require(document.schema(named: "Pet"))
        for name in ["Plain", "Encoded", "Escaped"] {
            let id = try #require(document.schema(named: name))
            #expect(document.schemas[id.rawValue].reference == pet, "\(name)")
        }
    }

    @Test(arguments: [
        ("'../outside.yaml#/Pet'", DiagnosticID.openAPIReferenceOutsideProject),
        ("'sub/../../outside.yaml'", .openAPIReferenceOutsideProject),
        ("'/etc/pet.yaml'", .openAPIReferenceOutsideProject),
        ("'https://example.com/pet.yaml'", .openAPIReferenceURL),
        ("'http://example.com/pet.yaml#/Pet'", .openAPIReferenceURL),
        ("'//example.com/pet.yaml'", .openAPIReferenceURL),
    ])
    func referencesThatLeaveTheProjectAreRefused(reference: String, id: DiagnosticID) throws {
        let fixture = MarkedText(spec31(components: "  schemas:\n    Pet: {$ref: ‸\(reference)}"))
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": fixture.text, "../outside.yaml": "Pet: {}"])
        )
        #expect(diagnostics.map(\.id) == [id])
        #expect(diagnostics.first?.location == fixture.locations.first)
    }

    @Test func outsideReferencesCanBeAllowed() throws {
        var options = OpenAPILoader.Options()
        options.allowsReferencesOutsideSpecFolder = true
        let spec = spec31(components: "  schemas:\n    Pet: {$ref: '../shared/pet.yaml'}")
        let bag = DiagnosticBag()
        let document = try OpenAPILoader(options: options).load(
            path: "api/spec.yaml",
            sources: InMemorySpecSources(["api/spec.yaml": spec, "api/../shared/pet.yaml": "type: string\n"]),
            diagnostics: bag
        )
        let pet = try #require(document.schema(named: "Pet"))
        #expect(document.resolved(pet).types == [.string])
    }

    @Test func pointersUnescapeTildesSlashesAndPercentEncoding() throws {
        let document = try document(
            """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths:
              /a/{b}:
                parameters: [{name: b, in: path, required: true, schema: {type: string, format: uuid}}]
                get: {responses: {'200': {description: OK}}}
            components:
              schemas:
                'odd~name': {type: integer}
                'with space': {type: boolean}
                viaTilde: {$ref: '#/components/schemas/odd~0name'}
                viaPercent: {$ref: '#/components/schemas/with%20space'}
                viaSlash: {$ref: '#/paths/~1a~1%7Bb%7D/parameters/0/schema'}

            """
        )
        #expect(document.resolved(try #require(document.schema(named: "viaTilde"))).types == [.integer])
        #expect(document.resolved(try #require(document.schema(named: "viaPercent"))).types == [.boolean])
        #expect(document.resolved(try #require(document.schema(named: "viaSlash"))).format == "uuid")
    }
}
