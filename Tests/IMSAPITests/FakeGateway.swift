import ClientGenRuntime
import Foundation
import LoopbackHTTPServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A stand-in for Alibaba's IoT API gateway on 127.0.0.1: it reads request envelopes and answers with
/// response envelopes, always HTTP 200, the outcome in the body's `code`, as the real gateway does.
///
/// `listByAccount` accepts only the current IoT token and answers 401 otherwise; `checkOrRefreshSession`
/// issues the next token (or refuses with code 2401 once the refresh token expired); `listBindingByAccount`
/// always fails with code 2064.
final class FakeGateway: Sendable {
    struct State {
        var validToken: String
        var refreshes = 0
        /// Whether `checkOrRefreshSession` refuses the refresh token with code 2401.
        var isRefreshTokenExpired = false
    }

    let server: LoopbackHTTPServer
    let state: Locked<State>

    /// - Parameter beforeRefresh: runs before `checkOrRefreshSession` answers, on the connection's thread.
    init(validToken: String, beforeRefresh: @escaping @Sendable () -> Void = {}) throws {
        let state = Locked(State(validToken: validToken))
        self.state = state
        server = try LoopbackHTTPServer { request, writer in
            let envelope = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
            let id = envelope["id"] as? String ?? ""
            let token = (envelope["request"] as? [String: Any])?["iotToken"] as? String
            func answer(_ fields: [String: Any]) {
                var body = fields
                body["id"] = id
                let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
                writer.respond(status: 200, headers: [("Content-Type", "application/json")], body: data)
            }
            switch request.path {
            case "/uc/listByAccount":
                if token != nil, token == state.withLock({ $0.validToken }) {
                    answer(["code": 200, "message": "success", "data": [Self.device]])
                } else {
                    answer(["code": 401, "message": "request auth error.", "localizedMsg": "身份验证失败"])
                }
            case "/uc/listBindingByAccount":
                answer(["code": 2064, "message": "need authorize to bind", "localizedMsg": "请求错误"])
            case "/account/checkOrRefreshSession" where state.withLock({ $0.isRefreshTokenExpired }):
                state.withLock { $0.refreshes += 1 }
                answer(["code": 2401, "message": "refresh token expired", "localizedMsg": "请重新登录"])
            case "/account/createSessionByAuthCode", "/account/checkOrRefreshSession":
                if request.path.hasSuffix("checkOrRefreshSession") { beforeRefresh() }
                let newToken = state.withLock { state -> String in
                    state.refreshes += request.path.hasSuffix("checkOrRefreshSession") ? 1 : 0
                    state.validToken = "fake-iot-token-\(state.refreshes + 1)"
                    return state.validToken
                }
                answer([
                    "code": 200,
                    "data": [
                        "identityId": "fake-identity", "iotToken": newToken, "refreshToken": "fake-refresh-token",
                        "iotTokenExpire": 72_000, "refreshTokenExpire": 720_000,
                    ],
                ])
            default:
                writer.respond(status: 404, text: "no such API")
            }
        }
    }

    static var device: [String: Any] {
        [
            "iotId": "fake-iot-id", "productKey": "a1FakeProduct", "deviceName": "mower-1", "nickName": "Lawn mower",
            "thingType": "DEVICE", "nodeType": "DEVICE", "status": 1, "owned": 1, "gmtModified": 1_700_000_000_000,
            "identityAlias": "someone@example.com", "netType": "NET_WIFI",
        ]
    }

    var refreshes: Int { state.withLock { $0.refreshes } }

    /// The request envelopes sent to `path`, decoded.
    func envelopes(to path: String) -> [[String: Any]] {
        server.requests.filter { $0.path == path }.compactMap {
            (try? JSONSerialization.jsonObject(with: $0.body)) as? [String: Any]
        }
    }

    /// The IoT token of each request sent to `path`, `nil` where there was none.
    func tokens(to path: String) -> [String?] {
        envelopes(to: path).map { ($0["request"] as? [String: Any])?["iotToken"] as? String }
    }
}

/// A transport over its own session, allowing many connections to the loopback server at once.
func makeTransport() -> URLSessionTransport {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = 64
    configuration.timeoutIntervalForRequest = 10
    return URLSessionTransport(configuration: configuration)
}
