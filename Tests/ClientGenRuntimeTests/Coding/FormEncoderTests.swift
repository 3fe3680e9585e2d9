import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct FormEncoderTests {
        struct Login: Codable, Sendable {
            var user: String
            var tags: [String]
            var filter: [String: Int]
            var remember: Bool
            var note: String?
        }

        struct Subscription: Codable, Sendable {
            struct Item: Codable, Sendable {
                var price: String
                var quantity: Int?
            }

            var customer: String
            var expand: [String]
            var items: [Item]
            var metadata: [String: String]
        }

        @Test func flattensAModelIntoSortedEscapedFields() throws {
            let encoder = FormEncoder()
            let fields = try encoder.fields(
                Login(user: "a b&c", tags: ["x", "y"], filter: ["min": 1], remember: true, note: nil)
            )
            #expect(fields.map(\.name) == ["filter[min]", "remember", "tags[]", "tags[]", "user"])
            #expect(
                encoder.encode(fields) == "filter%5Bmin%5D=1&remember=true&tags%5B%5D=x&tags%5B%5D=y&user=a%20b%26c"
            )
            #expect(encoder.decode(encoder.encode(fields)) == fields)
        }

        /// Lists go out in the bracket form Stripe, Rails, Rack and PHP read, a list of objects by position; with
        /// `.repeatedKeys`, as Python's and Go's form readers take a list, each item repeats the name.
        @Test(arguments: [
            (
                ArrayEncoding.brackets,
                "customer=cus_1&expand[]=latest_invoice&expand[]=customer&items[0][price]=A&items[0][quantity]=1"
                    + "&items[1][price]=B&metadata[order]=7"
            ),
            (
                .repeatedKeys,
                "customer=cus_1&expand=latest_invoice&expand=customer&items[price]=A&items[quantity]=1"
                    + "&items[price]=B&metadata[order]=7"
            ),
        ])
        func listsFollowTheArrayEncoding(arrays: ArrayEncoding, expected: String) throws {
            let subscription = Subscription(
                customer: "cus_1",
                expand: ["latest_invoice", "customer"],
                items: [.init(price: "A", quantity: 1), .init(price: "B")],
                metadata: ["order": "7"]
            )
            let fields = try FormEncoder(arrays: arrays).fields(subscription)
            #expect(fields.map { "\($0.name)=\($0.value)" }.joined(separator: "&") == expected)
        }

        @Test func aScalarCannotBeAForm() {
            #expect(throws: EncodingError.self) { try FormEncoder().fields(42) }
        }
    }
}
