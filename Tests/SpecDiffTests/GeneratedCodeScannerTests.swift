import Testing

@testable import SpecDiff

/// ClientGen's output read back as an API: nested names, labels, origins and wire names, with comments and
/// string literals never mistaken for code.
struct GeneratedCodeScannerTests {
    private func surface(_ source: String) -> CodeSurface {
        CodeSurface(files: [("Client.swift", source)])
    }

    private func memberNames(_ surface: CodeSurface, of owner: String) -> [String] {
        surface.members[owner, default: []].map(\.name)
    }

    @Test func qualifiesTypesNestedInTypesAndExtensions() {
        let surface = surface(
            """
            public nonisolated enum Petstore {}

            extension Petstore {
                public nonisolated enum ListPets {}
            }

            extension Petstore.ListPets {
                public enum Response: Sendable {
                    case ok([Pet])
                }
            }

            public nonisolated struct Pet: Codable, Hashable, Sendable {
                public var status: Status?
            }

            extension Pet {
                public nonisolated enum Status: String, Codable, Hashable, Sendable {
                    case available
                }
            }
            """
        )
        #expect(
            surface.types.keys.sorted() == [
                "Pet", "Pet.Status", "Petstore", "Petstore.ListPets", "Petstore.ListPets.Response",
            ]
        )
        #expect(memberNames(surface, of: "Petstore.ListPets.Response") == ["ok"])
        #expect(memberNames(surface, of: "Pet.Status") == ["available"])
        #expect(memberNames(surface, of: "Pet") == ["status"])
    }

    @Test func readsBuilderLabelsDefaultsAndReturnTypes() throws {
        let surface = surface(
            """
            nonisolated extension Petstore {
                public static func listPets(
                    limit: Int? = nil,
                    _ tag: String,
                    body: [String: Pet],
                    handler: @escaping (Int) -> Void
                ) -> Request<[Pet]> {
                    var request = Request<[Pet]>(method: .get, path: "/pets/\\(segment: tag)")
                    request.addQuery("limit", limit) { value in "{\\(value)" }
                    return request
                }

                public static let defaultServer = URL(string: "https://example.com/{v1}")!
                public static var webServer: URL { defaultServer }
            }
            """
        )
        let members = surface.members["Petstore", default: []]
        #expect(members.map(\.name) == ["listPets", "defaultServer", "webServer"])
        guard case .function(let parameters, let returnType, let isStatic) = try #require(members.first).kind else {
            Issue.record("listPets is not a function")
            return
        }
        #expect(parameters.map(\.label) == ["limit", "_", "body", "handler"])
        #expect(parameters.map(\.type) == ["Int?", "String", "[String: Pet]", "@escaping (Int) -> Void"])
        #expect(parameters.map(\.hasDefault) == [true, false, false, false])
        #expect(returnType == "Request<[Pet]>")
        #expect(isStatic)
        #expect(members[1].value == "https://example.com/{v1}")
    }

    /// A comment or literal holding braces, quotes or declarations, then a declaration that must still be read in
    /// its place.
    @Test(arguments: [
        "// } public struct Fake {",
        "/* } /* nested } */ public struct Fake {} */",
        "/// A `}` in a doc comment, and public struct Fake {",
        "public static let text = \"}{ \\\" public struct Fake {\"",
        "public static let text = \"\\(f(\"}\")) {\"",
        "public static let text = #\"\\(x) \"}\" {\"#",
        "public static let text = \"\"\"\n    }\n    public struct Fake {}\n    \"\"\"",
        "public static let `default` = Character(\"{\")",
    ])
    func commentsAndLiteralsOpenNoScope(_ snippet: String) {
        let surface = surface(
            """
            public enum Holder {
                \(snippet)
                public struct After {
                    public var name: String
                }
            }
            public struct Last {}
            """
        )
        #expect(surface.types.keys.sorted() == ["Holder", "Holder.After", "Last"])
        #expect(memberNames(surface, of: "Holder.After") == ["name"])
    }

    @Test func originsComeFromTheRemarkBeforeEachDeclaration() {
        let surface = surface(
            """
            /// A pet.
            ///
            /// - Remark: Generated from `#/components/schemas/Pet`.
            public struct Pet {
                /// - Remark: Generated from `#/components/schemas/Pet/properties/tag`.
                public enum Tag {}
                public var name: String
            }

            public enum Petstore {
                /// `GET /pets` (`listPets`)
                ///
                /// - Remark: Generated from `#/paths/~1pets/get`.
                public static func listPets() -> Request<[Pet]> { Request(method: .get, path: "/pets") }
                public static func helper() {}
            }

            /// - Remark: Generated from ``.
            public enum Unknown {}
            """
        )
        #expect(surface.types["Unknown"]?.origin == nil)
        #expect(surface.types["Pet"]?.origin == "#/components/schemas/Pet")
        #expect(surface.types["Pet.Tag"]?.origin == "#/components/schemas/Pet/properties/tag")
        #expect(surface.types["Petstore"]?.origin == nil)
        #expect(surface.members["Pet", default: []].map(\.origin) == [nil])
        #expect(surface.members["Petstore", default: []].map(\.origin) == ["#/paths/~1pets/get", nil])
    }

    @Test func aPublicClientsInternalAndPrivateDeclarationsAreLeftOut() {
        let surface = surface(
            """
            public struct Pet {
                public var name: String
                var cache: Int
                private(set) public var age: Int
                enum CodingKeys: String, CodingKey {
                    case name = "pet_name"
                    case age
                }
                private struct Hidden {
                    public var secret: Int
                }
            }
            """
        )
        #expect(surface.types.keys.sorted() == ["Pet"])
        #expect(memberNames(surface, of: "Pet") == ["name", "age"])
        #expect(surface.wireNames["Pet"] == ["name": "pet_name", "age": "age"])
    }

    @Test func anInternalClientKeepsItsInternalDeclarations() {
        let surface = surface("struct Pet {\n    var name: String\n    private var cache: Int\n}")
        #expect(surface.types.keys.sorted() == ["Pet"])
        #expect(memberNames(surface, of: "Pet") == ["name"])
    }

    @Test func readsWireNamesFromTheCodingCalls() {
        let surface = surface(
            """
            public struct Shadow: Codable {
                public var mechanicalStatus: String?
                public var modules: [String]

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.mechanicalStatus = try container.optional("mechst")
                    self.modules = try container.required("wm2s")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.write(self.mechanicalStatus, at: "mechst")
                }
            }
            public struct RequestOnly: Encodable {
                public var token: String

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.write(self.token, at: "access_token")
                }
            }
            """
        )
        #expect(surface.wireNames["Shadow"] == ["mechanicalStatus": "mechst", "modules": "wm2s"])
        #expect(surface.wireNames["RequestOnly"] == ["token": "access_token"])
    }

    @Test func readsEveryCaseOfAnEnum() {
        let surface = surface(
            """
            public indirect enum Node {
                case leaf, branch([Node]), named(name: String)
                indirect case wrapped(Node)
                case minus = -1
                public var isLeaf: Bool {
                    switch self {
                    case .leaf: true
                    default: false
                    }
                }
            }
            """
        )
        #expect(memberNames(surface, of: "Node") == ["leaf", "branch", "named", "wrapped", "minus", "isLeaf"])
    }

    @Test func resolvesNamesAsSwiftLooksThemUp() {
        let surface = surface(
            """
            public enum Wire {}
            extension Wire {
                public enum CreateNote {}
                public typealias Notes = [Note]
            }
            extension Wire.CreateNote {
                public enum Output {}
            }
            public struct Note {}
            """
        )
        #expect(surface.resolved("Request<CreateNote.Output>", in: "Wire") == "Request<Wire.CreateNote.Output>")
        #expect(surface.resolved("Notes?", in: "Wire.CreateNote") == "[Note]?")
        #expect(surface.resolved("[String: Note]", in: "") == "[String: Note]")
        #expect(surface.resolved("Output", in: "Wire") == "Output")
    }
}
