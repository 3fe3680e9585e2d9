/// The isolation every generated type and extension declares.
///
/// Generated code is compiled in the app's own targets (by the build plugin, or as sources copied in), and new
/// Xcode 26 app targets make `MainActor` their default isolation (SE-0466). There a plain `struct Pet: Codable`
/// would be main-actor isolated, its `Codable` conformance with it, and `Request<Pet>`, whose response must be
/// `Decodable & Sendable`, would not compile. `nonisolated` on the declaration (SE-0449) keeps models, the
/// namespace and the builders what they are in any other target: values and functions usable from any isolation.
/// Targets whose default isolation is already `nonisolated` see no difference.
enum Isolation {
    /// The modifier with its trailing space, written after the access level: `public nonisolated struct Pet`.
    static let prefix = "nonisolated "
}
