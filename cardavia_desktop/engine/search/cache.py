"""Caches bounded in bytes: a least-recently-used map whose entries carry their measured size.

Search caches live as long as the process (the app keeps one engine per table for hours), so
each has a byte budget (docs/engine.md, "Caches"). :func:`deep_size` measures what an entry
holds on its own (shared functions, classes and modules are not counted).
"""

from __future__ import annotations

import gc
import sys
import types
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")

_SHARED = (types.BuiltinFunctionType, types.ModuleType, types.CodeType, type)


def deep_size(value: object) -> int:
    """Bytes of ``value`` and of every object it reaches, each counted once. Classes,
    modules and code are shared, so not counted; of a function only its closure is (a
    lambda can hold a table), not its globals."""
    seen: set[int] = set()
    stack = [value]
    total = 0
    while stack:
        item = stack.pop()
        if id(item) in seen or isinstance(item, _SHARED):
            continue
        seen.add(id(item))
        total += sys.getsizeof(item)
        if isinstance(item, types.FunctionType):
            stack.extend(item.__closure__ or ())
        elif isinstance(item, types.MethodType):
            stack.append(item.__self__)
        else:
            stack.extend(gc.get_referents(item))
    return total


class BoundedCache(Generic[V]):
    """Least-recently-used cache holding at most ``max_bytes`` (``size_of`` measures an entry
    once, when it is stored). An entry larger than the whole budget is not stored."""

    def __init__(self, max_bytes: int, size_of: Callable[[V], int] = deep_size) -> None:
        self.max_bytes = max_bytes
        self._size_of = size_of
        self._entries: OrderedDict[Hashable, tuple[V, int]] = OrderedDict()
        self.bytes = 0
        """Bytes held now (the sum of the stored entries' sizes)."""

    def get(self, key: Hashable) -> V | None:
        """The value stored under ``key`` (now the most recently used), or ``None``."""
        entry = self._entries.get(key)
        if entry is None:
            return None
        self._entries.move_to_end(key)
        return entry[0]

    def put(self, key: Hashable, value: V) -> None:
        """Store ``value``, dropping the least recently used entries beyond the budget."""
        size = self._size_of(value)
        old = self._entries.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        if size > self.max_bytes:
            return
        self._entries[key] = (value, size)
        self.bytes += size
        while self.bytes > self.max_bytes:
            _, (_, dropped) = self._entries.popitem(last=False)
            self.bytes -= dropped

    def clear(self) -> None:
        """Drop every entry."""
        self._entries.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._entries
