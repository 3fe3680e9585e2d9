import Foundation

/// An OpenAPI server URL with `{variables}`, such as `https://{region}.example.com/{stage}`.
public struct ServerTemplate: Hashable, Sendable {
    /// One `{name}` in the template: its default and, when the spec lists them, the allowed values.
    public struct Variable: Hashable, Sendable {
        public var defaultValue: String
        public var allowedValues: [String]

        public init(default defaultValue: String, allowedValues: [String] = []) {
            self.defaultValue = defaultValue
            self.allowedValues = allowedValues
        }
    }

    /// Why a server URL could not be made.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownVariable(String)
        case disallowedValue(variable: String, value: String, allowed: [String])
        case invalidURL(String)

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

    public var template: String
    public var variables: [String: Variable]

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
