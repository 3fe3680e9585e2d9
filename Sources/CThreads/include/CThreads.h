#ifndef CLIENTGEN_CTHREADS_H
#define CLIENTGEN_CTHREADS_H

/// The CPU the calling thread runs on, or -1 where the system does not say.
int cthreads_current_cpu(void);

/// How many CPUs the calling thread may run on, or -1 where the system does not say.
int cthreads_allowed_cpu_count(void);

/// Moves the calling thread onto `cpu` when `cpu` >= 0, else onto the first CPU it may use other than `avoid`,
/// then lets it run on every CPU it could before (the scheduler leaves it where it is until it has reason to
/// move it). Returns the CPU it was moved to, or -1 when it was not moved (the CPU is not allowed, or the system
/// has no such call).
int cthreads_move_thread(int cpu, int avoid);

#endif
