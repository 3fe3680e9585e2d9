import Foundation
import SwiftEmitter
import Testing

/// Generated code is already formatted: `swift format lint --strict` with the project's configuration finds nothing.
struct GeneratedFormattingTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

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
    ]

    @Test func renderedFilesPassSwiftFormatLint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-format-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, declaration) in Self.declarations.enumerated() {
            let file = folder.appendingPathComponent("File\(index).swift")
            try render(declaration).write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swift", "format", "lint", "--strict", "--configuration",
                Self.packageRoot.appendingPathComponent(".swift-format").path,
            ] + paths
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "")
        #expect(process.terminationStatus == 0)
    }
}
