import SwiftEmitter
import Testing

/// Bodies that upload files: a `multipart/form-data` body whose schema lists its parts is a struct, one part per
/// property, files typed `MultipartFile`; a binary body is an `UploadBody`, from memory, a file or a stream.
struct MultipartSnippetTests {
    @Test func aSwagger2FormWithAFileIsAStructOfParts() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Pets, version: '1'}
            paths:
              /pets/{petId}/image:
                post:
                  operationId: uploadImage
                  consumes: [multipart/form-data]
                  parameters:
                    - {name: petId, in: path, required: true, type: integer}
                    - {name: additionalMetadata, in: formData, type: string}
                    - {name: file, in: formData, type: file, required: true}
                  responses:
                    '200': {description: ok}
            """
        )
        #expect(client.diagnostics.isEmpty)
        let builder = try #require(client["Operations/API+UploadImage.swift"])
        #expect(builder.contains("public var file: MultipartFile"))
        #expect(builder.contains("public var additionalMetadata: String?"))
        #expect(
            builder.contains(
                """
                        var form = MultipartForm()
                        form.append("additionalMetadata", body.additionalMetadata)
                        form.append("file", file: body.file)
                        request.body = .multipart(form)
                """
            )
        )
    }

    /// An optional body is sent only when given; a part's `encoding` gives its content type and the headers whose
    /// value the spec fixes, and a call too long for a line is laid out one argument per line.
    @Test func anOptionalBodyAndEncodingsOfItsParts() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.1.0
            info: {title: Docs, version: '1'}
            paths:
              /documents:
                post:
                  operationId: addDocument
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties:
                            form: {type: string}
                            pages:
                              type: array
                              items: {type: string, contentMediaType: image/png}
                            meta: {type: object, properties: {source: {type: string}}}
                        encoding:
                          pages:
                            contentType: image/png
                            headers:
                              X-Document-Classification-Level: {schema: {type: string, const: confidential}}
                              X-Free: {schema: {type: string}}
                          meta: {contentType: application/x-meta+json}
                  responses:
                    '204': {description: ok}
            """
        )
        #expect(client.diagnostics.isEmpty)
        let builder = try #require(client["Operations/API+AddDocument.swift"])
        #expect(builder.contains("public var pages: [MultipartFile]?"))
        #expect(
            builder.contains(
                """
                        if let body {
                            var form = MultipartForm()
                            form.append("form", body.form)
                            form.append(
                                "pages",
                                files: body.pages,
                                contentType: "image/png",
                                headers: ["X-Document-Classification-Level": "confidential"]
                            )
                            form.append("meta", json: body.meta, contentType: "application/x-meta+json")
                            request.body = .multipart(form)
                        }
                """
            )
        )
    }

    @Test func aFreeFormMultipartBodyStaysAFormAndBinaryBodiesAreUploads() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.0.3
            info: {title: Files, version: '1'}
            paths:
              /forms:
                post:
                  operationId: postForm
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema: {type: object}
                  responses:
                    '204': {description: ok}
              /files/{name}:
                put:
                  operationId: putFile
                  parameters:
                    - {name: name, in: path, required: true, schema: {type: string}}
                  requestBody:
                    required: true
                    content:
                      image/png:
                        schema: {type: string, format: binary}
                  responses:
                    '204': {description: ok}
            """
        )
        #expect(client.diagnostics.isEmpty)
        let form = try #require(client["Operations/API+PostForm.swift"])
        #expect(form.contains("body: MultipartForm") && form.contains("request.body = .multipart(body)"))
        let upload = try #require(client["Operations/API+PutFile.swift"])
        #expect(upload.contains("body: UploadBody"))
        #expect(upload.contains(#"request.body = .upload(body, contentType: "image/png")"#))
    }
}
