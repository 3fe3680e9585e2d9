import Foundation
import OpenAPIModel

extension Translation {
    /// The schemas of the files in `multipart/form-data` bodies: `format: binary` strings that are properties of a
    /// body's object, or items of its array properties. They are typed `MultipartFile`, so a file can be sent from
    /// disk with its filename and content type.
    func findMultipartFileSchemas() -> Set<SchemaID> {
        var files: Set<SchemaID> = []
        for operation in document.operations {
            guard let content = operation.requestBody?.content, let media = preferredMedia(content),
                Self.baseContentType(media.contentType) == "multipart/form-data", let schema = media.schema
            else { continue }
            for entry in document.resolved(schema).properties {
                if isBinaryString(entry.value) {
                    files.insert(entry.value)
                } else if let items = document.resolved(entry.value).items, isBinaryString(items) {
                    files.insert(items)
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
        guard let name = type.qualifiedName, let properties = structProperties[name], !properties.isEmpty else {
            return nil
        }
        return properties.map { property in
            let encoding = media.encoding[property.wireName]
            return RequestStatement.MultipartPart(
                name: property.wireName,
                member: property.name,
                kind: multipartKind(of: property.type),
                contentType: encoding?.contentType.flatMap(Self.singleContentType),
                headers: encoding.map(partHeaders) ?? []
            )
        }
    }

    private func multipartKind(of type: SwiftType) -> RequestStatement.MultipartPart.Kind {
        let file = SwiftType.named("MultipartFile")
        switch type.nonOptional {
        case file: return .file
        case .array(let element) where element.nonOptional == file: return .files
        case .array(let element) where isTextValue(element): return .values
        case let base where isTextValue(base): return .value
        default: return .json
        }
    }

    /// A type written as its parameter text: a string, number, Boolean, date, UUID or string enum.
    private func isTextValue(_ type: SwiftType) -> Bool {
        let base = type.nonOptional
        guard case .array = base else {
            guard let name = base.qualifiedName else { return false }
            return !modelTypes.contains(name) && base != .jsonValue && base != .data
                && !(aliasedTypes[name].map { !isTextValue($0) } ?? false)
        }
        return false
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
