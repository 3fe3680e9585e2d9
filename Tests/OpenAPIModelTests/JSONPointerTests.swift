import OpenAPIModel
import Testing

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
}
