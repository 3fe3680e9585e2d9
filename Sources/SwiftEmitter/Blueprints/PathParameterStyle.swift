/// How a path parameter that is not in plain `simple` style is written into the path: the runtime's `PathStyle`.
public enum PathParameterStyle: Hashable, Sendable {
    /// `simple`, written with its style only for an object (a list is the same either way).
    case simple(explode: Bool)
    /// `label`: `.5`, `.3,4,5`.
    case label(explode: Bool)
    /// `matrix`, with the parameter's name: `;id=5`.
    case matrix(name: String, explode: Bool)
}
