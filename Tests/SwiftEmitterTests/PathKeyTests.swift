import Testing

@testable import SwiftEmitter

struct PathKeyTests {
    /// A path key's query is cut off its path and read as `name=value` items, decoded once (the request encodes
    /// them again); its fragment is dropped.
    @Test func aPathKeyLosesItsQueryAndFragment() {
        func split(_ path: String) -> [String] {
            let (path, items) = Translation.splitPathKey(path)
            return [path] + items.map { "\($0.name)=\($0.value)" }
        }
        #expect(split("/responses/{id}") == ["/responses/{id}"])
        #expect(split("/responses/{id}?beta=true") == ["/responses/{id}", "beta=true"])
        #expect(split("/search?kind={kind}&&flag&q=a%20b%26c") == ["/search", "kind={kind}", "flag=", "q=a b&c"])
        #expect(split("/a?x=1=2") == ["/a", "x=1=2"], "only the first '=' splits")
        #expect(split("/a?") == ["/a"])
        #expect(split("/a?bad=%ZZ") == ["/a", "bad=%ZZ"], "an escape that is not one is kept as text")
        #expect(split("/files/{id}#add_shared_link") == ["/files/{id}"])
        #expect(split("/files/{id}?fields=link#remove") == ["/files/{id}", "fields=link"])
        #expect(split("/a#x?y=1") == ["/a"], "a '?' after the fragment is the fragment's")
    }
}
