/// The process exit codes every command shares.
public enum ExitCode: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// The input has errors (printed as diagnostics), or a check failed.
    case failure = 1
    /// The command line itself is wrong.
    case usage = 2
}
