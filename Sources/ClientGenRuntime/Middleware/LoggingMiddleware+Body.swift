import Foundation

/// A response body passed through as its reader takes it, with what went by recorded for the log.
///
/// It reads nothing on its own: a logged body streams exactly as fast as its reader, and a cancelled reader
/// learns of the cancellation just as it would without the logger.
struct LoggedBodySource: BodySource {
    let base: any BodySource
    let record: LoggedBody

    func next() async throws -> Data? {
        do {
            guard let chunk = try await base.next() else {
                record.end(nil)
                return nil
            }
            record.add(chunk)
            return chunk
        } catch {
            record.end(error)
            throw error
        }
    }
}

/// The start of a logged body and its size; logged once, when the body ends, breaks off or is dropped unread.
final class LoggedBody: Sendable {
    private struct State {
        var seen = Data()
        var total = 0
        var isLogged = false
    }

    private let state = LockedState(State())
    private let label: String
    private let contentType: String?
    private let redactor: Redactor
    private let maxBodyLength: Int
    private let log: @Sendable (String) -> Void

    init(
        label: String,
        contentType: String?,
        redactor: Redactor,
        maxBodyLength: Int,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.label = label
        self.contentType = contentType
        self.redactor = redactor
        self.maxBodyLength = maxBodyLength
        self.log = log
    }

    deinit {
        end(nil, isComplete: false)
    }

    func add(_ chunk: Data) {
        state.withLock { state in
            state.total += chunk.count
            if state.seen.count < maxBodyLength { state.seen.append(chunk.prefix(maxBodyLength - state.seen.count)) }
        }
    }

    /// Logs the body once: complete when `error` is nil and `isComplete`, otherwise as far as it was read.
    func end(_ error: (any Error)?, isComplete: Bool = true) {
        let taken = state.withLock { state -> (seen: Data, total: Int)? in
            guard !state.isLogged else { return nil }
            state.isLogged = true
            return (state.seen, state.total)
        }
        guard let (seen, total) = taken else { return }
        let shown = redactor.body(seen, contentType: contentType, limit: maxBodyLength)
        if let error {
            let reason = error is CancellationError ? "cancelled" : redactor.text(String(describing: error))
            log("← body\(label) broke off after \(total) bytes (\(reason)): \(shown)")
        } else if !isComplete {
            if total > 0 { log("← body\(label) left unread after \(total) bytes: \(shown)") }
        } else if total > 0 {
            log("← body\(label) (\(total) bytes): \(shown)")
        }
    }
}
