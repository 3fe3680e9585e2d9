import TestSupport
import Testing

/// The document Docker publishes for its Engine API 1.41 (Swagger 2.0, written by hand and checked with
/// go-swagger): `api/swagger.yaml` as Debian's `golang-github-docker-docker-dev` 20.10.24 ships it, kept in
/// `SwiftEmitterTests/Fixtures/docker-engine-api.yaml`. It generates the golden target `Tests/GoldenDocker`, which
/// `DockerServerTests` drives against Podman's Docker-compatible service.
///
/// What it showed: its `x-nullable: true` (go-swagger's `nullable`, on 26 schemas) is honoured, so a port exposed
/// without bindings (`PortMap`'s `null`) decodes and `default: null` is no longer a wrong type; the items of an
/// array schema that is only an alias are `ContainerSummaryItem`, not `ContainerSummaryValueItem`; and the image
/// import, offered as `text/plain` or `application/octet-stream`, takes bytes.
struct DockerSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(fileName: "docker-engine-api.yaml", module: "Docker").generate()
        // Swagger 2.0's `consumes` and `produces` offer objects as text/plain (and a container's config as bytes)
        // beside JSON: one warning for each such media type, no builder for it.
        let warnings = diagnostics.filter { $0.severity != .note }
        #expect(warnings.map(\.id.rawValue) == Array(repeating: "emitter.media-type", count: 3))
        #expect(
            warnings.map { $0.message.prefix(50) } == [
                "media type 'application/octet-stream' of request b",
                "media type 'text/plain' of responses (11 operation",
                "media type 'text/plain' of request bodies (8 opera",
            ]
        )
        #expect(
            files["Operations/Docker+SwarmInit.swift"]?.contains("func swarmInitText(body: SwarmInit.Body)") == true
        )
        let importing = try #require(files["Operations/Docker+ImageCreate.swift"])
        #expect(importing.contains("body: UploadBody? = nil"))
        #expect(importing.contains(#"request.body = .upload(body, contentType: "application/octet-stream")"#))
        #expect(files["Models/PortMap.swift"]?.contains("public typealias PortMap = [String: [PortBinding]?]") == true)
        #expect(
            files["Models/ContainerSummary.swift"]?.contains(
                "public typealias ContainerSummary = [ContainerSummaryItem]"
            )
                == true
        )
        try Snapshot.assertMatches(files, directory: "Tests/GoldenDocker")
    }
}
