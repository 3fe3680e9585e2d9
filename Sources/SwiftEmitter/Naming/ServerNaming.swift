import Foundation
import OpenAPIModel

/// Names for a spec's servers that say which server each is: `production`, `sandbox`, `singapore`.
enum ServerNaming {
    /// A proposed member name per server, in order: its `x-swift-name` or `name`, else its description when that
    /// is short and no other server's says the same ("Production", "China (Shanghai)"), else what its URL has
    /// that the others' do not (`prod` for `…/prod` beside `…/dev`), else `defaultServer` for the first and
    /// `server` for the others (numbered when claimed).
    /// A description that only names the API (`namespace`) says nothing about which server it is.
    static func names(_ servers: [Server], namespace: String) -> [String] {
        let given = servers.map { server in
            Translation.swiftName(in: server.extensions) ?? server.name.map(SwiftNaming.memberName)
        }
        let fromDescriptions = servers.map { server in
            described(server.description).flatMap { $0.lowercased() == namespace.lowercased() ? nil : $0 }
        }
        // A variable's default is one value of many: only the fixed parts of a URL name its server.
        let distinct = distinctiveURLs(servers.map { withoutVariables($0.url) })
        return servers.indices.map { index in
            if let name = given[index] { return name }
            if let name = fromDescriptions[index], fromDescriptions.count(where: { $0 == name }) == 1 { return name }
            if let name = distinct[index] { return name }
            return index == 0 ? "defaultServer" : "server"
        }
    }

    /// `url` with each `{variable}` replaced by a space. (A scan, not a regular expression: compiling one costs
    /// more than naming every server of a spec.)
    static func withoutVariables(_ url: String) -> String {
        var result = ""
        // The text since an opening brace, kept as it is if no closing brace follows.
        var variable: String?
        for character in url {
            if variable != nil {
                variable?.append(character)
                if character == "}" {
                    result.append(" ")
                    variable = nil
                }
            } else if character == "{" {
                variable = "{"
            } else {
                result.append(character)
            }
        }
        return result + (variable ?? "")
    }

    /// Words that say nothing about which server it is, at the start of a description and at its end.
    private static let leadingFiller: Set<String> = ["the", "a", "an", "for", "our", "your"]
    private static let trailingFiller: Set<String> = ["server", "servers", "environment", "endpoint", "url", "host"]

    /// A member name from the first clause of a description, when it has one to three words that say something:
    /// "Production" → `production`, "For file uploads." → `fileUploads`.
    static func described(_ description: String?) -> String? {
        guard let description else { return nil }
        let clause = description.prefix { !".,;:\n(".contains($0) }
        var words = ArraySlice(IdentifierWords.split(String(clause)))
        while let first = words.first, leadingFiller.contains(first.lowercased()) { words = words.dropFirst() }
        while let last = words.last, trailingFiller.contains(last.lowercased()) { words = words.dropLast() }
        guard (1...3).contains(words.count) else { return nil }
        return SwiftNaming.memberName(words.joined(separator: " "))
    }

    /// Parts of URLs that tell nothing apart.
    private static let genericParts: Set<String> = [
        "http", "https", "www", "api", "apis", "com", "org", "net", "io", "co", "localhost",
    ]

    /// `2`, `v1`, `v20`: a version, which every server of an API tends to share in some form.
    private static func isVersion(_ word: String) -> Bool {
        let digits = word.hasPrefix("v") ? word.dropFirst() : word[...]
        return !digits.isEmpty && digits.allSatisfy(\.isNumber)
    }

    /// For each URL, a name from the host labels and path segments no other URL has (the first two); nil where
    /// there is none or there is only one URL.
    static func distinctiveURLs(_ urls: [String]) -> [String?] {
        guard urls.count > 1 else { return urls.map { _ in nil } }
        let parts = urls.map { url in
            IdentifierWords.split(url.replacingOccurrences(of: "://", with: "/")).map { $0.lowercased() }
                .filter { !genericParts.contains($0) && !isVersion($0) }
        }
        var uses: [String: Int] = [:]
        for words in parts {
            for word in Set(words) { uses[word, default: 0] += 1 }
        }
        let names = parts.map { words -> String? in
            var seen: Set<String> = []
            let own = words.filter { uses[$0] == 1 && seen.insert($0).inserted }.prefix(2)
            return own.isEmpty ? nil : SwiftNaming.memberName(own.joined(separator: " "))
        }
        return names.map { name in names.count(where: { $0 == name }) == 1 ? name : nil }
    }
}
