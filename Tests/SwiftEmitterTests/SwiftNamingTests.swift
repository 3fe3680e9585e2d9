import SwiftEmitter
import Testing

struct SwiftNamingTests {
    @Test(arguments: [
        ("device_shadow", "DeviceShadow"), ("deviceShadow", "DeviceShadow"), ("device-shadow", "DeviceShadow"),
        ("device shadow", "DeviceShadow"), ("DEVICE_SHADOW", "DeviceShadow"), ("getSSOSites", "GetSSOSites"),
        ("sso_site", "SSOSite"), ("userIDs", "UserIDs"), ("device_id", "DeviceID"), ("imageUrl", "ImageURL"),
        ("HTTPServer", "HTTPServer"), ("Base64Encoded", "Base64Encoded"), ("v2beta", "V2beta"), ("200", "_200"),
        ("2fa_code", "_2faCode"), ("café", "Cafe"), ("Straße", "Strasse"), ("名前", "U540dU524d"), ("", "Empty"),
        ("foo.bar", "FooBar"), ("a/b", "AB"), ("iPhone", "IPhone"), ("JSON-Patch", "JSONPatch"),
        ("sha256_hash", "SHA256Hash"), ("os3", "OS3"), ("list_urls", "ListURLs"), ("s", "S"), ("ids", "IDs"),
        ("-1", "Minus1"), ("<=", "LessThanEquals"), ("httpsProxy", "HTTPSProxy"), ("utf8", "UTF8"),
        // Capitals the author wrote in mixed-case text are an acronym: kept. In all-capital text they are not.
        ("TSIGKey", "TSIGKey"), ("DAGRun", "DAGRun"), ("IPAMConfig", "IPAMConfig"), ("tsig_key", "TsigKey"),
        ("TSIG_KEY", "TsigKey"), ("DAG", "DAG"),
    ])
    func typeNames(text: String, expected: String) {
        #expect(SwiftNaming.typeName(text) == expected)
    }

    @Test(arguments: [
        ("HistoryData", "historyData"), ("device_id", "deviceID"), ("deviceId", "deviceID"), ("ID", "id"),
        ("id_token", "idToken"), ("URLString", "urlString"), ("SSOSites", "ssoSites"),
        ("PRODUCT_READY", "productReady"),
        ("EnterpriseGuid", "enterpriseGUID"), ("iotToken", "iotToken"), ("x-api-key", "xAPIKey"), ("-1", "minus1"),
        ("+1", "plus1"), (">=", "greaterThanEquals"), ("*", "asterisk"), ("", "empty"), ("404", "_404"),
        ("2XX", "_2xx"), ("default", "default"), ("self", "self"), ("@type", "type"), ("$ref", "ref"),
        ("__proto__", "proto"), ("camelCase", "camelCase"), ("snake_case_value", "snakeCaseValue"),
        ("HTTPS_only", "httpsOnly"), ("sha256", "sha256"), ("X", "x"), ("user_ids", "userIDs"),
        ("createTSIGKey", "createTSIGKey"), ("en-GB", "enGB"), ("TSIGKey", "tsigKey"), ("EN_GB", "enGb"),
    ])
    func memberNames(text: String, expected: String) {
        #expect(SwiftNaming.memberName(text) == expected)
    }

    @Test func separatorsCollideAndScopesNumberThem() {
        var scope = NameScope()
        #expect(scope.claim(SwiftNaming.typeName("foo-bar")) == "FooBar")
        #expect(scope.claim(SwiftNaming.typeName("foo_bar")) == "FooBar2")
        #expect(scope.claim(SwiftNaming.typeName("FOO BAR")) == "FooBar3")
        #expect(scope.isTaken("FooBar2"))
    }

    @Test func typeScopesIgnoreCaseBecauseTypesBecomeFiles() {
        var scope = NameScope(reserved: ["Data"], ignoresCase: true)
        #expect(scope.claim("Pet") == "Pet")
        #expect(scope.claim("PET") == "PET2")
        #expect(scope.claim("data") == "data2")
        var members = NameScope()
        #expect(members.claim("pet") == "pet")
        #expect(members.claim("Pet") == "Pet")
    }

    @Test(arguments: [
        ("default", "`default`", "default", "default"), ("self", "`self`", "`self`", "self"),
        ("inout", "`inout`", "inout", "`inout`"), ("Type", "`Type`", "`Type`", "Type"),
        ("name", "name", "name", "name"),
        ("init", "`init`", "`init`", "init"),
    ])
    func keywordsAreEscapedOnlyWhereSwiftNeedsIt(name: String, declared: String, member: String, label: String) {
        let identifier = SwiftIdentifier(name)
        #expect(identifier.declared == declared)
        #expect(identifier.member == member)
        #expect(identifier.label == label)
    }
}
