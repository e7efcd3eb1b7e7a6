"""``ScopaState``: a whole Scopa match (deals, captures, scope, prizes, match to 11).

Action ids are ``card | captured_mask << 6`` (a captured mask of 0 places the card), so every
move has one int and one canonical string ``play:<card>[:<c1>,<c2>,…]`` (captured cards in pack
order: capture value, then suit D H C S).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any, ClassVar

from ...contract import Event, GameState, IllegalAction
from ...rng import copy_rng
from .observation import build_observation
from .rules import (
    BIT,
    FORCE_CAPTURING_CARD,
    HAND_SIZE,
    KINGS_MASK,
    PACK,
    TABLE_SIZE,
    TARGET,
    VALUE,
    VALUE_MASK,
    capture_options,
    card_code,
    codes,
    deal_score_payload,
    legal_moves,
    mask_value,
)

CARD_BITS = 6
CARD_FIELD = (1 << CARD_BITS) - 1


def encode(card: int, captured: int) -> int:
    """Action id of playing ``card`` and capturing the cards of ``captured`` (0: place it)."""
    return card | captured << CARD_BITS


def decode(action: int) -> tuple[int, int]:
    """``(card, captured mask)`` of an action id."""
    return action & CARD_FIELD, action >> CARD_BITS


class ScopaState(GameState):
    """A Scopa match between seat 0 and seat 1; deals follow each other inside ``apply_action``."""

    players: ClassVar[int] = 2
    force_capturing_card: ClassVar[bool] = FORCE_CAPTURING_CARD
    """Variant hook for A-000-1 (``False``: only the played card is obliged to capture)."""
    _rng_shared: bool = False
    """``rng`` is shared with a clone: copy it before drawing (engine/rng.py)."""

    def __init__(self, rng: random.Random, dealer: int) -> None:
        self.rng = rng
        self.first_dealer = dealer
        self.dealer = dealer
        self.match_points = [0, 0]
        self.deal_number = 0
        self.deal_results: list[dict[str, Any]] = []
        """``deal_end`` payloads of the completed deals, oldest first."""
        self.winner: int | None = None
        self.hands = [0, 0]
        self.table: list[int] = []
        """Table cards in the order they were laid out."""
        self.table_mask = 0
        self.stock: list[int] = []
        """Face-down stock, top card first."""
        self.piles = [0, 0]
        self.scope = [0, 0]
        self.last_capturer: int | None = None
        self.current = 1 - dealer
        self.plays = 0
        self.round = 1
        self.opening_table: list[int] = []
        self.voided: list[list[int]] = []
        """Opening tables of this deal that were void (3 or 4 Kings), in order."""
        self.history: list[tuple[int, int, int, bool]] = []
        """This deal's plays: ``(seat, card, captured mask, scopa)``."""

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def new_match_state(
        cls, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> ScopaState:
        """Start a match: random first dealer unless given; ``deck`` fixes the first deal."""
        if dealer is None:
            dealer = rng.randrange(2)
        state = cls(rng, dealer)
        order = None if deck is None else [PACK.index(code) for code in deck]
        state._start_deal(order)
        return state

    @classmethod
    def from_position(
        cls,
        *,
        hands: tuple[Sequence[str], Sequence[str]],
        table: Sequence[str],
        stock: Sequence[str] = (),
        dealer: int = 1,
        current: int | None = None,
        piles: tuple[Sequence[str], Sequence[str]] = ((), ()),
        scope: tuple[int, int] = (0, 0),
        last_capturer: int | None = None,
        match_points: tuple[int, int] = (0, 0),
        seed: int = 0,
    ) -> ScopaState:
        """A mid-deal position from codes (tests, analysis); unlisted cards are out of play."""
        state = cls(random.Random(seed), dealer)
        state.deal_number = 1
        state.hands = [PACK.mask(hands[0]), PACK.mask(hands[1])]
        state.table = [PACK.index(code) for code in table]
        state.table_mask = PACK.mask(table)
        state.stock = [PACK.index(code) for code in stock]
        state.piles = [PACK.mask(piles[0]), PACK.mask(piles[1])]
        listed = [*hands[0], *hands[1], *table, *stock, *piles[0], *piles[1]]
        if len(set(listed)) != len(listed):
            raise ValueError("a card is listed twice in the position")
        state.scope = list(scope)
        state.last_capturer = last_capturer
        state.match_points = list(match_points)
        state.current = 1 - dealer if current is None else current
        state.opening_table = list(state.table)
        in_hands = state.hands[0].bit_count() + state.hands[1].bit_count()
        state.round = 6 - (len(state.stock) // (2 * HAND_SIZE))
        state.plays = (state.round - 1) * 2 * HAND_SIZE + 2 * HAND_SIZE - in_hands
        return state

    def _start_deal(self, order: list[int] | None) -> list[Event]:
        """Deal (redealing while the opening table shows 3 or 4 Kings) and return the events."""
        events: list[Event] = []
        self.deal_number += 1
        self.voided = []
        non_dealer = 1 - self.dealer
        while True:
            if order is None:
                order = list(range(len(PACK)))
                if self._rng_shared:
                    self.rng, self._rng_shared = copy_rng(self.rng), False
                self.rng.shuffle(order)
            table = order[2 * HAND_SIZE : 2 * HAND_SIZE + TABLE_SIZE]
            kings = sum(1 for card in table if BIT[card] & KINGS_MASK)
            if kings < 3:
                break
            self.voided.append(table)
            events.append(
                {
                    "type": "void_deal",
                    "deal_number": self.deal_number,
                    "dealer": self.dealer,
                    "table": [card_code(c) for c in table],
                    "kings": kings,
                }
            )
            order = None
        self.hands = [0, 0]
        self.hands[non_dealer] = sum(BIT[c] for c in order[:HAND_SIZE])
        self.hands[self.dealer] = sum(BIT[c] for c in order[HAND_SIZE : 2 * HAND_SIZE])
        self.table = list(table)
        self.table_mask = sum(BIT[c] for c in table)
        self.opening_table = list(table)
        self.stock = order[2 * HAND_SIZE + TABLE_SIZE :]
        self.piles = [0, 0]
        self.scope = [0, 0]
        self.last_capturer = None
        self.current = non_dealer
        self.plays = 0
        self.round = 1
        self.history = []
        events.append(
            {
                "type": "deal",
                "deal_number": self.deal_number,
                "dealer": self.dealer,
                "first_player": non_dealer,
                "table": [card_code(c) for c in table],
                "stock_size": len(self.stock),
                "round": 1,
            }
        )
        return events

    # -- contract -------------------------------------------------------------------------

    def current_player(self) -> int | None:
        """Seat to act, ``None`` once the match is over."""
        return None if self.winner is not None else self.current

    def legal_moves(self) -> list[tuple[int, int]]:
        """Legal ``(card, captured mask)`` pairs of the seat to act."""
        if self.winner is not None:
            return []
        return legal_moves(self.hands[self.current], self.table_mask, self.force_capturing_card)

    def legal_actions(self) -> list[int]:
        """Sorted legal action ids."""
        return sorted(encode(card, captured) for card, captured in self.legal_moves())

    def apply_action(self, action: int) -> list[Event]:
        """Play a card (capturing or placing it); ends the deal and deals the next as needed."""
        card, captured = decode(action)
        seat = self.current
        bit = BIT[card]
        self.hands[seat] &= ~bit
        self.plays += 1
        events: list[Event] = [{"type": "play", "seat": seat, "card": card_code(card)}]
        final = not (self.hands[0] | self.hands[1]) and not self.stock
        scopa = False
        if captured:
            self.table_mask &= ~captured
            self.table = [c for c in self.table if not BIT[c] & captured]
            self.piles[seat] |= captured | bit
            self.last_capturer = seat
            sweep = not self.table_mask
            scopa = sweep and not final
            events.append(
                {
                    "type": "capture",
                    "seat": seat,
                    "card": card_code(card),
                    "cards": codes(captured),
                    "sweep": sweep,
                    "scopa": scopa,
                    "final_play": final,
                }
            )
            if final:  # the piles' tally as this capture leaves them (the leftovers not yet in)
                events[-1]["tally"] = deal_score_payload(self.piles, self.scope)
            if scopa:
                self.scope[seat] += 1
                events.append({"type": "scopa", "seat": seat, "scope": self.scope[seat]})
        else:
            self.table.append(card)
            self.table_mask |= bit
            events.append(
                {"type": "place", "seat": seat, "card": card_code(card), "final_play": final}
            )
        self.history.append((seat, card, captured, scopa))
        if final:
            events.extend(self._end_deal())
            return events
        if not (self.hands[0] | self.hands[1]):
            self._deal_round()
            events.append({"type": "round", "round": self.round, "stock_size": len(self.stock)})
        self.current = 1 - seat
        return events

    def _deal_round(self) -> None:
        """Three more cards to each hand from the stock, non-dealer first; none to the table."""
        stock = self.stock
        self.hands[1 - self.dealer] = sum(BIT[c] for c in stock[:HAND_SIZE])
        self.hands[self.dealer] = sum(BIT[c] for c in stock[HAND_SIZE : 2 * HAND_SIZE])
        self.stock = stock[2 * HAND_SIZE :]
        self.round += 1

    def _end_deal(self) -> list[Event]:
        """Leftovers to the last capturer, score, then the match end or the next deal."""
        events: list[Event] = []
        if self.table_mask:
            taker = self.last_capturer
            assert taker is not None, "a complete deal always has a capture"
            events.append({"type": "leftovers", "seat": taker, "cards": codes(self.table_mask)})
            self.piles[taker] |= self.table_mask
            self.table_mask = 0
            self.table = []
        breakdown = deal_score_payload(self.piles, self.scope)
        for seat in (0, 1):
            self.match_points[seat] += breakdown["points"][seat]
        a, b = self.match_points
        if max(a, b) >= TARGET and a != b:
            self.winner = 0 if a > b else 1
        level_at_target = a == b and a >= TARGET  # tied at 11 or more: another deal (§1.8)
        payload = {
            "type": "deal_end",
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "last_capturer": self.last_capturer,
            "level_at_target": level_at_target,
            **breakdown,
            "match_points": list(self.match_points),
            "winner": self.winner,
        }
        self.deal_results.append(copy.deepcopy(payload))  # callers may keep and edit the event
        events.append(payload)
        if self.winner is not None:
            events.append(
                {
                    "type": "match_end",
                    "winner": self.winner,
                    "match_points": list(self.match_points),
                    "deals": self.deal_number,
                }
            )
            return events
        self.dealer = 1 - self.dealer
        events.extend(self._start_deal(None))
        return events

    def clone(self) -> ScopaState:
        """An independent copy (the random generator's state included)."""
        other = ScopaState.__new__(type(self))
        other.__dict__.update(self.__dict__)
        self._rng_shared = other._rng_shared = True  # copied when one of them shuffles
        other.match_points = list(self.match_points)
        other.deal_results = list(self.deal_results)
        other.hands = list(self.hands)
        other.table = list(self.table)
        other.stock = list(self.stock)
        other.piles = list(self.piles)
        other.scope = list(self.scope)
        other.opening_table = list(self.opening_table)
        other.voided = [list(t) for t in self.voided]
        other.history = list(self.history)
        return other

    def deal_index(self) -> int:
        """The current deal's number (1, 2, …): see ``GameState.deal_index``."""
        return self.deal_number

    def is_over(self) -> bool:
        """True once a seat has won the match."""
        return self.winner is not None

    def result(self) -> dict[str, Any] | None:
        """``{"winner", "match_points", "deals", "deal_points"}`` once over, else ``None``."""
        if self.winner is None:
            return None
        return {
            "winner": self.winner,
            "match_points": list(self.match_points),
            "deals": self.deal_number,
            "deal_points": [list(d["points"]) for d in self.deal_results],
        }

    # -- strings --------------------------------------------------------------------------

    def action_to_string(self, action: int) -> str:
        """``play:<card>`` or ``play:<card>:<c1>,<c2>,…`` (captured cards in pack order)."""
        card, captured = decode(action)
        if captured:
            return f"play:{card_code(card)}:{','.join(codes(captured))}"
        return f"play:{card_code(card)}"

    def string_to_action(self, text: str) -> int:
        """Parse ``play:<card>[:<c1>,…]`` (captured cards in any order)."""
        parts = text.split(":")
        if parts[0] != "play" or len(parts) not in (2, 3):
            raise IllegalAction(
                f"{text!r} is not a Scopa action: use play:<card> or play:<card>:<c1>,<c2>,…",
                "bad_syntax",
                action=text,
            )
        names = [parts[1]] + (parts[2].split(",") if len(parts) == 3 else [])
        for name in names:
            if name not in PACK:
                raise IllegalAction(
                    f"{name!r} is not a card of the Scopa pack", "unknown_card", card=name
                )
        if len(set(names)) != len(names):
            raise IllegalAction(f"a card is named twice in {text!r}", "duplicate_card", action=text)
        card = PACK.index(names[0])
        return encode(card, PACK.mask(names[1:]))

    def explain_illegal(self, action: int) -> IllegalAction:
        """The precise reason why a well-formed action is not legal now."""
        card, captured = decode(action)
        code = card_code(card)
        if not self.hands[self.current] & BIT[card]:
            return IllegalAction(f"{code} is not in your hand", "not_in_hand", card=code)
        if captured & ~self.table_mask:
            missing = codes(captured & ~self.table_mask)
            return IllegalAction(
                f"{', '.join(missing)} not on the table", "not_on_table", cards=missing
            )
        value = VALUE[card]
        options = capture_options(value, self.table_mask)
        choices = [codes(option) for option in options]
        if not captured:
            if options:
                return IllegalAction(
                    f"{code} can capture, so it must capture",
                    "must_capture",
                    card=code,
                    options=choices,
                )
            return IllegalAction(
                f"another card in your hand must capture; {code} cannot",
                "must_play_capturing_card",
                card=code,
            )
        if not options:
            return IllegalAction(
                f"{code} (value {value}) cannot capture anything on the table",
                "cannot_capture",
                card=code,
                value=value,
            )
        if self.table_mask & VALUE_MASK[value]:
            return IllegalAction(
                f"a table card has the value of {code} ({value}): capture exactly one such card",
                "single_match",
                card=code,
                value=value,
                options=choices,
            )
        total = mask_value(captured)
        return IllegalAction(
            f"the captured cards add up to {total}, not {value}",
            "wrong_sum",
            card=code,
            value=value,
            total=total,
            options=choices,
        )

    # -- observation ----------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees: its hand, the table, both capture piles and the public history."""
        return build_observation(self, seat)

    def accounted_mask(self) -> tuple[int, int]:
        """``(union of all card places, sum of their sizes)``: 40 cards, each once (a check)."""
        places = [*self.hands, self.table_mask, *self.piles, sum(BIT[c] for c in self.stock)]
        union = 0
        for mask in places:
            union |= mask
        return union, sum(mask.bit_count() for mask in places)

    def __str__(self) -> str:
        return (
            f"deal {self.deal_number} dealer {self.dealer} to play {self.current} | "
            f"hands {codes(self.hands[0])} {codes(self.hands[1])} | "
            f"table {[card_code(c) for c in self.table]} | stock {len(self.stock)} | "
            f"scope {self.scope} | match {self.match_points}"
        )
