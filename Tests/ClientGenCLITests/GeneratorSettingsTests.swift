import ClientGenerator
import Diagnostics
import Foundation
import SwiftEmitter
import Testing
import YAMLNodes

@testable import ClientGenCLI

/// Every option of a client is one row of ``GeneratorConfiguration/settings``, from which `generate`'s flags, the
/// usage lines and the `clientgen.yaml` keys are derived; the run cache's fingerprint is the configuration's
/// encoding. A property added to the configuration without a row, or left out of the fingerprint, fails here.
struct GeneratorSettingsTests {
    /// The stored properties of a configuration, by name, each as printed.
    static func properties(of configuration: GeneratorConfiguration) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: configuration).children.map {
                ($0.label ?? "", String(describing: $0.value))
            }
        )
    }

    @Test func everyPropertyOfTheConfigurationHasASetting() {
        let properties = Set(Self.properties(of: GeneratorConfiguration(spec: "a.yaml")).keys)
        #expect(properties == Set(GeneratorConfiguration.settings.map(\.property)))
    }

    @Test func theFingerprintEncodesEveryProperty() throws {
        let encoder = JSONEncoder()
        let data = try encoder.encode(GeneratorConfiguration(spec: "a.yaml", module: "A", templates: "t"))
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
        #expect(Set(keys) == Set(Self.properties(of: GeneratorConfiguration(spec: "a.yaml")).keys))
    }

    /// A value of `setting` other than its default.
    static func sample(_ setting: GeneratorConfiguration.Setting) -> String {
        switch setting.kind {
        case .flag: "true"
        case .choice(let values): values.last ?? ""
        case .text, .list: "Other"
        case .path, .paths: "other/file.yaml"
        case .names: "Other=Renamed"
        }
    }

    /// `configuration` without the places its overrides are written, which only a file gives.
    static func unlocated(_ configuration: GeneratorConfiguration) -> GeneratorConfiguration {
        var configuration = configuration
        for keyPath: WritableKeyPath<Overrides, [Overrides.Entry]> in [
            \.schemas, \.properties, \.operations, \.enumCases, \.types,
        ] {
            for index in configuration.overrides[keyPath: keyPath].indices {
                configuration.overrides[keyPath: keyPath][index].location = nil
            }
        }
        return configuration
    }

    @Test(arguments: GeneratorConfiguration.settings.map(\.key))
    func eachSettingIsAFlagAndAKeyThatChangeTheFingerprint(key: String) throws {
        let setting = try #require(GeneratorConfiguration.settings.first { $0.key == key })
        let base = GeneratorConfiguration(spec: "a.yaml")
        var expected = base
        setting.apply(&expected, [Self.sample(setting)])
        // The property the row names is the one that changed.
        let before = Self.properties(of: base)
        let after = Self.properties(of: expected)
        #expect(before.keys.filter { before[$0] != after[$0] } == [setting.property])

        // The run cache tells the two apart.
        let output = "out"
        #expect(
            GenerateCommand.fingerprintIdentity(of: .init(configuration: base, output: output))
                != GenerateCommand.fingerprintIdentity(of: .init(configuration: expected, output: output))
        )
        guard let option = setting.option else { return }

        // `clientgen generate` takes it as an option, listed in its usage line.
        var words = ["a.yaml", "--output", output, option]
        if setting.kind != .flag { words.append(Self.sample(setting)) }
        let arguments = try GenerateCommand.spec.parse(words)
        #expect(GenerateCommand.applying(arguments, to: base) == expected)
        #expect(GenerateCommand.spec.usage.contains("[\(option)"))

        // A clientgen.yaml client sets it with its key.
        let value = Self.sample(setting)
        let written =
            setting.kind == .names
            ? "{" + value.replacingOccurrences(of: "=", with: ": ") + "}" : setting.isRepeatable ? "[\(value)]" : value
        // A nested key (`filter.tags`, `overrides.names.schemas`) is written as mappings in mappings.
        let parts = key.split(separator: ".")
        let entry =
            parts.dropFirst().reversed().reduce(written) { inner, part in "{\(part): \(inner)}" }
        let yaml = "clients:\n  - spec: a.yaml\n    output: out\n    \(parts[0]): \(entry)\n"
        let clients = try ClientConfiguration.load(
            SourceFile(path: "clientgen.yaml", bytes: Array(yaml.utf8)),
            diagnostics: DiagnosticBag()
        ).clients
        #expect(clients.map { Self.unlocated($0.configuration) } == [expected])
        if setting.kind == .names {
            let entries = Mirror(reflecting: clients[0].configuration.overrides).children.flatMap {
                $0.value as? [Overrides.Entry] ?? []
            }
            // At the name the entry gives, in its line of the file.
            let line = "    \(parts[0]): \(entry)"
            let column = try #require(line.range(of: "Other")).lowerBound.utf16Offset(in: line) + 1
            #expect(entries.map(\.location?.description) == ["clientgen.yaml:4:\(column)"])
        }
    }

    @Test(arguments: CommandLineTool.commands.map { $0.spec.name })
    func everyOptionOfACommandIsInItsUsageLine(name: String) throws {
        let spec = try #require(CommandLineTool.commands.first { $0.spec.name == name }).spec
        for option in spec.options {
            #expect(spec.usage.contains(option.name), "\(name)'s usage line leaves out \(option.name)")
        }
        #expect(spec.helpText.contains("USAGE: clientgen \(spec.usage)\n"))
    }

    @Test func aKeyWithTheWrongKindOfValueIsLocated() throws {
        let yaml = "clients:\n  - spec: a.yaml\n    allow-outside-references: sometimes\n"
        let diagnostics = DiagnosticBag()
        #expect(throws: DiagnosticError.self) {
            try ClientConfiguration.load(
                SourceFile(path: "clientgen.yaml", bytes: Array(yaml.utf8)),
                diagnostics: diagnostics
            )
        }
        #expect(
            diagnostics.diagnostics.map(\.description) == [
                "clientgen.yaml:3:31: error: 'allow-outside-references' is true or false [config.invalid]"
            ]
        )
    }
}
