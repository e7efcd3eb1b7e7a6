"""What Schnapsen's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
nothing — every fact is about a card shown (a led or followed card, the marriage shown, the
trump exchanged face up), the trick's points or the scores both players see."""

PRIVATE: frozenset[str] = frozenset()
PAST: frozenset[str] = frozenset({"last_deal"})
"""Observation keys about cards dealt again since (``engine.why.shown_cards``): the deal
before's summary."""

RECKONED_RANKING: frozenset[str] = frozenset({"easy", "normal"})
"""Easy and Normal play by rules of thumb (``ai.EasyBot``; Easy now and then a random card)
while their ranking is a small search: a move that search rates lower is no slip of the rules
(``engine.why``; newcomer #31: Normal's Why? said its rules rated the other move higher)."""
