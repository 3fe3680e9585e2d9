import OpenAPIModel
import SwiftEmitter

/// Compares two versions of an API as the emitter generates them: the diff stage behind `clientgen diff`.
///
/// Both plans are translated with the same options, so Swift names and types are the ones the emitter really
/// writes (renames with `x-swift-name` included); wire-level facts (methods, paths, wire names, content types,
/// servers, security) come from the resolved OpenAPI model. How the YAML is written does not matter: moving a
/// schema into `components` or reordering keys changes nothing the emitter generates.
public enum SpecDiff {
    /// Every change from `old` to `new`, worst first, then by location.
    public static func compare(_ old: ClientPlan, _ new: ClientPlan) -> [APIChange] {
        var comparison = Comparison(old: APISurface(old), new: APISurface(new))
        comparison.run()
        return comparison.changes.sorted(by: APIChange.precedes)
    }

    /// Every change from `folder`, code generated earlier (by this or an older ClientGen), to `generated`, the
    /// code the current generator makes of `document`: renames a generator upgrade made included, since a type
    /// or operation keeps the spec object it comes from. Changes are located in `document`, removals in the
    /// folder's files.
    public static func compare(
        folder: CodeSurface,
        generated: CodeSurface,
        document: OpenAPIDocument
    ) -> [APIChange] {
        var comparison = CodeComparison(old: folder, new: generated, document: document)
        comparison.run()
        return comparison.changes.sorted(by: APIChange.precedes)
    }
}
