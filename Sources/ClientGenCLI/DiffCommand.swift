import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel
import SpecDiff
import SwiftEmitter
import YAMLNodes

/// `clientgen diff OLD NEW`: what changed for callers of the generated client between two versions of a spec.
enum DiffCommand: Command {
    /// How the report is written (`--format`).
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    /// Which changes make the command fail (`--fail-on`).
    enum FailOn: String, CaseIterable {
        case swift, wire, none
    }

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two versions of a spec as Swift callers and the wire see them.",
        synopsis: "diff <old> <new>",
        arguments: [
            .init(
                name: "<old>",
                help: """
                    The old version: a spec file, or git:REV:PATH to read it from git; or a folder of code generated \
                    earlier, such as Generated/SesameAPI (git:REV:FOLDER too), to see what regenerating it changes.
                    """
            ),
            .init(name: "<new>", help: "The new version, the same way: 'git:main:Specs/x.yaml Specs/x.yaml'."),
        ],
        options: [
            .init(
                name: "--format",
                valueName: "format",
                help: "text (default), json, or markdown for a pull-request comment.",
                allowed: Format.allCases.map(\.rawValue)
            ),
            .init(
                name: "--fail-on",
                valueName: "kind",
                help: "Exit 1 on: swift (default) Swift-breaking changes; wire also wire-breaking ones; none never.",
                allowed: FailOn.allCases.map(\.rawValue)
            ),
            .init(
                name: "--config",
                valueName: "file",
                help: """
                    The clientgen.yaml whose client for <new> gives the module, grouping and filter (default: \
                    clientgen.yaml beside <new>, at its revision for a git side, when it lists it).
                    """
            ),
            .init(
                name: "--module",
                valueName: "name",
                help: "The module enum, as given to generate (default: the client's, else from <new>'s file name)."
            ),
            .init(
                name: "--group-by",
                valueName: "grouping",
                help: "spec or tag, as given to generate (default: the client's, else spec).",
                allowed: ClientTranslator.Options.Grouping.allCases.map(\.rawValue)
            ),
            .overlay(
                "Apply this OpenAPI Overlay to both versions first (repeatable, in order; after the client's own)."
            ),
            .init(
                name: "--allow-outside-references",
                help: "Let $ref read absolute paths and files outside the spec's folder."
            ),
        ],
        discussion: """
            Both versions are resolved and translated as 'generate' would, then compared: how the YAML is written
            does not matter, only what the generated Swift and the requests on the wire become. Each change is
            printed with its file:line:col in the new spec (in the old one for what was removed) and classified:
              breaking for Swift callers  code written against the old client stops compiling (a removed or
                                          renamed operation, model, property or case; a new required
                                          parameter; a changed type; a removed body content type)
              breaking on the wire        it still compiles, but requests change (a path, method, server URL or
                                          wire name; a new security requirement)
              compatible                  additions, documentation, deprecations
            Renames with x-swift-name are followed. A git side reads the spec and the files it references with
            'git show REV:./PATH', and so are its overlays (the revision's own).

            When <old> is a folder of generated Swift, its public API is read from the files and compared with the
            code this ClientGen generates from <new>, so the renames a generator upgrade makes are reported too
            (AccountDevDTOGmtModified → AccountDevDTO.GmtModified): a type or builder generated from the same spec
            object ('- Remark: Generated from #/…' in its doc comment) under a new name is renamed. Reported are
            removed and renamed types, builders, arguments, properties, cases and constants (such as servers), and
            changed types, and what was added. Removals point into the folder's files. Only the Swift is compared
            this way (and coded names): compare two specs for the rest of the wire.

            Exit status: 0 nothing breaking (as --fail-on counts it), 1 breaking changes, 2 bad usage, an unreadable
            spec or a spec with errors.
            """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count >= 2 else {
            throw CLIError.missingArgument(arguments.positionals.isEmpty ? "<old> and <new>" : "<new>", command: "diff")
        }
        if arguments.positionals.count > 2 {
            throw CLIError.unexpectedArgument(arguments.positionals[2], command: "diff")
        }
        let oldSide = Side(arguments.positionals[0])
        let newSide = Side(arguments.positionals[1])
        let client: ClientConfiguration.Client?
        do {
            client = try Self.client(generating: newSide, config: arguments.value("--config"), console: console)
        } catch let error as DiagnosticError {
            for diagnostic in error.diagnostics { console.writeError(diagnostic.description + "\n") }
            return .usage
        }
        var configuration = client?.configuration ?? GeneratorConfiguration(spec: newSide.path)
        configuration.module = arguments.value("--module") ?? client?.configuration.module
        if configuration.module == nil {
            configuration.module = SwiftNaming.typeName(
                URL(fileURLWithPath: newSide.path).deletingPathExtension().lastPathComponent
            )
        }
        if let grouping = arguments.choice("--group-by", as: ClientTranslator.Options.Grouping.self) {
            configuration.grouping = grouping
        }
        configuration.allowsReferencesOutsideSpecFolder =
            configuration.allowsReferencesOutsideSpecFolder || arguments.flags.contains("--allow-outside-references")
        configuration.overlays += arguments.values["--overlay"] ?? []
        // Comparing two versions is not checking either: an old revision fails no one's `strict: true` of today.
        configuration.isStrict = false
        let changes: [APIChange]
        do {
            if let folder = try oldSide.folder(console: console) {
                changes = try newSide.load(configuration, console: console) {
                    (configuration, sources, diagnostics) throws(DiagnosticError) in
                    try ClientGenerator.compare(
                        folder: folder,
                        with: configuration,
                        sources: sources,
                        diagnostics: diagnostics
                    )
                }
            } else {
                let plans = try [oldSide, newSide].map { side in
                    try side.load(configuration, console: console, ClientGenerator.plan)
                }
                changes = ClientGenerator.compare(plans[0], plans[1])
            }
        } catch let error as CLIError {
            console.writeError("error: \(error)\n")
            return .usage
        } catch {
            return .usage
        }
        let relabeled =
            changes
            .map { change in
                var change = change
                change.location = (change.side == .old ? oldSide : newSide).relabeled(change.location)
                return change
            }
        let report = ChangeReport(oldName: oldSide.argument, newName: newSide.argument, changes: relabeled)
        switch arguments.choice("--format", as: Format.self) ?? .text {
        case .json: console.write(report.json())
        case .markdown: console.write(report.markdown())
        case .text: console.write(report.text())
        }
        let threshold: ChangeKind? =
            switch arguments.choice("--fail-on", as: FailOn.self) ?? .swift {
            case .swift: .swiftBreaking
            case .wire: .wireBreaking
            case .none: nil
            }
        guard let threshold else { return .success }
        return report.hasChanges(atLeast: threshold) ? .failure : .success
    }

    /// The client that generates `side`'s spec in the configuration at `config` (an error when it has none), or,
    /// without one, in the `clientgen.yaml` beside the spec when there is one and it lists the spec: for a git side
    /// the one at that revision, else the working tree's. Configuration errors are thrown.
    static func client(
        generating side: Side,
        config: String?,
        console: Console
    ) throws -> ClientConfiguration.Client? {
        let spec = side.path
        let folder = spec.lastIndex(of: "/").map { String(spec[..<$0]) } ?? "."
        let path = config ?? folder + "/clientgen.yaml"
        let bytes: [UInt8]
        // Where the configuration was read, for its messages: `side` when at its revision.
        let source: Side?
        if config == nil, let revision = side.revision,
            let committed = try? GitSpecSources(revision: revision).read(path)
        {
            (bytes, source) = (committed, side)
        } else {
            do {
                (bytes, source) = (try console.read(path), nil)
            } catch {
                if config != nil { throw error }
                return nil
            }
        }
        let diagnostics = DiagnosticBag()
        do {
            let clients = try ClientConfiguration.load(SourceFile(path: path, bytes: bytes), diagnostics: diagnostics)
                .clients
            let target = URL(fileURLWithPath: spec).standardizedFileURL.path
            let client = clients.first {
                URL(fileURLWithPath: $0.configuration.spec).standardizedFileURL.path == target
            }
            if client == nil, config != nil {
                throw CLIError.unknownClient(spec, known: clients.map(\.configuration.spec))
            }
            return client
        } catch let error as CLIError {
            throw error
        } catch {
            throw DiagnosticError(diagnostics.diagnostics.map { source?.relabeled($0) ?? $0 })
        }
    }

    /// One version to compare: a file, or a file at a git revision.
    struct Side {
        /// As given on the command line.
        var argument: String
        /// The revision for `git:REV:PATH`, nil for a file.
        var revision: String?
        var path: String

        init(_ argument: String) {
            self.argument = argument
            let rest = argument.dropFirst("git:".count)
            if argument.hasPrefix("git:"), let colon = rest.firstIndex(of: ":"), colon != rest.startIndex {
                revision = String(rest[..<colon])
                path = String(rest[rest.index(after: colon)...])
            } else {
                revision = nil
                path = argument
            }
        }

        /// The code generated earlier that this side names, when it names a folder (at its revision for a git
        /// side); nil for a spec.
        func folder(console: Console) throws -> CodeSurface? {
            let git = revision.map(GitSpecSources.init)
            guard let paths = git.map({ $0.swiftFiles(under: path) }) ?? console.swiftFiles(under: path) else {
                return nil
            }
            guard !paths.isEmpty else {
                throw CLIError.cannotRead(path: argument, reason: "no Swift files in the folder")
            }
            var files: [(path: String, contents: String)] = []
            for file in paths {
                let bytes: [UInt8]
                do {
                    bytes = try git?.read(file) ?? console.read(file)
                } catch {
                    throw CLIError.cannotRead(path: file, reason: "\(error)")
                }
                files.append((file, String(decoding: bytes, as: UTF8.self)))
            }
            return CodeSurface(files: files)
        }

        /// What `body` makes of this side's spec under `configuration` (its plan, say); spec errors are printed
        /// (as `git:REV:PATH:line:col` for a git side) and thrown. Warnings are `lint`'s and `generate`'s to
        /// report.
        func load<Result>(
            _ configuration: GeneratorConfiguration,
            console: Console,
            _ body: (GeneratorConfiguration, any SpecSourceProvider, DiagnosticCollector) throws(DiagnosticError) ->
                Result
        ) throws -> Result {
            let sources: any SpecSourceProvider
            if let revision {
                sources = GitSpecSources(revision: revision)
                do {
                    _ = try sources.read(path)
                } catch {
                    throw CLIError.cannotRead(path: argument, reason: "\(error)")
                }
            } else {
                _ = try console.read(path)
                sources = ConsoleSpecSources(console: console)
            }
            var configuration = configuration
            configuration.spec = path
            let diagnostics = DiagnosticBag()
            do {
                return try body(configuration, sources, diagnostics)
            } catch {
                let all = diagnostics.diagnostics + error.diagnostics.filter { !diagnostics.diagnostics.contains($0) }
                for diagnostic in OpenAPILoader.ordered(all) where diagnostic.isError {
                    console.writeError(relabeled(diagnostic).description + "\n")
                }
                throw error
            }
        }

        /// `location` named as the user named this side: `git:main:Specs/x.yaml:3:5` for a git side.
        func relabeled(_ location: SourceLocation?) -> SourceLocation? {
            guard var location, let revision else { return location }
            location.file = "git:\(revision):\(location.file)"
            return location
        }

        /// `diagnostic` with its locations named as the user named this side.
        func relabeled(_ diagnostic: Diagnostic) -> Diagnostic {
            var diagnostic = diagnostic
            diagnostic.location = relabeled(diagnostic.location)
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                note.location = relabeled(note.location)
                return note
            }
            return diagnostic
        }
    }
}
