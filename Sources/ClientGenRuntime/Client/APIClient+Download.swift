import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension APIClient {
    /// Streams the response body of `request` into a file at `destination`, readable and writable
    /// by the owner only (0600), and returns the file's URL with the status and headers.
    ///
    /// The body is written to a temporary file beside `destination` and moved into place when
    /// complete, replacing any file there; on failure or cancellation (`CancellationError`) nothing is left behind.
    /// ``timeout`` bounds the wait for the response to start, not the transfer.
    @discardableResult
    public func download<Response>(_ request: Request<Response>, to destination: URL) async throws -> APIResponse<URL> {
        let httpRequest = try makeHTTPRequest(request)
        let response = try await withTimeout(httpRequest) {
            try await execute(httpRequest, errorResponses: request.errorResponses)
        }
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        let descriptor = open(partial.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw makeError(
                .invalidRequest,
                for: httpRequest,
                message: "Could not create a file in \(destination.deletingLastPathComponent().path): \(reason)."
            )
        }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            for try await chunk in response.body {
                try file.write(contentsOf: chunk)
            }
            try file.close()
            // A cancel that lands after the last chunk still wins: the caller asked for no file.
            try Task.checkCancellation()
            if rename(partial.path, destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                throw makeError(
                    .invalidRequest,
                    for: httpRequest,
                    message: "Could not move the download to \(destination.path): \(reason)."
                )
            }
        } catch {
            try? file.close()
            unlink(partial.path)
            if let urlError = error as? URLError { throw transportFailure(urlError, for: httpRequest) }
            throw error
        }
        return APIResponse(value: destination, status: response.status, headers: response.headers)
    }
}
