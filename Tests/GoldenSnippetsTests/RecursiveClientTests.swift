import ClientGenRuntime
import Foundation
import GoldenRecursive
import Testing

/// The client generated from schemas that contain themselves compiles (it is a target), and each recursive
/// value decodes and encodes as the JSON it stands for: the struct around an alias that would refer to itself
/// codes as its value, not as an object with a `value` member.
struct RecursiveClientTests {
    @Test(arguments: [
        #"[[],[[],[[]]]]"#, #"[]"#,
    ])
    func arraysOfThemselvesRoundTrip(json: String) throws {
        let pets = try JSONDecoder().decode(Pets.self, from: Data(json.utf8))
        #expect(String(decoding: try JSONEncoder().encode(pets), as: UTF8.self) == json)
    }

    @Test func aMemberThatIsItsOwnTypeRoundTrips() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = #"{"name":"leaf","parent":{"name":"root"}}"#
        var category = try JSONDecoder().decode(Category.self, from: Data(json.utf8))
        #expect(category.parent?.name == "root" && category.parent?.parent == nil)
        #expect(String(decoding: try encoder.encode(category), as: UTF8.self) == json)
        let copy = category
        category.parent = nil
        #expect(copy.parent?.name == "root")
        #expect(String(decoding: try encoder.encode(category), as: UTF8.self) == #"{"name":"leaf"}"#)
        #expect(category == Category(name: "leaf") && copy != category)
    }

    @Test func dictionariesOfThemselvesRoundTrip() throws {
        let json = #"{"a":{"b":{}}}"#
        let tree = try JSONDecoder().decode(Tree.self, from: Data(json.utf8))
        #expect(tree.value["a"]?.value["b"]?.value.isEmpty == true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(tree), as: UTF8.self) == json)
    }

    @Test func aliasesOfEachOtherRoundTrip() throws {
        let outline = try JSONDecoder().decode(Outline.self, from: Data(#"[{"x":[{}]},{}]"#.utf8))
        #expect(outline.value.count == 2)
        #expect(outline.value[0].value["x"]?.value.count == 1)
        // `Maybe` allows null, so it is optional where it is used, as in `Many`'s items.
        let maybe = try JSONDecoder().decode([Maybe?].self, from: Data(#"[null,[null,[]]]"#.utf8))
        #expect(maybe[0] == nil)
        #expect(maybe[1]?.value.value.count == 2)
        #expect(maybe[1]?.value.value[0] == nil)
        #expect(String(decoding: try JSONEncoder().encode(maybe), as: UTF8.self) == #"[null,[null,[]]]"#)
    }

    @Test func aSelfIncludingAllOfIsItsOtherKeywords() throws {
        let square: Square = ["width": 3]
        #expect(square["width"] == 3)
    }
}
