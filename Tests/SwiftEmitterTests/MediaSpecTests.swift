import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SwiftEmitter

/// A spec whose operations offer several media types (`Fixtures/media.yaml`) generates the golden target
/// `Tests/GoldenMedia`, which `MediaClientTests` sends through `MockTransport`: each media type of a body or an
/// answer has a builder of its own, and the first builder is what it would be with one media type.
struct MediaSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/media.yaml")

    static func client() throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Media")
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenMedia")
    }

    /// Each builder's signature, in the file of its operation: the first keeps the preferred media type, the others
    /// are named after theirs.
    @Test(arguments: [
        ("CreatePet", "static func createPet(body: Pet) -> Request<Pet> {"),
        ("CreatePet", "static func createPetFormBody(body: Pet) -> Request<Pet> {"),
        ("CreatePetForm", "static func createPetForm() -> Request<Empty> {"),
        ("UpdatePet", "static func updatePet(petID: String, body: Pet) -> Request<Pet> {"),
        (
            "UpdatePet",
            "static func updatePetMergePatch(petID: String, body: UpdatePet.MergePatchBody) -> Request<Pet> {"
        ),
        ("UploadPhoto", "static func uploadPhoto(petID: String, body: UploadPhoto.Body? = nil) -> Request<Empty> {"),
        (
            "UploadPhoto",
            "static func uploadPhotoMultipart(petID: String, body: UploadPhoto.MultipartBody? = nil)"
        ),
        ("GetSummary", "static func getSummary(petID: String) -> Request<Summary> {"),
        ("GetSummary", "static func getSummaryText(petID: String) -> Request<String> {"),
        ("PutNote", "static func putNote(id: Int, body: UploadBody) -> Request<Empty> {"),
        ("PutNote", "static func putNoteText(id: Int, body: String) -> Request<Empty> {"),
        ("Chat", "static func chat(body: ChatRequest) -> Request<ServerSentEvents<ChatChunk>> {"),
        ("Chat", "static func chatJSON(body: ChatRequest) -> Request<ChatReply> {"),
        ("GetReport", "static func getReport() -> Request<Summary> {"),
        ("GetReport", "static func getReportPDF() -> Request<Data> {"),
    ])
    func eachMediaTypeHasABuilder(operation: String, signature: String) throws {
        let source = try #require(try Self.client()["Operations/Media+\(operation).swift"])
        #expect(source.contains(signature), "\(source)")
    }

    /// Each builder encodes its body as its media type says, and asks for the answer it reads.
    @Test(arguments: [
        ("CreatePet", "request.body = .form(body)"),
        ("UpdatePet", #"request.body = .json(body, contentType: "application/merge-patch+json")"#),
        ("UploadPhoto", #"form.append("file", file: body.file, contentType: "image/png")"#),
        ("PutNote", #"request.body = .text(body, contentType: "text/plain")"#),
        ("PutNote", #"request.body = .upload(body, contentType: "application/octet-stream")"#),
        ("GetSummary", #"headers: ["Accept": "text/plain"]"#),
        ("GetReport", #"headers: ["Accept": "application/pdf"]"#),
        ("Chat", "decoding: .serverSentEvents()"),
    ])
    func eachBuilderSendsItsMediaType(operation: String, statement: String) throws {
        let source = try #require(try Self.client()["Operations/Media+\(operation).swift"])
        #expect(source.contains(statement), "\(source)")
    }

    /// The first builder names the others in its doc comment, and each other builder says what it sends or asks for.
    @Test func theBuildersNameEachOther() throws {
        let chat = try #require(try Self.client()["Operations/Media+Chat.swift"])
        for line in [
            "/// - Note: Reads the answer as `text/event-stream`. Other builders ask for another media type:",
            "///   `chatJSON(body:)` for `application/json`.",
            "/// - Note: Asks for the answer as `application/json`;\n    ///   `chat(body:)` reads `text/event-stream`.",
        ] {
            #expect(chat.contains(line + "\n"), "\(line)\n\(chat)")
        }
        let pets = try #require(try Self.client()["Operations/Media+CreatePet.swift"])
        for line in [
            "/// - Note: Sends the body as `application/json`. Other builders send it as another media type:",
            "///   `createPetFormBody(body:)` as `application/x-www-form-urlencoded`.",
            "/// - Note: Sends the body as `application/x-www-form-urlencoded`;\n    ///   `createPet(body:)` sends it as",
        ] {
            #expect(pets.contains(line), "\(line)\n\(pets)")
        }
        let summary = try #require(try Self.client()["Operations/Media+GetSummary.swift"])
        #expect(summary.contains(#"`.accepting("application/xml")` asks for it and returns its bytes."#))
    }

    /// A structured value in a media type ClientGen does not encode or decode is a located warning, once per media
    /// type, and gets no builder.
    @Test func anUnreadableMediaTypeIsALocatedWarning() throws {
        let client = try Self.client()
        let warnings = client.diagnostics.map { "\($0.location?.line ?? 0): [\($0.id.rawValue)] \($0.message)" }
        #expect(
            warnings == [
                "20: [emitter.media-type] media type 'application/xml' of request bodies holds an object, a list or "
                    + "a union, which ClientGen writes and reads only as JSON, a form or multipart; no builder sends it",
                "94: [emitter.media-type] media type 'application/xml' of responses holds an object, a list or a "
                    + "union, which ClientGen writes and reads only as JSON, a form or multipart; no builder asks for "
                    + "it; `.accepting(\"application/xml\")` returns its bytes",
            ],
            "\(warnings)"
        )
        #expect(client.files.values.allSatisfy { !$0.contains("XML(") })
    }

    /// An operation with one media type is generated as before: no note, no other builder.
    @Test func aSingleMediaTypeMakesOneBuilder() throws {
        let yaml = """
            openapi: 3.1.0
            info: {title: T, version: '1'}
            paths:
              /pets:
                post:
                  operationId: createPet
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: {type: object, properties: {name: {type: string}}}
                  responses:
                    '200':
                      description: OK
                      content:
                        text/event-stream: {schema: {type: string}}
            """
        let client = try TranslatedClient(yaml, namespace: "Pets")
        let source = try #require(client["Operations/Pets+CreatePet.swift"])
        #expect(source.components(separatedBy: "static func ").count == 2, "\(source)")
        #expect(!source.contains("Other builders"))
        #expect(client.diagnostics.isEmpty)
    }

    /// The words a media type adds to a builder's name.
    @Test(arguments: [
        ("application/json", "JSON"), ("application/x-www-form-urlencoded", "Form"),
        ("multipart/form-data", "Multipart"),
        ("text/plain; charset=utf-8", "Text"), ("application/octet-stream", "Data"), ("text/event-stream", "Stream"),
        ("application/x-ndjson", "Stream"), ("application/json;stream=watch", "Stream"), ("text/csv", "CSV"),
        ("application/merge-patch+json", "MergePatch"), ("video/mp4", "MP4"), ("text/x-markdown", "Markdown"),
        ("application/vnd.github.v3.object", "GithubV3Object"), ("application/zip", "Zip"),
    ])
    func theSuffixNamesTheMediaType(contentType: String, suffix: String) {
        #expect(Translation.mediaSuffix(contentType) == suffix)
    }
}
