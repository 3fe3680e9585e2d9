/// An AWS access key pair, and the session token that comes with temporary credentials such as Cognito's.
public struct AWSCredentials: Hashable, Sendable, CustomStringConvertible {
    public var accessKeyID: String
    public var secretAccessKey: String
    /// Sent as `X-Amz-Security-Token`; `nil` for long-term keys.
    public var sessionToken: String?

    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken
    }

    public var description: String {
        "AWSCredentials(accessKeyID: \(accessKeyID), secretAccessKey: \(Redactor.placeholder))"
    }
}
