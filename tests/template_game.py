"""The template game (``engine/games/_template``) registered on demand, for the engine's and the
table's tests alike: it is not in the lobby (its package starts with ``_``), so a test
registers its spec as a new game's package would be."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from cardavia_desktop.engine.games._template import SPEC as TEMPLATE_SPEC
from cardavia_desktop.engine.registry import GAMES

TEMPLATE = TEMPLATE_SPEC.id
"""The template game's id."""


@contextmanager
def registered_template() -> Iterator[str]:
    """The template game registered, then removed again; yields its id."""
    GAMES[TEMPLATE] = TEMPLATE_SPEC
    try:
        yield TEMPLATE
    finally:
        del GAMES[TEMPLATE]
