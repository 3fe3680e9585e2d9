import OpenAPIModel

/// The files of a spec, read through the console (the file system, or memory in tests).
struct ConsoleSpecSources: SpecSourceProvider {
    let console: Console

    func read(_ path: String) throws -> [UInt8] {
        do {
            return try console.read(path)
        } catch let error as CLIError {
            if case .cannotRead(_, let reason) = error { throw ReadError(reason: reason) }
            throw error
        }
    }

    /// Why a file could not be read, without repeating its path.
    struct ReadError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}
