import OpenAPIModel

/// Spec files read through another provider, each remembered by size and hash for a ``RunFingerprint``.
final class RecordingSpecSources: SpecSourceProvider {
    let base: any SpecSourceProvider
    private(set) var inputs: [RunFingerprint.Input] = []

    init(_ base: any SpecSourceProvider) {
        self.base = base
    }

    func read(_ path: String) throws -> [UInt8] {
        let bytes = try base.read(path)
        inputs.append(RunFingerprint.Input(path: path, size: bytes.count, hash: RunFingerprint.hash(bytes)))
        return bytes
    }
}
