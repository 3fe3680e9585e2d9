import TestSupport
import Testing

/// The document etcd 3.4.23 publishes for its gRPC gateway's JSON API (Swagger 2.0, written by protoc-gen-swagger
/// from its `.proto` files), as Debian's `etcd-server` installs it with its documentation; kept in
/// `SwiftEmitterTests/Fixtures/etcd-server.json`. It generates the golden target `Tests/GoldenEtcd`, which
/// `EtcdServerTests` drives against that server.
struct EtcdSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(fileName: "etcd-server.json", module: "Etcd").generate()
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
        // Messages are named without their package; 64-bit integers, quoted on the wire, are integers.
        let header = try #require(files["Models/ResponseHeader.swift"])
        #expect(header.contains("    public var revision: Int64?\n"))
        #expect(header.contains("self.revision = try container.optional(quoted: \"revision\")"))
        // A server stream is read line by line.
        let watch = try #require(files["Operations/Etcd+Watch.swift"])
        #expect(watch.contains("-> Request<JSONLines<Watch.StreamResult>>"))
        try Snapshot.assertMatches(files, directory: "Tests/GoldenEtcd")
    }
}
