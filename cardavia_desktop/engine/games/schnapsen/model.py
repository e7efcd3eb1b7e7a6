"""Schnapsen's lean search model: :class:`DealModel`, the rest of one deal with every card
placed, its greedy playout and the alpha-beta evaluator the hard bot searches it with."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from ...cards import iter_bits
from ...search import (
    Evaluator,
)
from .rules import (
    BEATS_MASK,
    BIT,
    CLOSE,
    EXCHANGE,
    HALF,
    MARRIAGE_MASK,
    MARRIAGE_POINTS,
    MARRY,
    PARTNER,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TARGET,
    TRUMP_MARRIAGE_POINTS,
    TRUMP_UNTER,
)

EXACT = 99
"""A search depth (plies) beyond any deal: search to the end."""

CARD_LISTS_ENTRIES = 50_000
"""Entries of the memo below before it starts again empty: ~175 bytes an entry, so ≤ 9 MB
(docs/engine.md, "Caches"). A pure function of the mask: the bound changes no move."""
_CARD_LISTS: dict[int, list[int]] = {}


def _cards_in(mask: int) -> list[int]:
    """The cards of ``mask`` in order, memoised (hands recur constantly in search)."""
    cards = _CARD_LISTS.get(mask)
    if cards is None:
        if len(_CARD_LISTS) >= CARD_LISTS_ENTRIES:
            _CARD_LISTS.clear()
        cards = _CARD_LISTS[mask] = list(iter_bits(mask))
    return cards[:]


class DealModel:
    """One Schnapsen deal with every card placed: the perfect-information state search uses.

    Same action ids as the engine (``rules``); it ends at the end of the deal, whose value is
    the game points won. ``stock`` lists the stock top first, the indicator last.
    """

    __slots__ = (
        "cap",
        "closed_by",
        "game_points",
        "hands",
        "last_winner",
        "led",
        "pending",
        "points",
        "snap_points",
        "snap_trick",
        "stock",
        "strict",
        "tricks",
        "trump",
        "turn",
        "winner",
    )

    def __init__(
        self, hands: list[int], stock: tuple[int, ...], trump: int, turn: int, strict: bool = False
    ) -> None:
        self.hands = hands
        self.stock = stock
        self.trump = trump
        self.turn = turn
        self.led = -1
        self.closed_by = -1
        self.snap_points = 0
        self.snap_trick = False
        self.points = [0, 0]
        self.pending = [0, 0]
        self.tricks = [0, 0]
        self.last_winner = -1
        self.winner = -1
        self.game_points = 0
        self.strict = strict
        """The A-004-6 variant: no exchange or close with two stock cards left."""
        self.cap = [3, 3]
        """Game points each seat can still use in the match (more are worth no more)."""

    def clone(self) -> DealModel:
        """An independent copy."""
        other = DealModel.__new__(DealModel)
        other.hands, other.stock, other.trump = self.hands[:], self.stock, self.trump
        other.turn, other.led, other.closed_by = self.turn, self.led, self.closed_by
        other.snap_points, other.snap_trick = self.snap_points, self.snap_trick
        other.points, other.pending = self.points[:], self.pending[:]
        other.tricks, other.last_winner = self.tricks[:], self.last_winner
        other.winner, other.game_points, other.cap = self.winner, self.game_points, self.cap
        other.strict = self.strict
        return other

    @property
    def open(self) -> bool:
        """Open phase: stock not empty and not closed (§5.5)."""
        return bool(self.stock) and self.closed_by < 0

    def current_player(self) -> int | None:
        """Seat to act, ``None`` once the deal is over."""
        return None if self.winner >= 0 else self.turn

    def legal_actions(self) -> list[int]:
        """Sorted legal action ids (§5.6, §5.7)."""
        if self.winner >= 0:
            return []
        hand = self.hands[self.turn]
        led = self.led
        if led < 0:
            actions = _cards_in(hand)
            actions += [
                MARRY + c for c in iter_bits(hand & MARRIAGE_MASK) if hand >> PARTNER[c] & 1
            ]
            if self.open and not (self.strict and len(self.stock) == 2):
                if hand & BIT[TRUMP_UNTER[self.trump]]:
                    actions.append(EXCHANGE)
                actions.append(CLOSE)
            return actions
        if self.open:
            return _cards_in(hand)
        same = hand & SUIT_MASK[SUIT_OF[led]]
        if same:
            return _cards_in(same & BEATS_MASK[led] or same)
        return _cards_in(hand & SUIT_MASK[self.trump] or hand)

    def apply_action(self, action: int) -> None:
        """Apply a legal action (trusted)."""
        me = self.turn
        if action == EXCHANGE:
            unter, indicator = TRUMP_UNTER[self.trump], self.stock[-1]
            self.hands[me] ^= BIT[unter] | BIT[indicator]
            self.stock = (*self.stock[:-1], unter)
            return
        if action == CLOSE:
            self.closed_by = me
            self.snap_points, self.snap_trick = self.points[1 - me], self.tricks[1 - me] > 0
            return
        if action >= MARRY:
            action -= MARRY
            value = TRUMP_MARRIAGE_POINTS if SUIT_OF[action] == self.trump else MARRIAGE_POINTS
            if self.tricks[me]:
                self.points[me] += value
                if self.points[me] >= TARGET:
                    self._end(me)
                    return
            else:
                self.pending[me] += value
        self.hands[me] ^= BIT[action]
        led = self.led
        if led < 0:
            self.led, self.turn = action, 1 - me
            return
        if SUIT_OF[action] == SUIT_OF[led]:
            winner = me if action < led else 1 - me
        else:
            winner = me if SUIT_OF[action] == self.trump else 1 - me
        self.points[winner] += POINTS[led] + POINTS[action]
        self.tricks[winner] += 1
        if self.tricks[winner] == 1:
            self.points[winner] += self.pending[winner]
            self.pending[winner] = 0
        self.last_winner = self.turn = winner
        self.led = -1
        if self.points[winner] >= TARGET:
            self._end(winner)
        elif self.open:
            stock = self.stock
            self.hands[winner] |= BIT[stock[0]]
            self.hands[1 - winner] |= BIT[stock[1]]
            self.stock = stock[2:]
        elif not self.hands[winner]:
            self._end(-1)

    def _end(self, reached: int) -> None:
        closer = self.closed_by
        if reached >= 0:
            loser = 1 - reached
            if closer < 0:
                points = 3 if not self.tricks[loser] else 2 if self.points[loser] < HALF else 1
            elif reached == closer:
                points = 3 if not self.snap_trick else 2 if self.snap_points < HALF else 1
            else:
                points = 2 if self.snap_trick else 3
            self.winner = reached
        elif closer >= 0:
            self.winner, points = 1 - closer, 2 if self.snap_trick else 3
        else:
            self.winner, points = self.last_winner, 1
        self.game_points = points

    def value_for(self, seat: int) -> float:
        """The finished deal's game points for ``seat`` (negative if lost), capped by the match."""
        points = min(self.game_points, self.cap[self.winner])
        return float(points if self.winner == seat else -points)


def _wins(card: int, led: int, trump: int) -> bool:
    if SUIT_OF[card] == SUIT_OF[led]:
        return card < led
    return SUIT_OF[card] == trump


def greedy_action(state: DealModel) -> int:
    """A quick playout move: declare, take valuable tricks cheaply, lead low, keep trumps."""
    actions = state.legal_actions()
    trump, led = state.trump, state.led
    if led < 0:
        if EXCHANGE in actions:
            return EXCHANGE
        marriages = [a for a in actions if MARRY <= a < EXCHANGE]
        if marriages:
            return max(marriages, key=lambda a: SUIT_OF[a - MARRY] == trump)
        cards = [a for a in actions if a < MARRY]
        if not state.open:
            other = state.hands[1 - state.turn]
            safe = [
                c for c in cards if not any(_wins(o, c, trump) for o in _follows(other, c, trump))
            ]
            if safe:
                return max(safe, key=lambda c: POINTS[c])
        return min(cards, key=lambda c: POINTS[c] + (20 if SUIT_OF[c] == trump else 0))
    winners = [c for c in actions if _wins(c, led, trump)]
    if winners:
        cheapest = min(winners, key=lambda c: (SUIT_OF[c] == trump != SUIT_OF[led], POINTS[c]))
        if not state.open or POINTS[led] >= 10 or SUIT_OF[cheapest] == SUIT_OF[led]:
            return cheapest
    return min(actions, key=lambda c: POINTS[c] + (20 if SUIT_OF[c] == trump else 0))


def _follows(hand: int, led: int, trump: int) -> list[int]:
    same = hand & SUIT_MASK[SUIT_OF[led]]
    if same:
        return _cards_in(same & BEATS_MASK[led] or same)
    return _cards_in(hand & SUIT_MASK[trump] or hand)


def rollout_value(state: DealModel, seat: int) -> float:
    """Play the deal out with :func:`greedy_action` on both sides; ``seat``'s game points."""
    state = state.clone()
    while state.winner < 0:
        state.apply_action(greedy_action(state))
    return state.value_for(seat)


class DealEvaluator(Evaluator[DealModel]):
    """Deal values for ``seat``: exact game points at the end, a greedy playout at a horizon."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def maximizing(self, state: DealModel) -> bool:
        """The evaluating seat maximises."""
        return state.turn == self.seat

    def terminal_value(self, state: DealModel) -> float | None:
        """Game points of the finished deal for the seat, ``None`` while it goes on."""
        return state.value_for(self.seat) if state.winner >= 0 else None

    def heuristic(self, state: DealModel) -> float:
        """The game points a greedy playout of the rest of the deal gives the seat."""
        return rollout_value(state, self.seat)

    def quiet(self, state: DealModel) -> bool:
        """Only judge positions between tricks."""
        return state.led < 0

    def order(self, state: DealModel, actions: list[int]) -> Sequence[int]:
        """Declarations and high cards first when leading; cheap winners first when following."""
        led = state.led
        if led < 0:
            return sorted(
                actions,
                key=lambda a: (
                    -100
                    if a == EXCHANGE
                    else 100
                    if a == CLOSE
                    else -50 - a
                    if a >= MARRY
                    else -POINTS[a]
                ),
            )
        trump = state.trump

        def rank(card: int) -> int:
            wins = (SUIT_OF[card] == SUIT_OF[led] and card < led) or (
                SUIT_OF[card] == trump != SUIT_OF[led]
            )
            return POINTS[card] - (100 if wins else 0) + (20 if SUIT_OF[card] == trump else 0)

        return sorted(actions, key=rank)

    def key(self, state: DealModel) -> Hashable:
        """Everything that shapes the rest of the deal."""
        return (
            state.hands[0],
            state.hands[1],
            state.stock,
            state.led,
            state.turn,
            state.points[0],
            state.points[1],
            state.pending[0],
            state.pending[1],
            state.tricks[0] > 0,
            state.tricks[1] > 0,
            state.closed_by,
            state.snap_points,
            state.snap_trick,
        )
