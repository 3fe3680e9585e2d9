extension APIClient {
    /// Sends `request` and returns the decoded response, or throws the operation's documented failure: a case of the
    /// generated `Failure` enum beside the builder, so a `catch` can match its cases.
    ///
    /// ```swift
    /// let note = try await client.send(Notes.getNote(id: id), throwing: Notes.GetNote.Failure.self)
    /// ```
    @discardableResult
    public func send<Response: Sendable, Failure: OperationFailure>(
        _ request: Request<Response>,
        throwing failure: Failure.Type
    ) async throws(Failure) -> Response {
        do {
            return try await send(request)
        } catch {
            throw Failure(error)
        }
    }

    /// Sends `request` and returns the decoded value with the status and headers, or throws the operation's
    /// documented failure, as ``send(_:throwing:)`` does.
    public func response<Response: Sendable, Failure: OperationFailure>(
        _ request: Request<Response>,
        throwing failure: Failure.Type
    ) async throws(Failure) -> APIResponse<Response> {
        do {
            return try await response(request)
        } catch {
            throw Failure(error)
        }
    }
}
