import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    /// Members whose 64-bit integers travel as JSON strings, as protobuf's JSON mapping writes them.
    struct QuotedIntegersTests {
        /// As ClientGen writes a model of etcd's: `{type: string, format: int64}` members.
        struct Header: Codable, Hashable, Sendable {
            var revision: Int64
            var memberID: UInt64?
            var leases: [Int64]?
            var versions: [String: Int64]?
            var lease: Nullable<Int64>?
            var compacted: Int64?

            init(
                revision: Int64,
                memberID: UInt64? = nil,
                leases: [Int64]? = nil,
                versions: [String: Int64]? = nil,
                lease: Nullable<Int64>? = nil,
                compacted: Int64? = nil
            ) {
                self.revision = revision
                self.memberID = memberID
                self.leases = leases
                self.versions = versions
                self.lease = lease
                self.compacted = compacted
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.revision = try container.required(quoted: "revision")
                self.memberID = try container.optional(quoted: "member_id")
                self.leases = try container.optional(quoted: "leases")
                self.versions = try container.optional(quoted: "versions")
                self.lease = try container.nullable(quoted: "lease")
                self.compacted = try container.requiredOrNull(quoted: "compacted")
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.write(self.revision, quotedAt: "revision")
                try container.write(self.memberID, quotedAt: "member_id")
                try container.write(self.leases, quotedAt: "leases")
                try container.write(self.versions, quotedAt: "versions")
                try container.write(self.lease, quotedAt: "lease")
                try container.writeOrNull(self.compacted, quotedAt: "compacted")
            }
        }

        /// Digits past 2⁵³, which a double would round, come through exactly, in and out.
        @Test func readsAndWritesEveryIntegerAsAString() throws {
            let json = #"""
                {"revision":"9007199254740993","member_id":"18446744073709551615","leases":["1","-2"],\#
                "versions":{"a":"3"},"lease":null,"compacted":null}
                """#
            let header = try JSONDecoder().decode(Header.self, from: Data(json.utf8))
            #expect(
                header
                    == Header(
                        revision: 9_007_199_254_740_993,
                        memberID: .max,
                        leases: [1, -2],
                        versions: ["a": 3],
                        lease: .null
                    )
            )
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(
                String(decoding: try encoder.encode(header), as: UTF8.self)
                    == #"{"compacted":null,"lease":null,"leases":["1","-2"],"member_id":"18446744073709551615","#
                    + #""revision":"9007199254740993","versions":{"a":"3"}}"#
            )
            let written = try encoder.encode(Header(revision: 7, lease: .value(8), compacted: 9))
            #expect(
                String(decoding: written, as: UTF8.self) == #"{"compacted":"9","lease":"8","revision":"7"}"#
            )
        }

        /// Protobuf's parsers take the number unquoted too, and so does the client.
        @Test func readsPlainNumbers() throws {
            let json = #"{"revision":42,"leases":[1,"2"],"lease":5,"compacted":6}"#
            let header = try JSONDecoder().decode(Header.self, from: Data(json.utf8))
            #expect(header == Header(revision: 42, leases: [1, 2], lease: .value(5), compacted: 6))
        }

        @Test func textThatIsNotAnIntegerIsAnErrorAtItsMember() throws {
            let json = #"{"revision":"1","leases":["1","indefinite"],"compacted":null}"#
            let error = try #require(throws: DecodingError.self) {
                try JSONDecoder().decode(Header.self, from: Data(json.utf8))
            }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(context.codingPath.map(\.stringValue) == ["leases", "Index 1"])
            #expect(context.debugDescription == #"Expected Int64 in a string, found "indefinite"."#)
        }

        /// A required member that is absent is an error, quoted or not; so is a required-or-null one.
        @Test func aRequiredMemberKeepsTheRulesOfItsUnquotedCall() throws {
            let missing = try #require(throws: DecodingError.self) {
                try JSONDecoder().decode(Header.self, from: Data(#"{"compacted":null}"#.utf8))
            }
            guard case .keyNotFound(let key, _) = missing else {
                Issue.record("\(missing)")
                return
            }
            #expect(key.stringValue == "revision")
            let absent = try #require(throws: DecodingError.self) {
                try JSONDecoder().decode(Header.self, from: Data(#"{"revision":"1"}"#.utf8))
            }
            guard case .keyNotFound(let absentKey, _) = absent else {
                Issue.record("\(absent)")
                return
            }
            #expect(absentKey.stringValue == "compacted")
        }
    }
}
