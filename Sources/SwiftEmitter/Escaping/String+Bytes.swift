extension String {
    /// Whether every UTF-8 byte passes `test`; read through the contiguous buffer, which is several times
    /// quicker than the string's byte view.
    func allBytesSatisfy(_ test: (UInt8) -> Bool) -> Bool {
        var text = self
        return text.withUTF8 { $0.allSatisfy(test) }
    }
}
