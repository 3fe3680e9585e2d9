import CThreads

/// Where a new thread should start: a hint to the scheduler for the threads of one parse on two cores.
///
/// Linux puts a new thread on the idlest core when it starts and moves it only when it next balances its cores,
/// which it skips for a core that goes idle often and briefly: two threads started while the caller runs both
/// land on the other core, and when the caller then waits for one of them, its own core stays idle for
/// milliseconds (measured: 3–5 ms of a 30 ms parse of a 3 MB spec). A thread told where it belongs moves there
/// once, as it starts, and is free to move again after. Elsewhere, and when the calls fail, nothing moves.
public enum ThreadPlacement: Sendable, Equatable {
    /// Wherever the scheduler puts it.
    case anywhere
    /// On this CPU.
    case onto(Int)
    /// On a CPU other than this one.
    case awayFrom(Int)

    /// Moves the calling thread as this placement says; the CPU it moved to, or nil when it did not move.
    @discardableResult
    public func apply() -> Int? {
        let moved: Int32
        switch self {
        case .anywhere: return nil
        case .onto(let cpu): moved = cthreads_move_thread(Int32(cpu), -1)
        case .awayFrom(let cpu): moved = cthreads_move_thread(-1, Int32(cpu))
        }
        return moved >= 0 ? Int(moved) : nil
    }

    /// The CPU the calling thread runs on, or nil where the system does not say.
    public static var currentCPU: Int? {
        let cpu = cthreads_current_cpu()
        return cpu >= 0 ? Int(cpu) : nil
    }

    /// How many CPUs the calling thread may run on, read now; nil where the system does not say.
    public static func allowedCPUCount() -> Int? {
        let count = cthreads_allowed_cpu_count()
        return count >= 0 ? Int(count) : nil
    }

    /// Whether the process may run on exactly two CPUs, where a third thread's core decides whether both stay
    /// busy. Read once: placing a thread leaves its affinity as it was.
    public static let hasTwoCPUs = allowedCPUCount() == 2
}
