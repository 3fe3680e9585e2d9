import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    /// RFC 9562: UUIDs go out in lower case wherever ClientGen writes them (Foundation's `uuidString` and
    /// `JSONEncoder` write upper case, which servers comparing ids as text do not find); either case is read.
    struct LowercaseUUIDsTests {
        static let id = UUID(uuidString: "1B4E28BA-2FA1-11D2-883F-0016D3CCA427")!
        static let text = "1b4e28ba-2fa1-11d2-883f-0016d3cca427"

        /// A model as ClientGen writes one, with UUIDs in every shape a member can have.
        struct Session: Codable, Hashable, Sendable {
            var id: UUID
            var kernels: [UUID]?
            var owners: [String: UUID]?
            var parent: Nullable<UUID>?
            var previous: UUID?
            var additionalProperties: [String: UUID] = [:]

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.id = try container.required("id")
                self.kernels = try container.optional("kernels")
                self.owners = try container.optional("owners")
                self.parent = try container.nullable("parent")
                self.previous = try container.requiredOrNull("previous")
                self.additionalProperties = try decoder.additionalProperties(
                    excluding: ["id", "kernels", "owners", "parent", "previous"]
                )
            }

            init(id: UUID, kernels: [UUID]?, owners: [String: UUID]?, parent: Nullable<UUID>?, previous: UUID?) {
                self.id = id
                self.kernels = kernels
                self.owners = owners
                self.parent = parent
                self.previous = previous
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.write(self.id, at: "id")
                try container.write(self.kernels, at: "kernels")
                try container.write(self.owners, at: "owners")
                try container.write(self.parent, at: "parent")
                try container.writeOrNull(self.previous, at: "previous")
                try encoder.encodeAdditionalProperties(additionalProperties)
            }
        }

        @Test func parametersAreLowerCase() throws {
            var request = Request<Empty>(method: .get, path: "/kernels/\(segment: Self.id)", decoding: .empty)
            request.addQuery("kernel_id", Self.id)
            request.addQuery("ids", [Self.id, Self.id], explode: false)
            request.addHeader("X-Kernel", Self.id)
            request.addCookie("kernel", Self.id)
            let sent = try APIClient(baseURL: URL(string: "http://127.0.0.1")!).urlRequest(for: request)
            let t = Self.text
            #expect(sent.url?.absoluteString == "http://127.0.0.1/kernels/\(t)?kernel_id=\(t)&ids=\(t),\(t)")
            #expect(sent.value(forHTTPHeaderField: "X-Kernel") == t)
            #expect(sent.value(forHTTPHeaderField: "Cookie") == "kernel=\(t)")
        }

        @Test func jsonMembersAtAnyDepthAreLowerCase() throws {
            var session = Session(
                id: Self.id,
                kernels: [Self.id],
                owners: ["a": Self.id],
                parent: .value(Self.id),
                previous: Self.id
            )
            session.additionalProperties = ["extra": Self.id]
            let json = String(decoding: try JSONEncoder.clientGen().encode(session), as: UTF8.self)
            let t = Self.text
            #expect(
                json
                    == #"{"extra":"\#(t)","id":"\#(t)","kernels":["\#(t)"],"owners":{"a":"\#(t)"},"parent":"\#(t)","previous":"\#(t)"}"#
            )
            #expect(!json.contains(Self.id.uuidString))
        }

        @Test(arguments: [UUID(uuidString: "1B4E28BA-2FA1-11D2-883F-0016D3CCA427")!.uuidString, text])
        func eitherCaseIsRead(_ text: String) throws {
            let json = #"{"id":"\#(text)","kernels":["\#(text)"],"previous":null}"#
            let session = try JSONDecoder().decode(Session.self, from: Data(json.utf8))
            #expect(session.id == Self.id && session.kernels == [Self.id] && session.previous == nil)
        }

        @Test func bodiesFormsAndMultipartAreLowerCase() throws {
            let client = APIClient(baseURL: URL(string: "http://127.0.0.1")!)
            let session = Session(id: Self.id, kernels: nil, owners: nil, parent: nil, previous: nil)
            let bodies: [RequestBody] = [
                .json([Self.id]), .json(Self.id), .form(session),
                .multipart(MultipartForm(parts: [.init(name: "id", value: Self.id)], boundary: "b")),
            ]
            for body in bodies {
                let request = Request<Empty>(method: .post, path: "/", body: body, decoding: .empty)
                let sent = String(decoding: try client.urlRequest(for: request).httpBody ?? Data(), as: UTF8.self)
                #expect(sent.contains(Self.text) && !sent.contains(Self.id.uuidString), "\(sent)")
            }
        }
    }
}
