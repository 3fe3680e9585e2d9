import Foundation

/// The credential behind ``RefreshingAuth``: the current value, its generation, and at most one
/// refresh in flight that every failed request waits for. In `package` access for ClientGenEnvelope's
/// `EnvelopeAuth`, which refreshes the same way.
package final class CredentialStore<Credential: Sendable>: Sendable {
    private struct State {
        var credential: Credential
        var generation = 0
        var isRefreshing = false
        var waiters: [Int: CheckedContinuation<(Credential, Int)?, any Error>] = [:]
        /// Waiters that may still register; a cancellation for one of these is remembered.
        var expected: Set<Int> = []
        var cancelledEarly: Set<Int> = []
        var nextWaiterID = 0
        var refreshStarts: [ContinuousClock.Instant] = []
        /// The last failed refresh: requests that fail with the same stale credential within the window get
        /// its error instead of starting another refresh.
        var lastFailure: (generation: Int, error: any Error, time: ContinuousClock.Instant)?
    }

    private enum Action {
        case resume((Credential, Int)?)
        case fail(any Error)
        case cancel
        case wait
        case start(Credential)
    }

    /// How long a failed refresh answers for requests that still carry the credential it failed to replace:
    /// long enough for the responses already in flight, short enough that a passing outage heals.
    static var failureMemory: Duration { .seconds(5) }

    private let state: LockedState<State>
    private let maxRefreshes: Int
    private let window: Duration
    private let refresh: @Sendable (Credential) async throws -> Credential

    package init(
        credential: Credential,
        maxRefreshes: Int,
        window: Duration,
        refresh: @escaping @Sendable (Credential) async throws -> Credential
    ) {
        state = LockedState(State(credential: credential))
        self.maxRefreshes = maxRefreshes
        self.window = window
        self.refresh = refresh
    }

    package var current: (credential: Credential, generation: Int) {
        state.withLock { ($0.credential, $0.generation) }
    }

    /// A credential newer than `generation`: the current one if a refresh happened since, else
    /// the result of the running refresh or of a new one. `nil` when the refresh limit is reached.
    /// Throws the refresh's error, or `CancellationError` as soon as the calling task is cancelled.
    package func credential(newerThan generation: Int) async throws -> (Credential, Int)? {
        let id = state.withLock { state in
            defer { state.nextWaiterID += 1 }
            state.expected.insert(state.nextWaiterID)
            return state.nextWaiterID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let action = state.withLock { state -> Action in
                    state.expected.remove(id)
                    if state.cancelledEarly.remove(id) != nil { return .cancel }
                    if state.generation > generation { return .resume((state.credential, state.generation)) }
                    if state.isRefreshing {
                        state.waiters[id] = continuation
                        return .wait
                    }
                    let now = ContinuousClock.now
                    if let failure = state.lastFailure, failure.generation == state.generation,
                        now - failure.time <= min(window, Self.failureMemory)
                    {
                        return .fail(failure.error)
                    }
                    state.refreshStarts.removeAll { now - $0 > window }
                    guard state.refreshStarts.count < maxRefreshes else { return .resume(nil) }
                    state.refreshStarts.append(now)
                    state.isRefreshing = true
                    state.waiters[id] = continuation
                    return .start(state.credential)
                }
                switch action {
                case .resume(let value): continuation.resume(returning: value)
                case .fail(let error): continuation.resume(throwing: error)
                case .cancel: continuation.resume(throwing: CancellationError())
                case .wait: break
                case .start(let credential): Task { await runRefresh(from: credential) }
                }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                if state.expected.contains(id) { state.cancelledEarly.insert(id) }
                return state.waiters.removeValue(forKey: id)
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    private func runRefresh(from credential: Credential) async {
        let result: Result<Credential, any Error>
        do {
            result = .success(try await refresh(credential))
        } catch {
            result = .failure(error)
        }
        let (waiters, generation) = state.withLock { state in
            defer {
                state.waiters = [:]
                state.isRefreshing = false
            }
            switch result {
            case .success(let newCredential):
                state.credential = newCredential
                state.generation += 1
                state.lastFailure = nil
            case .failure(let error):
                state.lastFailure = (state.generation, error, ContinuousClock.now)
            }
            return (state.waiters.values, state.generation)
        }
        for waiter in waiters {
            switch result {
            case .success(let newCredential): waiter.resume(returning: (newCredential, generation))
            case .failure(let error): waiter.resume(throwing: error)
            }
        }
    }
}
