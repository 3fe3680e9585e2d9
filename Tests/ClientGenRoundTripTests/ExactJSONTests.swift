import Testing

@testable import TestSupport

/// The round-trip check compares JSON by value: member order aside, numbers digit for digit.
struct ExactJSONTests {
    @Test(arguments: [
        ("member order", #"{"a":1,"b":[true,null]}"#, #"{"b":[true,null],"a":1}"#, true),
        ("1.0 is 1", "1.0", "1", true),
        ("an exponent", "1.5e2", "150", true),
        ("cents kept", "12345678901234567.89", "12345678901234568", false),
        ("an int64 past a Double", "9007199254740993", "9007199254740992", false),
        ("null is not absent", #"{"a":null}"#, "{}", false),
        ("escapes", #""a\u0041\n""#, "\"aA\\n\"", true),
        ("array order matters", "[1,2]", "[2,1]", false),
    ])
    func valuesCompareExactly(id: String, left: String, right: String, isSame: Bool) throws {
        let (one, other) = (try ExactJSON(left), try ExactJSON(right))
        #expect((one == other) == isSame)
        #expect((one.difference(from: other) == nil) == isSame)
    }

    @Test func aDifferenceSaysWhere() throws {
        let difference = try ExactJSON(#"{"items":[{"id":1},{"id":2}]}"#)
            .difference(from: try ExactJSON(#"{"items":[{"id":1},{"id":3}]}"#))
        #expect(difference == "$.items[1].id: 2 != 3")
        #expect(
            try ExactJSON(#"{"a":1,"b":2}"#).difference(from: try ExactJSON(#"{"a":1}"#))
                == #"$: members ["b"] missing, [] added"#
        )
    }

    @Test(arguments: ["{", "[1,]", "01x", #""open"#, "tru"])
    func textThatIsNotJSONThrows(text: String) {
        #expect(throws: ExactJSON.SyntaxError.self) { try ExactJSON(text) }
    }
}
