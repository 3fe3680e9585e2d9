import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import SesameAPI
import Testing
import WireLog

/// The device API's flows, as the Sesame SDK runs them, against a loopback server.
struct DeviceAPITests {
    @Test func shadowIsReadWithTheDeviceIDInThePath() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respondJSON(#"{"mechst":"0a1b2c","wm2s":{"AABBCC":"01","DDEEFF":"00","112233":"02"}}"#)
        }
        defer { server.stop() }
        let shadow = try await makeDeviceClient(server).send(Sesame.DeviceAPI.getDeviceShadow(deviceID: deviceID))
        #expect(shadow.mechanicalStatus == "0a1b2c")
        #expect(shadow.wifiModules == ["AABBCC": .connected, "DDEEFF": .disconnected, "112233": .unknown("02")])
        let received = try #require(server.requests.first)
        #expect(received.method == "GET")
        #expect(received.target == "/device/v1/sesame2/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")
        #expect(received.hasDeviceCredentials)
        #expect(received.body.isEmpty)
        try WireLog.record(server.requests, spec: sesameSpec)
    }

    @Test func registrationStage1SendsKeysAndDecodesWhatStage2Needs() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respondJSON(#"{"sig1":"AQIDBA==","st":"BQYH","pubkey":"CAkKCwwN"}"#)
        }
        defer { server.stop() }
        let body = RegisterRequest(
            stage1: RegistrationStage1(
                appPublicKey: Data([0xA0, 0xA1]),
                sessionToken: Data([0x51, 0x52, 0x53]),
                encryptionRoot: "fake-encryption-root",
                productModel: .bikeLock
            )
        )
        let response = try await makeDeviceClient(server).send(
            Sesame.DeviceAPI.registerSesame2(deviceID: deviceID, body: body)
        )
        #expect(response.signature == Data([1, 2, 3, 4]))
        #expect(response.serverToken == Data([5, 6, 7]))
        #expect(response.sesamePublicKey == Data([8, 9, 10, 11, 12, 13]))
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.path == "/device/v1/sesame2/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")
        #expect(received.header("Content-Type") == "application/json")
        #expect(received.hasDeviceCredentials)
        let object = try received.jsonObject()
        #expect(Array(object.keys) == ["s1"])
        let stage1 = try #require(object["s1"] as? [String: Any])
        #expect(Set(stage1.keys) == ["ak", "n", "e", "t"])
        #expect(stage1["ak"] as? String == "oKE=")
        #expect(stage1["n"] as? String == "UVJT")
        #expect(stage1["e"] as? String == "fake-encryption-root")
        #expect(stage1["t"] as? Int == 3)
        try WireLog.record(server.requests, spec: sesameSpec)
    }

    @Test func historyUploadSendsTheProductModelAsAString() async throws {
        let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 200) }
        defer { server.stop() }
        let upload = HistoryUpload(deviceID: deviceID, historyData: "0102fe", productModel: "5")
        try await makeDeviceClient(server).send(Sesame.DeviceAPI.postHistory(body: upload))
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.target == "/device/v1/sesame2/historys")
        #expect(received.hasDeviceCredentials)
        #expect(received.text == #"{"s":"0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d","t":"5","v":"0102fe"}"#)
        try WireLog.record(server.requests, spec: sesameSpec)
    }

    @Test func guestKeysAreCreatedListedRenamedAndRemoved() async throws {
        let server = try LoopbackHTTPServer { request, writer in
            switch (request.method, request.path) {
            case ("POST", _): writer.respondJSON(#""FAKE-guest-key-7f3a""#)
            case ("GET", _): writer.respondJSON(#"[{"guestKeyId":"g-1","keyName":"11/29 19:00"},{"guestKeyId":"g-2"}]"#)
            default: writer.respond(status: 200)
            }
        }
        defer { server.stop() }
        let client = makeDeviceClient(server)
        let ownerKey = NewGuestKey(
            deviceID: deviceID,
            deviceModel: .sesame5,
            keyIndex: "0000",
            secretKey: "00112233445566778899aabbccddeeff",
            devicePublicKey: "fake-public-key",
            keyName: "11/29 19:00"
        )

        let guestKey = try await client.send(Sesame.DeviceAPI.createGuestKey(deviceID: deviceID, body: ownerKey))
        #expect(guestKey == "FAKE-guest-key-7f3a")
        let keys = try await client.send(Sesame.DeviceAPI.getGuestKeys(deviceID: deviceID))
        #expect(keys == [GuestKey(guestKeyID: "g-1", keyName: "11/29 19:00"), GuestKey(guestKeyID: "g-2")])
        try await client.send(
            Sesame.DeviceAPI.updateGuestKey(
                deviceID: deviceID,
                body: GuestKeyUpdate(guestKeyID: "g-1", keyName: "Door")
            )
        )
        try await client.send(
            Sesame.DeviceAPI.removeGuestKey(
                deviceID: deviceID,
                body: GuestKeyRemoval(guestKeyID: "g-1", signature: "0a1b2c3d")
            )
        )

        let requests = server.requests
        try #require(requests.count == 4)
        let base = "/device/v1/sesame2/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
        #expect(
            requests.map { "\($0.method) \($0.target)" } == [
                "POST \(base)/guestkey", "GET \(base)/guestkeys", "PUT \(base)/guestkey", "DELETE \(base)/guestkey",
            ]
        )
        #expect(requests.allSatisfy { $0.hasDeviceCredentials })
        let created = try requests[0].jsonObject()
        #expect(
            Set(created.keys) == ["deviceUUID", "deviceModel", "keyIndex", "secretKey", "sesame2PublicKey", "keyName"]
        )
        #expect(created["deviceUUID"] as? String == deviceID.uuidString.lowercased())
        #expect(created["deviceModel"] as? String == "sesame_5")
        #expect(requests[1].body.isEmpty)
        #expect(requests[2].text == #"{"guestKeyId":"g-1","keyName":"Door"}"#)
        #expect(requests[3].header("Content-Type") == "application/json")
        #expect(requests[3].text == #"{"guestKeyId":"g-1","randomTag":"0a1b2c3d"}"#)
        try WireLog.record(requests, spec: sesameSpec)
    }

    @Test func pushNotificationsAreEnabledCheckedAndDisabled() async throws {
        let isEnabled = Locked(false)
        let server = try LoopbackHTTPServer { request, writer in
            switch request.method {
            case "POST":
                isEnabled.withLock { $0 = true }
                writer.respond(status: 200)
            case "DELETE":
                isEnabled.withLock { $0 = false }
                writer.respond(status: 200)
            default:
                if isEnabled.withLock({ $0 }) {
                    writer.respond(status: 200)
                } else {
                    writer.respondJSON(#"{"message":"Not Found"}"#, status: 404)
                }
            }
        }
        defer { server.stop() }
        let client = makeDeviceClient(server)
        let token = PushToken(token: "FAKE-apns-token", deviceID: deviceID, name: "ios")
        let check = Sesame.DeviceAPI.isNotificationEnabled(
            deviceID: deviceID,
            deviceToken: "FAKE-apns-token",
            name: "ios"
        )

        #expect(try await client.send(check) == false)
        try await client.send(Sesame.DeviceAPI.enableNotification(body: token))
        #expect(try await client.send(check) == true)
        try await client.send(Sesame.DeviceAPI.disableNotification(body: token))
        #expect(try await client.send(check) == false)

        let requests = server.requests
        try #require(requests.count == 5)
        #expect(requests.map(\.method) == ["GET", "POST", "GET", "DELETE", "GET"])
        #expect(Set(requests.map(\.path)) == ["/device/v1/token"])
        #expect(requests.allSatisfy { $0.hasDeviceCredentials })
        #expect(
            requests[0].query == "deviceId=0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d&deviceToken=FAKE-apns-token&name=ios"
        )
        let expectedBody =
            #"{"deviceId":"0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d","name":"ios","token":"FAKE-apns-token"}"#
        #expect(requests[1].text == expectedBody)
        #expect(requests[3].text == expectedBody)
        try WireLog.record(requests, spec: sesameSpec)
    }

    @Test func aStatusWithoutAValueStillFailsWithTheServerMessage() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respondJSON(#"{"message":"Forbidden"}"#, status: 403)
        }
        defer { server.stop() }
        let check = Sesame.DeviceAPI.isNotificationEnabled(
            deviceID: deviceID,
            deviceToken: "FAKE-apns-token",
            name: "ios"
        )
        let error = try await #require(throws: APIError.self) { try await makeDeviceClient(server).send(check) }
        #expect(error.status == 403)
        #expect(error.errorModel(as: SesameAPI.ServerError.self) == SesameAPI.ServerError(message: "Forbidden"))
        #expect(!error.description.contains(FakeCredentials.apiKey))
        try WireLog.record(server.requests, spec: sesameSpec)
    }

    @Test func tokenSigningAnswersPlainText() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respond(status: 200, headers: [("Content-Type", "text/plain")], text: "FAKE-signed-token-5e1f")
        }
        defer { server.stop() }
        let body = TokenSigningRequest(deviceID: deviceID, token: "fake-session-token", secretKey: "00112233")
        let signed = try await makeDeviceClient(server).send(Sesame.DeviceAPI.signToken(body: body))
        #expect(signed == "FAKE-signed-token-5e1f")
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.target == "/device/v1/sesame2/sign")
        #expect(received.hasDeviceCredentials)
        let object = try received.jsonObject()
        #expect(Set(object.keys) == ["deviceId", "token", "secretKey"])
        #expect(object["deviceId"] as? String == deviceID.uuidString.lowercased())
        try WireLog.record(server.requests, spec: sesameSpec)
    }

    @Test func commandsGoThroughTheWiFiModuleWithANumericCode() async throws {
        let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 200) }
        defer { server.stop() }
        let command = WM2Command(command: .toggle, historyTag: Data("fake-tag".utf8), signature: "0a1b2c3d")
        try await makeDeviceClient(server).send(Sesame.DeviceAPI.sendCommandToWM2(deviceID: deviceID, body: command))
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.target == "/device/v1/iot/sesame2/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")
        #expect(received.text == #"{"cmd":88,"history":"ZmFrZS10YWc=","sign":"0a1b2c3d"}"#)
        try WireLog.record(server.requests, spec: sesameSpec)
    }
}
