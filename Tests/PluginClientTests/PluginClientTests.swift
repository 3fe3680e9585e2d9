import ClientGenRuntime
import PluginClient
import Testing

@Test func pluginGeneratedClientIsCallable() throws {
    let request = Pets.getPet(id: "7")
    #expect(request.path == "/pets/7")
}
