import ClientGenEnvelope
import ClientGenHashing
import Foundation
import LoopbackHTTPServer
import Testing

@testable import ClientGenRuntime
@testable import ClientGenSigning

extension RuntimeTests {
    @Suite struct AWSSigV4SignerTests {
        /// The example keys AWS documents; they open nothing.
        static let credentials = AWSCredentials(
            accessKeyID: "AKIDEXAMPLE",
            secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"
        )
        /// 20150830T123600Z, the time of the AWS SigV4 test suite.
        static let suiteDate = Date(timeIntervalSince1970: 1_440_938_160)
        static let suiteSigner = AWSSigV4Signer(region: "us-east-1", service: "service", credentials: credentials)

        /// Requests from the AWS Signature Version 4 test suite (aws-sig-v4-test-suite) with their published
        /// signatures.
        @Test(
            arguments: [
                (
                    "get-vanilla", HTTPMethod.get, "/", [:], "", "host;x-amz-date",
                    "5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31"
                ),
                (
                    "get-vanilla-query-order-key-case", .get, "/?Param2=value2&Param1=value1", [:], "",
                    "host;x-amz-date",
                    "b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500"
                ),
                (
                    "post-x-www-form-urlencoded", .post, "/", ["Content-Type": "application/x-www-form-urlencoded"],
                    "Param1=value1", "content-type;host;x-amz-date",
                    "ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a"
                ),
                (
                    "post-vanilla", .post, "/", [:], "", "host;x-amz-date",
                    "5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b"
                ),
                (
                    "get-vanilla-empty-query-key", .get, "/?Param1=value1", [:], "", "host;x-amz-date",
                    "a67d582fa61cc504c4bae71f336f98b97f1ea3c7a6bfe1b6e45aec72011b9aeb"
                ),
                (
                    "get-vanilla-query-order (Value1)", .get, "/?Param1=value2&Param1=Value1", [:], "",
                    "host;x-amz-date",
                    "eedbc4e291e521cf13422ffca22be7d2eb8146eecf653089df300a15b2382bd1"
                ),
                (
                    "get-vanilla-query-order (value1)", .get, "/?Param1=value2&Param1=value1", [:], "",
                    "host;x-amz-date",
                    "5772eed61e12b33fae39ee5e7012498b51d56abc0abb7c60486157bd471c4694"
                ),
                (
                    "post-vanilla-query", .post, "/?Param1=value1", [:], "", "host;x-amz-date",
                    "28038455d6de14eafc1f9222cf5aa6f1a96197d7deb8263271d420d138af7f11"
                ),
                (
                    "get-vanilla-query-unreserved", .get,
                    "/?-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz=-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                    [:], "", "host;x-amz-date", "9c3e54bfcdf0b19771a7f523ee5669cdf59bc7cc0884027167c21bb143a40197"
                ),
                (
                    "get-unreserved", .get, "/-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", [:],
                    "",
                    "host;x-amz-date", "07ef7494c76fa4850883e2b006601f940f8a34d404d0cfa977f52a65bbf5f24f"
                ),
                (
                    "get-relative-relative", .get, "/example1/example2/../..", [:], "", "host;x-amz-date",
                    "5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31"
                ),
                (
                    "get-slashes", .get, "//example//", [:], "", "host;x-amz-date",
                    "9a624bd73a37c9a373b5312afbebe7a714a789de108f0bdfe846570885f57e84"
                ),
            ] as [(String, HTTPMethod, String, HTTPHeaders, String, String, String)]
        )
        func matchesTheAWSTestSuite(
            name: String,
            method: HTTPMethod,
            target: String,
            headers: HTTPHeaders,
            body: String,
            signedHeaders: String,
            signature: String
        ) throws {
            let url = try #require(URL(string: "https://example.amazonaws.com" + target))
            let request = HTTPRequest(
                method: method,
                url: url,
                headers: headers,
                body: body.isEmpty ? nil : .data(Data(body.utf8))
            )
            let signed = Self.suiteSigner.sign(request, credentials: Self.credentials, date: Self.suiteDate)
            #expect(signed.headers["X-Amz-Date"] == "20150830T123600Z")
            #expect(
                signed.headers["Authorization"]
                    == "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, "
                    + "SignedHeaders=\(signedHeaders), Signature=\(signature)",
                "\(name)"
            )
        }

        @Test func buildsTheCanonicalRequestWithTwiceEncodedPathsSortedQueriesAndTheSessionToken() throws {
            let signer = AWSSigV4Signer(region: "ap-northeast-1", service: "execute-api", credentials: Self.credentials)
            var credentials = Self.credentials
            credentials.sessionToken = "FAKE/session+token"
            let url = try #require(
                URL(
                    string:
                        "https://example.execute-api.ap-northeast-1.amazonaws.com/prod/a%20b/./c/../d/?z=1&a=x%2Fy&a=b&e"
                )
            )
            let request = HTTPRequest(
                method: .post,
                url: url,
                headers: ["x-api-key": "fake-key", "Content-Type": "  application/json ", "User-Agent": "test"],
                body: .data(Data("{}".utf8))
            )
            let signed = signer.sign(request, credentials: credentials, date: Self.suiteDate)
            let canonical = signer.canonicalRequest(for: signed)
            #expect(
                canonical.text == """
                    POST
                    /prod/a%2520b/d/
                    a=b&a=x%2Fy&e=&z=1
                    content-type:application/json
                    host:example.execute-api.ap-northeast-1.amazonaws.com
                    x-amz-date:20150830T123600Z
                    x-amz-security-token:FAKE/session+token
                    x-api-key:fake-key

                    content-type;host;x-amz-date;x-amz-security-token;x-api-key
                    44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a
                    """
            )
            #expect(
                signer.stringToSign(canonicalRequest: canonical.text, date: Self.suiteDate).hasPrefix(
                    "AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/ap-northeast-1/execute-api/aws4_request\n"
                )
            )
            #expect(signed.headers["X-Amz-Security-Token"] == "FAKE/session+token")
            #expect(
                signed.headers["Authorization"]?.contains("/20150830/ap-northeast-1/execute-api/aws4_request,") == true
            )
            #expect(signer.sensitiveNames == ["X-Amz-Security-Token"])
            #expect(!"\(signer)".contains("EXAMPLEKEY") && !"\(credentials)".contains("EXAMPLEKEY"))
        }

        @Test func s3PathsAreEncodedOnceAndNotNormalized() {
            let signer = AWSSigV4Signer(region: "us-east-1", service: "s3", credentials: Self.credentials)
            #expect(signer.canonicalURI("/bucket/a%20b//./c") == "/bucket/a%20b//./c")
            #expect(signer.canonicalURI("") == "/")
        }

        /// Changes the body on its way to the signer, as ``EnvelopeAuth`` does.
        struct BodyRewriter: Middleware {
            func intercept(
                _ request: HTTPRequest,
                next: @Sendable (HTTPRequest) async throws -> HTTPResponse
            ) async throws -> HTTPResponse {
                var request = request
                request.body = .data(Data(#"{"id":7,"name":"rewritten"}"#.utf8))
                return try await next(request)
            }
        }

        /// Recomputes a signature from a request as the server received it, the way the service checks it;
        /// written apart from the signer, for paths and queries that hold only unreserved characters and escapes.
        static func isValid(_ request: RecordedRequest, secret: String, scope expectedScope: String) -> Bool {
            guard let authorization = request.header("Authorization"), let date = request.header("X-Amz-Date"),
                authorization.hasPrefix("AWS4-HMAC-SHA256 ")
            else { return false }
            var fields: [String: String] = [:]
            for field in authorization.dropFirst(17).components(separatedBy: ", ") {
                let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { fields[parts[0]] = parts[1] }
            }
            guard let credential = fields["Credential"], let names = fields["SignedHeaders"],
                let scope = credential.split(separator: "/", maxSplits: 1).last.map(String.init),
                scope == expectedScope, scope.hasPrefix(date.prefix(8))
            else { return false }
            let headers = names.split(separator: ";").map { name in
                "\(name):\(request.header(String(name))?.trimmingCharacters(in: .whitespaces) ?? "")\n"
            }
            let canonical = [
                request.method, request.path.replacingOccurrences(of: "%", with: "%25"),
                (request.query ?? "").split(separator: "&").sorted().joined(separator: "&"), headers.joined(), names,
                hex(SHA256Hasher.hash(request.body)),
            ]
            .joined(separator: "\n")
            let toSign = ["AWS4-HMAC-SHA256", date, scope, hex(SHA256Hasher.hash(Data(canonical.utf8)))]
                .joined(separator: "\n")
            var key = Array("AWS4\(secret)".utf8)
            for part in scope.split(separator: "/") {
                key = HMACSHA256.authenticationCode(key: key, message: Data(part.utf8))
            }
            return hex(HMACSHA256.authenticationCode(key: key, message: Data(toSign.utf8))) == fields["Signature"]
        }

        @Test func theServerVerifiesTheRewrittenBodyAndEachRetryWithFreshCredentialsAndTime() async throws {
            let scope = "20150830/ap-northeast-1/execute-api/aws4_request"
            let verdicts = Locked<[Bool]>([])
            let server = try LoopbackHTTPServer { request, writer in
                let isValid = Self.isValid(request, secret: Self.credentials.secretAccessKey, scope: scope)
                let attempt = verdicts.withLock { verdicts in
                    verdicts.append(isValid)
                    return verdicts.count
                }
                if attempt == 1 {
                    writer.respond(status: 503)
                } else {
                    writer.respond(status: 200, text: #"{"id":7,"name":"ok"}"#)
                }
            }
            defer { server.stop() }
            let clock = Locked(Self.suiteDate)
            let tokens = Locked(0)
            let signer = AWSSigV4Signer(
                region: "ap-northeast-1",
                service: "execute-api",
                now: {
                    clock.withLock { date in
                        date += 1
                        return date
                    }
                },
                credentials: {
                    let token = tokens.withLock { count in
                        count += 1
                        return count
                    }
                    var credentials = Self.credentials
                    credentials.sessionToken = "fake-token-\(token)"
                    return credentials
                }
            )
            let client = makeClient(
                server,
                middlewares: [
                    RetryMiddleware(sleep: { _ in }), BodyRewriter(), APIKeyAuth(header: "x-api-key", key: "fake-key"),
                    signer,
                ]
            )
            var request = Request<Pet>(method: .put, path: "/things/a%20b", body: .json(Pet(id: 1, name: "original")))
            request.addQuery("page", 2)
            request.addQuery("filter", "x~y")
            let pet = try await client.send(request)

            #expect(pet == Pet(id: 7, name: "ok"))
            #expect(verdicts.withLock { $0 } == [true, true])
            let received = server.requests
            #expect(received.map(\.text) == Array(repeating: #"{"id":7,"name":"rewritten"}"#, count: 2))
            #expect(received.map { $0.header("X-Amz-Date") } == ["20150830T123601Z", "20150830T123602Z"])
            #expect(received.map { $0.header("X-Amz-Security-Token") } == ["fake-token-1", "fake-token-2"])
            #expect(
                received.first?.header("Authorization")?.contains(
                    "SignedHeaders=accept;content-type;host;x-amz-date;x-amz-security-token;x-api-key,"
                ) == true
            )
            var tampered = try #require(received.first)
            tampered.body = Data(#"{"id":7,"name":"tampered"}"#.utf8)
            #expect(!Self.isValid(tampered, secret: Self.credentials.secretAccessKey, scope: scope))
        }

        /// A server that answers 204 to a request whose signature it finds valid and 403 otherwise, and a signer for
        /// its scope at the suite's fixed date.
        private static func verifyingServerAndSigner() throws -> (LoopbackHTTPServer, AWSSigV4Signer) {
            let scope = "20150830/us-east-1/execute-api/aws4_request"
            let server = try LoopbackHTTPServer { request, writer in
                let isValid = Self.isValid(request, secret: Self.credentials.secretAccessKey, scope: scope)
                writer.respond(status: isValid ? 204 : 403)
            }
            let signer = AWSSigV4Signer(
                region: "us-east-1",
                service: "execute-api",
                credentials: Self.credentials,
                now: { Self.suiteDate }
            )
            return (server, signer)
        }

        @Test func aStreamedBodyIsReadIntoMemoryAndSigned() async throws {
            let (server, signer) = try Self.verifyingServerAndSigner()
            defer { server.stop() }
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                for chunk in ["first ", "second ", "third"] { continuation.yield(Data(chunk.utf8)) }
                continuation.finish()
            }
            let request = Request(method: .post, path: "/upload", body: .stream(chunks), decoding: .empty)
            try await makeClient(server, middlewares: [signer]).send(request)
            #expect(server.requests.first?.text == "first second third")
        }

        /// A file body is hashed as it is read, not loaded, and the server finds the signature over its bytes valid.
        @Test func aFileBodyIsSignedWithTheHashOfItsBytes() async throws {
            let (server, signer) = try Self.verifyingServerAndSigner()
            defer { server.stop() }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("sigv4-\(UUID().uuidString).bin")
            let bytes = Data((0..<1_100_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
            try bytes.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let request = Request(method: .put, path: "/upload", body: .file(file), decoding: .empty)
            try await makeClient(server, middlewares: [signer]).send(request)
            #expect(server.requests.first?.body == bytes)
        }
    }
}

/// `bytes` as lowercase hexadecimal, as SigV4 writes hashes and signatures.
private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
}
