/// A path parameter, percent-encoded as one segment when interpolated into a path.
///
/// ```swift
/// "/files/\(PathSegment(name))"   // name "a/b c" gives "/files/a%2Fb%20c"
/// ```
public struct PathSegment: CustomStringConvertible, Sendable {
    /// The encoded segment.
    public let description: String

    public init(_ value: some ParameterValue) {
        description = PercentEncoding.pathSegment(value.parameterValue)
    }

    /// An array in OpenAPI's `simple` style: elements joined by commas, each encoded.
    public init(_ values: [some ParameterValue]) {
        description = values.map { PercentEncoding.pathSegment($0.parameterValue) }.joined(separator: ",")
    }
}
