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
}
