import ClientGenEnvelope
import ClientGenRuntime
import Foundation
import IMSAPI
import LoopbackHTTPServer
import Testing
import WireLog

/// The generated IMS client against a fake gateway, used as an app would use it: an app key on every request,
/// the IoT token from the session inside the envelope, refreshed when the gateway answers code 401.
@Suite(.serialized) struct IMSClientTests {
    static let appKey = "fake-app-key"
    static let spec = "Specs/ims.yaml"

    static let session = Session(
        identityID: "fake-identity",
        iotToken: "fake-iot-token-1",
        refreshToken: "fake-refresh-token",
        iotTokenExpire: 72_000,
        refreshTokenExpire: 720_000
    )

    /// A client for calls without a session: creating and refreshing one.
    static func makeSessionClient(_ gateway: FakeGateway) -> APIClient {
        APIClient(
            baseURL: gateway.server.baseURL,
            transport: makeTransport(),
            middlewares: [APIKeyAuth(header: "x-ca-key", key: appKey)]
        )
    }

    /// A client that sends `session`'s IoT token and refreshes it with `checkOrRefreshSession`.
    static func makeClient(_ gateway: FakeGateway, session: Session = session) -> (APIClient, EnvelopeAuth<Session>) {
        let sessionClient = makeSessionClient(gateway)
        let auth = EnvelopeAuth(
            envelope: IMS.envelope,
            credential: session,
            values: { ["iotToken": $0.iotToken] },
            refresh: { session in
                let request = RefreshRequest(identityID: session.identityID, refreshToken: session.refreshToken)
                return try await sessionClient.send(IMS.checkOrRefreshSession(params: RefreshParams(request: request)))
            }
        )
        let client = APIClient(
            baseURL: gateway.server.baseURL,
            transport: makeTransport(),
            middlewares: [APIKeyAuth(header: "x-ca-key", key: appKey), auth]
        )
        return (client, auth)
    }

    /// The body's `id`, checked to be a UUID, and the body with it replaced by `<id>`.
    static func withoutID(_ request: RecordedRequest) throws -> (id: String, text: String) {
        let envelope = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        let id = try #require(envelope["id"] as? String)
        #expect(UUID(uuidString: id) != nil, "id \(id) is a UUID")
        return (id, request.text.replacingOccurrences(of: id, with: "<id>"))
    }

    @Test func listsDevicesWithTheIoTTokenInTheEnvelope() async throws {
        let gateway = try FakeGateway(validToken: "fake-iot-token-1")
        defer { gateway.server.stop() }
        let (client, _) = Self.makeClient(gateway)

        let devices = try await client.send(IMS.listDevicesByAccount())

        #expect(devices.count == 1)
        #expect(devices.first?.iotID == "fake-iot-id")
        #expect(devices.first?.status == .online)
        #expect(devices.first?.owned == .owner)
        #expect(devices.first?.gmtModified == .int64(1_700_000_000_000))
        let request = try #require(gateway.server.requests.first)
        #expect(request.method == "POST")
        #expect(request.target == "/uc/listByAccount")
        #expect(request.header("x-ca-key") == Self.appKey)
        #expect(request.header("Content-Type") == "application/json")
        #expect(
            try Self.withoutID(request).text
                == #"{"id":"<id>","params":{},"request":{"apiVer":"1.0.0","iotToken":"fake-iot-token-1"},"version":"1.0"}"#
        )
        try WireLog.record(gateway.server.requests, spec: Self.spec)
    }

    @Test func asksForLocalizedMessagesInTheLanguageTheAppChooses() async throws {
        let gateway = try FakeGateway(validToken: "fake-iot-token-1")
        defer { gateway.server.stop() }
        let (sessionClient, auth) = Self.makeClient(gateway)
        let client = APIClient(
            baseURL: gateway.server.baseURL,
            transport: makeTransport(),
            middlewares: [EnvelopeFields(["request.language": "en-US"])] + sessionClient.middlewares
        )

        _ = try await client.send(IMS.listDevicesByAccount())

        #expect(auth.refreshCount == 0)
        let request = try #require(gateway.server.requests.first)
        #expect(
            try Self.withoutID(request).text
                == #"{"id":"<id>","params":{},"request":{"apiVer":"1.0.0","iotToken":"fake-iot-token-1","#
                + #""language":"en-US"},"version":"1.0"}"#
        )
        try WireLog.record(gateway.server.requests, spec: Self.spec)
    }

    @Test func createsASessionWithoutAnIoTToken() async throws {
        let gateway = try FakeGateway(validToken: "none yet")
        defer { gateway.server.stop() }
        // Through a client with a session, too: the envelope marks this operation as sent without credentials.
        let (client, _) = Self.makeClient(gateway)
        let params = AuthCodeParams(
            request: AuthCodeRequest(authCode: "fake-auth-code", accountType: .oaSession, appKey: Self.appKey)
        )

        let session = try await client.send(IMS.createSessionByAuthCode(params: params))
        let sessionWithoutAuth = try await Self.makeSessionClient(gateway).send(
            IMS.createSessionByAuthCode(params: params)
        )

        #expect(session.iotToken == "fake-iot-token-1")
        #expect(session.identityID == "fake-identity")
        #expect(sessionWithoutAuth.refreshToken == "fake-refresh-token")
        #expect(gateway.server.requests.count == 2)
        for request in gateway.server.requests {
            #expect(
                try Self.withoutID(request).text
                    == #"{"id":"<id>","params":{"request":{"accountType":"OA_SESSION","appKey":"fake-app-key","#
                    + #""authCode":"fake-auth-code"}},"request":{"apiVer":"1.0.4"},"version":"1.0"}"#
            )
        }
        let ids = try gateway.server.requests.map { try Self.withoutID($0).id }
        #expect(Set(ids).count == 2, "each call has its own id")
        try WireLog.record(gateway.server.requests, spec: Self.spec)
    }

    @Test func aBusinessErrorCodeThrowsATypedErrorWithTheMessages() async throws {
        let gateway = try FakeGateway(validToken: "fake-iot-token-1")
        defer { gateway.server.stop() }
        let (client, auth) = Self.makeClient(gateway)

        let error = try await #require(throws: EnvelopeError.self) {
            try await client.send(
                IMS.listBindingByAccount(params: BindingQuery(pageNo: 1, pageSize: 20, owned: .owner))
            )
        }

        #expect(error.code == 2064)
        #expect(error.message == "need authorize to bind")
        #expect(error.localizedMessage == "请求错误")
        #expect(error.operationID == "listBindingByAccount")
        #expect(!error.isUnauthorized)
        #expect(auth.refreshCount == 0)
        #expect(gateway.server.requests.count == 1)
        let request = try #require(gateway.server.requests.first)
        #expect(
            try Self.withoutID(request).text
                == #"{"id":"<id>","params":{"owned":1,"pageNo":1,"pageSize":20},"#
                + #""request":{"apiVer":"1.0.8","iotToken":"fake-iot-token-1"},"version":"1.0"}"#
        )
        try WireLog.record(gateway.server.requests, spec: Self.spec)
    }

    @Test func code401RefreshesTheSessionOnceAndRetriesWithTheNewToken() async throws {
        let gateway = try FakeGateway(validToken: "fake-iot-token-2")
        defer { gateway.server.stop() }
        let (client, auth) = Self.makeClient(gateway)

        let devices = try await client.send(IMS.listDevicesByAccount())

        #expect(devices.map(\.iotID) == ["fake-iot-id"])
        #expect(
            gateway.server.requests.map(\.path) == [
                "/uc/listByAccount", "/account/checkOrRefreshSession", "/uc/listByAccount",
            ]
        )
        #expect(gateway.tokens(to: "/uc/listByAccount") == ["fake-iot-token-1", "fake-iot-token-2"])
        let refresh = try #require(gateway.server.requests.first { $0.path == "/account/checkOrRefreshSession" })
        #expect(
            try Self.withoutID(refresh).text
                == #"{"id":"<id>","params":{"request":{"identityId":"fake-identity","#
                + #""refreshToken":"fake-refresh-token"}},"request":{"apiVer":"1.0.4"},"version":"1.0"}"#
        )
        let ids = try gateway.server.requests.filter { $0.path == "/uc/listByAccount" }.map {
            try Self.withoutID($0).id
        }
        #expect(Set(ids).count == 2, "the retry is a new call with its own id")
        #expect(auth.refreshCount == 1)
        #expect(auth.credential.iotToken == "fake-iot-token-2")
        try WireLog.record(gateway.server.requests, spec: Self.spec)
    }

    @Test func aRefusedRefreshIsTheCallersErrorSoTheAppCanAskForANewLogin() async throws {
        let gateway = try FakeGateway(validToken: "fake-iot-token-2")
        gateway.state.withLock { $0.isRefreshTokenExpired = true }
        defer { gateway.server.stop() }
        let (client, auth) = Self.makeClient(gateway)

        let error = try await #require(throws: EnvelopeError.self) {
            try await client.send(IMS.listDevicesByAccount())
        }

        #expect(error.code == 2401)
        #expect(error.operationID == "checkOrRefreshSession")
        #expect(error.message == "refresh token expired")
        #expect(gateway.server.requests.map(\.path) == ["/uc/listByAccount", "/account/checkOrRefreshSession"])
        #expect(auth.refreshCount == 0)
        #expect(auth.credential.iotToken == "fake-iot-token-1")
        try WireLog.record(gateway.server.requests, spec: Self.spec)
    }

    @Test func twentyConcurrent401sShareOneRefreshAndAllSucceedOnRetry() async throws {
        let gatewayBox = Locked<FakeGateway?>(nil)
        // Holds the refresh until every request has been rejected with the old token.
        let gateway = try FakeGateway(validToken: "fake-iot-token-2") {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                let rejected = gatewayBox.withLock { $0?.tokens(to: "/uc/listByAccount") ?? [] }
                if rejected.filter({ $0 == "fake-iot-token-1" }).count >= 20 { break }
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        gatewayBox.withLock { $0 = gateway }
        defer { gateway.server.stop() }
        let (client, auth) = Self.makeClient(gateway)

        let results = try await withThrowingTaskGroup(of: [AccountDevDTO].self) { group in
            for _ in 0..<20 {
                group.addTask { try await client.send(IMS.listDevicesByAccount()) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.count == 20)
        #expect(results.allSatisfy { $0.first?.iotID == "fake-iot-id" })
        #expect(gateway.refreshes == 1)
        #expect(auth.refreshCount == 1)
        let tokens = gateway.tokens(to: "/uc/listByAccount")
        #expect(tokens.filter { $0 == "fake-iot-token-1" }.count == 20)
        #expect(tokens.filter { $0 == "fake-iot-token-2" }.count == 20)
        #expect(gateway.server.requests.count == 41)
        try WireLog.record(gateway.server.requests, spec: Self.spec)
    }
}
