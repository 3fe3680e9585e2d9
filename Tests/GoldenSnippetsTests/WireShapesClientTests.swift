import ClientGenRuntime
import Foundation
import GoldenWireShapes
import LoopbackHTTPServer
import Testing

/// The client generated from `Fixtures/wire-shapes.yaml` with the default settings, against a loopback server: what
/// Stripe's form bodies and `deepObject` lists, its empty GET and DELETE bodies and Kubernetes' watch send and
/// read, byte for byte.
struct WireShapesClientTests {
    static let json = [("Content-Type", "application/json")]

    static func respond(_ request: RecordedRequest, _ writer: ResponseWriter) {
        switch (request.method, request.path) {
        case ("GET", "/v1/subscriptions"):
            writer.respond(status: 200, headers: json, text: "[]")
        case (_, "/v1/subscriptions"), (_, "/v1/subscriptions/sub_1"):
            writer.respond(status: 200, headers: json, text: #"{"id":"sub_1","customer":"cus_1"}"#)
        case (_, "/api/v1/watch/pods"), (_, "/api/v1/events"):
            writer.writeHead(status: 200, headers: [("Content-Type", "application/json;stream=watch")])
            // One event per line, a line cut between two chunks.
            writer.writeChunk(#"{"type":"ADDED","object":{"name":"web","port":8080}}"# + "\n" + #"{"type":"MODI"#)
            writer.writeChunk(#"FIED","object":{"name":"web","port":8443}}"# + "\n")
            writer.writeChunk(#"{"type":"DELETED","object":{"name":"web"}}"# + "\n")
            writer.finish()
        case (_, "/api/v1/pods"):
            writer.respond(status: 200, headers: json, text: #"{"items":[{"name":"web","port":8080}]}"#)
        default:
            writer.respond(status: 404)
        }
    }

    /// Stripe's subscription: lists in brackets, a list of objects by position, nested objects in brackets.
    @Test func formBodiesSendListsInBrackets() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let body = WireShapes.PostSubscriptions.Body(
            customer: "cus_1",
            expand: ["latest_invoice", "customer"],
            items: [.init(price: "A", quantity: 1), .init(price: "B", quantity: 2)],
            metadata: ["order": "7"],
            automaticTax: .init(enabled: true, liability: .init(type: "self"))
        )
        let subscription = try await client.send(WireShapes.postSubscriptions(body: body))
        #expect(subscription.id == "sub_1")
        let request = try #require(server.requests.first)
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            request.text
                == "automatic_tax%5Benabled%5D=true&automatic_tax%5Bliability%5D%5Btype%5D=self&customer=cus_1"
                + "&expand%5B%5D=latest_invoice&expand%5B%5D=customer"
                + "&items%5B0%5D%5Bprice%5D=A&items%5B0%5D%5Bquantity%5D=1"
                + "&items%5B1%5D%5Bprice%5D=B&items%5B1%5D%5Bquantity%5D=2&metadata%5Border%5D=7"
        )
    }

    /// A `deepObject` list (`expand[]=…`), lists inside a `deepObject` object, and reads and deletes that send no
    /// body although the spec documents an empty form.
    @Test func deepObjectListsAndEmptyBodies() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let list = try await client.send(
            WireShapes.getSubscriptions(
                expand: ["customer", "items.data"],
                filter: .init(status: "active", prices: ["A", "B"]),
                minAmount: 12.5
            )
        )
        #expect(list.isEmpty)
        _ = try await client.send(WireShapes.deleteSubscription(id: "sub_1"))
        let requests = server.requests
        #expect(
            requests.map(\.target) == [
                "/v1/subscriptions?expand%5B%5D=customer&expand%5B%5D=items.data"
                    + "&filter%5Bprices%5D%5B%5D=A&filter%5Bprices%5D%5B%5D=B&filter%5Bstatus%5D=active&min_amount=12.5",
                "/v1/subscriptions/sub_1",
            ]
        )
        #expect(requests.map(\.body) == [Data(), Data()])
        #expect(requests.map { $0.header("Content-Type") } == [nil, nil])
    }

    /// Kubernetes' watch is one event per line, read as each arrives; its list call answers one list.
    @Test func watchStreamsAreReadEventByEvent() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        var events: [String] = []
        for try await event in client.lines(WireShapes.watchPodList()) {
            events.append("\(event.type) \(event.object.name ?? "-") \(event.object.port.map(String.init) ?? "-")")
        }
        #expect(events == ["ADDED web 8080", "MODIFIED web 8443", "DELETED web -"])
        #expect(server.requests.first?.header("Accept") == "application/json;stream=watch")
        let all = try await client.send(WireShapes.streamEvents())
        #expect(all.items.map(\.type) == ["ADDED", "MODIFIED", "DELETED"])
        let pods = try await client.send(WireShapes.listPods())
        #expect(pods.items.map(\.port) == [8080])
    }

    /// By default a `number` is a `Double`, which rounds what it cannot hold; a string of format `decimal` is a
    /// `Decimal`, read from the string's digits and written back as them.
    @Test func stringDecimalsComeBackExactly() throws {
        let json = #"{"tax_rate":0.25,"unit_amount":19.99,"unit_amount_decimal":"12345678901234567.89"}"#
        let price = try JSONDecoder().decode(Price.self, from: Data(json.utf8))
        #expect(price.unitAmountDecimal == Decimal(string: "12345678901234567.89"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(price), as: UTF8.self) == json)
    }
}
