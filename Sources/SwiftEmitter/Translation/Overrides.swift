import Diagnostics

/// Names and types given to a spec's declarations from outside it (`clientgen.yaml`'s `overrides`), for teams that
/// cannot edit the spec: a schema, property, operation or enum case renamed, and component schemas typed as a Swift
/// type of the app's own instead of a generated model.
///
/// A name given here goes where the spec's own `x-swift-name` (or `x-enum-varnames` entry) goes, and wins over it.
public struct Overrides: Codable, Hashable, Sendable {
    /// One override: what the spec calls something, and what Swift calls it.
    public struct Entry: Codable, Hashable, Sendable {
        /// The spec's name: `Pet_v2` (a schema), `Pet.pet_id` (a property), `listPets_v2` or `GET /pets` (an
        /// operation), `Status.in_progress` (an enum case).
        public var specName: String
        /// The Swift identifier, or for a type override the Swift type (`MyApp.Money`).
        public var swiftName: String
        /// Where the entry is written; nil when it comes from the command line.
        public var location: SourceLocation?

        public init(specName: String, swiftName: String, location: SourceLocation? = nil) {
            self.specName = specName
            self.swiftName = swiftName
            self.location = location
        }

        /// An entry from the command line's `spec=swift`; without `=`, an entry with no Swift name, which the
        /// checks report.
        public init(argument: String) {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            self.init(specName: String(parts[0]), swiftName: parts.count > 1 ? String(parts[1]) : "")
        }

        private enum CodingKeys: String, CodingKey {
            case specName, swiftName, file, line, column
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            specName = try container.decode(String.self, forKey: .specName)
            swiftName = try container.decode(String.self, forKey: .swiftName)
            if let file = try container.decodeIfPresent(String.self, forKey: .file) {
                location = SourceLocation(
                    file: file,
                    line: try container.decode(Int.self, forKey: .line),
                    column: try container.decode(Int.self, forKey: .column)
                )
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(specName, forKey: .specName)
            try container.encode(swiftName, forKey: .swiftName)
            if let location {
                try container.encode(location.file, forKey: .file)
                try container.encode(location.line, forKey: .line)
                try container.encode(location.column, forKey: .column)
            }
        }
    }

    /// Component schemas renamed: `Pet_v2` → `Pet`.
    public var schemas: [Entry]
    /// Properties of component schemas renamed: `Pet.pet_id` → `identifier`.
    public var properties: [Entry]
    /// Operations renamed, by `operationId` or `METHOD /path`: `listPets_v2` → `listPets`.
    public var operations: [Entry]
    /// Cases of component enum schemas renamed, by value: `Status.in_progress` → `running`.
    public var enumCases: [Entry]
    /// Component schemas not generated but typed as the app's own type: `Money` → `MyApp.Money`.
    public var types: [Entry]

    public init(
        schemas: [Entry] = [],
        properties: [Entry] = [],
        operations: [Entry] = [],
        enumCases: [Entry] = [],
        types: [Entry] = []
    ) {
        self.schemas = schemas
        self.properties = properties
        self.operations = operations
        self.enumCases = enumCases
        self.types = types
    }

    public var isEmpty: Bool {
        schemas.isEmpty && properties.isEmpty && operations.isEmpty && enumCases.isEmpty && types.isEmpty
    }
}

extension DiagnosticID {
    /// An override in the configuration names nothing in the spec, gives a name Swift cannot use, or a name another
    /// declaration has.
    public static let emitterOverride: DiagnosticID = "emitter.override"
}
