// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ClientGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [],
    targets: [
        // Diagnostics as values: severity, stable id, message, location, notes.
        .target(name: "Diagnostics"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    ]
)
