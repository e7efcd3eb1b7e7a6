"""Card sets as int bitmasks, and a pack that maps card codes to bit indices.

Inside the engine a card is an ``int`` index into its game's :class:`Pack`, and a set of
cards (hand, pile, seen cards) is an ``int`` bitmask. Codes (``"HA"``, ``"T21"``) appear only
at the edges: actions, events, observations and saved games.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence


def iter_bits(mask: int) -> Iterator[int]:
    """Yield the indices of the set bits of ``mask``, lowest first.

    >>> list(iter_bits(0b1011))
    [0, 1, 3]
    """
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def lowest_by(mask: int, key: Sequence[int]) -> int:
    """The set bit of ``mask`` with the smallest ``key[bit]``, the lowest bit among equals
    (``min(iter_bits(mask), key=key.__getitem__)`` without its per-card calls); -1 if empty.
    For the largest, pass the negated table: ties still go to the lowest bit, as with ``max``.

    >>> lowest_by(0b1110, (9, 5, 3, 3))
    2
    """
    chosen, best = -1, 0
    while mask:
        low = mask & -mask
        mask ^= low
        bit = low.bit_length() - 1
        value = key[bit]
        if chosen < 0 or value < best:
            chosen, best = bit, value
    return chosen


def mask_of(indices: Iterable[int]) -> int:
    """Return the bitmask with the given indices set.

    >>> mask_of([0, 3])
    9
    """
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask


class Pack:
    """The cards of one game: codes in a fixed order, each code's index is its bit."""

    __slots__ = ("_index", "codes", "full_mask")

    def __init__(self, codes: Iterable[str]) -> None:
        self.codes: tuple[str, ...] = tuple(codes)
        self._index = {code: i for i, code in enumerate(self.codes)}
        if len(self._index) != len(self.codes):
            raise ValueError("duplicate card codes in pack")
        self.full_mask: int = (1 << len(self.codes)) - 1

    def __len__(self) -> int:
        return len(self.codes)

    def __contains__(self, code: object) -> bool:
        return code in self._index

    def index(self, code: str) -> int:
        """Return the index of ``code``; raise ``KeyError`` naming it if it is not a card."""
        try:
            return self._index[code]
        except KeyError:
            raise KeyError(f"{code!r} is not a card of this pack") from None

    def code(self, index: int) -> str:
        """Return the code of the card at ``index``."""
        return self.codes[index]

    def mask(self, codes: Iterable[str]) -> int:
        """Return the bitmask of the given codes."""
        return mask_of(self.index(code) for code in codes)

    def codes_of(self, mask: int) -> list[str]:
        """Return the codes in ``mask``, in pack order."""
        return [self.codes[i] for i in iter_bits(mask)]
