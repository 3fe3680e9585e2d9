import Testing

@testable import SwiftEmitter

struct ContentTypeTests {
    /// The base media type is matched everywhere by its lowercased text without parameters; ASCII types are cut
    /// byte by byte and others through Foundation, with the same result.
    @Test(arguments: [
        ("application/json", "application/json"), ("Application/JSON; charset=utf-8", "application/json"),
        ("  text/plain ;q=1", "text/plain"), ("\tmultipart/form-data\t", "multipart/form-data"),
        (";application/xml", "application/xml"), ("", ""), (";", ""), ("   ", ""),
        ("application/vnd.api+json;version=2", "application/vnd.api+json"),
        ("\u{A0}Text/Plain\u{A0}; x", "text/plain"), ("Application/Ünïcode", "application/ünïcode"),
    ])
    func baseContentType(contentType: String, expected: String) {
        #expect(Translation.baseContentType(contentType) == expected)
    }
}
