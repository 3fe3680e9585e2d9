import Foundation

/// What a transport does when a server answers with a redirect (301, 302, 303, 307 or 308).
///
/// The ``default`` policy follows a redirect within the origin of the request (its scheme, host and port) as it
/// is. To another origin it follows without the request's credentials: every header the request's ``Redactor``
/// hides (`Authorization`, `Cookie`, API keys, the names middlewares declare) and every header a middleware set,
/// since those were meant for the server the client was made for. A redirect to another origin that would send the
/// body again (307, 308) is not followed, since a body can carry credentials too; the redirect is then the answer,
/// an ``APIError`` with its status.
///
/// ```swift
/// let client = APIClient(baseURL: url, redirectPolicy: .sameOrigin)
/// ```
public struct RedirectPolicy: Sendable {
    /// A redirect a transport is about to follow.
    public struct Redirect: Sendable {
        /// The redirect's status.
        public var status: Int
        /// The method of the request that would follow (303, and 301 or 302 after a POST, turn it into GET).
        public var method: HTTPMethod
        /// The URL the request was first sent to.
        public var originalURL: URL
        /// Where the redirect leads.
        public var url: URL
        /// Whether following sends the request body again.
        public var resendsBody: Bool

        /// A redirect, as a transport describes it to a policy (or a test does).
        public init(status: Int, method: HTTPMethod, originalURL: URL, url: URL, resendsBody: Bool) {
            self.status = status
            self.method = method
            self.originalURL = originalURL
            self.url = url
            self.resendsBody = resendsBody
        }

        /// Whether ``url`` has the scheme, host and port of ``originalURL`` (a port left out is the scheme's
        /// default).
        public var isSameOrigin: Bool {
            Self.origin(of: originalURL) == Self.origin(of: url)
        }

        private static func origin(of url: URL) -> String {
            let scheme = url.scheme?.lowercased() ?? ""
            let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
            return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
        }
    }

    /// What to do with one redirect.
    public enum Action: Hashable, Sendable {
        /// Follow with the request as it is.
        case follow
        /// Follow without the headers the request's ``Redactor`` hides and those middlewares set.
        case followWithoutCredentials
        /// Do not follow: the redirect response is the answer.
        case refuse
    }

    private let decide: @Sendable (Redirect) -> Action

    /// A policy that decides each redirect with `decide`.
    public init(_ decide: @escaping @Sendable (Redirect) -> Action) {
        self.decide = decide
    }

    /// What to do with `redirect`.
    public func action(for redirect: Redirect) -> Action {
        decide(redirect)
    }

    /// Within the origin, follows; to another origin, follows without credentials, or not at all when the body
    /// would be sent again.
    public static let `default` = RedirectPolicy { redirect in
        if redirect.isSameOrigin { return .follow }
        return redirect.resendsBody ? .refuse : .followWithoutCredentials
    }

    /// Follows only redirects within the origin.
    public static let sameOrigin = RedirectPolicy { $0.isSameOrigin ? .follow : .refuse }

    /// Follows no redirect.
    public static let never = RedirectPolicy { _ in .refuse }
}
