/// One file the emitter will render: where it goes under the output folder, and what it declares.
public struct PlannedFile: Sendable {
    /// Relative to the output folder, such as `Models/DeviceShadow.swift`.
    public var path: String
    public var declaration: Declaration
    /// The JSON pointer of the spec object the declaration comes from (`#/components/schemas/Pet`,
    /// `#/paths/~1pets/get`); nil for the namespace and tag groups.
    public var origin: String?

    public init(path: String, declaration: Declaration, origin: String? = nil) {
        self.path = path
        self.declaration = declaration
        self.origin = origin
    }
}
