import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

/// The spec every recorded request is checked against (`scripts/wire-check.py`).
let sesameSpec = "Specs/sesame.yaml"

/// An obviously fake device, written as the SDK writes device IDs (upper case); it goes out in lower case.
let deviceID = UUID(uuidString: "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D")!

/// Obviously fake credentials: nothing here works against the real servers.
enum FakeCredentials {
    static let apiKey = "FAKE-device-api-key-0000"
    static let webAPIKey = "FAKE-web-api-key-000000000000000000000000"
    static let signature =
        "AWS4-HMAC-SHA256 Credential=FAKEACCESSKEY/20260101/ap-northeast-1/execute-api/aws4_request, "
        + "SignedHeaders=host;x-api-key;x-amz-date, Signature=" + String(repeating: "0", count: 64)
}

/// Stands in for the AWS SigV4 signer a real app puts in front of the device API: it sets a fixed, fake
/// `Authorization` header where a signer would compute one.
struct StandInSigner: Middleware {
    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        request.headers["Authorization"] = FakeCredentials.signature
        return try await next(request)
    }

    var sensitiveNames: Set<String> { ["Authorization"] }
}

/// A client for the device API on `server`, as an app makes one (with the API key and a signer).
func makeDeviceClient(_ server: LoopbackHTTPServer) -> APIClient {
    APIClient(
        baseURL: server.baseURL,
        middlewares: [APIKeyAuth(header: "x-api-key", key: FakeCredentials.apiKey), StandInSigner()]
    )
}

/// A client for the Web API on `server`: the Web API takes only its key.
func makeWebClient(_ server: LoopbackHTTPServer) -> APIClient {
    APIClient(baseURL: server.baseURL, middlewares: [APIKeyAuth(header: "x-api-key", key: FakeCredentials.webAPIKey)])
}

extension RecordedRequest {
    /// The JSON object body, or a failed expectation.
    func jsonObject(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: body)
        return try #require(
            object as? [String: Any],
            "body is not a JSON object: \(text)",
            sourceLocation: sourceLocation
        )
    }

    /// Whether the request carries the device API's two credentials.
    var hasDeviceCredentials: Bool {
        header("x-api-key") == FakeCredentials.apiKey && header("Authorization") == FakeCredentials.signature
    }
}

extension ResponseWriter {
    /// Answers with a JSON body.
    func respondJSON(_ json: String, status: Int = 200) {
        respond(status: status, headers: [("Content-Type", "application/json")], text: json)
    }
}
