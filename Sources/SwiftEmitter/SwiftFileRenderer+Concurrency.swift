import Dispatch
import Mustache

extension SwiftFileRenderer {
    /// The complete file for each planned file, in the same order, rendered on every core.
    ///
    /// Each file is rendered on its own, so the result is the same as rendering one after another; when several
    /// fail, the error of the first in `files` is thrown.
    public func render(_ files: [PlannedFile], specPath: String) throws(MustacheError) -> [String] {
        let results = ConcurrentResults<Result<String, MustacheError>>(count: files.count)
        // A few chunks per core: big enough that scheduling is cheap, small enough to even out uneven files.
        let chunkSize = max(1, files.count / 64)
        let chunks = (files.count + chunkSize - 1) / chunkSize
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for index in chunk * chunkSize..<min(files.count, (chunk + 1) * chunkSize) {
                do throws(MustacheError) {
                    results[index] = .success(try render(files[index].declaration, specPath: specPath))
                } catch {
                    results[index] = .failure(error)
                }
            }
        }
        return try results.values.map { result throws(MustacheError) in try result.get() }
    }
}
