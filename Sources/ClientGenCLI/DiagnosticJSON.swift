import Diagnostics
import YAMLNodes

/// Diagnostics as a JSON array, one object per diagnostic, for tools.
enum DiagnosticJSON {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var output = "["
        for (index, diagnostic) in diagnostics.enumerated() {
            output += index == 0 ? "\n  " : ",\n  "
            output += "{\"severity\": "
            JSONWriter.appendString(diagnostic.severity.rawValue, into: &output)
            output += ", \"id\": "
            JSONWriter.appendString(diagnostic.id.rawValue, into: &output)
            output += ", \"message\": "
            JSONWriter.appendString(diagnostic.message, into: &output)
            appendLocation(diagnostic.location, into: &output)
            output += ", \"notes\": ["
            for (noteIndex, note) in diagnostic.notes.enumerated() {
                output += noteIndex == 0 ? "{\"message\": " : ", {\"message\": "
                JSONWriter.appendString(note.message, into: &output)
                appendLocation(note.location, into: &output)
                output += "}"
            }
            output += "]}"
        }
        output += diagnostics.isEmpty ? "]\n" : "\n]\n"
        return output
    }

    private static func appendLocation(_ location: SourceLocation?, into output: inout String) {
        guard let location else { return }
        output += ", \"file\": "
        JSONWriter.appendString(location.file, into: &output)
        output += ", \"line\": \(location.line), \"column\": \(location.column)"
    }
}
