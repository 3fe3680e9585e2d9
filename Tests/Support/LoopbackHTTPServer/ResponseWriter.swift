import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one response on a connection: all at once, or head then chunks, or breaks off.
///
/// Writes after the client went away are ignored; `isConnected` tells.
public final class ResponseWriter: Sendable {
    private let socket: Int32
    private let isHead: Bool
    private let state = Locked(State())

    private struct State {
        var isHeadWritten = false
        var isChunked = false
        var isFinished = false
        var isDisconnected = false
    }

    init(socket: Int32, isHead: Bool) {
        self.socket = socket
        self.isHead = isHead
    }

    /// Whether the client is still there, as far as the last write could tell.
    public var isConnected: Bool { state.withLock { !$0.isDisconnected } }

    var isComplete: Bool { state.withLock { $0.isFinished || $0.isDisconnected } }

    /// A complete response with a `Content-Length`.
    public func respond(status: Int, headers: [(String, String)] = [], body: Data = Data()) {
        writeHead(status: status, headers: headers + [("Content-Length", String(body.count))], chunked: false)
        if !isHead { write(body) }
        state.withLock { $0.isFinished = true }
    }

    /// A complete response with a UTF-8 text body.
    public func respond(status: Int, headers: [(String, String)] = [], text: String) {
        respond(status: status, headers: headers, body: Data(text.utf8))
    }

    /// The status line and headers; with `chunked`, the body follows in `writeChunk` calls and `finish()`.
    public func writeHead(status: Int, headers: [(String, String)] = [], chunked: Bool = true) {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if chunked { head += "Transfer-Encoding: chunked\r\n" }
        head += "\r\n"
        state.withLock {
            $0.isHeadWritten = true
            $0.isChunked = chunked
        }
        write(Data(head.utf8))
    }

    /// One chunk of a chunked body, sent at once.
    public func writeChunk(_ data: Data) {
        guard !data.isEmpty else { return }
        write(Data((String(data.count, radix: 16) + "\r\n").utf8) + data + Data("\r\n".utf8))
    }

    /// A chunk of UTF-8 text.
    public func writeChunk(_ text: String) {
        writeChunk(Data(text.utf8))
    }

    /// Ends a chunked body.
    public func finish() {
        let isChunked = state.withLock { state -> Bool in
            defer { state.isFinished = true }
            return state.isChunked && !state.isFinished
        }
        if isChunked { write(Data("0\r\n\r\n".utf8)) }
    }

    /// Closes the connection at once with a reset, mid-response if need be.
    public func disconnect() {
        state.withLock { $0.isDisconnected = true }
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(socket, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        _ = shutdown(socket, Int32(SHUT_RDWR))
    }

    private func write(_ data: Data) {
        guard isConnected else { return }
        let isSent = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let sent = send(socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = send(socket, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
        if !isSent { state.withLock { $0.isDisconnected = true } }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 204: return "No Content"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 408: return "Request Timeout"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
