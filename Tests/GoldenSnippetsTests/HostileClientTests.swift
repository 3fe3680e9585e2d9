import ClientGenRuntime
import Foundation
import GoldenHostile
import Testing

/// The client generated from a spec full of injection strings compiles (it is a target) and keeps every
/// hostile string as data, byte for byte.
struct HostileClientTests {
    static let rawValues = [
        "\"quoted\"", "back\\slash", "\\(interpolation)", "\"\"\"triple", "\"#raw", "line\nbreak", "sep\u{2028}arator",
        "nul\0char", "*/ comment end", "`tick`", "#if os(Linux)", "../../parent", "/absolute", "",
    ]

    @Test(arguments: rawValues)
    func enumRawValuesRoundTripByteForByte(raw: String) throws {
        let value = HostileEnum(rawValue: raw)
        guard case .unknown = value else {
            #expect(value.rawValue.utf8.elementsEqual(raw.utf8))
            let json = try JSONEncoder().encode(value)
            #expect(try JSONDecoder().decode(HostileEnum.self, from: json) == value)
            return
        }
        Issue.record("raw value \(raw.debugDescription) has no case of its own")
    }

    @Test func hostileWireNamesAreKeysNotCode() throws {
        let json =
            ##"{"key\"with\"quotes":"a","\\(interpolated)":"b","\"#raw#\"":3,"`backtick`":true,"default":"d","self":"s","#if":"i","/absolute/path":"p","mode":"nul\u0000char"}"##
        let model = try JSONDecoder().decode(EtcPasswd.self, from: Data(json.utf8))
        #expect(model.keyWithQuotes == "a")
        #expect(model.interpolated == "b")
        #expect(model.raw == 3)
        #expect(model.backtick == true)
        #expect(model.default == "d")
        #expect(model.selfValue == "s")
        #expect(model.if == "i")
        #expect(model.absolutePath == "p")
        #expect(model.mode == .nulChar)
        let again = try JSONDecoder().decode(EtcPasswd.self, from: JSONEncoder().encode(model))
        #expect(again == model)
    }

    @Test func hostileParametersAreEncodedNotInterpreted() throws {
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!)
        let request = try client.urlRequest(for: Hostile.escapeEvil(idX: "a/b\"c", qX: "&x=1", xHeaderX: "v"))
        let url = try #require(request.url?.absoluteString)
        #expect(url.hasPrefix("https://api.example.com/../../etc/%22quoted%22/a%2Fb%22c%5C(x)?"))
        #expect(!url.contains("&x=1"))
        #expect(
            request.value(forHTTPHeaderField: "X-\"Header\\(x)") == "v" || request.allHTTPHeaderFields?.isEmpty == false
        )
    }

    /// The query of a hostile path key is sent as encoded items, and its fragment (from the first `#`, here inside
    /// the query) not at all: nothing of either reaches the path.
    @Test func aHostilePathKeysQueryIsEncodedAndItsFragmentDropped() throws {
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!)
        let url = try #require(try client.urlRequest(for: Hostile.findEvil()).url?.absoluteString)
        #expect(url == "https://api.example.com/find%22%5C(x)?k%22%5C(x)=v%22%5C(x)%E2%80%A8")
    }
}
