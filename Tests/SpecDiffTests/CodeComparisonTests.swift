import Diagnostics
import Testing

@testable import SpecDiff

/// Code read back from two folders, compared member by member once types are paired by name or origin.
struct CodeComparisonTests {
    private func changes(old: String, new: String) throws -> [String] {
        let document = try SpecPairs.load(SpecPairs.base, file: "pets.yaml")
        let changes = SpecDiff.compare(
            folder: CodeSurface(files: [("Old.swift", old)]),
            generated: CodeSurface(files: [("New.swift", new)]),
            document: document
        )
        return changes.map { "\($0.rule.rawValue): \($0.message)" }
    }

    /// A member whose integers became strings on the wire (`quoted:`) keeps its Swift type, and is reported as the
    /// wire change it is, whichever coding call says so.
    @Test func integersQuotedOnTheWireAreAWireChange() throws {
        func model(_ label: String) -> String {
            let (read, write) = label.isEmpty ? ("", "at: ") : ("quoted: ", "quotedAt: ")
            return """
                public struct Lease {
                    public var id: Int64
                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AnyCodingKey.self)
                        self.id = try container.required(\(read)"ID")
                    }
                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: AnyCodingKey.self)
                        try container.write(self.id, \(write)"ID")
                    }
                }
                """
        }
        #expect(
            try changes(old: model(""), new: model("quoted"))
                == ["wire-form-changed: `Lease.id` sends its integers as strings (was numbers)"]
        )
        #expect(
            try changes(old: model("quoted"), new: model(""))
                == ["wire-form-changed: `Lease.id` sends its integers as numbers (was strings)"]
        )
        #expect(try changes(old: model("quoted"), new: model("quoted")).isEmpty)
    }

    /// A type alias that became a struct of its own is one change, not one per member of the struct.
    @Test func aTypeOfAnotherKindIsOneChange() throws {
        let old = """
            public struct Problem { public var message: String }
            public typealias Error400 = Problem
            """
        let new = """
            public struct Problem { public var message: String }
            public struct Error400 {
                public var message: String
                public init(message: String) { self.message = message }
            }
            """
        #expect(try changes(old: old, new: new) == ["type-changed: `Error400` is now a struct (was a type alias)"])
    }

    /// Types are compared through renames and aliases, as Swift resolves them: a property typed with the old
    /// name of a renamed type, or with an alias of its type, has not changed.
    @Test func typesAreComparedThroughRenamesAndAliases() throws {
        let old = """
            /// - Remark: Generated from `#/components/schemas/Pet/properties/status`.
            public enum PetStatus { case sold }
            public struct Pet { public var status: PetStatus?; public var tags: [String] }
            """
        let new = """
            public typealias Tags = [String]
            public struct Pet { public var status: Status?; public var tags: Tags }
            extension Pet {
                /// - Remark: Generated from `#/components/schemas/Pet/properties/status`.
                public enum Status { case sold }
            }
            """
        #expect(
            try changes(old: old, new: new) == [
                "type-renamed: type `PetStatus` renamed to `Pet.Status`", "type-added: type alias `Tags` added",
            ]
        )
    }

    /// An operation's wrapper struct that became an alias of a generic envelope holding the same member around the
    /// same type (`GetPet.Response = DataEnvelope<Pet>`) reads the same to callers; one around another type does not.
    @Test func aWrapperThatBecameAnEnvelopeIsTheSameType() throws {
        let old = """
            public struct Pet { public var name: String? }
            public enum API {
                public static func getPet() -> Request<GetPet.Response> { fatalError() }
                public static func getPets() -> Request<GetPets.Response> { fatalError() }
            }
            extension API { public enum GetPet {}; public enum GetPets {} }
            extension API.GetPet { public struct Response { public var data: Pet? } }
            extension API.GetPets { public struct Response { public var data: Pet? } }
            """
        let new = """
            public struct Pet { public var name: String? }
            public struct DataEnvelope<Value: Codable & Hashable & Sendable> { public var data: Value? }
            public enum API {
                public static func getPet() -> Request<GetPet.Response> { fatalError() }
                public static func getPets() -> Request<GetPets.Response> { fatalError() }
            }
            extension API { public enum GetPet {}; public enum GetPets {} }
            extension API.GetPet { public typealias Response = DataEnvelope<Pet> }
            extension API.GetPets { public typealias Response = DataEnvelope<[Pet]> }
            """
        let found = try changes(old: old, new: new)
        #expect(
            found == [
                "type-changed: `API.GetPets.Response` is now a type alias (was a struct)",
                "type-changed: `API.getPets` returns `Request<GetPets.Response>`, which now stands for "
                    + "`Request<DataEnvelope<[Pet]>>` (was `Request<API.GetPets.Response>`)",
                "type-added: struct `DataEnvelope` added",
            ],
            "\(found)"
        )
    }
}
