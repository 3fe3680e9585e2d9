import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct MultipartFormTests {
        @Test func encodesFieldsAndFilesBetweenBoundaries() throws {
            let form = MultipartForm(
                parts: [
                    .init(name: "title", value: "Hi"),
                    .init(name: "file", filename: "a\"b.txt", contentType: "text/plain", data: Data("hello".utf8)),
                ],
                boundary: "XYZ"
            )
            let expected =
                "--XYZ\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nHi\r\n"
                + "--XYZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a%22b.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\nhello\r\n--XYZ--\r\n"
            #expect(String(decoding: try form.encoded(), as: UTF8.self) == expected)
            #expect(form.contentType == "multipart/form-data; boundary=XYZ")
        }

        /// A line break in a part's content type or header would end it early: `encoded()` refuses the form.
        @Test(
            arguments: [
                ("text/plain\r\nX-Injected: 1", [:]),
                (nil, ["X-Note": "a\r\n--XYZ--"]),
                (nil, ["Bad Name": "a"]),
            ] as [(String?, [String: String])]
        )
        func aPartHeaderThatWouldBreakTheFormIsRefused(contentType: String?, headers: [String: String]) {
            let part = MultipartForm.Part(
                name: "f",
                contentType: contentType,
                headers: HTTPHeaders(headers.map { HTTPHeaders.Field(name: $0.key, value: $0.value) }),
                content: .data(Data())
            )
            #expect(throws: EncodingError.self) { try MultipartForm(parts: [part], boundary: "XYZ").encoded() }
        }

        @Test func boundariesAreRandomPerForm() {
            let boundaries = Set((0..<20).map { _ in MultipartForm().boundary })
            #expect(boundaries.count == 20)
            #expect(boundaries.allSatisfy { $0.count == 42 })
        }
    }
}
