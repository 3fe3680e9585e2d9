import Diagnostics
import Testing
import YAMLNodes

@testable import OpenAPIModel

/// RFC 9535 queries over YAML nodes: the RFC's own bookstore examples, each selector and function, the order of
/// results, and what is not a query, with where it goes wrong.
struct JSONPathTests {
    /// The RFC's example document (§1.5).
    private let store = """
        store:
          book:
            - {category: reference, author: Nigel Rees, title: Sayings of the Century, price: 8.95}
            - {category: fiction, author: Evelyn Waugh, title: Sword of Honour, price: 12.99}
            - {category: fiction, author: Herman Melville, title: Moby Dick, isbn: 0-553-21311-3, price: 8.99}
            - {category: fiction, author: J. R. R. Tolkien, title: The Lord of the Rings, isbn: 0-395-19395-8,
               price: 22.99}
          bicycle: {color: red, price: 399}
        """

    private func root(_ yaml: String) throws -> Node {
        let documents = try YAMLParser().parse(
            SourceFile(path: "t.yaml", bytes: Array(yaml.utf8)),
            diagnostics: DiagnosticBag()
        )
        return try #require(documents.first?.root)
    }

    /// The selected nodes as JSON-ish text: scalars as written, collections by kind and size.
    private func select(_ query: String, in yaml: String? = nil) throws -> [String] {
        try JSONPath(query).select(in: root(yaml ?? store)).map { Self.describe($0.node) }
    }

    private static func describe(_ node: Node) -> String {
        switch node.content {
        case .scalar(let scalar): scalar.text
        case .sequence(let items): "[\(items.count)]"
        case .mapping(let pairs): "{\(pairs.map { $0.key.scalar?.text ?? "?" }.joined(separator: ","))}"
        }
    }

    @Test func theRFCsBookstoreExamples() throws {
        #expect(
            try select("$.store.book[*].author")
                == ["Nigel Rees", "Evelyn Waugh", "Herman Melville", "J. R. R. Tolkien"]
        )
        #expect(try select("$..author").count == 4)
        #expect(try select("$.store.*") == ["[4]", "{color,price}"])
        #expect(try select("$.store..price") == ["8.95", "12.99", "8.99", "22.99", "399"])
        #expect(try select("$..book[2].title") == ["Moby Dick"])
        #expect(try select("$..book[-1].title") == ["The Lord of the Rings"])
        #expect(try select("$..book[0,1].title") == ["Sayings of the Century", "Sword of Honour"])
        #expect(try select("$..book[:2].title") == ["Sayings of the Century", "Sword of Honour"])
        #expect(try select("$..book[?@.isbn].title") == ["Moby Dick", "The Lord of the Rings"])
        #expect(try select("$..book[?@.price<10].title") == ["Sayings of the Century", "Moby Dick"])
        #expect(try select("$..*").count == 27)
    }

    @Test func namesInBracketsQuotesAndEscapes() throws {
        let yaml = """
            paths:
              /pets/{id}: {get: {operationId: getPet}}
              "it's": {x: 1}
              "a\\"b": {x: 2}
              é: {x: 3}
              '200': {x: 4}
            """
        #expect(try select("$.paths['/pets/{id}'].get.operationId", in: yaml) == ["getPet"])
        #expect(try select(#"$.paths["/pets/{id}"]["get"]"#, in: yaml) == ["{operationId}"])
        #expect(try select(#"$.paths['it\'s'].x"#, in: yaml) == ["1"])
        #expect(try select(#"$.paths["a\"b"].x"#, in: yaml) == ["2"])
        #expect(try select(#"$.paths['\u00e9'].x"#, in: yaml) == ["3"])
        #expect(try select("$.paths.é.x", in: yaml) == ["3"])
        #expect(try select("$.paths['200'].x", in: yaml) == ["4"])
        #expect(try select("$ .paths [ '200' ] .x", in: yaml) == ["4"])
    }

    @Test func slicesFollowTheRFC() throws {
        let list = "a: [0, 1, 2, 3, 4, 5, 6]"
        #expect(try select("$.a[1:3]", in: list) == ["1", "2"])
        #expect(try select("$.a[5:]", in: list) == ["5", "6"])
        #expect(try select("$.a[1:5:2]", in: list) == ["1", "3"])
        #expect(try select("$.a[5:1:-2]", in: list) == ["5", "3"])
        #expect(try select("$.a[::-1]", in: list) == ["6", "5", "4", "3", "2", "1", "0"])
        #expect(try select("$.a[-2:]", in: list) == ["5", "6"])
        #expect(try select("$.a[0:7:0]", in: list).isEmpty)
        #expect(try select("$.a[10]", in: list).isEmpty)
        #expect(try select("$.a[-8]", in: list).isEmpty)
    }

    @Test func filtersCompareTestAndCombine() throws {
        let yaml = """
            parameters:
              - {name: limit, in: query, required: false, schema: {type: integer, maximum: 100}}
              - {name: id, in: path, required: true}
              - {name: filter, in: query}
              - {name: X-Trace, in: header, deprecated: null}
            tags: [pets, dummy, admin]
            """
        #expect(try select("$.parameters[?@.name=='filter' && @.in=='query'].name", in: yaml) == ["filter"])
        #expect(try select("$.parameters[?@.in == 'path' || @.in == 'header'].name", in: yaml) == ["id", "X-Trace"])
        #expect(try select("$.parameters[?!@.required].name", in: yaml) == ["filter", "X-Trace"])
        #expect(try select("$.parameters[?@.required == true].name", in: yaml) == ["id"])
        #expect(try select("$.parameters[?@.deprecated == null].name", in: yaml) == ["X-Trace"])
        #expect(try select("$.parameters[?@.schema.maximum >= 100].name", in: yaml) == ["limit"])
        #expect(try select("$.parameters[?(@.in == 'query') && !(@.name == 'limit')].name", in: yaml) == ["filter"])
        #expect(try select("$.parameters[?@.name > 'j'].name", in: yaml) == ["limit"])
        // Nothing equals only Nothing; a missing member is not null.
        #expect(try select("$.parameters[?@.missing == @.other].name", in: yaml).count == 4)
        #expect(try select("$.parameters[?@.missing == null].name", in: yaml).isEmpty)
        // A test of the current node itself, and a filter on a mapping's values.
        #expect(try select("$.tags[?@ == 'dummy']", in: yaml) == ["dummy"])
        #expect(try select("$[?@[0] == 'pets']", in: yaml) == ["[3]"])
        // An absolute query inside a filter.
        #expect(try select("$.parameters[?@.name == $.parameters[0].name].in", in: yaml) == ["query"])
        // Structured values compare by content.
        #expect(try select("$.parameters[?@.schema == $.parameters[0].schema].name", in: yaml) == ["limit"])
    }

    @Test func theStandardFunctions() throws {
        let yaml = """
            items:
              - {name: ab, tags: [x, y, z], path: /v1/users}
              - {name: abcdef, tags: [], path: '/v2/users/{id}'}
              - {name: é, tags: [x]}
            """
        #expect(try select("$.items[?length(@.name) == 2].name", in: yaml) == ["ab"])
        #expect(try select("$.items[?length(@.name) == 1].name", in: yaml) == ["é"])
        #expect(try select("$.items[?length(@.tags) > 1].name", in: yaml) == ["ab"])
        #expect(try select("$.items[?count(@.tags[*]) == 0].name", in: yaml) == ["abcdef"])
        #expect(try select("$.items[?match(@.path, '/v[0-9]/users')].name", in: yaml) == ["ab"])
        #expect(try select("$.items[?search(@.path, '\\\\{id}')].name", in: yaml) == ["abcdef"])
        #expect(try select("$.items[?!search(@.path, 'v2')].name", in: yaml) == ["ab", "é"])
        #expect(try select("$.items[?value(@..tags[0]) == 'x'].name", in: yaml) == ["ab", "é"])
        // A pattern that is not a regular expression matches nothing.
        #expect(try select("$.items[?match(@.name, '(')].name", in: yaml).isEmpty)
    }

    @Test func descendantsComeInDocumentOrderParentsFirst() throws {
        let yaml = """
            a:
              description: one
              b: {description: two, c: [{description: three}]}
            d: {description: four}
            """
        #expect(try select("$..description", in: yaml) == ["one", "two", "three", "four"])
        let locations = try JSONPath("$..description").select(in: root(yaml)).map(\.location)
        #expect(locations == [[0, 0], [0, 1, 0], [0, 1, 1, 0, 0], [1, 0]])
        #expect(try select("$..[0].description", in: yaml) == ["three"])
    }

    @Test func whatIsNotAQueryIsLocated() {
        func failure(_ query: String) -> JSONPath.SyntaxError? {
            do {
                _ = try JSONPath(query)
                return nil
            } catch {
                return error
            }
        }
        #expect(failure("paths") == .init(message: "a query starts with '$'", offset: 0))
        #expect(failure("$.paths.x-foo")?.offset == 9)
        #expect(failure("$.paths.x-foo")?.message.contains("['name-with-dash']") == true)
        #expect(failure("$.paths['/a'")?.message == "expected ',' or ']'")
        #expect(failure("$.paths['/a]")?.message.contains("no closing") == true)
        #expect(failure("$.a[01]")?.message == "an index has no leading zeros and is not -0")
        #expect(failure("$.a[-0]") != nil)
        #expect(failure("$.a[9007199254740992]") != nil)
        #expect(failure("$.a[?@.b == ]")?.offset == 12)
        #expect(failure("$.a[?@.* == 1]")?.message.contains("one node at most") == true)
        #expect(failure("$.a[?length(@.b)]")?.message.contains("compare it") == true)
        #expect(failure("$.a[?match(@.b, 'x') == true]")?.message.contains("as a test") == true)
        #expect(failure("$.a[?nope(@)]")?.message.contains("unknown function 'nope'") == true)
        #expect(failure("$.a[?count(1) == 1]")?.message == "count(…) takes a query")
        #expect(failure("$.a[?'x']")?.message.contains("a literal alone") == true)
        #expect(failure("$.a[?@.b == 'x\\q']")?.message == "unknown escape '\\q'")
        #expect(failure("$.a ") != nil)
        #expect(failure(String(repeating: "$.a[?", count: 1) + String(repeating: "(", count: 100)) != nil)
    }

    @Test func aQueryThatVisitsTooManyNodesStops() throws {
        let tree = try root("a: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]")
        #expect(try JSONPath("$..*..*").select(in: tree, limit: 1_000).count == 34)
        #expect(throws: JSONPath.TooMuchWork.self) { try JSONPath("$..*..*..*").select(in: tree, limit: 100) }
    }

    @Test func singularQueriesAreNamesAndIndicesOnly() throws {
        func isSingular(_ text: String) throws -> Bool {
            var parser = JSONPath.Parser("$" + text)
            return JSONPath.Query(isRelative: false, segments: try parser.query()).isSingular
        }
        #expect(try isSingular(".a['b'][0]"))
        #expect(try !isSingular(".a[*]"))
        #expect(try !isSingular("..a"))
        #expect(try !isSingular(".a[0,1]"))
        #expect(try !isSingular(".a[0:1]"))
    }
}
