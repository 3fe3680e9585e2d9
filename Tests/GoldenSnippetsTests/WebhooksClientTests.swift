import ClientGenRuntime
import Foundation
import GoldenWebhooks
import TestSupport
import Testing

/// The webhooks generated from `Fixtures/webhooks.yaml` read sample deliveries as GitHub and Stripe send them, and
/// their payloads encode back to the same JSON; an unknown webhook and a body that is not the payload throw errors
/// that say so.
struct WebhooksClientTests {
    static let pullRequest = """
        {"action":"opened","number":42,"pull_request":{"id":9007199254740993,"title":"Fix the build",\
        "created_at":"2026-01-02T03:04:05.123456Z","labels":[{"name":"bug","color":"d73a4a"},{"name":"ci"}]},\
        "sender":{"login":"octocat","id":583231}}
        """
    static let chargeSucceeded = """
        {"id":"evt_1","object":"event","type":"charge.succeeded","created":1767323045,"livemode":false,\
        "data":{"object":{"id":"ch_1","amount":1999,"currency":"usd","paid":true,"metadata":{"order":"A-7"}}}}
        """

    static func encoded(_ value: some Encodable) throws -> ExactJSON {
        try ExactJSON(JSONEncoder.clientGen().encode(value))
    }

    @Test func aPullRequestDeliveryIsReadWithItsHeadersAndEncodesBack() throws {
        let headers: HTTPHeaders = [
            "X-GitHub-Event": "pull_request", "X-GitHub-Delivery": "72d3162e-cc78-11e3-81ab-4c9367dc0958",
            "X-Hub-Signature-256": "sha256=abc",
        ]
        let webhook = try Hooks.Webhook(name: "pull_request", headers: headers, body: Data(Self.pullRequest.utf8))
        guard case .pullRequest(let event, let delivered) = webhook else {
            Issue.record("read as \(webhook)")
            return
        }
        #expect(event.action == .opened)
        #expect(event.pullRequest.id == 9_007_199_254_740_993)
        #expect(event.pullRequest.labels?.map(\.name) == ["bug", "ci"])
        #expect(delivered.xGitHubEvent == "pull_request")
        #expect(delivered.xGitHubDelivery == UUID(uuidString: "72d3162e-cc78-11e3-81ab-4c9367dc0958"))
        #expect(delivered.xHubSignature256 == "sha256=abc")
        #expect(try Self.encoded(event) == ExactJSON(Self.pullRequest))
    }

    @Test func aStripeEventIsReadAndEncodesBack() throws {
        let webhook = try Hooks.Webhook(
            name: "charge.succeeded",
            headers: ["Stripe-Signature": "t=1,v1=abc"],
            body: Data(Self.chargeSucceeded.utf8)
        )
        guard case .chargeSucceeded(let event, let headers) = webhook else {
            Issue.record("read as \(webhook)")
            return
        }
        #expect(event.data.object.amount == 1999)
        #expect(event.data.object.metadata?["order"] == "A-7")
        #expect(headers.stripeSignature == "t=1,v1=abc")
        #expect(try Self.encoded(event) == ExactJSON(Self.chargeSucceeded))
    }

    /// A webhook without a body, and one read by its method: JSON when posted, text when put.
    @Test func eachKindOfBodyIsRead() throws {
        guard case .ping = try Hooks.Webhook(name: "ping", body: Data()) else {
            Issue.record("ping not read")
            return
        }
        let status = try Hooks.Webhook(name: "status", body: Data(#"{"state":"up"}"#.utf8))
        guard case .statusPost(let posted) = status else {
            Issue.record("read as \(status)")
            return
        }
        #expect(posted.state == .up)
        let text = try Hooks.Webhook(name: "status", method: .put, body: Data("down since noon".utf8))
        guard case .statusPut(let put) = text else {
            Issue.record("read as \(text)")
            return
        }
        #expect(put == "down since noon")
    }

    @Test(arguments: [
        ("an unknown name", "push", HTTPMethod.post, "{}", WebhookError.Kind.unknownWebhook, nil as String?),
        ("an unknown method", "ping", HTTPMethod.get, "", .unknownWebhook, nil),
        ("a status's unknown method", "status", HTTPMethod.delete, "", .unknownWebhook, nil),
        ("a body that is not JSON", "pull_request", HTTPMethod.post, "<html>", .decodingFailed, "the top level"),
        (
            "a member of the wrong type", "pull_request", HTTPMethod.post,
            #"{"action":"opened","number":"42","pull_request":{},"sender":{}}"#, .decodingFailed, "number"
        ),
    ])
    func aDeliveryThatIsNotAWebhookThrows(
        id: String,
        name: String,
        method: HTTPMethod,
        body: String,
        kind: WebhookError.Kind,
        codingPath: String?
    ) {
        do {
            let webhook = try Hooks.Webhook(name: name, method: method, body: Data(body.utf8))
            Issue.record("read as \(webhook)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.name == name)
            #expect(error.codingPath == codingPath)
            #expect(error.description.hasPrefix("webhook '\(name)' (\(method)): "), "\(error)")
        }
    }
}
