/// How a path parameter is written into its place in the path, as OpenAPI's `style` and `explode` say, after
/// RFC 6570's path expansions. Names and values are percent-encoded as a path segment's; the separators are not.
public enum PathStyle: Sendable, Hashable {
    /// `simple`: `5`, a list `3,4,5`, an object `R,100,G,200` or, exploded, `R=100,G=200`.
    case simple(explode: Bool)
    /// `label`: `.5`, a list `.3,4,5` or, exploded, `.3.4.5`, an object `.R,100,G,200` or, exploded, `.R=100.G=200`.
    case label(explode: Bool)
    /// `matrix`, with the parameter's name: `;id=5`, a list `;id=3,4,5` or, exploded, `;id=3;id=4;id=5`, an object
    /// `;color=R,100,G,200` or, exploded, `;R=100;G=200`.
    case matrix(String, explode: Bool)

    /// The text of one value.
    func write(_ value: String) -> String {
        switch self {
        case .simple: encode(value)
        case .label: "." + encode(value)
        // RFC 6570 writes an empty value without its `=`: `;id`.
        case .matrix(let name, _): ";" + encode(name) + (value.isEmpty ? "" : "=" + encode(value))
        }
    }

    /// The text of a list; an empty list writes nothing, as RFC 6570 treats it as undefined.
    func write(_ values: [String]) -> String {
        guard !values.isEmpty else { return "" }
        let encoded = values.map(encode)
        return switch self {
        case .simple: encoded.joined(separator: ",")
        case .label(let explode): "." + encoded.joined(separator: explode ? "." : ",")
        case .matrix(let name, explode: false): ";" + encode(name) + "=" + encoded.joined(separator: ",")
        case .matrix(let name, explode: true): encoded.map { ";" + encode(name) + "=" + $0 }.joined()
        }
    }

    /// The text of an object's members, in the order given; no members write nothing.
    func write(members: [(name: String, value: String)]) -> String {
        guard !members.isEmpty else { return "" }
        let pairs = members.map { encode($0.name) + "=" + encode($0.value) }
        let flat = members.flatMap { [encode($0.name), encode($0.value)] }.joined(separator: ",")
        return switch self {
        case .simple(let explode): explode ? pairs.joined(separator: ",") : flat
        case .label(let explode): "." + (explode ? pairs.joined(separator: ".") : flat)
        case .matrix(let name, let explode): explode ? pairs.map { ";" + $0 }.joined() : ";" + encode(name) + "=" + flat
        }
    }

    private func encode(_ text: String) -> String {
        PercentEncoding.pathSegment(text)
    }
}
