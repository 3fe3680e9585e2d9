/// How one operation fails, as its spec documents it: the `Failure` enum generated beside the builder
/// (`Notes.GetNote.Failure`), with a case for each documented error status or range, its body decoded into its
/// model, and `undocumented` for everything else.
///
/// ```swift
/// do {
///     let note = try await client.send(Notes.getNote(id: id), throwing: Notes.GetNote.Failure.self)
/// } catch .notFound(let problem) {
///     show(problem.detail)
/// } catch {
///     show(error)  // Notes.GetNote.Failure: a conflict, or undocumented
/// }
/// ```
///
/// A call sent with ``APIClient/send(_:)`` still throws ``APIError``; `Notes.GetNote.Failure(error)` reads such an
/// error as the operation's failure.
public protocol OperationFailure: Error, Sendable {
    /// The documented failure of an answer with `status`, its error body decoded as `errorModel` (nil when it did
    /// not decode, or has no documented model); nil for a status the operation does not document.
    init?(status: Int, errorModel: (any Sendable)?)

    /// A failure the spec does not document: another status, a body that did not decode as documented, no answer
    /// at all (each an ``APIError``), or a cancellation (`CancellationError`).
    static func undocumented(_ error: any Error) -> Self
}

extension OperationFailure {
    /// The failure `error`, thrown by ``APIClient``, stands for: the documented one of its status, or
    /// `undocumented`.
    public init(_ error: any Error) {
        if let failure = error as? Self {
            self = failure
        } else if let error = error as? APIError, error.kind == .unacceptableStatus, let status = error.status,
            let documented = Self(status: status, errorModel: error.errorModel)
        {
            self = documented
        } else {
            self = .undocumented(error)
        }
    }
}
