import TestSupport

extension MarkedText {
    /// A fixture loaded as `spec.yaml`, the path the loading helpers use.
    init(_ marked: String) { self.init(marked, file: "spec.yaml") }
}
