import Diagnostics
import Foundation
import TestSupport
import Testing
import YAMLNodes

/// Runs every case of the YAML test suite (`../shared/yaml-test-suite`) through the node tree.
///
/// Valid cases with an `in.json` must produce exactly that value, except those libyaml 0.2.5 cannot parse
/// at all (listed below with libyaml's own message; the test checks they still fail, so the list stays true).
/// Those that are JSON are read by ``JSONReader`` instead and are not listed.
/// Error cases must be rejected, except the few listed as still accepted.
struct YAMLTestSuiteTests {
    /// Valid YAML 1.2 that libyaml 0.2.5 rejects, with the message it gives.
    static let beyondLibYAML: [String: String] = [
        "2LFX": "found unknown directive name",
        "2SXE": "mapping values are not allowed in this context",
        "4MUZ/01": "did not find expected ',' or '}'",
        "4MUZ/02": "did not find expected ',' or '}'",
        "58MP": "did not find expected node content",
        "5MUD": "did not find expected ',' or '}'",
        "5T43": "did not find expected node content",
        "6BCT": "found character that cannot start any token",
        "6LVF": "found unknown directive name",
        "7Z25": "did not find expected <document start>",
        "8XYN": "did not find expected alphabetic or numeric character",
        "96NN/00": "found a tab character where an indentation space is expected",
        "96NN/01": "found a tab character where an indentation space is expected",
        "9SA2": "did not find expected ',' or '}'",
        "A2M4": "found character that cannot start any token",
        "BEC7": "found incompatible YAML document",
        "DBG4": "did not find expected node content",
        "DK3J": "did not find expected <document start>",
        "DK95/00": "found character that cannot start any token",
        "DK95/03": "found character that cannot start any token",
        "DK95/04": "found a tab character that violates indentation",
        "FP8R": "did not find expected <document start>",
        "HM87/00": "did not find expected node content",
        "HWV9": "did not find expected node content",
        "K3WX": "did not find expected ',' or '}'",
        "M7A3": "did not find expected <document start>",
        "MUS6/05": "found unknown directive name",
        "MUS6/06": "found unknown directive name",
        "NJ66": "did not find expected ',' or '}'",
        "QT73": "did not find expected node content",
        "R4YG": "found a tab character where an indentation space is expected",
        "UT92": "did not find expected ',' or '}'",
        "VJP3/01": "did not find expected ',' or '}'",
        "W4TN": "could not find expected directive name",
        "W5VH": "did not find expected alphabetic or numeric character",
        "Y79Y/001": "found a tab character where an indentation space is expected",
        "Y79Y/010": "found character that cannot start any token",
    ]

    /// Invalid YAML that libyaml and our source checks still accept.
    static let stillAccepted: [String: String] = [
        "9C9N": "a flow sequence's continuation lines indented less than its block parent requires",
        "DK95/01": "a tab used as indentation inside a multi-line quoted scalar",
        "MUS6/00": "a comment glued to a %YAML directive (directives are inside libyaml's document-start span)",
        "QB6E": "a multi-line quoted scalar's continuation lines indented less than its block parent requires",
        "Y79Y/003": "a tab used as indentation inside a flow sequence",
    ]

    struct Case {
        var id: String
        var directory: URL
        var isError: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path) }
        var expectedJSON: String? {
            (try? Data(contentsOf: directory.appendingPathComponent("in.json"))).map {
                String(decoding: $0, as: UTF8.self)
            }
        }

        func parse() -> (documents: [YAMLDocument]?, diagnostics: DiagnosticBag) {
            let bag = DiagnosticBag()
            guard let data = try? Data(contentsOf: directory.appendingPathComponent("in.yaml")) else {
                return (nil, bag)
            }
            let documents = try? YAMLParser().parse(SourceFile(path: id, bytes: [UInt8](data)), diagnostics: bag)
            return (documents, bag)
        }
    }

    static func cases() -> [Case] {
        guard let root = SharedFolder.path("yaml-test-suite"),
            let enumerator = FileManager.default.enumerator(atPath: root.path)
        else { return [] }
        var cases: [Case] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix("/in.yaml") else { continue }
            let id = String(path.dropLast("/in.yaml".count))
            cases.append(Case(id: id, directory: root.appendingPathComponent(id)))
        }
        return cases.sorted { $0.id < $1.id }
    }

    @Test(.enabled(if: SharedFolder.isUsable("yaml-test-suite"), SharedFolder.absentMessage))
    func everyCaseMatchesOrIsRejected() throws {
        _ = try SharedFolder.require("yaml-test-suite")
        var matched = 0
        var rejected = 0
        var failures: [String] = []
        var acceptedErrors: Set<String> = []
        var unparsable: Set<String> = []
        let cases = Self.cases()
        for testCase in cases {
            let (documents, bag) = testCase.parse()
            let isRejected = documents == nil || bag.hasErrors
            if testCase.isError {
                if isRejected { rejected += 1 } else { acceptedErrors.insert(testCase.id) }
                continue
            }
            guard let json = testCase.expectedJSON else { continue }
            guard let documents, !bag.hasErrors else {
                unparsable.insert(testCase.id)
                continue
            }
            let expected = try ExpectedJSON.parseStream(json)
            let actual = documents.map { ExpectedJSON($0.root) }
            if actual == expected {
                matched += 1
            } else {
                failures.append("\(testCase.id): got \(actual), expected \(expected)")
            }
        }
        let errorCases = cases.filter(\.isError).count
        print(
            "yaml-test-suite: \(matched) valid cases match, \(unparsable.count) beyond libyaml skipped; "
                + "\(rejected) of \(errorCases) error cases rejected"
        )
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(unparsable == Set(Self.beyondLibYAML.keys))
        #expect(acceptedErrors == Set(Self.stillAccepted.keys))
        #expect(matched >= 242)
        #expect(rejected > 79)
    }
}
