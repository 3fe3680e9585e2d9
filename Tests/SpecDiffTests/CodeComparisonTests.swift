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
}
