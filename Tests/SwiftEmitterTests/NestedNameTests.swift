import Testing

@testable import SwiftEmitter

/// An inline schema is named after its parent and member until the name passes 40 characters.
struct NestedNameTests {
    @Test(arguments: [
        ("Pet", "Status", "PetStatus"),
        ("AccountsBalanceGetRequest", "OptionsFilter", "AccountsBalanceGetRequestOptionsFilter"),
        ("AccountsBalanceGetRequestOptionsFilter", "Accounts", "Accounts"),
        ("AccountsBalanceGetRequestOptionsFilter", "Account", "AccountsBalanceGetRequestOptionsFilterAccount"),
        ("ExactlyFortyCharactersLongNameOfParent", "Id", "ExactlyFortyCharactersLongNameOfParentId"),
        ("ExactlyFortyCharactersLongNameOfParentX", "Identity", "Identity"),
    ])
    func nestedNames(parent: String, member: String, expected: String) {
        #expect(Translation.nestedName(parent: parent, member: member) == expected)
    }
}
