"""Random generators for states that search clones by the thousand.

A state's ``clone`` shares its generator with the copy (both marked ``_rng_shared``) and the
first of them to draw takes its own copy with :func:`copy_rng` — a clone costs nothing, and
both draw exactly what independent copies would. ``random.Random()`` is never built in a clone:
seeding from the OS entropy pool (or a large int) held the GIL for up to hundreds of
milliseconds per search on a loaded machine, stalling the GUI thread (benchmarks/gui_stalls.py).
"""

from __future__ import annotations

import random


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in the same state as ``rng`` (never seeded, so no entropy)."""
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy
