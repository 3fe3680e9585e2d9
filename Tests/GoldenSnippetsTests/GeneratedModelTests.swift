import ClientGenRuntime
import Foundation
import GoldenSnippets
import Testing

/// The generated models behave as their templates promise, compiled against the real runtime.
struct GeneratedModelTests {
    private let decoder = JSONDecoder()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try decoder.decode(type, from: Data(json.utf8))
    }

    private func encode(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func wireNamesMapOntoSwiftNamesAndUndeclaredMembersAreKept() throws {
        let json = #"{"default":true,"extra_1":"a","old":3,"s":"6D1C0E2A-3E2B-4A39-9F6E-1C2B3D4E5F60","zz":[1]}"#
        let upload = try decode(HistoryUpload.self, json)
        #expect(upload.deviceID == UUID(uuidString: "6D1C0E2A-3E2B-4A39-9F6E-1C2B3D4E5F60"))
        #expect(upload.default == true)
        #expect(upload.extra1 == "a")
        #expect(upload.extra2 == nil)
        #expect(upload.additionalProperties == ["zz": [1]])
        // The UUID read in upper case goes out in lower case (RFC 9562).
        #expect(
            try encode(upload)
                == json.replacingOccurrences(
                    of: "6D1C0E2A-3E2B-4A39-9F6E-1C2B3D4E5F60",
                    with: "6d1c0e2a-3e2b-4a39-9f6e-1c2b3d4e5f60"
                )
        )
    }

    @Test func deprecatedPropertyStillDecodesAndEncodes() throws {
        let upload = try decode(
            HistoryUpload.self,
            #"{"default":false,"old":7,"s":"6D1C0E2A-3E2B-4A39-9F6E-1C2B3D4E5F60"}"#
        )
        #expect(upload.additionalProperties.isEmpty)
        #expect(try encode(upload).contains(#""old":7"#))
    }

    @Test func unknownEnumValuesAreKeptNotRejected() throws {
        #expect(
            try decode([LockState].self, #"["locked","default","jammed"]"#) == [.locked, .default, .unknown("jammed")]
        )
        #expect(try encode([LockState.unknown("jammed"), .locked]) == #"["jammed","locked"]"#)
        #expect(LockState(rawValue: "locked") == .locked)
        // Integer enums code as their raw value too, unknown ones included.
        #expect(try decode([Priority].self, "[10,1,7]") == [.high, .low, .unknown(7)])
        #expect(try encode([Priority.unknown(7), .low]) == "[7,1]")
    }

    @Test func discriminatedUnionPicksTheVariantAndKeepsUnknownOnes() throws {
        let points = try decode(
            [DataPoint].self,
            #"[{"type":"normal","value":1.5},{"type":"failure","message":"x"},{"type":"future","z":1}]"#
        )
        #expect(points[0] == .normal(DataPointNormal(value: 1.5)))
        #expect(points[1] == .error(DataPointError(type: "failure", message: "x")))
        #expect(points[2] == .unknown(["type": "future", "z": 1]))
        #expect(try encode(points[1]) == #"{"message":"x","type":"failure"}"#)
    }

    @Test func undiscriminatedUnionTriesVariantsInOrder() throws {
        #expect(try decode([StringOrNumber].self, #"["a", 2.5]"#) == [.string("a"), .double(2.5)])
        #expect(throws: DecodingError.self) { try decode(StringOrNumber.self, "true") }
    }

    /// The variant named by one value holds it as a constant: written without being set, checked when read.
    @Test func aConstantDiscriminatorIsWrittenAndChecked() throws {
        #expect(try encode(DataPoint.normal(DataPointNormal(value: 2))) == #"{"type":"normal","value":2}"#)
        #expect(throws: DecodingError.self) { try decode(DataPointNormal.self, #"{"type":"error","value":2}"#) }
    }

    /// Variants that could both read a value: an integer is the integer variant, a fraction the number one, and
    /// what neither reads is kept as JSON.
    @Test func overlappingVariantsReadTheBetterFit() throws {
        #expect(try decode([Count].self, "[5, 2.5, true]") == [.int(5), .double(2.5), .unknown(true)])
        #expect(try encode([Count.int(5), .double(2.5), .unknown(true)]) == "[5,2.5,true]")
    }

    @Test func emptyModelDecodesFromAnyObject() throws {
        #expect(try decode(Nothing.self, #"{"anything":1}"#) == Nothing())
    }
}
