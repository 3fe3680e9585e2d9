import Foundation
import OutputWriter

/// A fresh folder under the system's temporary folder, removed with everything in it when released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clientgen-writer-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `text` at `relative`, creating its folders.
    func write(_ text: String, to relative: String) throws {
        let file = url(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Data(text.utf8).write(to: file)
    }

    func read(_ relative: String) -> String? {
        (try? Data(contentsOf: url(relative))).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url(relative).path)) != nil
    }

    /// Every regular file and symbolic link below the folder, as sorted relative paths; folders end in `/`.
    func listing() -> [String] {
        var paths: [String] = []
        func walk(_ relative: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? []
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                let type =
                    try? FileManager.default.attributesOfItem(atPath: url(path).path)[.type] as? FileAttributeType
                if type == .typeDirectory {
                    paths.append(path + "/")
                    walk(path)
                } else {
                    paths.append(path)
                }
            }
        }
        walk("")
        return paths.sorted()
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url(relative).path)[.modificationDate] as? Date
    }

    /// Dates `relative` in 2001, so a rewrite cannot go unnoticed within the clock's resolution.
    func backdate(_ relative: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceReferenceDate: 0)],
            ofItemAtPath: url(relative).path
        )
    }

    func permissions(_ relative: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url(relative).path)[.posixPermissions] as? Int
    }
}

/// A generated file with the ClientGen header line followed by `body`.
func generated(_ path: String, _ body: String = "struct Pet {}\n") -> GeneratedFile {
    GeneratedFile(path: path, contents: "\(GeneratedFile.headerMarker) from test.yaml. Do not edit.\n" + body)
}
