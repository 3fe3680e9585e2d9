import Foundation
import Testing

/// `../shared` beside the checkout: the YAML test suite and the public specs, which CI provides and a plain clone
/// does not.
///
/// A user without it gets the tests that need it skipped, with a message; in CI (`CI=true`) they run and fail on
/// its absence, so a missing folder can never pass for a green run.
public enum SharedFolder {
    public static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    /// Whether the tests must have it: CI sets `CI=true`.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// `relative` inside the folder, or nil when it is absent.
    public static func path(_ relative: String) -> URL? {
        let url = url.appendingPathComponent(relative)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Whether a test that needs `relative` runs: when it is there, and in CI, where its absence is a failure.
    public static func isUsable(_ relative: String) -> Bool {
        path(relative) != nil || isRequired
    }

    /// `relative` inside the folder; throws, failing the test, when it is absent.
    public static func require(_ relative: String) throws -> URL {
        guard let url = path(relative) else { throw Absent(path: url.appendingPathComponent(relative).path) }
        return url
    }

    /// The names of the files in the folder `relative`, sorted; when it is absent, none, or in CI one name that
    /// is no file, so a test over them runs and fails instead of running for no file at all.
    public static func fileNames(in relative: String) -> [String] {
        guard let folder = path(relative) else { return isRequired ? [missingName] : [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The name ``fileNames(in:)`` gives in CI for a folder that is absent.
    public static let missingName = "(../shared is absent beside the checkout)"

    public static let absentMessage: Comment =
        "../shared is absent beside the checkout; the tests that read the public specs are skipped (CI fails instead)"

    /// Why a test that needs the folder failed.
    public struct Absent: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path) is absent; CI provides ../shared beside the checkout" }
    }
}
