import ClientGenRuntime

/// An AWS access key pair, and the session token that comes with temporary credentials such as Cognito's.
public struct AWSCredentials: Hashable, Sendable, CustomStringConvertible {
    /// The access key ID, which appears in each signature's `Credential` and is not secret.
    public var accessKeyID: String
    /// The secret key the signatures are made with; never sent.
    public var secretAccessKey: String
    /// Sent as `X-Amz-Security-Token`; `nil` for long-term keys.
    public var sessionToken: String?

    /// Credentials from an access key pair and, for temporary credentials, their session token.
    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken
    }

    /// The access key ID; the secret key is redacted and the session token left out.
    public var description: String {
        "AWSCredentials(accessKeyID: \(accessKeyID), secretAccessKey: \(Redactor.placeholder))"
    }
}
