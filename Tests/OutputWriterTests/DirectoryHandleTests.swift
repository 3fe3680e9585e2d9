import Foundation
import Testing

@testable import OutputWriter

/// Files are given mode 0644 with one `fchmod` each only when the umask would take some of its bits away.
struct DirectoryHandleTests {
    @Test func umasksThatKeepMode0644NeedNoFchmod() {
        #expect(DirectoryHandle.keepsFileMode(umask: 0o022))
        #expect(DirectoryHandle.keepsFileMode(umask: 0o002))
        #expect(DirectoryHandle.keepsFileMode(umask: 0o000))
        #expect(DirectoryHandle.keepsFileMode(umask: 0o133))
        #expect(!DirectoryHandle.keepsFileMode(umask: 0o077))
        #expect(!DirectoryHandle.keepsFileMode(umask: 0o027))
        #expect(!DirectoryHandle.keepsFileMode(umask: 0o004))
        #expect(!DirectoryHandle.keepsFileMode(umask: 0o400))
    }

    #if os(Linux)
    /// The umask read from `/proc/self/status` is the one a child shell inherits and prints.
    @Test func processUmaskIsTheOneAChildInherits() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let umask = try #require(Int(printed, radix: 8), "sh printed \(printed)")
        #expect(DirectoryHandle.processUmask == umask)
        #expect(DirectoryHandle.createsExactFileMode == DirectoryHandle.keepsFileMode(umask: umask))
    }
    #endif
}
