#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The input bytes with a way to turn libyaml's character indexes into byte offsets.
///
/// libyaml's marks count characters; the checks that look at the source need bytes. For ASCII input the
/// two agree; otherwise a cursor walks from the last position asked for, and events come nearly in order,
/// so a whole pass stays linear.
struct SourceText {
    let bytes: UnsafeBufferPointer<UInt8>
    private let isASCII: Bool
    private var cursorCharacter = 0
    private var cursorByte = 0
    /// The byte offset of each line's start, built the first time a location is asked for.
    private var lineStarts: [Int] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.isASCII = Self.isASCII(bytes)
    }

    /// Eight bytes at a time: a spec of several megabytes is checked in well under a millisecond.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let words = bytes.count / 8
        var combined: UInt64 = 0
        for index in 0..<words {
            combined |= raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
        }
        for index in (words * 8)..<bytes.count {
            combined |= UInt64(bytes[index])
        }
        return combined & 0x8080_8080_8080_8080 == 0
    }

    /// Whether the 32 bytes at `offset` are all ASCII.
    private static func isASCIIBlock(_ raw: UnsafeRawPointer, at offset: Int) -> Bool {
        let bits =
            raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// The number of characters in `bytes[start..<end]`: every byte but UTF-8 continuation bytes,
    /// counted eight bytes at a time (thirty-two when they are all ASCII).
    func characterCount(from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress, start < end else { return 0 }
        let raw = UnsafeRawPointer(base)
        var continuations = 0
        var index = start
        while index + 8 <= end {
            // Thirty-two ASCII bytes at once, the common case.
            if index + 32 <= end, Self.isASCIIBlock(raw, at: index) {
                index += 32
                continue
            }
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        while index < end {
            if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
            index += 1
        }
        return end - start - continuations
    }

    /// The character indexes of every `target` byte (an ASCII character), in order. Comments and fragments are
    /// rare enough that checking the text between events against this list beats scanning it all.
    func characterIndexes(of target: UInt8) -> [Int] {
        var indexes: [Int] = []
        guard let base = bytes.baseAddress else { return indexes }
        var position = 0
        var character = 0
        while position < bytes.count {
            guard let found = memchr(base + position, Int32(target), bytes.count - position) else { break }
            let offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            character += isASCII ? offset - position : characterCount(from: position, to: offset)
            indexes.append(character)
            position = offset + 1
            character += 1
        }
        return indexes
    }

    var count: Int { bytes.count }

    subscript(offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// The 1-based line and column (in characters) of a byte offset; a binary search after one pass.
    mutating func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
        buildLineStarts()
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, characterCount(from: lineStarts[low], to: offset) + 1)
    }

    /// The byte offset of a libyaml mark, from its character index (``byteOffset(ofCharacter:)``): the checks
    /// that ask come in document order, so the cursor moves little, and no table of line starts is built for
    /// them (a search for each line's end of the whole file).
    mutating func byteOffset(of position: YAMLEvent.Position) -> Int {
        byteOffset(ofCharacter: position.index)
    }

    /// Line starts after each `\n`; specs break lines with `\n` or `\r\n`, which libyaml counts the same way.
    private mutating func buildLineStarts() {
        guard lineStarts.isEmpty else { return }
        lineStarts.append(0)
        guard let base = bytes.baseAddress else { return }
        var position = 0
        while position < bytes.count,
            let found = memchr(base + position, Int32(UInt8(ascii: "\n")), bytes.count - position)
        {
            position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            lineStarts.append(position)
        }
    }

    /// The byte offset of the character at `index`.
    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if isASCII { return min(index, bytes.count) }
        while cursorCharacter > index, cursorByte > 0 {
            cursorByte -= 1
            while cursorByte > 0, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte -= 1 }
            cursorCharacter -= 1
        }
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            // Thirty-two ASCII bytes are thirty-two characters: most text is skipped that way.
            while index - cursorCharacter >= 32, cursorByte + 32 <= bytes.count, Self.isASCIIBlock(raw, at: cursorByte)
            {
                cursorByte += 32
                cursorCharacter += 32
            }
            while index - cursorCharacter >= 8, cursorByte + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: cursorByte, as: UInt64.self)
                let characters = 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                cursorByte += 8
                cursorCharacter += characters
            }
            // A word may end inside a character already counted; skip its remaining bytes.
            while cursorByte < bytes.count, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte += 1 }
        }
        while cursorCharacter < index, cursorByte < bytes.count {
            cursorByte += 1
            while cursorByte < bytes.count, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte += 1 }
            cursorCharacter += 1
        }
        return cursorByte
    }

    static func isBlank(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    static func isBreakOrEnd(_ byte: UInt8?) -> Bool {
        byte == nil || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    static func isFlowIndicator(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }
}
