import ClientGenOAuth2
import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct PKCETests {
        @Test func matchesRFC7636AppendixB() {
            let pkce = PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
            #expect(pkce.challenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
            #expect(pkce.method == "S256")
        }

        @Test func freshVerifiersAreLongUnreservedAndDistinct() {
            let verifiers = (0..<50).map { _ in PKCE().verifier }
            #expect(Set(verifiers).count == 50)
            let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
            for verifier in verifiers {
                #expect((43...128).contains(verifier.count))
                #expect(verifier.allSatisfy(allowed.contains))
            }
            #expect(Set((0..<50).map { _ in PKCE.makeState() }).count == 50)
        }
    }
}
