// Written by hand: the app's own types that `overrides.types` puts in place of the spec's `Money` and `PetCode`
// schemas (Tests/SwiftEmitterTests/Fixtures/overrides.yaml). Not recorded; the generated files are in Generated/.

import ClientGenRuntime

/// The app's types, nested to show that a qualified type name is used as written.
public enum Ledger {
    /// A pet's code, `ABC123`, sent as itself in a path.
    public struct PetCode: Codable, Hashable, Sendable, RawRepresentable, ParameterValue {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// An amount in a currency, coded as the spec's `Money` object: `{"amount": "9.50", "currency": "EUR"}`.
    public struct Money: Codable, Hashable, Sendable {
        public var amount: String
        public var currency: String

        public init(amount: String, currency: String) {
            self.amount = amount
            self.currency = currency
        }
    }
}
