/// What a command accepts, from which both parsing and its help text are derived.
struct CommandSpec: Sendable {
    struct Argument: Sendable {
        var name: String
        var help: String
    }

    struct Option: Sendable {
        /// The long name with its dashes, such as `--to`.
        var name: String
        /// Shown in help for an option that takes a value (`FORMAT`); nil for a flag.
        var valueName: String?
        var help: String
        /// The values the option accepts; empty for any.
        var allowed: [String] = []
        /// Whether the option may be given more than once, each value kept.
        var isRepeatable = false

        /// How the option reads in a usage line: `[--module <name>]`, `[--format text|json]`, `[--overlay <file>]...`.
        var usage: String {
            let value = allowed.isEmpty ? valueName.map { "<\($0)>" } : allowed.joined(separator: "|")
            return "[" + (value.map { "\(name) \($0)" } ?? name) + "]" + (isRepeatable ? "..." : "")
        }

        /// `--overlay <file>`, the same for every command that reads a spec.
        static func overlay(_ help: String = "Apply this OpenAPI Overlay to the spec first (repeatable, in order).")
            -> Option
        {
            Option(name: "--overlay", valueName: "file", help: help, isRepeatable: true)
        }
    }

    var name: String
    var abstract: String
    /// The command and its arguments, with the options that need them (`generate (<spec> --output <dir> | …)`).
    var synopsis: String
    var arguments: [Argument] = []
    var options: [Option] = []
    var discussion: String = ""

    /// The synopsis, then every option it does not mention, so no option can be missing from it.
    var usage: String {
        ([synopsis]
            + options.filter { !synopsis.contains($0.name + " ") && !synopsis.contains($0.name + ")") }
            .map(\.usage)).joined(separator: " ")
    }

    var helpText: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: clientgen \(usage)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in arguments { text += Self.row(argument.name, argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in options {
            let label = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
            text += Self.row(label, option.help)
        }
        text += Self.row("-h, --help", "Show help for this command.")
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }

    private static func row(_ label: String, _ help: String) -> String {
        let padded =
            label.count < 24
            ? label + String(repeating: " ", count: 24 - label.count) : label + "\n" + String(repeating: " ", count: 26)
        return "  \(padded)\(help)\n"
    }

    /// Splits `arguments` into positionals, option values and flags, or says what is wrong.
    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw CLIError.unknownOption(name, command: self.name)
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw CLIError.unexpectedArgument(argument, command: self.name) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw CLIError.missingValue(option: name, command: self.name)
            }
            if !option.allowed.isEmpty, !option.allowed.contains(value) {
                throw CLIError.invalidValue(value, option: name, allowed: option.allowed)
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A command line split by a ``CommandSpec``.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var wantsHelp = false

    /// The last value given for `option`, so a later flag overrides an earlier one.
    func value(_ option: String) -> String? { values[option]?.last }
}

extension ParsedArguments {
    /// The last value given for `option` as one of its cases; the option's spec lists exactly the raw values,
    /// so parsing has already refused anything else.
    func choice<Value: RawRepresentable>(_ option: String, as _: Value.Type) -> Value? where Value.RawValue == String {
        value(option).flatMap(Value.init(rawValue:))
    }
}
