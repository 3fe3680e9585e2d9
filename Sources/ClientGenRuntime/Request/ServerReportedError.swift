/// An error that a response decoding throws for what the server itself answered, such as the error code of an
/// RPC envelope (ClientGenEnvelope's `EnvelopeError`): ``APIClient`` throws it as it is, not as a body that failed
/// to decode. In `package` access, since only the products of this package decode such answers.
package protocol ServerReportedError: Error {}
