import Foundation
import SwiftEmitter
import Testing

/// A set of declarations covering every template, rendered into `Tests/GoldenSnippets`: a compiled target that
/// `GoldenSnippetsTests` runs against the runtime. Rendered code must match the checked-in files, and pass
/// `swift format lint --strict` with the project's configuration.
struct GoldenSnippetTests {
    static let declarations: [Declaration] = [
        .structure(
            StructBlueprint(
                name: "HistoryUpload",
                documentation: ["/// A batch of lock history."],
                properties: [
                    .init(
                        name: SwiftIdentifier("deviceID"),
                        wireName: "s",
                        type: "UUID",
                        documentation: ["/// The lock."]
                    ),
                    .init(name: SwiftIdentifier("default"), wireName: "default", type: "Bool"),
                    .init(
                        name: SwiftIdentifier("old"),
                        wireName: "old",
                        type: "Int?",
                        defaultValue: "nil",
                        isDeprecated: true
                    ),
                ]
                    + (1...6).map {
                        .init(
                            name: SwiftIdentifier("extra\($0)"),
                            wireName: "extra_\($0)",
                            type: "String?",
                            defaultValue: "nil"
                        )
                    },
                additionalPropertiesType: "JSONValue"
            )
        ),
        .structure(StructBlueprint(name: "Nothing", properties: [])),
        .enumeration(
            EnumBlueprint(
                name: "LockState",
                rawType: "String",
                cases: [
                    .init(name: SwiftIdentifier("locked"), rawValue: "\"locked\""),
                    .init(name: SwiftIdentifier("default"), rawValue: "\"default\""),
                ]
            )
        ),
        .enumeration(
            EnumBlueprint(
                name: "Priority",
                rawType: "Int",
                cases: [
                    .init(name: SwiftIdentifier("low"), rawValue: "1"),
                    .init(name: SwiftIdentifier("high"), rawValue: "10"),
                ]
            )
        ),
        .oneOf(
            OneOfBlueprint(
                name: "DataPoint",
                cases: [
                    .init(
                        name: SwiftIdentifier("normal"),
                        type: "DataPointNormal",
                        discriminatorValues: [#""normal""#]
                    ),
                    .init(
                        name: SwiftIdentifier("error"),
                        type: "DataPointError",
                        discriminatorValues: [#""error""#, #""failure""#]
                    ),
                ],
                discriminator: #""type""#
            )
        ),
        .oneOf(
            OneOfBlueprint(
                name: "StringOrNumber",
                cases: [
                    .init(name: SwiftIdentifier("string"), type: "String"),
                    .init(name: SwiftIdentifier("double"), type: "Double"),
                ]
            )
        ),
        // Long names: the layouts swift-format would choose for lines that do not fit.
        .enumeration(
            EnumBlueprint(
                name: "ShieldInformationBarrierSegmentRestrictionChangeStatusRequestStatusValue",
                rawType: "String",
                cases: [
                    .init(
                        name: SwiftIdentifier("shieldExternalCollabAccessBlockedMissingJustification"),
                        rawValue: #""SHIELD_EXTERNAL_COLLAB_ACCESS_BLOCKED_MISSING_JUSTIFICATION""#
                    )
                ]
            )
        ),
        .oneOf(
            OneOfBlueprint(
                name: "RetentionPolicyMaximumExtensionLengthOfTheRetentionPeriodResponseValue",
                cases: [
                    .init(
                        name: SwiftIdentifier("retentionPolicyMaximumExtensionLengthResponseTextualForm"),
                        type: "String"
                    ),
                    .init(
                        name: SwiftIdentifier("retentionPolicyMaximumExtensionLengthResponseNumericForm"),
                        type: "Double"
                    ),
                ],
                discriminator: nil
            )
        ),
        .structure(
            StructBlueprint(
                name: "StrongPasswordRequirement",
                properties: [
                    .init(
                        name: SwiftIdentifier("enterpriseHasStrongPasswordRequiredForExternalUsers"),
                        wireName: "enterprise_has_strong_password_required_for_external_users",
                        type: "Bool"
                    )
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("listOriginalConnectedChannelInformation"),
                responseType: "Empty",
                decoding: ".empty",
                method: "get",
                pathLiteral: #""/channels""#,
                operationID: "listOriginalConnectedChannelInformation",
                errorResponses: ["ErrorResponse(.default, StrongPasswordRequirementErrorDefaultResponseModel.self)"]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("getApplicationCommandPermissions"),
                parameters: [
                    .init(name: SwiftIdentifier("applicationID"), type: "String"),
                    .init(name: SwiftIdentifier("guildID"), type: "String"),
                    .init(name: SwiftIdentifier("commandID"), type: "Int64"),
                ],
                responseType: "Empty",
                decoding: ".empty",
                method: "get",
                pathLiteral:
                    #""/applications/\(segment: applicationID)/guilds/\(segment: guildID)/commands/\(segment: commandID)/permissions""#,
                operationID: "getApplicationCommandPermissions"
            )
        ),
        .typeAlias(
            TypeAliasBlueprint(
                name: "StrongPasswordRequirementErrorDefaultResponseModel",
                type: "StrongPasswordRequirement"
            )
        ),
        .namespace(
            NamespaceBlueprint(
                name: "Pets",
                documentation: ["/// The pet store."],
                servers: [.init(name: SwiftIdentifier("production"), urlLiteral: #""https://pets.example.com/v1""#)]
            )
        ),
        .structure(
            StructBlueprint(
                name: "Pet",
                properties: [
                    .init(name: SwiftIdentifier("id"), wireName: "id", type: "Int64"),
                    .init(name: SwiftIdentifier("name"), wireName: "name", type: "String"),
                    .init(name: SwiftIdentifier("tag"), wireName: "tag", type: "String?", defaultValue: "nil"),
                ]
            )
        ),
        .structure(
            StructBlueprint(
                name: "DataPointNormal",
                properties: [
                    .init(name: SwiftIdentifier("type"), wireName: "type", type: "String"),
                    .init(name: SwiftIdentifier("value"), wireName: "value", type: "Double"),
                ]
            )
        ),
        .structure(
            StructBlueprint(
                name: "DataPointError",
                properties: [
                    .init(name: SwiftIdentifier("type"), wireName: "type", type: "String"),
                    .init(name: SwiftIdentifier("message"), wireName: "message", type: "String"),
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("listPets"),
                documentation: ["/// List pets."],
                parameters: [.init(name: SwiftIdentifier("limit"), type: "Int?", defaultValue: "nil")],
                responseType: "[Pet]",
                method: "get",
                pathLiteral: #""/pets""#,
                operationID: "listPets",
                statements: [#"request.addQuery("limit", limit)"#]
            )
        ),
        .structure(
            StructBlueprint(
                name: "Problem",
                properties: [.init(name: SwiftIdentifier("title"), wireName: "title", type: "String")]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("getPet"),
                documentation: ["/// One pet.", "///", "/// `GET /pets/{petId}`"],
                parameters: [.init(name: SwiftIdentifier("petID"), type: "Int64")],
                responseType: "Pet",
                method: "get",
                pathLiteral: #""/pets/\(segment: petID)""#,
                operationID: "getPet",
                errorResponses: ["ErrorResponse(404, Problem.self)", "ErrorResponse(.default, Problem.self)"]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("addPet"),
                parameters: [.init(name: SwiftIdentifier("body"), type: "Pet")],
                responseType: "Empty",
                decoding: ".empty",
                method: "post",
                pathLiteral: #""/pets""#,
                operationID: "addPet",
                statements: ["request.body = .json(body)"]
            )
        ),
        .envelope(
            EnvelopeBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("envelope"),
                documentation: ["/// How every call of the RPC-style operations is wrapped."],
                arguments: [
                    #"params: "params""#, #"id: "id""#, #"apiVersion: "request.apiVer""#,
                    #"constants: ["version": "1.0"]"#, #"credentials: ["token": "request.token"]"#,
                    #"data: "data""#, #"code: "code""#, "success: 200", "unauthorized: [401]",
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("renamePet"),
                parameters: [.init(name: SwiftIdentifier("params"), type: "Pet")],
                responseType: "Pet",
                method: "post",
                pathLiteral: #""/rpc/renamePet""#,
                operationID: "renamePet",
                envelope: .init(envelope: "Pets.envelope", apiVersionLiteral: #""1.0.2""#, params: "params")
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("streamDataPoints"),
                responseType: "JSONLines<DataPoint>",
                decoding: ".jsonLines()",
                method: "get",
                pathLiteral: #""/data""#,
                operationID: "streamDataPoints"
            )
        ),
    ]

    static func renderedFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for declaration in declarations {
            files[declaration.name + ".swift"] = try render(declaration)
        }
        return files
    }

    @Test func renderedFilesMatchTheCompiledGoldenTarget() throws {
        try Snapshot.assertMatches(try Self.renderedFiles(), directory: "Tests/GoldenSnippets")
    }

    @Test func renderedFilesPassSwiftFormatLint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-format-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, contents) in try Self.renderedFiles() {
            let file = folder.appendingPathComponent(name)
            try contents.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swift", "format", "lint", "--strict", "--configuration",
                Snapshot.packageRoot.appendingPathComponent(".swift-format").path,
            ]
            + paths.sorted()
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "")
        #expect(process.terminationStatus == 0)
    }
}
