// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ClientGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ClientGenRuntime", targets: ["ClientGenRuntime"]),
    ],
    targets: [
        // Diagnostics as values: severity, stable id, message, location, notes.
        .target(name: "Diagnostics"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        // What generated clients import: requests, the client, transports, middlewares, coding helpers.
        .target(name: "ClientGenRuntime"),
        // A small HTTP/1.1 server on 127.0.0.1 that runtime tests talk to (test support only).
        .target(name: "LoopbackHTTPServer", path: "Tests/Support/LoopbackHTTPServer"),
        .testTarget(name: "ClientGenRuntimeTests", dependencies: ["ClientGenRuntime", "LoopbackHTTPServer"]),
    ]
)
