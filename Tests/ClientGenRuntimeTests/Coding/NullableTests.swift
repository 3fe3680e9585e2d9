import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    /// What each member call sends for nil and reads for an absent key or `null`, as the spec's `required` and
    /// nullability ask: a required nullable member is always sent, an optional nullable one has three states.
    struct NullableTests {
        struct Patch: Codable, Hashable, Sendable {
            /// Required and nullable: Pydantic's `Optional[str]` without a default.
            var title: String?
            /// Optional and nullable: absent, `null`, or a value.
            var note: Nullable<String>?
            /// Optional: nil leaves it out.
            var tag: String?

            init(title: String?, note: Nullable<String>?, tag: String?) {
                self.title = title
                self.note = note
                self.tag = tag
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.title = try container.requiredOrNull("title")
                self.note = try container.nullable("note")
                self.tag = try container.optional("tag")
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.writeOrNull(self.title, at: "title")
                try container.write(self.note, at: "note")
                try container.write(self.tag, at: "tag")
            }
        }

        @Test(arguments: [
            (Patch(title: nil, note: nil, tag: nil), #"{"title":null}"#),
            (Patch(title: "a", note: .null, tag: nil), #"{"note":null,"title":"a"}"#),
            (Patch(title: "a", note: .value("b"), tag: "c"), #"{"note":"b","tag":"c","title":"a"}"#),
        ])
        func eachStateHasItsOwnWireForm(_ patch: Patch, _ json: String) throws {
            #expect(String(decoding: try JSONEncoder.clientGen().encode(patch), as: UTF8.self) == json)
            #expect(try JSONDecoder().decode(Patch.self, from: Data(json.utf8)) == patch)
        }

        @Test func aRequiredNullableMemberMustBePresent() throws {
            #expect {
                try JSONDecoder().decode(Patch.self, from: Data(#"{"note":null}"#.utf8))
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "title"
            }
        }

        @Test func nullableReadsAsItsValue() {
            #expect(Nullable("a").value == "a")
            #expect(Nullable<String>(nil) == .null && Nullable<String>.null.value == nil)
        }
    }
}
