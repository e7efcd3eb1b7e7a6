"""What Minchiate's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
a robber's discard lies face down, so what it leaves in the hand (a void, the cards of its suit
kept) is not told. A declaration is shown to the table (its cards, the Matto when it adds its
bonus) and its points stay, as do the trick facts."""

PRIVATE: frozenset[str] = frozenset({"makes_void", "suit_left"})
