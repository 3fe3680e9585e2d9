import Diagnostics
import Foundation
import OutputWriter
import Testing

/// Problems with the set of files as a whole, found before the disk is read.
struct WritePlanValidationTests {
    private func problems(_ files: [GeneratedFile]) throws -> [Diagnostic] {
        let folder = try TemporaryFolder()
        let bag = DiagnosticBag()
        _ = try? OutputWriter().write(files, to: folder.url("Generated"), diagnostics: bag)
        #expect(!folder.exists("Generated"), "nothing may be written")
        return bag.diagnostics
    }

    @Test func duplicatePathsAreReportedOnce() throws {
        let found = try problems([generated("Models/Pet.swift"), generated("Models/Pet.swift"), generated("A.swift")])
        #expect(found.map(\.id) == [.writerDuplicatePath])
        #expect(found.first?.message == "two generated files have the path 'Models/Pet.swift'")
    }

    @Test func pathsDifferingOnlyInCaseCollide() throws {
        let found = try problems([generated("Models/Pet.swift"), generated("Models/PET.swift")])
        #expect(found.map(\.id) == [.writerCaseDuplicatePath])
        #expect(
            found.first?.message
                == "output paths 'Models/PET.swift' and 'Models/Pet.swift' differ only in case and would collide on macOS"
        )
    }

    @Test func foldersDifferingOnlyInCaseAreReportedOnceForTheFolder() throws {
        let found = try problems([
            generated("Models/Pet.swift"), generated("models/Owner.swift"), generated("models/Pet.swift"),
        ])
        #expect(found.map(\.id) == [.writerCaseDuplicatePath])
        #expect(found.first?.message.contains("'Models' and 'models'") == true)
    }

    @Test func fileThatIsAlsoAFolderIsReported() throws {
        let found = try problems([generated("Models"), generated("Models/Pet.swift")])
        #expect(found.map(\.id) == [.writerFileDirectoryConflict])
    }

    @Test func fileWithoutTheHeaderIsReported() throws {
        let found = try problems([GeneratedFile(path: "Models/Pet.swift", contents: "struct Pet {}\n")])
        #expect(found.map(\.id) == [.writerMissingHeader])
    }

    @Test func everyProblemIsReportedTogether() throws {
        let found = try problems([
            generated("../x.swift"), generated("A.swift"), generated("A.swift"),
            GeneratedFile(path: "B.swift", contents: ""),
        ])
        #expect(found.map(\.id) == [.writerParentComponent, .writerDuplicatePath, .writerMissingHeader])
    }
}
