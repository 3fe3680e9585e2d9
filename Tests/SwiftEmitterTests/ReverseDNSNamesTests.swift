import Testing

@testable import SwiftEmitter

/// Definitions named in reverse-DNS form (Kubernetes') are named by the shortest tail no other definition shares.
struct ReverseDNSNamesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var definitions: [String]
        /// Names the module has already: reserved ones, other definitions' own.
        var taken: Set<String> = []
        var expected: [String: String]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a tail no other definition shares is the name",
            definitions: ["io.k8s.api.core.v1.Pod", "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"],
            expected: [
                "io.k8s.api.core.v1.Pod": "Pod", "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent": "WatchEvent",
            ]
        ),
        Case(
            testDescription: "two that share a tail both take the group before the version",
            definitions: ["io.k8s.api.core.v1.Event", "io.k8s.api.events.v1.Event", "io.k8s.api.core.v1.Pod"],
            expected: [
                "io.k8s.api.core.v1.Event": "CoreV1Event", "io.k8s.api.events.v1.Event": "EventsV1Event",
                "io.k8s.api.core.v1.Pod": "Pod",
            ]
        ),
        Case(
            testDescription: "versions of one group tell their definitions apart with the group",
            definitions: ["io.k8s.api.autoscaling.v1.Scale", "io.k8s.api.autoscaling.v2.Scale"],
            expected: [
                "io.k8s.api.autoscaling.v1.Scale": "AutoscalingV1Scale",
                "io.k8s.api.autoscaling.v2.Scale": "AutoscalingV2Scale",
            ]
        ),
        Case(
            testDescription: "a tail the module has already is made longer, not numbered",
            definitions: ["io.k8s.apimachinery.pkg.apis.meta.v1.Time", "io.k8s.api.core.v1.Binding"],
            taken: ["Time"],
            expected: [
                "io.k8s.apimachinery.pkg.apis.meta.v1.Time": "MetaV1Time", "io.k8s.api.core.v1.Binding": "Binding",
            ]
        ),
        Case(
            testDescription: "names of other forms are not this rule's",
            definitions: ["Pet", "pet.Owner", "v1.Pod", "io.k8s.api.core.v1.pod", "com.example.Pet"],
            expected: ["com.example.Pet": "Pet"]
        ),
        Case(
            testDescription: "a shorter tail keeps its name from a longer one spelt the same",
            definitions: ["io.example.a.CoreV1Pod", "io.example.core.v1.Pod", "io.example.other.v1.Pod"],
            expected: [
                "io.example.a.CoreV1Pod": "CoreV1Pod", "io.example.core.v1.Pod": "ExampleCoreV1Pod",
                "io.example.other.v1.Pod": "OtherV1Pod",
            ]
        ),
    ]

    @Test(arguments: cases)
    func eachDefinitionIsNamedByItsShortestDistinctTail(_ test: Case) {
        let names = ReverseDNSNames.names(for: test.definitions) { test.taken.contains($0) }
        #expect(names == test.expected)
    }

    /// The names do not depend on the order the definitions are listed in.
    @Test func namesDoNotDependOnOrder() {
        let definitions = Self.cases.flatMap(\.definitions)
        let forward = ReverseDNSNames.names(for: definitions) { _ in false }
        #expect(ReverseDNSNames.names(for: definitions.reversed()) { _ in false } == forward)
    }

    /// Through the whole emitter: Kubernetes' definitions are `Pod` and `CoreV1Event`, and every use of them says so.
    @Test func kubernetesDefinitionsAreNamedByTheirTails() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    io.k8s.api.core.v1.Pod:
                      type: object
                      properties:
                        metadata: {$ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta'}
                    io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta:
                      type: object
                      properties:
                        name: {type: string}
                    io.k8s.api.core.v1.Event:
                      type: object
                      properties:
                        reason: {type: string}
                    io.k8s.api.events.v1.Event:
                      type: object
                      properties:
                        note: {type: string}
                    """,
                paths: """
                    /api/v1/pods:
                      get:
                        operationId: listPods
                        responses:
                          '200':
                            description: OK
                            content:
                              application/json:
                                schema: {type: array, items: {$ref: '#/components/schemas/io.k8s.api.core.v1.Pod'}}
                    """
            )
        )
        #expect(client[model: "Pod"]?.contains("public var metadata: ObjectMeta?") == true)
        #expect(client[model: "ObjectMeta"] != nil)
        #expect(client[model: "CoreV1Event"] != nil)
        #expect(client[model: "EventsV1Event"] != nil)
        #expect(client["Operations/API+ListPods.swift"]?.contains("-> Request<[Pod]> {") == true)
        #expect(!client.files.values.contains { $0.contains("IoK8s") })
    }
}
