import Diagnostics
import OpenAPIModel

/// Decides every Swift declaration of a client from a resolved spec: the translation stage of the pipeline.
///
/// Component schemas become models (`Models/Pet.swift`), inline schemas become models named after where they
/// sit (`GetSSOSitesResponseItem`), operations become request builders in the namespace enum
/// (`Operations/GetDeviceShadow.swift`), and the namespace holds the servers (`Sesame.swift`).
public struct ClientTranslator: Sendable {
    public struct Options: Sendable {
        /// The enum the request builders are declared in, such as `Sesame`.
        public var namespace: String

        public init(namespace: String) {
            self.namespace = namespace
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Every file of the client, sorted by path. What cannot be expressed is skipped with a located warning.
    public func translate(_ document: OpenAPIDocument, diagnostics: DiagnosticCollector) -> [PlannedFile] {
        let translation = Translation(document: document, namespace: options.namespace, diagnostics: diagnostics)
        translation.run()
        return translation.files.sorted { $0.path < $1.path }
    }
}
