import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import SesameAPI
import Testing
import WireLog

/// The public Web API, which a client reaches at `Sesame.webAPIServer` with only its key.
struct WebAPITests {
    @Test func statusDecodesTheLockStatusEnum() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respondJSON(
                #"""
                {"batteryPercentage":94,"batteryVoltage":5.869794721407625,"position":11,
                 "CHSesame2Status":"locked","timestamp":1598523693,"wm2State":true}
                """#
            )
        }
        defer { server.stop() }
        let status = try await makeWebClient(server).send(Sesame.WebAPI.getSesameStatus(deviceID: deviceID))
        #expect(
            status
                == SesameStatus(
                    batteryPercentage: 94,
                    batteryVoltage: 5.869794721407625,
                    position: 11,
                    lockStatus: .locked,
                    timestamp: 1_598_523_693,
                    isWM2Connected: true
                )
        )
        let received = try #require(server.requests.first)
        #expect(received.method == "GET")
        #expect(received.target == "/sesame2/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")
        #expect(received.header("x-api-key") == FakeCredentials.webAPIKey)
        #expect(received.header("Authorization") == nil)
        try WireLog.record(server.requests, spec: sesameSpec)
    }

    @Test func historyIsReadByPage() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respondJSON(
                #"""
                [{"type":2,"timeStamp":1597492862.0,"historyTag":"44K744K144Of","recordID":4,"parameter":null},
                 {"type":99,"timeStamp":1623054800000,"historyTag":null,"recordID":3,"parameter":null,"devicePk":null}]
                """#
            )
        }
        defer { server.stop() }
        let entries = try await makeWebClient(server).send(
            Sesame.WebAPI.getSesameHistory(deviceID: deviceID, page: 0, pageSize: 10)
        )
        #expect(entries.map(\.event) == [.bleUnlock, .unknown(99)])
        #expect(entries.map(\.timestamp) == [1_597_492_862, 1_623_054_800_000])
        #expect(entries.map(\.historyTag) == [Data([0xE3, 0x82, 0xBB, 0xE3, 0x82, 0xB5, 0xE3, 0x83, 0x9F]), nil])
        #expect(entries.map(\.recordID) == [4, 3])
        let received = try #require(server.requests.first)
        #expect(received.method == "GET")
        #expect(received.target == "/sesame2/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/history?page=0&lg=10")
        #expect(received.header("x-api-key") == FakeCredentials.webAPIKey)
        try WireLog.record(server.requests, spec: sesameSpec)
    }
}
