// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ClientGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "clientgen", targets: ["clientgen"]),
        .library(name: "ClientGenRuntime", targets: ["ClientGenRuntime"]),
        .library(name: "ClientGenSigning", targets: ["ClientGenSigning"]),
        .library(name: "ClientGenEnvelope", targets: ["ClientGenEnvelope"]),
        .library(name: "ClientGenOAuth2", targets: ["ClientGenOAuth2"]),
        .library(name: "ClientGenCache", targets: ["ClientGenCache"]),
        .plugin(name: "ClientGenPlugin", targets: ["ClientGenPlugin"]),
        .plugin(name: "GenerateClients", targets: ["GenerateClients"]),
        .library(name: "SesameAPI", targets: ["SesameAPI"]),
        .library(name: "IntdashAPI", targets: ["IntdashAPI"]),
        .library(name: "ETOAPI", targets: ["ETOAPI"]),
        .library(name: "IMSAPI", targets: ["IMSAPI"]),
    ],
    targets: [
        // The system libyaml. Only YAMLNodes imports it.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Diagnostics as values: severity, stable id, message, location, notes.
        .target(name: "Diagnostics"),
        // libyaml events → an immutable node tree with source locations.
        .target(name: "YAMLNodes", dependencies: ["CYAML", "Diagnostics"]),
        // The pipeline as a library: a spec and a typed configuration in; files, diagnostics and what each file
        // declares out. The CLI (and through it both plugins) and `diff` call it.
        .target(
            name: "ClientGenerator",
            dependencies: [
                "Diagnostics", "YAMLNodes", "OpenAPIModel", "SwiftEmitter", "OutputWriter", "Mustache",
                "ClientGenTemplates", "SpecDiff",
            ]
        ),
        .testTarget(name: "ClientGeneratorTests", dependencies: ["ClientGenerator", "TestSupport"]),
        // The commands behind the `clientgen` executable: they parse arguments, call ClientGenerator and print.
        .target(
            name: "ClientGenCLI",
            dependencies: [
                "ClientGenerator", "Diagnostics", "YAMLNodes", "OpenAPIModel", "SwiftEmitter", "OutputWriter",
                "SpecDiff", "Parallel",
            ]
        ),
        .executableTarget(name: "clientgen", dependencies: ["ClientGenCLI"]),
        // Benchmarks (release build): `swift run -c release clientgen-bench`.
        .executableTarget(name: "clientgen-bench", dependencies: ["YAMLNodes", "OpenAPIModel"]),
        // The round-trip property check (`scripts/roundtrip.sh`): a client, a harness and samples of every schema.
        .executableTarget(
            name: "clientgen-roundtrip",
            dependencies: ["ClientGenerator", "Diagnostics", "OpenAPIModel", "SwiftEmitter"]
        ),
        .testTarget(
            name: "ClientGenRoundTripTests",
            dependencies: ["clientgen-roundtrip", "OpenAPIModel", "Diagnostics", "TestSupport"]
        ),
        // Spec model → Swift source: naming, type mapping, escaping, render context.
        .target(name: "SwiftEmitter", dependencies: ["Diagnostics", "Mustache", "OpenAPIModel", "Parallel"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        // Helpers several test targets share, such as fixtures with markers that pin diagnostic locations.
        .target(name: "TestSupport", dependencies: ["Diagnostics"], path: "Tests/Support/TestSupport"),
        .testTarget(name: "YAMLNodesTests", dependencies: ["YAMLNodes", "Diagnostics", "TestSupport"]),
        .testTarget(
            name: "ClientGenCLITests",
            dependencies: [
                "ClientGenCLI", "ClientGenerator", "Diagnostics", "OpenAPIModel", "SwiftEmitter", "YAMLNodes",
                "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SwiftEmitterTests",
            dependencies: [
                "SwiftEmitter", "ClientGenTemplates", "Mustache", "OpenAPIModel", "Diagnostics", "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // Code the emitter renders for every template (golden files), compiled and run against the runtime.
        .target(
            name: "GoldenSnippets",
            dependencies: ["ClientGenRuntime", "ClientGenEnvelope"],
            path: "Tests/GoldenSnippets"
        ),
        // The client generated from a spec full of injection strings (SwiftEmitterTests/Fixtures/hostile.yaml).
        .target(name: "GoldenHostile", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenHostile"),
        // The client generated from schemas that contain themselves (SwiftEmitterTests/Fixtures/recursive.yaml).
        .target(name: "GoldenRecursive", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenRecursive"),
        // The client generated from a spec of every rule of what goes on the wire
        // (SwiftEmitterTests/Fixtures/wire.yaml): ids, nulls, read-only members, defaults, security, headers, statuses.
        .target(name: "GoldenWire", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenWire"),
        // The client generated from a spec of every kind of streamed response (SwiftEmitterTests/Fixtures/streams.yaml):
        // server-sent events typed from an OpenAPI 3.2 itemSchema, with JSON or text data, and a JSON text sequence.
        .target(name: "GoldenStreams", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenStreams"),
        // The client generated from a spec of every way an operation documents its failures
        // (SwiftEmitterTests/Fixtures/failures.yaml): statuses with and without bodies, ranges and `default`.
        .target(name: "GoldenFailures", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenFailures"),
        // The client generated from a spec of operations with several media types (SwiftEmitterTests/Fixtures/
        // media.yaml): a builder for each media type of a body (JSON, form, multipart, text, bytes) and of an answer.
        .target(name: "GoldenMedia", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenMedia"),
        // The clients generated from the shapes of the giant published specs the wire depends on
        // (SwiftEmitterTests/Fixtures/wire-shapes.yaml): with the default settings, and with `form-arrays:
        // repeated-keys` and `numbers: decimal`.
        .target(name: "GoldenWireShapes", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenWireShapes"),
        .target(
            name: "GoldenWireShapesOptions",
            dependencies: ["ClientGenRuntime"],
            path: "Tests/GoldenWireShapesOptions"
        ),
        // The client generated from a spec of webhooks shaped as GitHub's and Stripe's
        // (SwiftEmitterTests/Fixtures/webhooks.yaml): its `Webhook` enum reads sample deliveries.
        .target(name: "GoldenWebhooks", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenWebhooks"),
        // The client generated from the document Jupyter Server serves (SwiftEmitterTests/Fixtures/jupyter-server.yaml),
        // which JupyterServerTests drive against a real server that .ci/run installs.
        .target(name: "GoldenJupyter", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenJupyter"),
        .testTarget(name: "JupyterServerTests", dependencies: ["GoldenJupyter", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document Prefect's FastAPI server serves, for six of its tags
        // (SwiftEmitterTests/Fixtures/prefect-server.json), which PrefectServerTests drive against a real server that
        // .ci/run installs.
        .target(name: "GoldenPrefect", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenPrefect"),
        .testTarget(name: "PrefectServerTests", dependencies: ["GoldenPrefect", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document httpbin's Flask server serves (SwiftEmitterTests/Fixtures/httpbin-server.json),
        // which HTTPBinServerTests drive against a real server that .ci/run installs.
        .target(name: "GoldenHTTPBin", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenHTTPBin"),
        .testTarget(name: "HTTPBinServerTests", dependencies: ["GoldenHTTPBin", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document Prometheus Alertmanager is built from
        // (SwiftEmitterTests/Fixtures/alertmanager-server.json), which AlertmanagerServerTests drive against a real
        // server that .ci/run installs.
        .target(name: "GoldenAlertmanager", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenAlertmanager"),
        .testTarget(
            name: "AlertmanagerServerTests",
            dependencies: ["GoldenAlertmanager", "ClientGenRuntime", "TestSupport"]
        ),
        // The client generated from the document Kinto's Pyramid server serves (SwiftEmitterTests/Fixtures/kinto-server.json),
        // which KintoServerTests drive against a real server that .ci/run installs.
        .target(name: "GoldenKinto", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenKinto"),
        .testTarget(name: "KintoServerTests", dependencies: ["GoldenKinto", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document Apache Airflow's webserver serves (SwiftEmitterTests/Fixtures/airflow-server.yaml),
        // which AirflowServerTests drive against a real server that .ci/run installs.
        .target(name: "GoldenAirflow", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenAirflow"),
        .testTarget(name: "AirflowServerTests", dependencies: ["GoldenAirflow", "ClientGenRuntime", "TestSupport"]),
        // The client generated from Docker Engine API 1.41's document (SwiftEmitterTests/Fixtures/docker-engine-api.yaml),
        // which DockerServerTests drive against Podman's Docker-compatible service, which .ci/run installs.
        .target(name: "GoldenDocker", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenDocker"),
        .testTarget(name: "DockerServerTests", dependencies: ["GoldenDocker", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document PowerDNS Authoritative's web server serves
        // (SwiftEmitterTests/Fixtures/powerdns-server.yaml), which PowerDNSServerTests drive against a real server that
        // .ci/run installs.
        .target(name: "GoldenPowerDNS", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenPowerDNS"),
        .testTarget(name: "PowerDNSServerTests", dependencies: ["GoldenPowerDNS", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document Netdata's agent serves (SwiftEmitterTests/Fixtures/netdata-server.yaml),
        // which NetdataServerTests drive against a real server that .ci/run installs.
        .target(name: "GoldenNetdata", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenNetdata"),
        .testTarget(name: "NetdataServerTests", dependencies: ["GoldenNetdata", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document Chroma's Rust server serves (SwiftEmitterTests/Fixtures/chroma-server.json),
        // which ChromaServerTests drive against a real server that .ci/run installs.
        .target(name: "GoldenChroma", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenChroma"),
        .testTarget(name: "ChromaServerTests", dependencies: ["GoldenChroma", "ClientGenRuntime", "TestSupport"]),
        // The client generated from the document etcd 3.4.23 publishes for its gRPC gateway (SwiftEmitterTests/Fixtures/
        // etcd-server.json), which EtcdServerTests drive against a real server that .ci/run installs.
        .target(name: "GoldenEtcd", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenEtcd"),
        .testTarget(name: "EtcdServerTests", dependencies: ["GoldenEtcd", "ClientGenRuntime", "TestSupport"]),
        // The clients generated from specs with the defects published specs have, each worked around with a warning
        // (ClientGenCLITests/Fixtures/PublishedSpecs): they compile, and their requests go where they should.
        .target(name: "GoldenPublished", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenPublished"),
        // The client generated from SwiftEmitterTests/Fixtures/overrides.yaml with names and an app type given by the
        // configuration (Generated/), beside that app type, written by hand (AppTypes/).
        .target(name: "GoldenOverrides", dependencies: ["ClientGenRuntime"], path: "Tests/GoldenOverrides"),
        .testTarget(
            name: "GoldenSnippetsTests",
            dependencies: [
                "GoldenSnippets", "GoldenHostile", "GoldenRecursive", "GoldenWire", "GoldenStreams", "GoldenFailures",
                "GoldenPublished", "GoldenWireShapes", "GoldenWireShapesOptions", "GoldenWebhooks", "GoldenOverrides",
                "GoldenMedia",
                "ClientGenRuntime",
                "LoopbackHTTPServer", "WireLog", "TestSupport",
            ]
        ),

        // OpenAPI 3.0/3.1/3.2 and Swagger 2.0 → one typed, resolved document; $refs, validation, lint.
        .target(name: "OpenAPIModel", dependencies: ["YAMLNodes", "Diagnostics"]),
        .testTarget(
            name: "OpenAPIModelTests",
            dependencies: ["OpenAPIModel", "YAMLNodes", "Diagnostics", "TestSupport"]
        ),

        // Mustache engine the emitter renders with: compiled templates, template sets, user overrides.
        .target(name: "Mustache", dependencies: ["Diagnostics"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "Diagnostics"]),

        // The top-level Templates/ folder as `BuiltInTemplates.all`, a checked-in file that
        // `swift run clientgen-embed-templates` rewrites and ClientGenTemplatesTests keeps in step with Templates/.
        // (Not a build-tool plugin: SwiftPM does not run those for the tools plugins use, and clientgen is one.)
        .target(name: "ClientGenTemplates"),
        .testTarget(
            name: "ClientGenTemplatesTests",
            dependencies: ["ClientGenTemplates", "Mustache", "clientgen-embed-templates"]
        ),
        .executableTarget(name: "clientgen-embed-templates"),
        // `swift package --allow-writing-to-package-directory generate-clients`: Specs/clientgen.yaml → Generated/.
        .plugin(
            name: "GenerateClients",
            capability: .command(
                intent: .custom(
                    verb: "generate-clients",
                    description: "Regenerate the clients that Specs/clientgen.yaml lists"
                ),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated clients the configuration lists")]
            ),
            dependencies: ["clientgen"]
        ),
        // Generates a client at build time for a target that holds a clientgen.yaml and a spec.
        .plugin(name: "ClientGenPlugin", capability: .buildTool(), dependencies: ["clientgen"]),
        // A client generated by ClientGenPlugin while building, from Specs/sesame.yaml (Tests/PluginClient/
        // clientgen.yaml); PluginClientTests call it.
        .target(
            name: "PluginClient",
            dependencies: ["ClientGenRuntime"],
            path: "Tests/PluginClient",
            plugins: ["ClientGenPlugin"]
        ),
        .testTarget(
            name: "PluginClientTests",
            dependencies: ["PluginClient", "ClientGenRuntime", "LoopbackHTTPServer"]
        ),

        // What generated clients import: requests, the client, transports, middlewares, coding helpers.
        .target(name: "ClientGenRuntime", dependencies: ["ClientGenHashing"]),
        // SHA-256, MD5 and HMAC-SHA256 for the signers, PKCE and the response cache, in `package` access: in no
        // product's public API, so an app's file that imports CryptoKit never finds two `SHA256`s.
        .target(name: "ClientGenHashing"),
        // The products an app adds only when it needs them, beside ClientGenRuntime:
        // request signatures OpenAPI cannot express (AWS SigV4, Alibaba's API gateway);
        .target(name: "ClientGenSigning", dependencies: ["ClientGenRuntime", "ClientGenHashing"]),
        // the envelope of RPC-style APIs (`x-clientgen-envelope`), which the files of such a client import;
        .target(name: "ClientGenEnvelope", dependencies: ["ClientGenRuntime"]),
        // OAuth 2 authorization code with PKCE;
        .target(name: "ClientGenOAuth2", dependencies: ["ClientGenRuntime", "ClientGenHashing"]),
        // a private HTTP response cache, as a middleware.
        .target(name: "ClientGenCache", dependencies: ["ClientGenRuntime", "ClientGenHashing"]),
        .testTarget(name: "ClientGenHashingTests", dependencies: ["ClientGenHashing"]),
        // A small HTTP/1.1 server on 127.0.0.1 that runtime tests talk to (test support only).
        .target(name: "LoopbackHTTPServer", path: "Tests/Support/LoopbackHTTPServer"),
        // Records what end-to-end tests send, for the independent wire check (scripts/wire-check.py).
        .target(name: "WireLog", dependencies: ["LoopbackHTTPServer"], path: "Tests/Support/WireLog"),
        .testTarget(
            name: "ClientGenRuntimeTests",
            dependencies: [
                "ClientGenRuntime", "ClientGenSigning", "ClientGenEnvelope", "ClientGenOAuth2", "ClientGenCache",
                "ClientGenHashing", "LoopbackHTTPServer",
            ]
        ),
        // Names CryptoKit declares (SHA256, HMAC, MD5, SymmetricKey …), public in a module of their own: CryptoKit does
        // not exist on Linux. AppImportsTests imports it beside generated clients, as an app's file imports CryptoKit,
        // and uses the names unqualified, so a runtime declaration of the same name fails to compile there.
        .target(name: "CryptoKitStandIn", path: "Tests/Support/CryptoKitStandIn"),
        .testTarget(
            name: "AppImportsTests",
            dependencies: ["CryptoKitStandIn", "IMSAPI", "SesameAPI", "ClientGenRuntime", "ClientGenSigning"]
        ),

        // Checked-in clients generated from Specs/ (Specs/clientgen.yaml), each with end-to-end tests.
        .target(name: "SesameAPI", dependencies: ["ClientGenRuntime"], path: "Generated/SesameAPI"),
        .testTarget(
            name: "SesameAPITests",
            dependencies: ["SesameAPI", "ClientGenRuntime", "LoopbackHTTPServer", "WireLog"]
        ),
        .target(name: "IntdashAPI", dependencies: ["ClientGenRuntime"], path: "Generated/IntdashAPI"),
        .testTarget(
            name: "IntdashAPITests",
            dependencies: ["IntdashAPI", "ClientGenRuntime", "ClientGenOAuth2", "LoopbackHTTPServer", "WireLog"]
        ),
        .target(name: "ETOAPI", dependencies: ["ClientGenRuntime"], path: "Generated/ETOAPI"),
        .testTarget(
            name: "ETOAPITests",
            dependencies: ["ETOAPI", "ClientGenRuntime", "LoopbackHTTPServer", "WireLog"]
        ),
        .target(name: "IMSAPI", dependencies: ["ClientGenRuntime", "ClientGenEnvelope"], path: "Generated/IMSAPI"),
        .testTarget(
            name: "IMSAPITests",
            dependencies: ["IMSAPI", "ClientGenRuntime", "ClientGenEnvelope", "LoopbackHTTPServer", "WireLog"]
        ),

        // Work spread over every core with results in order (rendering, reading and writing files).
        .target(name: "Parallel"),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        // The only stage that writes files: safe paths, atomic writes, stale-file removal, --check diffs.
        .target(name: "OutputWriter", dependencies: ["Diagnostics", "Parallel"]),
        .testTarget(name: "OutputWriterTests", dependencies: ["OutputWriter", "Diagnostics"]),

        // Two versions of a spec compared as the emitter generates them: Swift-breaking, wire-breaking, compatible.
        .target(name: "SpecDiff", dependencies: ["Diagnostics", "YAMLNodes", "OpenAPIModel", "SwiftEmitter"]),
        .testTarget(
            name: "SpecDiffTests",
            dependencies: [
                "SpecDiff", "SwiftEmitter", "OpenAPIModel", "Diagnostics", "ClientGenTemplates", "Mustache",
                "TestSupport",
            ]
        ),
    ]
)

// Generated code compiled again under the concurrency settings of the targets apps compile it in, and used there from
// the main actor, from nonisolated code and from tasks (Tests/Isolation/IsolationTests.swift, beside symbolic links
// to the golden snippets, which cover every template, the hostile spec's client, IMSAPI and ETOAPI):
// - IsolationSwift5Tests: a new Xcode 26 app target: Swift 5 mode, default isolation MainActor, Approachable
//   Concurrency (its five upcoming features) and MemberImportVisibility;
// - IsolationMainActorTests: the same in Swift 6 mode, where three of those features are already on;
// - IsolationNonisolatedTests: Swift 6 with the same features and the default, nonisolated, isolation.
//
// The default isolation is the compiler flag, not `.defaultIsolation(MainActor.self)`, which needs tools version
// 6.2: raising the package's tools version would shut out everyone building apps with a 6.1 toolchain, for the sake
// of three test targets. Unsafe flags are accepted here because these are test targets: in no product, never built
// for a package that depends on ClientGen. `#if compiler(>=6.2)` leaves them out where the flag and the features do
// not exist yet.
#if compiler(>=6.2)
let sinceSwift62: [SwiftSetting] = [
    .enableUpcomingFeature("InferIsolatedConformances"), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
let inSwift6: [SwiftSetting] = [
    .enableUpcomingFeature("DisableOutwardActorInference"),
    .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"), .enableUpcomingFeature("InferSendableFromCaptures"),
]
let mainActorByDefault = SwiftSetting.unsafeFlags(["-default-isolation", "MainActor"])
let isolationTargets: [(name: String, settings: [SwiftSetting])] = [
    ("IsolationSwift5Tests", [.swiftLanguageMode(.v5), mainActorByDefault] + inSwift6 + sinceSwift62),
    ("IsolationMainActorTests", [mainActorByDefault] + sinceSwift62),
    ("IsolationNonisolatedTests", sinceSwift62),
]
for target in isolationTargets {
    package.targets.append(
        .testTarget(
            name: target.name,
            dependencies: ["ClientGenRuntime", "ClientGenEnvelope"],
            path: "Tests/Isolation/\(target.name)",
            swiftSettings: target.settings
        )
    )
}
#endif
