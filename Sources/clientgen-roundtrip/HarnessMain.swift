/// The harness's entry point, written into the package as `main.swift`: reads the samples file, round-trips each
/// sample through its model, prints every failure with its schema's place and the figures, and exits 1 on any.
enum HarnessMain {
    static let source = #"""
        import ClientGenRuntime
        import Foundation

        /// `data` decoded as `Model` and encoded back, as a client reads and sends it; optional, as a model is where a
        /// schema that may be `null` is used.
        func harnessTrip<Model: Codable>(_ type: Model.Type, _ data: Data) throws -> Data {
            let model = try JSONDecoder.clientGen().decode(Model?.self, from: data)
            return try JSONEncoder.clientGen().encode(model)
        }

        /// Whether two strings that differ are the same date-time: RFC 3339 allows an offset that the encoder writes in
        /// UTC.
        func harnessSameInstant(_ left: ExactJSON, _ right: ExactJSON) -> Bool {
            guard case .string(let first) = left, case .string(let second) = right,
                let one = RFC3339.date(from: first), let other = RFC3339.date(from: second)
            else { return false }
            return one == other
        }

        /// The first difference of `output` from `input`, date-times written differently for the same instant aside.
        func harnessDifference(_ input: ExactJSON, _ output: ExactJSON, path: String = "$") -> String? {
            switch (input, output) {
            case (.array(let left), .array(let right)) where left.count == right.count:
                for (index, pair) in zip(left, right).enumerated() {
                    if let found = harnessDifference(pair.0, pair.1, path: "\(path)[\(index)]") { return found }
                }
                return nil
            case (.object(let left), .object(let right)) where Set(left.keys) == Set(right.keys):
                for key in left.keys.sorted() {
                    if let found = harnessDifference(left[key]!, right[key]!, path: "\(path).\(key)") { return found }
                }
                return nil
            default:
                return harnessSameInstant(input, output) ? nil : input.difference(from: output, at: path)
            }
        }

        let arguments = CommandLine.arguments
        guard arguments.count == 3, let samples = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
            print("usage: \(arguments[0]) <spec name> <samples file>")
            exit(2)
        }
        var (failures, checked, schemas) = (0, 0, Set<Int>())
        for line in samples.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 3).map(String.init)
            guard fields.count >= 3, let index = Int(fields[0]) else { continue }
            let (pointer, location) = harnessSchemas[index]
            let input = Data(fields[2].utf8)
            checked += 1
            schemas.insert(index)
            var problem: String?
            do {
                guard let output = try harnessFunctions[index / 200](index, input) else { continue }
                // Read-only members are left out of what is sent back: the samples file says what remains.
                let expected = try ExactJSON(fields.count == 4 ? Data(fields[3].utf8) : input)
                let got = try ExactJSON(output)
                if let difference = harnessDifference(expected, got) {
                    problem = "\(difference)\n  in:  \(expected)\n  out: \(got)"
                }
            } catch {
                problem = "does not decode: \(error)\n  in:  \(fields[2])"
            }
            if let problem {
                failures += 1
                print("\(location): error: \(arguments[1]) \(pointer) (\(fields[1])): \(problem)")
            }
        }
        print("roundtrip \(arguments[1]): \(schemas.count) schemas, \(checked) samples, \(failures) failures")
        exit(failures == 0 ? 0 : 1)
        """#
}
