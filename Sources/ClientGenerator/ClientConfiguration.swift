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
///     form-arrays: repeated-keys     # optional: brackets (default, `tags[]=a`) or repeated-keys (`tags=a`)
///     numbers: decimal               # optional: double (default) or decimal (every `number` a `Decimal`)
///     overlays: [fixes.yaml]         # optional: OpenAPI Overlay documents applied to the spec, in order
///     filter:                        # optional: only these operations and the schemas they reach
///       tags: [Users]
///       operations: [getMe]
///       paths: ["/v1/users/**"]
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

    private static let clientKeys = [
        "spec", "output", "module", "access", "templates", "group-by", "layout", "conformances", "strict", "filter",
        "overlays", "form-arrays", "numbers",
    ]
    private static let filterKeys = ["tags", "operations", "paths"]

    /// Reads the configuration at `path`; paths inside are resolved against the file's folder.
    public static func load(_ source: SourceFile, diagnostics: DiagnosticCollector) throws -> ClientConfiguration {
        let documents = try YAMLParser().parse(source, diagnostics: diagnostics)
        guard let document = documents.first else {
            throw fail("the configuration is empty; it needs a 'clients' list", at: nil, source.path, diagnostics)
        }
        let folder = directory(of: source.path)
        guard let list = document.root["clients"]?.sequence else {
            // At the value that is not a list, or at the top when there is no 'clients'.
            let place = document.root["clients"] ?? document.root
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
            func text(_ key: String) throws -> String? {
                guard let node = item[key] else { return nil }
                guard let value = node.scalar?.text, !value.isEmpty else {
                    throw fail("'\(key)' must be a non-empty string", at: node, document, diagnostics)
                }
                return value
            }
            guard let spec = try text("spec") else {
                throw fail("a client needs a 'spec'", at: item, document, diagnostics)
            }
            let output = try text("output").map { join(folder, $0) } ?? ""
            func choice<Value: RawRepresentable & CaseIterable>(_ key: String, _: Value.Type) throws -> Value?
            where Value.RawValue == String {
                guard let text = try text(key) else { return nil }
                guard let value = Value(rawValue: text) else {
                    let allowed = Value.allCases.map(\.rawValue)
                    let list = allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
                    throw fail("'\(key)' is \(list), not '\(text)'", at: item[key], document, diagnostics)
                }
                return value
            }
            var configuration = GeneratorConfiguration(spec: join(folder, spec), module: try text("module"))
            configuration.access = try choice("access", AccessLevel.self) ?? configuration.access
            configuration.templates = try text("templates").map { join(folder, $0) }
            configuration.grouping = try choice("group-by", ClientTranslator.Options.Grouping.self) ?? .spec
            configuration.layout = try choice("layout", GeneratorConfiguration.Layout.self) ?? .files
            configuration.conformances = try choice("conformances", ModelConformances.self) ?? .hashable
            configuration.formArrays = try choice("form-arrays", ClientTranslator.Options.FormArrays.self) ?? .brackets
            configuration.numbers = try choice("numbers", ClientTranslator.Options.Numbers.self) ?? .double
            if let node = item["strict"] {
                guard case .bool(let isStrict)? = node.value else {
                    throw fail("'strict' is true or false", at: node, document, diagnostics)
                }
                configuration.isStrict = isStrict
            }
            configuration.filter = try item["filter"].map { try filter($0, document, diagnostics) } ?? OperationFilter()
            configuration.overlays = try strings(item["overlays"], "overlays", document, diagnostics).map {
                join(folder, $0)
            }
            clients.append(Client(configuration: configuration, output: output))
        }
        return ClientConfiguration(clients: clients)
    }

    /// `filter: {tags, operations, paths}`, each a list of strings.
    private static func filter(
        _ node: Node,
        _ document: YAMLDocument,
        _ diagnostics: DiagnosticCollector
    ) throws -> OperationFilter {
        guard let pairs = node.mapping else {
            throw fail("'filter' is a mapping with 'tags', 'operations' or 'paths'", at: node, document, diagnostics)
        }
        var filter = OperationFilter()
        for pair in pairs {
            let key = pair.key.string ?? pair.key.kindName
            guard filterKeys.contains(key) else {
                throw fail(
                    "unknown key '\(key)' in 'filter'; use \(filterKeys.joined(separator: ", "))",
                    at: pair.key,
                    document,
                    diagnostics
                )
            }
            let values = try strings(pair.value, "filter.\(key)", document, diagnostics)
            switch key {
            case "tags": filter.tags += values
            case "operations": filter.operationIDs += values
            default: filter.paths += values
            }
        }
        return filter
    }

    /// A list of non-empty strings, or one string for a list of one; empty when `node` is nil.
    private static func strings(
        _ node: Node?,
        _ key: String,
        _ document: YAMLDocument,
        _ diagnostics: DiagnosticCollector
    ) throws -> [String] {
        guard let node else { return [] }
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
        let joined = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
                continue
            }
            segments.append(segment)
        }
        let standardized = segments.joined(separator: "/")
        if joined.hasPrefix("/") { return "/" + standardized }
        return standardized.isEmpty ? "." : standardized
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
