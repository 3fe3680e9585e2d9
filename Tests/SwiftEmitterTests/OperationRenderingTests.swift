import SwiftEmitter
import Testing

struct OperationRenderingTests {
    @Test func builderWithOnlyPathParametersReturnsTheRequestDirectly() throws {
        let blueprint = OperationBlueprint(
            namespace: "Sesame",
            name: SwiftIdentifier("getDeviceShadow"),
            documentation: ["/// Acquire the device shadow.", "///", "/// `GET /device/v1/sesame2/{deviceId}`"],
            parameters: [.init(name: SwiftIdentifier("deviceID"), type: "UUID")],
            responseType: "DeviceShadow",
            method: "get",
            pathLiteral: #""/device/v1/sesame2/\(segment: deviceID)""#,
            operationID: "getDeviceShadow"
        )
        #expect(
            try render(.operation(blueprint)).hasSuffix(
                #"""
                extension Sesame {
                    /// Acquire the device shadow.
                    ///
                    /// `GET /device/v1/sesame2/{deviceId}`
                    public static func getDeviceShadow(deviceID: UUID) -> Request<DeviceShadow> {
                        Request<DeviceShadow>(
                            method: .get,
                            path: "/device/v1/sesame2/\(segment: deviceID)",
                            operationID: "getDeviceShadow"
                        )
                    }
                }

                """#
            )
        )
    }

    @Test func builderWithQueryAndBodyAddsThemInStatements() throws {
        let blueprint = OperationBlueprint(
            namespace: "Pets",
            name: SwiftIdentifier("listPets"),
            isDeprecated: true,
            parameters: [
                .init(name: SwiftIdentifier("status"), type: "PetStatus"),
                .init(name: SwiftIdentifier("limit"), type: "Int?", defaultValue: "nil"),
            ],
            responseType: "[Pet]",
            method: "get",
            pathLiteral: #""/pets""#,
            operationID: "listPets",
            statements: [#"request.addQuery("status", status)"#, #"request.addQuery("limit", limit)"#],
            errorResponses: ["ErrorResponse(.default, Problem.self)"]
        )
        #expect(
            try render(.operation(blueprint), access: .package).hasSuffix(
                #"""
                extension Pets {
                    @available(*, deprecated)
                    package static func listPets(status: PetStatus, limit: Int? = nil) -> Request<[Pet]> {
                        var request = Request<[Pet]>(
                            method: .get,
                            path: "/pets",
                            operationID: "listPets",
                            errorResponses: [ErrorResponse(.default, Problem.self)]
                        )
                        request.addQuery("status", status)
                        request.addQuery("limit", limit)
                        return request
                    }
                }

                """#
            )
        )
    }
}
