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

        @Test func flattensAModelIntoSortedEscapedFields() throws {
            let encoder = FormEncoder()
            let fields = try encoder.fields(
                Login(user: "a b&c", tags: ["x", "y"], filter: ["min": 1], remember: true, note: nil)
            )
            #expect(fields.map(\.name) == ["filter[min]", "remember", "tags", "tags", "user"])
            #expect(encoder.encode(fields) == "filter%5Bmin%5D=1&remember=true&tags=x&tags=y&user=a%20b%26c")
            #expect(encoder.decode(encoder.encode(fields)) == fields)
        }

        @Test func aScalarCannotBeAForm() {
            #expect(throws: EncodingError.self) { try FormEncoder().fields(42) }
        }
    }
}
