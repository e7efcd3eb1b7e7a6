"""``SchnapsenState``: a whole 7-point Schnapsen match with a fast int/bitmask API.

Hands are int masks; the stock is a tuple of cards top first whose last card is the face-up
indicator, with ``stock_pos`` the next card to draw. Finished deals are followed by the next
deal inside the same ``apply_action`` unless the state was built to stop at the end of its deal
(``from_position``, for search). Rules: ``/work/shared/rules/schnapsen.md`` §5.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from ...contract import Event, GameState, IllegalAction
from ...rng import copy_rng
from . import rules
from .explain import explain_illegal
from .observation import build_observation
from .position import build_position, from_notation, to_notation
from .rules import (
    BEATS_MASK,
    BIT,
    CARDS_IN_SUIT,
    CLOSE,
    EXCHANGE,
    HAND_SIZE,
    KING_MASK,
    MARRY,
    MATCH_POINTS,
    PACK,
    PARTNER,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TARGET,
    TRUMP_UNTER,
    cards_of,
)

CODES = PACK.codes


class SchnapsenState(GameState):
    """A Schnapsen match: deals, the open and strict phases, closing, marriages, the countdown."""

    players: ClassVar[int] = 2
    strict_exchange: ClassVar[bool] = rules.STRICT_EXCHANGE_VARIANT
    """A-004-6 hook: forbid exchange and close when only two cards are left in the stock."""

    __slots__ = (
        "_rng_shared",
        "close_opp_had_trick",
        "close_opp_points",
        "closed_by",
        "deal_number",
        "deal_result",
        "dealer",
        "deals_played",
        "exchange_log",
        "hands",
        "indicator",
        "last_deal",
        "lead_card",
        "leader",
        "marriage_log",
        "match_points",
        "match_winner",
        "pending",
        "played",
        "points",
        "revealed",
        "rng",
        "stock",
        "stock_pos",
        "stop_at_deal_end",
        "trick_log",
        "tricks",
        "trump",
    )

    def __init__(self, rng: random.Random, dealer: int) -> None:
        self.rng = rng
        self._rng_shared = False
        self.match_points = [MATCH_POINTS, MATCH_POINTS]
        self.dealer = dealer
        self.deal_number = 0
        self.deals_played = 0
        self.match_winner = -1
        self.stop_at_deal_end = False
        self.deal_result: dict[str, Any] | None = None
        self.last_deal: dict[str, Any] | None = None
        self._reset_deal()

    def _reset_deal(self) -> None:
        self.hands = [0, 0]
        self.stock: tuple[int, ...] = ()
        self.stock_pos = 0
        self.trump = 0
        self.indicator = -1
        self.leader = 1 - self.dealer
        self.lead_card = -1
        self.points = [0, 0]
        self.pending = [0, 0]
        self.tricks = [0, 0]
        self.closed_by = -1
        self.close_opp_points = 0
        self.close_opp_had_trick = False
        self.revealed = [0, 0]
        self.played = 0
        self.trick_log: tuple[tuple[int, int, int, int, int], ...] = ()
        self.marriage_log: tuple[tuple[int, int, int], ...] = ()
        self.exchange_log: tuple[tuple[int, int, int], ...] = ()

    # ----------------------------------------------------------------- construction

    @classmethod
    def new_match_state(
        cls, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> SchnapsenState:
        """Start a match: random first dealer unless given, first deal from ``deck`` if given."""
        if dealer is None:
            dealer = rng.randrange(2)
        state = cls(rng, dealer)
        if deck is None:
            order = list(range(rules.NUM_CARDS))
            rng.shuffle(order)
        else:
            order = [PACK.index(code) for code in deck]
        state._deal(order)
        return state

    from_position = classmethod(build_position)
    """Build a deal in progress from explicit cards (``position.build_position``)."""

    @classmethod
    def from_notation(cls, text: str, stop_at_deal_end: bool = True) -> SchnapsenState:
        """Build a deal in progress from the one-line notation of ``position.py``."""
        return from_notation(cls, text, stop_at_deal_end)

    def clone(self) -> SchnapsenState:
        """Return an independent copy; the rng is copied only when one of them deals again."""
        new = object.__new__(type(self))
        self._rng_shared = True
        new.rng = self.rng
        new._rng_shared = True
        new.match_points = self.match_points[:]
        new.dealer = self.dealer
        new.deal_number = self.deal_number
        new.deals_played = self.deals_played
        new.match_winner = self.match_winner
        new.stop_at_deal_end = self.stop_at_deal_end
        new.deal_result = self.deal_result
        new.last_deal = self.last_deal
        new.hands = self.hands[:]
        new.stock = self.stock
        new.stock_pos = self.stock_pos
        new.trump = self.trump
        new.indicator = self.indicator
        new.leader = self.leader
        new.lead_card = self.lead_card
        new.points = self.points[:]
        new.pending = self.pending[:]
        new.tricks = self.tricks[:]
        new.closed_by = self.closed_by
        new.close_opp_points = self.close_opp_points
        new.close_opp_had_trick = self.close_opp_had_trick
        new.revealed = self.revealed[:]
        new.played = self.played
        new.trick_log = self.trick_log
        new.marriage_log = self.marriage_log
        new.exchange_log = self.exchange_log
        return new

    def _deal(self, order: list[int]) -> Event:
        """Deal ``order`` (top first): 3 non-dealer, 3 dealer, indicator, 2, 2, 9 stock (§5.4)."""
        self._reset_deal()
        dealer = self.dealer
        self.deal_number += 1
        self.deal_result = None
        hands = [0, 0]
        for card in (*order[0:3], *order[7:9]):
            hands[1 - dealer] |= BIT[card]
        for card in (*order[3:6], *order[9:11]):
            hands[dealer] |= BIT[card]
        self.hands = hands
        self.indicator = order[6]
        self.stock = (*order[11:20], order[6])
        self.trump = SUIT_OF[order[6]]
        return {
            "type": "deal",
            "dealer": dealer,
            "trump": rules.SUITS[self.trump],
            "indicator": CODES[order[6]],
            "deal_number": self.deal_number,
        }

    # ----------------------------------------------------------------- queries

    def current_player(self) -> int | None:
        """Seat to act, ``None`` when the match (or a stopped deal) is over."""
        if self.deal_result is not None:
            return None
        return self.leader if self.lead_card < 0 else 1 - self.leader

    def deal_index(self) -> int:
        """The current deal's number (1, 2, …): see ``GameState.deal_index``."""
        return self.deal_number

    def is_over(self) -> bool:
        """True when the match has ended (or, for a ``stop_at_deal_end`` state, its deal)."""
        return self.deal_result is not None

    def deal_over(self) -> bool:
        """True when this state's deal ended with no next deal after it: the match ended, or
        the state stops at the end of its deal; ``deal_result`` is that ``deal_end`` payload."""
        return self.deal_result is not None

    def is_open(self) -> bool:
        """Open phase (§5.5): the stock is neither closed nor exhausted."""
        return self.closed_by < 0 and self.stock_pos < len(self.stock)

    def stock_size(self) -> int:
        """Cards left in the stock, the indicator included."""
        return len(self.stock) - self.stock_pos

    def result(self) -> dict[str, Any] | None:
        """``{"winner", "match_points", "deals"}`` once the match is over (plus the deal's
        ``game_points`` and ``reason`` for a stopped deal), else ``None``."""
        if self.match_winner >= 0:
            return {
                "winner": self.match_winner,
                "match_points": self.match_points[:],
                "deals": self.deals_played,
            }
        if self.deal_result is not None:
            return {
                "winner": self.deal_result["winner"],
                "match_points": self.match_points[:],
                "deals": self.deals_played,
                "game_points": self.deal_result["game_points"],
                "reason": self.deal_result["reason"],
            }
        return None

    def returns(self) -> list[float]:
        """Per seat: game points won (+) or conceded (−) in this state's finished deal (search
        utility once ``deal_over()``); zeros while the deal goes on."""
        outcome = self.deal_result
        if outcome is None:
            return [0.0, 0.0]
        points = float(outcome["game_points"])
        return [points, -points] if outcome["winner"] == 0 else [-points, points]

    def _exchange_close_stock_ok(self) -> bool:
        return self.stock_size() > 2 if self.strict_exchange else self.stock_size() >= 2

    def legal_actions(self) -> list[int]:
        """Sorted legal action ids of the player to act."""
        if self.deal_result is not None:
            return []
        if self.lead_card >= 0:
            return cards_of(self._follow_mask())
        hand = self.hands[self.leader]
        kings = hand & KING_MASK & (hand >> 1)  # kings whose Ober (the next bit) is in hand
        actions = cards_of(hand)
        if kings:
            pairs = (kings | kings << 1) << MARRY
            actions += [
                *CARDS_IN_SUIT[4][pairs >> 20 & 31],
                *CARDS_IN_SUIT[5][pairs >> 25 & 31],
                *CARDS_IN_SUIT[6][pairs >> 30 & 31],
                *CARDS_IN_SUIT[7][pairs >> 35 & 31],
            ]
        if (
            self.closed_by < 0
            and self.stock_pos < len(self.stock)
            and (not self.strict_exchange or len(self.stock) - self.stock_pos > 2)
        ):
            if hand & BIT[TRUMP_UNTER[self.trump]]:
                actions.append(EXCHANGE)
            if hand.bit_count() == HAND_SIZE:
                actions.append(CLOSE)
        return actions

    def _follow_mask(self) -> int:
        """Cards the follower may play (§5.7)."""
        hand = self.hands[1 - self.leader]
        if self.closed_by < 0 and self.stock_pos < len(self.stock):
            return hand
        lead = self.lead_card
        same = hand & SUIT_MASK[SUIT_OF[lead]]
        if same:
            return same & BEATS_MASK[lead] or same
        return hand & SUIT_MASK[self.trump] or hand

    # ----------------------------------------------------------------- actions

    def apply_action(self, action: int) -> list[Event]:
        """Apply a legal action (trusted) and return its events."""
        seat = self.leader if self.lead_card < 0 else 1 - self.leader
        if action == EXCHANGE:
            return [self._exchange(seat)]
        if action == CLOSE:
            opponent = 1 - seat
            self.closed_by = seat
            self.close_opp_points = self.points[opponent]
            self.close_opp_had_trick = self.tricks[opponent] > 0
            return [
                {
                    "type": "close",
                    "seat": seat,
                    "opponent_points": self.close_opp_points,
                    "opponent_had_trick": self.close_opp_had_trick,
                }
            ]
        events: list[Event] = []
        if action >= MARRY:
            card = action - MARRY
            if self._declare(seat, card, events):
                return events
        else:
            card = action
        self.hands[seat] ^= BIT[card]
        self.revealed[seat] &= ~BIT[card]
        self.played |= BIT[card]
        events.append({"type": "play", "seat": seat, "card": CODES[card]})
        if self.lead_card < 0:
            self.lead_card = card
        else:
            self._finish_trick(card, events)
        return events

    def _exchange(self, seat: int) -> Event:
        unter = TRUMP_UNTER[self.trump]
        old = self.stock[-1]
        self.hands[seat] ^= BIT[unter] | BIT[old]
        self.revealed[seat] = (self.revealed[seat] | BIT[old]) & ~BIT[unter]
        self.stock = (*self.stock[:-1], unter)
        self.indicator = unter
        self.exchange_log = (*self.exchange_log, (seat, unter, old))
        return {"type": "exchange", "seat": seat, "gave": CODES[unter], "took": CODES[old]}

    def _declare(self, seat: int, card: int, events: list[Event]) -> bool:
        """Declare the marriage of ``card``; True if it ended the deal (66 at once, §5.6)."""
        suit = SUIT_OF[card]
        value = rules.TRUMP_MARRIAGE_POINTS if suit == self.trump else rules.MARRIAGE_POINTS
        partner = PARTNER[card]
        self.revealed[seat] |= BIT[partner]
        self.marriage_log = (*self.marriage_log, (seat, suit, value))
        pending = self.tricks[seat] == 0
        if pending:
            self.pending[seat] += value
        else:
            self.points[seat] += value
        king, ober = (card, partner) if card < partner else (partner, card)
        events.append(
            {
                "type": "marriage",
                "seat": seat,
                "suit": rules.SUITS[suit],
                "points": value,
                "pending": pending,
                "cards": [CODES[king], CODES[ober]],
            }
        )
        if not pending and self.points[seat] >= TARGET:
            self._end_deal(seat, "marriage_66", events)
            return True
        return False

    def _finish_trick(self, follow: int, events: list[Event]) -> None:
        leader, lead = self.leader, self.lead_card
        follower = 1 - leader
        if SUIT_OF[follow] == SUIT_OF[lead]:
            winner = follower if follow < lead else leader
        else:
            winner = follower if SUIT_OF[follow] == self.trump else leader
        value = POINTS[lead] + POINTS[follow]
        self.points[winner] += value
        self.tricks[winner] += 1
        credited = 0
        if self.tricks[winner] == 1 and self.pending[winner]:
            credited = self.pending[winner]
            self.points[winner] += credited
            self.pending[winner] = 0
        self.trick_log = (*self.trick_log, (leader, lead, follow, winner, value))
        self.lead_card = -1
        self.leader = winner
        events.append(
            {
                "type": "trick",
                "winner": winner,
                "cards": [
                    {"seat": leader, "card": CODES[lead]},
                    {"seat": follower, "card": CODES[follow]},
                ],
                "points": value,
                "pending_credited": credited,
            }
        )
        if self.points[winner] >= TARGET:
            self._end_deal(winner, "reached_66", events)
        elif not (self.hands[0] | self.hands[1]):
            self._end_deal(None, "last_trick", events)
        elif self.is_open():
            self._draw(winner, events)

    def _draw(self, winner: int, events: list[Event]) -> None:
        """Winner draws the top card, then the loser (who takes the indicator at the last draw)."""
        pos = self.stock_pos
        loser = 1 - winner
        self.hands[winner] |= BIT[self.stock[pos]]
        self.hands[loser] |= BIT[self.stock[pos + 1]]
        self.stock_pos = pos + 2
        last = self.stock_pos == len(self.stock)
        events.append({"type": "draw", "seat": winner, "count": 1, "card": None})
        if last:
            indicator = self.stock[-1]
            self.revealed[loser] |= BIT[indicator]
            events.append({"type": "draw", "seat": loser, "count": 1, "card": CODES[indicator]})
        else:
            events.append({"type": "draw", "seat": loser, "count": 1, "card": None})

    def _end_deal(self, reached: int | None, reason: str, events: list[Event]) -> None:
        """Score the deal (§5.9), count down, then end the match or deal the next deal."""
        closer = self.closed_by
        winner, game_points, reason = rules.score_deal(
            reached,
            reason,
            self.leader,
            closer,
            self.close_opp_points,
            self.close_opp_had_trick,
            self.points,
            self.tricks,
        )
        self.match_points[winner] = max(0, self.match_points[winner] - game_points)
        self.deals_played += 1
        payload: dict[str, Any] = {
            "type": "deal_end",
            "winner": winner,
            "game_points": game_points,
            "reason": reason,
            "points": self.points[:],
            "tricks": self.tricks[:],
            "closed_by": None if closer < 0 else closer,
            "close": None
            if closer < 0
            else {
                "seat": closer,
                "opponent_points": self.close_opp_points,
                "opponent_had_trick": self.close_opp_had_trick,
            },
            "match_points": self.match_points[:],
            "deal_number": self.deal_number,
        }
        events.append(payload)
        self.last_deal = self.deal_result = {
            **payload,
            "points": self.points[:],
            "tricks": self.tricks[:],
            "match_points": self.match_points[:],
        }
        if self.match_points[winner] == 0:
            self.match_winner = winner
            events.append(
                {"type": "match_end", "winner": winner, "match_points": self.match_points[:]}
            )
        elif not self.stop_at_deal_end:
            if self._rng_shared:
                self.rng, self._rng_shared = copy_rng(self.rng), False
            self.dealer = 1 - self.dealer
            order = list(range(rules.NUM_CARDS))
            self.rng.shuffle(order)
            events.append(self._deal(order))

    # ----------------------------------------------------------------- strings

    def action_to_string(self, action: int) -> str:
        """Canonical string of an action id."""
        return rules.action_to_string(action)

    def string_to_action(self, text: str) -> int:
        """Parse an action string; raise ``IllegalAction`` if it is malformed."""
        return rules.string_to_action(text)

    def explain_illegal(self, action: int) -> IllegalAction:
        """Why ``action`` is not legal now, with a precise ``code``."""
        return explain_illegal(self, action)

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know (§5.10), JSON-serialisable."""
        return build_observation(self, seat)

    def __str__(self) -> str:
        return to_notation(self)
