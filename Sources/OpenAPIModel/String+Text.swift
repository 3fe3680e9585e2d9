extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
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
