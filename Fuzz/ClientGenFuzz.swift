// The libFuzzer target: one input through the whole pipeline in memory. Not a SwiftPM target (libFuzzer supplies
// `main`); scripts/fuzz.sh builds it with the modules it imports, instrumented, and runs it.
import ClientGenerator
import Diagnostics
import OpenAPIModel
import YAMLNodes

/// Reads the input as YAML and writes it as JSON (what `convert` and `bundle` do), then loads, translates and
/// renders it as `generate` does. Errors are the right answer to most inputs; only a crash, a hang, a leak or a
/// blow-up is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.yaml", bytes: bytes)
    if let documents = try? YAMLParser().parse(source, diagnostics: DiagnosticBag()) {
        _ = try? JSONWriter(isPretty: true).encode(documents)
    }
    _ = try? ClientGenerator.generate(
        GeneratorConfiguration(spec: "fuzz.yaml"),
        sources: InMemorySpecSources(files: ["fuzz.yaml": bytes]),
        diagnostics: DiagnosticBag()
    )
    return 0
}
