import Diagnostics
import OpenAPIModel
import Testing

@testable import ClientGenCLI

struct RunFingerprintTests {
    @Test func textRoundTrips() {
        let fingerprint = RunFingerprint(
            executable: "7489944 1795982324568833116 /usr/bin/clientgen",
            job: "f2317c4d 913d6348",
            inputs: [.init(path: "Specs/a b.yaml", size: 12, hash: 0xcbf2_9ce4_8422_2325)],
            outputs: [.init(path: "Models/Pet.swift", status: .init(size: 402, modified: 17, inode: 9))],
            messages: ["a b.yaml:3:5: warning: 'id' is listed twice in 'required' [openapi.duplicate-required]"],
            // Counted again in the summary of a skipped run; a path may hold spaces and colons.
            diagnostics: [
                Diagnostic(
                    .warning,
                    .openAPIDuplicateRequired,
                    "",
                    at: SourceLocation(file: "a b:c.yaml", line: 3, column: 5)
                ),
                Diagnostic(.error, .openAPIUnknownKey, "", at: nil),
            ]
        )
        #expect(RunFingerprint(text: fingerprint.text) == fingerprint)
        #expect(RunFingerprint(text: fingerprint.text)?.diagnostics.first?.location?.file == "a b:c.yaml")
        #expect(RunFingerprint(text: "clientgen-fingerprint 1\n") == nil)
        #expect(RunFingerprint(text: String(fingerprint.text.dropLast())) == nil, "a cut-off file is not trusted")
    }

    @Test func hashTellsEveryByteAndTheLength() {
        let bytes = Array("openapi: 3.1.0\ninfo: {title: Pets}\n".utf8)
        let original = RunFingerprint.hash(bytes)
        #expect(RunFingerprint.hash(bytes) == original)
        for index in bytes.indices {  // in the eight-byte words and in the tail
            var changed = bytes
            changed[index] ^= 1
            #expect(RunFingerprint.hash(changed) != original, "byte \(index)")
        }
        #expect(RunFingerprint.hash(bytes + [0]) != original)
        #expect(RunFingerprint.hash([]) != RunFingerprint.hash([0]))
        #expect(
            RunFingerprint.hash([UInt8](repeating: 0, count: 8))
                != RunFingerprint.hash([UInt8](repeating: 0, count: 16))
        )
    }

    @Test func executableIdentityNamesTheRunningExecutable() throws {
        let words = RunFingerprint.executableIdentity.split(separator: " ", maxSplits: 2).map(String.init)
        try #require(words.count == 3 && words[0] != "unknown")
        let status = try #require(RunFingerprint.status(of: words[2]), "\(words[2]) is a file")
        #expect(words[0] == String(status.size) && words[1] == String(status.modified))
        #expect(words[2].hasPrefix("/") && !words[2].hasSuffix("/"))
        #expect(RunFingerprint.executableIdentity == RunFingerprint.executableIdentity)
    }
}
