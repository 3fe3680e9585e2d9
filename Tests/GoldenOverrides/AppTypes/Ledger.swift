// Written by hand: the app's own type that `overrides.types` puts in place of the spec's `Money` schema
// (Tests/SwiftEmitterTests/Fixtures/overrides.yaml). Not recorded; the generated files are in Generated/.

/// The app's money, nested to show that a qualified type name is used as written.
public enum Ledger {
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
