import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for tests.
///
/// Each connection runs on its own thread; the handler scripts the response through a
/// ``ResponseWriter`` (status, headers, chunks, pauses, disconnects) and may block, for example
/// on a ``Gate``. Every request is recorded before the handler runs.
public final class LoopbackHTTPServer: Sendable {
    /// Produces the response to one request; runs on the connection's thread.
    public typealias Handler = @Sendable (RecordedRequest, ResponseWriter) -> Void
    /// Takes a request body's bytes as they arrive, in order, instead of the recorded request.
    public typealias BodySink = @Sendable (Data) -> Void

    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let bodySink: BodySink?
    private let state = Locked(State())

    private struct State {
        var requests: [RecordedRequest] = []
        var connections: Set<Int32> = []
        var isStopped = false
    }

    /// Starts listening; stop with `stop()` (also done on deinit). With a `bodySink`, bodies (sent with a
    /// `Content-Length` or chunked) go to it as they arrive and are not kept (the recorded body is empty), so a test
    /// can receive a body larger than it wants in memory, or see its first bytes before the client has sent the rest.
    public init(bodySink: BodySink? = nil, handler: @escaping Handler) throws {
        self.handler = handler
        self.bodySink = bodySink
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw ServerError.socket(errno) }
        var reuse: Int32 = 1
        _ = setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            close(listener)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [weak self] in
            while let server = self, server.acceptOne() {}
            close(listener)
        }
        thread.start()
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { state.withLock { $0.requests } }

    /// How many requests arrived so far.
    public var requestCount: Int { state.withLock { $0.requests.count } }

    /// Waits until at least `count` requests arrived; `false` if `timeout` passed first.
    public func waitForRequests(_ count: Int, within timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while requestCount < count {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// Stops accepting and closes every open connection.
    public func stop() {
        let connections = state.withLock { state -> Set<Int32> in
            guard !state.isStopped else { return [] }
            state.isStopped = true
            return state.connections
        }
        for connection in connections { _ = shutdown(connection, Int32(SHUT_RDWR)) }
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    /// Accepts one connection if one comes within 50 ms; `false` once stopped.
    private func acceptOne() -> Bool {
        guard !isStopped else { return false }
        guard waitReadable(listener) else { return true }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return true }
        #if canImport(Darwin)
        var noSignal: Int32 = 1
        _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let isAccepted = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.connections.insert(connection)
            return true
        }
        guard isAccepted else {
            close(connection)
            return false
        }
        let thread = Thread { [self] in serve(connection) }
        thread.start()
        return true
    }

    /// Polls for up to 50 ms so the loops notice `stop()`.
    private func waitReadable(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 50) > 0
    }

    private func serve(_ connection: Int32) {
        defer {
            state.withLock { _ = $0.connections.remove(connection) }
            close(connection)
        }
        var buffer = Data()
        while !isStopped {
            guard let request = readRequest(connection, buffer: &buffer) else { return }
            state.withLock { $0.requests.append(request) }
            let writer = ResponseWriter(socket: connection, isHead: request.method == "HEAD")
            handler(request, writer)
            if !writer.isComplete { writer.respond(status: 500, text: "handler wrote no response") }
            guard writer.isConnected, request.header("Connection")?.lowercased() != "close" else { return }
        }
    }

    private func readRequest(_ connection: Int32, buffer: inout Data) -> RecordedRequest? {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil {
            guard read(connection, into: &buffer) else { return nil }
        }
        guard let headEnd = buffer.range(of: separator) else { return nil }
        let head = String(decoding: buffer[buffer.startIndex..<headEnd.lowerBound], as: UTF8.self)
        buffer = Data(buffer[headEnd.upperBound...])
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var request = RecordedRequest(
            method: String(requestLine[0]),
            target: String(requestLine[1]),
            headers: headers,
            body: Data()
        )
        if request.header("Transfer-Encoding")?.lowercased() == "chunked" {
            guard let body = readChunkedBody(connection, buffer: &buffer, sink: bodySink) else { return nil }
            request.body = body
        } else {
            let length = Int(request.header("Content-Length") ?? "0") ?? 0
            if let bodySink {
                var left = length
                while left > 0 {
                    if buffer.isEmpty, !read(connection, into: &buffer) { return nil }
                    let chunk = buffer.prefix(left)
                    bodySink(Data(chunk))
                    left -= chunk.count
                    buffer = Data(buffer.dropFirst(chunk.count))
                }
                return request
            }
            while buffer.count < length {
                guard read(connection, into: &buffer) else { return nil }
            }
            request.body = Data(buffer.prefix(length))
            buffer = Data(buffer.dropFirst(length))
        }
        return request
    }

    /// The body, or with a `sink` nothing, each chunk going to the sink as it arrives.
    private func readChunkedBody(_ connection: Int32, buffer: inout Data, sink: BodySink?) -> Data? {
        var body = Data()
        let lineEnd = Data("\r\n".utf8)
        while true {
            while buffer.range(of: lineEnd) == nil {
                guard read(connection, into: &buffer) else { return nil }
            }
            guard let end = buffer.range(of: lineEnd) else { return nil }
            let sizeText = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";")[0], radix: 16) else { return nil }
            buffer = Data(buffer[end.upperBound...])
            while buffer.count < size + 2 {
                guard read(connection, into: &buffer) else { return nil }
            }
            if let sink {
                if size > 0 { sink(Data(buffer.prefix(size))) }
            } else {
                body.append(buffer.prefix(size))
            }
            buffer = Data(buffer.dropFirst(size + 2))
            if size == 0 { return body }
        }
    }

    /// Reads what is available; `false` when the peer closed or the server stopped.
    private func read(_ connection: Int32, into buffer: inout Data) -> Bool {
        while !isStopped {
            guard waitReadable(connection) else { continue }
            var bytes = [UInt8](repeating: 0, count: 65_536)
            let count = recv(connection, &bytes, bytes.count, 0)
            guard count > 0 else { return false }
            buffer.append(contentsOf: bytes[0..<count])
            return true
        }
        return false
    }
}

/// Why the server could not start.
public enum ServerError: Error {
    case socket(Int32)
}
