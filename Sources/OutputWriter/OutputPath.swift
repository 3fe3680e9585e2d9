import Diagnostics

/// A path inside the output folder that is safe to write: relative, `/`-separated, made of plain names.
///
/// Every component is non-empty, is not `.` or `..`, does not start with `.`, uses only ASCII letters,
/// digits, `_`, `-`, `.` and `+`, and is at most ``maxComponentBytes`` long. Such a path cannot name
/// anything outside the folder it is resolved against, and means the same on every file system.
public struct OutputPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The longest name most file systems accept.
    public static let maxComponentBytes = 255

    /// The names from the output folder down to the file, such as `["Models", "Pet.swift"]`.
    public let components: [String]

    /// Checks `path` against every rule; the first one broken is thrown as a diagnostic.
    public init(validating path: String) throws(DiagnosticError) {
        if let problem = Self.problem(in: path) {
            throw DiagnosticError(Diagnostic(.error, problem.id, problem.message, at: nil))
        }
        components = Self.components(of: path)
    }

    /// The path as given, such as `Models/Pet.swift`.
    public var description: String { components.joined(separator: "/") }

    /// The paths of the folders that hold the file, outermost first: `Models`, then `Models/Generated`.
    var directories: [String] {
        (1..<max(components.count, 1)).map { components[0..<$0].joined(separator: "/") }
    }

    public static func < (lhs: OutputPath, rhs: OutputPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }

    private static func problem(in path: String) -> (id: DiagnosticID, message: String)? {
        if isPlainlySafe(path) { return nil }
        if path.isEmpty { return (.writerEmptyPath, WriterMessage.emptyPath) }
        let isASCII = path.utf8.allSatisfy { $0 < 0x80 }
        let hasControl =
            isASCII
            ? path.utf8.contains { $0 < 0x20 || $0 == 0x7F }
            : path.unicodeScalars.contains { $0.properties.generalCategory == .control }
        if hasControl {
            return (.writerControlCharacter, WriterMessage.controlCharacter(path))
        }
        if path.utf8.contains(UInt8(ascii: "\\")) { return (.writerBackslash, WriterMessage.backslash(path)) }
        if path.hasPrefix("/") { return (.writerAbsolutePath, WriterMessage.absolute(path)) }
        if path.hasPrefix("~") { return (.writerHomePath, WriterMessage.home(path)) }
        for component in components(of: path) {
            if let problem = problem(in: Substring(component), of: path) { return problem }
        }
        return nil
    }

    /// Whether `path` keeps every rule, checked in one pass over its bytes; a path that does not is checked
    /// again rule by rule, which names what is wrong.
    private static func isPlainlySafe(_ path: String) -> Bool {
        var length = 0  // bytes of the current component so far
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 { return false }
                length = 0
            } else {
                // A component starting with `.` (also `.` and `..`) or holding any other byte is a problem.
                guard isSafe(byte), length > 0 || byte != UInt8(ascii: "."), length < maxComponentBytes else {
                    return false
                }
                length += 1
            }
        }
        return length > 0
    }

    /// The `/`-separated parts of `path`, empty ones included; split by bytes, since `/` is ASCII.
    static func components(of path: String) -> [String] {
        // One loop over the bytes: the generic `split` costs several times more, on every generated file.
        let bytes = Array(path.utf8)
        var components: [String] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            components.append(String(decoding: bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        return components
    }

    private static func problem(in component: Substring, of path: String) -> (id: DiagnosticID, message: String)? {
        switch component {
        case "": return (.writerEmptyComponent, WriterMessage.emptyComponent(path))
        case ".": return (.writerDotComponent, WriterMessage.dotComponent(path))
        case "..": return (.writerParentComponent, WriterMessage.parentComponent(path))
        default: break
        }
        if component.hasPrefix(".") {
            return (.writerHiddenComponent, WriterMessage.hiddenComponent(path, String(component)))
        }
        if !component.utf8.allSatisfy(isSafe), let unsafe = component.first(where: { !isSafe($0) }) {
            return (.writerUnsafeCharacter, WriterMessage.unsafeCharacter(path, unsafe))
        }
        if component.utf8.count > maxComponentBytes {
            return (
                .writerComponentLength, WriterMessage.componentLength(path, component.utf8.count, maxComponentBytes)
            )
        }
        return nil
    }

    private static func isSafe(_ character: Character) -> Bool {
        guard character.isASCII, let ascii = character.asciiValue else { return false }
        return isSafe(ascii)
    }

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "+"):
            return true
        default:
            return false
        }
    }
}
