import Foundation
import Testing

/// `../shared` beside the checkout, which CI provides and a plain clone does not.
enum SharedFolder {
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    static func path(_ relative: String) -> URL? {
        let url = url.appendingPathComponent(relative)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    static let absentMessage: Comment = "../shared is absent beside the checkout; the corpus test is skipped"
}
