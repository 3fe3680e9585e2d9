import ClientGenHashing
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A ``URLSessionTransport``'s opt-in cache: a GET is answered from a `URLCache` while the response stored for it is
/// fresh, and responses that HTTP caching allows are stored as they complete.
///
/// The transport keeps the cache itself rather than leaving it to the session, since FoundationNetworking stores
/// nothing in a session's cache; so it behaves the same on every platform. It is a private cache (RFC 9111): it
/// stores `200` responses to GET with a freshness lifetime (`max-age`, or `Expires` against `Date`), never those
/// marked `no-store` or `no-cache` or with `Vary`, and answers only while they are fresh, without revalidating. A
/// response is reused only for the same URL and the same credentials.
struct ResponseCache: Sendable {
    /// The cache, behind a lock: `URLCache` is thread-safe, but not declared `Sendable` everywhere.
    private let cache: LockedState<URLCache>
    /// The largest body stored; a larger one is passed on without being kept.
    let maxBodySize: Int

    private static let storedAtKey = "ClientGenStoredAt"
    private static let lifetimeKey = "ClientGenLifetime"

    init(_ cache: URLCache) {
        self.cache = LockedState(cache)
        maxBodySize = max(0, min(cache.memoryCapacity, 4 * 1024 * 1024))
    }

    /// The fresh response stored for `request`, if any.
    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard let key = Self.key(for: request) else { return nil }
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

    /// Whether `response` may be stored.
    static func isStorable(_ response: HTTPURLResponse) -> Bool {
        response.statusCode == 200 && lifetime(of: response) != nil
    }

    /// Stores a complete response under `key`.
    func store(_ response: HTTPURLResponse, body: Data, under key: URLRequest) {
        guard let lifetime = Self.lifetime(of: response) else { return }
        let cached = CachedURLResponse(
            response: response,
            data: body,
            userInfo: [Self.storedAtKey: Date().timeIntervalSinceReferenceDate, Self.lifetimeKey: lifetime],
            storagePolicy: .allowed
        )
        cache.withLock { $0.storeCachedResponse(cached, for: key) }
    }

    /// How long a response stays fresh from now, less the age it arrived with; `nil` when it may not be stored.
    static func lifetime(of response: HTTPURLResponse) -> TimeInterval? {
        let header = { (name: String) in response.value(forHTTPHeaderField: name) }
        if let vary = header("Vary"), vary.lowercased() != "accept-encoding" { return nil }
        let directives = (header("Cache-Control") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if directives.contains("no-store") || directives.contains("no-cache") { return nil }
        let age = header("Age").flatMap(TimeInterval.init) ?? 0
        var lifetime: TimeInterval?
        if let maxAge = directives.first(where: { $0.hasPrefix("max-age=") }) {
            lifetime = TimeInterval(maxAge.dropFirst("max-age=".count).trimmingCharacters(in: ["\""]))
        } else if let expires = header("Expires").flatMap({ RetryAfter.httpDate($0) }) {
            let date = header("Date").flatMap { RetryAfter.httpDate($0) } ?? Date()
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
