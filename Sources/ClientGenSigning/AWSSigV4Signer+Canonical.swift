import ClientGenHashing
import ClientGenRuntime
import Foundation

extension AWSSigV4Signer {
    /// The canonical request and the `;`-separated names of the headers it signs.
    struct CanonicalRequest {
        var text: String
        var signedHeaders: String
    }

    /// Headers left unsigned because transports and proxies add, drop or rewrite them.
    static let unsignedHeaders: Set<String> = [
        "authorization", "user-agent", "expect", "x-amzn-trace-id", "connection", "keep-alive", "content-length",
        "transfer-encoding", "accept-encoding", "te", "upgrade",
    ]

    /// Method, canonical URI, canonical query, canonical headers, signed headers and the payload hash, one per line;
    /// the payload hash is `payloadHash` when given, else that of the body's bytes.
    func canonicalRequest(for request: HTTPRequest, payloadHash: String? = nil) -> CanonicalRequest {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        var headers: [String: [String]] = [:]
        for field in request.headers where !Self.unsignedHeaders.contains(field.name.lowercased()) {
            headers[field.name.lowercased(), default: []].append(Self.trimmed(field.value))
        }
        if headers["host"] == nil { headers["host"] = [Self.host(of: request.url)] }
        let names = headers.keys.sorted()
        let signedHeaders = names.joined(separator: ";")
        let lines = [
            request.method.rawValue,
            canonicalURI(components?.percentEncodedPath ?? "/"),
            Self.canonicalQuery(components?.percentEncodedQuery ?? ""),
            names.map { "\($0):\(headers[$0]!.joined(separator: ","))\n" }.joined(),
            signedHeaders,
            payloadHash ?? Self.hex(SHA256Hasher.hash(request.bodyData)),
        ]
        return CanonicalRequest(text: lines.joined(separator: "\n"), signedHeaders: signedHeaders)
    }

    /// `AWS4-HMAC-SHA256`, the timestamp, the credential scope and the hash of the canonical request.
    func stringToSign(canonicalRequest: String, date: Date) -> String {
        [
            "AWS4-HMAC-SHA256", Self.timestamp(date), credentialScope(date),
            Self.hex(SHA256Hasher.hash(Data(canonicalRequest.utf8))),
        ]
        .joined(separator: "\n")
    }

    /// `yyyyMMdd/region/service/aws4_request`.
    func credentialScope(_ date: Date) -> String {
        "\(Self.timestamp(date).prefix(8))/\(region)/\(service)/aws4_request"
    }

    /// The key derived from the secret, the day, the region and the service.
    func signingKey(secret: String, date: Date) -> [UInt8] {
        let parts = [String(Self.timestamp(date).prefix(8)), region, service, "aws4_request"]
        return parts.reduce(Array("AWS4\(secret)".utf8)) { key, part in
            HMACSHA256.authenticationCode(key: key, message: Data(part.utf8))
        }
    }

    /// The path as sent, with `.`, `..` and empty segments removed, and each segment percent-encoded again
    /// (AWS encodes paths twice for every service but S3, which encodes once and keeps the path as is).
    func canonicalURI(_ encodedPath: String) -> String {
        guard service != "s3" else {
            let segments = encodedPath.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                PercentEncoding.formComponent(PercentEncoding.decode(String(segment)) ?? String(segment))
            }
            return encodedPath.isEmpty ? "/" : segments.joined(separator: "/")
        }
        var segments: [String] = []
        for segment in encodedPath.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": _ = segments.popLast()
            default: segments.append(PercentEncoding.formComponent(String(segment)))
            }
        }
        let hasTrailingSlash = encodedPath.hasSuffix("/") && !segments.isEmpty
        return "/" + segments.joined(separator: "/") + (hasTrailingSlash ? "/" : "")
    }

    /// Name–value pairs decoded, encoded with only unreserved characters kept, and sorted by name, then value.
    static func canonicalQuery(_ encodedQuery: String) -> String {
        encodedQuery.split(separator: "&").map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let encode = { (text: Substring) in
                PercentEncoding.formComponent(PercentEncoding.decode(String(text)) ?? String(text))
            }
            return (encode(parts[0]), parts.count > 1 ? encode(parts[1]) : "")
        }
        .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        .map { "\($0.0)=\($0.1)" }
        .joined(separator: "&")
    }

    /// The `Host` header a transport sends for `url`: the port only when it is not the scheme's default.
    static func host(of url: URL) -> String {
        var host = url.host ?? ""
        if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
        guard let port = url.port else { return host }
        let defaultPort = url.scheme?.lowercased() == "https" ? 443 : 80
        return port == defaultPort ? host : "\(host):\(port)"
    }

    /// Leading and trailing spaces removed and runs of spaces inside collapsed to one.
    static func trimmed(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// `yyyyMMdd'T'HHmmss'Z'` in UTC.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ",
            parts.year!,
            parts.month!,
            parts.day!,
            parts.hour!,
            parts.minute!,
            parts.second!
        )
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
