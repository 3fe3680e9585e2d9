import CYAML
import Diagnostics
import Foundation

/// Reads a YAML (or JSON) stream into documents of immutable ``Node``s by driving libyaml's event API; a text that
/// is JSON is read by ``JSONReader`` into the same nodes, since libyaml refuses or misreads some valid JSON.
///
/// Syntax errors and exceeded limits are fatal: they are emitted and thrown as ``DiagnosticError``.
/// Duplicate keys, undefined or cyclic aliases and bad merges are emitted and parsing goes on,
/// so a caller sees every such problem at once; it must not use the result when any error was emitted.
public struct YAMLParser: Sendable {
    /// Limits that keep hostile input from exhausting time or memory, and the schema's optional parts.
    public struct Options: Sendable {
        /// Nested collections deeper than this are rejected while the events are read.
        public var maxDepth = 512
        /// The largest number of nodes the documents may have with every alias expanded.
        public var maxExpandedNodes = 5_000_000
        /// The largest input accepted, in bytes.
        public var maxInputBytes = 32 * 1024 * 1024
        /// The longest single scalar accepted, in bytes.
        public var maxScalarBytes = 16 * 1024 * 1024
        /// Whether `<<` keys merge mappings into the mapping that holds them.
        public var resolvesMergeKeys = true
        /// Inputs at least this large are read by libyaml on a second thread while nodes are built.
        public var concurrentReadThreshold = 256 * 1024
        /// Whether a text that is JSON is read by ``JSONReader`` rather than libyaml, which refuses some valid
        /// JSON (surrogate-pair escapes among them); false lets tests and benchmarks compare the two readings.
        public var readsJSONDirectly = true

        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func parse(_ source: SourceFile, diagnostics: DiagnosticCollector) throws -> [YAMLDocument] {
        var bytes = source.bytes
        if bytes.count > options.maxInputBytes {
            throw fail(.yamlSizeLimit, YAMLMessage.inputSize(bytes.count, options.maxInputBytes), source, diagnostics)
        }
        if let encoding = Self.wideEncoding(of: bytes) {
            throw fail(.yamlEncoding, YAMLMessage.wideEncoding(encoding), source, diagnostics)
        }
        if bytes.isEmpty { return [] }
        var notJSON: JSONReader.NotJSON?
        if options.readsJSONDirectly, JSONReader.mayBeJSON(bytes) {
            var reader = JSONReader(bytes: bytes, file: source.path, options: options)
            do {
                let (root, found) = try reader.read()
                for diagnostic in found { diagnostics.emit(diagnostic) }
                return [YAMLDocument(root: root, file: source.path)]
            } catch let error as JSONReader.NotJSON {
                notJSON = error  // YAML, or broken JSON: libyaml reads it and reports what it finds
            } catch let error as DiagnosticError {
                for diagnostic in error.diagnostics { diagnostics.emit(diagnostic) }
                throw error
            }
        }
        if Self.endsWithBlankLineWithoutBreak(bytes) {
            bytes.append(UInt8(ascii: "\n"))  // libyaml 0.2.5 misreads a block scalar that ends in such a line
        }

        let source = SourceFile(path: source.path, bytes: bytes)
        return try bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(file: source.path, source: buffer, options: options, diagnostics: diagnostics)
            if bytes.count >= options.concurrentReadThreshold, ProcessInfo.processInfo.activeProcessorCount > 1 {
                try buildConcurrently(source, into: &builder, notJSON: notJSON, diagnostics: diagnostics)
            } else {
                var pending = EventBatch(capacity: 1)
                let outcome = try EventReader.read(source, buffer, maxDepth: options.maxDepth) { event in
                    pending.removeAll()
                    pending.append(event, maxScalarBytes: options.maxScalarBytes)
                    return !(try builder.handle(pending.event(at: 0)))
                }
                try finish(outcome, notJSON: notJSON, source: source, diagnostics: diagnostics)
            }
            return builder.documents
        }
    }

    /// Builds nodes on this thread from events an ``EventPipeline`` reads on another.
    private func buildConcurrently(
        _ source: SourceFile,
        into builder: inout TreeBuilder,
        notJSON: JSONReader.NotJSON?,
        diagnostics: DiagnosticCollector
    ) throws {
        let pipeline = EventPipeline(source: source, options: options)
        defer { pipeline.cancel() }
        while true {
            switch pipeline.next() {
            case .batch(let events):
                for index in 0..<events.count where try builder.handle(events.event(at: index)) { return }
            case .end(let outcome):
                return try finish(outcome, notJSON: notJSON, source: source, diagnostics: diagnostics)
            }
        }
    }

    /// Reports libyaml's failure; in a `.json` file, with where and why the text is not JSON, which is what its
    /// author needs when libyaml's complaint is about YAML.
    private func finish(
        _ outcome: EventReader.Outcome,
        notJSON: JSONReader.NotJSON?,
        source: SourceFile,
        diagnostics: DiagnosticCollector
    ) throws {
        guard case .failed(var diagnostic) = outcome else { return }
        if let notJSON, source.path.lowercased().hasSuffix(".json") {
            let location = SourceLocation(
                file: source.path,
                line: Int(notJSON.mark.line),
                column: Int(notJSON.mark.column)
            )
            diagnostic.notes.append(Diagnostic.Note(YAMLMessage.notJSON(notJSON.message), at: location))
        }
        diagnostics.emit(diagnostic)
        throw DiagnosticError(diagnostic)
    }

    private func fail(
        _ id: DiagnosticID,
        _ message: String,
        _ source: SourceFile,
        _ diagnostics: DiagnosticCollector
    ) -> DiagnosticError {
        let diagnostic = Diagnostic(.error, id, message, at: SourceLocation(file: source.path, line: 1, column: 1))
        diagnostics.emit(diagnostic)
        return DiagnosticError(diagnostic)
    }

    static func endsWithBlankLineWithoutBreak(_ bytes: [UInt8]) -> Bool {
        guard let last = bytes.last, SourceText.isBlank(last) else { return false }
        let lineStart = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        return bytes[lineStart...].allSatisfy(SourceText.isBlank)
    }

    /// UTF-16 and UTF-32 input, told by a byte-order mark or by the NUL bytes ASCII text has in them.
    static func wideEncoding(of bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0, 0, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0, 0]) { return "UTF-32" }
        if head.count == 4, head[0] == 0, head[1] == 0, head[2] == 0 || head[3] == 0 { return "UTF-32" }
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        if head.count >= 2, head[0] == 0 || head[1] == 0 { return "UTF-16" }
        return nil
    }

    static func syntaxDiagnostic(_ parser: yaml_parser_t, source: SourceFile) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.error {
        case YAML_READER_ERROR:
            let location = source.location(ofByteOffset: parser.problem_offset)
            return Diagnostic(
                .error,
                .yamlSyntax,
                YAMLMessage.invalidUTF8(problem, byte: parser.problem_value),
                at: location
            )
        case YAML_MEMORY_ERROR:
            return Diagnostic(.error, .yamlSyntax, YAMLMessage.outOfMemory, at: source.location(ofByteOffset: 0))
        default:
            var notes: [Diagnostic.Note] = []
            if let context = parser.context {
                notes.append(.init(String(cString: context), at: source.location(of: parser.context_mark)))
            }
            return Diagnostic(
                .error,
                .yamlSyntax,
                YAMLMessage.syntax(problem),
                at: source.location(of: parser.problem_mark),
                notes: notes
            )
        }
    }
}

extension SourceFile {
    func location(of mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The line and column (in characters) of a byte offset, for errors libyaml reports by offset only.
    func location(ofByteOffset offset: Int) -> SourceLocation {
        let end = min(offset, bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && bytes[safe: index + 1] != UInt8(ascii: "\n"))
            {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return SourceLocation(file: path, line: line, column: column)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
