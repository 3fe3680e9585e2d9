import Testing

@testable import OpenAPIModel

/// `NamedMap` keeps document order and finds names the same way below and above the size where it starts
/// indexing them.
struct NamedMapTests {
    @Test(arguments: [5, 12, 13, 40])
    func aReplacedValueKeepsItsPlace(count: Int) {
        var map = NamedMap<Int>()
        if count > 20 { map.reserveCapacity(count) }
        for index in 0..<count { map.set("n\(index)", index) }
        map.set("n3", -3)
        map.set("n\(count - 1)", -1)
        map.set("new", 100)
        #expect(map.names == (0..<count).map { "n\($0)" } + ["new"])
        #expect(map["n3"] == -3)
        #expect(map["n\(count - 1)"] == -1)
        #expect(map["new"] == 100)
        #expect(map["n0"] == 0)
        #expect(map["missing"] == nil)
        #expect(map.count == count + 1)
    }
}
