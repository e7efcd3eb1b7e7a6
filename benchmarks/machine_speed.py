"""How fast this machine runs plain Python: nanoseconds per step of a simple loop.

CPU time per decision is a figure of the machine, and of the moment, as much as of the AI:
two machines of the same kind measured 3 Dec and 2 Dec 2026 ran the same search 1.8× apart,
and one machine's figure drifted 42–73 ns in an afternoon. Scripts that report CPU time print
this next to it, so that figures taken at different times can be compared.

    .venv/bin/python benchmarks/machine_speed.py
"""

from __future__ import annotations

import statistics
import time

STEPS = 1_000_000


def loop_ns(runs: int = 5) -> float:
    """The median over ``runs`` of the process CPU time per step of ``s += i``, in ns."""
    samples = []
    for _ in range(runs):
        start = time.process_time()
        total = 0
        for i in range(STEPS):
            total += i
        samples.append((time.process_time() - start) / STEPS * 1e9)
    return statistics.median(samples)


def describe() -> str:
    """One line for a benchmark's header."""
    return f"machine: {loop_ns():.0f} ns of CPU per Python loop step (benchmarks/machine_speed.py)"


if __name__ == "__main__":
    print(describe())
