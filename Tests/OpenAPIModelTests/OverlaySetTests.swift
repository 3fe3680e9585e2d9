import Diagnostics
import OpenAPIModel
import Testing
import YAMLNodes

/// OpenAPI Overlay 1.0 and 1.1 applied to a spec before it is read: the merge rules, removal, copy, order, and where
/// problems are reported (in the overlay for what it wrote, in the spec for what it already had).
struct OverlaySetTests {
    private let spec = """
        openapi: 3.1.0
        info: {title: Pets, version: '1'}
        servers: [{url: 'https://api.example.com'}]
        tags: [pets, dummy]
        paths:
          /pets:
            get:
              operationId: listPets
              description: Lists pets.
              parameters:
                - {name: limit, in: query, schema: {type: integer}}
                - {name: dummy, in: query, schema: {type: string}}
              responses: {'200': {description: OK}}
          /stores:
            get:
              operationId: listStores
              responses: {'200': {description: OK}}
        components:
          schemas:
            Pet:
              type: object
              required: [id, name]
              properties: {id: {type: integer}, name: {type: string}}
        """

    /// The spec with `overlays` (file name → text) applied, as compact JSON, and what was reported.
    private func apply(_ overlays: [(String, String)]) throws -> (json: String?, diagnostics: [Diagnostic]) {
        var files = ["spec.yaml": spec]
        for (name, text) in overlays { files[name] = text }
        let documents = try YAMLParser().parse(
            SourceFile(path: "spec.yaml", bytes: Array(spec.utf8)),
            diagnostics: DiagnosticBag()
        )
        var diagnostics: [Diagnostic] = []
        let result = OverlaySet(paths: overlays.map(\.0)).apply(
            to: try #require(documents.first).root,
            specPath: "spec.yaml",
            sources: InMemorySpecSources(files),
            report: { diagnostics.append($0) }
        )
        let json = try result.map { try JSONWriter(isPretty: false).write(YAMLDocument(root: $0, file: "spec.yaml")) }
        return (json, diagnostics)
    }

    private func overlay(_ actions: String, version: String = "1.0.0") -> String {
        "overlay: \(version)\ninfo: {title: Fixes, version: '1'}\nactions:\n\(actions)\n"
    }

    @Test func updateMergesMappingsConcatenatesListsAndReplacesScalars() throws {
        let (json, diagnostics) = try apply([
            (
                "fixes.yaml",
                overlay(
                    """
                      - target: $.paths['/pets'].get
                        update:
                          description: Lists the pets, newest first.
                          x-swift-name: pets
                          parameters: [{name: order, in: query, schema: {type: string}}]
                          responses: {'200': {content: {application/json: {schema: {type: array}}}}}
                      - target: $.tags
                        update: admin
                      - target: $.servers
                        update: [{url: 'https://sandbox.example.com'}]
                      - target: $.info.title
                        update: Pet Store
                    """
                )
            )
        ])
        #expect(diagnostics.isEmpty)
        let result = try #require(json)
        #expect(result.contains(#""description":"Lists the pets, newest first.","#))
        #expect(result.contains(#""x-swift-name":"pets""#))
        #expect(result.contains(#"{"name":"dummy","in":"query","schema":{"type":"string"}},{"name":"order""#))
        #expect(result.contains(#""200":{"description":"OK","content":{"application/json""#))
        #expect(result.contains(#""tags":["pets","dummy","admin"]"#))
        #expect(
            result.contains(#""servers":[{"url":"https://api.example.com"},{"url":"https://sandbox.example.com"}]"#)
        )
        #expect(result.contains(#""title":"Pet Store""#))
    }

    @Test func removeTakesEverySelectedNodeOutWithoutDisturbingTheOthers() throws {
        let (json, diagnostics) = try apply([
            (
                "fixes.yaml",
                overlay(
                    """
                      - target: $..parameters[?@.name == 'dummy' || @.name == 'limit']
                        remove: true
                      - target: $.tags[?@ == 'dummy']
                        remove: true
                      - target: $.components.schemas.Pet.required[1]
                        remove: true
                      - target: $.paths['/stores']
                        remove: true
                    """
                )
            )
        ])
        #expect(diagnostics.isEmpty)
        let result = try #require(json)
        #expect(result.contains(#""parameters":[]"#))
        #expect(result.contains(#""tags":["pets"]"#))
        #expect(result.contains(#""required":["id"]"#))
        #expect(!result.contains("/stores"))

        // Nodes selected with their own ancestors go with them.
        let (nested, problems) = try apply([
            ("fixes.yaml", overlay("  - target: $.paths['/pets']..*\n    remove: true"))
        ])
        #expect(problems.isEmpty)
        #expect(nested?.contains(#""paths":{"/pets":{},"/stores""#) == true)
    }

    @Test func actionsAndOverlaysApplyInOrderEachToTheResultOfTheLast() throws {
        let (json, diagnostics) = try apply([
            (
                "first.yaml",
                overlay(
                    """
                      - target: $.paths['/stores']
                        remove: true
                      - target: $.paths
                        update: {/stores: {get: {operationId: storesAgain, responses: {'204': {description: Gone}}}}}
                    """
                )
            ),
            ("second.yaml", overlay("  - target: $.paths['/stores'].get.operationId\n    update: listAllStores")),
        ])
        #expect(diagnostics.isEmpty)
        #expect(json?.contains(#""/stores":{"get":{"operationId":"listAllStores","responses":{"204""#) == true)
    }

    @Test func copyMergesAnotherNodeOfTheDocument() throws {
        let (json, diagnostics) = try apply([
            (
                "fixes.yaml",
                overlay(
                    """
                      - target: $.paths['/stores'].get
                        copy: $.paths['/pets'].get
                      - target: $.paths['/stores'].get.operationId
                        update: listStores
                    """,
                    version: "1.1.0"
                )
            )
        ])
        #expect(diagnostics.isEmpty)
        let result = try #require(json)
        #expect(result.contains(#""/stores":{"get":{"operationId":"listStores","responses""#))
        #expect(result.contains(#""description":"Lists pets.","parameters":[{"name":"limit""#))
    }

    @Test func whatAnOverlayAddsIsReportedWhereTheOverlayWroteIt() throws {
        let fixes = overlay(
            """
              - target: $.components.schemas.Pet.properties
                update:
                  born: {type: moment}
            """
        )
        let bag = DiagnosticBag()
        var options = OpenAPILoader.Options()
        options.overlays = ["overlays/fixes.yaml"]
        let document = try OpenAPILoader(options: options).load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": spec, "overlays/fixes.yaml": fixes]),
            diagnostics: bag
        )
        #expect(document.schema(named: "Pet") != nil)
        let warning = try #require(bag.diagnostics.first { $0.id == .openAPIInvalidValue })
        #expect(warning.location == SourceLocation(file: "overlays/fixes.yaml", line: 6, column: 20))
        #expect(warning.message.contains("'moment'"))
    }

    @Test func aTargetThatSelectsNothingIsAWarningAndUnknownKeysAreNamed() throws {
        let (json, diagnostics) = try apply([
            (
                "fixes.yaml",
                overlay(
                    """
                      - target: $.paths['/owners'].get
                        update: {deprecated: true}
                      - target: $.paths['/pets']
                        updates: {deprecated: true}
                    """
                ) + "extra: 1\n"
            )
        ])
        #expect(json != nil)
        #expect(
            diagnostics.map { "\($0.location?.description ?? "-") \($0.id.rawValue)" } == [
                "fixes.yaml:8:1 overlay.unknown-key",
                "fixes.yaml:7:5 overlay.unknown-key",
                "fixes.yaml:6:5 overlay.unmatched",
                "fixes.yaml:4:13 overlay.unmatched",
            ]
        )
        #expect(diagnostics[3].message.contains("selects nothing in 'spec.yaml'"))
    }

    @Test func invalidOverlaysAreLocatedErrorsAndApplyNothing() throws {
        func errors(_ text: String) throws -> [String] {
            let (json, diagnostics) = try apply([("fixes.yaml", text)])
            #expect(json == nil)
            return diagnostics.filter(\.isError).map { "\($0.location?.description ?? "-"): \($0.message)" }
        }
        #expect(
            try errors("openapi: 3.1.0\n")
                == [
                    "fixes.yaml:1:1: 'fixes.yaml' is not an Overlay document: it has no 'overlay' version (1.0.0 or 1.1.0)"
                ]
        )
        #expect(
            try errors("overlay: 2.0.0\nactions: []\n") == [
                "fixes.yaml:1:10: the Overlay version is 1.0.x or 1.1.x, not '2.0.0'"
            ]
        )
        #expect(try errors("overlay: 1.2.0\nactions: []\n").count == 1)
        let short = "overlay: 1.0\nactions: [{target: $.info.title, update: T2}]\n"
        #expect(try apply([("fixes.yaml", short)]).json?.contains(#""title":"T2""#) == true)
        #expect(try errors(overlay("  - {update: {a: 1}}")).first?.contains("needs a 'target'") == true)
        #expect(
            try errors(overlay("  - {target: \"$.paths['/pets'\", remove: true}"))
                == [
                    "fixes.yaml:4:14: 'target' is not a JSONPath query (RFC 9535): expected ',' or ']', at the end of $.paths['/pets'"
                ]
        )
        #expect(
            try errors(overlay("  - {target: $.tags, remove: yes}")) == ["fixes.yaml:4:30: 'remove' is true or false"]
        )
        #expect(
            try errors(overlay("  - {target: $, remove: true}")).first?.contains("cannot remove the document") == true
        )
        #expect(
            try errors(overlay("  - {target: $.info, copy: $.paths.*, update: {}}"))
                == ["fixes.yaml:4:28: an action has 'update' or 'copy', not both"]
        )
        #expect(
            try errors(overlay("  - {target: $.info, copy: $.paths.*}", version: "1.1.0"))
                == ["fixes.yaml:4:28: 'copy' selects 2 nodes in 'spec.yaml'; it must select exactly one"]
        )
        #expect(
            try errors(overlay("  - target: $.info.title\n    update: {en: Pets}"))
                == [
                    "fixes.yaml:5:13: cannot merge a mapping into the scalar at spec.yaml:2:15; a mapping merges into a "
                        + "mapping, a list into a list, a scalar replaces a scalar"
                ]
        )
        #expect(try errors(overlay("  - target: $.components\n    update: {schemas: [Pet]}")).count == 1)
        #expect(try errors("overlay: 1.0.0\nactions: {}\n") == ["fixes.yaml:2:10: an overlay has a list of 'actions'"])
    }

    @Test func anUnreadableEmptyOrBrokenOverlayIsAnError() throws {
        var diagnostics: [Diagnostic] = []
        let result = OverlaySet(paths: ["gone.yaml", "empty.yaml", "broken.yaml"]).apply(
            to: Node(.mapping([])),
            specPath: "spec.yaml",
            sources: InMemorySpecSources(["empty.yaml": "# nothing yet\n", "broken.yaml": "actions: [\n"]),
            report: { diagnostics.append($0) }
        )
        #expect(result == nil)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0].message == "cannot read the overlay 'gone.yaml' (No such file or directory)")
        #expect(diagnostics[1].message.hasPrefix("the overlay 'empty.yaml' is empty"))
        #expect(diagnostics[2].location?.file == "broken.yaml")
        #expect(diagnostics[2].id.rawValue.hasPrefix("yaml."))
    }

    @Test func nullMergedOntoACollectionLeavesItAsTheSpecificationsExampleWritesIt() throws {
        let (json, diagnostics) = try apply([
            (
                "fixes.yaml",
                overlay("  - target: $\n    update:\n      info: {x-fixed: true}\n      components:\n      tags:")
            )
        ])
        #expect(diagnostics.isEmpty)
        #expect(json?.contains(#""tags":["pets","dummy"]"#) == true)
        #expect(json?.contains(#""x-fixed":true"#) == true)
    }
}
