"""Scopa's lean search model: one determinised world of a deal, played out fast on masks.

A :class:`World` is the rest of one deal with every card placed (the opponent's hand and the
stock order sampled from the cards the deciding seat has not seen). It knows nothing the seat
could not infer except what the sample assumed.
"""

from __future__ import annotations

from .policy import best_policy_move, greedy_score
from .rules import (
    BIT,
    DIAMONDS_MASK,
    FULL_MASK,
    HAND_SIZE,
    deal_points,
    legal_moves,
    primiera,
)

Move = tuple[int, int]


class World:
    """One deal's remaining play with all cards known; ``play`` is cheap, ``copy`` cheaper."""

    __slots__ = ("current", "dealer", "hands", "last", "piles", "pos", "scope", "stock", "table")

    def __init__(
        self,
        hands: list[int],
        table: int,
        stock: list[int],
        piles: list[int],
        scope: list[int],
        last: int | None,
        current: int,
        dealer: int,
    ) -> None:
        self.hands = hands
        self.table = table
        self.stock = stock
        """Stock top first; shared between copies (never mutated), read from ``pos``."""
        self.pos = 0
        self.piles = piles
        self.scope = scope
        self.last = last
        self.current = current
        self.dealer = dealer

    def copy(self) -> World:
        """An independent copy (the stock list is shared: it is read-only)."""
        other = World.__new__(World)
        other.hands = self.hands[:]
        other.table = self.table
        other.stock = self.stock
        other.pos = self.pos
        other.piles = self.piles[:]
        other.scope = self.scope[:]
        other.last = self.last
        other.current = self.current
        other.dealer = self.dealer
        return other

    @property
    def finished(self) -> bool:
        """True once the deal's last card has been played."""
        return not (self.hands[0] | self.hands[1]) and self.pos >= len(self.stock)

    def moves(self) -> list[Move]:
        """Legal moves of the seat to play."""
        return legal_moves(self.hands[self.current], self.table)

    def last_play(self) -> bool:
        """True if the next play is the final play of the deal."""
        return (self.hands[0] | self.hands[1]).bit_count() == 1 and self.pos >= len(self.stock)

    def play(self, card: int, captured: int) -> None:
        """Apply a legal move, refill hands or finish the deal (leftovers to the last capturer)."""
        seat = self.current
        bit = BIT[card]
        hands = self.hands
        hands[seat] &= ~bit
        if captured:
            self.table &= ~captured
            self.piles[seat] |= captured | bit
            self.last = seat
            if not self.table and (hands[0] | hands[1] or self.pos < len(self.stock)):
                self.scope[seat] += 1
        else:
            self.table |= bit
        self.current = 1 - seat
        if not (hands[0] | hands[1]):
            pos = self.pos
            if pos < len(self.stock):
                stock = self.stock
                first = 1 - self.dealer
                hands[first] = BIT[stock[pos]] | BIT[stock[pos + 1]] | BIT[stock[pos + 2]]
                hands[1 - first] = BIT[stock[pos + 3]] | BIT[stock[pos + 4]] | BIT[stock[pos + 5]]
                self.pos = pos + 2 * HAND_SIZE
                self.current = first
            elif self.table and self.last is not None:
                self.piles[self.last] |= self.table
                self.table = 0

    def policy_move(self) -> Move:
        """The heuristic move of the seat to play, judged from that seat's own knowledge."""
        seat = self.current
        hands = self.hands
        hand = hands[seat]
        table = self.table
        piles = self.piles
        unseen = FULL_MASK & ~(hand | table | piles[0] | piles[1])
        last = (hands[0] | hands[1]).bit_count() == 1 and self.pos >= len(self.stock)
        return best_policy_move(hand, table, unseen, hands[1 - seat].bit_count(), last)

    def greedy_move(self) -> Move:
        """The greedy baseline's move of the seat to play (its first best: ties as listed)."""
        table = self.table
        last = self.last_play()
        best: Move = (0, 0)
        top = -1e18
        for card, captured in self.moves():
            score = greedy_score(card, captured, table, last)
            if score > top + 1e-9:
                top, best = score, (card, captured)
        return best

    def rollout(self) -> None:
        """Play the deal to its end with the heuristic policy for both seats."""
        while not self.finished:
            card, captured = self.policy_move()
            self.play(card, captured)

    def value(self, seat: int) -> float:
        """Final deal points of ``seat`` minus the opponent's, with small tie-breaking shaping."""
        p0, p1 = self.piles
        a, b = deal_points(p0, p1, self.scope[0], self.scope[1])
        diff = a - b
        shape = (p0.bit_count() - p1.bit_count()) * 0.01
        shape += ((p0 & DIAMONDS_MASK).bit_count() - (p1 & DIAMONDS_MASK).bit_count()) * 0.02
        q0, q1 = primiera(p0), primiera(p1)
        if q0 is not None and q1 is not None:
            shape += (q0 - q1) * 0.002
        value = diff + shape
        return value if seat == 0 else -value
