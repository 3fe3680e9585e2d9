import YAMLNodes

extension ChangeReport {
    /// One JSON object: both versions' names, counts per kind, and every change with its rule, kind,
    /// subject, message, side and location.
    public func json() -> String {
        var output = "{\n  \"old\": "
        JSONWriter.appendString(oldName, into: &output)
        output += ",\n  \"new\": "
        JSONWriter.appendString(newName, into: &output)
        output += ",\n  \"counts\": {"
        output += ChangeKind.allCases.map { "\"\($0.rawValue)\": \(count(of: $0))" }.joined(separator: ", ")
        output += "},\n  \"changes\": ["
        for (index, change) in changes.enumerated() {
            output += index == 0 ? "\n    {" : ",\n    {"
            let fields: [(String, String)] = [
                ("kind", change.kind.rawValue), ("rule", change.rule.rawValue), ("subject", change.subject),
                ("message", change.message), ("side", change.side.rawValue),
            ]
            for (fieldIndex, (key, value)) in fields.enumerated() {
                output += fieldIndex == 0 ? "\"\(key)\": " : ", \"\(key)\": "
                JSONWriter.appendString(value, into: &output)
            }
            if let location = change.location {
                output += ", \"file\": "
                JSONWriter.appendString(location.file, into: &output)
                output += ", \"line\": \(location.line), \"column\": \(location.column)"
            }
            output += "}"
        }
        output += changes.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }
}
