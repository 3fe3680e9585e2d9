import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Response bytes a lagging reader has yet to take, in a temporary file no other process can open: it is unlinked
/// as soon as it is made, and its space goes back whenever the reader catches up and when it is closed.
///
/// Not thread-safe: ``ResponseBodyBuffer`` uses it under its lock.
final class OverflowFile {
    private let descriptor: Int32
    private var readOffset = 0
    private var writeOffset = 0

    /// A new file in the temporary directory; `nil` when none could be made.
    init?() {
        let directory = FileManager.default.temporaryDirectory.path
        var template = Array("\(directory)/.clientgen-body-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let path = buffer.baseAddress else { return -1 }
            let descriptor = mkstemp(path)
            if descriptor >= 0 { unlink(path) }
            return descriptor
        }
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    var hasUnread: Bool { readOffset < writeOffset }

    /// Appends `data`; `false` when the disk would not take it.
    func write(_ data: Data) -> Bool {
        let isWritten = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = pwrite(descriptor, base + offset, buffer.count - offset, off_t(writeOffset + offset))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        if isWritten { writeOffset += data.count }
        return isWritten
    }

    /// Up to `limit` of the oldest unread bytes; `nil` when they could not be read back.
    func read(upTo limit: Int) -> Data? {
        let length = min(limit, writeOffset - readOffset)
        var data = Data(count: length)
        let isRead = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < length {
                let count = pread(descriptor, base + offset, length - offset, off_t(readOffset + offset))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard isRead else { return nil }
        readOffset += length
        if readOffset == writeOffset {
            // Caught up: start the file over, giving its space back.
            readOffset = 0
            writeOffset = 0
            _ = ftruncate(descriptor, 0)
        }
        return data
    }
}
