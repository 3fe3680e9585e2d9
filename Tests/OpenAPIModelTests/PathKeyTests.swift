import Testing

@testable import OpenAPIModel

struct PathKeyTests {
    /// A key's query is cut off its path and read as `name=value` items, decoded once (the request encodes them
    /// again); its fragment, from the first `#`, is not part of either.
    @Test func aPathKeyIsItsPathQueryAndFragment() {
        func parts(_ key: String) -> [String] {
            let key = PathKey(key)
            return [String(key.path)] + key.queryItems.map { "\($0.name)=\($0.value)" }
                + [key.fragment.map { "#" + $0 } ?? "-"]
        }
        #expect(parts("/responses/{id}") == ["/responses/{id}", "-"])
        #expect(parts("/responses/{id}?beta=true") == ["/responses/{id}", "beta=true", "-"])
        #expect(parts("/search?kind={kind}&&flag&q=a%20b%26c") == ["/search", "kind={kind}", "flag=", "q=a b&c", "-"])
        #expect(parts("/a?x=1=2") == ["/a", "x=1=2", "-"], "only the first '=' splits")
        #expect(parts("/a?") == ["/a", "-"])
        #expect(PathKey("/a?").query == "", "an empty query is still a query")
        #expect(parts("/a?bad=%ZZ&sign=%+1") == ["/a", "bad=%ZZ", "sign=%+1", "-"], "what is not an escape is text")
        #expect(parts("/files/{id}#add_shared_link") == ["/files/{id}", "#add_shared_link"])
        #expect(parts("/files/{id}?fields=link#remove") == ["/files/{id}", "fields=link", "#remove"])
        #expect(parts("/a#x?y=1") == ["/a", "#x?y=1"], "a '?' after the fragment is the fragment's")
    }
}
