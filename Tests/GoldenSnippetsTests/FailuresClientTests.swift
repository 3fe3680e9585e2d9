import ClientGenRuntime
import Foundation
import GoldenFailures
import Testing

/// The client generated from `Fixtures/failures.yaml`, answered by `MockTransport`: each documented error status
/// arrives as its case of the operation's `Failure`, with its body decoded, thrown by `send(_:throwing:)`; anything
/// else is `undocumented`; and `send(_:)` still throws `APIError`.
struct FailuresClientTests {
    static let baseURL = URL(string: "https://api.example.com")!

    /// A client whose every call answers `status` with `body` as `contentType`.
    static func client(_ status: Int, _ body: String = "", contentType: String = "application/json") -> APIClient {
        let mock = MockTransport()
        let answer: MockTransport.Answer = { _ in
            MockTransport.Response(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8))
        }
        mock.respond(to: "getNote", with: answer)
        mock.respond(to: "deleteNote", with: answer)
        return APIClient(baseURL: baseURL, transport: mock)
    }

    /// The failure `Failures.getNote` throws for the answer, or nil when it succeeds.
    static func getNoteFailure(_ status: Int, _ body: String, contentType: String = "application/json") async
        -> Failures.GetNote.Failure?
    {
        do {
            _ = try await client(status, body, contentType: contentType)
                .send(Failures.getNote(id: 7), throwing: Failures.GetNote.Failure.self)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDocumentedStatusIsItsCaseWithItsBodyDecoded() async throws {
        let missing = await Self.getNoteFailure(404, #"{"id":7}"#)
        guard case .notFound(let body) = missing else {
            Issue.record("404 is .notFound, not \(String(describing: missing))")
            return
        }
        #expect(body == Missing(id: 7))

        let conflict = await Self.getNoteFailure(409, #"{"editor":"ada"}"#)
        guard case .conflict(let editing) = conflict else {
            Issue.record("409 is .conflict, not \(String(describing: conflict))")
            return
        }
        #expect(editing.editor == "ada")
    }

    /// A range and `default` keep the status that came, beside the body.
    @Test(arguments: [
        (403, "clientError", "Forbidden"),
        (429, "clientError", "Slow down"),
        (503, "otherStatus", "Down"),
    ])
    func aRangeOrDefaultSaysWhichStatusCame(status: Int, expectedCase: String, title: String) async throws {
        let failure = await Self.getNoteFailure(
            status,
            #"{"title":"\#(title)","status":\#(status)}"#,
            contentType: "application/problem+json"
        )
        switch failure {
        case .clientError(let code, let problem) where expectedCase == "clientError",
            .otherStatus(let code, let problem) where expectedCase == "otherStatus":
            #expect(code == status)
            #expect(problem == Problem(title: title, status: status))
        default:
            Issue.record("\(status) is .\(expectedCase), not \(String(describing: failure))")
        }
    }

    /// A body that does not decode as the documented model, and an answer that never came, are `undocumented`,
    /// holding the `APIError` that says what happened.
    @Test func whatTheSpecDoesNotDocumentIsUndocumented() async throws {
        let misshapen = await Self.getNoteFailure(404, #"{"reason":"gone"}"#)
        guard case .undocumented(let error as APIError) = misshapen else {
            Issue.record("an undecodable 404 is .undocumented, not \(String(describing: misshapen))")
            return
        }
        #expect(error.kind == .unacceptableStatus && error.status == 404)
        #expect(String(decoding: error.body, as: UTF8.self) == #"{"reason":"gone"}"#)

        let mock = MockTransport()
        mock.respond(to: "getNote") { _ in throw URLError(.notConnectedToInternet) }
        let offline = APIClient(baseURL: Self.baseURL, transport: mock)
        do {
            _ = try await offline.send(Failures.getNote(id: 7), throwing: Failures.GetNote.Failure.self)
            Issue.record("an unreachable server fails the call")
        } catch .undocumented(let error as APIError) {
            #expect(error.kind == .transport)
        } catch {
            Issue.record("no answer is .undocumented(APIError), not \(error)")
        }
    }

    /// Statuses documented without a body are cases without one; a `default` without a body adds no case, so an
    /// undocumented status such as 418 is `undocumented`, with its status in the `APIError`.
    @Test func statusesWithoutBodiesAreCasesWithoutModels() async throws {
        func failure(_ status: Int, _ body: String = "") async -> Failures.DeleteNote.Failure? {
            do {
                try await Self.client(status, body)
                    .send(Failures.deleteNote(id: 7), throwing: Failures.DeleteNote.Failure.self)
                return nil
            } catch {
                return error
            }
        }
        guard case .notFound = await failure(404), case .gone = await failure(410, "gone") else {
            Issue.record("404 and 410 are .notFound and .gone")
            return
        }
        guard case .serverError(502, let problem) = await failure(502, #"{"title":"Bad gateway"}"#) else {
            Issue.record("502 is .serverError")
            return
        }
        #expect(problem.title == "Bad gateway")
        guard case .undocumented(let error as APIError) = await failure(418) else {
            Issue.record("418 is .undocumented")
            return
        }
        #expect(error.status == 418)
        #expect(await failure(204) == nil, "a success throws nothing")
    }

    /// The call sites written before typed failures keep working: `send(_:)` throws `APIError`, whose documented
    /// model `errorModel(as:)` reads, and the operation's `Failure` reads that error too.
    @Test func anAPIErrorStillCarriesTheModelAndReadsAsTheFailure() async throws {
        do {
            _ = try await Self.client(404, #"{"id":7}"#).send(Failures.getNote(id: 7))
            Issue.record("404 fails the call")
        } catch let error as APIError {
            #expect(error.errorModel(as: Missing.self) == Missing(id: 7))
            guard case .notFound(let missing) = Failures.GetNote.Failure(error) else {
                Issue.record("the APIError of a 404 reads as .notFound")
                return
            }
            #expect(missing.id == 7)
        }
        let note = try await Self.client(200, #"{"id":7,"title":"a"}"#)
            .send(Failures.getNote(id: 7), throwing: Failures.GetNote.Failure.self)
        #expect(note == Note(id: 7, title: "a"))
    }

    /// A cancelled call is `undocumented(CancellationError())`, so a typed `catch` still sees cancellation.
    @Test func aCancelledCallIsUndocumentedCancellation() async throws {
        let mock = MockTransport()
        mock.respond(to: "getNote") { _ in throw CancellationError() }
        let client = APIClient(baseURL: Self.baseURL, transport: mock)
        do {
            _ = try await client.send(Failures.getNote(id: 7), throwing: Failures.GetNote.Failure.self)
            Issue.record("a cancelled call fails")
        } catch .undocumented(let error) {
            #expect(error is CancellationError)
        } catch {
            Issue.record("a cancellation is .undocumented, not \(error)")
        }
    }
}
