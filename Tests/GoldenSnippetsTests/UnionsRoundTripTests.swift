import ClientGenRuntime
import Foundation
import GoldenPublished
import TestSupport
import Testing

/// What a union or a quoted decimal reads comes back out digit for digit (`Fixtures/PublishedSpecs/unions.yaml`,
/// generated into `Tests/GoldenPublished/Unions`): JSON → model → JSON compared exactly, numbers by their digits.
struct UnionsRoundTripTests {
    /// `text` decoded as `T`, and that value encoded again, compared exactly with `text`.
    static func roundTrip<T: Codable>(_ text: String, as type: T.Type) throws -> T {
        let value = try JSONDecoder().decode(T.self, from: Data(text.utf8))
        let encoded = try ExactJSON(JSONEncoder().encode(value))
        #expect(encoded.difference(from: try ExactJSON(text)) == nil, "\(encoded)")
        return value
    }

    static func encoded(_ value: some Encodable) throws -> ExactJSON {
        try ExactJSON(JSONEncoder().encode(value))
    }

    /// A circle is named `circle` in every union it is in: its `kind` is a constant, written without being set, so
    /// `.circle` can only be sent as a circle.
    @Test func aDiscriminatorNamingOneVariantIsAConstant() throws {
        let circle = Circle(radius: 2)
        #expect(circle.kind == "circle")
        #expect(try Self.encoded(Shape.circle(circle)) == (try ExactJSON(#"{"kind": "circle", "radius": 2}"#)))
        let shape = try Self.roundTrip(#"{"kind": "circle", "radius": 1.5}"#, as: Shape.self)
        #expect(shape == .circle(Circle(radius: 1.5)))
    }

    /// A circle's JSON with another kind is no circle: decoding it as one fails rather than write `circle` back.
    @Test func aConstantDiscriminatorIsCheckedWhenDecoding() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Circle.self, from: Data(#"{"kind": "square", "radius": 1}"#.utf8))
        }
    }

    /// `square` and `box` both name a square, so its `kind` is the caller's to choose, and comes back as it went.
    @Test(arguments: ["square", "box"])
    func aVariantNamedSeveralWaysKeepsItsValue(kind: String) throws {
        let text = #"{"kind": "\#(kind)", "side": 3}"#
        #expect(try Self.roundTrip(text, as: Shape.self) == .square(Square(kind: kind, side: 3)))
    }

    /// Open objects: a value is the first variant that declares every member it has (`{}`, which both could be,
    /// the first), and a value neither accounts for is kept whole as JSON, where trying them in order took the
    /// first and lost members.
    @Test(arguments: [
        (#"{"email": "a@example.com"}"#, "email"), (#"{"phone": "+1 555"}"#, "phone"), ("{}", "email"),
        (#"{"email": "a@example.com", "phone": "+1 555"}"#, "unknown"),
    ])
    func openObjectsAreReadAsTheOneThatAccountsForTheValue(text: String, variant: String) throws {
        let given = try JSONValue(decoding: text)
        switch try Self.roundTrip(text, as: Contact.self) {
        case .emailContact(let contact):
            #expect(variant == "email" && contact.email == (text == "{}" ? nil : "a@example.com"))
        case .phoneContact(let contact): #expect(variant == "phone" && contact.phone == "+1 555")
        case .unknown(let json): #expect(variant == "unknown" && json == given)
        }
    }

    /// `oneOf: [number, integer]`: an integer is the better fit for `5`, whatever the order; `2.5` is a number.
    @Test func anIntegerIsReadAsTheIntegerVariant() throws {
        #expect(try Self.roundTrip("5", as: Quantity.self) == .int(5))
        #expect(try Self.roundTrip("2.5", as: Quantity.self) == .double(2.5))
    }

    /// OpenAI's response formats: a word, or an object told apart by its `type`.
    @Test(arguments: [#""auto""#, #"{"type": "text"}"#, #"{"type": "json_object"}"#, #"{"type": "xml"}"#])
    func responseFormatsComeBackAsTheyWent(text: String) throws {
        _ = try Self.roundTrip(text, as: ResponseFormat.self)
    }

    /// `{type: string, format: decimal}` is a `Decimal` read from the string's digits and written back as them:
    /// `Double` would have sent `12345678901234568`.
    @Test func aQuotedDecimalComesBackDigitForDigit() throws {
        let text = #"{"amount": "12345678901234567.89", "history": ["0.1", "-3", "1e2"]}"#
        let price = try JSONDecoder().decode(Price.self, from: Data(text.utf8))
        #expect(price.amount == Decimal(string: "12345678901234567.89"))
        #expect(price.history == [Decimal(string: "0.1")!, -3, 100])
        let expected = #"{"amount": "12345678901234567.89", "history": ["0.1", "-3", "100"]}"#
        #expect(try Self.encoded(price) == (try ExactJSON(expected)))
        _ = try Self.roundTrip(#"{"amount": "12345678901234567.89"}"#, as: Price.self)
    }

    /// A plain number is read too, as protobuf's parsers read quoted integers; text that is no number is an error.
    @Test func aQuotedDecimalReadsANumberAndRejectsOtherText() throws {
        let price = try JSONDecoder().decode(Price.self, from: Data(#"{"amount": 12.5}"#.utf8))
        #expect(try Self.encoded(price) == (try ExactJSON(#"{"amount": "12.5"}"#)))
        for text in [#""12abc""#, #""""#, #""1.""#, #"".5""#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Price.self, from: Data(#"{"amount": \#(text)}"#.utf8))
            }
        }
    }
}

extension JSONValue {
    fileprivate init(decoding text: String) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}
