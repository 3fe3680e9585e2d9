import Diagnostics
import Foundation
import OpenAPIModel
import YAMLNodes

/// `swift run -c release clientgen-bench [--repeat N] [--generate CLIENTGEN] FILE...`
///
/// For each file: the bare libyaml event loop (the floor) and the node-tree build, each best and median
/// of N runs in this process, and their ratio. Then the whole load, parse plus OpenAPI model (`model_*`), and its
/// ratio to the floor (budget: 3×).
///
/// With `--generate`, the `clientgen` executable at that path also runs end to end for each file, N times
/// into new folders (`full`), N times into a folder already up to date (`unchanged`: the run cache skips
/// every phase) and N times more without the run cache (`uncached`: every phase runs, nothing is written),
/// with the median of each phase its `--timings` reports, and the file system's floor for the full write.
///
/// `--only STEP FILE...` runs one step once per file and prints nothing — `none` (read the file), `floor`,
/// `nodes` or `model` — for counting its instructions under callgrind (`scripts/bench.sh --instructions`),
/// which unlike time does not move with the machine's load.

struct Measurement {
    var best: Double
    var median: Double
}

/// Times `body`; what it returns is freed after the clock stops, so freeing is not timed.
func measure<Result>(repeats: Int, _ body: () -> Result) -> Measurement {
    var times: [Double] = []
    for _ in 0..<repeats {
        var result: Result?
        let start = DispatchTime.now().uptimeNanoseconds
        result = body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        withExtendedLifetime(result) {}
    }
    times.sort()
    return Measurement(best: times[0], median: times[times.count / 2])
}

func format(_ value: Double) -> String { String(format: "%.2f", value) }

var arguments = Array(CommandLine.arguments.dropFirst())
var repeats = 7
if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count, let value = Int(arguments[index + 1])
{
    repeats = max(1, value)
    arguments.removeSubrange(index...index + 1)
}
var clientgen: String?
if let index = arguments.firstIndex(of: "--generate"), index + 1 < arguments.count {
    clientgen = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
}
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
    let step = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    for path in arguments {
        guard let data = FileManager.default.contents(atPath: path) else { exit(1) }
        let bytes = [UInt8](data)
        switch step {
        case "none": break
        case "floor": _ = LibYAMLEventFloor.countEvents(in: bytes)
        case "nodes": _ = try? YAMLParser().parse(SourceFile(path: path, bytes: bytes), diagnostics: DiagnosticBag())
        case "model":
            let name = (path as NSString).lastPathComponent
            let sources = InMemorySpecSources(files: [name: bytes])
            _ = try? OpenAPILoader().load(path: name, sources: sources, diagnostics: DiagnosticBag())
        default:
            FileHandle.standardError.write(Data("unknown step '\(step)'; use none, floor, nodes or model\n".utf8))
            exit(2)
        }
    }
    exit(0)
}
guard !arguments.isEmpty else {
    FileHandle.standardError.write(
        Data("usage: clientgen-bench [--repeat N] [--generate CLIENTGEN] FILE... | --only STEP FILE...\n".utf8)
    )
    exit(2)
}

print(
    "file\tbytes\tevents\tfloor_best_ms\tfloor_median_ms\tnodes_best_ms\tnodes_median_ms\tratio_median"
        + "\tmodel_best_ms\tmodel_median_ms\tmodel_ratio_median"
)
var failed = false
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        failed = true
        continue
    }
    let bytes = [UInt8](data)
    guard let events = LibYAMLEventFloor.countEvents(in: bytes) else {
        FileHandle.standardError.write(Data("libyaml rejects \(path)\n".utf8))
        failed = true
        continue
    }
    let floor = measure(repeats: repeats) { _ = LibYAMLEventFloor.countEvents(in: bytes) }
    let source = SourceFile(path: path, bytes: bytes)
    var parseFailed = false
    let nodes = measure(repeats: repeats) { () -> [YAMLDocument] in
        do {
            return try YAMLParser().parse(source, diagnostics: DiagnosticBag())
        } catch {
            parseFailed = true
            return []
        }
    }
    if parseFailed { failed = true }
    let name = (path as NSString).lastPathComponent
    let sources = InMemorySpecSources(files: [name: bytes])
    // The node trees are freed inside the load, as in `clientgen generate`; the document after the clock stops.
    let model = measure(repeats: repeats) { () -> OpenAPIDocument? in
        try? OpenAPILoader().load(path: name, sources: sources, diagnostics: DiagnosticBag())
    }
    print(
        "\(name)\t\(bytes.count)\t\(events)\t\(format(floor.best))\t\(format(floor.median))\t"
            + "\(format(nodes.best))\t\(format(nodes.median))\t\(format(nodes.median / floor.median))\t"
            + "\(format(model.best))\t\(format(model.median))\t\(format(model.median / floor.median))"
    )
}
if let clientgen {
    print("")
    print(
        "file\trun\twall_ms\twall_best_ms\t" + GenerateBenchmark.phases.map { $0 + "_ms" }.joined(separator: "\t")
            + "\tof_full\twrite_floor_ms"
    )
    let scratch = NSTemporaryDirectory() + "clientgen-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    for path in arguments {
        let name = (path as NSString).lastPathComponent
        var full: [GenerateRun] = []
        var unchanged: [GenerateRun] = []
        var uncached: [GenerateRun] = []
        var floors: [Double] = []
        let upToDate = "\(scratch)/\(name)-same"
        let cache = "\(scratch)/cache"
        for index in 0..<repeats {
            let output = "\(scratch)/\(name)-\(index)"
            guard let run = GenerateBenchmark.run(clientgen: clientgen, spec: path, output: output, cache: cache) else {
                failed = true
                break
            }
            full.append(run)
        }
        _ = GenerateBenchmark.run(clientgen: clientgen, spec: path, output: upToDate, cache: cache)
        for (cacheFolder, label) in [(cache, "unchanged"), ("", "uncached")] {
            for _ in 0..<repeats {
                guard
                    let run = GenerateBenchmark.run(
                        clientgen: clientgen,
                        spec: path,
                        output: upToDate,
                        cache: cacheFolder
                    )
                else {
                    failed = true
                    break
                }
                if label == "unchanged" { unchanged.append(run) } else { uncached.append(run) }
            }
        }
        let sizes = GenerateBenchmark.fileSizes(below: upToDate)
        for index in 0..<repeats {
            floors.append(GenerateBenchmark.writeFloor(sizes: sizes, folder: "\(scratch)/\(name)-floor-\(index)"))
        }
        let fullWall = GenerateBenchmark.median(full.map(\.wall))
        for (label, runs) in [("full", full), ("unchanged", unchanged), ("uncached", uncached)] where !runs.isEmpty {
            let wall = GenerateBenchmark.median(runs.map(\.wall))
            let phases = GenerateBenchmark.phases.map { phase in
                format(GenerateBenchmark.median(runs.map { $0.phases[phase] ?? .nan }))
            }
            // The best run, beside the median: on a shared machine it moves far less from one run to the next.
            let best = runs.map(\.wall).min() ?? .nan
            print(
                "\(name)\t\(label)\t\(format(wall))\t\(format(best))\t" + phases.joined(separator: "\t") + "\t"
                    + "\(format(wall / fullWall))\t\(format(GenerateBenchmark.median(floors)))"
            )
        }
    }
}
exit(failed ? 1 : 0)
