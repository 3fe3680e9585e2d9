import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real third-party server the tests start (Jupyter Server, Prefect): its process, writing to a log in a folder
/// of its own, which is removed when the server stops.
public final class ServerProcess: Sendable {
    public let process: Process
    public let folder: URL

    public var log: URL { folder.appendingPathComponent("server.log") }

    /// Starts `executable` with `arguments` and the test's environment plus `environment`, its output in the log.
    /// Nothing is read from its input: a stop never waits for a confirmation typed on a terminal.
    public init(
        executable: URL,
        arguments: [String],
        environment: [String: String] = [:],
        folder: URL
    ) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        // The child inherits the signal mask of the thread that starts it, and the test runner's threads block
        // nearly every signal: the server would never see the SIGTERM that stops it, and be killed 15 s later.
        var all = sigset_t()
        var blocked = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_UNBLOCK, &all, &blocked)
        defer { pthread_sigmask(SIG_SETMASK, &blocked, nil) }
        try process.run()
    }

    /// The error for a server that did not start, with the end of its log.
    public func startFailure(_ name: String) -> StartFailure {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return StartFailure(description: "\(name) did not start:\n" + output.suffix(2000))
    }

    /// The first answer `probe` gives while the server starts, asked every 200 ms for up to `seconds`; the start
    /// failure, naming the server `name`, when none comes or the server exits.
    public func firstAnswer<Answer>(
        of name: String,
        within seconds: TimeInterval = 60,
        _ probe: () async -> Answer?
    ) async throws -> Answer {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, process.isRunning {
            if let answer = await probe() { return answer }
            try await Task.sleep(for: .milliseconds(200))
        }
        throw startFailure(name)
    }

    /// Runs `body` with the server, then stops it, whether `body` threw or not.
    public func whileRunning(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch {
            await stop()
            throw error
        }
        await stop()
    }

    /// Stops the server: `terminate` unless it is already exiting (`asked`), then a kill when it has not exited
    /// within 15 seconds; its folder is removed.
    public func stop(asked: Bool = false) async {
        if !asked, process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(100)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        while process.isRunning { try? await Task.sleep(for: .milliseconds(50)) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The executable a real-server test starts: `$variable` when it is set, else `fallback`, which names a path
    /// in the virtual environments `.ci/run` keeps in `~/.cache/clientgen` unless it starts with `/`.
    public static func executable(_ variable: String, else fallback: String) -> String {
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty { return path }
        if fallback.hasPrefix("/") { return fallback }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/clientgen/" + fallback)
            .path
    }

    /// What `setUp` makes of `folder` before a server starts there (a database, a configuration, the server
    /// itself); the folder removed when a step throws, as only a server that started removes it when it stops.
    public static func preparing<Prepared>(
        _ folder: URL,
        _ setUp: () async throws -> Prepared
    ) async throws -> Prepared {
        do {
            return try await setUp()
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// A port nothing listens on: one the system picks for a socket that is then closed.
    public static func freePort() throws -> Int {
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw StartFailure(description: "no socket: errno \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else { throw StartFailure(description: "no free port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }
}
