import Diagnostics
import YAMLNodes

/// Turns a spec file, and the files it references, into an ``OpenAPIDocument``, reporting every problem.
///
/// Only the source provider reads files; URLs are never fetched.
public struct OpenAPILoader: Sendable {
    public struct Options: Sendable {
        public var yaml = YAMLParser.Options()
        /// Whether a `$ref` may name an absolute path or a file outside the spec's folder. Off by default.
        public var allowsReferencesOutsideSpecFolder = false
        /// The most schemas a document may hold, each YAML alias's copy counted: several times what the largest
        /// published specs declare, so that a few lines of aliases standing for a huge tree are refused before
        /// the model spends time and memory on it.
        public var maximumSchemas = 100_000
        /// OpenAPI Overlay documents applied, in order, to the root file before it is read (``OverlaySet``); read
        /// through the same source provider as the spec.
        public var overlays: [String] = []

        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The document at `path`; throws ``DiagnosticError`` when any error was found (all are emitted first).
    public func load(
        path: String,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector
    ) throws -> OpenAPIDocument {
        var timings = LoadTimings()
        return try load(path: path, sources: sources, diagnostics: diagnostics, timings: &timings)
    }

    /// ``load(path:sources:diagnostics:)``, also telling how long parsing and the model took.
    public func load(
        path: String,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector,
        timings: inout LoadTimings
    ) throws -> OpenAPIDocument {
        let clock = ContinuousClock()
        let started = clock.now
        let builder = ModelBuilder(options: options, sources: sources, diagnostics: diagnostics, rootPath: path)
        let built = Result { try builder.build() }
        timings.parse = builder.parseDuration
        timings.model = clock.now - started - builder.parseDuration
        let document = try built.get()
        if builder.errors > 0 { throw DiagnosticError(builder.emitted.filter(\.isError)) }
        return document
    }

    /// Every problem the loader finds in the spec at `path`, ordered by file, line and column; `ClientGenerator.lint`
    /// adds what translating it finds, as `clientgen lint` prints it.
    public func lint(path: String, sources: any SpecSourceProvider) -> [Diagnostic] {
        let bag = DiagnosticBag()
        do {
            _ = try load(path: path, sources: sources, diagnostics: bag)
        } catch let error as DiagnosticError {
            for diagnostic in error.diagnostics where !bag.diagnostics.contains(diagnostic) {
                bag.emit(diagnostic)
            }
        } catch {
            bag.emit(Diagnostic(.error, .openAPIUnresolvedReference, "\(error)", at: nil))
        }
        return Self.ordered(bag.diagnostics)
    }

    /// Diagnostics sorted by file, line and column, keeping emission order for ties; those without a
    /// location first.
    public static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location
            let right = rhs.element.location
            if left != right, let left, let right { return left < right }
            if (left == nil) != (right == nil) { return left == nil }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
