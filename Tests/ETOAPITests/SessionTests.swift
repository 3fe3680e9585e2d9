import ClientGenRuntime
import ETOAPI
import Foundation
import LoopbackHTTPServer
import Testing
import WireLog

/// The enterprise, site and program selection of the ETO seed, through the generated client.
struct SessionTests {
    static let ssoAuthToken = "7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f"
    static let enterpriseGuid = "e3b0c442-98fc-4c14-9afb-f4c8996fb924"
    static let securityToken = "9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"

    /// The service, answering each path as the real one does.
    static func respond(to request: RecordedRequest, with writer: ResponseWriter) {
        let json = [("Content-Type", "application/json; charset=utf-8")]
        switch (request.method, request.path) {
        case ("POST", "/Security.svc/SSOAuthenticate/"):
            writer.respond(
                status: 200,
                headers: json,
                text: #"""
                    {"SSOAuthenticateResult":{"AccessKey":"00000000-0000-0000-0000-000000000000","AuthStatusCode":0,\#
                    "Email":"user@example.org","MarketplaceId":0,"Password":null,\#
                    "SSOAuthToken":"\#(ssoAuthToken)","TimeZoneOffset":null}}
                    """#
            )
        case ("GET", "/Security.svc/GetSSOEnterprises/\(ssoAuthToken)"):
            writer.respond(
                status: 200,
                headers: json,
                text: #"[{"Key":"\#(enterpriseGuid)","Value":"Sample Enterprise"}]"#
            )
        case ("GET", "/Security.svc/GetSSOSites/\(ssoAuthToken)/\(enterpriseGuid)"):
            writer.respond(
                status: 200,
                headers: json,
                text: #"[{"Key":12,"Value":"Main Street"},{"Key":7,"Value":"Historical Main Street"}]"#
            )
        case ("GET", "/Security.svc/SSOSiteLogin/12/\(enterpriseGuid)/\(ssoAuthToken)/-300"):
            writer.respond(status: 200, headers: json, text: #""\#(securityToken)""#)
        case ("GET", "/Form.svc/Forms/Program/GetPrograms/12"):
            writer.respond(
                status: 200,
                headers: json,
                text: #"""
                    [{"ID":3,"Name":"Food Pantry","Disabled":false,"Confidential":false,"Address2":null,\#
                    "AuditDate":"\/Date(1764434401000-0500)\/","KioskMode":false,"Extra":"kept"},\#
                    {"ID":4,"Name":"Winter Shelter 2019","Disabled":true},\#
                    {"ID":5,"Name":"Job Training","Disabled":false}]
                    """#
            )
        case ("POST", "/Security.svc/UpdateCurrentProgram/"):
            writer.respond(status: 200, headers: json, text: #"{"ProgramID":3,"ProgramName":"Food Pantry"}"#)
        default:
            writer.respond(status: 404, headers: json, text: #"{"Detail":"No operation at \#(request.path)."}"#)
        }
    }

    @Test func signInChooseEnterpriseSiteAndProgram() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)

        let result = try await client.send(
            ETO.ssoAuthenticate(
                body: SSOAuthenticateRequest(
                    security: SSOCredentials(email: "user@example.org", password: "fake-password")
                )
            )
        )
        .ssoAuthenticateResult
        #expect(result.authStatusCode == 0)
        let ssoAuthToken = result.ssoAuthToken

        let enterprises = try await client.send(ETO.getSSOEnterprises(ssoAuthToken: ssoAuthToken))
        #expect(enterprises.map(\.value) == ["Sample Enterprise"])
        let enterpriseGuid = try #require(enterprises.first?.key)

        let sites = try await client.send(ETO.getSSOSites(ssoAuthToken: ssoAuthToken, enterpriseGUID: enterpriseGuid))
        let site = try #require(sites.first { !$0.value.hasPrefix("Historical") })
        #expect(site.key == 12)

        let securityToken = try await client.send(
            ETO.ssoSiteLogin(
                siteID: site.key,
                enterpriseGUID: enterpriseGuid,
                ssoAuthToken: ssoAuthToken,
                timeZoneOffset: -300
            )
        )
        #expect(securityToken == Self.securityToken, "the bare JSON string, without its quotes")

        // Every later call sends both session headers.
        let session = APIClient(
            baseURL: server.baseURL,
            middlewares: [
                APIKeyAuth(header: "enterpriseGuid", key: enterpriseGuid),
                APIKeyAuth(header: "securityToken", key: securityToken),
            ]
        )
        let programs = try await session.send(ETO.getPrograms(siteID: site.key)).filter { !$0.disabled }
        #expect(programs.map(\.name) == ["Food Pantry", "Job Training"])
        #expect(programs[0].auditDate == "/Date(1764434401000-0500)/")
        #expect(programs[0].additionalProperties == ["Extra": "kept"])

        let answer = try await session.send(
            ETO.updateCurrentProgram(body: CurrentProgramUpdate(programID: String(programs[0].id)))
        )
        #expect(answer == ["ProgramID": 3, "ProgramName": "Food Pantry"])

        let requests = server.requests
        #expect(
            requests.map { "\($0.method) \($0.target)" } == [
                "POST /Security.svc/SSOAuthenticate/",
                "GET /Security.svc/GetSSOEnterprises/\(Self.ssoAuthToken)",
                "GET /Security.svc/GetSSOSites/\(Self.ssoAuthToken)/\(Self.enterpriseGuid)",
                "GET /Security.svc/SSOSiteLogin/12/\(Self.enterpriseGuid)/\(Self.ssoAuthToken)/-300",
                "GET /Form.svc/Forms/Program/GetPrograms/12",
                "POST /Security.svc/UpdateCurrentProgram/",
            ]
        )
        #expect(requests[0].text == #"{"security":{"Email":"user@example.org","Password":"fake-password"}}"#)
        #expect(requests[5].text == #"{"ProgramID":"3"}"#)
        for request in requests.prefix(4) {
            #expect(request.header("enterpriseGuid") == nil && request.header("securityToken") == nil)
        }
        for request in requests.suffix(2) {
            #expect(request.header("enterpriseGuid") == Self.enterpriseGuid)
            #expect(request.header("securityToken") == Self.securityToken)
        }
        try WireLog.record(requests, spec: "Specs/eto.yaml")
    }

    /// One client built with the generated `authMiddlewares(…)` serves the sign-in calls, whose spec says
    /// `security: []`, and the session calls, which need both keys.
    @Test func oneClientSendsTheKeysOnlyWhereTheSpecAsksForThem() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(
            baseURL: server.baseURL,
            middlewares: ETO.authMiddlewares(enterpriseGUID: Self.enterpriseGuid, securityToken: Self.securityToken)
        )

        _ = try await client.send(ETO.getSSOEnterprises(ssoAuthToken: Self.ssoAuthToken))
        _ = try await client.send(ETO.getPrograms(siteID: 12))

        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests.first?.header("enterpriseGuid") == nil && requests.first?.header("securityToken") == nil)
        #expect(requests.last?.header("enterpriseGuid") == Self.enterpriseGuid)
        #expect(requests.last?.header("securityToken") == Self.securityToken)
        try WireLog.record(requests, spec: "Specs/eto.yaml")
    }

    @Test func failedCallThrowsTheServiceDetail() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respond(
                status: 401,
                headers: [("Content-Type", "application/json")],
                text: #"{"Detail":"The security token has expired."}"#
            )
        }
        defer { server.stop() }
        let session = APIClient(
            baseURL: server.baseURL,
            middlewares: [
                APIKeyAuth(header: "enterpriseGuid", key: Self.enterpriseGuid),
                APIKeyAuth(header: "securityToken", key: Self.securityToken),
            ]
        )

        let error = try await #require(throws: APIError.self) {
            try await session.send(ETO.getSiteInfo(siteID: 12))
        }

        #expect(error.status == 401)
        #expect(error.errorModel(as: ServiceError.self)?.detail == "The security token has expired.")
        try WireLog.record(server.requests, spec: "Specs/eto.yaml")
    }
}
