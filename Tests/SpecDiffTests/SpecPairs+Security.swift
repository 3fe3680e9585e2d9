import SpecDiff

extension SpecPairs {
    /// Edits that give the base spec `schemes` (lines under `securitySchemes:`), the document-level `security`
    /// every operation inherits, and `listPets` a `security` of its own when given.
    static func secured(_ schemes: String, document: String? = nil, listPets: String? = nil) -> [(String, String)] {
        var edits = [("components:\n", "components:\n  securitySchemes:\n" + schemes)]
        if let document {
            edits.append(
                (
                    "servers: [{url: 'https://pets.example.com/v1'}]\n",
                    "servers: [{url: 'https://pets.example.com/v1'}]\nsecurity: \(document)\n"
                )
            )
        }
        if let listPets {
            edits.append(("      operationId: listPets", "      operationId: listPets\n      security: \(listPets)"))
        }
        return edits
    }

    static let apiKey = "    key: {type: apiKey, in: header, name: X-API-Key}\n"
    static let bearer = "    token: {type: http, scheme: bearer}\n"

    /// What `diff` reports of security schemes and requirements: a scheme that sends something else under
    /// the same name, requirements gained or lost through the document's `security` or `security: []`, and
    /// edits that change nothing a request carries.
    static let security: [Pair] = [
        Pair(
            id: "API key header renamed",
            edits: secured("    key: ‸{type: apiKey, in: header, name: X-Api-Token}\n", document: "[{key: []}]"),
            oldEdits: secured(apiKey, document: "[{key: []}]"),
            expected: [.securitySchemeChanged]
        ),
        Pair(
            id: "API key moved to the query",
            edits: secured("    key: ‸{type: apiKey, in: query, name: X-API-Key}\n", listPets: "[{key: []}]"),
            oldEdits: secured(apiKey, listPets: "[{key: []}]"),
            expected: [.securitySchemeChanged]
        ),
        Pair(
            id: "scheme type changed",
            edits: secured("    key: ‸{type: http, scheme: bearer}\n", document: "[{key: []}]"),
            oldEdits: secured(apiKey, document: "[{key: []}]"),
            expected: [.securitySchemeChanged]
        ),
        Pair(
            id: "HTTP scheme changed",
            edits: secured("    token: ‸{type: http, scheme: basic}\n", listPets: "[{token: []}]"),
            oldEdits: secured(bearer, listPets: "[{token: []}]"),
            expected: [.securitySchemeChanged]
        ),
        Pair(
            id: "OAuth 2 scheme made OpenID Connect",
            edits: secured(
                "    token: ‸{type: openIdConnect, openIdConnectUrl: 'https://id.example.com'}\n",
                listPets: "[{token: []}]"
            ),
            oldEdits: secured(
                "    token: {type: oauth2, flows: {clientCredentials: {tokenUrl: 'https://id.example.com', scopes: {}}}}\n",
                listPets: "[{token: []}]"
            ),
            expected: [.securitySchemeChanged]
        ),
        Pair(
            id: "document-level requirement added",
            edits: secured(apiKey, document: "[‸{key: []}]"),
            oldEdits: secured(apiKey),
            expected: [.securityAdded, .securityAdded, .securityAdded]
        ),
        Pair(
            id: "scheme replaced in an operation's requirement",
            edits: secured(apiKey + bearer, listPets: "[‸{token: []}]"),
            oldEdits: secured(apiKey + bearer, listPets: "[{key: []}]"),
            expected: [.securityAdded]
        ),
        Pair(
            id: "opt-out with security: [] removed",
            edits: secured(apiKey, document: "[‸{key: []}]"),
            oldEdits: secured(apiKey, document: "[{key: []}]", listPets: "[]"),
            expected: [.securityAdded]
        ),
        Pair(
            id: "operation opts out with security: []",
            edits: secured(apiKey, document: "[{key: []}]", listPets: "[]")
                + [("    get:\n      operationId: listPets", "    get:\n      ‸operationId: listPets")],
            oldEdits: secured(apiKey, document: "[{key: []}]"),
            expected: [.securityRelaxed]
        ),
        // Nothing a request carries changes.
        Pair(
            id: "schemes of a requirement reordered",
            edits: secured(apiKey + bearer, document: "[{token: [], key: []}]"),
            oldEdits: secured(apiKey + bearer, document: "[{key: [], token: []}]"),
            expected: []
        ),
        Pair(
            id: "alternatives reordered",
            edits: secured(apiKey + bearer, listPets: "[{token: []}, {key: []}]"),
            oldEdits: secured(apiKey + bearer, listPets: "[{key: []}, {token: []}]"),
            expected: []
        ),
        Pair(
            id: "security schemes reordered",
            edits: secured(bearer + apiKey, document: "[{key: []}]"),
            oldEdits: secured(apiKey + bearer, document: "[{key: []}]"),
            expected: []
        ),
        Pair(
            id: "operation's requirement moved to the document",
            edits: secured(apiKey, document: "[{key: []}]"),
            oldEdits: secured(apiKey, listPets: "[{key: []}]")
                + [
                    ("      operationId: createPet", "      operationId: createPet\n      security: [{key: []}]"),
                    ("      operationId: showPetById", "      operationId: showPetById\n      security: [{key: []}]"),
                ],
            expected: []
        ),
        Pair(
            id: "API key header name's case changed",
            edits: secured("    key: {type: apiKey, in: header, name: x-api-key}\n", document: "[{key: []}]"),
            oldEdits: secured(apiKey, document: "[{key: []}]"),
            expected: []
        ),
        Pair(
            id: "scheme's description and bearer format changed",
            edits: secured(
                "    token: {type: http, scheme: Bearer, bearerFormat: JWT, description: A token.}\n",
                listPets: "[{token: []}]"
            ),
            oldEdits: secured(bearer, listPets: "[{token: []}]"),
            expected: []
        ),
        Pair(
            id: "scheme no operation names changed",
            edits: secured(apiKey + "    token: {type: http, scheme: basic}\n", document: "[{key: []}]"),
            oldEdits: secured(apiKey + bearer, document: "[{key: []}]"),
            expected: []
        ),
    ]
}
