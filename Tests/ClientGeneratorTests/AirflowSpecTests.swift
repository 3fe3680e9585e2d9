import Diagnostics
import TestSupport
import Testing

/// The document a real server serves about itself (Apache Airflow 2.10.5's webserver, `/api/v1/openapi.yaml`,
/// OpenAPI 3.0, hand-written by the project and served as connexion dumps it, kept in
/// `SwiftEmitterTests/Fixtures/airflow-server.yaml` exactly as served) generates the golden target
/// `Tests/GoldenAirflow`, which `AirflowServerTests` drives against that server.
///
/// It needs no workaround; it has what a large hand-written document has: schemas composed with `allOf`, fields
/// that are `nullable` and `readOnly` (never sent), a schedule that is a union told apart by `__type` of
/// components that allow null, update masks, a relative server URL. Its lists page by `offset` and `limit` with
/// `total_entries` beside the one list of the page, which is recognised as such: each gets its `paging`.
struct AirflowSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(fileName: "airflow-server.yaml", module: "Airflow").generate()
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty)
        let paged = diagnostics.filter { $0.id == .emitterPaged }.map(\.message)
        #expect(paged.count == 19)
        #expect(
            paged.contains(
                "`Airflow.getDags(…)` is paged by offset `offset` over `dags`, total `total_entries` (from its "
                    + "parameters and response)"
            )
        )
        let dags = try #require(files["Operations/Airflow+GetDags.swift"])
        #expect(dags.contains("count: { $0.dags?.count ?? 0 }, total: { $0.totalEntries }"))
        try Snapshot.assertMatches(files, directory: "Tests/GoldenAirflow")
    }
}
