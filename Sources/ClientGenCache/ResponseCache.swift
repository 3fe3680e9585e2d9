import ClientGenHashing
import ClientGenRuntime
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A private HTTP cache (RFC 9111) as a middleware: a GET is answered from a `URLCache` while the response stored
/// for it is fresh, and the responses HTTP caching allows are stored as their bodies are read.
///
/// It stores `200` responses to GET with a freshness lifetime (`max-age`, or `Expires` against `Date`), never those
/// marked `no-store` or `no-cache` or with `Vary` (other than `Accept-Encoding`), and answers only while they are
/// fresh, without revalidating. A response is reused only for the same URL, query included, and the same
/// credentials. A body is stored once its reader has read it to the end, and streams to that reader at the reader's
/// pace, as it would without the cache; a body larger than the limit is passed on without being kept.
///
/// Put it last among an ``APIClient``'s middlewares, so that it sees the credentials the others add:
///
/// ```swift
/// let client = APIClient(
///     baseURL: Petstore.defaultServer,
///     middlewares: [BearerAuth(token: token), ResponseCache(URLCache(memoryCapacity: 4 << 20, diskCapacity: 0, diskPath: nil))]
/// )
/// ```
///
/// The cache is kept here rather than left to `URLSession`, since FoundationNetworking stores nothing in a session's
/// cache: so it behaves the same on every platform and with every transport.
public struct ResponseCache: Middleware {
    /// The cache, behind a lock: `URLCache` is thread-safe, but not declared `Sendable` everywhere.
    private let cache: LockedState<URLCache>
    /// The largest body stored.
    private let maxBodySize: Int

    private static let storedAtKey = "ClientGenStoredAt"
    private static let lifetimeKey = "ClientGenLifetime"

    /// A cache that keeps responses in `cache`, each body up to `maxBodySize` bytes (by default the cache's memory
    /// capacity, at most 4 MiB).
    public init(_ cache: URLCache, maxBodySize: Int? = nil) {
        self.cache = LockedState(cache)
        self.maxBodySize = max(0, maxBodySize ?? min(cache.memoryCapacity, 4 * 1024 * 1024))
    }

    /// Answers a GET from the cache while the stored response is fresh; otherwise sends it on and keeps the response
    /// as its body is read, when HTTP caching allows.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard let key = Self.key(for: request) else { return try await next(request) }
        if let cached = response(for: key) { return cached }
        var response = try await next(request)
        guard response.status == 200, let lifetime = Self.lifetime(of: response.headers) else { return response }
        let (cache, url, headers) = (self.cache, request.url, response.headers)
        response.body = ResponseBody(
            source: KeptBodySource(base: response.body.source, limit: maxBodySize) { body in
                let fields = Dictionary(headers.map { ($0.name, $0.value) }) { first, _ in first }
                guard
                    let head = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: fields)
                else { return }
                let stored = CachedURLResponse(
                    response: head,
                    data: body,
                    userInfo: [Self.storedAtKey: Date().timeIntervalSinceReferenceDate, Self.lifetimeKey: lifetime],
                    storagePolicy: .allowed
                )
                cache.withLock { $0.storeCachedResponse(stored, for: key) }
            }
        )
        return response
    }

    /// The fresh response stored under `key`, if any.
    private func response(for key: URLRequest) -> HTTPResponse? {
        guard let cached = cache.withLock({ $0.cachedResponse(for: key) }),
            let response = cached.response as? HTTPURLResponse,
            let storedAt = cached.userInfo?[Self.storedAtKey] as? Double,
            let lifetime = cached.userInfo?[Self.lifetimeKey] as? Double,
            Date().timeIntervalSinceReferenceDate - storedAt < lifetime
        else { return nil }
        let fields = response.allHeaderFields.compactMap { name, value -> HTTPHeaders.Field? in
            (name as? String).map { HTTPHeaders.Field(name: $0, value: "\(value)") }
        }
        return HTTPResponse(
            status: response.statusCode,
            headers: HTTPHeaders(fields.sorted { $0.name.lowercased() < $1.name.lowercased() }),
            body: ResponseBody(cached.data)
        )
    }

    /// How long a response with `headers` stays fresh from now, less the age it arrived with; `nil` when it may not
    /// be stored.
    static func lifetime(of headers: HTTPHeaders) -> TimeInterval? {
        if let vary = headers["Vary"], vary.lowercased() != "accept-encoding" { return nil }
        let directives = (headers["Cache-Control"] ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if directives.contains("no-store") || directives.contains("no-cache") { return nil }
        let age = headers["Age"].flatMap(TimeInterval.init) ?? 0
        var lifetime: TimeInterval?
        if let maxAge = directives.first(where: { $0.hasPrefix("max-age=") }) {
            lifetime = TimeInterval(maxAge.dropFirst("max-age=".count).trimmingCharacters(in: ["\""]))
        } else if let expires = headers["Expires"].flatMap({ RetryAfter.httpDate($0) }) {
            let date = headers["Date"].flatMap { RetryAfter.httpDate($0) } ?? Date()
            lifetime = expires.timeIntervalSince(date)
        }
        guard let lifetime, lifetime - age > 0 else { return nil }
        return lifetime - age
    }

    /// The key of a GET's response: a URL on the request's host whose path is a digest of the request's URL and
    /// credential headers, so that an answer is reused only for the same URL, query included, and the same
    /// credentials. FoundationNetworking's `URLCache` tells entries apart by host, port and path alone. `nil` for
    /// other methods.
    static func key(for request: HTTPRequest) -> URLRequest? {
        guard request.method == .get else { return nil }
        let credentials = request.headers
            .filter { field in
                let name = field.name.lowercased()
                return name == "authorization" || name == "cookie" || name == "proxy-authorization"
                    || request.redactor.isSensitive(field.name)
            }
            .map { "\($0.name.lowercased()):\($0.value)" }
            .sorted()
        let identity = ([request.url.absoluteString] + credentials).joined(separator: "\n")
        let digest = SHA256Hasher.hash(Data(identity.utf8)).map { String(format: "%02x", $0) }.joined()
        var components = URLComponents()
        components.scheme = request.url.scheme
        components.host = request.url.host
        components.port = request.url.port
        components.path = "/.clientgen-cache/" + digest
        return components.url.map { URLRequest(url: $0) }
    }
}
