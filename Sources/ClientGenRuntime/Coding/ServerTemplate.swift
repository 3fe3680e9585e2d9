import Foundation

/// An OpenAPI server URL with `{variables}`, such as `https://{region}.example.com/{stage}`.
public struct ServerTemplate: Hashable, Sendable {
    /// One `{name}` in the template: its default and, when the spec lists them, the allowed values.
    public struct Variable: Hashable, Sendable {
        /// The value used when none is given.
        public var defaultValue: String
        /// The spec's `enum` for the variable; empty allows any value.
        public var allowedValues: [String]

        /// A variable with its default and, optionally, the only values it may take.
        public init(default defaultValue: String, allowedValues: [String] = []) {
            self.defaultValue = defaultValue
            self.allowedValues = allowedValues
        }
    }

    /// Why a server URL could not be made.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// A value was given for a variable the template does not have.
        case unknownVariable(String)
        /// The value is not one of the variable's allowed values.
        case disallowedValue(variable: String, value: String, allowed: [String])
        /// The text with every variable filled in is not an absolute URL.
        case invalidURL(String)

        /// What went wrong, naming the variable or the text.
        public var description: String {
            switch self {
            case .unknownVariable(let name):
                return "The server URL has no variable {\(name)}."
            case .disallowedValue(let name, let value, let allowed):
                return "\"\(value)\" is not allowed for server variable {\(name)}; use one of \(allowed)."
            case .invalidURL(let text):
                return "\"\(text)\" is not a valid URL after substituting the server variables."
            }
        }
    }

    /// The URL with `{name}` where each variable goes.
    public var template: String
    /// The variables, by name.
    public var variables: [String: Variable]

    /// A template and its variables: `ServerTemplate("https://{host}/api", variables: ["host": .init(default: "example.com")])`.
    public init(_ template: String, variables: [String: Variable] = [:]) {
        self.template = template
        self.variables = variables
    }

    /// The URL with `values` substituted and defaults for the rest.
    public func url(_ values: [String: String] = [:]) throws(Failure) -> URL {
        var text = template
        for name in values.keys where variables[name] == nil {
            throw .unknownVariable(name)
        }
        for (name, variable) in variables.sorted(by: { $0.key < $1.key }) {
            let value = values[name] ?? variable.defaultValue
            if !variable.allowedValues.isEmpty, !variable.allowedValues.contains(value) {
                throw .disallowedValue(variable: name, value: value, allowed: variable.allowedValues)
            }
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        guard let url = URL(string: text), url.scheme != nil else { throw .invalidURL(text) }
        return url
    }
}
