import Foundation

/// An item of a streamed response that did not decode: which item, which event for server-sent events, and why.
///
/// It is the ``APIError/underlyingError`` of the ``APIError/Kind/decodingFailed`` error that ends the stream, or
/// that ``APIClient/send(_:)`` throws; the ``APIError``'s message names the item too.
///
/// ```swift
/// } catch let error as APIError {
///     if let item = error.underlyingError as? StreamItemError {
///         log("item \(item.itemNumber), event id \(item.eventID ?? "none"): \(item.underlyingError)")
///     }
/// }
/// ```
public struct StreamItemError: Error, Sendable, CustomStringConvertible {
    /// The position of the item in the stream, counting from 1.
    public var itemNumber: Int
    /// For server-sent events: the event's type (`message` unless it named another).
    public var eventType: String?
    /// For server-sent events: the ID the stream last set, on this event or an earlier one.
    public var eventID: String?
    /// Why the item did not decode: usually a `DecodingError`.
    public var underlyingError: any Error

    /// An error for item `itemNumber`, failed with `underlyingError`.
    public init(itemNumber: Int, eventType: String? = nil, eventID: String? = nil, underlyingError: any Error) {
        self.itemNumber = itemNumber
        self.eventType = eventType
        self.eventID = eventID
        self.underlyingError = underlyingError
    }

    /// `Item 3 of the stream (event "update", id "42")`.
    public var itemDescription: String {
        var text = "Item \(itemNumber) of the stream"
        var event: [String] = []
        if let eventType { event.append("event \(eventType.debugDescription)") }
        if let eventID { event.append("id \(eventID.debugDescription)") }
        if !event.isEmpty { text += " (" + event.joined(separator: ", ") + ")" }
        return text
    }

    /// The item and the reason.
    public var description: String { "\(itemDescription): \(underlyingError)" }
}
