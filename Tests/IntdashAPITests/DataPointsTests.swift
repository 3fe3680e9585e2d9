import ClientGenRuntime
import Foundation
import IntdashAPI
import LoopbackHTTPServer
import Testing
import WireLog

/// Past measurement data, as aptpod's sample reads it, but point by point as the lines arrive.
struct DataPointsTests {
    static let times = ["2026-11-29T16:40:01.000001Z", "2026-11-29T16:40:02.123456Z", "2026-11-29T16:40:03.999999Z"]

    static func line(_ index: Int, dataID: String, data: String) -> String {
        #"{"time":"\#(times[index])","measurement_uuid":"5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b","#
            + #""created_at":"2026-11-29T16:41:00.000000Z","data_type":"float","data_id":"\#(dataID)","#
            + #""data":\#(data)}"# + "\n"
    }

    @Test func pointsArriveLineByLineWithMicrosecondTimes() async throws {
        let firstReceived = Gate()
        let serverHeldBack = Locked(false)
        let server = try LoopbackHTTPServer { _, writer in
            writer.writeHead(status: 200, headers: [("Content-Type", "application/x-ndjson")])
            writer.writeChunk(Self.line(0, dataID: "1/speed", data: #"{"d":12.5}"#))
            // The rest is written only once the app has the first point in hand (the wait is long so a loaded
            // machine cannot fail it; a client that buffered the stream would still fail it, only later).
            serverHeldBack.withLock { $0 = !firstReceived.wait(timeout: 30) }
            writer.writeChunk(Self.line(1, dataID: "1/speed", data: #"{"d":13.25}"#))
            writer.writeChunk(
                Self.line(
                    2,
                    dataID: "1/intdash/measurement/get/data/error",
                    data: #"{"i":"intdash/measurement/get/data/error","#
                        + #""d":{"error":"converted_error","error_description":"cannot convert"}}"#
                )
            )
            writer.finish()
        }
        defer {
            firstReceived.open()
            server.stop()
        }
        let client = APIClient(baseURL: server.baseURL, middlewares: [BearerAuth(token: "fake-access-token")])
        let start = try #require(RFC3339.date(from: "2026-11-29T16:40:00.000001Z"))
        let end = try #require(RFC3339.date(from: "2026-11-29T16:45:00.5Z"))

        var points: [DataPoint] = []
        for try await point in client.lines(
            Intdash.listDataPoints(
                name: "5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b",
                start: start,
                end: end,
                idq: ["float:1/speed", "*:1/*"],
                limit: 100,
                order: .asc,
                timeFormat: .rfc3339
            )
        ) {
            points.append(point)
            if points.count == 1 { firstReceived.open() }
        }

        #expect(serverHeldBack.withLock { !$0 }, "the first point arrived before the server wrote the rest")
        #expect(
            server.requests.first?.query
                == "name=5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b&start=2026-11-29T16:40:00.000001Z"
                + "&end=2026-11-29T16:45:00.500000Z&idq=float:1/speed&idq=*:1/*&limit=100"
                + "&order=asc&time_format=rfc3339"
        )
        #expect(points.count == 3)
        guard case .normal(let first) = points[0], case .normal(let second) = points[1] else {
            Issue.record("the first two lines are data, not errors: \(points)")
            return
        }
        #expect([first.time, second.time] == Self.times.prefix(2).map { .date(RFC3339.date(from: $0)!) })
        if case .date(let date) = second.time {
            #expect(RFC3339.string(from: date) == "2026-11-29T16:40:02.123456Z", "microseconds are kept")
        }
        #expect(first.data == ["d": 12.5])
        guard case .error(let failure) = points[2] else {
            Issue.record("the last line is an error point: \(points[2])")
            return
        }
        #expect(failure.data.detail.error == .convertedError)
        #expect(failure.data.detail.errorDescription == "cannot convert")
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }

    @Test func numericTimesDecodeAsNumbers() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respond(
                status: 200,
                headers: [("Content-Type", "application/x-ndjson")],
                text: #"{"time":1764434401000001,"measurement_uuid":"m","created_at":"c","data_type":"float","#
                    + #""data_id":"1/speed","data":{"d":1}}"# + "\n"
            )
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, middlewares: [BearerAuth(token: "fake-access-token")])

        let points = try await client.send(Intdash.listDataPoints(name: "edge-1", timeFormat: .microseconds)).items

        guard case .normal(let point) = points.first else {
            Issue.record("one data point: \(points)")
            return
        }
        #expect(point.time == .int64(1_764_434_401_000_001))
        // `exit_on_error` has a default, the server's: left out unless the caller gives it.
        #expect(server.requests.first?.query == "name=edge-1&time_format=us")
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }
}
