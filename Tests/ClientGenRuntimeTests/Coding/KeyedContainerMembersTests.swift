import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    /// Generated models code their members through `optional`, `required` and `write` instead of synthesised
    /// conformances: the wire format and the errors must be exactly what synthesis gives.
    struct KeyedContainerMembersTests {
        /// As ClientGen writes a model.
        struct Written: Codable, Hashable, Sendable {
            var deviceID: UUID
            var count: Int?
            var tags: [String]?
            @Indirect var parent: Written?

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.deviceID = try container.required("device_id")
                self.count = try container.optional("count")
                self.tags = try container.optional("tags")
                self.parent = try container.optional("parent")
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.write(self.deviceID, at: "device_id")
                try container.write(self.count, at: "count")
                try container.write(self.tags, at: "tags")
                try container.write(self.parent, at: "parent")
            }
        }

        /// The same model with synthesised conformances.
        struct Synthesised: Codable, Hashable, Sendable {
            var deviceID: UUID
            var count: Int?
            var tags: [String]?
            @Indirect var parent: Synthesised?

            enum CodingKeys: String, CodingKey {
                case deviceID = "device_id"
                case count
                case tags
                case parent
            }
        }

        static let documents = [
            #"{"device_id":"1B4E28BA-2FA1-11D2-883F-0016D3CCA427","count":3,"tags":["a","b"]}"#,
            #"{"device_id":"1B4E28BA-2FA1-11D2-883F-0016D3CCA427","count":null,"tags":[],"extra":true}"#,
            #"{"device_id":"1B4E28BA-2FA1-11D2-883F-0016D3CCA427","parent":{"device_id":"1B4E28BA-2FA1-11D2-883F-0016D3CCA428","count":1}}"#,
        ]

        @Test(arguments: documents)
        func decodesAndEncodesAsSynthesisedConformancesDo(_ document: String) throws {
            let data = Data(document.utf8)
            let written = try JSONDecoder().decode(Written.self, from: data)
            let synthesised = try JSONDecoder().decode(Synthesised.self, from: data)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let bytes = String(decoding: try encoder.encode(written), as: UTF8.self)
            // Synthesised coding writes UUIDs in upper case; ClientGen's, in lower case (RFC 9562). Everything else
            // in these documents is lower case already.
            #expect(bytes == String(decoding: try encoder.encode(synthesised), as: UTF8.self).lowercased())
            #expect(!bytes.contains("null"))
            #expect(written.count == synthesised.count && written.tags == synthesised.tags)
            #expect(written.parent?.deviceID == synthesised.parent?.deviceID)
        }

        @Test func aMissingRequiredMemberIsReportedByItsWireName() throws {
            let data = Data(#"{"count":3}"#.utf8)
            #expect {
                try JSONDecoder().decode(Written.self, from: data)
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "device_id"
            }
        }

        @Test func aMemberOfTheWrongTypeIsReportedWithItsPath() throws {
            let data = Data(#"{"device_id":"1B4E28BA-2FA1-11D2-883F-0016D3CCA427","count":"three"}"#.utf8)
            #expect {
                try JSONDecoder().decode(Written.self, from: data)
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return context.codingPath.map(\.stringValue) == ["count"]
            }
        }

        /// As ClientGen writes a model whose collections are required.
        struct Collections: Decodable, Equatable {
            var labels: [String: String]
            var names: [String]
            var count: Int

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.labels = try container.required("Labels")
                self.names = try container.required("Names")
                self.count = try container.required("Count")
            }
        }

        @Test func aRequiredCollectionThatIsNullIsEmpty() throws {
            // Go servers send an empty map or slice as `null`, whatever their document requires.
            let decoded = try JSONDecoder().decode(
                Collections.self,
                from: Data(#"{"Labels":null,"Names":null,"Count":2}"#.utf8)
            )
            #expect(decoded.labels.isEmpty && decoded.names.isEmpty && decoded.count == 2)
        }

        @Test(arguments: [
            (#"{"Labels":{},"Names":[],"Count":null}"#, ["Count"]),
            (#"{"Labels":{"a":null},"Names":[],"Count":1}"#, ["Labels", "a"]),
            (#"{"Labels":{},"Names":[null],"Count":1}"#, ["Names", "Index 0"]),
        ])
        func anyOtherRequiredNullIsStillAnError(document: String, path: [String]) throws {
            #expect {
                try JSONDecoder().decode(Collections.self, from: Data(document.utf8))
            } throws: { error in
                guard case DecodingError.valueNotFound(_, let context) = error else { return false }
                return context.codingPath.map(\.stringValue) == path
            }
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Collections.self, from: Data(#"{"Names":[],"Count":1}"#.utf8))
            }
        }

        @Test func aStringLiteralNamesTheKey() {
            let key: AnyCodingKey = "created_at"
            #expect(key.stringValue == "created_at" && key.intValue == nil)
        }
    }
}
