import Foundation

/// The number of cores this process may use, read once.
///
/// `ProcessInfo` reads it from the system each time it is asked (on Linux, the scheduler's affinity and the
/// cgroup's CPU limit: files opened and parsed, about 400,000 instructions), and a load asks at every parse and
/// every drain of schemas.
public enum Cores {
    public static let active = ProcessInfo.processInfo.activeProcessorCount
}
