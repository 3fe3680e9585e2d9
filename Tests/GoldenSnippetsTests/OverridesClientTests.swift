import ClientGenRuntime
import Foundation
import GoldenOverrides
import Testing

/// The client generated with names and an app type from the configuration compiles beside the app's `Ledger.Money`
/// (it is a target), and that type is what its members, bodies and answers hold.
struct OverridesClientTests {
    @Test func aRenamedModelDecodesTheSpecsJSONIntoTheAppType() throws {
        let json = #"{"pet_id":"p1","status":"in_progress","price":{"amount":"9.50","currency":"EUR"}}"#
        let pet = try JSONDecoder().decode(Pet.self, from: Data(json.utf8))
        #expect(pet.identifier == "p1")
        #expect(pet.status == .running)
        #expect(pet.price == Ledger.Money(amount: "9.50", currency: "EUR"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(pet), as: UTF8.self)
                == #"{"pet_id":"p1","price":{"amount":"9.50","currency":"EUR"},"status":"in_progress"}"#
        )
    }

    @Test func buildersTakeAndAnswerTheAppType() throws {
        let put = Shop.setPrice(id: Ledger.PetCode(rawValue: "ABC1"), body: Ledger.Money(amount: "1", currency: "USD"))
        #expect(put.method == .put)
        #expect(put.path == "/pets/ABC1/price")
        let get: Request<Ledger.Money> = Shop.price(id: Ledger.PetCode(rawValue: "ABC1"))
        #expect(get.path == "/pets/ABC1/price")
        let list: Request<[Pet]> = Shop.listPets(status: .running)
        #expect(list.query.map(\.value) == ["in_progress"])
    }
}
