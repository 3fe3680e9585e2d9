import ClientGenRuntime
import Foundation
import GoldenPublished
import Testing

/// The unions of published specs' shapes (`Fixtures/PublishedSpecs/unions.yaml`, generated into
/// `Tests/GoldenPublished/Unions`) come back out as they went in: JSON → model → JSON gives the same JSON, member
/// for member, and each value is read as the variant that accounts for it.
struct UnionsClientTests {
    /// `text` decoded as `T`, and that value encoded again.
    static func roundTrip<T: Codable>(_ text: String, as type: T.Type) throws -> (value: T, json: JSONValue) {
        let value = try JSONDecoder().decode(T.self, from: Data(text.utf8))
        let json = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(value))
        return (value, json)
    }

    static func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// `anyOf: [Cat, Dog]` keeps every variant a value is, so no member of either is dropped.
    @Test(arguments: [
        #"{"meow": true, "bark": "both"}"#, #"{"meow": false}"#, #"{"bark": "woof"}"#, "{}",
    ])
    func anyOfKeepsEveryVariantAValueIs(text: String) throws {
        let (value, json) = try Self.roundTrip(text, as: PetLike.self)
        #expect(json == (try Self.json(text)))
        let members = try Self.json(text)
        #expect(value.cat?.meow == members["meow"].flatMap { if case .bool(let flag) = $0 { flag } else { nil } })
        #expect(value.dog?.bark == members["bark"].flatMap { if case .string(let text) = $0 { text } else { nil } })
    }

    @Test func anyOfIsBuiltFromItsVariants() throws {
        let both = PetLike(cat: Cat(meow: true), dog: Dog(bark: "both"))
        let json = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(both))
        #expect(json == ["meow": true, "bark": "both"])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PetLike.self, from: Data("1".utf8)) }
    }

    /// `oneOf` of closed objects reads a value as the first it fits (`{}`, which both fit, as the first); a value
    /// that fits neither is kept as JSON.
    @Test(arguments: [
        (#"{"a": "x"}"#, "a"), (#"{"b": "x"}"#, "b"), (#"{"a": "x", "b": "y"}"#, "unknown"), ("{}", "a"),
        (#""text""#, "unknown"),
    ])
    func oneOfOfClosedObjectsReadsTheVariantTheValueFits(text: String, variant: String) throws {
        let (value, json) = try Self.roundTrip(text, as: Part.self)
        let given = try Self.json(text)
        #expect(json == given)
        switch value {
        case .a(let part): #expect(variant == "a" && part.a == (text == "{}" ? nil : "x"))
        case .b(let part): #expect(variant == "b" && part.b == "x")
        case .unknown(let kept): #expect(variant == "unknown" && kept == given)
        }
    }

    /// Cloudflare's DNS records, told apart only by a single-value `type` enum: a CNAME is a CNAME record.
    @Test(arguments: [
        (#"{"type": "A", "name": "example.com", "content": "192.0.2.1", "ttl": 1}"#, "A"),
        (#"{"type": "CNAME", "name": "www.example.com", "content": "example.com"}"#, "CNAME"),
        (#"{"type": "MX", "name": "example.com", "content": "mail.example.com"}"#, "unknown"),
    ])
    func recordsToldApartByAFixedValueAreReadByIt(text: String, variant: String) throws {
        let (value, json) = try Self.roundTrip(text, as: DNSRecord.self)
        #expect(json == (try Self.json(text)))
        switch value {
        case .aRecord(let record): #expect(variant == "A" && record.type == .a)
        case .cnameRecord(let record): #expect(variant == "CNAME" && record.type == .cname)
        case .unknown: #expect(variant == "unknown")
        }
    }

    /// GitHub's gist update: `properties` beside `anyOf: [{required: [description]}, {required: [files]}]` are
    /// typed members, sent as given.
    @Test func propertiesBesideAPresenceConstraintAreMembers() async throws {
        let mock = MockTransport()
        mock.respond(to: "updateGist") { _ in .status(200) }
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: mock)
        let body = Unions.UpdateGist.Body(description: "Notes", files: ["a.md": .init(content: "# A")])
        try await client.send(Unions.updateGist(gistID: "1", body: body))
        guard case .data(let data)? = mock.requests.first?.body else {
            Issue.record("no body was sent")
            return
        }
        let sent = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(sent == ["description": "Notes", "files": ["a.md": ["content": "# A"]]])
    }

    /// Stripe's "set or clear" members: a value is `.value(…)`, the empty string `.clear`, on the wire as in JSON.
    @Test(arguments: [
        (#"{"email": "jenny@example.com", "phone": ""}"#, Clearable.value("jenny@example.com"), Clearable.clear),
        (#"{"email": "", "phone": "+15555550100"}"#, .clear, .value("+15555550100")),
    ])
    func setOrClearMembersKeepValuesAndClears(text: String, email: Clearable<String>, phone: Clearable<String>)
        throws
    {
        let (value, json) = try Self.roundTrip(text, as: CustomerUpdate.self)
        #expect(json == (try Self.json(text)))
        #expect(value.email == email)
        #expect(value.phone == phone)
    }

    @Test func setOrClearMembersAreSentInAForm() async throws {
        let mock = MockTransport()
        mock.respond(to: "updateCustomer") { _ in .status(200) }
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: mock)
        let update = CustomerUpdate(email: .value("jenny@example.com"), phone: .clear, metadata: .value(["k": "v"]))
        try await client.send(Unions.updateCustomer(customer: "cus_1", body: update))
        guard case .data(let data)? = mock.requests.first?.body else {
            Issue.record("no body was sent")
            return
        }
        #expect(String(decoding: data, as: UTF8.self) == "email=jenny%40example.com&metadata%5Bk%5D=v&phone=")
        let (cleared, json) = try Self.roundTrip(#"{"metadata": ""}"#, as: CustomerUpdate.self)
        #expect(cleared.metadata == .clear)
        #expect(json == ["metadata": ""])
    }
}
