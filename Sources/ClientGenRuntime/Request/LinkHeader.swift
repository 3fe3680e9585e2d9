/// The `Link` header (RFC 8288): `<https://api.example.com/items?page=2>; rel="next", <…>; rel="last"`.
enum LinkHeader {
    /// The target of the first link whose `rel` names `relation` (compared case-insensitively; a `rel` may name
    /// several, separated by spaces).
    static func target(of relation: String, in header: String) -> String? {
        links(in: header).first { link in
            link.parameters["rel"].map {
                $0.lowercased().split(separator: " ").contains(Substring(relation.lowercased()))
            }
                ?? false
        }?.target
    }

    /// Each link of the header: its target and its parameters, names lowercased. A comma inside `<…>` or a quoted
    /// value does not end a link.
    static func links(in header: String) -> [(target: String, parameters: [String: String])] {
        var links: [(target: String, parameters: [String: String])] = []
        var rest = Substring(header)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let target = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            var parameters: [String: String] = [:]
            // Parameters up to the comma that ends the link.
            while let first = rest.first(where: { !$0.isWhitespace }), first == ";" {
                rest = rest.drop { $0.isWhitespace || $0 == ";" }
                let name = rest.prefix { $0 != "=" && $0 != ";" && $0 != "," }
                rest = rest.dropFirst(name.count)
                var value = ""
                if rest.first == "=" {
                    rest = rest.dropFirst().drop { $0.isWhitespace }
                    if rest.first == "\"" {
                        rest = rest.dropFirst()
                        var escaped = false
                        while let character = rest.first {
                            rest = rest.dropFirst()
                            if escaped {
                                value.append(character)
                                escaped = false
                            } else if character == "\\" {
                                escaped = true
                            } else if character == "\"" {
                                break
                            } else {
                                value.append(character)
                            }
                        }
                    } else {
                        value = String(rest.prefix { $0 != ";" && $0 != "," }).trimmingWhitespace()
                        rest = rest.dropFirst(value.count).drop { $0 != ";" && $0 != "," }
                    }
                }
                let key = String(name).trimmingWhitespace().lowercased()
                if parameters[key] == nil { parameters[key] = value }
            }
            links.append((target, parameters))
            rest = rest.drop { $0.isWhitespace || $0 == "," }
        }
        return links
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
