import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// A spec of webhooks shaped as GitHub's and Stripe's (`Fixtures/webhooks.yaml`) generates the golden target
/// `Tests/GoldenWebhooks`, whose `Hooks.Webhook` `WebhooksClientTests` reads sample deliveries with.
struct WebhooksSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/webhooks.yaml")

    static func client() throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Hooks")
    }

    /// Webhooks are generated now, so they are not reported as left out.
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        #expect(client.diagnostics.isEmpty, "\(client.diagnostics)")
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenWebhooks")
    }

    /// A webhook: its payload and documented headers, read by the webhook's name from a delivery.
    @Test func aWebhookIsACaseReadByItsName() throws {
        let yaml = """
            openapi: 3.1.0
            info: {title: Shop, version: '1'}
            webhooks:
              order.created:
                post:
                  summary: An order was placed.
                  parameters:
                    - {name: X-Shop-Event, in: header, required: true, schema: {type: string}}
                  requestBody:
                    content:
                      application/json:
                        schema: {type: object, required: [id], properties: {id: {type: integer, format: int64}}}
                  responses: {'200': {description: OK}}
            """
        let client = try TranslatedClient(yaml, namespace: "Shop")
        #expect(client.diagnostics.isEmpty, "\(client.diagnostics)")
        let source = try #require(client.files["Shop+Webhook.swift"])
        let expected = """
            extension Shop {
                /// The webhooks Shop sends, each with its payload: read a delivery with
                /// `try Shop.Webhook(name: webhookName, headers: headers, body: body)`.
                public nonisolated enum Webhook: Sendable {
                    /// An order was placed.
                    ///
                    /// - Remark: Generated from `#/webhooks/order.created/post`.
                    case orderCreated(OrderCreated, headers: OrderCreatedHeaders)

                    /// Reads a delivery of the webhook named `name`: the body decoded as its payload, its documented headers.
                    ///
                    /// - Throws: ``WebhookError``, for a name and method no webhook has, or a body that is not the payload.
                    public init(
                        name: String,
                        method: HTTPMethod = .post,
                        headers: HTTPHeaders = [:],
                        body: Data,
                        decoder: JSONDecoder = .clientGen()
                    ) throws(WebhookError) {
                        let delivery = WebhookDelivery(name: name, method: method, headers: headers, body: body, decoder: decoder)
                        switch (name, method) {
                        case ("order.created", .post):
                            self = .orderCreated(try delivery.json(), headers: OrderCreatedHeaders(headers))
                        default: throw delivery.unknownWebhook()
                        }
                    }
                }
            }
            """
        #expect(source.contains(expected), "\(source)")
        #expect(source.contains("public nonisolated struct OrderCreated: Codable, Hashable, Sendable {"), "\(source)")
        #expect(source.contains("public var xShopEvent: String?"), "\(source)")
    }

    /// How each kind of webhook is read: by its method too when it has several, its body as text or bytes when not
    /// JSON, nothing when it has no body; a model named `Webhook` keeps its name.
    @Test(arguments: [
        (
            "two methods",
            "{post: {requestBody: {content: {application/json: {schema: {type: string}}}}, responses: {'200': "
                + "{description: OK}}}, put: {requestBody: {content: {text/plain: {schema: {type: string}}}}, "
                + "responses: {'200': {description: OK}}}}",
            "",
            [
                "case statusPost(String)",
                #"case ("status", .post):\#n                self = .statusPost(try delivery.json())"#,
                "case statusPut(String)", #"case ("status", .put):\#n                self = .statusPut(delivery.text)"#,
            ]
        ),
        (
            "no body", "{post: {responses: {'200': {description: OK}}}}", "",
            ["case status\n", #"case ("status", .post):\#n                self = .status\#n"#]
        ),
        (
            "bytes",
            "{post: {requestBody: {content: {application/x-www-form-urlencoded: {}}}, responses: "
                + "{'200': {description: OK}}}}", "",
            ["case status(Data)", #"case ("status", .post):\#n                self = .status(body)"#]
        ),
        (
            "a model named Webhook",
            "{post: {requestBody: {content: {application/json: {schema: {$ref: "
                + "'#/components/schemas/Webhook'}}}}, responses: {'200': {description: OK}}}}",
            "components: {schemas: {Webhook: {type: object, properties: {url: {type: string}}}}}",
            ["enum IncomingWebhook: Sendable", "case status(Webhook)"]
        ),
    ])
    func eachKindOfWebhook(id: String, pathItem: String, components: String, lines: [String]) throws {
        let yaml = """
            openapi: 3.1.0
            info: {title: Shop, version: '1'}
            webhooks:
              status: \(pathItem)
            \(components)
            """
        let client = try TranslatedClient(yaml, namespace: "Shop")
        #expect(client.diagnostics.isEmpty, "\(client.diagnostics)")
        let name = id == "a model named Webhook" ? "IncomingWebhook" : "Webhook"
        let source = try #require(client.files["Shop+\(name).swift"], "\(client.files.keys.sorted())")
        for line in lines {
            #expect(source.contains(line), "\(line)\n\(source)")
        }
    }
}
