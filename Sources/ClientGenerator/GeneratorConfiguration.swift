import Foundation
import OpenAPIModel
import SwiftEmitter

/// Everything that decides one client's generated files, besides the spec's own files: the typed options of
/// ``ClientGenerator``, as `clientgen generate`'s flags and a `clientgen.yaml` client give them.
public struct GeneratorConfiguration: Hashable, Sendable {
    /// How the declarations are spread over files.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        /// A file per component schema and per operation (their inline types with them), named after them.
        case files
        /// Always ``ClientGenerator/shardCount`` files, `ClientGen0.swift` …, for build plugins, which must name
        /// their outputs before they run.
        case shards
    }

    /// The spec's path, as the spec source provider reads it.
    public var spec: String
    /// The enum the request builders live in; nil names it after the spec's file.
    public var module: String?
    public var access: AccessLevel
    public var grouping: ClientTranslator.Options.Grouping
    public var layout: Layout
    public var conformances: ModelConformances
    /// A folder of `.mustache` files that replace the built-in templates of the same name; nil for none.
    public var templates: String?
    /// Only the operations the filter keeps, and the schemas they reach.
    public var filter: OperationFilter
    /// OpenAPI Overlay documents applied, in order, to the spec before it is read: fixes to a spec the team
    /// cannot edit (``OverlaySet``).
    public var overlays: [String]
    /// Whether a `$ref` may name an absolute path or a file outside the spec's folder.
    public var allowsReferencesOutsideSpecFolder: Bool
    /// Whether every warning is an error (`--strict`, `strict: true`): for a spec the team owns, where what the
    /// generator would work around (an unresolved `$ref` typed as `JSONValue`, say) should be fixed instead. Off,
    /// a vendor's spec that cannot be edited still gives a client, with a warning for each workaround.
    public var isStrict: Bool
    /// How form bodies and `deepObject` query parameters write lists (`form-arrays`): in brackets, as Rails, PHP and
    /// Stripe read them, or with the name repeated, as Python's and Go's form readers do.
    public var formArrays: ClientTranslator.Options.FormArrays
    /// The Swift type of a JSON `number` (`numbers`): `Double`, or `Decimal` for teams that want every number exact.
    public var numbers: ClientTranslator.Options.Numbers

    public init(
        spec: String,
        module: String? = nil,
        access: AccessLevel = .public,
        grouping: ClientTranslator.Options.Grouping = .spec,
        layout: Layout = .files,
        conformances: ModelConformances = .hashable,
        templates: String? = nil,
        filter: OperationFilter = OperationFilter(),
        overlays: [String] = [],
        allowsReferencesOutsideSpecFolder: Bool = false,
        isStrict: Bool = false,
        formArrays: ClientTranslator.Options.FormArrays = .brackets,
        numbers: ClientTranslator.Options.Numbers = .double
    ) {
        self.spec = spec
        self.module = module
        self.access = access
        self.grouping = grouping
        self.layout = layout
        self.conformances = conformances
        self.templates = templates
        self.filter = filter
        self.overlays = overlays
        self.allowsReferencesOutsideSpecFolder = allowsReferencesOutsideSpecFolder
        self.isStrict = isStrict
        self.formArrays = formArrays
        self.numbers = numbers
    }

    /// The enum the request builders live in: ``module``, else the spec's file name as a type name.
    public var namespace: String {
        module ?? SwiftNaming.typeName(URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent)
    }

    /// The spec as generated files name it in their header: its file name, so the output is the same whether
    /// the spec was given by a relative or an absolute path, from any folder, by the CLI or a plugin.
    public var specFileName: String {
        String(spec.split(separator: "/").last ?? Substring(spec))
    }
}
