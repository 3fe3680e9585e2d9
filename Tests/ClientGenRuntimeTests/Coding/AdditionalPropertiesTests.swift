import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    struct AdditionalPropertiesTests {
        struct Tagged: Codable, Equatable {
            var name: String
            var additionalProperties: [String: JSONValue]

            init(name: String, additionalProperties: [String: JSONValue]) {
                self.name = name
                self.additionalProperties = additionalProperties
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.name = try container.required("name")
                self.additionalProperties = try decoder.additionalProperties(excluding: ["name"])
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.write(name, at: "name")
                try encoder.encodeAdditionalProperties(additionalProperties)
            }
        }

        @Test func undeclaredMembersRoundTripBesideDeclaredOnes() throws {
            let json = Data(#"{"name":"lock","color":"red","size":2}"#.utf8)
            let value = try JSONDecoder().decode(Tagged.self, from: json)
            #expect(value == Tagged(name: "lock", additionalProperties: ["color": "red", "size": 2]))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(
                String(decoding: try encoder.encode(value), as: UTF8.self) == #"{"color":"red","name":"lock","size":2}"#
            )
        }
    }

    struct IndirectTests {
        struct Node: Codable, Hashable, Sendable {
            var name: String
            @Indirect var parent: Node?
            var children: [Node]

            init(name: String, parent: Node? = nil, children: [Node] = []) {
                self.name = name
                self.parent = parent
                self.children = children
            }
        }

        @Test func recursiveModelDecodesAndEncodesThroughTheBox() throws {
            let json = Data(#"{"children":[],"name":"leaf","parent":{"children":[],"name":"root"}}"#.utf8)
            let node = try JSONDecoder().decode(Node.self, from: json)
            #expect(node.parent?.name == "root")
            #expect(node.parent?.parent == nil)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(String(decoding: try encoder.encode(node), as: UTF8.self) == String(decoding: json, as: UTF8.self))
            #expect(node == Node(name: "leaf", parent: Node(name: "root")))
            #expect(node != Node(name: "leaf", parent: Node(name: "other")))
        }
    }
}
