"""What the template's hint facts (``hints.py``) withhold from a third person
(``engine/why.py``): nothing — every fact is about a card played face up, the trick's points or
the scores both players see. A game whose facts weigh a hidden card (a face-down discard, a
locked card) names those facts here, as Piedicavallo and Lock & Bet do."""

PRIVATE: frozenset[str] = frozenset()
PAST: frozenset[str] = frozenset()
"""Observation keys about cards dealt again since (``engine.why.shown_cards``), e.g. the
deal before's summary: seeing a card there tells nothing of where it is now."""
