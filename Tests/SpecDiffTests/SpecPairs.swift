import Diagnostics
import Foundation
import OpenAPIModel
import SpecDiff
import SwiftEmitter
import TestSupport
import Testing

/// The spec every pair starts from, and one edit of it per rule: the old and the new version of a pair.
enum SpecPairs {
    static let base = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        servers: [{url: 'https://pets.example.com/v1'}]
        paths:
          /pets:
            get:
              operationId: listPets
              parameters:
                - {name: limit, in: query, schema: {type: integer}}
              responses:
                '200':
                  description: Pets
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
            post:
              operationId: createPet
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/Pet'}
              responses:
                '201': {description: Created}
          /pets/{petId}:
            get:
              operationId: showPetById
              parameters:
                - {name: petId, in: path, required: true, schema: {type: string}}
              responses:
                '200':
                  description: A pet
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
        components:
          schemas:
            Pet:
              type: object
              required: [id]
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
                status: {$ref: '#/components/schemas/Status'}
                owner:
                  type: object
                  properties:
                    name: {type: string}
            Status:
              type: string
              enum: [available, sold]
            Owner:
              type: object
              properties:
                name: {type: string}

        """

    /// One pair: the edits that make the new version, the edits that make the old one (often only a `‸`
    /// marker, for what is removed), and the rules `diff` must report, worst first. The first change is
    /// the one the marker pins.
    struct Pair: CustomTestStringConvertible, Sendable {
        var id: String
        var edits: [(String, String)]
        var oldEdits: [(String, String)] = []
        var expected: [ChangeRule]
        /// Whether the compile check builds this pair.
        var isCompiled = false

        var testDescription: String { id }

        var oldMarked: String { Self.apply(oldEdits, to: SpecPairs.base) }
        var newMarked: String { Self.apply(edits, to: SpecPairs.base) }

        /// The old version as read: no markers.
        var old: String { oldMarked.replacingMarkers() }
        var new: String { newMarked.replacingMarkers() }

        /// Where the first change must point.
        var expectedLocation: Diagnostics.SourceLocation? {
            MarkedText(newMarked, file: "new.yaml").locations.first
                ?? MarkedText(oldMarked, file: "old.yaml").locations.first
        }

        /// The version the marker is in.
        var expectedSide: APIChange.Side {
            MarkedText(newMarked, file: "new.yaml").locations.isEmpty ? .old : .new
        }

        /// Edits whose text is not in the base spec: a mistake in the table.
        var missingEdits: [String] {
            (edits + oldEdits).map(\.0).filter { !SpecPairs.base.contains($0) }
        }

        private static func apply(_ edits: [(String, String)], to text: String) -> String {
            edits.reduce(text) { text, edit in text.replacingOccurrences(of: edit.0, with: edit.1) }
        }
    }

    static let all: [Pair] = [
        // Breaking for Swift callers.
        Pair(
            id: "operation removed",
            edits: [(showPet, "")],
            oldEdits: [("    get:\n      operationId: showPetById", "    get:\n      ‸operationId: showPetById")],
            expected: [.operationRemoved],
            isCompiled: true
        ),
        Pair(
            id: "operation renamed",
            edits: [("      operationId: listPets", "      ‸operationId: listAllPets")],
            expected: [.operationRenamed],
            isCompiled: true
        ),
        Pair(
            // The inline schema that stood for the component is declared again, nested where it sits.
            id: "model removed",
            edits: [
                (owner, ""), ("        owner:\n          type: object", "        owner:\n          ‸type: object"),
            ],
            expected: [.typeRenamed],
            isCompiled: true
        ),
        Pair(
            id: "model renamed with x-swift-name",
            edits: [
                ("    Status:\n      type: string", "    Status:\n      ‸x-swift-name: PetStatus\n      type: string")
            ],
            expected: [.typeRenamed],
            isCompiled: true
        ),
        Pair(
            id: "component renamed",
            edits: [
                ("    Status:\n      type: string", "    PetStatus:\n      ‸type: string"),
                ("status: {$ref: '#/components/schemas/Status'}", "status: {$ref: '#/components/schemas/PetStatus'}"),
            ],
            expected: [.typeRenamed],
            isCompiled: true
        ),
        Pair(
            id: "required parameter added",
            edits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - {name: limit, in: query, schema: {type: integer}}\n"
                        + "        - ‸{name: species, in: query, required: true, schema: {type: string}}"
                )
            ],
            expected: [.requiredParameterAdded],
            isCompiled: true
        ),
        Pair(
            id: "optional parameter made required",
            edits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - ‸{name: limit, in: query, required: true, schema: {type: integer}}"
                )
            ],
            expected: [.parameterMadeRequired],
            isCompiled: true
        ),
        Pair(
            id: "optional property made required",
            edits: [
                ("      required: [id]", "      required: [id, name]"),
                ("        name: {type: string}\n        status", "        name: ‸{type: string}\n        status"),
            ],
            expected: [.propertyMadeRequired],
            isCompiled: true
        ),
        Pair(
            id: "property type changed",
            edits: [("        id: {type: integer, format: int64}", "        id: ‸{type: string}")],
            expected: [.typeChanged],
            isCompiled: true
        ),
        Pair(
            id: "enum case removed",
            edits: [("      enum: [available, sold]", "      enum: [available]")],
            oldEdits: [("    Status:\n      type: string", "    Status:\n      ‸type: string")],
            expected: [.enumCaseRemoved],
            isCompiled: true
        ),
        Pair(
            id: "request body content type removed",
            edits: [
                (
                    "          application/json:\n            schema: {$ref: '#/components/schemas/Pet'}\n"
                        + "      responses:\n        '201'",
                    "          text/plain:\n            schema: {type: string}\n"
                        + "      responses:\n        '201'"
                ),
                ("      requestBody:\n        required: true", "      requestBody:\n        ‸required: true"),
            ],
            expected: [.bodyContentTypeRemoved],
            isCompiled: true
        ),
        Pair(
            id: "response type changed",
            edits: [
                (
                    "          description: A pet\n          content:\n            application/json:\n"
                        + "              schema: {$ref: '#/components/schemas/Pet'}",
                    "          ‸description: A pet\n          content:\n            application/json:\n"
                        + "              schema: {$ref: '#/components/schemas/Owner'}"
                )
            ],
            expected: [.responseTypeChanged],
            isCompiled: true
        ),
        Pair(
            id: "properties reordered",
            edits: [
                ("    Pet:\n      type: object", "    Pet:\n      ‸type: object"),
                (
                    "        id: {type: integer, format: int64}\n        name: {type: string}\n",
                    "        name: {type: string}\n        id: {type: integer, format: int64}\n"
                ),
            ],
            expected: [.propertiesReordered],
            isCompiled: true
        ),
        Pair(
            id: "required property added",
            edits: [
                ("      required: [id]", "      required: [id, tag]"),
                (
                    "        name: {type: string}\n        status",
                    "        name: {type: string}\n        tag: ‸{type: string}\n        status"
                ),
            ],
            expected: [.requiredPropertyAdded],
            isCompiled: true
        ),
        Pair(
            id: "property renamed with x-swift-name",
            edits: [
                (
                    "        name: {type: string}\n        status",
                    "        name: ‸{type: string, x-swift-name: title}\n        status"
                )
            ],
            expected: [.propertyRenamed]
        ),
        Pair(
            id: "parameter renamed with x-swift-name",
            edits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - ‸{name: limit, in: query, x-swift-name: maximum, schema: {type: integer}}"
                )
            ],
            expected: [.parameterRenamed],
            isCompiled: true
        ),
        Pair(
            id: "server removed",
            edits: [("servers: [{url: 'https://pets.example.com/v1'}]\n", "")],
            oldEdits: [("servers: [{url:", "servers: [‸{url:")],
            expected: [.serverRemoved],
            isCompiled: true
        ),
        // Breaking on the wire.
        Pair(
            id: "path changed under the same operationId",
            edits: [
                ("  /pets/{petId}:", "  /animals/{petId}:"),
                ("    get:\n      operationId: showPetById", "    get:\n      ‸operationId: showPetById"),
            ],
            expected: [.pathChanged],
            isCompiled: true
        ),
        Pair(
            id: "method changed",
            edits: [("    post:\n      operationId: createPet", "    put:\n      ‸operationId: createPet")],
            expected: [.methodChanged]
        ),
        Pair(
            id: "server URL changed",
            edits: [
                ("servers: [{url: 'https://pets.example.com/v1'}]", "servers: [‸{url: 'https://pets.example.com/v2'}]")
            ],
            expected: [.serverURLChanged]
        ),
        Pair(
            id: "security requirement added",
            edits: [
                ("      operationId: listPets", "      operationId: listPets\n      security: [‸{bearer: []}]"),
                ("components:\n", "components:\n  securitySchemes:\n    bearer: {type: http, scheme: bearer}\n"),
            ],
            expected: [.securityAdded]
        ),
        Pair(
            id: "wire rename keeping the Swift name",
            edits: [
                (
                    "        name: {type: string}\n        status",
                    "        petName: ‸{type: string, x-swift-name: name}\n        status"
                )
            ],
            expected: [.wireNameChanged],
            isCompiled: true
        ),
        Pair(
            id: "64-bit integer sent as a string",
            edits: [("        id: {type: integer, format: int64}", "        id: ‸{type: string, format: int64}")],
            expected: [.wireFormChanged],
            isCompiled: true
        ),
        Pair(
            id: "parameter moved from the query to a header",
            edits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - ‸{name: limit, in: header, schema: {type: integer}}"
                )
            ],
            expected: [.parameterLocationChanged],
            isCompiled: true
        ),
        Pair(
            id: "path parameter sent in another style",
            edits: [
                (
                    "        - {name: petId, in: path, required: true, schema: {type: string}}",
                    "        - ‸{name: petId, in: path, required: true, style: matrix, schema: {type: string}}"
                )
            ],
            expected: [.wireFormChanged]
        ),
        Pair(
            id: "query parameter sent with allowReserved",
            edits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - ‸{name: limit, in: query, allowReserved: true, schema: {type: integer}}"
                )
            ],
            expected: [.wireFormChanged]
        ),
        Pair(
            id: "enum raw value changed keeping the case name",
            edits: [
                (
                    "    Status:\n      type: string\n      enum: [available, sold]",
                    "    Status:\n      ‸type: string\n      enum: [in-stock, sold]\n      x-enum-varnames: [available, sold]"
                )
            ],
            expected: [.enumValueChanged]
        ),
        Pair(
            id: "body sent as another content type",
            edits: [
                (
                    "          application/json:\n            schema: {$ref: '#/components/schemas/Pet'}\n"
                        + "      responses:\n        '201'",
                    "          application/merge-patch+json:\n            schema: {$ref: '#/components/schemas/Pet'}\n"
                        + "      responses:\n        '201'"
                ),
                ("      requestBody:\n        required: true", "      requestBody:\n        ‸required: true"),
            ],
            expected: [.bodyContentTypeChanged],
            isCompiled: true
        ),
        // Compatible.
        Pair(
            id: "operation added",
            edits: [
                (
                    "components:\n",
                    "  /owners:\n    get:\n      ‸operationId: listOwners\n      responses:\n"
                        + "        '200': {description: Owners}\ncomponents:\n"
                )
            ],
            expected: [.operationAdded]
        ),
        Pair(
            // The new operation makes `ShowPetByID.Response` an alias of `DataEnvelope<Pet>`: the same for callers.
            // The generic struct comes from no one schema, so it is placed at the top of the spec.
            id: "wrapper becomes shared",
            edits: [
                ("openapi: 3.0.3", "‸openapi: 3.0.3"),
                ("              schema: {$ref: '#/components/schemas/Pet'}\n", wrapped),
                (
                    "components:\n",
                    "  /pets/{petId}/twins:\n    get:\n      operationId: showTwins\n" + wrappedListResponse
                        + "components:\n"
                ),
            ],
            oldEdits: [("              schema: {$ref: '#/components/schemas/Pet'}\n", wrapped)],
            expected: [.typeAdded, .operationAdded, .typeAdded]
        ),
        Pair(
            id: "optional parameter added",
            edits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - {name: limit, in: query, schema: {type: integer}}\n"
                        + "        - ‸{name: species, in: query, schema: {type: string}}"
                )
            ],
            expected: [.optionalParameterAdded],
            isCompiled: true
        ),
        Pair(
            id: "optional property added",
            edits: [
                (
                    "        name: {type: string}\n        status",
                    "        name: {type: string}\n        tag: ‸{type: string}\n        status"
                )
            ],
            expected: [.optionalPropertyAdded],
            isCompiled: true
        ),
        Pair(
            id: "enum case added",
            edits: [
                (
                    "    Status:\n      type: string\n      enum: [available, sold]",
                    "    Status:\n      ‸type: string\n      enum: [available, sold, pending]"
                )
            ],
            expected: [.enumCaseAdded],
            isCompiled: true
        ),
        Pair(
            id: "server added",
            edits: [
                (
                    "servers: [{url: 'https://pets.example.com/v1'}]",
                    "servers: [{url: 'https://pets.example.com/v1'}, ‸{url: 'https://eu.pets.example.com/v1'}]"
                )
            ],
            expected: [.serverAdded]
        ),
        Pair(
            id: "body content type the client does not send removed",
            edits: [("      requestBody:\n        required: true", "      requestBody:\n        ‸required: true")],
            oldEdits: [
                (
                    "            schema: {$ref: '#/components/schemas/Pet'}\n      responses:\n        '201'",
                    "            schema: {$ref: '#/components/schemas/Pet'}\n          application/xml:\n"
                        + "            schema: {$ref: '#/components/schemas/Pet'}\n      responses:\n        '201'"
                )
            ],
            expected: [.unsentContentTypeRemoved]
        ),
        Pair(
            // The form had a builder of its own, `createPetForm(body:)`, which goes with it; the first builder's doc
            // comment no longer names it.
            id: "body media type with a builder of its own removed",
            edits: [],
            oldEdits: [
                ("      operationId: createPet", "      ‸operationId: createPet"),
                (
                    "            schema: {$ref: '#/components/schemas/Pet'}\n      responses:\n        '201'",
                    "            schema: {$ref: '#/components/schemas/Pet'}\n          application/x-www-form-urlencoded:\n"
                        + "            schema: {$ref: '#/components/schemas/Pet'}\n      responses:\n        '201'"
                ),
            ],
            expected: [.operationRemoved, .documentationChanged]
        ),
        Pair(
            // Additive: the first builder's doc comment names the new one.
            id: "body media type added",
            edits: [
                ("      operationId: createPet", "      ‸operationId: createPet"),
                (
                    "            schema: {$ref: '#/components/schemas/Pet'}\n      responses:\n        '201'",
                    "            schema: {$ref: '#/components/schemas/Pet'}\n          application/x-www-form-urlencoded:\n"
                        + "            schema: {$ref: '#/components/schemas/Pet'}\n      responses:\n        '201'"
                ),
            ],
            expected: [.documentationChanged, .operationAdded]
        ),
        Pair(
            id: "security requirement made optional",
            edits: [
                ("components:\n", "components:\n  securitySchemes:\n    bearer: {type: http, scheme: bearer}\n"),
                ("      operationId: createPet", "      operationId: createPet\n      security: [‸{bearer: []}, {}]"),
            ],
            oldEdits: [
                ("components:\n", "components:\n  securitySchemes:\n    bearer: {type: http, scheme: bearer}\n"),
                ("      operationId: createPet", "      operationId: createPet\n      security: [{bearer: []}]"),
            ],
            expected: [.securityRelaxed]
        ),
        Pair(
            id: "optional parameters reordered",
            edits: [
                (
                    "      operationId: listPets\n      parameters:\n        - {name: limit, in: query, schema: {type: integer}}",
                    "      ‸operationId: listPets\n      parameters:\n        - {name: offset, in: query, schema: {type: integer}}\n"
                        + "        - {name: limit, in: query, schema: {type: integer}}"
                )
            ],
            oldEdits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - {name: limit, in: query, schema: {type: integer}}\n"
                        + "        - {name: offset, in: query, schema: {type: integer}}"
                )
            ],
            expected: [.parametersReordered]
        ),
        Pair(
            id: "documentation changed",
            edits: [("      operationId: listPets", "      ‸operationId: listPets\n      summary: Lists the pets.")],
            expected: [.documentationChanged]
        ),
        Pair(
            id: "deprecation added",
            edits: [("      operationId: createPet", "      ‸operationId: createPet\n      deprecated: true")],
            expected: [.deprecationAdded]
        ),
        Pair(
            id: "operationId renamed keeping the Swift name",
            edits: [("      operationId: listPets", "      ‸operationId: listAllPets\n      x-swift-name: listPets")],
            expected: [.operationIDChanged]
        ),
        Pair(
            // `ListPetsFieldsItem` now comes first by name, so it is generated and `ShowPetByIDFieldsItem`, once a
            // full enum, becomes an alias of it: the same type to callers, so nothing else is reported.
            // The shape two operations share moves to a type named by what they have in common: the first
            // operation's nested `ShowPetByID.FieldsItem` is renamed `PetsFieldsItem`.
            id: "equal inline enum added under an earlier name",
            edits: [
                (
                    "        - {name: limit, in: query, schema: {type: integer}}",
                    "        - {name: limit, in: query, schema: {type: integer}}\n        - "
                        + fieldsParameter.replacingOccurrences(of: "items: {", with: "items: ‸{")
                ),
                (
                    "        - {name: petId, in: path, required: true, schema: {type: string}}",
                    "        - {name: petId, in: path, required: true, schema: {type: string}}\n        - "
                        + fieldsParameter
                ),
            ],
            oldEdits: [
                (
                    "        - {name: petId, in: path, required: true, schema: {type: string}}",
                    "        - {name: petId, in: path, required: true, schema: {type: string}}\n        - "
                        + fieldsParameter
                )
            ],
            // Not compiled: the compile check's caller is written against the base spec, not this old version.
            expected: [.typeRenamed, .optionalParameterAdded]
        ),
        Pair(
            id: "inline schema moved into components and keys reordered",
            edits: [
                (
                    "        owner:\n          type: object\n          properties:\n            name: {type: string}",
                    "        owner: ‸{$ref: '#/components/schemas/PetOwner'}"
                ),
                (
                    "    Owner:\n",
                    "    PetOwner:\n      properties:\n        name: {type: string}\n      type: object\n    Owner:\n"
                ),
                (
                    "      type: string\n      enum: [available, sold]",
                    "      enum: [available, sold]\n      type: string"
                ),
            ],
            // The inline schema was `Owner`, the component it equals; the new component is a type of its own.
            expected: [.typeChanged, .typeAdded]
        ),
    ]

    /// A response schema that wraps a pet in `data`.
    static let wrapped = """
                      schema:
                        type: object
                        properties:
                          data: {$ref: '#/components/schemas/Pet'}

        """
    /// The responses of an operation that answers its pets wrapped in `data` (a shape other than `wrapped`'s, which
    /// would make one type of the two).
    static let wrappedListResponse = """
              parameters:
                - {name: petId, in: path, required: true, schema: {type: string}}
              responses:
                '200':
                  description: Pets
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          data: {type: array, items: {$ref: '#/components/schemas/Pet'}}

        """

    static let fieldsParameter =
        "{name: fields, in: query, schema: {type: array, items: {type: string, enum: [name, status]}}}"

    static let showPet = """
          /pets/{petId}:
            get:
              operationId: showPetById
              parameters:
                - {name: petId, in: path, required: true, schema: {type: string}}
              responses:
                '200':
                  description: A pet
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}

        """

    static let owner = """
            Owner:
              type: object
              properties:
                name: {type: string}

        """

    /// Both versions of `pair`, loaded and compared with the namespace `API`.
    static func changes(_ pair: Pair) throws -> [APIChange] {
        let old = try load(pair.old, file: "old.yaml")
        let new = try load(pair.new, file: "new.yaml")
        return SpecDiff.compare(try plan(old), try plan(new))
    }

    /// The client the emitter plans for `document`, its builders in `namespace`.
    static func plan(_ document: OpenAPIDocument, namespace: String = "API") throws -> ClientPlan {
        let translator = ClientTranslator(options: .init(namespace: namespace))
        return ClientPlan(document: document, files: try translator.translate(document, diagnostics: DiagnosticBag()))
    }

    static func load(_ text: String, file: String) throws -> OpenAPIDocument {
        try OpenAPILoader().load(
            path: file,
            sources: InMemorySpecSources([file: text]),
            diagnostics: DiagnosticBag()
        )
    }
}

extension String {
    fileprivate func replacingMarkers() -> String {
        replacingOccurrences(of: "‸", with: "")
    }
}
