/// One problem found in the input, reported as a value.
///
/// Printed as `path:line:col: error: message [id]`, followed by one line per note.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message pointing at a related place, such as the first of two duplicate keys.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var id: DiagnosticID
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]

    public init(
        _ severity: Severity,
        _ id: DiagnosticID,
        _ message: String,
        at location: SourceLocation?,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    public var isError: Bool { severity == .error }

    public var description: String {
        var text = Self.line(location, severity.rawValue, "\(message) [\(id.rawValue)]")
        for note in notes {
            text += "\n" + Self.line(note.location ?? location, "note", note.message)
        }
        return text
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        guard let location else { return "\(label): \(message)" }
        return "\(location): \(label): \(message)"
    }
}
