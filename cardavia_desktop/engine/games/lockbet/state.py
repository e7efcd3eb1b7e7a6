"""``LockbetState``: a whole Lock & Bet match (§3.2–3.8 of rules/lockbet.md) behind the int API."""

from __future__ import annotations

import random
import re
from typing import Any, ClassVar

from ...contract import Event, GameState, IllegalAction
from ...rng import copy_rng
from .explain import explain_illegal
from .observation import build_observation
from .rules import (
    ALLIN,
    ANTE,
    BET_BASE,
    CALL,
    CARD_RANK,
    CHECK,
    FOLD,
    NUM_CARDS,
    OUTCOME,
    PACK,
    RAISE_BASE,
    SIMPLE_ACTIONS,
    SIMPLE_NAMES,
    STARTING_STACK,
    TOTAL_CHIPS,
    signal_of,
)

_AMOUNT = re.compile(r"-?[0-9]{1,9}")
"""A chip total: ASCII digits only (never ``٣`` or ``３``), short enough for ``int()``."""


class LockbetState(GameState):
    """Stacks, the shoe, both hands, locks and the betting round of the current deal."""

    players: ClassVar[int] = 2
    _rng_shared: bool = False
    """``rng`` is shared with a clone: copy it before drawing (engine/rng.py)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.stacks = [STARTING_STACK, STARTING_STACK]
        """Chips behind (not in the pot) per seat."""
        self.antes = [0, 0]
        self.bets = [0, 0]
        """``c[p]``: chips put in during this deal's betting round, ante excluded."""
        self.hands: list[list[int]] = [[], []]
        """Each seat's unlocked cards (2 before locking, 1 after)."""
        self.locked: list[int | None] = [None, None]
        self.stock: list[int] = []
        """The stock, top card LAST (``pop()`` draws)."""
        self.discards: list[int] = []
        self.first = 0
        self.deal_number = 0
        self.phase = "lock"
        self.to_act: int | None = 0
        self.min_inc = 1
        self.acted = [False, False]
        self.reopened = [True, True]
        """Whether seat p may raise: false after p acted and faced only a short all-in."""
        self.deal_actions: list[dict[str, Any]] = []
        self.start_signals: list[dict[str, int]] = []
        self.history: list[dict[str, Any]] = []
        self.reshuffles = 0
        self.winner: int | None = None

    # -- match set-up and deal flow ------------------------------------------------------

    @classmethod
    def new_match_state(
        cls, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> LockbetState:
        """Start a match; deal 1's first player is the HUMAN unless ``dealer`` = 0 is given."""
        state = cls(rng)
        state.first = 0 if dealer is None else 1 - dealer
        if deck is None:
            order = list(range(NUM_CARDS))
            rng.shuffle(order)
        else:
            order = [PACK.index(code) for code in deck]
        state.stock = order[::-1]
        state._start_deal([])
        return state

    def _draw(self, seat: int, count: int, events: list[Event]) -> None:
        for _ in range(count):
            self.hands[seat].append(self.stock.pop())
        events.append({"type": "draw", "seat": seat, "count": count, "stock_size": len(self.stock)})

    def _start_deal(self, events: list[Event]) -> None:
        self.deal_number += 1
        first, second = self.first, 1 - self.first
        events.append({"type": "deal", "deal_number": self.deal_number, "first_player": first})
        if self.deal_number == 1:
            self._draw(first, 2, events)
            self._draw(second, 2, events)
        else:
            if len(self.stock) < 2:
                pool = self.discards + self.stock
                if self._rng_shared:
                    self.rng, self._rng_shared = copy_rng(self.rng), False
                self.rng.shuffle(pool)
                self.stock, self.discards = pool, []
                self.reshuffles += 1
                events.append({"type": "reshuffle", "stock_size": len(self.stock)})
            self._draw(first, 1, events)
            self._draw(second, 1, events)
        for seat in (first, second):
            ante = min(ANTE, self.stacks[seat])
            self.stacks[seat] -= ante
            self.antes[seat] = ante
            events.append(
                {
                    "type": "ante",
                    "seat": seat,
                    "amount": ante,
                    "stack": self.stacks[seat],
                    "all_in": self.stacks[seat] == 0,
                }
            )
        self.start_signals = [signal_of(self.hands[0]), signal_of(self.hands[1])]
        events.append({"type": "signals", "signals": [dict(s) for s in self.start_signals]})
        self.bets = [0, 0]
        self.locked = [None, None]
        self.deal_actions = []
        self.phase = "lock"
        self.to_act = first

    def _open_betting(self, events: list[Event]) -> None:
        if 0 in self.stacks:
            events.append(
                {
                    "type": "no_betting",
                    "all_in": [seat for seat in (0, 1) if self.stacks[seat] == 0],
                }
            )
            self._settle(None, events)
            return
        self.phase = "bet"
        self.to_act = self.first
        self.min_inc = 1
        self.acted = [False, False]
        self.reopened = [True, True]
        events.append({"type": "betting", "first_player": self.first})

    def _settle(self, folder: int | None, events: list[Event]) -> None:
        first, second = self.locked
        assert first is not None and second is not None
        locked = [first, second]
        codes = [PACK.code(locked[0]), PACK.code(locked[1])]
        events.append({"type": "reveal", "cards": codes, "folded": folder})
        contrib = [self.antes[s] + self.bets[s] for s in (0, 1)]
        refund = [0, 0]
        if folder is None:
            low = min(contrib)
            for seat in (0, 1):
                if contrib[seat] > low:
                    refund[seat] = contrib[seat] - low
                    events.append({"type": "refund", "seat": seat, "amount": refund[seat]})
        pot = sum(contrib) - sum(refund)
        if folder is not None:
            winner: int | None = 1 - folder
            reason = "fold"
        else:
            outcome = OUTCOME[CARD_RANK[locked[0]]][CARD_RANK[locked[1]]]
            winner = None if outcome == 0 else (0 if outcome > 0 else 1)
            reason = "showdown" if winner is not None else "tie"
        payout = list(refund)
        if winner is None:
            for seat in (0, 1):
                payout[seat] += contrib[seat] - refund[seat]
        else:
            payout[winner] += pot
        for seat in (0, 1):
            self.stacks[seat] += payout[seat]
        assert sum(self.stacks) == TOTAL_CHIPS
        events.append({"type": "pot", "winner": winner, "pot": pot, "payout": payout})
        next_first = (1 - self.first) if winner is None else winner
        summary = {
            "type": "deal_end",
            "deal_number": self.deal_number,
            "first_player": self.first,
            "reason": reason,
            "winner": winner,
            "folded": folder,
            "locked": codes,
            "signals": [dict(s) for s in self.start_signals],
            "pot": pot,
            "contributions": contrib,
            "refund": refund,
            "payout": payout,
            "net": [payout[s] - contrib[s] for s in (0, 1)],
            "stacks": list(self.stacks),
            "next_first_player": next_first,
        }
        events.append(summary)
        self.history.append({k: v for k, v in summary.items() if k != "type"})
        self.discards.extend(locked)
        self.locked = [None, None]
        self.antes, self.bets = [0, 0], [0, 0]
        self.first = next_first
        if 0 in self.stacks:
            self.winner = 1 if self.stacks[0] == 0 else 0
            self.phase, self.to_act = "over", None
            events.append(
                {
                    "type": "match_end",
                    "winner": self.winner,
                    "stacks": list(self.stacks),
                    "deals": self.deal_number,
                }
            )
            return
        self._start_deal(events)

    # -- betting arithmetic -----------------------------------------------------------------

    def betting_limits(self) -> dict[str, Any] | None:
        """What the player to act may do in the betting round (amounts are round totals)."""
        if self.phase != "bet" or self.to_act is None:
            return None
        me = self.to_act
        opp = 1 - me
        top = max(self.bets)
        owed = top - self.bets[me]
        reach = self.bets[me] + self.stacks[me]
        limits: dict[str, Any] = {
            "seat": me,
            "to_call": owed,
            "call_amount": min(owed, self.stacks[me]),
            "current_bet": top,
            "min_increment": self.min_inc,
            "max_total": reach,
            "can_check": owed == 0,
            "can_bet": owed == 0 and self.stacks[me] > 0,
            "min_bet": 1 if owed == 0 else None,
            "max_bet": reach if owed == 0 else None,
            "can_call": owed > 0,
            "can_raise": False,
            "min_raise": None,
            "max_raise": None,
            "short_allin": None,
        }
        may_raise = owed > 0 and self.stacks[opp] > 0 and self.reopened[me] and reach > top
        if may_raise:
            if reach >= top + self.min_inc:
                limits.update(can_raise=True, min_raise=top + self.min_inc, max_raise=reach)
            else:
                limits["short_allin"] = reach
        return limits

    # -- int API ----------------------------------------------------------------------------

    def current_player(self) -> int | None:
        """Seat to act, ``None`` once the match is over."""
        return self.to_act

    def deal_index(self) -> int:
        """The current deal's number (1, 2, …): see ``GameState.deal_index``."""
        return self.deal_number

    def is_over(self) -> bool:
        """True once a seat has no chips left after a settlement."""
        return self.phase == "over"

    def result(self) -> dict[str, Any] | None:
        """``{"winner", "loser", "stacks", "deals"}`` once over."""
        if self.winner is None:
            return None
        return {
            "winner": self.winner,
            "loser": 1 - self.winner,
            "stacks": list(self.stacks),
            "deals": self.deal_number,
        }

    def legal_actions(self) -> list[int]:
        """Sorted legal action ids of the player to act."""
        if self.phase == "lock":
            assert self.to_act is not None
            return sorted(self.hands[self.to_act])
        limits = self.betting_limits()
        if limits is None:
            return []
        if limits["can_check"]:
            return [CHECK] + [BET_BASE + t for t in range(1, limits["max_bet"] + 1)]
        actions = [CALL, FOLD]
        if limits["short_allin"] is not None:
            actions.append(ALLIN)
        if limits["can_raise"]:
            actions += [RAISE_BASE + t for t in range(limits["min_raise"], limits["max_raise"] + 1)]
        return actions

    def apply_action(self, action: int) -> list[Event]:
        """Apply a legal action id; return the events (the next deal starts in the same call)."""
        me = self.to_act
        assert me is not None
        events: list[Event] = []
        if self.phase == "lock":
            self.hands[me].remove(action)
            self.locked[me] = action
            self.deal_actions.append({"seat": me, "action": "lock"})
            events.append({"type": "lock", "seat": me})
            if me == self.first:
                self.to_act = 1 - me
            else:
                self._open_betting(events)
            return events
        opp = 1 - me
        top = max(self.bets)
        self.acted[me] = True
        if action == CHECK:
            self._record("check", me, 0, events)
            if self.acted[opp]:
                self._settle(None, events)
            else:
                self.to_act = opp
        elif action == FOLD:
            self._record("fold", me, 0, events)
            self._settle(me, events)
        elif action == CALL:
            self._record(
                "call", me, self._put(me, min(top - self.bets[me], self.stacks[me])), events
            )
            self._settle(None, events)
        else:
            if action == ALLIN:
                name, total = "allin", self.bets[me] + self.stacks[me]
                self.reopened[opp] = not self.acted[opp]
            else:
                name = "bet" if action < RAISE_BASE else "raise"
                total = action - (BET_BASE if name == "bet" else RAISE_BASE)
                self.min_inc = total - top
                self.reopened[opp] = True
            self._record(name, me, self._put(me, total - self.bets[me]), events)
            self.to_act = opp
        return events

    def _put(self, seat: int, amount: int) -> int:
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        return amount

    def _record(self, name: str, seat: int, amount: int, events: list[Event]) -> None:
        entry = {
            "seat": seat,
            "action": name,
            "amount": amount,
            "total": self.bets[seat],
            "stack": self.stacks[seat],
            "all_in": self.stacks[seat] == 0,
        }
        self.deal_actions.append(entry)
        events.append({"type": name, **entry, "pot": self.pot(), "min_increment": self.min_inc})

    def pot(self) -> int:
        """Chips in the middle: both antes and both bets of this deal."""
        return sum(self.antes) + sum(self.bets)

    def clone(self) -> LockbetState:
        """An independent copy (its rng too)."""
        other = LockbetState.__new__(LockbetState)
        other.__dict__.update(self.__dict__)
        self._rng_shared = other._rng_shared = True  # copied when one of them reshuffles
        for name in (
            "stacks",
            "antes",
            "bets",
            "locked",
            "stock",
            "discards",
            "acted",
            "reopened",
            "deal_actions",
            "start_signals",
            "history",
        ):
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(self.hands[0]), list(self.hands[1])]
        return other

    # -- strings at the edge ----------------------------------------------------------------

    def action_to_string(self, action: int) -> str:
        """Canonical string of an action id."""
        if action < NUM_CARDS:
            return f"lock:{PACK.code(action)}"
        if action in SIMPLE_NAMES:
            return SIMPLE_NAMES[action]
        if action < RAISE_BASE:
            return f"bet:{action - BET_BASE}"
        return f"raise:{action - RAISE_BASE}"

    def string_to_action(self, text: str) -> int:
        """Parse an action string (lock, check, bet, call, raise, allin, fold) into its id."""
        verb, sep, arg = text.partition(":")
        verb = verb.strip().lower()
        if not sep and verb in SIMPLE_ACTIONS:
            return SIMPLE_ACTIONS[verb]
        if verb == "lock" and sep:
            code = arg.strip()
            if code not in PACK:
                raise IllegalAction(f"{code!r} is not a card of the shoe", "bad_card", card=code)
            return PACK.index(code)
        if verb in ("bet", "raise") and sep:
            arg = arg.strip()
            if not _AMOUNT.fullmatch(arg):
                shown = repr(arg) if len(arg) <= 20 else repr(arg[:19]) + "…"
                raise IllegalAction(
                    f"{verb} needs a whole number of chips, not {shown}", "bad_amount", amount=shown
                )
            total = int(arg)
            if total <= 0:
                raise IllegalAction(
                    f"a {verb} total must be at least 1 chip, not {total}",
                    "bad_amount",
                    amount=total,
                )
            if total > TOTAL_CHIPS:
                raise self._above_stack(verb, total)
            return (BET_BASE if verb == "bet" else RAISE_BASE) + total
        raise IllegalAction(
            f"unknown action {text!r}; expected lock:<card>, check, bet:<total>, call, "
            "raise:<total>, allin or fold",
            "bad_syntax",
            action=text,
        )

    def _above_stack(self, verb: str, total: int) -> IllegalAction:
        seat = self.to_act if self.to_act is not None else 0
        reach = self.bets[seat] + self.stacks[seat]
        return IllegalAction(
            f"cannot {verb} to {total}: at most {reach} chips this round",
            "above_stack",
            amount=total,
            max_total=reach,
        )

    def explain_illegal(self, action: int) -> IllegalAction:
        """The precise reason a well-formed action is not legal now (``explain.py``)."""
        return explain_illegal(self, action)

    # -- observation ------------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees: own cards, both signals, chips, betting limits, public history."""
        return build_observation(self, seat)

    def __str__(self) -> str:
        hands = " | ".join(
            " ".join(PACK.code(c) for c in self.hands[s])
            + (f" [{PACK.code(lc)}]" if (lc := self.locked[s]) is not None else "")
            for s in (0, 1)
        )
        return (
            f"deal {self.deal_number} {self.phase} first={self.first} to_act={self.to_act} "
            f"stacks={self.stacks} bets={self.bets} pot={self.pot()} hands: {hands}"
        )
