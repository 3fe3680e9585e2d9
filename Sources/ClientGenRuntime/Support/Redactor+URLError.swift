import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Redactor {
    /// `error` with its texts redacted and its failing URL given only as redacted text: URLSession puts the whole
    /// URL, query included, into an error's user info, and from there into its description.
    func urlError(_ error: URLError) -> URLError {
        // The key of `NSURLErrorFailingURLStringErrorKey`, whose name is deprecated in favour of the URL-valued key.
        let failingURLStringKey = "NSErrorFailingURLStringKey"
        var userInfo: [String: Any] = [:]
        for (key, value) in error.userInfo {
            switch value {
            case let url as URL:
                userInfo[failingURLStringKey] = self.url(url)
            case let text as String:
                userInfo[key] = key == failingURLStringKey ? self.url(text) : self.text(text)
            default:
                break  // an underlying NSError or a certificate chain, which may spell out the URL again
            }
        }
        return URLError(error.code, userInfo: userInfo)
    }
}
