#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a large block-style YAML stream can be read by two libyaml parsers at once.
///
/// `cut..<end` is a guess at a run of whole key–value pairs of one block mapping whose keys sit at column
/// `indent`: it starts at a line holding such a key and ends before the first later line indented less. One
/// parser reads that run as a document of its own, the other reads the stream without it; ``SplitReader``
/// checks the guess on both event streams and, when it holds, splices them into the events of the whole.
struct SplitPoint: Sendable, Equatable {
    /// The byte offset of the line the run starts at.
    var cut: Int
    /// The byte offset just past the run: the start of the first later line indented less, or the end.
    var end: Int
    /// The column of the run's keys.
    var indent: Int
    /// The column of the first token after the run (zero at the end of the stream).
    var indentAfter = 0
    /// Characters (libyaml's marks count them) and line breaks before the run, and in it.
    var charactersBefore = 0
    var linesBefore = 0
    var characters = 0
    var lines = 0

    /// A split whose run is about `runShare` of `bytes`, and nil when there is none or the text has line breaks
    /// other than `\n` or a byte-order mark, which would make the marks of the two parts hard to join.
    ///
    /// The run's reader also builds the run's nodes, while the rest's nodes are built on the caller's thread,
    /// which shares a core with it: with two cores, a run of about a fifth keeps both busy until the end (plaid:
    /// 0.16–0.40 measured, 0.22 best).
    static func find(in bytes: UnsafeBufferPointer<UInt8>, runShare: Double = 0.22) -> SplitPoint? {
        let target = Int(Double(bytes.count) * runShare)
        guard bytes.count > 2, !hasUnusualBreaks(bytes) else { return nil }
        let first = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
        guard let first, bytes[first] != UInt8(ascii: "{"), bytes[first] != UInt8(ascii: "["),
            bytes[first] != 0xEF
        else { return nil }
        // The key nearest the left edge among the next lines: its mapping is the outermost there, so its run
        // goes on longest (a deeper key's mapping may end a few lines further).
        var line = nextLineStart(after: bytes.count - target, in: bytes) ?? bytes.count
        var chosen: (line: Int, indent: Int)?
        for _ in 0..<1024 {
            guard line < bytes.count else { break }
            if let indent = keyIndent(at: line, in: bytes), indent < chosen?.indent ?? 17 { chosen = (line, indent) }
            guard let next = nextLineStart(after: line, in: bytes) else { break }
            line = next
        }
        guard let chosen, let split = SplitPoint(bytes, cut: chosen.line, indent: chosen.indent),
            split.end - split.cut >= target / 2
        else { return nil }
        return split
    }

    /// The split whose run starts at the line at `cut` with a key at `indent`, with the counts its marks are
    /// moved by; nil when the stream ends inside the run without a final line break (libyaml's end mark would
    /// differ between the parts).
    init?(_ bytes: UnsafeBufferPointer<UInt8>, cut: Int, indent: Int) {
        self.cut = cut
        self.indent = indent
        var line = cut
        var end = bytes.count
        while let next = Self.nextLineStart(after: line, in: bytes), next < bytes.count {
            line = next
            var column = line
            while column < bytes.count, bytes[column] == UInt8(ascii: " ") { column += 1 }
            guard column < bytes.count else { break }  // a last line of spaces
            let byte = bytes[column]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "#") { continue }
            if column - line < indent {
                end = line
                indentAfter = column - line
                break
            }
        }
        guard end > cut, bytes[end - 1] == UInt8(ascii: "\n") else { return nil }
        self.end = end
        (charactersBefore, linesBefore) = Self.characterAndBreakCounts(in: bytes, 0..<cut)
        (characters, lines) = Self.characterAndBreakCounts(in: bytes, cut..<end)
    }

    /// The characters (all bytes but UTF-8 continuation bytes) and the `\n` in `range`, eight bytes at a time:
    /// each byte of two words counts the matches at its place for up to 255 words before they are added up. The
    /// caller waits for this before any thread starts (0.2 ms for 3 MB; a search for each line's end took 0.7).
    static func characterAndBreakCounts(
        in bytes: UnsafeBufferPointer<UInt8>,
        _ range: Range<Int>
    ) -> (characters: Int, breaks: Int) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let high: UInt64 = 0x8080_8080_8080_8080
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        /// The sum of a word's eight byte counts.
        func total(_ counts: UInt64) -> Int {
            let pairs = (counts & 0x00FF_00FF_00FF_00FF) &+ ((counts >> 8) & 0x00FF_00FF_00FF_00FF)
            return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        var breaks = 0
        var continuations = 0
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            var breakCounts: UInt64 = 0
            var continuationCounts: UInt64 = 0
            for _ in 0..<min(255, (range.upperBound - index) / 8) {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte's top bit: set where the byte is `\n` (the byte xor `\n` is zero)…
                let zeroed = word ^ newlines
                breakCounts &+= (~(((zeroed & low) &+ low) | zeroed) & high) >> 7
                // …and where it is 10xxxxxx.
                continuationCounts &+= (word & ~(word << 1) & high) >> 7
                index += 8
            }
            breaks += total(breakCounts)
            continuations += total(continuationCounts)
        }
        for offset in index..<range.upperBound {
            if bytes[offset] == UInt8(ascii: "\n") { breaks += 1 }
            if bytes[offset] & 0xC0 == 0x80 { continuations += 1 }
        }
        return (range.count - continuations, breaks)
    }

    /// The column of a plain key that starts the line at `line` (`name:` followed by a space or the line's
    /// end), or nil.
    static func keyIndent(at line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard line > 0 else { return nil }
        var index = line
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, isKeyStart(bytes[index]) else { return nil }
        let indent = index - line
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                let after = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: "\n")
                return after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") ? indent : nil
            }
            guard isKeyByte(byte) else { return nil }
            index += 1
        }
        return nil
    }

    private static func isKeyStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
    }

    /// Any byte of a plain key after its first but a line break or `#` (the reader checks the guess anyway).
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "#")
    }

    /// The start of the line after the one holding `offset`, or nil at the last line.
    private static func nextLineStart(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, offset < bytes.count,
            let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
        else { return nil }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
    }

    /// `\r`, and the breaks libyaml reads in UTF-8 (NEL, LS, PS): with any of them, counting `\n` would not
    /// give libyaml's line numbers.
    private static func hasUnusualBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        if memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil { return true }
        func follows(_ lead: UInt8, _ isBreak: (Int) -> Bool) -> Bool {
            var position = 0
            while position < bytes.count, let found = memchr(base + position, Int32(lead), bytes.count - position) {
                let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                if isBreak(index) { return true }
                position = index + 1
            }
            return false
        }
        return follows(0xC2) { $0 + 1 < bytes.count && bytes[$0 + 1] == 0x85 }
            || follows(0xE2) {
                $0 + 2 < bytes.count && bytes[$0 + 1] == 0x80 && (bytes[$0 + 2] == 0xA8 || bytes[$0 + 2] == 0xA9)
            }
    }
}
