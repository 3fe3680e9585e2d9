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

        @Test func boundariesAreRandomPerForm() {
            let boundaries = Set((0..<20).map { _ in MultipartForm().boundary })
            #expect(boundaries.count == 20)
            #expect(boundaries.allSatisfy { $0.count == 42 })
        }
    }
}
