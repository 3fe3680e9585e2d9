import Diagnostics
import OpenAPIModel
import SwiftEmitter
import YAMLNodes

/// `clientgen.yaml`: the clients of a repository, each a spec, an output folder and its options.
///
/// ```yaml
/// clients:
///   - spec: sesame.yaml              # relative to this file
///     output: ../Generated/SesameAPI   # optional only when `--output` gives it (build plugin)
///     module: Sesame
///     access: public                 # optional: public, package or internal
///     templates: ../Templates-custom # optional
///     group-by: tag                  # optional: spec (default) or tag
///     layout: shards                 # optional: files (default) or shards (fixed file names)
///     conformances: codable          # optional: hashable (default) or codable (models not Hashable)
///     strict: true                   # optional: every warning is an error (for a spec the team owns)
///     overlays: [fixes.yaml]         # optional: OpenAPI Overlay documents applied to the spec, in order
///     allow-outside-references: true # optional: a `$ref` may leave the spec's folder
///     filter:                        # optional: only these operations and the schemas they reach
///       tags: [Users]
///       operations: [getMe]
///       paths: ["/v1/users/**"]
///     overrides:                     # optional: names and types for a spec the team cannot edit
///       names:
///         schemas: {Pet_v2: Pet}
///         properties: {Pet.pet_id: identifier}
///         operations: {listPets_v2: listPets, "GET /pets/{id}": pet}
///         enum-cases: {Status.in_progress: running}
///       types: {Money: MyApp.Money}  # not generated; MyApp.Money is used wherever Money is
/// ```
public struct ClientConfiguration: Equatable, Sendable {
    /// One client: where its files go and how they are generated.
    public struct Client: Equatable, Sendable {
        public var configuration: GeneratorConfiguration
        /// The folder the client's files go to; empty when the configuration names none (the build plugin gives
        /// it on the command line).
        public var output: String

        public init(configuration: GeneratorConfiguration, output: String) {
            self.configuration = configuration
            self.output = output
        }

        /// Whether `name` is this client's module, output folder (or its last component) or spec (or its file
        /// name).
        public func isNamed(_ name: String) -> Bool {
            let spec = configuration.spec
            let candidates = [configuration.module, output, spec, Self.lastComponent(output), Self.lastComponent(spec)]
            return candidates.contains(name) || ClientConfiguration.join("", name) == spec
        }

        private static func lastComponent(_ path: String) -> String {
            String(path.split(separator: "/").last ?? Substring(path))
        }
    }

    public var clients: [Client]

    /// The keys of a client: `spec`, `output`, and one per ``GeneratorConfiguration/settings`` row (`filter` holding those
    /// written `filter.…`, `overrides` those written `overrides.…`).
    private static let clientKeys: [String] = {
        var keys = [ConfigurationKey.spec, "output"]
        for key in nestedKeys[""] ?? [] where !keys.contains(key) { keys.append(key) }
        return keys
    }()

    /// The keys each mapping of a client holds, by the path of keys to it (`""` for the client, `filter`,
    /// `overrides.names`), in the order of the settings.
    private static let nestedKeys: [String: [String]] = {
        var keys: [String: [String]] = [:]
        for setting in GeneratorConfiguration.settings {
            let parts = setting.key.split(separator: ".").map(String.init)
            for index in parts.indices {
                let path = parts[..<index].joined(separator: ".")
                if !(keys[path]?.contains(parts[index]) ?? false) { keys[path, default: []].append(parts[index]) }
            }
        }
        return keys
    }()

    /// Reads the configuration at `path`; paths inside are resolved against the file's folder.
    public static func load(_ source: SourceFile, diagnostics: DiagnosticCollector) throws -> ClientConfiguration {
        let documents = try YAMLParser().parse(source, diagnostics: diagnostics)
        guard let document = documents.first else {
            throw fail("the configuration is empty; it needs a 'clients' list", at: nil, source.path, diagnostics)
        }
        let folder = directory(of: source.path)
        guard let list = document.root[ConfigurationKey.clients]?.sequence else {
            // At the value that is not a list, or at the top when there is no 'clients'.
            let place = document.root[ConfigurationKey.clients] ?? document.root
            throw fail("the configuration needs a 'clients' list", at: place, document, diagnostics)
        }
        var clients: [Client] = []
        for item in list {
            guard let pairs = item.mapping else {
                throw fail("each client is a mapping with 'spec' and 'output'", at: item, document, diagnostics)
            }
            for pair in pairs where !clientKeys.contains(pair.key.string ?? "") {
                let key = pair.key.string ?? pair.key.kindName
                throw fail(
                    "unknown key '\(key)' in a client; use \(clientKeys.joined(separator: ", "))",
                    at: pair.key,
                    document,
                    diagnostics
                )
            }
            guard item[ConfigurationKey.spec] != nil else {
                throw fail("a client needs a 'spec'", at: item, document, diagnostics)
            }
            for key in clientKeys where nestedKeys[key] != nil {
                if let node = item[key] { try checkKeys(of: node, at: key, document, diagnostics) }
            }
            var configuration = GeneratorConfiguration(spec: "")
            for setting in GeneratorConfiguration.settings {
                let node = setting.key.split(separator: ".").reduce(Optional(item)) { $0?[String($1)] }
                guard let node else { continue }
                if let keyPath = setting.overrideEntries {
                    configuration[keyPath: keyPath] += try entries(of: node, for: setting, document, diagnostics)
                    continue
                }
                let values = try self.values(of: node, for: setting, document, diagnostics)
                let isPath = setting.kind == .path || setting.kind == .paths
                setting.apply(&configuration, isPath ? values.map { join(folder, $0) } : values)
            }
            let output: String
            if let node = item["output"] {
                guard let value = node.scalar?.text, !value.isEmpty else {
                    throw fail("'output' must be a non-empty string", at: node, document, diagnostics)
                }
                output = join(folder, value)
            } else {
                output = ""
            }
            clients.append(Client(configuration: configuration, output: output))
        }
        return ClientConfiguration(clients: clients)
    }

    /// Fails unless `node`, written at the key path `path`, is a mapping of the keys the settings allow there, and
    /// so is each mapping nested in it.
    private static func checkKeys(
        of node: Node,
        at path: String,
        _ document: YAMLDocument,
        _ diagnostics: DiagnosticCollector
    ) throws {
        let allowed = nestedKeys[path] ?? []
        guard let pairs = node.mapping else {
            let listed = allowed.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(allowed.last ?? "")'"
            throw fail(
                "'\(path)' is a mapping with \(allowed.count == 1 ? "'\(allowed[0])'" : listed)",
                at: node,
                document,
                diagnostics
            )
        }
        for pair in pairs {
            guard let key = pair.key.string, allowed.contains(key) else {
                let key = pair.key.string ?? pair.key.kindName
                throw fail(
                    "unknown key '\(key)' in '\(path)'; use \(allowed.joined(separator: ", "))",
                    at: pair.key,
                    document,
                    diagnostics
                )
            }
            if nestedKeys[path + "." + key] != nil {
                try checkKeys(of: pair.value, at: path + "." + key, document, diagnostics)
            }
        }
    }

    /// The overrides a mapping of spec names to Swift names gives, each located where its name is written.
    private static func entries(
        of node: Node,
        for setting: GeneratorConfiguration.Setting,
        _ document: YAMLDocument,
        _ diagnostics: DiagnosticCollector
    ) throws -> [Overrides.Entry] {
        guard let pairs = node.mapping else {
            throw fail("'\(setting.key)' maps names in the spec to Swift names", at: node, document, diagnostics)
        }
        return try pairs.map { pair in
            guard let name = pair.key.scalar?.text, !name.isEmpty, let swiftName = pair.value.scalar?.text else {
                throw fail(
                    "'\(setting.key)' maps names in the spec to Swift names, each a string",
                    at: pair.key,
                    document,
                    diagnostics
                )
            }
            return Overrides.Entry(specName: name, swiftName: swiftName, location: document.location(of: pair.key))
        }
    }

    /// The values `node` gives `setting`, checked against its kind.
    private static func values(
        of node: Node,
        for setting: GeneratorConfiguration.Setting,
        _ document: YAMLDocument,
        _ diagnostics: DiagnosticCollector
    ) throws -> [String] {
        switch setting.kind {
        case .list, .paths, .names:
            return try strings(node, setting.key, document, diagnostics)
        case .flag:
            guard case .bool(let value)? = node.value else {
                throw fail("'\(setting.key)' is true or false", at: node, document, diagnostics)
            }
            return [String(value)]
        case .text, .path, .choice:
            guard let value = node.scalar?.text, !value.isEmpty else {
                throw fail("'\(setting.key)' must be a non-empty string", at: node, document, diagnostics)
            }
            let allowed = setting.allowed
            guard allowed.isEmpty || allowed.contains(value) else {
                let list = allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
                throw fail("'\(setting.key)' is \(list), not '\(value)'", at: node, document, diagnostics)
            }
            return [value]
        }
    }

    /// A list of non-empty strings, or one string for a list of one; empty when `node` is nil.
    private static func strings(
        _ node: Node,
        _ key: String,
        _ document: YAMLDocument,
        _ diagnostics: DiagnosticCollector
    ) throws -> [String] {
        return try (node.sequence ?? [node]).map { item in
            guard let value = item.scalar?.text, !value.isEmpty else {
                throw fail("'\(key)' lists non-empty strings", at: item, document, diagnostics)
            }
            return value
        }
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `path` resolved against `folder`, with `.` and `name/..` segments removed, so `Specs/../Generated/X`
    /// reads `Generated/X` in messages and file headers.
    public static func join(_ folder: String, _ path: String) -> String {
        ConfigurationFiles.join(folder, path)
    }

    private static func fail(
        _ message: String,
        at node: Node?,
        _ document: YAMLDocument,
        _ diagnostics: DiagnosticCollector
    ) -> DiagnosticError {
        let location = node.map(document.location(of:)) ?? SourceLocation(file: document.file, line: 1, column: 1)
        let diagnostic = Diagnostic(.error, .configInvalid, message, at: location)
        diagnostics.emit(diagnostic)
        return DiagnosticError(diagnostic)
    }

    private static func fail(
        _ message: String,
        at node: Node?,
        _ file: String,
        _ diagnostics: DiagnosticCollector
    ) -> DiagnosticError {
        let diagnostic = Diagnostic(.error, .configInvalid, message, at: SourceLocation(file: file, line: 1, column: 1))
        diagnostics.emit(diagnostic)
        return DiagnosticError(diagnostic)
    }
}

extension DiagnosticID {
    public static let configInvalid: DiagnosticID = "config.invalid"
}
