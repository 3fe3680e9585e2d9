import ClientGenTemplates
import Diagnostics
import Mustache
import OpenAPIModel
import Testing

@testable import SwiftEmitter

/// Rendering during translation (``BodyRenderer``) gives the files and the errors that rendering afterwards does.
struct BodyRendererTests {
    static let yaml = spec(
        schemas: """
            Pet:
              type: object
              properties:
                kind: {type: string, enum: [cat, dog]}
            Owner:
              type: object
              properties:
                name: {type: string}
            """,
        paths: """
            /pets:
              get:
                operationId: listPets
                parameters:
                  - {name: order, in: query, schema: {type: string, enum: [asc, desc]}}
                responses:
                  '200': {description: OK}
            """
    )

    /// The files, or the error, of rendering with `templates`, both ways.
    private func renderBothWays(templates: TemplateSet) throws -> (
        during: Result<[String], MustacheError>, afterwards: Result<[String], MustacheError>
    ) {
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": Self.yaml]),
            diagnostics: DiagnosticBag()
        )
        let renderer = SwiftFileRenderer(templates: templates)
        let bodies = BodyRenderer(renderer, isComplete: true)
        let planned = ClientTranslator(options: .init(namespace: "API")).translate(
            document,
            diagnostics: DiagnosticBag(),
            declared: bodies.declare
        )
        let during = Result { () throws(MustacheError) in
            try renderer.render(planned, specPath: "spec.yaml", bodies: bodies).map(\.contents)
        }
        let afterwards = Result { () throws(MustacheError) in
            try renderer.render(planned, specPath: "spec.yaml").map(\.contents)
        }
        return (during, afterwards)
    }

    @Test func everyBodyRenderedDuringTranslationIsTheOneRenderedAfterwards() throws {
        let (during, afterwards) = try renderBothWays(templates: try TemplateSet(sources: BuiltInTemplates.all))
        let files = try during.get()
        #expect(files == (try afterwards.get()))
        #expect(files.count == 4, "namespace, two models, one operation")
    }

    @Test func aTemplateThatFailsOnlyAtRenderTimeThrowsTheSameErrorEitherWay() throws {
        var sources = BuiltInTemplates.all
        sources["model-enum"] = "x\n{{> model-enum}}"
        let (during, afterwards) = try renderBothWays(templates: try TemplateSet(sources: sources))
        guard case .failure(let error) = during else {
            Issue.record("rendering an endlessly recursive template succeeded")
            return
        }
        #expect(error.kind == .partialTooDeep("model-enum", limit: TemplateSet.maximumPartialDepth))
        guard case .failure(let expected) = afterwards else {
            Issue.record("rendering afterwards succeeded")
            return
        }
        #expect(error == expected)
    }

    @Test func bodiesOfAnotherTranslationAreNotUsed() throws {
        let renderer = SwiftFileRenderer(templates: try TemplateSet(sources: BuiltInTemplates.all))
        func translated(_ yaml: String, declared: ((Declaration) -> Void)? = nil) throws -> [PlannedFile] {
            let document = try OpenAPILoader().load(
                path: "spec.yaml",
                sources: InMemorySpecSources(["spec.yaml": yaml]),
                diagnostics: DiagnosticBag()
            )
            return ClientTranslator(options: .init(namespace: "API")).translate(
                document,
                diagnostics: DiagnosticBag(),
                declared: declared
            )
        }
        let bodies = BodyRenderer(renderer, isComplete: true)
        _ = try translated(Self.yaml, declared: bodies.declare)
        let other = try translated(spec(schemas: "Zebra:\n  type: object\n  properties:\n    stripes: {type: integer}"))
        let withBodies = try renderer.render(other, specPath: "spec.yaml", bodies: bodies).map(\.contents)
        #expect(withBodies == (try renderer.render(other, specPath: "spec.yaml").map(\.contents)))
        #expect(withBodies.contains { $0.contains("struct Zebra") })
    }
}
