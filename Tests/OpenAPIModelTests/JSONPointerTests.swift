import Testing

@testable import OpenAPIModel

struct JSONPointerTests {
    @Test(arguments: [
        (["components", "schemas", "Pet"], "/components/schemas/Pet"),
        (["paths", "/pets/{id}", "get"], "/paths/~1pets~1{id}/get"),
        (["a~b", "c/d~"], "/a~0b/c~1d~0"),
        (["café/é~", "~~//"], "/café~1é~0/~0~0~1~1"),
        ([], ""),
    ])
    func tokensAreEscapedInTheText(tokens: [String], text: String) {
        #expect(JSONPointer(tokens: tokens).description == text)
    }

    @Test(arguments: [
        ("/components/schemas/Pet", ["components", "schemas", "Pet"]),
        ("/paths/~1pets~1{id}/get", ["paths", "/pets/{id}", "get"]),
        ("/a//b/", ["a", "", "b", ""]),
        ("/", [""]),
        ("", []),
        // Percent-decoded first (RFC 6901, section 6): an encoded slash separates tokens.
        ("/caf%C3%A9/x%2Fy~0", ["café", "x", "y~"]),
    ])
    func fragmentsSplitIntoUnescapedTokens(fragment: String, tokens: [String]) {
        #expect(JSONPointer(fragment: fragment)?.tokens == tokens)
    }

    @Test(arguments: [
        "/components/schemas/Pet", "/paths/~1pets~1{id}/get", "/a//b/", "/", "", "/caf%C3%A9/x%2Fy~0",
        "/a~2b", "/%7E0",
    ])
    func theTextAsWrittenStandsForThePointerOnlyWhenItIsItsDescription(fragment: String) throws {
        let pointer = try #require(JSONPointer(fragment: fragment))
        #expect(pointer.description(writtenAs: fragment) == pointer.description)
    }

    @Test func aFragmentThatIsNotAPointerIsRejected() {
        #expect(JSONPointer(fragment: "Pet") == nil)
    }
}
