import Testing

@testable import ClientGenCLI

struct RunFingerprintTests {
    @Test func textRoundTrips() {
        let fingerprint = RunFingerprint(
            executable: "7489944 1795982324568833116 /usr/bin/clientgen",
            job: "f2317c4d 913d6348",
            inputs: [.init(path: "Specs/a b.yaml", size: 12, hash: 0xcbf2_9ce4_8422_2325)],
            outputs: [.init(path: "Models/Pet.swift", status: .init(size: 402, modified: 17, inode: 9))],
            messages: ["a b.yaml:3:5: warning: 'id' is listed twice in 'required' [openapi.duplicate-required]"]
        )
        #expect(RunFingerprint(text: fingerprint.text) == fingerprint)
        #expect(RunFingerprint(text: "clientgen-fingerprint 2\n") == nil)
        #expect(RunFingerprint(text: String(fingerprint.text.dropLast())) == nil, "a cut-off file is not trusted")
    }

    @Test func hashIsFNV1a() {
        #expect(RunFingerprint.hash([]) == 0xcbf2_9ce4_8422_2325)
        #expect(RunFingerprint.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }
}
