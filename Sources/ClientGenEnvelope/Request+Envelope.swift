import ClientGenRuntime
import Foundation

extension Request where Response: Decodable & Sendable {
    /// A call to an operation of an RPC-style API: `params` sent inside `envelope`'s request body, and the
    /// response's result field decoded as `Response`.
    ///
    /// A response whose code is not the envelope's success code throws an ``EnvelopeError``. A result that
    /// is missing or `null` decodes as ``Empty`` when that is the `Response`.
    public init(
        method: HTTPMethod = .post,
        path: String,
        operationID: String,
        errorResponses: [ErrorResponse] = [],
        envelope: Envelope,
        apiVersion: String? = nil,
        params: some Encodable & Sendable
    ) {
        self.init(
            method: method,
            path: path,
            operationID: operationID,
            body: .json(EnvelopeBody(envelope: envelope, apiVersion: apiVersion, params: params)),
            errorResponses: errorResponses,
            decoding: .envelope(envelope, operationID: operationID)
        )
    }
}

extension ResponseDecoding where Response: Decodable & Sendable {
    /// The result field of `envelope`'s response decoded as `Response`, or an ``EnvelopeError`` when the code
    /// is not the success code.
    public static func envelope(_ envelope: Envelope, operationID: String) -> Self {
        var decoding = Self { input in
            let body = try input.decoder.decode(JSONValue.self, from: input.body)
            if let error = envelope.error(in: body, operationID: operationID) { throw error }
            let result = envelope.data.map { body[path: $0] ?? .null } ?? body
            if result == .null, let empty = Empty() as? Response { return empty }
            return try input.decoder.decode(Response.self, from: JSONEncoder().encode(result))
        }
        decoding.expectsJSON = true
        return decoding
    }
}

/// An envelope's request body: the operation's parameters with the envelope's fixed fields, and a fresh `id`
/// each time it is encoded, which is each time the request is sent.
struct EnvelopeBody: Encodable, Sendable {
    let envelope: Envelope
    let apiVersion: String?
    let params: any Encodable & Sendable

    func encode(to encoder: any Encoder) throws {
        var root = Member.object([:])
        for (path, value) in envelope.constants { root.insert(.value(value), at: path) }
        if let path = envelope.apiVersion, let apiVersion {
            root.insert(.value(JSONValue.string(apiVersion)), at: path)
        }
        if let path = envelope.id { root.insert(.value(UUID().uuidString.lowercased()), at: path) }
        root.insert(.value(params), at: envelope.params)
        try root.encode(to: encoder)
    }

    /// A tree of the body's members, with the parameters encoded in place by the client's encoder.
    private enum Member: Encodable {
        case value(any Encodable & Sendable)
        case object([String: Member])

        mutating func insert(_ member: Member, at path: String) {
            insert(member, at: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...])
        }

        private mutating func insert(_ member: Member, at names: ArraySlice<String>) {
            guard let name = names.first else {
                self = member
                return
            }
            var members: [String: Member] = [:]
            if case .object(let existing) = self { members = existing }
            var child = members[name] ?? .object([:])
            child.insert(member, at: names.dropFirst())
            members[name] = child
            self = .object(members)
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .value(let value):
                try value.encode(to: encoder)
            case .object(let members):
                var container = encoder.container(keyedBy: MemberKey.self)
                for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                    try container.encode(member, forKey: MemberKey(stringValue: name))
                }
            }
        }
    }

    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) { nil }
    }
}
