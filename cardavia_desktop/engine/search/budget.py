"""Search budgets: a node limit, a wall-clock deadline and an abort flag, checked cheaply."""

from __future__ import annotations

import time
from typing import Protocol


class SearchAborted(Exception):
    """Raised inside a search when its budget is spent or its abort flag is set."""


class AbortFlag(Protocol):
    """Anything with ``is_set()`` (``threading.Event`` works): set it to stop a search."""

    def is_set(self) -> bool:
        """True once the search should stop."""
        ...


class Budget:
    """Limits for one search: nodes, seconds and an external abort flag; all optional.

    A node limit keeps results reproducible (same input, same answer, whatever the machine
    load); a deadline and an abort flag are safety nets for interactive use and may make a
    search stop at a load-dependent point.

    >>> budget = Budget(max_nodes=2)
    >>> budget.tick(); budget.tick(); budget.exhausted
    False
    >>> budget.tick()
    Traceback (most recent call last):
    ...
    cardavia_desktop.engine.search.budget.SearchAborted: node budget of 2 spent
    """

    __slots__ = ("_check_every", "_deadline", "_next_check", "abort", "max_nodes", "nodes")

    def __init__(
        self,
        max_nodes: int | None = None,
        seconds: float | None = None,
        abort: AbortFlag | None = None,
        check_every: int = 512,
    ) -> None:
        self.max_nodes = max_nodes
        self.abort = abort
        self.nodes = 0
        self._deadline = None if seconds is None else time.perf_counter() + seconds
        self._check_every = check_every
        self._next_check = check_every

    @property
    def exhausted(self) -> bool:
        """True when a further node would be refused."""
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            return True
        if self._deadline is not None and time.perf_counter() >= self._deadline:
            return True
        return self.abort is not None and self.abort.is_set()

    def tick(self) -> None:
        """Count one node; raise ``SearchAborted`` when a limit is passed."""
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise SearchAborted(f"node budget of {self.max_nodes} spent")
        if self.nodes >= self._next_check:
            self._next_check = self.nodes + self._check_every
            if self._deadline is not None and time.perf_counter() >= self._deadline:
                raise SearchAborted("time budget spent")
            if self.abort is not None and self.abort.is_set():
                raise SearchAborted("search aborted")

    def child(self, max_nodes: int | None) -> Budget:
        """A sub-budget with its own node limit that shares this budget's deadline and flag."""
        sub = Budget(max_nodes=max_nodes, abort=self.abort, check_every=self._check_every)
        sub._deadline = self._deadline
        return sub
