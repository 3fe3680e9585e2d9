import ClientGenHashing
import ClientGenRuntime
import Foundation

/// Signs each request with AWS Signature Version 4, as API Gateway's IAM authorization
/// (`execute-api`) and other AWS services require.
///
/// It adds `X-Amz-Date`, `X-Amz-Security-Token` when the credentials carry a session token, and
/// `Authorization`. The signature covers the method, path, query, body and headers, so put the
/// signer after every middleware that changes them (API keys, ``EnvelopeAuth``) and after
/// ``RetryMiddleware``, so each attempt is signed anew. A streamed body is read into memory first,
/// since its hash is part of the signature; a file body is hashed as it is read, a chunk at a time.
///
/// ```swift
/// let signer = AWSSigV4Signer(region: "ap-northeast-1", service: "execute-api") {
///     try await cognito.credentials()  // cached and refreshed by the app
/// }
/// let client = APIClient(
///     baseURL: URL(string: "https://app.candyhouse.co/prod")!,
///     middlewares: [RetryMiddleware(), APIKeyAuth(header: "x-api-key", key: apiKey), signer])
/// ```
public struct AWSSigV4Signer: Middleware, CustomStringConvertible {
    /// Such as `ap-northeast-1`.
    public let region: String
    /// Such as `execute-api`; `s3` switches to S3's single-encoded, unnormalized paths.
    public let service: String
    private let credentials: @Sendable () async throws -> AWSCredentials
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - region: the region the endpoint is in.
    ///   - service: the signing name of the service.
    ///   - now: the signing time; tests pass a fixed clock.
    ///   - credentials: called for every request; cache and refresh temporary credentials there.
    public init(
        region: String,
        service: String,
        now: @escaping @Sendable () -> Date = { Date() },
        credentials: @escaping @Sendable () async throws -> AWSCredentials
    ) {
        self.region = region
        self.service = service
        self.credentials = credentials
        self.now = now
    }

    /// Signs with fixed credentials.
    public init(
        region: String,
        service: String,
        credentials: AWSCredentials,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(region: region, service: service, now: now, credentials: { credentials })
    }

    /// Reads a streamed body into memory (a file body is hashed as it is read, not kept), gets the credentials, signs
    /// the request for now, and passes it on.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        if case .file(let url)? = request.body {
            let payloadHash = Self.hex(try SHA256Hasher.hash(ofFile: url).digest)
            return try await next(
                sign(request, credentials: try await credentials(), date: now(), payloadHash: payloadHash)
            )
        }
        let buffered = try await request.bufferingBody()
        return try await next(sign(buffered, credentials: try await credentials(), date: now()))
    }

    /// `request` with `X-Amz-Date`, `X-Amz-Security-Token` and `Authorization` for `date`; a streamed
    /// or file body is signed as empty, so buffer it first.
    public func sign(_ request: HTTPRequest, credentials: AWSCredentials, date: Date) -> HTTPRequest {
        sign(request, credentials: credentials, date: date, payloadHash: nil)
    }

    /// `request` signed with `payloadHash` (hexadecimal) as the body's hash, or the hash of its bytes when `nil`.
    func sign(_ request: HTTPRequest, credentials: AWSCredentials, date: Date, payloadHash: String?) -> HTTPRequest {
        var signed = request
        signed.headers["Authorization"] = nil
        signed.headers["X-Amz-Date"] = Self.timestamp(date)
        signed.headers["X-Amz-Security-Token"] = credentials.sessionToken
        let canonical = canonicalRequest(for: signed, payloadHash: payloadHash)
        let scope = credentialScope(date)
        let toSign = stringToSign(canonicalRequest: canonical.text, date: date)
        let signature = Self.hex(
            HMACSHA256.authenticationCode(
                key: signingKey(secret: credentials.secretAccessKey, date: date),
                message: Data(toSign.utf8)
            )
        )
        signed.headers["Authorization"] =
            "AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(scope), "
            + "SignedHeaders=\(canonical.signedHeaders), Signature=\(signature)"
        return signed
    }

    /// The session token; `Authorization` is hidden anyway.
    public var sensitiveNames: Set<String> { ["X-Amz-Security-Token"] }

    /// The region and service; the credentials are redacted.
    public var description: String {
        "AWSSigV4Signer(region: \(region), service: \(service), credentials: \(Redactor.placeholder))"
    }
}
