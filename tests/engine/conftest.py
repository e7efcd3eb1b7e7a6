"""Engine test set-up: the template game (``engine/games/_template``), registered on demand."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from cardavia_desktop.engine.games._template import SPEC as TEMPLATE_SPEC
from cardavia_desktop.engine.registry import GAMES

TEMPLATE = TEMPLATE_SPEC.id
"""The template game's id: not in the lobby (its package starts with ``_``)."""


@contextmanager
def registered_template() -> Iterator[str]:
    """The template game registered (as a new game's package would be), then removed again;
    yields its id."""
    GAMES[TEMPLATE] = TEMPLATE_SPEC
    try:
        yield TEMPLATE
    finally:
        del GAMES[TEMPLATE]


@pytest.fixture
def template_game() -> Iterator[str]:
    """The template game registered for one test."""
    with registered_template() as game:
        yield game


@pytest.fixture(scope="module")
def template_game_module() -> Iterator[str]:
    """The template game registered for a whole test module (for its module fixtures)."""
    with registered_template() as game:
        yield game
