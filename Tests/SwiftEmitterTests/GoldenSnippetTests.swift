import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// A set of declarations covering every template, rendered into `Tests/GoldenSnippets`: a compiled target that
/// `GoldenSnippetsTests` runs against the runtime. Rendered code must match the checked-in files, and pass
/// `swift format lint --strict` with the project's configuration.
struct GoldenSnippetTests {
    static let declarations: [Declaration] = [
        .structure(
            StructBlueprint(
                name: "HistoryUpload",
                documentation: Documentation([.text(["A batch of lock history."])]),
                properties: [
                    .init(
                        name: SwiftIdentifier("deviceID"),
                        wireName: "s",
                        type: .named("UUID"),
                        documentation: Documentation([.text(["The lock."])])
                    ),
                    .init(name: SwiftIdentifier("default"), wireName: "default", type: .named("Bool")),
                    .init(
                        name: SwiftIdentifier("old"),
                        wireName: "old",
                        type: .optional(.named("Int")),
                        defaultValue: .nil,
                        isDeprecated: true
                    ),
                ]
                    + (1...6).map {
                        .init(
                            name: SwiftIdentifier("extra\($0)"),
                            wireName: "extra_\($0)",
                            type: .optional(.named("String")),
                            defaultValue: .nil
                        )
                    },
                additionalPropertiesType: .named("JSONValue")
            )
        ),
        .structure(StructBlueprint(name: "Nothing", properties: [])),
        .enumeration(
            EnumBlueprint(
                name: "LockState",
                rawType: .named("String"),
                cases: [
                    .init(name: SwiftIdentifier("locked"), rawValue: .string("locked")),
                    .init(name: SwiftIdentifier("default"), rawValue: .string("default")),
                ]
            )
        ),
        .enumeration(
            EnumBlueprint(
                name: "Priority",
                rawType: .named("Int"),
                cases: [
                    .init(name: SwiftIdentifier("low"), rawValue: .int(1)),
                    .init(name: SwiftIdentifier("high"), rawValue: .int(10)),
                ]
            )
        ),
        .oneOf(
            OneOfBlueprint(
                name: "DataPoint",
                cases: [
                    .init(
                        name: SwiftIdentifier("normal"),
                        type: .named("DataPointNormal"),
                        discriminatorValues: ["normal"]
                    ),
                    .init(
                        name: SwiftIdentifier("error"),
                        type: .named("DataPointError"),
                        discriminatorValues: ["error", "failure"]
                    ),
                ],
                discriminator: "type"
            )
        ),
        .oneOf(
            OneOfBlueprint(
                name: "StringOrNumber",
                cases: [
                    .init(name: SwiftIdentifier("string"), type: .named("String")),
                    .init(name: SwiftIdentifier("double"), type: .named("Double")),
                ]
            )
        ),
        // An integer is read as `int` whatever the order: the number variant is tried only when nothing else fits.
        .oneOf(
            OneOfBlueprint(
                name: "Count",
                cases: [
                    .init(name: SwiftIdentifier("double"), type: .named("Double"), isTriedLast: true),
                    .init(name: SwiftIdentifier("int"), type: .named("Int")),
                ],
                matching: .onlyFit
            )
        ),
        // Long names: the layouts swift-format would choose for lines that do not fit.
        .enumeration(
            EnumBlueprint(
                name: "ShieldInformationBarrierSegmentRestrictionChangeStatusRequestStatusValue",
                rawType: .named("String"),
                cases: [
                    .init(
                        name: SwiftIdentifier("shieldExternalCollabAccessBlockedMissingJustification"),
                        rawValue: .string("SHIELD_EXTERNAL_COLLAB_ACCESS_BLOCKED_MISSING_JUSTIFICATION")
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
                        type: .named("String")
                    ),
                    .init(
                        name: SwiftIdentifier("retentionPolicyMaximumExtensionLengthResponseNumericForm"),
                        type: .named("Double")
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
                        type: .named("Bool")
                    )
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("listOriginalConnectedChannelInformation"),
                responseType: .named("Empty"),
                decoding: .empty,
                method: .standard("get"),
                path: InterpolatedText([.text("/channels")]),
                operationID: "listOriginalConnectedChannelInformation",
                errorResponses: [
                    .init(status: .default, type: .named("StrongPasswordRequirementErrorDefaultResponseModel"))
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("getApplicationCommandPermissions"),
                parameters: [
                    .init(name: SwiftIdentifier("applicationID"), type: .named("String")),
                    .init(name: SwiftIdentifier("guildID"), type: .named("String")),
                    .init(name: SwiftIdentifier("commandID"), type: .named("Int64")),
                ],
                responseType: .named("Empty"),
                decoding: .empty,
                method: .standard("get"),
                path: InterpolatedText([
                    .text("/applications/"), .argument(SwiftIdentifier("applicationID")), .text("/guilds/"),
                    .argument(SwiftIdentifier("guildID")), .text("/commands/"), .argument(SwiftIdentifier("commandID")),
                    .text("/permissions"),
                ]),
                operationID: "getApplicationCommandPermissions"
            )
        ),
        .typeAlias(
            TypeAliasBlueprint(
                name: "StrongPasswordRequirementErrorDefaultResponseModel",
                type: .named("StrongPasswordRequirement")
            )
        ),
        .typeAlias(
            TypeAliasBlueprint(
                name: "Replies",
                type: .dictionary(.named("Replies")),
                documentation: Documentation([.text(["Replies by id, each with its own replies."])]),
                isWrapped: true
            )
        ),
        .typeAlias(TypeAliasBlueprint(name: "MaybeReplies", type: .optional(.named("Replies")), isWrapped: true)),
        .namespace(
            NamespaceBlueprint(
                name: "Pets",
                documentation: Documentation([.text(["The pet store."])]),
                servers: [.init(name: SwiftIdentifier("production"), url: "https://pets.example.com/v1")]
            )
        ),
        .structure(
            StructBlueprint(
                name: "Pet",
                properties: [
                    .init(name: SwiftIdentifier("id"), wireName: "id", type: .named("Int64")),
                    .init(name: SwiftIdentifier("name"), wireName: "name", type: .named("String")),
                    .init(
                        name: SwiftIdentifier("tag"),
                        wireName: "tag",
                        type: .optional(.named("String")),
                        defaultValue: .nil
                    ),
                ]
            )
        ),
        .structure(
            StructBlueprint(
                name: "DataPointNormal",
                properties: [
                    // `normal` is the only value that names it in `DataPoint`: a constant.
                    .init(
                        name: SwiftIdentifier("type"),
                        wireName: "type",
                        type: .named("String"),
                        constantValue: .string("normal")
                    ),
                    .init(name: SwiftIdentifier("value"), wireName: "value", type: .named("Double")),
                ]
            )
        ),
        .structure(
            StructBlueprint(
                name: "DataPointError",
                properties: [
                    .init(name: SwiftIdentifier("type"), wireName: "type", type: .named("String")),
                    .init(name: SwiftIdentifier("message"), wireName: "message", type: .named("String")),
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("listPets"),
                documentation: Documentation([.text(["List pets."])]),
                parameters: [.init(name: SwiftIdentifier("limit"), type: .optional(.named("Int")), defaultValue: .nil)],
                responseType: .array(.named("Pet")),
                method: .standard("get"),
                path: InterpolatedText([.text("/pets")]),
                operationID: "listPets",
                statements: [.query(name: "limit", argument: SwiftIdentifier("limit"), form: .value)]
            )
        ),
        .paging(
            PagingBlueprint(
                parent: .named("Pets"),
                page: .array(.named("Pet")),
                item: .named("Pet"),
                items: .init(steps: []),
                scheme: .offset(parameter: "offset", limit: "limit", total: nil),
                documentation: Documentation([.text(["How `Pets.listPets(…)` pages."])])
            )
        ),
        .structure(
            StructBlueprint(
                name: "Problem",
                properties: [.init(name: SwiftIdentifier("title"), wireName: "title", type: .named("String"))]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("getPet"),
                documentation: Documentation([.text(["One pet."]), .text(["`GET /pets/{petId}`"])]),
                parameters: [.init(name: SwiftIdentifier("petID"), type: .named("Int64"))],
                responseType: .named("Pet"),
                method: .standard("get"),
                path: InterpolatedText([.text("/pets/"), .argument(SwiftIdentifier("petID")), .text("")]),
                operationID: "getPet",
                errorResponses: [
                    .init(status: .code(404), type: .named("Problem")),
                    .init(status: .default, type: .named("Problem")),
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("addPet"),
                parameters: [.init(name: SwiftIdentifier("body"), type: .named("Pet"))],
                responseType: .named("Empty"),
                decoding: .empty,
                method: .standard("post"),
                path: InterpolatedText([.text("/pets")]),
                operationID: "addPet",
                statements: [
                    .body(argument: SwiftIdentifier("body"), encoding: .json(contentType: nil), isOptional: false)
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("sendPetForm"),
                parameters: [.init(name: SwiftIdentifier("body"), type: .optional(.named("Pet")), defaultValue: .nil)],
                responseType: .named("Empty"),
                decoding: .empty,
                method: .standard("post"),
                path: InterpolatedText([.text("/pets/form")]),
                operationID: "sendPetForm",
                statements: [
                    .body(
                        argument: SwiftIdentifier("body"),
                        encoding: .multipartParts(
                            [
                                .init(name: "id", member: SwiftIdentifier("id"), kind: .value),
                                .init(name: "name", member: SwiftIdentifier("name"), kind: .value),
                                .init(
                                    name: "tag",
                                    member: SwiftIdentifier("tag"),
                                    kind: .value,
                                    contentType: "text/plain; charset=utf-8",
                                    headers: [.init(name: "Content-Language", value: "en")]
                                ),
                            ],
                            form: SwiftIdentifier("form")
                        ),
                        isOptional: true
                    )
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("uploadPetPhoto"),
                parameters: [.init(name: SwiftIdentifier("body"), type: .named("UploadBody"))],
                responseType: .named("Empty"),
                decoding: .empty,
                method: .standard("put"),
                path: InterpolatedText([.text("/pets/photo")]),
                operationID: "uploadPetPhoto",
                statements: [
                    .body(
                        argument: SwiftIdentifier("body"),
                        encoding: .upload(contentType: "image/png"),
                        isOptional: false
                    )
                ]
            )
        ),
        .envelope(
            EnvelopeBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("envelope"),
                documentation: Documentation([.text(["How every call of the RPC-style operations is wrapped."])]),
                arguments: [
                    .init("params", .string("params")), .init("id", .string("id")),
                    .init("apiVersion", .string("request.apiVer")),
                    .init("constants", .dictionary([.init(.string("version"), .string("1.0"))])),
                    .init("credentials", .dictionary([.init(.string("token"), .string("request.token"))])),
                    .init("data", .string("data")), .init("code", .string("code")), .init("success", .int(200)),
                    .init("unauthorized", .array([.int(401)])),
                ]
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("renamePet"),
                parameters: [.init(name: SwiftIdentifier("params"), type: .named("Pet"))],
                responseType: .named("Pet"),
                method: .standard("post"),
                path: InterpolatedText([.text("/rpc/renamePet")]),
                operationID: "renamePet",
                envelope: .init(
                    namespace: "Pets",
                    envelope: SwiftIdentifier("envelope"),
                    apiVersion: "1.0.2",
                    params: SwiftIdentifier("params")
                )
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("streamDataPoints"),
                responseType: .generic("JSONLines", [.named("DataPoint")]),
                decoding: .jsonLines,
                method: .standard("get"),
                path: InterpolatedText([.text("/data")]),
                operationID: "streamDataPoints"
            )
        ),
        .operation(
            OperationBlueprint(
                namespace: "Pets",
                name: SwiftIdentifier("watchDataPoints"),
                responseType: .generic("ServerSentEvents", [.named("DataPoint")]),
                decoding: .serverSentEvents,
                method: .standard("get"),
                path: InterpolatedText([.text("/data/events")]),
                operationID: "watchDataPoints"
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
