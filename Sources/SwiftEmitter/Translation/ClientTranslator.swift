import Diagnostics
import OpenAPIModel

/// Decides every Swift declaration of a client from a resolved spec: the translation stage of the pipeline.
///
/// Component schemas become models (`Models/Pet.swift`), inline schemas become models named after where they
/// sit (`GetSSOSitesResponseItem`), operations become request builders in the namespace enum
/// (`Operations/GetDeviceShadow.swift`), and the namespace holds the servers (`Sesame.swift`).
public struct ClientTranslator: Sendable {
    public struct Options: Sendable {
        /// How request builders are grouped.
        public enum Grouping: String, CaseIterable, Sendable {
            /// All in the namespace enum: `Sesame.getDeviceShadow(…)`.
            case spec
            /// In an enum per operation's first tag, inside the namespace: `Sesame.Devices.getShadow(…)`.
            case tag
        }

        /// The enum the request builders are declared in, such as `Sesame`.
        public var namespace: String
        public var grouping: Grouping

        public init(namespace: String, grouping: Grouping = .spec) {
            self.namespace = namespace
            self.grouping = grouping
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Every declaration of the client with the file it goes in, sorted by path; declarations that share a file
    /// follow each other, the file's owner first. What cannot be expressed is skipped with a located warning.
    public func translate(_ document: OpenAPIDocument, diagnostics: DiagnosticCollector) -> [PlannedFile] {
        let translation = Translation(
            document: document,
            namespace: options.namespace,
            grouping: options.grouping,
            diagnostics: diagnostics
        )
        translation.run()
        return translation.files.sorted { first, second in
            if first.path != second.path { return first.path < second.path }
            // In a shared file the owner comes first: its pointer is a prefix of its inline types' pointers.
            if first.origin != second.origin { return (first.origin ?? "") < (second.origin ?? "") }
            return first.declaration.name < second.declaration.name
        }
    }
}
