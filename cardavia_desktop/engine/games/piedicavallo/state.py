"""``PiedicavalloState``: one deal of Tarocchi di Piedicavallo (the whole match).

Action ids: ``0–61`` play that card; ``DISCARD_BASE + k`` discards the pair ``PAIRS[k]``.
Spec: ``rules/piedicavallo.md`` §2.2–2.7. Observation, events, result: docs/games/piedicavallo.md.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ...cards import iter_bits
from ...contract import Event, GameState, IllegalAction
from .observation import build_observation, seat_cards, suit_letter
from .rules import (
    DEALER_HAND_SIZE,
    DECK_SIZE,
    DISCARD,
    HAND_SIZE,
    MATTO,
    OVER,
    PACK,
    PLAY,
    PLAYERS,
    SUIT_LETTERS,
    SUIT_MASKS,
    TEAMS,
    TRICKS,
    TRUMPS_MASK,
    discard_problem,
    final_piles,
    lead_suit,
    legal_discards,
    legal_play_mask,
    next_seat,
    points_by_category,
    points_of,
    team_of,
    winning_card,
)

DISCARD_BASE = DECK_SIZE
PAIRS: tuple[tuple[int, int], ...] = tuple(combinations(range(DECK_SIZE), 2))
PAIR_ACTION: dict[int, int] = {
    (1 << a) | (1 << b): DISCARD_BASE + k for k, (a, b) in enumerate(PAIRS)
}
NUM_ACTIONS = DISCARD_BASE + len(PAIRS)

_SUIT_NAMES = {"S": "Swords", "B": "Batons", "C": "Cups", "D": "Coins", "T": "trumps"}

Trick = tuple[int, tuple[tuple[int, int], ...], int]
"""A finished trick: (leader, ((seat, card) in play order), winner)."""


def pair_mask(action: int) -> int:
    """The two-card mask of a discard action id."""
    a, b = PAIRS[action - DISCARD_BASE]
    return (1 << a) | (1 << b)


class PiedicavalloState(GameState):
    """The deal: hands, the dealer's discard, the trick in progress and the finished tricks."""

    players = PLAYERS

    def __init__(self, rng: random.Random, dealer: int, hands: list[int]) -> None:
        self.rng = rng
        self.dealer = dealer
        self.hands = list(hands)
        self.phase = DISCARD
        self.discard = 0
        self.discard_trumps: int | None = None
        self.leader = next_seat(dealer)
        self.trick: list[tuple[int, int]] = []
        self.tricks: list[Trick] = []
        self.trick_piles = [0, 0]
        """Cards each team took in tricks, the Matto excluded."""
        self.tricks_won = [0, 0]
        self.matto_seat: int | None = None
        self._result: dict[str, Any] | None = None

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def new_match_state(
        cls, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> PiedicavalloState:
        """Deal: 15 cards to the dealer's right, 15, 15, then 17 to the dealer (§2.4.1)."""
        if dealer is None:
            dealer = rng.randrange(PLAYERS)
        if deck is None:
            order = list(range(DECK_SIZE))
            rng.shuffle(order)
        else:
            order = [PACK.index(code) for code in deck]
        hands = [0] * PLAYERS
        start = 0
        for offset in (1, 2, 3, 4):
            seat = (dealer + offset) % PLAYERS
            size = DEALER_HAND_SIZE if seat == dealer else HAND_SIZE
            for card in order[start : start + size]:
                hands[seat] |= 1 << card
            start += size
        return cls(rng, dealer, hands)

    def clone(self) -> PiedicavalloState:
        """An independent copy."""
        other = object.__new__(PiedicavalloState)
        other.__dict__.update(self.__dict__)
        # The rng only deals (new_state): clones share it (engine/rng.py).
        other.hands = list(self.hands)
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.trick_piles = list(self.trick_piles)
        other.tricks_won = list(self.tricks_won)
        return other

    # --- queries ------------------------------------------------------------------------------

    def current_player(self) -> int | None:
        """The dealer while discarding, then the next seat in the trick; ``None`` at the end."""
        if self.phase == DISCARD:
            return self.dealer
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % PLAYERS
        return None

    def suit_to_follow(self) -> int | None:
        """L of the trick in progress (suit id, ``TRUMP`` for trumps) or ``None`` if not set yet."""
        return lead_suit(card for _, card in self.trick)

    def legal_actions(self) -> list[int]:
        """Discard pairs for the dealer first, then the cards the player to act may play."""
        if self.phase == DISCARD:
            return sorted(PAIR_ACTION[pair] for pair in legal_discards(self.hands[self.dealer]))
        if self.phase == PLAY:
            seat = (self.leader + len(self.trick)) % PLAYERS
            return list(iter_bits(legal_play_mask(self.hands[seat], self.suit_to_follow())))
        return []

    def is_over(self) -> bool:
        """True after the 15th trick."""
        return self.phase == OVER

    def result(self) -> dict[str, Any] | None:
        """Per-team outcome and points by category (docs/games/piedicavallo.md)."""
        return self._result

    # --- moves --------------------------------------------------------------------------------

    def apply_action(self, action: int) -> list[Event]:
        """Apply a legal action (trusted) and return its events."""
        if action >= DISCARD_BASE:
            return self._discard(pair_mask(action))
        return self._play(action)

    def _discard(self, pair: int) -> list[Event]:
        self.hands[self.dealer] &= ~pair
        self.discard = pair
        self.discard_trumps = (pair & TRUMPS_MASK).bit_count()
        self.phase = PLAY
        return [{"type": "discard", "seat": self.dealer, "count": 2, "trumps": self.discard_trumps}]

    def _play(self, card: int) -> list[Event]:
        seat = (self.leader + len(self.trick)) % PLAYERS
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        if card == MATTO:
            self.matto_seat = seat
        events: list[Event] = [
            {
                "type": "play",
                "seat": seat,
                "card": PACK.code(card),
                "trick": len(self.tricks) + 1,
                "position": len(self.trick),
                "suit": suit_letter(self.suit_to_follow()),
            }
        ]
        if len(self.trick) == PLAYERS:
            events.append(self._close_trick())
            if len(self.tricks) == TRICKS:
                events.extend(self._finish())
        return events

    def _close_trick(self) -> Event:
        cards = tuple(self.trick)
        best = winning_card(card for _, card in cards)
        assert best is not None  # four cards, at most one of them the Matto
        winner = next(seat for seat, card in cards if card == best)
        team = team_of(winner)
        taken = sum(1 << card for _, card in cards if card != MATTO)
        self.trick_piles[team] |= taken
        self.tricks_won[team] += 1
        matto = next((seat for seat, card in cards if card == MATTO), None)
        self.tricks.append((self.leader, cards, winner))
        self.leader = winner
        self.trick = []
        return {
            "type": "trick",
            "number": len(self.tricks),
            "leader": cards[0][0],
            "cards": seat_cards(cards),
            "suit": suit_letter(lead_suit(c for _, c in cards)),
            "winner": winner,
            "winner_team": team,
            "winning_card": PACK.code(best),
            "points": points_of(taken),
            "matto": None if matto is None else {"seat": matto, "team": team_of(matto)},
            "tricks_won": list(self.tricks_won),
            "team_points": self.public_points(),
        }

    def _finish(self) -> list[Event]:
        self.phase = OVER
        dealer_team = team_of(self.dealer)
        assert self.matto_seat is not None
        matto_owner = team_of(self.matto_seat)
        piles, discard_team, matto_team = final_piles(
            (self.trick_piles[0], self.trick_piles[1]),
            (self.tricks_won[0], self.tricks_won[1]),
            matto_owner,
            dealer_team,
            self.discard,
        )
        points = [points_of(piles[0]), points_of(piles[1])]
        winner = None if points[0] == points[1] else int(points[1] > points[0])
        sweep = next((t for t in (0, 1) if not self.tricks_won[1 - t]), None)
        self._result = {
            "winner": winner,
            "tie": winner is None,
            "winning_seats": [] if winner is None else list(TEAMS[winner]),
            "teams": [list(team) for team in TEAMS],
            "points": points,
            "tricks": list(self.tricks_won),
            "tricks_by_seat": [sum(1 for t in self.tricks if t[2] == s) for s in range(PLAYERS)],
            "categories": [points_by_category(pile) for pile in piles],
            "sources": [
                {
                    "tricks": points_of(self.trick_piles[t]),
                    "discard": points_of(self.discard) if discard_team == t else 0,
                    "matto": points_of(1 << MATTO) if matto_team == t else 0,
                }
                for t in (0, 1)
            ],
            "cards": [PACK.codes_of(pile) for pile in piles],
            "dealer": self.dealer,
            "dealer_team": dealer_team,
            "discard": PACK.codes_of(self.discard),
            "discard_trumps": self.discard_trumps,
            "discard_team": discard_team,
            "matto_seat": self.matto_seat,
            "matto_team": matto_team,
            "matto_surrendered": matto_team != matto_owner,
            "sweep": sweep,
        }
        return [
            {"type": "deal_end", **self._result},
            {"type": "match_end", "winner": winner, "tie": winner is None, "points": points},
        ]

    def public_points(self) -> list[int]:
        """Card points each team has taken so far: its tricks plus a Matto its side played."""
        points = [points_of(self.trick_piles[0]), points_of(self.trick_piles[1])]
        if self.matto_seat is not None:
            points[team_of(self.matto_seat)] += points_of(1 << MATTO)
        return points

    # --- observation --------------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see: its own hand, the public play, its own discard if it dealt."""
        return build_observation(self, seat)

    # --- action notation ----------------------------------------------------------------------

    def action_to_string(self, action: int) -> str:
        """``play:<card>`` or ``discard:<c1>,<c2>`` (the pair in pack order)."""
        if action >= DISCARD_BASE:
            a, b = PAIRS[action - DISCARD_BASE]
            return f"discard:{PACK.code(a)},{PACK.code(b)}"
        return f"play:{PACK.code(action)}"

    def string_to_action(self, text: str) -> int:
        """Parse ``play:<card>`` or ``discard:<c1>,<c2>`` (cards in any order)."""
        kind, colon, argument = text.partition(":")
        if colon and kind == "play":
            return _card(argument)
        if colon and kind == "discard":
            parts = argument.split(",")
            if len(parts) != 2:
                raise IllegalAction(
                    "a discard names exactly two cards: discard:<card>,<card>",
                    "bad_syntax",
                    action=text,
                )
            first, second = (_card(part) for part in parts)
            if first == second:
                raise IllegalAction(
                    f"a discard needs two different cards, not {PACK.code(first)} twice",
                    "same_card",
                    card=PACK.code(first),
                )
            return PAIR_ACTION[(1 << first) | (1 << second)]
        raise IllegalAction(
            f"{text!r} is not an action of this game: use play:<card> or discard:<card>,<card>",
            "bad_syntax",
            action=text,
        )

    def explain_illegal(self, action: int) -> IllegalAction:
        """The precise reason why a well-formed action is not legal now."""
        seat = self.current_player()
        if action >= DISCARD_BASE:
            return self._explain_discard(pair_mask(action))
        code = PACK.code(action)
        if self.phase == DISCARD:
            return IllegalAction(
                "the dealer must discard two cards before the first card is led",
                "discard_first",
                dealer=self.dealer,
            )
        assert seat is not None
        if not self.hands[seat] >> action & 1:
            return IllegalAction(f"{code} is not in your hand", "not_in_hand", card=code)
        suit = self.suit_to_follow()
        assert suit is not None
        name = _SUIT_NAMES[SUIT_LETTERS[suit]]
        if self.hands[seat] & SUIT_MASKS[suit]:
            return IllegalAction(
                f"you must follow {name} (or play the Matto)",
                "must_follow",
                card=code,
                suit=SUIT_LETTERS[suit],
            )
        return IllegalAction(
            f"you have no {name}: you must play a trump (or the Matto)",
            "must_trump",
            card=code,
            suit=SUIT_LETTERS[suit],
        )

    def _explain_discard(self, pair: int) -> IllegalAction:
        if self.phase != DISCARD:
            return IllegalAction(
                "only the dealer discards, once, before the first trick",
                "no_discard_now",
            )
        hand = self.hands[self.dealer]
        missing = pair & ~hand
        if missing:
            code = PACK.code(missing.bit_length() - 1)
            return IllegalAction(f"{code} is not in your hand", "not_in_hand", card=code)
        problem = discard_problem(hand, pair)
        assert problem is not None
        reason, card = problem
        code = PACK.code(card)
        if reason == "undiscardable":
            return IllegalAction(
                f"{code} may not be discarded: Kings, T1, T21 and the Matto are never discarded",
                "undiscardable",
                card=code,
            )
        return IllegalAction(
            f"{code} may not be discarded: a trump may be discarded only if the 15 cards kept "
            "are all trumps, Kings and the Matto, or hold no trump at all",
            "trump_discard_restricted",
            card=code,
        )


def _card(text: str) -> int:
    code = text.strip()
    if code not in PACK:
        raise IllegalAction(
            f"{code!r} is not a card of the Piedicavallo pack", "unknown_card", card=code
        )
    return PACK.index(code)
