import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel
import SwiftEmitter
import Testing
import YAMLNodes

/// `form-arrays` and `numbers` in a `clientgen.yaml`: read into the typed configuration, and through it into what
/// the generated client sends and how it types numbers.
struct WireSettingsTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: Shop, version: '1'}
        paths:
          /orders:
            post:
              operationId: createOrder
              requestBody:
                required: true
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      properties:
                        total: {type: number}
                        tags: {type: array, items: {type: string}}
              responses: {'204': {description: Created.}}

        """

    static func load(_ yaml: String) throws -> (ClientConfiguration, DiagnosticBag) {
        let diagnostics = DiagnosticBag()
        let configuration = try ClientConfiguration.load(
            SourceFile(path: "Specs/clientgen.yaml", text: yaml),
            diagnostics: diagnostics
        )
        return (configuration, diagnostics)
    }

    @Test(arguments: [
        ("", ClientTranslator.Options.FormArrays.brackets, ClientTranslator.Options.Numbers.double),
        ("\n    form-arrays: repeated-keys", .repeatedKeys, .double),
        ("\n    numbers: decimal\n    form-arrays: brackets", .brackets, .decimal),
    ])
    func settingsAreRead(
        lines: String,
        formArrays: ClientTranslator.Options.FormArrays,
        numbers: ClientTranslator.Options.Numbers
    ) throws {
        let (configuration, _) = try Self.load("clients:\n  - spec: shop.yaml\n    output: Shop" + lines + "\n")
        let client = try #require(configuration.clients.first)
        #expect(client.configuration.formArrays == formArrays)
        #expect(client.configuration.numbers == numbers)

        let generated = try ClientGenerator.generate(
            client.configuration,
            sources: InMemorySpecSources([client.configuration.spec: Self.spec]),
            diagnostics: DiagnosticBag()
        )
        let all = generated.files.map(\.contents).joined()
        let statement = formArrays == .brackets ? "request.body = .form(body)" : ".form(body, arrays: .repeatedKeys)"
        #expect(all.contains(statement), "\(all)")
        #expect(all.contains("public var total: \(numbers == .decimal ? "Decimal" : "Double")?"), "\(all)")
    }

    @Test(arguments: [
        ("form-arrays: rails", "'form-arrays' is brackets or repeated-keys, not 'rails'"),
        ("numbers: float", "'numbers' is double or decimal, not 'float'"),
    ])
    func anUnknownValueIsALocatedError(line: String, message: String) throws {
        let diagnostics = DiagnosticBag()
        #expect(throws: DiagnosticError.self) {
            _ = try ClientConfiguration.load(
                SourceFile(path: "Specs/clientgen.yaml", text: "clients:\n  - spec: shop.yaml\n    \(line)\n"),
                diagnostics: diagnostics
            )
        }
        let diagnostic = try #require(diagnostics.diagnostics.first)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location?.line == 3)
    }
}
