import ClientGenEnvelope
import ClientGenHashing
import Foundation
import LoopbackHTTPServer
import Testing

@testable import ClientGenRuntime
@testable import ClientGenSigning

extension RuntimeTests {
    @Suite struct AlibabaGatewaySignerTests {
        static let secret = "fake-app-secret"
        static let date = Date(timeIntervalSince1970: 1_440_938_160)

        static func makeSigner(
            now: @escaping @Sendable () -> Date = { date },
            nonce: @escaping @Sendable () -> String = {
                "fake-nonce"
            }
        ) -> AlibabaGatewaySigner {
            AlibabaGatewaySigner(appKey: "fake-app-key", appSecret: secret, now: now, nonce: nonce)
        }

        /// The expected signature and `Content-MD5` come from Python's `hmac` and `hashlib`.
        @Test func signsAKnownRequestOverTheDocumentedStringToSign() throws {
            let url = try #require(URL(string: "https://api.link.aliyun.com/living/user/info/get?b=x%20y&a=1&c&a=9"))
            let request = HTTPRequest(
                method: .post,
                url: url,
                headers: ["Content-Type": "application/json"],
                body: .data(Data(#"{"id":"1"}"#.utf8))
            )
            let signed = Self.makeSigner().sign(request, date: Self.date, nonce: "fake-nonce")
            let names = AlibabaGatewaySigner.signedHeaderNames(signed)
            #expect(
                AlibabaGatewaySigner.stringToSign(signed, signedHeaders: names) == """
                    POST
                    application/json
                    5AX6xZMCe8U0zwjNTSpWRw==
                    application/json
                    Sun, 30 Aug 2015 12:36:00 GMT
                    x-ca-key:fake-app-key
                    x-ca-nonce:fake-nonce
                    x-ca-signaturemethod:HmacSHA256
                    x-ca-timestamp:1440938160000
                    /living/user/info/get?a=1&b=x y&c
                    """
            )
            #expect(
                signed.headers["x-ca-signature-headers"] == "x-ca-key,x-ca-nonce,x-ca-signaturemethod,x-ca-timestamp"
            )
            #expect(signed.headers["x-ca-signature"] == "OT1Nxu6uZaaidFKX6J1uR3IC/dYwtjv/I6laAUmnhHQ=")
            #expect(signed.headers["Content-MD5"] == "5AX6xZMCe8U0zwjNTSpWRw==")
            #expect(!"\(Self.makeSigner())".contains(Self.secret))
        }

        @Test func formFieldsAreSignedAsParametersWithoutContentMD5() throws {
            let url = try #require(URL(string: "https://example.com/path"))
            let request = HTTPRequest(
                method: .post,
                url: url,
                headers: ["Content-Type": "application/x-www-form-urlencoded; charset=utf-8", "Accept": "*/*"],
                body: .data(Data("z=1&b=two+words&empty=".utf8))
            )
            let signed = Self.makeSigner().sign(request, date: Self.date, nonce: "fake-nonce")
            let text = AlibabaGatewaySigner.stringToSign(
                signed,
                signedHeaders: AlibabaGatewaySigner.signedHeaderNames(signed)
            )
            #expect(signed.headers["Content-MD5"] == nil)
            #expect(text.hasPrefix("POST\n*/*\n\napplication/x-www-form-urlencoded; charset=utf-8\n"))
            #expect(text.hasSuffix("\n/path?b=two words&empty&z=1"))
        }

        /// A file body is hashed as it is read, a megabyte at a time, and sent from the file, not from memory; the
        /// gateway finds its `Content-MD5` and signature valid.
        @Test func aFileBodyIsSignedWithTheMD5OfItsBytesAndSentFromTheFile() async throws {
            let verdicts = Locked<[Bool]>([])
            let server = try LoopbackHTTPServer { request, writer in
                verdicts.withLock { $0.append(Self.isValid(request)) }
                writer.respond(status: 204, text: "")
            }
            defer { server.stop() }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("alibaba-\(UUID().uuidString).bin")
            let bytes = Data((0..<1_100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            try bytes.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let recorder = FileBodies()
            let request = Request(method: .put, path: "/upload", body: .file(file), decoding: .empty)
            try await makeClient(server, middlewares: [Self.makeSigner(now: { Date() }), recorder]).send(request)
            #expect(server.requests.first?.body == bytes)
            #expect(server.requests.first?.header("Content-MD5") == Data(MD5Hasher.hash(bytes)).base64EncodedString())
            #expect(verdicts.withLock { $0 } == [true])
            #expect(recorder.seen.withLock { $0 } == [true])
        }

        /// Notes, for each request passed on, whether its body is still a file.
        struct FileBodies: Middleware {
            let seen = Locked<[Bool]>([])

            func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
                seen.withLock { seen in
                    if case .file? = request.body { seen.append(true) } else { seen.append(false) }
                }
                return try await next(request)
            }
        }

        /// An empty file is an empty body: no `Content-MD5`, no `Content-Type` filled in.
        @Test func anEmptyFileIsSignedAsAnEmptyBody() async throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("alibaba-\(UUID().uuidString).bin")
            try Data().write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let url = try #require(URL(string: "https://example.com/upload"))
            let passed = Locked<HTTPRequest?>(nil)
            _ = try await Self.makeSigner().intercept(HTTPRequest(method: .put, url: url, body: .file(file))) {
                request in
                passed.withLock { $0 = request }
                return HTTPResponse(status: 204)
            }
            let signed = try #require(passed.withLock { $0 })
            #expect(signed.headers["Content-MD5"] == nil && signed.headers["Content-Type"] == nil)
            #expect(signed.headers["x-ca-signature"] != nil)
        }

        /// Recomputes a signature from a request as the gateway received it; written apart from the signer.
        static func isValid(_ request: RecordedRequest) -> Bool {
            guard let names = request.header("x-ca-signature-headers"),
                let signature = request.header("x-ca-signature"),
                request.header("Content-MD5") == Data(MD5Hasher.hash(request.body)).base64EncodedString()
            else { return false }
            let fixed = ["Accept", "Content-MD5", "Content-Type", "Date"].map { request.header($0) ?? "" }
            let headers = names.split(separator: ",").map { "\($0):\(request.header(String($0)) ?? "")\n" }.joined()
            let parameters = (request.query ?? "").split(separator: "&").sorted().joined(separator: "&")
            let text =
                ([request.method] + fixed).joined(separator: "\n") + "\n" + headers + request.path
                + (parameters.isEmpty ? "" : "?" + parameters)
            return Data(HMACSHA256.authenticationCode(key: Data(secret.utf8), message: Data(text.utf8)))
                .base64EncodedString()
                == signature
        }

        static let envelope = Envelope(
            params: "params",
            id: "id",
            credentials: ["iotToken": "request.iotToken"],
            data: "data",
            code: "code",
            success: 200,
            unauthorized: [401]
        )

        @Test func theGatewayVerifiesTheBodyEnvelopeAuthRewroteAndItsResend() async throws {
            let verdicts = Locked<[Bool]>([])
            let server = try LoopbackHTTPServer { request, writer in
                verdicts.withLock { $0.append(Self.isValid(request)) }
                let body = (try? JSONDecoder().decode(JSONValue.self, from: request.body)) ?? .null
                if body["request"]?["iotToken"] == .string("fake-new-token") {
                    writer.respond(status: 200, text: #"{"code":200,"data":{"id":1,"name":"ok"}}"#)
                } else {
                    writer.respond(status: 200, text: #"{"code":401,"message":"request auth error."}"#)
                }
            }
            defer { server.stop() }
            let auth = EnvelopeAuth(
                envelope: Self.envelope,
                credential: "fake-old-token",
                values: { ["iotToken": $0] },
                refresh: { _ in "fake-new-token" }
            )
            let nonces = Locked(0)
            let signer = Self.makeSigner(
                now: { Date() },
                nonce: {
                    nonces.withLock { count in
                        count += 1
                        return "fake-nonce-\(count)"
                    }
                }
            )
            let client = makeClient(server, middlewares: [auth, signer])
            var request = Request<Pet>(
                path: "/living/user/info/get",
                operationID: "getUserInfo",
                envelope: Self.envelope,
                params: Empty()
            )
            request.addQuery("b", "x~y")
            request.addQuery("a", 1)
            let pet = try await client.send(request)

            #expect(pet == Pet(id: 1, name: "ok"))
            #expect(verdicts.withLock { $0 } == [true, true])
            let received = server.requests
            #expect(received.map { $0.header("x-ca-nonce") } == ["fake-nonce-1", "fake-nonce-2"])
            #expect(
                received.allSatisfy {
                    $0.header("x-ca-key") == "fake-app-key" && $0.header("Accept") == "application/json"
                }
            )
            var tampered = try #require(received.last)
            tampered.body = Data(tampered.text.replacingOccurrences(of: "fake-new-token", with: "fake-evil-token").utf8)
            #expect(!Self.isValid(tampered))
        }
    }
}
