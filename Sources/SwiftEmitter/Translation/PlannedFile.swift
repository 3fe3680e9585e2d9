/// One file the emitter will render: where it goes under the output folder, and what it declares.
public struct PlannedFile: Sendable {
    /// Relative to the output folder, such as `Models/DeviceShadow.swift`.
    public var path: String
    public var declaration: Declaration

    public init(path: String, declaration: Declaration) {
        self.path = path
        self.declaration = declaration
    }
}
