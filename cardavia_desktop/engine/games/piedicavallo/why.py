"""What Piedicavallo's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
the dealer's discard lies face down, so neither its points nor the suits it empties are told
(only the trumps in it are announced, and the hint names none). Trick facts are about cards on
the table and stay."""

PRIVATE: frozenset[str] = frozenset({"discard_points", "makes_void"})
