/// Type names for definitions named in reverse-DNS form, as Kubernetes and other Java- and Go-made specs name
/// them (`io.k8s.api.core.v1.Pod`): the shortest tail of the name that no other such definition shares (`Pod`), longer
/// only where two would share it (`CoreV1Event` beside `EventsV1Event`), never ending in a version alone (`V1Event`
/// says less than `CoreV1Event`), and never a name the module's own code or another definition already has.
///
/// Decided from all the names at once, so a name does not depend on the order definitions come in.
enum ReverseDNSNames {
    /// The type name of each reverse-DNS definition among `names`, by definition name; `isTaken` says whether a
    /// name is not free at the top of the module (a reserved name, or another definition's own).
    static func names(for names: [String], isTaken: (String) -> Bool) -> [String: String] {
        let dotted = names.compactMap { name in segments(of: name).map { (name: name, segments: $0) } }
        guard !dotted.isEmpty else { return [:] }
        var result: [String: String] = [:]
        // A shorter tail decided first keeps its name from a longer one that would spell it the same way.
        var decided: Set<String> = []
        var undecided = dotted
        var length = 1
        while !undecided.isEmpty {
            // How many definitions, decided or not, each tail of this length would name.
            var users: [String: Int] = [:]
            for entry in dotted {
                users[tail(entry.segments, length).lowercased(), default: 0] += 1
            }
            undecided = undecided.filter { entry in
                let name = tail(entry.segments, length)
                let isLast = length >= entry.segments.count
                let endsInVersion = !isLast && isVersion(entry.segments[entry.segments.count - length])
                let isFree = users[name.lowercased()] == 1 && !decided.contains(name.lowercased()) && !isTaken(name)
                if isLast || (!endsInVersion && isFree) {
                    let chosen = isLast ? SwiftNaming.typeName(entry.name) : name
                    result[entry.name] = chosen
                    decided.insert(chosen.lowercased())
                    return false
                }
                return true
            }
            length += 1
        }
        return result
    }

    /// The dot-separated parts of a reverse-DNS name, lowercase words then a type's name (`Pod`); nil for any other
    /// name, which keeps the name it is written with.
    static func segments(of name: String) -> [Substring]? {
        // Nearly every name has no dot: it is turned away before being split.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let last = parts.last, last.first?.isUppercase == true,
            last.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
            parts.dropLast().allSatisfy({ part in
                !part.isEmpty
                    && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_" || $0 == "-") }
            }),
            parts[0].allSatisfy(\.isLetter)
        else { return nil }
        return parts
    }

    /// The type name the last `length` segments make: `core`, `v1`, `Pod` → `CoreV1Pod`.
    private static func tail(_ segments: [Substring], _ length: Int) -> String {
        SwiftNaming.typeName(segments.suffix(length).joined(separator: "."))
    }

    /// Whether a segment is an API version (`v1`, `v2beta1`, `v1alpha3`), which tells two definitions apart but does
    /// not name either.
    private static func isVersion(_ segment: Substring) -> Bool {
        guard segment.first == "v", let digit = segment.dropFirst().first, digit.isNumber else { return false }
        return segment.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
}
