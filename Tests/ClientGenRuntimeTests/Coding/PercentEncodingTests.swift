import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct PercentEncodingTests {
        @Test(arguments: [
            ("a/b c", "a%2Fb%20c"), ("Zürich", "Z%C3%BCrich"), ("a?b#c", "a%3Fb%23c"), ("a+b&c=d", "a%2Bb%26c%3Dd"),
            ("-._~", "-._~"), ("%", "%25"),
        ])
        func pathSegmentsEscapeEverythingButUnreserved(value: String, encoded: String) {
            #expect(PercentEncoding.pathSegment(value) == encoded)
            #expect("\(PathSegment(value))" == encoded)
        }

        @Test(arguments: [
            ("a&b", "a%26b"), ("a=b", "a%3Db"), ("a+b", "a%2Bb"), ("a#b", "a%23b"), ("a b", "a%20b"), ("é", "%C3%A9"),
            ("a,b/c?d:e@f", "a,b/c?d:e@f"),
        ])
        func queryComponentsEscapeDelimiters(value: String, encoded: String) {
            #expect(PercentEncoding.queryComponent(value) == encoded)
        }

        @Test func pathSegmentsTakeTypedValuesAndArrays() throws {
            let id = try #require(UUID(uuidString: "E3D1E6B8-13C4-4A49-9A3B-5F3E6B0D8C11"))
            #expect("/device/\(PathSegment(id))" == "/device/e3d1e6b8-13c4-4a49-9a3b-5f3e6b0d8c11")
            #expect("\(PathSegment(-300))" == "-300")
            #expect("\(PathSegment(["a b", "c"]))" == "a%20b,c")
        }

        @Test func segmentInterpolationEncodesLikePathSegment() {
            let name = "a/b c?d"
            #expect("/files/\(segment: name)/x" == "/files/a%2Fb%20c%3Fd/x")
            #expect("/ids/\(segment: [1, 2, 3])" == "/ids/1,2,3")
            #expect("\(segment: name)" == PathSegment(name).description)
        }

        @Test(arguments: [(".", "%2E"), ("..", "%2E%2E"), ("...", "..."), ("a..", "a.."), (".a", ".a")])
        func dotSegmentsAreEncodedSoTheyCannotChangeThePath(value: String, encoded: String) {
            #expect(PercentEncoding.pathSegment(value) == encoded)
            #expect("\(segment: value)" == encoded)
            #expect("\(segment: [value])" == encoded)
        }

        @Test(arguments: [(".", "%2E"), ("..", "%2E%2E")])
        func dotSegmentParametersReachTheServerAsOneSegment(value: String, encoded: String) async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            try await makeClient(server).send(
                Request(method: .get, path: "/echo/\(segment: value)/tail", decoding: .empty)
            )
            #expect(server.requests.map(\.path) == ["/api/echo/\(encoded)/tail"])
        }
    }
}
