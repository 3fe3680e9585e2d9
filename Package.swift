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

        // Mustache engine the emitter renders with: compiled templates, template sets, user overrides.
        .target(name: "Mustache", dependencies: ["Diagnostics"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "Diagnostics"]),

        // The top-level Templates/ folder as `BuiltInTemplates.all`, regenerated on every build that needs it.
        .target(name: "ClientGenTemplates", exclude: ["Templates"], plugins: ["EmbedTemplates"]),
        .testTarget(
            name: "ClientGenTemplatesTests",
            dependencies: ["ClientGenTemplates", "Mustache", "clientgen-embed-templates"]),
        .executableTarget(name: "clientgen-embed-templates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["clientgen-embed-templates"]),
    ]
)
