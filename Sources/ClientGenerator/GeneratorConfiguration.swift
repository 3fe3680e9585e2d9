import Foundation
import OpenAPIModel
import SwiftEmitter

/// Everything that decides one client's generated files, besides the spec's own files: the typed options of
/// ``ClientGenerator``, as `clientgen generate`'s flags and a `clientgen.yaml` client give them.
///
/// A new option is a stored property here and a row of ``settings``, from which the flag, its help and usage, the
/// `clientgen.yaml` key and its checks are derived; the run cache's fingerprint is the `Codable` encoding, so it
/// covers every property without a list (tests insist on both).
public struct GeneratorConfiguration: Codable, Hashable, Sendable {
    /// How the declarations are spread over files.
    public enum Layout: String, CaseIterable, Codable, Hashable, Sendable {
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
    /// Names and app types given to the spec's schemas, properties, operations and enum cases (`overrides`), for a
    /// spec the team cannot edit.
    public var overrides: Overrides

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
        numbers: ClientTranslator.Options.Numbers = .double,
        overrides: Overrides = Overrides()
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
        self.overrides = overrides
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

extension GeneratorConfiguration {
    /// One option of a client: its `clientgen.yaml` key, its `clientgen generate` flag, and how a value sets it.
    public struct Setting: Sendable {
        public enum Kind: Equatable, Sendable {
            /// One string.
            case text
            /// One path, relative to the `clientgen.yaml` it is written in.
            case path
            /// A list of paths (a repeatable flag), relative to the `clientgen.yaml` they are written in.
            case paths
            /// A list of strings (a repeatable flag).
            case list
            /// One of these strings.
            case choice([String])
            /// `true` or `false`; a flag without a value on the command line.
            case flag
            /// A mapping of spec names to Swift names; `name=swiftName` on the command line (repeatable).
            case names
        }

        /// The key in a `clientgen.yaml` client; `filter.tags` is `tags` in its `filter` mapping.
        public var key: String
        /// The option of `clientgen generate`, with its dashes; nil for the spec, which is its argument.
        public var option: String?
        /// What the option's value is called in help (`<level>`).
        public var valueName: String
        public var help: String
        public var kind: Kind
        /// The stored property of ``GeneratorConfiguration`` the setting sets.
        public var property: String
        /// Sets the property from the values given; a list is added to, anything else replaced.
        public let apply: @Sendable (inout GeneratorConfiguration, [String]) -> Void
        /// The list of overrides a ``Kind/names`` setting adds to: a configuration file gives each entry with the
        /// place it is written, which `apply`'s strings cannot carry.
        public var overrideEntries: (WritableKeyPath<GeneratorConfiguration, [Overrides.Entry]> & Sendable)? = nil

        /// The values a choice allows; empty for any other kind.
        public var allowed: [String] {
            if case .choice(let values) = kind { values } else { [] }
        }

        /// Whether the option may be given several times.
        public var isRepeatable: Bool { kind == .list || kind == .paths || kind == .names }
    }

    /// Every option, in the order help lists them.
    public static let settings: [Setting] = [
        Setting(
            key: "spec",
            option: nil,
            valueName: "spec",
            help: "An OpenAPI 3.x or Swagger 2.0 file, YAML or JSON.",
            kind: .path,
            property: "spec"
        ) { configuration, values in values.last.map { configuration.spec = $0 } },
        Setting(
            key: "module",
            option: "--module",
            valueName: "name",
            help: "The enum the request builders live in (default: from the spec's file name).",
            kind: .text,
            property: "module"
        ) { configuration, values in values.last.map { configuration.module = $0 } },
        choice(
            key: "access",
            valueName: "level",
            help: "public (default), package or internal.",
            property: "access",
            \.access
        ),
        Setting(
            key: "templates",
            option: "--templates",
            valueName: "dir",
            help: "Override built-in templates with the same-named .mustache files in this folder.",
            kind: .path,
            property: "templates"
        ) { configuration, values in values.last.map { configuration.templates = $0 } },
        choice(
            key: "group-by",
            valueName: "grouping",
            help: "spec (default): builders in the module's enum; tag: in an enum per operation tag.",
            property: "grouping",
            \.grouping
        ),
        choice(
            key: "layout",
            valueName: "layout",
            help: "files (default): a file per schema and operation; shards: ClientGen0…7.swift (build plugins).",
            property: "layout",
            \.layout
        ),
        choice(
            key: "conformances",
            valueName: "set",
            help: "hashable (default): models are Codable, Hashable, Sendable; codable: not Hashable (quicker builds).",
            property: "conformances",
            \.conformances
        ),
        choice(
            key: "form-arrays",
            valueName: "form",
            help: "brackets (default): lists in form bodies and deepObject as expand[]=a, items[0][price]=A; "
                + "repeated-keys: expand=a&expand=b.",
            property: "formArrays",
            \.formArrays
        ),
        choice(
            key: "numbers",
            valueName: "type",
            help: "double (default): a JSON number is Double (format: decimal is Decimal); decimal: every number.",
            property: "numbers",
            \.numbers
        ),
        Setting(
            key: "filter.tags",
            option: "--filter-tag",
            valueName: "tag",
            help: "Only operations with this tag, and the schemas they reach (repeatable).",
            kind: .list,
            property: "filter"
        ) { configuration, values in configuration.filter.tags += values },
        Setting(
            key: "filter.operations",
            option: "--filter-operation",
            valueName: "id",
            help: "Only the operation with this operationId, and the schemas it reaches (repeatable).",
            kind: .list,
            property: "filter"
        ) { configuration, values in configuration.filter.operationIDs += values },
        Setting(
            key: "filter.paths",
            option: "--filter-path",
            valueName: "glob",
            help: "Only operations whose path matches, such as '/v1/users/**' (repeatable).",
            kind: .list,
            property: "filter"
        ) { configuration, values in configuration.filter.paths += values },
        Setting(
            key: "overlays",
            option: "--overlay",
            valueName: "file",
            help: "Apply this OpenAPI Overlay to the spec first (repeatable, in order; with --config, to each client).",
            kind: .paths,
            property: "overlays"
        ) { configuration, values in configuration.overlays += values },
        Setting(
            key: "allow-outside-references",
            option: "--allow-outside-references",
            valueName: "bool",
            help: "Let $ref read absolute paths and files outside the spec's folder.",
            kind: .flag,
            property: "allowsReferencesOutsideSpecFolder"
        ) { configuration, values in values.last.map { configuration.allowsReferencesOutsideSpecFolder = $0 == "true" }
        },
        Setting(
            key: "strict",
            option: "--strict",
            valueName: "bool",
            help: "Treat every warning as an error, so nothing is written while the spec needs a workaround.",
            kind: .flag,
            property: "isStrict"
        ) { configuration, values in values.last.map { configuration.isStrict = $0 == "true" } },
        names(
            key: "overrides.names.schemas",
            option: "--rename-schema",
            help: "Name a component schema's type: Pet_v2=Pet (repeatable).",
            \.overrides.schemas
        ),
        names(
            key: "overrides.names.properties",
            option: "--rename-property",
            help: "Name a schema's property: Pet_v2.pet_id=identifier (repeatable).",
            \.overrides.properties
        ),
        names(
            key: "overrides.names.operations",
            option: "--rename-operation",
            help: "Name an operation's builder, by operationId or 'GET /path': listPets_v2=listPets (repeatable).",
            \.overrides.operations
        ),
        names(
            key: "overrides.names.enum-cases",
            option: "--rename-enum-case",
            help: "Name an enum schema's case, by value: Status.in_progress=running (repeatable).",
            \.overrides.enumCases
        ),
        names(
            key: "overrides.types",
            option: "--type-override",
            valueName: "schema=type",
            help: "Type a schema as an app type, not generated: Money=MyApp.Money (repeatable).",
            \.overrides.types
        ),
    ]

    /// A setting that adds overrides to `keyPath`: a mapping in `clientgen.yaml`, `name=swiftName` on the command
    /// line.
    private static func names(
        key: String,
        option: String,
        valueName: String = "name=swift",
        help: String,
        _ keyPath: WritableKeyPath<GeneratorConfiguration, [Overrides.Entry]> & Sendable
    ) -> Setting {
        Setting(
            key: key,
            option: option,
            valueName: valueName,
            help: help,
            kind: .names,
            property: "overrides",
            apply: { configuration, values in configuration[keyPath: keyPath] += values.map(Overrides.Entry.init) },
            overrideEntries: keyPath
        )
    }

    /// A setting whose values are the cases of `Value`, an option named after its key.
    private static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        key: String,
        valueName: String,
        help: String,
        property: String,
        _ keyPath: WritableKeyPath<GeneratorConfiguration, Value> & Sendable
    ) -> Setting where Value.RawValue == String {
        Setting(
            key: key,
            option: "--" + key,
            valueName: valueName,
            help: help,
            kind: .choice(Value.allCases.map(\.rawValue)),
            property: property
        ) { configuration, values in
            if let value = values.last.flatMap(Value.init(rawValue:)) { configuration[keyPath: keyPath] = value }
        }
    }
}
