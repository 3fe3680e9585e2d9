extension String {
    /// Every occurrence of `target` replaced, without Foundation. Matched by UTF-8 bytes (code points, as
    /// JSON Pointer's escapes are defined), which is also far quicker than a search by characters.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let target = Array(target.utf8)
        guard let first = target.first, utf8.contains(first) else { return self }
        let source = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == first, source[index...].starts(with: target) {
                result += replacement.utf8
                index += target.count
            } else {
                result.append(source[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
