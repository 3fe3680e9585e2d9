import Mustache
import Parallel

extension SwiftFileRenderer {
    /// The complete files for the planned declarations, in path order, rendered on every core: declarations
    /// that share a path (an owner and its inline types) make one file, in the order given.
    ///
    /// Each file is rendered on its own, so the result is the same as rendering one after another; when several
    /// fail, the error of the first file is thrown.
    public func render(_ files: [PlannedFile], specPath: String) throws(MustacheError)
        -> [(path: String, contents: String)]
    {
        let groups = files.pathRuns.map { files[$0] }
        let nested = TypeWriter.nestedTypes(in: files.map(\.declaration))
        let results = concurrentMap(count: groups.count) { index -> Result<String, MustacheError> in
            do throws(MustacheError) {
                var texts: [String] = []
                for file in groups[index] { texts.append(try body(of: file.declaration, nestedTypes: nested)) }
                let imports = groups[index].map(\.declaration).imports
                return .success(try self.file(specPath: specPath, imports: imports, declarations: texts))
            } catch {
                return .failure(error)
            }
        }
        return try zip(groups, results).map { group, result throws(MustacheError) in
            (group[group.startIndex].path, try result.get())
        }
    }
}
