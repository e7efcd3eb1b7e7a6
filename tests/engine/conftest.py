"""Engine test set-up: the template game (``engine/games/_template``), registered on demand
(``tests/template_game.py``, shared with the table's tests)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.template_game import registered_template


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
