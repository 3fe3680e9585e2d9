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
///     filter:                        # optional: only these operations and the schemas they reach
///       tags: [Users]
///       operations: [getMe]
///       paths: ["/v1/users/**"]
/// ```
struct ClientConfiguration: Equatable {
    struct Client: Equatable {
        var spec: String
        var output: String
        var module: String?
        var access: String?
        var templates: String?
        var groupBy: String?
        var layout: String?
        var conformances: String?
        var filter = OperationFilter()

        /// Whether `name` is this client's module, output folder (or its last component) or spec (or its file
        /// name).
        func isNamed(_ name: String) -> Bool {
            let candidates = [module, output, spec, Self.lastComponent(output), Self.lastComponent(spec)]
            return candidates.contains(name) || ClientConfiguration.join("", name) == spec
        }

        private static func lastComponent(_ path: String) -> String {
            String(path.split(separator: "/").last ?? Substring(path))
        }
    }

    var clients: [Client]

    private static let clientKeys = [
        "spec", "output", "module", "access", "templates", "group-by", "layout", "conformances", "filter",
    ]
    private static let filterKeys = ["tags", "operations", "paths"]

    /// Reads the configuration at `path`; paths inside are resolved against the file's folder.
    static func load(_ source: SourceFile, diagnostics: DiagnosticCollector) throws -> ClientConfiguration {
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
            let output = try text("output")
            if let access = try text("access"), !["public", "package", "internal"].contains(access) {
                throw fail(
                    "'access' is public, package or internal, not '\(access)'",
                    at: item["access"],
                    document,
                    diagnostics
                )
            }
            let choices = [
                ("group-by", ["spec", "tag"]), ("layout", ["files", "shards"]),
                ("conformances", ModelConformances.allCases.map(\.rawValue)),
            ]
            for (key, allowed) in choices {
                if let value = try text(key), !allowed.contains(value) {
                    throw fail(
                        "'\(key)' is \(allowed.joined(separator: " or ")), not '\(value)'",
                        at: item[key],
                        document,
                        diagnostics
                    )
                }
            }
            clients.append(
                Client(
                    spec: join(folder, spec),
                    output: output.map { join(folder, $0) } ?? "",
                    module: try text("module"),
                    access: try text("access"),
                    templates: try text("templates").map { join(folder, $0) },
                    groupBy: try text("group-by"),
                    layout: try text("layout"),
                    conformances: try text("conformances"),
                    filter: try item["filter"].map { try filter($0, document, diagnostics) } ?? OperationFilter()
                )
            )
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
            let items = pair.value.sequence ?? [pair.value]
            let values = try items.map { item in
                guard let value = item.scalar?.text, !value.isEmpty else {
                    throw fail("'filter.\(key)' lists non-empty strings", at: item, document, diagnostics)
                }
                return value
            }
            switch key {
            case "tags": filter.tags += values
            case "operations": filter.operationIDs += values
            default: filter.paths += values
            }
        }
        return filter
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `path` resolved against `folder`, with `.` and `name/..` segments removed, so `Specs/../Generated/X`
    /// reads `Generated/X` in messages and file headers.
    static func join(_ folder: String, _ path: String) -> String {
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
    static let configInvalid: DiagnosticID = "config.invalid"
}
