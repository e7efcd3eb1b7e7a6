"""What Minchiate's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
a robber's discard lies face down, so what it leaves in the hand (a void, the cards of its suit
kept) is not told. A declaration is shown to the table (its cards, the Matto when it adds its
bonus) and its points stay, as do the trick facts.

``by_level``: every level but the random one declares each combination it holds (``ai.
heuristic_action``), so its pass says it holds none left to declare: told with what it has
declared this deal (public: the declarations on the table).
"""

from __future__ import annotations

from typing import Any

PRIVATE: frozenset[str] = frozenset({"makes_void", "suit_left"})
LEVEL_KINDS: tuple[str, ...] = ("declared_all",)
"""The reasons ``by_level`` can give."""

RECKONED_RANKING: frozenset[str] = frozenset({"easy", "normal"})
"""Normal plays its rules of thumb every time (``ai.heuristic_bot`` with no noise), Easy now
and then a random card instead, while their ranking is a small search: a move that search
rates lower is no slip of the rules (``engine.why``)."""

DECLARE_ALL: frozenset[str] = frozenset({"easy", "normal", "hard"})
"""The levels that declare every combination they hold (the heuristic's setup)."""


def by_level(
    observation: dict[str, Any], action: str, level: str, facts: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``facts`` with a pass at a level that declares everything told as ``declared_all``
    (``count``: the combinations the seat declared this deal, ``points``: what they scored)."""
    if action != "pass" or level not in DECLARE_ALL:
        return facts
    own = [d for d in observation["declarations"] if d["seat"] == observation["seat"]]
    told = {"fact": "declared_all", "count": len(own), "points": sum(d["points"] for d in own)}
    return [told, *(f for f in facts if f["fact"] != "declares_nothing")]
