"""The lean search model of High Trick: the rest of one deal with both hands known.

No events, no history, no match score: only what playing out and valuing the deal needs, so
copies are cheap. It follows the same rule functions as ``TemplateState`` (``rules.py``).
"""

from __future__ import annotations

from ...cards import iter_bits
from .rules import legal_mask, trick_winner


class World:
    """Hands, the card led (if any), who plays, and the tricks each seat has this deal."""

    __slots__ = ("hands", "led", "to_play", "tricks")

    def __init__(
        self, hands: list[int], led: tuple[int, int] | None, to_play: int, tricks: list[int]
    ) -> None:
        self.hands = hands
        self.led = led
        self.to_play = to_play
        self.tricks = tricks

    def copy(self) -> World:
        """An independent copy."""
        return World(self.hands[:], self.led, self.to_play, self.tricks[:])

    @property
    def finished(self) -> bool:
        """True when every card of the deal is played."""
        return not (self.hands[0] or self.hands[1]) and self.led is None

    def moves(self) -> list[int]:
        """The legal cards of the seat to play."""
        led = None if self.led is None else self.led[1]
        return list(iter_bits(legal_mask(self.hands[self.to_play], led)))

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to play (it must be legal)."""
        seat = self.to_play
        self.hands[seat] &= ~(1 << card)
        if self.led is None:
            self.led, self.to_play = (seat, card), 1 - seat
            return
        winner = trick_winner(self.led[0], self.led[1], card)
        self.tricks[winner] += 1
        self.led, self.to_play = None, winner

    def margin(self, seat: int) -> int:
        """Tricks of ``seat`` minus the opponent's, this deal."""
        return self.tricks[seat] - self.tricks[1 - seat]
