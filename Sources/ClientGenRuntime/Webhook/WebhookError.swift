import Foundation

/// Why an incoming webhook delivery could not be read: an unknown webhook, or a body that is not its payload.
public struct WebhookError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The spec documents no webhook with the delivery's name and method.
        case unknownWebhook
        /// The body did not decode into the webhook's payload type.
        case decodingFailed
    }

    /// What went wrong, for a `switch`.
    public var kind: Kind
    /// The webhook's name as the delivery gave it, such as `orderCreated`.
    public var name: String
    /// The delivery's method.
    public var method: HTTPMethod
    /// For ``Kind/decodingFailed``: where decoding stopped, such as `items[2].createdAt`.
    public var codingPath: String?
    /// The error behind this one, such as a `DecodingError`.
    public var underlyingError: (any Error)?
    /// What happened, in a sentence.
    public var message: String

    /// The webhook, the method and the message, with where decoding stopped.
    public var description: String {
        var text = "webhook '\(name)' (\(method)): \(message)"
        if let codingPath { text += " at \(codingPath)" }
        return text
    }
}
