import Foundation
import LoopbackHTTPServer

/// A loopback server for large uploads of one block repeated: it checks each chunk against the block as it arrives
/// (holding nothing of the body) and answers 201, so a test can send hundreds of megabytes and still tell a chunk
/// sent twice or out of order.
struct RepeatedBlockServer {
    let server: LoopbackHTTPServer
    /// The bytes received so far, and how many stretches of them differed from the block.
    let received: Locked<(count: Int, mismatches: Int)>

    init(block: Data) throws {
        let doubled = block + block
        let received = Locked((count: 0, mismatches: 0))
        server = try LoopbackHTTPServer(
            bodySink: { chunk in
                received.withLock { received in
                    let start = received.count % block.count
                    var offset = 0
                    while offset < chunk.count {
                        let length = min(chunk.count - offset, block.count)
                        let expected = doubled[(doubled.startIndex + start + offset)...].prefix(length)
                        let actual = chunk[(chunk.startIndex + offset)...].prefix(length)
                        if actual != expected { received.mismatches += 1 }
                        offset += length
                    }
                    received.count += chunk.count
                }
            },
            handler: { _, writer in writer.respond(status: 201) }
        )
        self.received = received
    }
}
