import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct ServerTemplateTests {
        let template = ServerTemplate(
            "https://{region}.api.example.com/{stage}",
            variables: [
                "region": .init(default: "ap-northeast-1"),
                "stage": .init(default: "prod", allowedValues: ["prod", "dev"]),
            ]
        )

        @Test func substitutesGivenValuesAndDefaults() throws {
            #expect(try template.url().absoluteString == "https://ap-northeast-1.api.example.com/prod")
            #expect(
                try template.url(["stage": "dev", "region": "eu"]).absoluteString == "https://eu.api.example.com/dev"
            )
        }

        @Test func rejectsUnknownVariablesAndDisallowedValues() {
            #expect(throws: ServerTemplate.Failure.unknownVariable("zone")) { try template.url(["zone": "a"]) }
            #expect(
                throws: ServerTemplate.Failure.disallowedValue(
                    variable: "stage",
                    value: "qa",
                    allowed: ["prod", "dev"]
                )
            ) {
                try template.url(["stage": "qa"])
            }
        }
    }
}
