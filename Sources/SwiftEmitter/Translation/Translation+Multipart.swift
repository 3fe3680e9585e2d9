import Foundation
import OpenAPIModel

extension Translation {
    /// The schemas of the files in `multipart/form-data` bodies: `format: binary` strings that are properties of a
    /// body's object, or items of its array properties. They are typed `MultipartFile`, so a file can be sent from
    /// disk with its filename and content type.
    func findMultipartFileSchemas() -> Set<SchemaID> {
        var files: Set<SchemaID> = []
        // Every multipart media type of a body, as each has a builder of its own.
        for operation in document.operations {
            for media in operation.requestBody?.content ?? [] {
                guard Self.baseContentType(media.contentType) == "multipart/form-data", let schema = media.schema
                else { continue }
                for entry in document.resolved(schema).properties {
                    if isBinaryString(entry.value) {
                        files.insert(entry.value)
                    } else if let items = document.resolved(entry.value).items, isBinaryString(items) {
                        files.insert(items)
                    }
                }
            }
        }
        return files
    }

    /// A string of raw bytes: `format: binary`, or (OpenAPI 3.1) a `contentMediaType` without a `contentEncoding`.
    private func isBinaryString(_ id: SchemaID) -> Bool {
        let schema = document.resolved(id)
        guard schema.types?.contains(.string) == true || schema.types == nil else { return false }
        return schema.format == "binary" || (schema.contentMediaType != nil && schema.contentEncoding == nil)
    }

    /// The parts a builder appends for a body struct sent as `multipart/form-data`: one per stored property, in the
    /// struct's order, with the content type and headers the media type's `encoding` gives the property.
    func multipartParts(of type: SwiftType, media: MediaType) -> [RequestStatement.MultipartPart]? {
        guard let members = structProperties[type], !members.isEmpty else { return nil }
        return members.map { member in
            let property = member.property
            let encoding = media.encoding[property.wireName]
            return RequestStatement.MultipartPart(
                name: property.wireName,
                member: property.name,
                kind: multipartKind(of: wireShape(of: member.schema)),
                contentType: encoding?.contentType.flatMap(Self.singleContentType),
                headers: encoding.map(partHeaders) ?? []
            )
        }
    }

    /// The part a property makes, decided by its schema's wire shape (``Translation/wireShape(of:)``), as a
    /// parameter's is: a file, files, text or texts, else JSON. A member that may be `null` (`Nullable<String>`) is
    /// the text it holds, as a member that may be left out is.
    private func multipartKind(of shape: WireShape) -> RequestStatement.MultipartPart.Kind {
        switch shape {
        case .bytes(isBase64: false): .file
        case .list(.bytes(isBase64: false)): .files
        case .list(let element) where element.isText: .values
        case let value where value.isText: .value
        default: .json
        }
    }

    /// `image/png` as it is; nil for a list (`image/png, image/jpeg`) or a wildcard (`image/*`), which the caller's
    /// file must name.
    private static func singleContentType(_ contentType: String) -> String? {
        let trimmed = contentType.trimmingCharacters(in: .whitespaces)
        return trimmed.contains(",") || trimmed.contains("*") || trimmed.isEmpty ? nil : trimmed
    }

    /// The encoding's headers whose value the spec fixes (a `const`, a single-value `enum` or a `default`); the
    /// caller adds the others to the file's `headers`. `Content-Type` is the part's own and left out.
    private func partHeaders(_ encoding: Encoding) -> [RequestStatement.MultipartPart.Header] {
        encoding.headers.compactMap { entry -> RequestStatement.MultipartPart.Header? in
            guard entry.name.lowercased() != "content-type", let id = entry.value.schema else { return nil }
            let schema = document.resolved(id)
            let fixed = schema.constValue ?? (schema.enumValues?.count == 1 ? schema.enumValues?.first : nil)
            guard let value = fixed ?? schema.defaultValue, let text = Self.headerText(value) else { return nil }
            return RequestStatement.MultipartPart.Header(name: entry.name, value: text)
        }
    }

    private static func headerText(_ value: SpecValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .bool(let flag): String(flag)
        default: nil
        }
    }
}
