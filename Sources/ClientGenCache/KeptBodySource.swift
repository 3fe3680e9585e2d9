import ClientGenRuntime
import Foundation

/// A response body passed through as its reader takes it, with a copy kept up to a limit and handed to `store` when
/// the reader reaches the end. A body that breaks off, grows past the limit or is dropped unread is not stored.
struct KeptBodySource: BodySource {
    let base: any BodySource
    let limit: Int
    let store: @Sendable (Data) -> Void
    /// What has been kept of the body so far; `nil` once it can no longer be stored.
    private let kept = LockedState<Data?>(Data())

    init(base: any BodySource, limit: Int, store: @escaping @Sendable (Data) -> Void) {
        self.base = base
        self.limit = limit
        self.store = store
    }

    func next() async throws -> Data? {
        guard let chunk = try await base.next() else {
            // Stored before the reader hears of the end, so its next call already finds it.
            if let body = kept.withLock({ kept in
                defer { kept = nil }
                return kept
            }) {
                store(body)
            }
            return nil
        }
        kept.withLock { kept in
            guard let body = kept else { return }
            kept = body.count + chunk.count <= limit ? body + chunk : nil
        }
        return chunk
    }
}
