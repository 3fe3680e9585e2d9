import Diagnostics
import YAMLNodes

/// Writes a spec and the files it references as one document: external targets become components of the
/// root document (named after their component or file), and references to them become local. A component that is
/// only a `$ref` to another file's schema becomes that schema, so the bundle's types have the names generating from
/// the files gives them.
public struct SpecBundler: Sendable {
    public var options: OpenAPILoader.Options

    public init(options: OpenAPILoader.Options = OpenAPILoader.Options()) {
        self.options = options
    }

    /// The bundled spec as JSON text; throws ``DiagnosticError`` when the spec has errors.
    public func bundle(path: String, sources: any SpecSourceProvider, diagnostics: DiagnosticCollector) throws
        -> String
    {
        _ = try OpenAPILoader(options: options).load(path: path, sources: sources, diagnostics: diagnostics)
        let builder = ModelBuilder(
            options: options,
            sources: sources,
            diagnostics: DiagnosticBag(),
            rootPath: path
        )
        let relative = path.split(separator: "/").last.map(String.init) ?? path
        guard let root = try builder.parseRoot(relativePath: relative) else {
            throw DiagnosticError(builder.emitted.filter(\.isError))
        }
        builder.files[relative] = root
        var state = BundleState(builder: builder, root: root)
        state.adoptComponentSchemas()
        let rewritten = state.writingAdopted(into: state.rewrite(root.root, in: root, context: nil))
        let document = YAMLDocument(root: state.addComponents(to: rewritten), file: path)
        return try JSONWriter(isPretty: true).write(document) + "\n"
    }
}
