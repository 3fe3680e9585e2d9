#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed file operation: what was being done, to which path, and why.
struct SystemError: Error {
    var operation: String
    var path: String
    var reason: String

    /// Explains the failure by `code`, the current `errno` unless given.
    init(_ operation: String, _ path: String, code: Int32 = errno) {
        self.init(operation, path, reason: String(cString: strerror(code)))
    }

    init(_ operation: String, _ path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }
}
