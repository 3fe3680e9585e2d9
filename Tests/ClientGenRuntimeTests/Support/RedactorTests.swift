import Foundation
import Testing

@testable import ClientGenRuntime

extension RuntimeTests {
    @Suite struct RedactorTests {
        let redactor = Redactor().adding(["x-ca-key"])

        @Test(arguments: [
            (#"{"access_token": "abc", "n": 1}"#, #"{"access_token":"<redacted>", "n": 1}"#),
            (#"{"accessToken":"a\"b","ok":"x"}"#, #"{"accessToken":"<redacted>","ok":"x"}"#),
            (#"{"refresh_token":"cut off"#, #"{"refresh_token":"<redacted>""#),
            ("grant_type=password&password=hunter2&username=u", "grant_type=password&password=<redacted>&username=u"),
            ("client%5Fsecret=abc", "client%5Fsecret=<redacted>"),
            ("header was Bearer eyJhbGciOi.x-y_z", "header was Bearer <redacted>"),
            (#"{"code":"NOT_FOUND","message":"ok"}"#, #"{"code":"NOT_FOUND","message":"ok"}"#),
            ("grant_type=authorization_code&code=abc", "grant_type=authorization_code&code=<redacted>"),
            (
                "UserInfo={NSErrorFailingURLKey=http://h/p?a=1&access_token=abc, NSLocalizedDescription=lost}",
                "UserInfo={NSErrorFailingURLKey=http://h/p?a=1&access_token=<redacted>, NSLocalizedDescription=lost}"
            ),
            ("url=https://h/cb?code=abc&state=s", "url=https://h/cb?code=<redacted>&state=s"),
            (#"{"echo":"{\"password\":\"abc\",\"n\":1}"}"#, #"{"echo":"{\"password\":\"<redacted>\",\"n\":1}"}"#),
            (
                #"{"e":"{\"x\":\"{\\\"token\\\":\\\"abc\\\"}\"}"}"#,
                #"{"e":"{\"x\":\"{\\\"token\\\":\\\"<redacted>\\\"}\"}"}"#
            ),
            (#"{"password":"a\"b\\","next":"visible"}"#, #"{"password":"<redacted>","next":"visible"}"#),
            ("Cookie: sid=abc; token=t2; theme=dark", "Cookie: sid=abc; token=<redacted>; theme=dark"),
        ])
        func redactsSecretFieldsInBodies(text: String, expected: String) {
            #expect(redactor.text(text) == expected)
        }

        @Test func redactsQueryValuesAndPasswordsInURLs() throws {
            let url = try #require(URL(string: "https://user:pw@host.example/p?a=1&api_key=k&X-CA-KEY=k2#frag"))
            #expect(
                redactor.url(url)
                    == "https://user:<redacted>@host.example/p?a=1&api_key=<redacted>&X-CA-KEY=<redacted>#frag"
            )
        }

        @Test func redactsHeadersByLooseName() {
            let headers: HTTPHeaders = ["authorization": "x", "X_API_KEY": "y", "x-ca-key": "z", "Accept": "json"]
            #expect(redactor.headers(headers).map(\.value) == ["<redacted>", "<redacted>", "<redacted>", "json"])
        }

        @Test func describesBinaryAndMultipartBodiesWithoutContent() {
            #expect(redactor.body(Data([0xFF, 0xFE]), contentType: nil) == "<2 bytes>")
            #expect(
                redactor.body(Data("password".utf8), contentType: "multipart/form-data; boundary=x")
                    == "<multipart body, 8 bytes>"
            )
        }
    }
}
