import Foundation

/// Hides secrets in headers, URLs and bodies before they reach a log line or an error message.
///
/// Names are compared loosely: case, `-`, `_` and `.` are ignored, so `access_token`,
/// `accessToken` and `Access-Token` are one name.
public struct Redactor: Hashable, Sendable {
    /// What replaces a secret.
    public static let placeholder = "<redacted>"

    /// Header, query item, cookie and body field names whose values are secret (as given).
    public private(set) var sensitiveNames: Set<String>
    private var normalizedNames: Set<String>

    /// Secret header, query and body field names that every client hides.
    public static let defaultSensitiveNames: Set<String> = [
        "Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie", "X-API-Key", "API-Key", "API_Key",
        "X-Auth-Token", "X-Access-Token", "X-Amz-Security-Token", "X-Amz-Signature", "X-Ca-Signature",
        "access_token", "refresh_token", "id_token", "token", "client_secret", "password", "passwd", "secret",
        "code_verifier", "assertion", "client_assertion", "session_token", "signature", "iotToken",
        "securityToken", "SSOAuthToken",
    ]

    /// A redactor that hides the values of `sensitiveNames`; the default hides ``defaultSensitiveNames``. To hide
    /// more, pass `Redactor.defaultSensitiveNames.union([…])`, or call ``adding(_:)``.
    public init(sensitiveNames: Set<String> = Redactor.defaultSensitiveNames) {
        self.sensitiveNames = sensitiveNames
        normalizedNames = Set(sensitiveNames.map(Self.normalized))
    }

    /// This redactor, also hiding `names`.
    public func adding(_ names: Set<String>) -> Redactor {
        Redactor(sensitiveNames: sensitiveNames.union(names))
    }

    /// Whether the value of a header, query item or field called `name` is hidden.
    public func isSensitive(_ name: String) -> Bool {
        normalizedNames.contains(Self.normalized(name))
    }

    /// Names hidden only in query strings and form bodies, where they carry an OAuth authorization
    /// code; in JSON, `code` is usually an error or status code a reader needs.
    private static let queryAndFormOnlyNames: Set<String> = ["code"]

    func isSensitiveInQueryOrForm(_ name: String) -> Bool {
        isSensitive(name) || Self.queryAndFormOnlyNames.contains(Self.normalized(name))
    }

    /// The headers with secret values replaced.
    public func headers(_ headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(
            headers.map { field in
                isSensitive(field.name) ? .init(name: field.name, value: Self.placeholder) : field
            }
        )
    }

    /// The URL as text with secret query values and any password replaced.
    public func url(_ url: URL) -> String {
        self.url(url.absoluteString)
    }

    /// A URL written as text, with secret query values and any password replaced.
    func url(_ text: String) -> String {
        var text = text
        var fragment = ""
        if let hash = text.firstIndex(of: "#") {
            fragment = String(text[hash...])
            text = String(text[..<hash])
        }
        var query: String?
        if let question = text.firstIndex(of: "?") {
            query = String(text[text.index(after: question)...])
            text = String(text[..<question])
        }
        if let schemeEnd = text.range(of: "://") {
            let authorityEnd = text[schemeEnd.upperBound...].firstIndex(of: "/") ?? text.endIndex
            let authority = text[schemeEnd.upperBound..<authorityEnd]
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                text.replaceSubrange(text.index(after: colon)..<at, with: Self.placeholder)
            }
        }
        if let query {
            text += "?"
            text += query.split(separator: "&", omittingEmptySubsequences: false)
                .map { pair -> String in
                    let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                    let decoded = PercentEncoding.decode(name, plusAsSpace: true) ?? name
                    return isSensitiveInQueryOrForm(decoded) ? "\(name)=\(Self.placeholder)" : String(pair)
                }
                .joined(separator: "&")
        }
        return text + fragment
    }

    /// Body text with secret JSON members (`"password": "…"`, also inside a JSON string that holds JSON, as when a
    /// server echoes a request), form fields and query items (`password=…`, also inside a URL inside a message) and
    /// `Bearer`/`Basic` credentials replaced. Works on truncated bodies too.
    public func text(_ text: String) -> String {
        let redacted = String(decoding: redactingPairs(redactingJSONMembers(Array(text.utf8))), as: UTF8.self)
        // Credentials written out, as when a server echoes a header.
        return replace(#"(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+"#, in: redacted) { scheme, _ in
            "\(scheme) \(Self.placeholder)"
        }
    }

    /// A body for display: redacted UTF-8 text, cut to `limit` characters, or a byte count.
    public func body(_ data: Data, contentType: String?, limit: Int = 4096) -> String {
        if contentType?.lowercased().hasPrefix("multipart/") == true {
            return "<multipart body, \(data.count) bytes>"
        }
        guard let string = String(data: data, encoding: .utf8) else { return "<\(data.count) bytes>" }
        let redacted = text(string)
        return redacted.count > limit ? String(redacted.prefix(limit)) + "… (\(data.count) bytes)" : redacted
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !"-_. ".unicodeScalars.contains($0) })
    }

    /// Replaces every match of `pattern`; `transform` gets capture group 1 and the whole match.
    private func replace(
        _ pattern: String,
        in text: String,
        transform: (_ name: String, _ match: String) -> String
    ) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        let source = text as NSString
        var result = ""
        var cursor = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let name = source.substring(with: match.range(at: 1))
            result += source.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            result += transform(name, source.substring(with: match.range))
            cursor = match.range.location + match.range.length
        }
        return result + source.substring(from: cursor)
    }
}
