import Diagnostics

/// Every diagnostic the YAML layer reports: stable ids and their messages, in one place.
extension DiagnosticID {
    public static let yamlSyntax: DiagnosticID = "yaml.syntax"
    public static let yamlEncoding: DiagnosticID = "yaml.encoding"
    public static let yamlDuplicateKey: DiagnosticID = "yaml.duplicate-key"
    public static let yamlUndefinedAlias: DiagnosticID = "yaml.undefined-alias"
    public static let yamlCyclicAlias: DiagnosticID = "yaml.cyclic-alias"
    public static let yamlInvalidMerge: DiagnosticID = "yaml.invalid-merge"
    public static let yamlTagMismatch: DiagnosticID = "yaml.tag-mismatch"
    public static let yamlDepthLimit: DiagnosticID = "yaml.limit.depth"
    public static let yamlAliasLimit: DiagnosticID = "yaml.limit.alias-expansion"
    public static let yamlSizeLimit: DiagnosticID = "yaml.limit.size"
    public static let yamlScalarLimit: DiagnosticID = "yaml.limit.scalar"
    public static let yamlJSONKey: DiagnosticID = "yaml.json-key"
    public static let yamlJSONSize: DiagnosticID = "yaml.limit.json-size"
    public static let yamlJSONLoneSurrogate: DiagnosticID = "yaml.json-lone-surrogate"
    public static let yamlCommentSpacing: DiagnosticID = "yaml.comment-spacing"
    public static let yamlDirectiveWithoutEnd: DiagnosticID = "yaml.directive-without-end"
    public static let yamlPlainIndicator: DiagnosticID = "yaml.plain-indicator"
    public static let yamlBlockScalarIndentation: DiagnosticID = "yaml.block-scalar-indentation"
}

enum YAMLMessage {
    static func syntax(_ problem: String) -> String { problem }

    static func invalidUTF8(_ problem: String, byte: Int32) -> String {
        byte >= 0 ? "invalid UTF-8: \(problem) (byte 0x\(hex(byte)))" : "invalid input: \(problem)"
    }

    static func wideEncoding(_ name: String) -> String {
        "the file is \(name); ClientGen reads UTF-8 only — save it as UTF-8"
    }

    static func duplicateKey(_ key: String) -> String { "duplicate key '\(key)' in mapping" }
    static let firstKey = "first given here"
    static func undefinedAlias(_ name: String) -> String { "alias '*\(name)' names no anchor defined before it" }
    static func cyclicAlias(_ name: String) -> String {
        "alias '*\(name)' refers to a node that contains it; cyclic aliases are not allowed"
    }
    static let anchorHere = "anchor defined here"
    static func invalidMerge(_ kind: String) -> String {
        "a merge key '<<' takes a mapping or a sequence of mappings, not a \(kind)"
    }
    static func tagMismatch(_ text: String, _ tag: String) -> String { "'\(text)' is not a valid \(shortTag(tag))" }
    static func depth(_ limit: Int) -> String { "nesting is deeper than the limit of \(limit) levels" }
    static func aliasExpansion(_ limit: Int) -> String {
        "aliases expand the document beyond \(limit) nodes (an alias bomb?)"
    }
    static func inputSize(_ size: Int, _ limit: Int) -> String {
        "the file is \(size) bytes, more than the limit of \(limit) bytes"
    }
    static func scalarSize(_ size: Int, _ limit: Int) -> String {
        "a scalar of \(size) bytes is longer than the limit of \(limit) bytes"
    }
    static func jsonKey(_ kind: String) -> String { "a \(kind) used as a mapping key cannot be written as JSON" }
    static func jsonSize(_ limit: Int) -> String {
        "the JSON passes the limit of \(limit) bytes here, with aliases written out in full (an alias bomb?)"
    }
    static func loneSurrogate(_ escape: String) -> String {
        "'\(escape)' is half of a UTF-16 surrogate pair without its other half; it is read as U+FFFD"
    }
    static func notJSON(_ problem: String) -> String { "read as JSON, the text fails here: \(problem)" }
    static let outOfMemory = "libyaml ran out of memory"
    static let commentSpacing = "a comment needs white space before its '#'"
    static let directiveWithoutEnd =
        "a directive after a document needs the document ended with '...' first"
    static func plainIndicator(_ indicator: Character) -> String {
        "a plain scalar cannot be '\(indicator)' alone or start with '\(indicator)' and a space or flow indicator"
    }
    static let blockScalarIndentation =
        "this empty line of a block scalar has more indentation than the scalar's first line"

    private static func hex(_ byte: Int32) -> String {
        let digits = String(byte & 0xFF, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func shortTag(_ tag: String) -> String {
        tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
    }
}
