import Diagnostics
import Testing
import YAMLNodes

@testable import ClientGenerator

/// The files a `clientgen.yaml` names, as the build plugin reads them (``ConfigurationFiles``, compiled into the
/// plugin too): for every shape the documentation shows, the same files the tool's own reader resolves.
struct ConfigurationFilesTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: ConfigurationFiles
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(
            name: "Configuration.md: overrides, with keys that hold dots, spaces and braces",
            yaml: """
                clients:
                  - spec: shop.yaml
                    overrides:
                      names:
                        schemas: {Pet_v2: Pet}
                        properties: {Pet_v2.pet_id: identifier}
                        operations:
                          listPets_v2: listPets
                          GET /pets/{id}/price: price
                          "PUT /pets/{id}": replacePet
                        enum-cases: {Status.in_progress: running}
                      types:
                        Money: MyApp.Money
                    templates: t

                """,
            expected: ConfigurationFiles(specs: ["Sources/API/shop.yaml"], templateFolders: ["Sources/API/t"])
        ),
        Shape(
            name: "flow style, as the plugin's error message suggests",
            yaml: "clients: [{spec: api.yaml, module: API}]\n",
            expected: ConfigurationFiles(specs: ["Sources/API/api.yaml"])
        ),
        Shape(
            name: "flow style over several lines, quoted",
            yaml: """
                clients: [
                  {spec: "specs/a.yaml", module: A, overlays: ['fix''es.yaml']},  # the first
                  { spec: b.json , module: B }
                ]

                """,
            expected: ConfigurationFiles(
                specs: ["Sources/API/specs/a.yaml", "Sources/API/b.json"],
                overlays: ["Sources/API/fix'es.yaml"]
            )
        ),
        Shape(
            name: "README: block style with an output folder",
            yaml: """
                # MyApp/Specs/clientgen.yaml
                clients:
                  - spec: eto.yaml                 # paths are relative to this file
                    output: ../Sources/ETOClient
                    module: ETO

                """,
            expected: ConfigurationFiles(specs: ["Sources/API/eto.yaml"])
        ),
        Shape(
            name: "Configuration.md: every key",
            yaml: """
                clients:
                  - spec: sesame.yaml               # paths are relative to this file
                    output: ../Generated/SesameAPI  # optional only where --output gives it (the build plugin)
                    module: Sesame
                    access: public                  # optional: public, package, internal
                    group-by: tag                   # optional: spec (default) or tag
                    layout: shards                  # optional: files (default) or shards (ClientGen0…7.swift)
                    conformances: codable           # optional: hashable (default) or codable: models not Hashable
                    strict: true                    # optional: every warning is an error (default false)
                    overlays: [fixes.yaml]          # optional: OpenAPI Overlays applied to the spec first
                    templates: ../MyTemplates       # optional
                    filter:                         # optional: part of a large API (see above)
                      tags: [Users]
                      operations: [getMe]
                      paths: [/v1/users/**]

                """,
            expected: ConfigurationFiles(
                specs: ["Sources/API/sesame.yaml"],
                overlays: ["Sources/API/fixes.yaml"],
                templateFolders: ["Sources/MyTemplates"]
            )
        ),
        Shape(
            name: "Tests/PluginClient: a spec outside the target and a block list of overlays",
            yaml: """
                clients:
                  - spec: ../../Specs/sesame.yaml
                    module: Sesame
                    group-by: tag
                    overlays:
                      - sesame-fixes.yaml
                      - 'more fixes.yaml'

                """,
            expected: ConfigurationFiles(
                specs: ["Specs/sesame.yaml"],
                overlays: ["Sources/API/sesame-fixes.yaml", "Sources/API/more fixes.yaml"]
            )
        ),
        Shape(
            name: "Specs/clientgen.yaml: several clients, a list at the key's column, one overlay as a string",
            yaml: """
                ---
                clients:
                - spec: sesame.yaml
                  output: ../Generated/SesameAPI
                  overlays: one.yaml
                -
                  spec: /abs/intdash.yaml
                  module: Intdash
                ...

                """,
            expected: ConfigurationFiles(
                specs: ["Sources/API/sesame.yaml", "/abs/intdash.yaml"],
                overlays: ["Sources/API/one.yaml"]
            )
        ),
    ]

    @Test(arguments: shapes)
    func theFilesAConfigurationNames(shape: Shape) throws {
        let files = try ConfigurationFiles.named(in: shape.yaml, folder: "Sources/API")
        #expect(files == shape.expected)

        // The tool's reader, libyaml's, resolves the same files.
        let diagnostics = DiagnosticBag()
        let source = SourceFile(path: "Sources/API/clientgen.yaml", bytes: Array(shape.yaml.utf8))
        let clients = try ClientConfiguration.load(source, diagnostics: diagnostics).clients.map(\.configuration)
        #expect(clients.map(\.spec) == files.specs)
        #expect(clients.flatMap(\.overlays) == files.overlays)
        #expect(clients.compactMap(\.templates) == files.templateFolders)
    }

    @Test(arguments: [
        ("an anchor and an alias", "clients:\n  - &a {spec: a.yaml}\n  - *a\n", 2),
        ("a tag", "clients:\n  - spec: !!str a.yaml\n", 2),
        ("a block scalar", "clients:\n  - spec: |\n      a.yaml\n", 2),
        ("an unclosed flow sequence", "clients: [{spec: a.yaml}\n", 2),
        ("a line indented deeper than its mapping", "clients:\n  - spec: a.yaml\n      module: A\n", 3),
    ])
    func yamlTheOutlineDoesNotReadIsRefusedAtItsLine(_ name: String, yaml: String, line: Int) {
        #expect(throws: ConfigurationOutline.Unreadable(line: line)) {
            try ConfigurationFiles.named(in: yaml, folder: "")
        }
    }

    @Test func nestedCollectionsAndScalarsReadAsTheyAreWritten() throws {
        let yaml = """
            a: "x: #y\\t"
            b:
              - [1, [2, 3], {c: d}]
              - e: f
                g:
              - 'h'
            i: j # comment
            """
        #expect(
            try ConfigurationOutline.parse(yaml)
                == .mapping([
                    .init(key: "a", value: .scalar("x: #y\t")),
                    .init(
                        key: "b",
                        value: .sequence([
                            .sequence([
                                .scalar("1"), .sequence([.scalar("2"), .scalar("3")]),
                                .mapping([.init(key: "c", value: .scalar("d"))]),
                            ]),
                            .mapping([.init(key: "e", value: .scalar("f")), .init(key: "g", value: .scalar(""))]),
                            .scalar("h"),
                        ])
                    ),
                    .init(key: "i", value: .scalar("j")),
                ])
        )
    }
}
