import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// The shapes of the giant published specs that the wire depends on (`Fixtures/wire-shapes.yaml`): Stripe's form
/// bodies and `deepObject` lists, its empty GET and DELETE bodies, Kubernetes' watch streams and exact numbers. The
/// spec generates two golden targets, `Tests/GoldenWireShapes` with the default settings and
/// `Tests/GoldenWireShapesOptions` with `form-arrays: repeated-keys` and `numbers: decimal`, which
/// `WireShapesClientTests` sends through `MockTransport`.
struct WireShapesSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wire-shapes.yaml")

    static func client(
        formArrays: ClientTranslator.Options.FormArrays = .brackets,
        numbers: ClientTranslator.Options.Numbers = .double
    ) throws -> TranslatedClient {
        try TranslatedClient(
            String(contentsOf: fixture, encoding: .utf8),
            namespace: formArrays == .brackets ? "WireShapes" : "WireShapesOptions",
            formArrays: formArrays,
            numbers: numbers
        )
    }

    /// `line id` of each diagnostic.
    static func placed(_ client: TranslatedClient) -> [String] {
        client.diagnostics.map { "\($0.location?.line ?? 0) \($0.id.rawValue)" }
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTargets() throws {
        let client = try Self.client()
        #expect(Self.placed(client) == ["13 emitter.parameter-form"])
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenWireShapes")
        let options = try Self.client(formArrays: .repeatedKeys, numbers: .decimal)
        #expect(Self.placed(options) == ["13 emitter.parameter-form"])
        try Snapshot.assertMatches(options.files, directory: "Tests/GoldenWireShapesOptions")
    }

    /// A list in `deepObject` style, which OpenAPI leaves undefined, goes out in brackets by default and with its
    /// name repeated under `form-arrays: repeated-keys`, with a warning at the parameter that says which; so do the
    /// lists in a form body and in a `deepObject` object.
    @Test(arguments: [
        (
            ClientTranslator.Options.FormArrays.brackets, "GetSubscriptions",
            [
                #"request.addQuery(deepObject: "expand", expand)"#,
                #"request.addQuery("filter", encoding: filter, style: .deepObject)"#,
            ]
        ),
        (
            .repeatedKeys, "GetSubscriptions",
            [
                #"request.addQuery("expand", expand)"#,
                #"request.addQuery("filter", encoding: filter, style: .deepObject, arrays: .repeatedKeys)"#,
            ]
        ),
        (.brackets, "PostSubscriptions", ["request.body = .form(body)"]),
        (.repeatedKeys, "PostSubscriptions", ["request.body = .form(body, arrays: .repeatedKeys)"]),
    ])
    func listsFollowTheFormArraysSetting(
        formArrays: ClientTranslator.Options.FormArrays,
        operation: String,
        statements: [String]
    ) throws {
        let client = try Self.client(formArrays: formArrays)
        let namespace = formArrays == .brackets ? "WireShapes" : "WireShapesOptions"
        let source = try #require(client["Operations/\(namespace)+\(operation).swift"])
        for statement in statements { #expect(source.contains(statement), "\(source)") }
        let sent =
            formArrays == .brackets
            ? "in brackets (`expand[]=a&expand[]=b`, a list of objects as `expand[0][key]=v`), as Rails, PHP and "
                + "Stripe read it; 'form-arrays: repeated-keys' sends `expand=a&expand=b` instead"
            : "with its name repeated (`expand=a&expand=b`), as 'form-arrays: repeated-keys' says"
        #expect(
            client.diagnostics.map(\.message) == [
                "parameter 'expand' is a list in style 'deepObject', which OpenAPI leaves undefined; it is sent " + sent
            ]
        )
    }

    /// A GET or DELETE whose body schema holds nothing (Stripe's empty form) takes no body argument; a POST keeps its
    /// body.
    @Test(arguments: [
        ("GetSubscriptions", "minAmount: Double? = nil\n    ) -> Request<[Subscription]> {"),
        ("DeleteSubscription", "deleteSubscription(id: String) -> Request<Subscription>"),
        ("PostSubscriptions", "postSubscriptions(body: PostSubscriptions.Body) -> Request<Subscription>"),
    ])
    func emptyBodiesOfReadsAndDeletesAreNoArgument(operation: String, signature: String) throws {
        let source = try #require(try Self.client()["Operations/WireShapes+\(operation).swift"])
        #expect(source.contains(signature), "\(source)")
        #expect(source.contains("UploadBody") == false)
    }

    /// A JSON stream (`application/json;stream=watch`) is one value per line where it is the only JSON, or where
    /// the operation watches (`x-kubernetes-action: watchlist`); a list call that documents the stream beside plain
    /// JSON answers one list, and names the stream as another media type.
    @Test(arguments: [
        ("WatchPodList", "Request<JSONLines<WatchEvent>>", #"headers: ["Accept": "application/json;stream=watch"]"#),
        ("StreamEvents", "Request<JSONLines<WatchEvent>>", #"headers: ["Accept": "application/json; stream=watch"]"#),
        ("ListPods", "Request<PodList>", #"`.accepting("application/json;stream=watch")` asks for it"#),
    ])
    func watchStreamsAreLinesOfEvents(operation: String, type: String, detail: String) throws {
        let source = try #require(try Self.client()["Operations/WireShapes+\(operation).swift"])
        #expect(source.contains("-> \(type) {"), "\(source)")
        #expect(source.contains(detail), "\(source)")
    }

    /// Kubernetes' Swagger 2.0 document lists its watch media types in `produces`: a watch streams there too.
    @Test func swagger2WatchesStream() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Kubernetes, version: v1.31}
            paths:
              /api/v1/watch/pods:
                get:
                  operationId: watchCoreV1PodListForAllNamespaces
                  x-kubernetes-action: watchlist
                  produces: [application/json, application/yaml, application/json;stream=watch]
                  responses:
                    '200': {description: OK, schema: {$ref: '#/definitions/io.k8s.WatchEvent'}}
            definitions:
              io.k8s.WatchEvent:
                type: object
                properties: {type: {type: string}}
            """
        )
        let source = try #require(client["Operations/API+WatchCoreV1PodListForAllNamespaces.swift"])
        #expect(source.contains("-> Request<JSONLines<"), "\(source)")
        #expect(source.contains(#"headers: ["Accept": "application/json;stream=watch"]"#), "\(source)")
    }

    /// `numbers: decimal` makes every JSON number `Decimal`, whatever its format, in models and parameters alike;
    /// integers stay integers, and a string of format `decimal` is a `Decimal` whichever the setting, written back
    /// as a string.
    @Test(arguments: [
        (ClientTranslator.Options.Numbers.double, ["public var unitAmount: Double", "public var taxRate: Float?"]),
        (.decimal, ["public var unitAmount: Decimal", "public var taxRate: Decimal?"]),
    ])
    func numbersFollowTheNumbersSetting(numbers: ClientTranslator.Options.Numbers, members: [String]) throws {
        let client = try Self.client(numbers: numbers)
        let price = try #require(client[model: "Price"])
        for member in members { #expect(price.contains(member), "\(price)") }
        #expect(price.contains("public var unitAmountDecimal: Decimal"), "\(price)")
        #expect(price.contains(#"try container.write(self.unitAmountDecimal, quotedAt: "unit_amount_decimal")"#))
        let list = try #require(client["Operations/WireShapes+GetSubscriptions.swift"])
        #expect(list.contains("minAmount: \(numbers == .decimal ? "Decimal" : "Double")? = nil"), "\(list)")
        #expect(client[model: "Pod"]?.contains("public var port: Int?") == true)
    }
}
