import Diagnostics
import TestSupport
import Testing

/// The document a real Pyramid server serves about itself (Kinto 26.5.0's `/v1/__api__`, made by cornice_swagger,
/// Swagger 2.0, kept in `SwiftEmitterTests/Fixtures/kinto-server.json` as served to `127.0.0.1:8888` with the
/// accounts, default bucket and admin plugins) generates the golden target `Tests/GoldenKinto`, which
/// `KintoServerTests` drives against that server. The overlay a user of it would write (`Fixtures/kinto-fixes.yaml`)
/// says how its lists page (`Next-Page`), which the document does not.
///
/// Every schema in it is inline and titled by its framework class, not its meaning: each object `ObjectSchema`, each
/// error `ErrorSchema`, each list `Schema`. The same title on the same shape is one type, so the 255 errors are one
/// `ErrorSchema` and each kind of object one type, named after what its operations have in common
/// (`BucketObjectSchema`) where the title was already taken; the lists of each kind, `{"data": [...]}`, are one
/// generic `DataEnvelope`.
struct KintoSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(
            fileName: "kinto-server.json",
            module: "Kinto",
            overlays: ["kinto-fixes.yaml"]
        ).generate()
        // cornice_swagger's document needs no workaround.
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty)
        let paged = diagnostics.filter { $0.id == .emitterPaged }.map(\.message)
        #expect(paged.count == 6)
        #expect(
            paged.contains(
                "`Kinto.getRecords(…)` is paged by the URL in header `Next-Page` over `data` (from `x-pagination`)"
            )
        )
        let models = files.keys.filter { $0.hasPrefix("Models/") }.sorted()
        #expect(
            models == [
                "Models/AccountObjectSchema.swift", "Models/BucketObjectSchema.swift",
                "Models/CollectionObjectSchema.swift", "Models/DataEnvelope.swift", "Models/ErrorSchema.swift",
                "Models/GroupObjectSchema.swift",
                "Models/ObjectSchema.swift", "Models/Permissions.swift", "Models/ResponseBehavior.swift",
                "Models/Schema.swift",
            ]
        )
        try Snapshot.assertMatches(files, directory: "Tests/GoldenKinto")
    }
}
