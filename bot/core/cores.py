"""Which of the machine's cores the match pages' process keeps to: one of its own, the
last the bot may use, when the bot may use more than one.

Its niceness (`bot/core/niceness.py`) puts the page process behind the bot whenever both
want a core, yet with 500 pages updating, `/move` still waited for the bot's event loop
1.1 to 2.5 times as long as with no page open (the p99; 1.6 the median of eleven runs of
`bench.web_pages` on 2 cores, 2026-11-27). Why niceness alone falls short is not
settled: the page process wakes many times for each update (a request, a read handed to
its database thread and back, a job to its workers), each time on whichever core is
free, and a fifth of its time is spent in the kernel, which this kernel (built without
preemption of kernel code, which could not be changed here to try) does not cut short
for the waking bot. What was measured is the cure: kept to a core of its own, the page
process leaves the bot's loop the others: 0.95 to 1.36 in 24 runs, 1.075 the median, 19
runs within 1.2, against 0.87 to 1.10 with no page open at all (`bot/README.md`,
*Speed*). It costs the pages little: their event loop is one thread and never used more
than a core, their image workers, processes of their own, still run on every core
(`WorkerPool(cores=...)`), and the issue's updates (500 pages on one match, on 500
matches) still reached their pages within the second.

The bot itself is kept nowhere: when the page process is idle its core is the bot's too,
and whatever else runs on the machine (PostgreSQL on the same host) shares them all.
"""

from __future__ import annotations

import os
from collections.abc import Set


def core_count() -> int:
    """How many cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def step_aside() -> frozenset[int] | None:
    """Keep the page process (this one, as the bot's child) to its core: returns the
    cores it had, for its image workers. None where the system places no process on
    cores (not Linux): nothing is kept."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    everywhere = frozenset(os.sched_getaffinity(0))
    keep_to(pages_core(everywhere))
    return everywhere


def pages_core(cores: Set[int]) -> frozenset[int]:
    """Of `cores` (the bot's), the ones its page process keeps to: the last alone, or
    all of them when there is only one to share."""
    return frozenset({max(cores)}) if len(cores) > 1 else frozenset(cores)


def keep_to(cores: Set[int]) -> None:
    """Run this process, every thread it has now and every one it starts later, on
    `cores` alone (the processes it starts inherit them too, unless told otherwise)."""
    for thread in os.listdir("/proc/self/task"):
        os.sched_setaffinity(int(thread), cores)
