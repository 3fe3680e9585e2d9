import TestSupport

extension MarkedText {
    /// A fixture read as `test.yaml`, the path ``parse(_:options:)`` reports.
    init(_ marked: String) { self.init(marked, file: "test.yaml") }
}
