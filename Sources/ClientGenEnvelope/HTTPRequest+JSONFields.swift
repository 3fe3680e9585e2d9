import ClientGenRuntime
import Foundation

extension HTTPRequest {
    /// The body as a JSON object, when it is one held in memory; what the envelope middlewares rewrite.
    var jsonObjectBody: JSONValue? {
        guard case .data(let body)? = body, let value = try? JSONDecoder().decode(JSONValue.self, from: body),
            case .object = value
        else { return nil }
        return value
    }

    /// A copy whose body is `fields` with `values` set at their dotted paths (`request.language`), encoded with
    /// sorted keys so the bytes a signer sees are stable.
    func replacingBody(with fields: JSONValue, setting values: [String: JSONValue]) throws -> HTTPRequest {
        var fields = fields
        for (path, value) in values { fields.set(value, atPath: path) }
        var copy = self
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        copy.body = .data(try encoder.encode(fields))
        return copy
    }
}
