import Foundation

/// What a command a test runs to prepare its inputs (`tar`, `gzip`) writes to its standard output; the command is
/// found on the `PATH`, and one that fails throws with its arguments.
public func commandOutput(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw CommandFailure(description: "\(arguments.joined(separator: " ")) failed")
    }
    return data
}

/// A command of ``commandOutput(_:)`` that exited with a failure.
public struct CommandFailure: Error, CustomStringConvertible {
    public var description: String
}
