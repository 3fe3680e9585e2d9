import Testing
import YAMLNodes

struct ScalarCoreSchemaTests {
    @Test(arguments: [
        ("", ScalarValue.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("nULL", .string("nULL")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("false", .bool(false)),
        ("False", .bool(false)), ("FALSE", .bool(false)), ("tRUE", .string("tRUE")),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("y", .string("y")), ("n", .string("n")),
        ("0", .int(0)), ("-0", .int(0)), ("+12", .int(12)), ("-17", .int(-17)), ("007", .int(7)),
        ("0o17", .int(15)), ("0o", .string("0o")), ("0o8", .string("0o8")), ("0x1F", .int(31)), ("0xff", .int(255)),
        ("0xG", .string("0xG")), ("-0x1", .string("-0x1")), ("0b101", .string("0b101")), ("1_000", .string("1_000")),
        ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
        ("9223372036854775808", .bigInt("9223372036854775808")),
        ("-123456789012345678901234567890", .bigInt("-123456789012345678901234567890")),
        ("0xFFFFFFFFFFFFFFFFFF", .bigInt("4722366482869645213695")),
        ("0o7777777777777777777777777", .bigInt("37778931862957161709567")),
        ("000000000000000000000000000001", .int(1)),
        ("1.5", .float(1.5)), ("-1.5", .float(-1.5)), ("+.5", .float(0.5)), (".5", .float(0.5)), ("1.", .float(1)),
        ("1e3", .float(1000)), ("1E-2", .float(0.01)), ("2.5e+2", .float(250)), ("1e", .string("1e")),
        (".", .string(".")), ("-", .string("-")), ("1.2.3", .string("1.2.3")), ("12:30", .string("12:30")),
        (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)), ("+.INF", .float(.infinity)),
        (".infinity", .string(".infinity")), ("-.nan", .string("-.nan")),
        ("2024-01-01", .string("2024-01-01")), ("hello", .string("hello")),
    ])
    func plainScalarResolves(text: String, expected: ScalarValue) {
        #expect(Scalar.resolvePlain(text) == expected)
    }

    @Test(arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(text: String) {
        guard case .float(let value) = Scalar.resolvePlain(text) else {
            Issue.record("\(text) did not resolve to a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test func quotedAndBlockScalarsAreAlwaysStrings() throws {
        let node = try root("a: '12'\nb: \"true\"\nc: |\n  null\nd: !!str 3\ne: ! 4\n")
        #expect(node["a"]?.value == .string("12"))
        #expect(node["b"]?.value == .string("true"))
        #expect(node["c"]?.value == .string("null\n"))
        #expect(node["d"]?.value == .string("3"))
        #expect(node["e"]?.value == .string("4"))
    }

    @Test func explicitTagsResolveTheirText() throws {
        let node = try root("a: !!int '12'\nb: !!float 3\nc: !custom 5\n")
        #expect(node["a"]?.value == .int(12))
        #expect(node["b"]?.value == .float(3))
        #expect(node["b"]?.tag == Scalar.floatTag)
        #expect(node["c"]?.value == .int(5))
        #expect(node["c"]?.tag == "!custom")
    }

    @Test func aTagThatDoesNotFitIsAnError() {
        let (_, diagnostics) = parse("a: !!int twelve\n")
        #expect(diagnostics.map(\.id) == [.yamlTagMismatch])
        #expect(diagnostics.first?.message == "'twelve' is not a valid !!int")
    }
}
