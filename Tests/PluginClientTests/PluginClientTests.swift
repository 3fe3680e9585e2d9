import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import PluginClient
import Testing

/// The client ClientGenPlugin generated while building `PluginClient`, called like any other; its overlay
/// (`Tests/PluginClient/sesame-fixes.yaml`) named the builder `readShadow`.
struct PluginClientTests {
    @Test func theBuildTimeClientSendsAndDecodes() async throws {
        let server = try LoopbackHTTPServer { _, response in
            response.respond(
                status: 200,
                headers: [("Content-Type", "application/json")],
                text: #"{"mechst":"0a0b","wm2s":{"B1":"00","C2":"01"}}"#
            )
        }
        defer { server.stop() }
        let client = APIClient(
            baseURL: server.baseURL,
            middlewares: [APIKeyAuth(header: "x-api-key", key: "test-api-key")]
        )
        let lock = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
        let shadow = try await client.send(Sesame.DeviceAPI.readShadow(deviceID: lock))
        #expect(shadow.mechanicalStatus == "0a0b")
        #expect(shadow.isReachableOverWiFi)
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/device/v1/sesame2/3f2504e0-4f89-11d3-9a0c-0305e82c3301")
        #expect(request.header("x-api-key") == "test-api-key")
    }
}
