/// A path parameter, percent-encoded as one segment when interpolated into a path.
///
/// ```swift
/// "/files/\(PathSegment(name))"   // name "a/b c" gives "/files/a%2Fb%20c"
/// ```
public struct PathSegment: CustomStringConvertible, Sendable {
    /// The encoded segment.
    public let description: String

    /// `value` as one path segment: its parameter text with `/`, `?`, `#`, spaces and other reserved
    /// characters percent-encoded.
    public init(_ value: some ParameterValue) {
        description = PercentEncoding.pathSegment(value.parameterValue)
    }

    /// An array in OpenAPI's `simple` style: elements joined by commas, each encoded.
    public init(_ values: [some ParameterValue]) {
        description = values.map { PercentEncoding.pathSegment($0.parameterValue) }.joined(separator: ",")
    }

    /// `value` in `style`: `;id=5` (`matrix`), `.5` (`label`), `5` (`simple`).
    public init(_ value: some ParameterValue, style: PathStyle) {
        description = style.write(value.parameterValue)
    }

    /// A list in `style`: `;id=3,4,5` (`matrix`), `.3,4,5` (`label`), `3,4,5` (`simple`), or exploded.
    public init(_ values: [some ParameterValue], style: PathStyle) {
        description = style.write(values.map(\.parameterValue))
    }

    /// An object's members in `style`, sorted by name: `;color=R,100,G,200` (`matrix`), `.R=100.G=200` (`label`,
    /// exploded), `R,100,G,200` (`simple`).
    public init(_ members: [String: some ParameterValue], style: PathStyle) {
        description = style.write(
            members: members.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value.parameterValue) }
        )
    }
}

extension DefaultStringInterpolation {
    /// A path parameter, percent-encoded as one segment: `"/files/\(segment: name)"`, as generated request
    /// builders write paths.
    public mutating func appendInterpolation(segment value: some ParameterValue) {
        appendLiteral(PathSegment(value).description)
    }

    /// An array path parameter in OpenAPI's `simple` style: `"/ids/\(segment: ids)"` gives `/ids/1,2,3`.
    public mutating func appendInterpolation(segment values: [some ParameterValue]) {
        appendLiteral(PathSegment(values).description)
    }

    /// A path parameter in `style`: `"/pets/\(segment: id, style: .matrix("id", explode: false))"` gives
    /// `/pets/;id=5`.
    public mutating func appendInterpolation(segment value: some ParameterValue, style: PathStyle) {
        appendLiteral(PathSegment(value, style: style).description)
    }

    /// A list path parameter in `style`: `"/ids/\(segment: ids, style: .label(explode: true))"` gives `/ids/.3.4.5`.
    public mutating func appendInterpolation(segment values: [some ParameterValue], style: PathStyle) {
        appendLiteral(PathSegment(values, style: style).description)
    }

    /// An object path parameter in `style`, members sorted by name:
    /// `"/colors/\(segment: color, style: .simple(explode: true))"` gives `/colors/G=200,R=100`.
    public mutating func appendInterpolation(segment members: [String: some ParameterValue], style: PathStyle) {
        appendLiteral(PathSegment(members, style: style).description)
    }
}
