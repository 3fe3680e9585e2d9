import OpenAPIModel
import SwiftEmitter

/// Compares two versions of an API as the emitter generates them: the diff stage behind `clientgen diff`.
///
/// Both documents are translated with the same options, so Swift names and types are the ones the emitter
/// really writes (renames with `x-swift-name` included); wire-level facts (methods, paths, wire names,
/// content types, servers, security) come from the resolved OpenAPI model. How the YAML is written does not
/// matter: moving a schema into `components` or reordering keys changes nothing the emitter generates.
public struct SpecDiff: Sendable {
    public var options: ClientTranslator.Options

    public init(options: ClientTranslator.Options) {
        self.options = options
    }

    /// Every change from `old` to `new`, worst first, then by location.
    public func compare(_ old: OpenAPIDocument, _ new: OpenAPIDocument) -> [APIChange] {
        var comparison = Comparison(
            old: APISurface(document: old, options: options),
            new: APISurface(document: new, options: options)
        )
        comparison.run()
        return comparison.changes.sorted(by: APIChange.precedes)
    }
}
