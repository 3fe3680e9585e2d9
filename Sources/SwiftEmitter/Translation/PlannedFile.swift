/// One file the emitter will render: where it goes under the output folder, and what it declares.
public struct PlannedFile: Sendable {
    /// Relative to the output folder, such as `Models/DeviceShadow.swift`.
    public var path: String
    public var declaration: Declaration {
        didSet { translationIndex = nil }
    }
    /// The JSON pointer of the spec object the declaration comes from (`#/components/schemas/Pet`,
    /// `#/paths/~1pets/get`); nil for the namespace and tag groups.
    public var origin: String?
    /// Where translation declared it, counting from 0: the item number a `declared` observer of
    /// ``ClientTranslator/translate(_:diagnostics:declared:)`` saw it under; nil once the declaration changes.
    var translationIndex: Int?

    public init(path: String, declaration: Declaration, origin: String? = nil) {
        self.path = path
        self.declaration = declaration
        self.origin = origin
    }
}
