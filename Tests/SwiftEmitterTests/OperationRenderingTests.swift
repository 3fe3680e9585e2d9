import SwiftEmitter
import Testing

struct OperationRenderingTests {
    @Test func builderWithOnlyPathParametersReturnsTheRequestDirectly() throws {
        let blueprint = OperationBlueprint(
            namespace: "Sesame",
            name: SwiftIdentifier("getDeviceShadow"),
            documentation: Documentation([
                .text(["Acquire the device shadow."]), .text(["`GET /device/v1/sesame2/{deviceId}`"]),
            ]),
            parameters: [.init(name: SwiftIdentifier("deviceID"), type: .named("UUID"))],
            responseType: .named("DeviceShadow"),
            method: .standard("get"),
            path: InterpolatedText([.text("/device/v1/sesame2/"), .argument(SwiftIdentifier("deviceID"))]),
            operationID: "getDeviceShadow"
        )
        #expect(
            try render(.operation(blueprint)).hasSuffix(
                #"""
                nonisolated extension Sesame {
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
                .init(name: SwiftIdentifier("status"), type: .named("PetStatus")),
                .init(name: SwiftIdentifier("limit"), type: .optional(.named("Int")), defaultValue: .nil),
            ],
            responseType: .array(.named("Pet")),
            method: .standard("get"),
            path: InterpolatedText([.text("/pets")]),
            operationID: "listPets",
            statements: [
                .query(name: "status", argument: SwiftIdentifier("status"), form: .value),
                .query(name: "limit", argument: SwiftIdentifier("limit"), form: .value),
            ],
            errorResponses: [.init(status: .default, type: .named("Problem"))]
        )
        #expect(
            try render(.operation(blueprint), access: .package).hasSuffix(
                #"""
                nonisolated extension Pets {
                    /// - Throws: `APIError`, with the error body decoded: `Problem` for any error status.
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
