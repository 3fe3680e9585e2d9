import ClientGenRuntime
import ClientGenSigning
import CryptoKitStandIn
import Foundation
import IMSAPI
import SesameAPI
import Testing

/// A file of an app that imports CryptoKit and generated clients, and signs requests of its own beside them.
/// CryptoKit's names, used unqualified, must mean CryptoKit's types: a public `SHA256`, `HMAC` or `MD5` of the
/// runtime made each use ambiguous, and the file did not compile. CryptoKitStandIn declares those names, since
/// CryptoKit does not exist on Linux.
@Suite struct CryptoKitNamesTests {
    @Test func cryptoKitNamesMeanCryptoKitTypes() {
        let message = Data("message".utf8)
        let key = SymmetricKey(size: .bits256)
        #expect(HMAC<SHA256>.authenticationCode(for: message, using: key).function == "HMAC<SHA256>")
        #expect(HMAC<SHA512>.authenticationCode(for: message, using: key).function == "HMAC<SHA512>")
        #expect(SHA256.hash(data: message) == StandInDigest(function: "SHA256", byteCount: 7))
        #expect(SHA384.hash(data: message).function == "SHA384")
        #expect(MD5.hash(data: message).function == "MD5")
        #expect(Insecure.MD5.hash(data: message).function == "Insecure.MD5")
        #expect(key.bytes.count == 32)
    }

    /// The clients work in the same file: IMS's envelope signed for Alibaba's gateway, Sesame signed with SigV4.
    @Test func clientsSignAndSendBesideThem() async throws {
        let mock = MockTransport()
        mock.respond(to: "listDevicesByAccount") { _ in
            .text(#"{"code":200,"data":[]}"#, contentType: "application/json")
        }
        mock.respond(to: "getDeviceShadow") { _ in try .json(DeviceShadow(mechanicalStatus: "00")) }
        let fixedDate = Date(timeIntervalSince1970: 1_767_225_600)
        let ims = APIClient(
            baseURL: IMS.defaultServer,
            transport: mock,
            middlewares: [AlibabaGatewaySigner(appKey: "fake-app-key", appSecret: "fake-secret", now: { fixedDate })]
        )
        let sesame = APIClient(
            baseURL: Sesame.defaultServer,
            transport: mock,
            middlewares: [
                AWSSigV4Signer(
                    region: "ap-northeast-1",
                    service: "execute-api",
                    credentials: AWSCredentials(accessKeyID: "FAKEACCESSKEY", secretAccessKey: "fake-secret"),
                    now: { fixedDate }
                )
            ]
        )

        let devices = try await ims.send(IMS.listDevicesByAccount())
        let shadow = try await sesame.send(Sesame.DeviceAPI.getDeviceShadow(deviceID: UUID()))

        #expect(devices.isEmpty && shadow.mechanicalStatus == "00")
        let sent = mock.requests
        #expect(sent.count == 2)
        #expect(sent.first?.headers["x-ca-signature"]?.isEmpty == false)
        #expect(sent.last?.headers["Authorization"]?.hasPrefix("AWS4-HMAC-SHA256 Credential=FAKEACCESSKEY/") == true)
    }
}
