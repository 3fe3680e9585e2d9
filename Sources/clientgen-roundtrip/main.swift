import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel

/// `clientgen-roundtrip <spec> <folder> <module>`: generates the spec's client into `<folder>/<module>` and, beside
/// it, a harness (`<folder>/<module>RoundTrip`) and its samples file (`<folder>/<module>.samples`) that
/// `scripts/roundtrip.sh` builds and runs: every model declared from a schema decodes each of the schema's examples and
/// samples and encodes them back, and any difference is a failure printed at the schema's place in the spec.
struct FileSources: SpecSourceProvider {
    func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: clientgen-roundtrip <spec> <folder> <module>\n".utf8))
    exit(2)
}
let (spec, folder, module) = (arguments[1], URL(fileURLWithPath: arguments[2]), arguments[3])
let configuration = GeneratorConfiguration(spec: spec, module: module)
let bag = DiagnosticBag()
do {
    let plan = try ClientGenerator.plan(configuration, sources: FileSources(), diagnostics: bag)
    let client = try ClientGenerator.generate(configuration, sources: FileSources(), diagnostics: DiagnosticBag())
    let cases = RoundTripCases(plan: plan)
    let files = FileManager.default
    let clientFolder = folder.appendingPathComponent(module)
    let harnessFolder = folder.appendingPathComponent(module + "RoundTrip")
    try? files.removeItem(at: clientFolder)
    try? files.removeItem(at: harnessFolder)
    for file in client.files {
        let url = clientFolder.appendingPathComponent(file.path)
        try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url)
    }
    try files.createDirectory(at: harnessFolder, withIntermediateDirectories: true)
    for (path, contents) in cases.harnessSources(clientModule: module) + [("main.swift", HarnessMain.source)] {
        try Data(contents.utf8).write(to: harnessFolder.appendingPathComponent(path))
    }
    try Data(cases.samplesFile.utf8).write(to: folder.appendingPathComponent(module + ".samples"))
    let samples = cases.cases.reduce(0) { $0 + $1.examples.count + $1.generated.count }
    print("\(spec): \(cases.cases.count) models, \(samples) samples")
} catch {
    for diagnostic in bag.diagnostics where diagnostic.severity == .error { print(diagnostic) }
    print("\(spec): \(error)")
    exit(1)
}
