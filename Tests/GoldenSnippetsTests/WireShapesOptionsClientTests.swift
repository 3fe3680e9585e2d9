import ClientGenRuntime
import Foundation
import GoldenWireShapesOptions
import Testing

/// The client generated from `Fixtures/wire-shapes.yaml` with `form-arrays: repeated-keys` and `numbers: decimal`,
/// through `MockTransport`: lists repeat their name, and every number comes back exactly as the server sent it.
struct WireShapesOptionsClientTests {
    @Test func listsRepeatTheirName() async throws {
        let mock = MockTransport()
        mock.respond(to: "PostSubscriptions") { _ in .init(body: Data(#"{"id":"sub_1"}"#.utf8)) }
        mock.respond(to: "GetSubscriptions") { _ in .init(body: Data("[]".utf8)) }
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: mock)
        let body = WireShapesOptions.PostSubscriptions.Body(
            customer: "cus_1",
            expand: ["latest_invoice", "customer"],
            items: [.init(price: "A", quantity: 1), .init(price: "B")]
        )
        _ = try await client.send(WireShapesOptions.postSubscriptions(body: body))
        _ = try await client.send(
            WireShapesOptions.getSubscriptions(
                expand: ["customer", "items.data"],
                filter: .init(prices: ["A", "B"]),
                minAmount: Decimal(string: "0.1")
            )
        )
        let requests = mock.requests
        #expect(requests.count == 2)
        guard requests.count == 2 else { return }
        guard case .data(let sent)? = requests[0].body else {
            Issue.record("the form body is not bytes")
            return
        }
        #expect(
            String(decoding: sent, as: UTF8.self)
                == "customer=cus_1&expand=latest_invoice&expand=customer&items%5Bprice%5D=A&items%5Bquantity%5D=1"
                + "&items%5Bprice%5D=B"
        )
        #expect(
            requests[1].url.absoluteString
                == "https://api.example.com/v1/subscriptions?expand=customer&expand=items.data"
                + "&filter%5Bprices%5D=A&filter%5Bprices%5D=B&min_amount=0.1"
        )
    }

    /// `numbers: decimal`: every number, of any format, comes back out with the digits it came in with.
    @Test(arguments: ["12345678901234567.89", "0.1", "-0.000001", "19.99", "100"])
    func everyNumberIsExact(_ amount: String) throws {
        let json =
            #"{"tax_rate":\#(amount),"unit_amount":\#(amount),"unit_amount_decimal":"12345678901234567.89"}"#
        let price = try JSONDecoder().decode(Price.self, from: Data(json.utf8))
        #expect(price.unitAmount == Decimal(string: amount))
        #expect(price.taxRate == Decimal(string: amount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(price), as: UTF8.self) == json)
    }
}
