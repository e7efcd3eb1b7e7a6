"""What Piedicavallo's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
the dealer's discard lies face down, so neither its points nor the suits it empties are told
(only the trumps in it are announced, and the hint names none). Trick facts are about cards on
the table and stay."""

PRIVATE: frozenset[str] = frozenset({"discard_points", "makes_void"})

RECKONED_RANKING: frozenset[str] = frozenset({"easy", "normal"})
"""Easy and Normal play by rules of thumb (``ai.HeuristicBot``, now and then a random card)
while their ranking is a small search (``HeuristicBot.rank``): a move that search rates lower
is no slip of the rules (``engine.why``)."""
