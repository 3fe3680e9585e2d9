import Diagnostics
import OpenAPIModel

/// Decides every Swift declaration of a client from a resolved spec: the translation stage of the pipeline.
///
/// Component schemas become models (`Models/Pet.swift`); inline schemas become types nested where they sit
/// (`Pet.Status`, and `Petstore.ListPets.Response` in the enum of an operation's own types), written into their
/// owner's file; operations become request builders in the namespace enum, or a tag's enum inside it
/// (`Operations/Petstore+ListPets.swift`, `Operations/Pets/Pets+ListPets.swift`); and the namespace holds the
/// servers (`Petstore.swift`). A model only one file uses is written into that file.
public struct ClientTranslator: Sendable {
    public struct Options: Sendable {
        /// How request builders are grouped.
        public enum Grouping: String, CaseIterable, Codable, Sendable {
            /// All in the namespace enum: `Sesame.getDeviceShadow(…)`.
            case spec
            /// In an enum per operation's first tag, inside the namespace: `Sesame.Devices.getShadow(…)`.
            case tag
        }

        /// How a form body and a `deepObject` query parameter write lists, which OpenAPI leaves undefined there.
        public enum FormArrays: String, CaseIterable, Codable, Sendable {
            /// `expand[]=a&expand[]=b`, `items[0][price]=A`: what Rails, Rack, PHP and Stripe read.
            case brackets
            /// `expand=a&expand=b`: what Python's and Go's form readers collect into a list.
            case repeatedKeys = "repeated-keys"
        }

        /// The Swift type of a JSON `number` without a format that says otherwise.
        public enum Numbers: String, CaseIterable, Codable, Sendable {
            /// `Double` (`format: float` is `Float`, `format: decimal` is `Decimal`).
            case double
            /// `Decimal`, whatever the format: every number read from its own digits and written back exactly.
            case decimal
        }

        /// The enum the request builders are declared in, such as `Sesame`.
        public var namespace: String
        public var grouping: Grouping
        /// The most types, nested ones included, one client may declare: many times the largest real specs',
        /// few enough that a spec whose YAML aliases repeat a tree of schemas exponentially is refused in seconds.
        public var maximumDeclarations: Int
        public var formArrays: FormArrays
        public var numbers: Numbers
        /// Names and types the configuration gives the spec's declarations.
        public var overrides: Overrides

        public init(
            namespace: String,
            grouping: Grouping = .spec,
            maximumDeclarations: Int = 25_000,
            formArrays: FormArrays = .brackets,
            numbers: Numbers = .double,
            overrides: Overrides = Overrides()
        ) {
            self.namespace = namespace
            self.grouping = grouping
            self.maximumDeclarations = maximumDeclarations
            self.formArrays = formArrays
            self.numbers = numbers
            self.overrides = overrides
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The discriminator members that generated structs hold as constants, by the struct's schema and then by the
    /// member's wire name, each with its one value: what JSON decoded through the struct must have there.
    public static func constantDiscriminators(in document: OpenAPIDocument) -> [SchemaID: [String: SpecValue]] {
        Translation(document: document, namespace: "", grouping: .spec, diagnostics: DiagnosticBag())
            .constantDiscriminators()
    }

    /// Every declaration of the client with the file it goes in, sorted by path; declarations that share a file
    /// follow each other, the file's owner first, then the models only it uses (``SoleUserPlacement``). What
    /// cannot be expressed is skipped with a located warning; a spec that would make more than
    /// ``Options/maximumDeclarations`` types (YAML aliases repeat a schema tree without limit) throws its located
    /// error.
    public func translate(_ document: OpenAPIDocument, diagnostics: DiagnosticCollector) throws(DiagnosticError)
        -> [PlannedFile]
    {
        let translation = Translation(
            document: document,
            namespace: options.namespace,
            grouping: options.grouping,
            maximumDeclarations: options.maximumDeclarations,
            formArrays: options.formArrays,
            numbers: options.numbers,
            overrides: options.overrides,
            diagnostics: diagnostics
        )
        translation.run()
        if let error = translation.limitError { throw DiagnosticError(error) }
        if !translation.overrideErrors.isEmpty { throw DiagnosticError(translation.overrideErrors) }
        // Sorting the keys and then placing each file once moves far less than sorting the files themselves.
        let files = translation.files
        let keys = files.map { (path: $0.path, origin: $0.origin ?? "", name: $0.declaration.name) }
        let order = keys.indices.sorted { first, second in
            let (a, b) = (keys[first], keys[second])
            if a.path != b.path { return a.path < b.path }
            // In a shared file the owner comes first: its pointer is a prefix of its inline types' pointers.
            if a.origin != b.origin { return a.origin < b.origin }
            return a.name < b.name
        }
        return SoleUserPlacement.place(order.map { files[$0] })
    }
}
