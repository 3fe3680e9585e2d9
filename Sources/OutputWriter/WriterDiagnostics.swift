import Diagnostics

/// Every diagnostic the output writer reports: stable ids and their messages, in one place.
extension DiagnosticID {
    public static let writerEmptyPath: DiagnosticID = "writer.path.empty"
    public static let writerControlCharacter: DiagnosticID = "writer.path.control-character"
    public static let writerBackslash: DiagnosticID = "writer.path.backslash"
    public static let writerAbsolutePath: DiagnosticID = "writer.path.absolute"
    public static let writerHomePath: DiagnosticID = "writer.path.home"
    public static let writerEmptyComponent: DiagnosticID = "writer.path.empty-component"
    public static let writerDotComponent: DiagnosticID = "writer.path.dot-component"
    public static let writerParentComponent: DiagnosticID = "writer.path.parent-component"
    public static let writerHiddenComponent: DiagnosticID = "writer.path.hidden-component"
    public static let writerUnsafeCharacter: DiagnosticID = "writer.path.unsafe-character"
    public static let writerComponentLength: DiagnosticID = "writer.path.component-length"
    public static let writerDuplicatePath: DiagnosticID = "writer.path.duplicate"
    public static let writerCaseDuplicatePath: DiagnosticID = "writer.path.case-duplicate"
    public static let writerFileDirectoryConflict: DiagnosticID = "writer.path.file-directory-conflict"
    public static let writerMissingHeader: DiagnosticID = "writer.missing-header"
    public static let writerSymbolicLinkOutput: DiagnosticID = "writer.output-symlink"
    public static let writerSymbolicLinkInPath: DiagnosticID = "writer.symlink-in-path"
    public static let writerSymbolicLinkTarget: DiagnosticID = "writer.symlink-target"
    public static let writerNotADirectory: DiagnosticID = "writer.not-a-directory"
    public static let writerNotAFile: DiagnosticID = "writer.not-a-file"
    public static let writerNotGenerated: DiagnosticID = "writer.not-generated"
    public static let writerCaseConflict: DiagnosticID = "writer.case-conflict"
    public static let writerFileSystem: DiagnosticID = "writer.file-system"
}

enum WriterMessage {
    static let emptyPath = "a generated file has an empty path"
    static func controlCharacter(_ path: String) -> String {
        "output path '\(escaped(path))' contains a control character"
    }
    static func backslash(_ path: String) -> String {
        "output path '\(path)' contains a backslash; separate components with '/'"
    }
    static func absolute(_ path: String) -> String {
        "output path '\(path)' is absolute; it must be relative to the output folder"
    }
    static func home(_ path: String) -> String {
        "output path '\(path)' starts with '~'; it must be relative to the output folder"
    }
    static func emptyComponent(_ path: String) -> String { "output path '\(path)' has an empty component" }
    static func dotComponent(_ path: String) -> String { "output path '\(path)' has a '.' component" }
    static func parentComponent(_ path: String) -> String {
        "output path '\(path)' has a '..' component and could leave the output folder"
    }
    static func hiddenComponent(_ path: String, _ component: String) -> String {
        "output path '\(path)' has the hidden component '\(component)'; names may not start with '.'"
    }
    static func unsafeCharacter(_ path: String, _ character: Character) -> String {
        "output path '\(escaped(path))' contains '\(escaped(String(character)))'; "
            + "names may use only ASCII letters, digits, '_', '-', '.' and '+'"
    }
    static func componentLength(_ path: String, _ bytes: Int, _ limit: Int) -> String {
        "output path '\(path)' has a component of \(bytes) bytes, longer than the limit of \(limit)"
    }
    static func duplicate(_ path: String) -> String { "two generated files have the path '\(path)'" }
    static func caseDuplicate(_ path: String, _ other: String) -> String {
        "output paths '\(other)' and '\(path)' differ only in case and would collide on macOS"
    }
    static func fileDirectoryConflict(_ path: String) -> String {
        "'\(path)' is both a generated file and the folder of another generated file"
    }
    static func missingHeader(_ path: String) -> String {
        "generated file '\(path)' does not start with '\(GeneratedFile.headerMarker)'; "
            + "without it a later run could not recognise the file as its own"
    }
    static func symbolicLinkOutput(_ path: String, _ destination: String) -> String {
        "the output folder '\(path)' is a symbolic link to '\(destination)'; "
            + "give the real folder instead, ClientGen never writes through a symbolic link"
    }
    static func symbolicLinkInPath(_ path: String) -> String {
        "'\(path)' is a symbolic link; ClientGen never writes through one — remove it or choose another output folder"
    }
    static func symbolicLinkTarget(_ path: String) -> String {
        "'\(path)' is a symbolic link where a generated file goes; ClientGen never writes through one"
    }
    static func notADirectory(_ path: String) -> String { "'\(path)' is in the way: a folder is needed there" }
    static func notAFile(_ path: String) -> String {
        "'\(path)' is in the way: it is not a regular file, and a generated file goes there"
    }
    static func notGenerated(_ path: String) -> String {
        "'\(path)' exists and was not generated by ClientGen; move it away or delete it to let ClientGen write it"
    }
    static func caseConflict(_ path: String, _ existing: String) -> String {
        "'\(path)' would replace '\(existing)', a file ClientGen did not generate, on a case-insensitive file system"
    }
    static func fileSystem(_ operation: String, _ path: String, _ reason: String) -> String {
        "could not \(operation) '\(path)': \(reason)"
    }

    /// Control and format characters as `\u{..}`, so a message never carries them to a terminal.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
