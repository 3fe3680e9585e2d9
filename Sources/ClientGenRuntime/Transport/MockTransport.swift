import Foundation

/// A transport that answers from canned responses, for unit tests of code that calls a generated client: no
/// server, no network. It answers by operation id, or by method and path, and records what was sent.
///
/// ```swift
/// let mock = MockTransport()
/// mock.respond(to: "getPet") { _ in try .json(Pet(id: 1, name: "Rex")) }
/// mock.respond(to: .delete, path: "/pets/{petId}") { _ in .status(204) }
/// let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: mock)
///
/// let pet = try await client.send(Petstore.showPetByID(petID: "1"))
/// #expect(mock.requests.map(\.operationID) == ["getPet"])
/// ```
///
/// A request nothing answers fails with ``NoResponse``, which names it. An answer may throw instead of answering:
/// a `URLError` stands for a failed exchange, as from a real transport (`URLError(.notConnectedToInternet)`).
public final class MockTransport: HTTPTransport {
    /// A canned response.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// The response headers; a `Content-Type` decides how a JSON operation reads the body.
        public var headers: HTTPHeaders
        /// The whole body.
        public var body: Data

        /// A response with `status`, `headers` and `body`.
        public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data()) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// `value` as JSON, encoded as a client encodes by default (RFC 3339 dates, sorted keys).
        public static func json(_ value: some Encodable, status: Int = 200) throws -> Self {
            Self(
                status: status,
                headers: ["Content-Type": "application/json"],
                body: try JSONEncoder.clientGen().encode(value)
            )
        }

        /// Text in UTF-8.
        public static func text(
            _ text: String,
            status: Int = 200,
            contentType: String = "text/plain; charset=utf-8"
        ) -> Self {
            Self(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
        }

        /// A status and no body.
        public static func status(_ status: Int) -> Self {
            Self(status: status)
        }
    }

    /// Makes the response to a request, or throws.
    public typealias Answer = @Sendable (HTTPRequest) async throws -> Response

    /// The error for a request that no answer matches.
    public struct NoResponse: Error, CustomStringConvertible {
        /// The request's method.
        public let method: HTTPMethod
        /// The request's URL.
        public let url: URL
        /// The request's `operationId`, empty when it has none.
        public let operationID: String

        /// What was asked and how to answer it.
        public var description: String {
            let operation = operationID.isEmpty ? "" : " (\(operationID))"
            return "MockTransport has no answer for \(method) \(url.path)\(operation); add one with respond(to:)."
        }
    }

    private struct PathRoute {
        var method: HTTPMethod
        var segments: [Substring]
        var answer: Answer
    }

    private struct State {
        var byOperation: [String: Answer] = [:]
        var byPath: [PathRoute] = []
        var requests: [HTTPRequest] = []
    }

    private let state = LockedState(State())

    /// A transport with no answers yet.
    public init() {}

    /// Answers requests of the operation `operationID` (the spec's `operationId`), replacing an earlier answer for
    /// it. Answers by operation are tried before answers by path.
    public func respond(to operationID: String, with answer: @escaping Answer) {
        state.withLock { $0.byOperation[operationID] = answer }
    }

    /// Answers `method` requests whose URL path ends with `path`, written as the spec writes it: `{name}` stands for
    /// any one segment, and the base URL's own path does not matter (`/pets/{petId}` matches
    /// `https://api.example.com/v1/pets/42`). Paths are tried in the order they were added.
    public func respond(to method: HTTPMethod, path: String, with answer: @escaping Answer) {
        let segments = path.split(separator: "/")
        state.withLock { $0.byPath.append(PathRoute(method: method, segments: segments, answer: answer)) }
    }

    /// Every request received so far, in order, as the middlewares left it; a file or streamed body is read into data.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// Records `request` and answers it with the first answer that matches, or throws ``NoResponse``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        request = try await request.bufferingBody()
        let recorded = request
        let answer = state.withLock { state -> Answer? in
            state.requests.append(recorded)
            if let answer = state.byOperation[recorded.operationID] { return answer }
            let segments = recorded.url.path.split(separator: "/")
            return state.byPath.first { route in
                route.method == recorded.method && route.segments.count <= segments.count
                    && zip(route.segments, segments.suffix(route.segments.count)).allSatisfy { pattern, segment in
                        (pattern.hasPrefix("{") && pattern.hasSuffix("}")) || pattern == segment
                    }
            }?.answer
        }
        guard let answer else {
            throw NoResponse(method: request.method, url: request.url, operationID: request.operationID)
        }
        try Task.checkCancellation()
        let response = try await answer(request)
        return HTTPResponse(status: response.status, headers: response.headers, body: ResponseBody(response.body))
    }
}
