import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct JSONCodersTests {
        struct Event: Codable, Hashable, Sendable {
            var at: Date
            var dates: [Date]
        }

        static let text = "2026-11-29T16:40:02.123456Z"

        @Test(arguments: ["default", "iso8601", "secondsSince1970"])
        func datesDecodeAsRFC3339WithTheAppsOwnDecoder(strategy: String) async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(
                    status: 200,
                    headers: [("Content-Type", "application/json")],
                    text: #"{"at":"\#(Self.text)","dates":["\#(Self.text)"]}"#
                )
            }
            defer { server.stop() }
            let decoder = JSONDecoder()
            switch strategy {
            case "iso8601": decoder.dateDecodingStrategy = .iso8601
            case "secondsSince1970": decoder.dateDecodingStrategy = .secondsSince1970
            default: break
            }
            let client = APIClient(baseURL: server.baseURL, transport: makeTransport(), decoder: decoder)
            let event = try await client.send(Request<Event>(method: .get, path: "/event"))
            #expect(RFC3339.string(from: event.at) == Self.text)
            #expect(event.dates.map(RFC3339.string(from:)) == [Self.text])
        }

        @Test(arguments: ["default", "iso8601", "secondsSince1970"])
        func datesEncodeAsRFC3339WithTheAppsOwnEncoder(strategy: String) async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            switch strategy {
            case "iso8601": encoder.dateEncodingStrategy = .iso8601
            case "secondsSince1970": encoder.dateEncodingStrategy = .secondsSince1970
            default: break
            }
            let client = APIClient(baseURL: server.baseURL, transport: makeTransport(), encoder: encoder)
            let date = try #require(RFC3339.date(from: Self.text))
            try await client.send(
                Request<Empty>(method: .post, path: "/event", body: .json(Event(at: date, dates: [date])))
            )
            #expect(server.requests.first?.text == #"{"at":"\#(Self.text)","dates":["\#(Self.text)"]}"#)
        }

        @Test func theAppsOtherSettingsStillApply() async throws {
            struct Snake: Codable, Sendable { var createdAt: Date }
            let server = try LoopbackHTTPServer { request, writer in
                writer.respond(status: 200, headers: [("Content-Type", "application/json")], body: request.body)
            }
            defer { server.stop() }
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let client = APIClient(
                baseURL: server.baseURL,
                transport: makeTransport(),
                encoder: encoder,
                decoder: decoder
            )
            let date = try #require(RFC3339.date(from: Self.text))
            let echoed = try await client.send(
                Request<Snake>(method: .post, path: "/echo", body: .json(Snake(createdAt: date)))
            )
            #expect(server.requests.first?.text == #"{"created_at":"\#(Self.text)"}"#)
            #expect(echoed.createdAt == date)
        }
    }
}
