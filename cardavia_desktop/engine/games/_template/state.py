"""``TemplateState``: a whole match of High Trick (``rules.py``) behind the int API.

Action ids are card indices (``play:<card>``). Randomness — the shuffles — comes only from
``self.rng``; ``clone`` shares it until one of the copies draws (``engine/rng.py``).
"""

from __future__ import annotations

import random
import re
from typing import Any, ClassVar

from ...cards import iter_bits
from ...contract import Event, GameState, IllegalAction
from ...rng import copy_rng
from .observation import build_observation
from .rules import DECK_SIZE, HAND_SIZE, PACK, TARGET, legal_mask, trick_winner

_ACTION = re.compile(r"play:\s*([A-Z][0-9])\s*")


class TemplateState(GameState):
    """Hands, the trick on the table, this deal's tricks and the match score."""

    players: ClassVar[int] = 2

    def __init__(self, rng: random.Random, dealer: int) -> None:
        self.rng = rng
        self._rng_shared = False
        self.dealer = dealer
        self.deal_number = 0
        self.hands = [0, 0]
        self.to_play: int | None = None
        self.led: tuple[int, int] | None = None
        """The trick's first card: (seat, card)."""
        self.tricks_played: list[dict[str, Any]] = []
        """This deal's finished tricks: ``{"cards": [{"seat", "card"}, ...], "winner"}``."""
        self.tricks = [0, 0]
        """Tricks each seat took this deal (a trick is a point: also the deal's ``points``)."""
        self.match_points = [0, 0]
        self.winner: int | None = None
        self.over = False

    @classmethod
    def new_match_state(
        cls, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> TemplateState:
        """Start a match: ``dealer`` drawn from ``rng`` unless given; ``deck`` (codes, top
        first) fixes the first deal."""
        state = cls(rng, rng.randrange(2) if dealer is None else dealer)
        cards = [PACK.index(code) for code in deck] if deck is not None else None
        if cards is not None and sorted(cards) != list(range(DECK_SIZE)):
            raise KeyError("a deck is every card of the pack once")
        state._deal(cards, [])
        return state

    def _deal(self, cards: list[int] | None, events: list[Event]) -> None:
        if cards is None:
            if self._rng_shared:
                self.rng, self._rng_shared = copy_rng(self.rng), False
            cards = list(range(DECK_SIZE))
            self.rng.shuffle(cards)
        first = 1 - self.dealer
        self.hands = [0, 0]
        for i, card in enumerate(cards[: 2 * HAND_SIZE]):
            self.hands[(first + i) % 2] |= 1 << card
        self.deal_number += 1
        self.tricks_played, self.tricks, self.led = [], [0, 0], None
        self.to_play = first
        events.append({"type": "deal", "deal_number": self.deal_number, "dealer": self.dealer})

    # -- the contract ----------------------------------------------------------------------

    def current_player(self) -> int | None:
        return None if self.over else self.to_play

    def deal_index(self) -> int:
        return self.deal_number

    def is_over(self) -> bool:
        return self.over

    def result(self) -> dict[str, Any] | None:
        if not self.over:
            return None
        return {
            "winner": self.winner,
            "match_points": list(self.match_points),
            "deals": self.deal_number,
        }

    def legal_actions(self) -> list[int]:
        if self.over or self.to_play is None:
            return []
        led = None if self.led is None else self.led[1]
        return list(iter_bits(legal_mask(self.hands[self.to_play], led)))

    def apply_action(self, action: int) -> list[Event]:
        seat = self.to_play
        assert seat is not None
        self.hands[seat] &= ~(1 << action)
        events: list[Event] = [{"type": "play", "seat": seat, "card": PACK.code(action)}]
        if self.led is None:
            self.led = (seat, action)
            self.to_play = 1 - seat
            return events
        lead_seat, led = self.led
        winner = trick_winner(lead_seat, led, action)
        cards = [{"seat": lead_seat, "card": PACK.code(led)}, events[0].copy()]
        del cards[1]["type"]
        self.tricks_played.append({"cards": cards, "winner": winner})
        self.tricks[winner] += 1
        self.led = None
        self.to_play = winner
        events.append({"type": "trick", "winner": winner, "cards": cards})
        if len(self.tricks_played) == HAND_SIZE:
            self._end_deal(events)
        return events

    def _end_deal(self, events: list[Event]) -> None:
        for seat in (0, 1):
            self.match_points[seat] += self.tricks[seat]
        events.append(
            {
                "type": "deal_end",
                "deal_number": self.deal_number,
                "points": list(self.tricks),
                "tricks": list(self.tricks),
                "match_points": list(self.match_points),
            }
        )
        high = max(self.match_points)
        if high >= TARGET and self.match_points[0] != self.match_points[1]:
            self.over, self.to_play = True, None
            self.winner = self.match_points.index(high)
            events.append(
                {"type": "match_end", "winner": self.winner, "match_points": self.match_points[:]}
            )
            return
        self.dealer = 1 - self.dealer
        self._deal(None, events)

    def clone(self) -> TemplateState:
        twin = object.__new__(TemplateState)
        twin.__dict__.update(self.__dict__)
        twin.hands, twin.tricks, twin.match_points = (
            self.hands[:],
            self.tricks[:],
            self.match_points[:],
        )
        twin.tricks_played = self.tricks_played[:]  # finished tricks are never changed
        self._rng_shared = twin._rng_shared = True
        return twin

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (``observation.py``)."""
        return build_observation(self, seat)

    def action_to_string(self, action: int) -> str:
        return f"play:{PACK.code(action)}"

    def string_to_action(self, text: str) -> int:
        found = _ACTION.fullmatch(text)
        if found is None or found.group(1) not in PACK:
            raise IllegalAction(f"{text!r} is not a High Trick action", "bad_action")
        return PACK.index(found.group(1))

    def explain_illegal(self, action: int) -> IllegalAction:
        if self.over or self.to_play is None:
            return IllegalAction("the match is over", "match_over")
        if not self.hands[self.to_play] >> action & 1:
            return IllegalAction(f"{PACK.code(action)} is not in your hand", "not_in_hand")
        assert self.led is not None
        return IllegalAction(
            f"follow suit: {PACK.code(self.led[1])} was led",
            "must_follow",
            suit=PACK.code(self.led[1])[0],
        )


__all__ = ["TemplateState"]
