import ClientGenHashing
import ClientGenRuntime
import Foundation

/// Signs each request for Alibaba Cloud's API gateway (and the IoT API gateway behind IMS) with the
/// app key and an HMAC-SHA256 keyed with the app secret.
///
/// It sets `x-ca-key`, `x-ca-nonce`, `x-ca-timestamp`, `x-ca-signaturemethod`, `Date`, `Content-MD5`
/// for a body that is not a form, `x-ca-signature-headers` and `x-ca-signature`. It also fixes
/// `Accept` (`application/json` when missing) and `Content-Type` (`application/octet-stream` for an
/// unlabelled body), since both are signed and a transport would otherwise fill in its own.
/// The string to sign is:
///
/// ```
/// METHOD
/// Accept
/// Content-MD5
/// Content-Type
/// Date
/// x-ca-name:value      (each signed header, sorted by name)
/// /path?a=1&b=2        (query and form parameters, decoded, sorted by name; the first of repeated names)
/// ```
///
/// The signature covers the body, so put the signer after ``EnvelopeAuth`` and ``EnvelopeFields``, which rewrite
/// it, and after ``RetryMiddleware``, so each attempt gets a fresh nonce.
///
/// ```swift
/// let client = APIClient(
///     baseURL: IMS.defaultServer,
///     middlewares: [auth, AlibabaGatewaySigner(appKey: appKey, appSecret: appSecret)])
/// ```
public struct AlibabaGatewaySigner: Middleware, CustomStringConvertible {
    /// The app key, sent in `x-ca-key`; not secret.
    public let appKey: String
    private let appSecret: String
    private let now: @Sendable () -> Date
    private let nonce: @Sendable () -> String

    /// - Parameters:
    ///   - appKey: sent in `x-ca-key`.
    ///   - appSecret: keys the HMAC; never sent.
    ///   - now: the signing time, for `Date` and `x-ca-timestamp`.
    ///   - nonce: a value never used twice within the gateway's 15-minute window; a UUID by default.
    public init(
        appKey: String,
        appSecret: String,
        now: @escaping @Sendable () -> Date = { Date() },
        nonce: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
    ) {
        self.appKey = appKey
        self.appSecret = appSecret
        self.now = now
        self.nonce = nonce
    }

    /// Signs the request with a new nonce for now, and passes it on. The body's MD5 is signed: a file body is hashed
    /// as it is read, a megabyte at a time, and sent from the file; a streamed body is read into memory first.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        if case .file(let url)? = request.body, !Self.isForm(request) {
            let (digest, byteCount) = try MD5Hasher.hash(ofFile: url)
            return try await next(sign(request, date: now(), nonce: nonce(), body: (byteCount > 0, digest)))
        }
        return try await next(sign(try await request.bufferingBody(), date: now(), nonce: nonce()))
    }

    /// `request` with the gateway's headers and signature for `date` and `nonce`; a streamed or file body is
    /// signed as empty, so buffer it first.
    public func sign(_ request: HTTPRequest, date: Date, nonce: String) -> HTTPRequest {
        let body = request.bodyData
        let md5 = body.isEmpty || Self.isForm(request) ? [] : MD5Hasher.hash(body)
        return sign(request, date: date, nonce: nonce, body: (!body.isEmpty, md5))
    }

    /// `request` signed for a body that is empty or not, with `md5` the digest of its bytes.
    private func sign(
        _ request: HTTPRequest,
        date: Date,
        nonce: String,
        body: (isPresent: Bool, md5: [UInt8])
    ) -> HTTPRequest {
        var signed = request
        for name in ["x-ca-signature", "x-ca-signature-headers", "Content-MD5"] { signed.headers[name] = nil }
        if signed.headers["Accept"] == nil { signed.headers["Accept"] = "application/json" }
        if body.isPresent, signed.headers["Content-Type"] == nil {
            signed.headers["Content-Type"] = "application/octet-stream"
        }
        if body.isPresent, !Self.isForm(signed) {
            signed.headers["Content-MD5"] = Data(body.md5).base64EncodedString()
        }
        signed.headers["Date"] = Self.httpDate(date)
        signed.headers["x-ca-key"] = appKey
        signed.headers["x-ca-nonce"] = nonce
        signed.headers["x-ca-timestamp"] = String(Int64((date.timeIntervalSince1970 * 1000).rounded(.down)))
        signed.headers["x-ca-signaturemethod"] = "HmacSHA256"
        let names = Self.signedHeaderNames(signed)
        signed.headers["x-ca-signature-headers"] = names.joined(separator: ",")
        let text = Self.stringToSign(signed, signedHeaders: names)
        signed.headers["x-ca-signature"] =
            Data(HMACSHA256.authenticationCode(key: Data(appSecret.utf8), message: Data(text.utf8)))
            .base64EncodedString()
        return signed
    }

    /// The `x-ca-*` headers the signature covers, lowercased and sorted; not the signature and its list.
    static func signedHeaderNames(_ request: HTTPRequest) -> [String] {
        let names = request.headers.map { $0.name.lowercased() }.filter {
            $0.hasPrefix("x-ca-") && $0 != "x-ca-signature" && $0 != "x-ca-signature-headers"
        }
        return Set(names).sorted()
    }

    /// The text the HMAC is computed over: the method, four headers, the signed headers and the path with parameters.
    static func stringToSign(_ request: HTTPRequest, signedHeaders: [String]) -> String {
        let fixed = ["Accept", "Content-MD5", "Content-Type", "Date"].map { request.headers[$0] ?? "" }
        let headers = signedHeaders.map { "\($0):\(request.headers[$0] ?? "")\n" }.joined()
        return ([request.method.rawValue] + fixed).joined(separator: "\n") + "\n" + headers
            + pathAndParameters(request)
    }

    /// The decoded path, then `?` and the query and form parameters sorted by name, `name=value` or just
    /// `name` when the value is empty; the first value of a repeated name counts.
    static func pathAndParameters(_ request: HTTPRequest) -> String {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        var pairs = parameters(components?.percentEncodedQuery ?? "")
        if isForm(request) { pairs += parameters(String(decoding: request.bodyData, as: UTF8.self)) }
        var seen: Set<String> = []
        let unique = pairs.filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }
        let path = components?.path ?? "/"
        guard !unique.isEmpty else { return path.isEmpty ? "/" : path }
        let query = unique.map { $0.value.isEmpty ? $0.name : "\($0.name)=\($0.value)" }.joined(separator: "&")
        return (path.isEmpty ? "/" : path) + "?" + query
    }

    private static func parameters(_ encoded: String) -> [(name: String, value: String)] {
        encoded.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                PercentEncoding.decode(String($0), plusAsSpace: true) ?? String($0)
            }
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    private static func isForm(_ request: HTTPRequest) -> Bool {
        request.headers["Content-Type"]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
    }

    /// An IMF-fixdate such as `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        let parts = calendar.dateComponents([.weekday, .year, .month, .day, .hour, .minute, .second], from: date)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let day = String(format: "%02d", parts.day!)
        let time = String(format: "%04d %02d:%02d:%02d", parts.year!, parts.hour!, parts.minute!, parts.second!)
        return "\(weekdays[parts.weekday! - 1]), \(day) \(months[parts.month! - 1]) \(time) GMT"
    }

    /// The app key; the app secret is redacted.
    public var description: String { "AlibabaGatewaySigner(appKey: \(appKey), appSecret: \(Redactor.placeholder))" }
}
