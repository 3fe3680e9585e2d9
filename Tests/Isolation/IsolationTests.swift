import ClientGenRuntime
import Foundation
import Testing

// This file and the generated code beside it (the golden snippets, which cover every template, the hostile spec's
// client, IMSAPI and ETOAPI) are compiled into each Isolation*Tests target under that target's concurrency
// settings (Package.swift): main-actor default isolation as new Xcode 26 app targets have it, nonisolated, and the
// Swift 5 language mode. The tests use the generated code as an app does, from every kind of isolation.

/// App code as an Xcode 26 template writes it: a view model on the main actor that owns a client.
@MainActor
final class PetViewModel {
    let client: APIClient
    private(set) var pet: Pet?

    init(client: APIClient) {
        self.client = client
    }

    func load(id: Int64) async throws {
        pet = try await client.send(Pets.getPet(petID: id))
    }
}

/// A middleware an app writes, as plainly as it can be written: no isolation of its own (a type that conforms to a
/// `Sendable` protocol where it is declared is not inferred to be on the main actor), and `next: Next`, the
/// runtime's spelling of the rest of the chain, which means the same under `NonisolatedNonsendingByDefault`.
struct RequestCounter: Middleware {
    let count = Counter()

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        await count.increment()
        return try await next(request)
    }
}

/// The requests the middleware above has seen.
actor Counter {
    private(set) var current = 0

    func increment() { current += 1 }
}

/// A client whose mock transport answers every builder the tests call.
nonisolated func makeClient(counter: RequestCounter = RequestCounter()) -> (APIClient, MockTransport) {
    let mock = MockTransport()
    mock.respond(to: "getPet") { request in
        try .json(Pet(id: Int64(request.url.lastPathComponent) ?? 0, name: "Rex"))
    }
    mock.respond(to: "listPets") { _ in try .json([Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom", tag: "cat")]) }
    mock.respond(to: "streamDataPoints") { _ in
        .text(
            #"{"type":"normal","value":1.5}"# + "\n" + #"{"type":"gone"}"# + "\n",
            contentType: "application/x-ndjson"
        )
    }
    mock.respond(to: "watchDataPoints") { _ in
        .text("id: 1\ndata: {\"type\":\"normal\",\"value\":2}\n\n", contentType: "text/event-stream")
    }
    return (APIClient(baseURL: Pets.production, transport: mock, middlewares: [counter]), mock)
}

/// Builds, encodes and decodes generated values, and sends builders; nonisolated, so it runs off the main actor.
@concurrent nonisolated func useGeneratedCode() async throws -> [Pet] {
    let pets = try await makeClient().0.send(Pets.listPets(limit: 2))
    let data = try JSONEncoder().encode(pets)
    #expect(try JSONDecoder().decode([Pet].self, from: data) == pets)
    #expect(Set(pets).count == 2)
    #expect(LockState(rawValue: "jammed") == .unknown("jammed"))
    let replies = try JSONDecoder().decode(Replies.self, from: Data(#"{"a":{"b":{}}}"#.utf8))
    #expect(replies.value["a"]?.value["b"]?.value.isEmpty == true)
    #expect(IMS.listDevicesByAccount().operationID == "listDevicesByAccount")
    #expect(ETO.getPrograms(siteID: 7).path == "/Form.svc/Forms/Program/GetPrograms/7")
    return pets
}

@MainActor
struct IsolationTests {
    @Test func modelsAndBuildersOnTheMainActor() async throws {
        let counter = RequestCounter()
        let model = PetViewModel(client: makeClient(counter: counter).0)
        try await model.load(id: 42)
        #expect(model.pet == Pet(id: 42, name: "Rex"))
        #expect(await counter.count.current == 1)
        let request = Pets.listPets(limit: 3)
        #expect(request.path == "/pets" && request.query == [QueryItem("limit", 3)])
        #expect(Pet(id: 1, name: "Rex").hashValue == Pet(id: 1, name: "Rex").hashValue)
    }

    @Test func modelsAndBuildersOffTheMainActor() async throws {
        let pets = try await useGeneratedCode()
        #expect(pets.map(\.name) == ["Rex", "Tom"])
    }

    @Test func valuesCrossBetweenTheMainActorAndATask() async throws {
        let pet = Pet(id: 3, name: "Kit")
        let echoed = try await Task.detached {
            try JSONDecoder().decode(Pet.self, from: try JSONEncoder().encode(pet))
        }.value
        #expect(echoed == pet)
    }

    /// The paging the golden snippets declare (by `offset`, ending at a page shorter than `limit`), read from here.
    @Test func pagedItemsArriveOnTheMainActor() async throws {
        var names: [String] = []
        for try await pet in makeClient().0.items(Pets.listPets(limit: 3), Pets.paging) {
            names.append(pet.name)
        }
        #expect(names == ["Rex", "Tom"])
    }

    @Test func streamedItemsArriveOnTheMainActor() async throws {
        var points: [DataPoint] = []
        for try await point in makeClient().0.lines(Pets.streamDataPoints()) {
            points.append(point)
        }
        #expect(points == [.normal(DataPointNormal(value: 1.5)), .unknown(["type": "gone"])])
    }

    @Test func serverSentEventsArriveOnTheMainActor() async throws {
        var events: [ServerSentEvent<DataPoint>] = []
        for try await event in makeClient().0.events(Pets.watchDataPoints()) {
            events.append(event)
        }
        #expect(events.map(\.data) == [.normal(DataPointNormal(value: 2))])
        #expect(events.map(\.lastEventID) == ["1"])
    }
}
