import OpenAPIModel

/// A client decided but not rendered: the resolved spec it comes from and every declaration with its file.
public struct ClientPlan: Sendable {
    public var document: OpenAPIDocument
    /// Sorted by path; declarations that share a file follow each other, the file's owner first.
    public var files: [PlannedFile]

    public init(document: OpenAPIDocument, files: [PlannedFile]) {
        self.document = document
        self.files = files
    }
}
