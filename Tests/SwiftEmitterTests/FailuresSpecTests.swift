import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// A spec of every way an operation documents how it fails (`Fixtures/failures.yaml`) generates the golden target
/// `Tests/GoldenFailures`, which `FailuresClientTests` sends through `MockTransport`.
struct FailuresSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/failures.yaml")

    static func client() throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Failures")
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        #expect(client.diagnostics.isEmpty)
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenFailures")
    }

    /// Exact statuses come first, then ranges, then `default`; a status without a body is a case without one, a
    /// range or `default` says which status came, and an inline error body is typed in the operation's enum.
    @Test func eachDocumentedStatusIsACaseMostSpecificFirst() throws {
        let source = try #require(try Self.client()["Operations/Failures+GetNote.swift"])
        let expected = """
            extension Failures.GetNote {
                /// How `Failures.getNote(…)` fails: a case for each error status the spec documents.
                ///
                /// Thrown by `client.send(Failures.getNote(…), throwing: Failures.GetNote.Failure.self)`;
                /// `Failures.GetNote.Failure(error)` reads an error `client.send(_:)` threw.
                public nonisolated enum Failure: OperationFailure {
                    /// Status 404.
                    ///
                    /// No such note.
                    case notFound(Missing)
                    /// Status 409.
                    ///
                    /// The note is being edited.
                    case conflict(Error409)
                    /// A 4XX status.
                    ///
                    /// Another client error.
                    case clientError(status: Int, Problem)
                    /// Any other error status.
                    ///
                    /// Anything else.
                    case otherStatus(status: Int, Problem)
                    /// A failure the spec does not document: another status, a body that did not decode as documented, no answer
                    /// at all (each an `APIError`), or a cancellation (`CancellationError`).
                    case undocumented(any Error)

                    /// The documented failure of `status`, its error body decoded as `errorModel`; nil for one not documented.
                    public init?(status: Int, errorModel: (any Sendable)?) {
                        switch (status, errorModel) {
                        case (404, let body as Missing): self = .notFound(body)
                        case (409, let body as Error409): self = .conflict(body)
                        case (400...499, let body as Problem): self = .clientError(status: status, body)
                        case (_, let body as Problem): self = .otherStatus(status: status, body)
                        default: return nil
                        }
                    }
                }
            }
            """
        #expect(source.contains(expected), "\(source)")
    }

    /// Statuses without bodies are cases without models; a `default` without a body is `undocumented`, and an
    /// operation documenting nothing else declares no failures at all.
    @Test(arguments: [
        ("DeleteNote", ["case notFound\n", "case gone\n", "case serverError(status: Int, Problem)\n"], true),
        ("ListNotes", [], false),
    ])
    func bodilessStatusesAreCasesWithoutModels(operation: String, cases: [String], declaresFailure: Bool) throws {
        let source = try #require(try Self.client()["Operations/Failures+\(operation).swift"])
        #expect(source.contains("enum Failure: OperationFailure") == declaresFailure, "\(source)")
        #expect(!source.contains("otherStatus"), "a default without a body is undocumented")
        for line in cases { #expect(source.contains(line), "\(line)\n\(source)") }
        if declaresFailure {
            #expect(source.contains("case (404, _): self = .notFound\n"))
            #expect(source.contains("case (500...599, let body as Problem): self = .serverError(status: status, body)"))
        }
    }

    /// A model named `Failure` keeps its name, which the operation's enum would otherwise hide from the types nested
    /// beside it: the enum of failures is `DocumentedFailure` then.
    @Test func aModelNamedFailureIsNotHidden() throws {
        let yaml = """
            openapi: 3.1.0
            info: {title: T, version: '1'}
            paths:
              /jobs:
                post:
                  operationId: runJob
                  requestBody:
                    content:
                      application/json:
                        schema: {type: object, properties: {last: {$ref: '#/components/schemas/Failure'}}}
                  responses:
                    '204': {description: Started.}
                    '422':
                      description: Not started.
                      content:
                        application/json: {schema: {$ref: '#/components/schemas/Failure'}}
            components:
              schemas:
                Failure: {type: object, properties: {reason: {type: string}}}
            """
        let client = try TranslatedClient(yaml, namespace: "Jobs")
        let source = try #require(client["Operations/Jobs+RunJob.swift"])
        #expect(source.contains("public nonisolated enum DocumentedFailure: OperationFailure {"), "\(source)")
        #expect(source.contains("case unprocessableContent(Failure)\n"))
        #expect(source.contains("public var last: Failure?"))
    }
}
