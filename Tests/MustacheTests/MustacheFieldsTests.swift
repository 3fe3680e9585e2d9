import Mustache
import Testing

struct MustacheFieldsTests {
    @Test func aNameIsFoundWhateverItsPlaceAndTheLastOfARepeatedNameCounts() {
        let fields: MustacheFields = ["name": "Pet", "kind": "struct", "name": "Owner"]
        #expect(fields["name"] == "Owner")
        #expect(fields["kind"] == "struct")
        #expect(fields["nam"] == nil)
        #expect(fields["names"] == nil)
    }

    @Test func settingReplacesAddsAndRemoves() {
        var fields: MustacheFields = ["a": "1", "b": "2", "a": "3"]
        fields["a"] = "4"
        fields["c"] = true
        #expect(fields == ["a": "4", "b": "2", "c": true])
        fields["a"] = nil
        #expect(fields["a"] == nil, "removing a repeated name removes every entry of it")
        #expect(fields == ["b": "2", "c": true])
    }

    @Test func equalityAndHashIgnoreOrderAndRepeatedNames() {
        let first: MustacheFields = ["a": "1", "b": ["x", "y"], "c": nil]
        let second: MustacheFields = ["c": nil, "b": ["x", "y"], "a": "0", "a": "1"]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != ["a": "1", "b": ["x", "y"]], "a missing name differs")
        #expect(first != ["a": "1", "b": ["y", "x"], "c": nil], "lists keep their order")
        #expect(MustacheFields(["a": "1", "b": "2"]) == ["b": "2", "a": "1"])
    }
}
