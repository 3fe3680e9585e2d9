import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    struct StyleCase: CustomTestStringConvertible, Sendable {
        /// The parameter, in YAML flow style.
        var parameter: String
        /// The statement or path the builder has for it.
        var expected: String
        /// The warning it gives, if any.
        var warning: String?

        var testDescription: String { parameter }
    }

    static let styleCases: [StyleCase] = [
        StyleCase(
            parameter: "{name: id, in: path, required: true, style: matrix, schema: {type: integer}}",
            expected: #""/things/\(segment: id, style: .matrix("id", explode: false))""#
        ),
        StyleCase(
            parameter:
                "{name: id, in: path, required: true, style: matrix, explode: true, schema: {type: array, items: {type: integer}}}",
            expected: #""/things/\(segment: id, style: .matrix("id", explode: true))""#
        ),
        StyleCase(
            parameter:
                "{name: id, in: path, required: true, style: label, schema: {type: array, items: {type: integer}}}",
            expected: #""/things/\(segment: id, style: .label(explode: false))""#
        ),
        StyleCase(
            parameter:
                "{name: id, in: path, required: true, style: label, explode: true, schema: {type: object, additionalProperties: {type: integer}}}",
            expected: #""/things/\(segment: id, style: .label(explode: true))""#
        ),
        StyleCase(
            parameter:
                "{name: id, in: path, required: true, explode: true, schema: {type: object, additionalProperties: {type: integer}}}",
            expected: #""/things/\(segment: id, style: .simple(explode: true))""#
        ),
        StyleCase(
            parameter: "{name: id, in: path, required: true, schema: {type: array, items: {type: integer}}}",
            expected: #""/things/\(segment: id)""#
        ),
        StyleCase(
            parameter: "{name: id, in: path, required: true, style: form, schema: {type: integer}}",
            expected: #""/things/\(segment: id)""#,
            warning: "path parameter 'id' has style 'form', which a path does not take; it is sent in 'simple' style"
        ),
        StyleCase(
            parameter: "{name: q, in: query, allowReserved: true, schema: {type: string}}",
            expected: #"request.addQuery("q", q, allowReserved: true)"#
        ),
        StyleCase(
            parameter:
                "{name: q, in: query, allowReserved: true, explode: false, schema: {type: array, items: {type: string}}}",
            expected: #"request.addQuery("q", q, explode: false, allowReserved: true)"#
        ),
        StyleCase(
            parameter:
                "{name: q, in: query, style: form, explode: false, schema: {type: object, additionalProperties: {type: integer}}}",
            expected: #"request.addQuery("q", encoding: q, style: .form(explode: false))"#
        ),
        StyleCase(
            parameter:
                "{name: q, in: query, style: pipeDelimited, schema: {type: object, additionalProperties: {type: integer}}}",
            expected: #"request.addQuery("q", encoding: q, style: .delimited("|"))"#
        ),
        StyleCase(
            parameter:
                "{name: q, in: query, style: spaceDelimited, schema: {type: object, properties: {a: {type: string}}}}",
            expected: #"request.addQuery("q", encoding: q, style: .delimited(" "))"#
        ),
        StyleCase(
            parameter: "{name: q, in: query, style: deepObject, schema: {type: array, items: {type: string}}}",
            expected: #"request.addQuery(deepObject: "q", q)"#,
            warning: "parameter 'q' is a list in style 'deepObject', which OpenAPI leaves undefined; it is sent in "
                + "brackets (`q[]=a&q[]=b`, a list of objects as `q[0][key]=v`), as Rails, PHP and Stripe read it; "
                + "'form-arrays: repeated-keys' sends `q=a&q=b` instead"
        ),
        StyleCase(
            parameter: "{name: q, in: query, style: spaceDelimited, schema: {type: integer}}",
            expected: #"request.addQuery("q", q)"#,
            warning: "parameter 'q' is a single value, which style 'spaceDelimited' does not write; it is sent in "
                + "'form' style (`id=1`)"
        ),
        StyleCase(
            parameter: "{name: q, in: query, style: matrix, schema: {type: integer}}",
            expected: #"request.addQuery("q", q)"#,
            warning: "query parameter 'q' has style 'matrix', which a query does not take; it is sent in 'form' style"
        ),
        StyleCase(
            parameter:
                "{name: q, in: query, style: deepObject, schema: {type: array, items: {type: object, properties: {a: {type: string}}}}}",
            expected: #"request.addQuery("q", encoding: q, style: .deepObject)"#,
            warning: "parameter 'q' is a list in style 'deepObject', which OpenAPI leaves undefined; it is sent in "
                + "brackets (`q[]=a&q[]=b`, a list of objects as `q[0][key]=v`), as Rails, PHP and Stripe read it; "
                + "'form-arrays: repeated-keys' sends `q=a&q=b` instead"
        ),
    ]

    /// Each parameter style OpenAPI defines is written as the spec says, in the path or the query; a style the
    /// value's wire shape or the parameter's location has no form for falls back to the nearest that carries it,
    /// with a warning at the parameter.
    @Test(arguments: styleCases)
    func parametersAreWrittenInTheirStyle(_ example: StyleCase) throws {
        let path = example.parameter.contains("in: path") ? "/things/{id}" : "/things"
        let client = try TranslatedClient(
            """
            openapi: 3.1.0
            info: {title: Test, version: '1'}
            paths:
              \(path):
                get:
                  operationId: getThings
                  parameters:
                    - \(example.parameter)
                  responses: {'204': {description: none}}
            """
        )
        let operation = try #require(client["Operations/API+GetThings.swift"])
        #expect(operation.contains(example.expected), "\(operation)")
        #expect(client.diagnostics.map(\.message) == [example.warning].compactMap { $0 })
        if example.warning != nil {
            #expect(client.diagnostics.first?.location?.line == 8)
        }
    }

    /// An OpenAPI 3.2 `querystring` parameter is the whole query string: an argument of its content's type, sent
    /// as a form or as JSON text. With `query` parameters too, which OpenAPI forbids, both are sent, with a warning.
    @Test(arguments: [
        ("application/x-www-form-urlencoded", "request.addQueryString(form: filter)", false),
        ("application/json", "request.addQueryString(json: filter)", false),
        ("application/x-www-form-urlencoded", "request.addQueryString(form: filter)", true),
    ])
    func queryStringParametersAreTheWholeQuery(contentType: String, expected: String, withQuery: Bool) throws {
        let client = try TranslatedClient(
            """
            openapi: 3.2.0
            info: {title: Test, version: '1'}
            paths:
              /things:
                get:
                  operationId: getThings
                  parameters:
                    - name: filter
                      in: querystring
                      content: {'\(contentType)': {schema: {$ref: '#/components/schemas/Filter'}}}
                    \(withQuery ? "- {name: page, in: query, schema: {type: integer}}" : "")
                  responses: {'204': {description: none}}
            components:
              schemas:
                Filter: {type: object, properties: {color: {type: string}, size: {type: integer}}}
            """
        )
        let operation = try #require(client["Operations/API+GetThings.swift"])
        #expect(operation.contains("filter: Filter? = nil"), "\(operation)")
        #expect(operation.contains(expected), "\(operation)")
        let warning =
            "parameter 'filter' is the whole query string, and the operation also has 'query' parameters, which "
            + "OpenAPI forbids; the query parameters are added after it"
        #expect(client.diagnostics.map(\.message) == (withQuery ? [warning] : []))
    }
}
