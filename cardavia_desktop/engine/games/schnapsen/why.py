"""What Schnapsen's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
nothing — every fact is about a card shown (a led or followed card, the marriage shown, the
trump exchanged face up), the trick's points or the scores both players see."""

PRIVATE: frozenset[str] = frozenset()
PAST: frozenset[str] = frozenset({"last_deal"})
"""Observation keys about cards dealt again since (``engine.why.shown_cards``): the deal
before's summary."""
