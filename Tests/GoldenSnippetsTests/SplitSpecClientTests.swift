import ClientGenRuntime
import Foundation
import GoldenPublished
import Testing

/// The client generated from a spec split into a file per operation, as DigitalOcean's is
/// (`Tests/GoldenPublished/Droplets`): each call sends what its operation's file says, and decodes the shared
/// schemas named after their files.
struct SplitSpecClientTests {
    @Test func eachCallSendsItsFilesParametersAndBody() async throws {
        let mock = MockTransport()
        mock.respond(to: "droplets_list") { _ in
            .text(
                #"{"droplets": [{"id": 1, "name": "web", "backup_policy": {"plan": "daily", "hour": 3}}]}"#,
                contentType: "application/json"
            )
        }
        mock.respond(to: "droplets_create") { request in
            #expect(String(decoding: request.bodyData, as: UTF8.self) == #"{"name":"db"}"#)
            return .text(#"{"droplet": {"id": 2, "name": "db"}}"#, status: 202, contentType: "application/json")
        }
        mock.respond(to: "droplets_get") { _ in
            .text(#"{"id": "unauthorized", "message": "no token"}"#, status: 401, contentType: "application/json")
        }
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: mock)

        let page = try await client.send(Droplets.dropletsList(perPage: 50, tagName: "prod"))
        #expect(page.droplets.first?.backupPolicy == .daily(BackupDaily(hour: 3)))
        let created = try await client.send(Droplets.dropletsCreate(body: DropletCreate(name: "db")))
        #expect(created.droplet == Droplet(id: 2, name: "db"))
        let error = try await #require(throws: APIError.self) {
            try await client.send(Droplets.dropletsGet(dropletID: 2))
        }
        #expect(error.errorModel(as: Problem.self) == Problem(id: "unauthorized", message: "no token"))
        #expect(
            mock.requests.map(\.url.absoluteString) == [
                "https://api.example.com/v2/droplets?per_page=50&tag_name=prod",
                "https://api.example.com/v2/droplets",
                "https://api.example.com/v2/droplets/2",
            ]
        )
    }
}
