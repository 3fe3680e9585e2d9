import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// Names from long spec identifiers still give lines within 120 columns, broken where swift-format breaks them:
    /// after `=` of an alias or an assignment, inside a union case's parentheses, inside a return type's `<>`.
    @Test func longNamesBreakWhereSwiftFormatBreaksThem() throws {
        let long = "PayerMadeDirectSalesOfFiveThousandDollarsOrMoreOfConsumerProductsToABuyerForResale"
        let client = try TranslatedClient(
            """
            openapi: 3.1.0
            info: {title: Test, version: '1'}
            paths:
              /metadata_templates/enterprise/security_classification_6VMVochwUWo/schema:
                get:
                  responses:
                    '200':
                      description: ok
                      content: {application/json: {schema: {$ref: '#/components/schemas/\(long)'}}}
            components:
              schemas:
                \(long):
                  type: object
                  properties:
                    \(long): {type: string}
                \(long)Choice:
                  oneOf: [{$ref: '#/components/schemas/\(long)'}, {type: string}]
                \(long)List:
                  type: array
                  items: {$ref: '#/components/schemas/\(long)'}
            """
        )
        let model = try #require(client["Models/\(long).swift"])
        #expect(
            model.contains(
                """
                        self.payerMadeDirectSalesOfFiveThousandDollarsOrMoreOfConsumerProductsToABuyerForResale =
                            payerMadeDirectSalesOfFiveThousandDollarsOrMoreOfConsumerProductsToABuyerForResale

                """
            )
        )
        #expect(
            client["Models/\(long)List.swift"]?.contains(
                """
                public typealias \(long)List =
                    [\(long)]

                """
            ) == true
        )
        #expect(
            client["Models/\(long)Choice.swift"]?.contains(
                """
                    case payerMadeDirectSalesOfFiveThousandDollarsOrMoreOfConsumerProductsToABuyerForResale(
                        \(long)
                    )

                """
            ) == true
        )
        let operationFile = client.files.keys.first { $0.hasPrefix("Operations/") }
        #expect(operationFile != nil, "\(client.files.keys.sorted())")
        let operation = try #require(client[operationFile ?? ""])
        #expect(
            operation.contains(
                """
                    public static func getMetadataTemplatesEnterpriseSecurityClassification6VMVochwUWoSchema() -> Request<
                        \(long)
                    > {

                """
            )
        )
        for file in client.files.values {
            for line in file.split(separator: "\n") where !line.contains("///") {
                #expect(line.count <= 120, "\(line)")
            }
        }
    }
}
