"""``MinchiateState``: one deal of Minchiate (shared/rules/minchiate.md §4.2–4.10)."""

from __future__ import annotations

import random
from typing import Any

from ...cards import iter_bits
from ...contract import Event, GameState, IllegalAction
from . import rules as R
from .explain import explain_illegal
from .observation import build_observation
from .rules import (
    DECLARE,
    DECLARE_BASE,
    DISCARD,
    DISCARD_BASE,
    OVER,
    PACK,
    PASS,
    PLAY,
    PLAY_BASE,
)


def _cards(cards: list[int] | tuple[int, ...]) -> list[str]:
    return [PACK.code(c) for c in cards]


class MinchiateState(GameState):
    """The whole match (one deal): hands, robbery, discards, declarations, tricks and score."""

    players = 4
    dealer: int  # set by new_match_state (and by sampling.play_state for a search copy)

    # ---- set-up ---------------------------------------------------------------------------
    @classmethod
    def new_match_state(
        cls, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> MinchiateState:
        """Cut, rob, deal, expose, rob the Fola (§4.5 steps 1–5); the first decision follows."""
        state = cls()
        state.rng = rng
        state.dealer = rng.randrange(4) if dealer is None else dealer
        if deck is None:
            order = list(range(R.DECK_SIZE))
            rng.shuffle(order)
        else:
            order = [PACK.index(code) for code in deck]
        state._setup(order)
        return state

    def _setup(self, order: list[int]) -> None:
        d = self.dealer
        self.cutter, self.eldest = (d + 3) % 4, (d + 1) % 4
        self.hands = [0, 0, 0, 0]
        self.shown = [0, 0, 0, 0]
        self.discards = [0, 0, 0, 0]
        self.to_discard = [0, 0, 0, 0]
        self.difference = 0
        self.resti = [0, 0]
        self.log: list[Event] = []
        self.declarations: list[dict[str, Any]] = []
        self.declared = [0, 0, 0, 0]  # per seat: bitmask over COMBOS indices
        self.passed = [False] * 4
        self.piles = [0, 0]
        self.tricks_won = [0, 0]
        self.tricks: list[dict[str, Any]] = []
        self.trick: list[tuple[int, int]] = []
        self.lead: int | None = None
        self.trump_played = False
        self.first_of_suit = False
        self.followed = 0
        self.played = 0
        self.matto_seat: int | None = None
        self.matto_lost = False
        self.fola_revealed = False
        self.end: dict[str, Any] | None = None
        self._result: dict[str, Any] | None = None
        ev: list[Event] = []
        ev.append({"type": "deal", "dealer": d, "cutter": self.cutter, "eldest": self.eldest})
        # Cutter's robbery: consecutive robbable cards from the cut, at most 13.
        k = 0
        while k < R.CUT_ROB_LIMIT and R.ROBBABLE_MASK >> order[k] & 1:
            k += 1
        self.robbed_cutter = order[:k]
        self._rob(ev, self.cutter, "cutter", self.robbed_cutter)
        # Packets of 10 then 11, eldest round to the dealer.
        pos = k
        for size in (10, 11):
            for i in range(4):
                seat = (self.eldest + i) % 4
                for card in order[pos : pos + size]:
                    self.hands[seat] |= 1 << card
                pos += size
        self.exposed = order[pos - 1]
        self.shown[d] |= 1 << self.exposed
        ev.append({"type": "exposed", "seat": d, "card": PACK.code(self.exposed)})
        self._score(ev, d, R.POINTS[self.exposed], "exposed", [self.exposed])
        fola = order[pos:]
        robbable = R.dealer_robbable_mask()
        j = 0
        while j < len(fola) and robbable >> fola[j] & 1:
            j += 1
        self.robbed_dealer = fola[:j]
        self.fola = fola[j:]
        self._rob(ev, d, "dealer", self.robbed_dealer)
        self.to_discard[self.cutter] = len(self.robbed_cutter)
        self.to_discard[d] = len(self.robbed_dealer)
        ev.append({"type": "fola", "size": len(self.fola), "cards": None})
        self.phase = DISCARD
        self._next_phase_if_done(ev)
        self.log.extend(ev)

    def _rob(self, ev: list[Event], seat: int, role: str, cards: list[int]) -> None:
        for card in cards:
            self.hands[seat] |= 1 << card
            self.shown[seat] |= 1 << card
        ev.append({"type": "rob", "seat": seat, "role": role, "cards": _cards(cards)})
        for card in cards:
            self._score(ev, seat, R.POINTS[card], f"{role}_robbery", [card])

    # ---- scoring --------------------------------------------------------------------------
    def _score(
        self, ev: list[Event], seat: int, points: int, reason: str, cards: list[int], **extra: Any
    ) -> None:
        """One scoring event for ``seat``'s team, then conversion to resti (§4.4)."""
        if points == 0:
            return
        team = R.team_of(seat)
        self.difference += points if team == 0 else -points
        ev.append(
            {
                "type": "score",
                "reason": reason,
                "seat": seat,
                "team": team,
                "cards": _cards(cards),
                "points": points,
                "difference": self.difference,
                **extra,
            }
        )
        count = 0
        while abs(self.difference) >= R.POINTS_PER_RESTO:
            leader = 0 if self.difference > 0 else 1
            self.resti[leader] += 1
            self.difference -= R.POINTS_PER_RESTO if leader == 0 else -R.POINTS_PER_RESTO
            count += 1
        if count:
            ev.append(
                {
                    "type": "resto",
                    "team": leader,
                    "count": count,
                    "difference": self.difference,
                    "resti": list(self.resti),
                }
            )

    # ---- phases -----------------------------------------------------------------------------
    def _next_phase_if_done(self, ev: list[Event]) -> None:
        if self.phase == DISCARD and not any(self.to_discard):
            self.phase = DECLARE
            self.to_play = self.eldest
            ev.append({"type": "phase", "phase": DECLARE, "seat": self.eldest})
        if self.phase == DECLARE and all(self.passed):
            self.fola_revealed = True
            ev.append({"type": "fola", "size": len(self.fola), "cards": _cards(self.fola)})
            self.phase = PLAY
            self.to_play = self.leader = self.eldest
            ev.append({"type": "phase", "phase": PLAY, "seat": self.eldest})

    def current_player(self) -> int | None:
        """Seat to act, or ``None`` when the match is over."""
        if self.phase == OVER:
            return None
        if self.phase == DISCARD:
            return self.cutter if self.to_discard[self.cutter] else self.dealer
        return self.to_play

    def is_over(self) -> bool:
        """True once the deal (the whole match) has been scored."""
        return self.phase == OVER

    def result(self) -> dict[str, Any] | None:
        """Resti per team, net for NS, the winning team (or None for a tie)."""
        return None if self._result is None else dict(self._result)

    # ---- legal actions ----------------------------------------------------------------------
    def declarable(self, seat: int) -> list[int]:
        """COMBOS indices ``seat`` may still declare: whole ones in hand, not yet declared."""
        return [i for i in R.combinations_in(self.hands[seat]) if not self.declared[seat] >> i & 1]

    def legal_play_mask(self) -> int:
        """Cards the player to act may play now."""
        return R.legal_play_mask(
            self.hands[self.to_play], self.lead, self.trump_played, self.first_of_suit
        )

    def legal_actions(self) -> list[int]:
        """Sorted legal action ids for the player to act."""
        if self.phase == PLAY:
            return [PLAY_BASE + c for c in iter_bits(self.legal_play_mask())]
        if self.phase == DISCARD:
            hand = self.hands[self.current_player()]  # type: ignore[index]
            return [DISCARD_BASE + c for c in iter_bits(R.legal_discard_mask(hand))]
        if self.phase == DECLARE:
            return [PASS] + [DECLARE_BASE + i for i in self.declarable(self.to_play)]
        return []

    # ---- applying -----------------------------------------------------------------------------
    def apply_action(self, action: int) -> list[Event]:
        """Apply a legal action; return its events (also appended to the public log)."""
        ev: list[Event] = []
        if action < DISCARD_BASE:
            self._play(ev, action - PLAY_BASE)
        elif action < PASS:
            seat = self.current_player()
            assert seat is not None
            card = action - DISCARD_BASE
            self.hands[seat] &= ~(1 << card)
            self.discards[seat] |= 1 << card
            self.to_discard[seat] -= 1
            ev.append({"type": "discard", "seat": seat, "remaining": self.to_discard[seat]})
            self._next_phase_if_done(ev)
        elif action == PASS:
            seat = self.to_play
            self.passed[seat] = True
            declared = sum(1 for record in self.declarations if record["seat"] == seat)
            ev.append({"type": "pass", "seat": seat, "declared": declared})
            if not all(self.passed):
                self.to_play = (seat + 1) % 4
            self._next_phase_if_done(ev)
        else:
            self._declare(ev, action - DECLARE_BASE)
        self.log.extend(ev)
        return ev

    def _declare(self, ev: list[Event], index: int) -> None:
        seat = self.to_play
        hand = self.hands[seat]
        combo = R.COMBOS[index]
        points = R.combo_points(index, hand)
        bonus = points - combo.value
        self.declared[seat] |= 1 << index
        self.shown[seat] |= combo.mask | (R.MATTO_BIT if bonus else 0)
        cards = list(iter_bits(combo.mask))
        record = {
            "seat": seat,
            "team": R.team_of(seat),
            "kind": combo.kind,
            "cards": _cards(cards),
            "value": combo.value,
            "matto_bonus": bonus,
            "points": points,
        }
        self.declarations.append(record)
        ev.append({"type": "declare", **record})
        self._score(ev, seat, points, "declaration", cards, kind=combo.kind, matto_bonus=bonus)

    def _play(self, ev: list[Event], card: int) -> None:
        seat = self.to_play
        forced = R.king_rule_applies(
            self.hands[seat], self.lead, self.trump_played, self.first_of_suit
        )
        self.hands[seat] &= ~(1 << card)
        self.shown[seat] &= ~(1 << card)
        self.played |= 1 << card
        self.trick.append((seat, card))
        suit = R.SUIT_OF[card]
        if card == R.MATTO:
            self.matto_seat = seat
        elif self.lead is None:
            self.lead = suit
            self.first_of_suit = suit != R.TRUMP and not self.followed >> suit & 1
            if suit != R.TRUMP:
                self.followed |= 1 << suit
        if suit == R.TRUMP:
            self.trump_played = True
        ev.append({"type": "play", "seat": seat, "card": PACK.code(card), "king_rule": forced})
        if len(self.trick) < 4:
            self.to_play = (seat + 1) % 4
            return
        self._finish_trick(ev)

    def _finish_trick(self, ev: list[Event]) -> None:
        assert self.lead is not None
        winner, team, captured, points, matto_team = R.resolve_trick(self.trick, self.lead)
        if matto_team is not None:
            self.piles[matto_team] |= R.MATTO_BIT
            self.matto_lost = self.matto_lost or matto_team != team
        gain = [c for s, c in self.trick if R.team_of(s) != team and c != R.MATTO and R.POINTS[c]]
        self.piles[team] |= captured
        self.tricks_won[team] += 1
        number = len(self.tricks) + 1
        record = {
            "number": number,
            "leader": self.trick[0][0],
            "cards": [{"seat": s, "card": PACK.code(c)} for s, c in self.trick],
            "lead": R.SUIT_LETTERS[self.lead],
            "winner": winner,
            "team": team,
            "captured_points": points,
        }
        self.tricks.append(record)
        ev.append({"type": "trick", **record})
        self._score(ev, winner, points, "capture", gain, trick=number)
        self.trick = []
        self.lead = None
        self.trump_played = self.first_of_suit = False
        self.to_play = self.leader = winner
        if number == R.TRICKS:
            self._end_of_deal(ev, team)

    def _end_of_deal(self, ev: list[Event], last_team: int) -> None:
        if self.matto_lost:
            assert self.matto_seat is not None
            owner = R.team_of(self.matto_seat)
            if self.tricks_won[owner] > 0:
                card = R.matto_payment_card(self.piles[owner])
            else:
                card = R.MATTO
            self.piles[owner] &= ~(1 << card)
            self.piles[1 - owner] |= 1 << card
            ev.append(
                {
                    "type": "matto_settlement",
                    "matto_team": owner,
                    "to_team": 1 - owner,
                    "card": PACK.code(card),
                    "matto_given": card == R.MATTO,
                }
            )
        teams = [R.team_end_score(self.piles[t], t == last_team) for t in (0, 1)]
        before = self.difference
        self.difference += teams[0]["total"] - teams[1]["total"]
        to_team, rounded = R.round_up_resti(self.difference)
        if to_team is not None:
            self.resti[to_team] += rounded
        net = self.resti[0] - self.resti[1]
        self.end = {
            "teams": teams,
            "difference_before": before,
            "difference": self.difference,
            "rounded_resti": rounded,
            "to_team": to_team,
        }
        winning = None if net == 0 else (0 if net > 0 else 1)
        winner = None if winning is None else ("NS", "EW")[winning]
        sweep = next((t for t in (0, 1) if not self.tricks_won[1 - t]), None)
        ev.append(
            {
                "type": "deal_end",
                **self.end,
                "resti": list(self.resti),
                "net": net,
                "winner": winner,
                "scores": [net, -net],
                "sweep": sweep,
            }
        )
        self._result = {
            "resti": list(self.resti),
            "net": net,
            "winner": winner,
            "winning_team": winning,
            "winners": [] if winning is None else [winning, winning + 2],
            "scores": [net, -net],
        }
        ev.append(
            {
                "type": "match_end",
                "resti": list(self.resti),
                "net": net,
                "winner": winner,
                "winning_team": winning,
            }
        )
        self.phase = OVER

    # ---- strings ----------------------------------------------------------------------------
    def action_to_string(self, action: int) -> str:
        """Canonical string of an action id."""
        if action < DISCARD_BASE:
            return f"play:{PACK.code(action)}"
        if action < PASS:
            return f"discard:{PACK.code(action - DISCARD_BASE)}"
        if action == PASS:
            return "pass"
        mask = R.COMBOS[action - DECLARE_BASE].mask
        return "declare:" + ",".join(PACK.codes_of(mask))

    def string_to_action(self, text: str) -> int:
        """Parse ``play:C``, ``discard:C``, ``declare:C1,C2,…`` or ``pass``."""
        if text == "pass":
            return PASS
        verb, _, args = text.partition(":")
        if verb not in ("play", "discard", "declare") or not args:
            raise IllegalAction(
                f"cannot read action {text!r}: expected play:<card>, "
                "discard:<card>, declare:<c1>,<c2>,… or pass",
                "bad_syntax",
            )
        names = [a.strip() for a in args.split(",")]
        for name in names:
            if name not in PACK:
                raise IllegalAction(f"{name!r} is not a Minchiate card", "unknown_card", card=name)
        if verb in ("play", "discard"):
            if len(names) != 1:
                raise IllegalAction(f"{verb} takes exactly one card", "bad_syntax")
            card = PACK.index(names[0])
            return card + (PLAY_BASE if verb == "play" else DISCARD_BASE)
        mask = PACK.mask(names)
        if len(names) != mask.bit_count() or mask not in R.COMBO_INDEX:
            raise IllegalAction(
                f"{','.join(names)} is not a combination", "not_a_combination", cards=names
            )
        return DECLARE_BASE + R.COMBO_INDEX[mask]

    def explain_illegal(self, action: int) -> IllegalAction:
        """The precise reason a well-formed action is not legal now (``explain.py``)."""
        return explain_illegal(self, action)

    # ---- copies and views ---------------------------------------------------------------------
    def clone(self) -> MinchiateState:
        """An independent copy (events and records are shared: they are never mutated)."""
        other = object.__new__(MinchiateState)
        other.__dict__.update(self.__dict__)
        for name in (
            "hands",
            "shown",
            "discards",
            "to_discard",
            "resti",
            "log",
            "declarations",
            "declared",
            "passed",
            "piles",
            "tricks_won",
            "tricks",
            "trick",
        ):
            setattr(other, name, list(getattr(self, name)))
        # The rng only deals (new_state): clones share it (engine/rng.py).
        return other

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (docs/games/minchiate.md); never other seats' hidden cards."""
        return build_observation(self, seat)

    def __str__(self) -> str:
        hands = " | ".join(" ".join(R.codes(h)) for h in self.hands)
        return (
            f"<Minchiate {self.phase} to_play={self.current_player()} D={self.difference} "
            f"resti={self.resti} hands: {hands}>"
        )
