"""The template game, "High Trick": a small, complete game that a new game copies (README.md).

Its id is ``template``; the registry skips this package (its name starts with ``_``), so it
is not in the lobby. A test registers ``SPEC`` and plays it through the conformance suite.
"""

from __future__ import annotations

from ...contract import GameSpec
from . import record
from .rules import DECK_SIZE, GAME_ID
from .state import TemplateState

SPEC = GameSpec(
    id=GAME_ID,
    players=2,
    teams=((0,), (1,)),
    deck_size=DECK_SIZE,
    state_class=TemplateState,
    record=record,
)

__all__ = ["SPEC", "TemplateState"]
