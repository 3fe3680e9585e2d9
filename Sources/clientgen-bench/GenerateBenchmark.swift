import Foundation

/// `clientgen generate` run as its own process, as users run it, timed from outside, with the phases its
/// `--timings` line reports.
struct GenerateRun {
    /// Milliseconds from launch to exit.
    var wall: Double
    /// Milliseconds per phase (`parse`, `model`, `translate`, `render`, `write`, `total`).
    var phases: [String: Double]
}

enum GenerateBenchmark {
    static let phases = ["parse", "model", "translate", "render", "write"]

    /// Runs `clientgen generate spec --output output --timings` with its run cache in `cache` (empty: none);
    /// nil when it fails.
    static func run(clientgen: String, spec: String, output: String, cache: String) -> GenerateRun? {
        var environment = ProcessInfo.processInfo.environment
        environment["CLIENTGEN_CACHE_DIR"] = cache
        guard
            let child = ChildProcess.run(
                clientgen,
                arguments: ["generate", spec, "--output", output, "--module", "Bench", "--timings"],
                environment: environment
            )
        else { return nil }
        let text = String(decoding: child.standardError, as: UTF8.self)
        guard child.status == 0 else {
            FileHandle.standardError.write(Data(text.utf8))
            return nil
        }
        return GenerateRun(wall: child.milliseconds, phases: phases(in: text))
    }

    /// The phases of a `… timings: parse 57.1 ms, model 80.2 ms, … ms` line.
    static func phases(in text: String) -> [String: Double] {
        guard let range = text.range(of: "timings: ") else { return [:] }
        let line = text[range.upperBound...].prefix { $0 != "\n" }
        var result: [String: Double] = [:]
        for item in line.components(separatedBy: ", ") {
            let words = item.split(separator: " ")
            if words.count == 3, let value = Double(words[1]) { result[String(words[0])] = value }
        }
        return result
    }

    /// The file system's floor for a full write: files of `sizes` bytes created one after another in a new
    /// folder (the writer creates new files directly, on every core). Milliseconds.
    static func writeFloor(sizes: [Int], folder: String) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        mkdir(folder, 0o755)
        let directory = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(directory) }
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: sizes.max() ?? 0)
        for (index, size) in sizes.enumerated() {
            let file = openat(directory, "File\(index).swift", O_WRONLY | O_CREAT | O_EXCL, 0o644)
            _ = bytes.withUnsafeBytes { write(file, $0.baseAddress, size) }
            close(file)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// The sizes of every regular file below `folder`.
    static func fileSizes(below folder: String) -> [Int] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var sizes: [Int] = []
        while let path = walker.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)
            if attributes?[.type] as? FileAttributeType == .typeRegular, let size = attributes?[.size] as? Int {
                sizes.append(size)
            }
        }
        return sizes
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
