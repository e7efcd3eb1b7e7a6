"""What Lock & Bet's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
the locked card stays face down until the showdown, so its chance to win (which would tell
its rank) is not told. The chips (bet size, pot odds, all-in, what a fold gives up) are on the
table and stay."""

PRIVATE: frozenset[str] = frozenset({"win_chance"})


def withholds(observation: dict, action: str) -> bool:
    """Whether the hint would weigh a hidden card: a lock, or any bet while the seat's card is
    locked (public: the ``locked`` flags), but not a fold."""
    if action == "fold":
        return False
    return action.startswith("lock") or bool(observation["locked"][observation["seat"]])
