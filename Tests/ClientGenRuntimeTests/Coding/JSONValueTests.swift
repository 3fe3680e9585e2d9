import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct JSONValueTests {
        @Test func decodesAnyJSONAndEncodesItBack() throws {
            let text = #"{"a":[1,2.5,"x",true,null],"b":{"c":{}},"d":-3}"#
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            #expect(value == ["a": [1, 2.5, "x", true, nil], "b": ["c": [:]], "d": -3])
            #expect(value["a"]?[1] == .double(2.5))
            #expect(value["a"]?[9] == nil)
            #expect(value.description == text)
        }

        @Test func isHashableAcrossKinds() {
            let values: Set<JSONValue> = [1, 1.5, "1", true, nil, [1], ["1": 1], 1]
            #expect(values.count == 7)
        }
    }
}
