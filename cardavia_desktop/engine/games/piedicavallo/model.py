"""A lean simulator of the rest of a deal inside one sampled world, for the search's rollouts.

It plays by the same rules functions as ``PiedicavalloState`` (tests check they agree) but keeps
only what scoring and the rollout policy need: no events, no history, cheap to copy.
"""

from __future__ import annotations

from ...cards import iter_bits
from .knowledge import Knowledge
from .policy import TRUMP_VOID, decide
from .rules import (
    MATTO,
    POINTS,
    SUIT_OF,
    TOTAL_POINTS,
    TRUMP,
    legal_play_mask,
    points_of,
    team_of,
    winning_card,
)


class Sim:
    """Hands, trick in progress, points and tricks per team; the dealer's discard for scoring."""

    __slots__ = (
        "best",
        "dealer_team",
        "discard_points",
        "hands",
        "leader",
        "matto_team",
        "played",
        "points",
        "stake",
        "suit",
        "trick",
        "tricks_left",
        "tricks_won",
        "voids",
        "winner",
    )

    def __init__(self) -> None:
        self.hands: list[int] = [0, 0, 0, 0]
        self.trick: list[tuple[int, int]] = []
        self.leader = 0
        self.played = 0
        self.voids = [0, 0, 0, 0]
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.matto_team: int | None = None
        self.dealer_team = 0
        self.discard_points = 0
        self.tricks_left = 15
        self.suit: int | None = None
        """Suit to follow of the trick in progress (``None`` until a non-Matto card is down)."""
        self.best = 0
        self.winner = 0
        self.stake = 0

    def _summarise(self) -> None:
        cards = [c for _, c in self.trick]
        best = winning_card(cards)
        self.suit = None if best is None else next(SUIT_OF[c] for c in cards if c != MATTO)
        self.best = best or 0
        self.winner = next((s for s, c in self.trick if c == best), 0)
        self.stake = sum(POINTS[c] for c in cards if c != MATTO)

    @classmethod
    def from_world(cls, know: Knowledge, hands: list[int], discard: int) -> Sim:
        """The deal as ``know`` sees it, with the hidden cards placed as in a sampled world."""
        sim = cls()
        sim.hands = list(hands)
        sim.trick = list(know.trick)
        sim.leader = know.trick[0][0] if know.trick else know.leader
        sim.played = know.played
        sim.voids = list(know.voids)
        sim.points = list(know.trick_points)
        sim.tricks_won = list(know.tricks_won)
        sim.matto_team = None if know.matto_seat is None else team_of(know.matto_seat)
        sim.dealer_team = team_of(know.dealer)
        sim.discard_points = points_of(discard)
        sim.tricks_left = 15 - sum(know.tricks_won)
        sim._summarise()
        return sim

    def copy(self) -> Sim:
        """An independent copy."""
        other = Sim.__new__(Sim)
        other.hands = self.hands[:]
        other.trick = self.trick[:]
        other.leader = self.leader
        other.played = self.played
        other.voids = self.voids[:]
        other.points = self.points[:]
        other.tricks_won = self.tricks_won[:]
        other.matto_team = self.matto_team
        other.dealer_team = self.dealer_team
        other.discard_points = self.discard_points
        other.tricks_left = self.tricks_left
        other.suit = self.suit
        other.best = self.best
        other.winner = self.winner
        other.stake = self.stake
        return other

    def to_move(self) -> int:
        """The seat to play."""
        return (self.leader + len(self.trick)) % 4

    def play(self, card: int) -> None:
        """Play ``card`` (trusted legal) for the seat to move; close the trick when complete."""
        trick = self.trick
        seat = (self.leader + len(trick)) % 4
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        trick.append((seat, card))
        if card == MATTO:
            self.matto_team = seat & 1
        else:
            kind = SUIT_OF[card]
            self.stake += POINTS[card]
            suit = self.suit
            if suit is None:
                self.suit, self.best, self.winner = kind, card, seat
            else:
                if kind != suit:
                    self.voids[seat] |= 1 << suit
                    if kind != TRUMP:
                        self.voids[seat] |= TRUMP_VOID
                best = self.best
                if (kind == TRUMP and (SUIT_OF[best] != TRUMP or card > best)) or (
                    kind == suit and card > best
                ):
                    self.best, self.winner = card, seat
        if len(trick) == 4:
            team = self.winner & 1
            self.points[team] += self.stake
            self.tricks_won[team] += 1
            self.leader = self.winner
            self.trick = []
            self.suit = None
            self.stake = 0
            self.tricks_left -= 1

    def rollout(self) -> None:
        """Play to the end with the heuristic team policy for every seat."""
        hands, voids = self.hands, self.voids
        while self.tricks_left:
            seat = (self.leader + len(self.trick)) % 4
            self.play(
                decide(
                    seat,
                    hands[seat],
                    len(self.trick),
                    self.suit,
                    self.best,
                    self.winner,
                    self.stake,
                    self.played,
                    voids,
                )
            )

    def solve(self, team: int, bonus: float, alpha: float = -1e9, beta: float = 1e9) -> float:
        """The exact value for ``team`` of the rest of this deal with every hand known
        (``team`` maximises, the other team minimises; alpha-beta): the final point margin
        ± ``bonus`` for a won or lost deal. Cards of one hand that play alike (same suit and
        points, no card left in any hand between them) are tried once."""
        if not self.tricks_left:
            margin = self.margin(team)
            return margin + (bonus if margin > 0 else -bonus if margin < 0 else 0)
        seat = (self.leader + len(self.trick)) % 4
        legal = legal_play_mask(self.hands[seat], self.suit)
        live = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        maximise = seat & 1 == team
        last = -1
        for card in iter_bits(legal):
            if (
                last >= 0
                and card != MATTO
                and SUIT_OF[last] == SUIT_OF[card]
                and POINTS[last] == POINTS[card]
                and not live & ((1 << card) - 1) & ~((2 << last) - 1)
            ):
                last = card
                continue
            last = card
            child = self.copy()
            child.play(card)
            value = child.solve(team, bonus, alpha, beta)
            if maximise:
                if value > alpha:
                    alpha = value
            elif value < beta:
                beta = value
            if alpha >= beta:
                break
        return alpha if maximise else beta

    def final_points(self, team: int) -> int:
        """``team``'s score after the last trick (§2.7: Matto and discard rules applied)."""
        points = self.points[team]
        won, other = self.tricks_won[team], self.tricks_won[1 - team]
        if self.matto_team is not None:
            matto_here = self.matto_team == team
            if (matto_here and won) or (not matto_here and not other):
                points += POINTS[MATTO]
        dealer_here = self.dealer_team == team
        if (dealer_here and won) or (not dealer_here and not other):
            points += self.discard_points
        return points

    def margin(self, team: int) -> int:
        """``team``'s final points minus the other team's."""
        return 2 * self.final_points(team) - TOTAL_POINTS
