"""The hint ("What would Hard play?"): the hard level ranks your legal moves from your seat.

Pure Python, run on the engine worker: it reads only seat 0's observation and the legal
actions, as every bot does, and returns data (actions, values in the game's own unit, facts)
that the views word. A new ``threading.Event`` per request cancels it: playing sets it.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from cardavia_desktop.engine.ai import RankingBot

HINT_MOVES = 3
"""How many of the ranked moves the table shows."""

SAME_VALUE = 1e-6
"""Values closer than this are the same: the search sees no difference between the moves (two
values that merely round alike are not marked, so a mark never sits beside different numbers)."""


def hint_payload(
    match: Any,
    seat: int,
    seed: int,
    cancel: threading.Event,
    shown: int = HINT_MOVES,
    bot_factory: Any = None,
) -> dict[str, Any]:
    """Rank ``seat``'s legal moves with the hard level: ``{"moves": [...], "count": n}``.

    Each move is ``{"action", "value", "facts", "same_as"}``, best first (``shown`` of them;
    ``count`` says how many were ranked); ``same_as`` is the index of the first move shown whose
    value is the same as this one's (within ``SAME_VALUE``: the search sees no difference), or -1.
    Raises ``SearchAborted`` once ``cancel`` is set. ``bot_factory``
    (``(game, level, seed) -> bot``, ``create_ai`` by default) lets the worker rank in its
    search process.
    """
    from cardavia_desktop.engine.ai import create_ai, hint_facts

    observation = match.observation(seat)
    legal = match.legal_actions()
    # The levels rank their moves (a baseline such as ``random`` need not): "hard" is one.
    bot = cast("RankingBot", (bot_factory or create_ai)(match.game, "hard", seed))
    if hasattr(bot, "abort"):
        bot.abort = cancel
    ranked = bot.rank(observation, legal)
    moves: list[dict[str, Any]] = []
    for action, value in ranked[:shown]:
        same = next((i for i, m in enumerate(moves) if abs(m["value"] - value) < SAME_VALUE), -1)
        moves.append(
            {
                "action": action,
                "value": float(value),
                "facts": hint_facts(match.game, observation, action),
                "same_as": same,
            }
        )
    return {"moves": moves, "count": len(ranked)}


_CARD_ACTIONS = ("play", "marry", "discard", "lock", "declare")
"""Action kinds whose first argument list names cards of the mover's hand."""


def hint_cards(action: str) -> list[str]:
    """The cards of your hand that ``action`` uses: ``play:D7:S3,H4`` -> ``["D7"]``,
    ``discard:C1,C2`` -> ``["C1", "C2"]``, ``check`` -> ``[]``."""
    kind, _, rest = action.partition(":")
    if kind not in _CARD_ACTIONS or not rest:
        return []
    return [code for code in rest.split(":")[0].split(",") if code]
