import Diagnostics
import OpenAPIModel

extension Translation {
    /// Warns, where each is written, about every `x-swift-name` and `x-enum-varnames` entry that is not a Swift
    /// identifier: such a name is never pasted into the source; the name the emitter derives is used instead.
    func checkSwiftNames() {
        func check(_ extensions: Extensions, at location: SourceLocation?) {
            if let name = extensions["x-swift-name"]?.string, !name.isEmpty, !SwiftIdentifier.isValid(name) {
                warn(.emitterSwiftName, Self.invalidNameMessage("x-swift-name", name), at: location)
            }
            if case .array(let names)? = extensions["x-enum-varnames"] {
                for name in names.compactMap(\.string) where !SwiftIdentifier.isValid(name) {
                    warn(.emitterSwiftName, Self.invalidNameMessage("x-enum-varnames entry", name), at: location)
                }
            }
        }
        for schema in document.schemas { check(schema.extensions, at: schema.sourceLocation) }
        // A component's name always names its type, which no keyword can (a property's may be a keyword member).
        for entry in document.components.schemas {
            let schema = document[entry.value]
            if let name = schema.extensions["x-swift-name"]?.string, SwiftIdentifier.keywords.contains(name) {
                warn(
                    .emitterSwiftName,
                    "x-swift-name '\(name)' is a Swift keyword, which cannot name a type; the name is derived from "
                        + "the spec instead",
                    at: schema.sourceLocation
                )
            }
        }
        var servers = document.servers
        for operation in document.operations {
            check(operation.extensions, at: operation.sourceLocation)
            for parameter in operation.parameters { check(parameter.extensions, at: parameter.sourceLocation) }
            servers += operation.servers
        }
        var seen: Set<String> = []
        for server in servers where seen.insert(server.url).inserted {
            check(server.extensions, at: server.sourceLocation)
        }
    }

    private static func invalidNameMessage(_ what: String, _ name: String) -> String {
        "\(what) '\(visible(name))' is not a Swift identifier; the name is derived from the spec instead"
    }

    /// `name` as a terminal shows it faithfully: control, format, private-use and unassigned scalars (which
    /// print as nothing or move the cursor) written as `\u{…}`.
    private static func visible(_ name: String) -> String {
        var text = ""
        for scalar in name.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .privateUse, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator:
                text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}

extension DiagnosticID {
    public static let emitterSwiftName: DiagnosticID = "emitter.swift-name"
}
