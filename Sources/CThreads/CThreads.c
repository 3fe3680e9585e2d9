#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#endif
#include "CThreads.h"

#if defined(__linux__)

int cthreads_current_cpu(void) { return sched_getcpu(); }

int cthreads_allowed_cpu_count(void) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    return CPU_COUNT(&allowed);
}

int cthreads_move_thread(int cpu, int avoid) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    int target = -1;
    if (cpu >= 0) {
        if (cpu < CPU_SETSIZE && CPU_ISSET(cpu, &allowed)) target = cpu;
    } else {
        for (int index = 0; index < CPU_SETSIZE && target < 0; index++) {
            if (index != avoid && CPU_ISSET(index, &allowed)) target = index;
        }
    }
    if (target < 0) return -1;
    cpu_set_t single;
    CPU_ZERO(&single);
    CPU_SET(target, &single);
    if (sched_setaffinity(0, sizeof single, &single) != 0) return -1;
    sched_setaffinity(0, sizeof allowed, &allowed);
    return target;
}

#else

int cthreads_current_cpu(void) { return -1; }

int cthreads_allowed_cpu_count(void) { return -1; }

int cthreads_move_thread(int cpu, int avoid) {
    (void)cpu;
    (void)avoid;
    return -1;
}

#endif
