"""``LockbetTable``: Lock & Bet's view model: the chips, locks and betting controls.

Everything here is read from the observation (its ``betting`` limits, stacks, bets, signals,
history) and the legal action strings; nothing is computed from the rules. The amount the
player types or slides is checked against the legal range before anything is sent, and a
refusal is reported with a stable ``code`` for the views to translate (the state is unchanged).
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from .base import HandMarks, Step, TableViewModel, view_property

_NUMBER = re.compile(r"\d+")
"""A whole number in any script's decimal digits (Python's ``\\d`` and ``int`` read them all)."""
_NEGATIVE = re.compile(r"[-\u2212\u200e\u200f\u061c\s]*[-\u2212][\u200e\u200f\u061c\s]*\d+")
_ACTIONS = ("lock", "check", "bet", "raise", "allin", "call", "fold")
"""Event types that are a player's move in a deal (the observation's ``deal_actions`` entries)."""


def parse_amount(text: str) -> int | None:
    """The whole number typed in ``text`` (Latin, Arabic-Indic or Persian digits), else None.

    >>> parse_amount(" 12 "), parse_amount("\u0661\u0662"), parse_amount("5.5"), parse_amount("x")
    (12, 12, None, None)
    """
    cleaned = text.strip().strip("\u200e\u200f\u061c")
    if _NEGATIVE.fullmatch(cleaned):
        return -int(re.sub(r"\D", "", cleaned))
    return int(cleaned) if _NUMBER.fullmatch(cleaned) else None


def betting_info(obs: dict[str, Any], legal: list[str]) -> dict[str, Any]:
    """What the controls offer now, from the observation's ``betting`` limits and ``legal``."""
    limits = obs.get("betting") or {}
    mine = bool(legal) and limits.get("seat", -1) == 0
    raises = [int(a.split(":")[1]) for a in legal if a.startswith("raise:")]
    bets = [int(a.split(":")[1]) for a in legal if a.startswith("bet:")]
    amounts, verb = (bets, "bet") if bets else (raises, "raise") if raises else ([], "")
    stack = int((obs.get("stacks") or [0, 0])[0])
    reach = int(limits.get("max_total") or 0)
    call_amount = int(limits.get("call_amount") or 0)
    all_in = ""
    if mine and stack > 0:
        if "allin" in legal:
            all_in = "allin"
        elif amounts and max(amounts) == reach:
            all_in = f"{verb}:{reach}"
        elif "call" in legal and call_amount == stack:
            all_in = "call"
    return {
        "myTurn": mine,
        "canCheck": mine and "check" in legal,
        "canCall": mine and "call" in legal,
        "canFold": mine and "fold" in legal,
        "amountVerb": verb if mine else "",
        "minAmount": min(amounts) if mine and amounts else 0,
        "maxAmount": max(amounts) if mine and amounts else 0,
        "toCall": int(limits.get("to_call") or 0) if mine else 0,
        "callAmount": call_amount if mine else 0,
        "callShort": mine and "call" in legal and 0 < call_amount < int(limits.get("to_call") or 0),
        "currentBet": int(limits.get("current_bet") or 0) if mine else 0,
        "allInAction": all_in,
        "allInTotal": int((obs.get("bets") or [0, 0])[0]) + stack if all_in else 0,
        "allInChips": stack if all_in else 0,
        "shortAllIn": "allin" in legal,
    }


def finishing_moves(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The moves of ``events`` before its ``deal_end``, as ``deal_actions`` entries."""
    moves: list[dict[str, Any]] = []
    for event in events:
        if event.get("type") == "deal_end":
            break
        if event.get("type") in _ACTIONS and "seat" in event:
            moves.append(
                {
                    "action": event["type"],
                    **{k: event[k] for k in ("seat", "amount", "total", "all_in") if k in event},
                }
            )
    return moves


def table_info(obs: dict[str, Any], legal: list[str]) -> dict[str, Any]:
    """Chips, signals, locks, the shoe and the revealed history of an observation."""
    history = [
        {
            "deal": int(d["deal_number"]),
            "cards": list(d["locked"]),
            "reason": d["reason"],
            "winner": -1 if d.get("winner") is None else int(d["winner"]),
            "net": int(d["net"][0]),
            "pot": int(d["pot"]),
        }
        for d in obs.get("history", [])
    ]
    return {
        "phase": obs.get("phase") or "",
        "stacks": list(obs.get("stacks", [0, 0])),
        "bets": list(obs.get("bets", [0, 0])),
        "antes": list(obs.get("antes", [0, 0])),
        "pot": int(obs.get("pot", 0)),
        "signals": [dict(s) for s in obs.get("signals", [])] or [{}, {}],
        "locked": list(obs.get("locked", [False, False])),
        "lockedCard": obs.get("locked_card") or "",
        "firstPlayer": int(obs.get("first_player", 0)),
        "stockSize": int(obs.get("stock_size", 0)),
        "reshuffles": int(obs.get("reshuffles", 0)),
        "history": history,
        "lockable": [a.split(":", 1)[1] for a in legal if a.startswith("lock:")],
        "dealActions": [dict(a) for a in obs.get("deal_actions", [])],
        "reveal": [],
        "revealFolded": -1,
        "dealOver": obs.get("phase") == "over",
    }


class LockbetTable(TableViewModel):
    """Seat 0's chips, locks and betting controls; intents come out as legal action strings."""

    changed = Signal()
    """Any of the derived properties changed (they change together)."""
    selectionChanged = Signal()
    """The cards being chosen changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._selected = ""
        self._info = {**table_info({}, []), **betting_info({}, [])}
        self._why_not: dict[str, str] = {}
        """The engine's refusal code for each betting button not legal on your turn."""

    phase = view_property(str, "phase", changed)
    stacks = view_property("QVariantList", "stacks", changed)
    bets = view_property("QVariantList", "bets", changed)
    """This round's totals per seat (ante excluded)."""
    antes = view_property("QVariantList", "antes", changed)
    pot = view_property(int, "pot", changed)
    signals = view_property("QVariantList", "signals", changed)
    """Per seat ``{"up", "down"}``: the public counts of that seat's two current cards."""
    locked = view_property("QVariantList", "locked", changed)
    lockedCard = view_property(str, "lockedCard", changed)
    firstPlayer = view_property(int, "firstPlayer", changed)
    stockSize = view_property(int, "stockSize", changed)
    reshuffles = view_property(int, "reshuffles", changed)
    history = view_property("QVariantList", "history", changed)
    """Every finished deal: ``deal``, ``cards`` (both locked), ``reason``, ``winner``, ``net``."""
    lockable = view_property("QVariantList", "lockable", changed)
    dealActions = view_property("QVariantList", "dealActions", changed)
    reveal = view_property("QVariantList", "reveal", changed)
    """Both locked cards of the deal just finished (seat 0's, seat 1's), shown face up."""
    revealFolded = view_property(int, "revealFolded", changed)
    myTurn = view_property(bool, "myTurn", changed)
    canCheck = view_property(bool, "canCheck", changed)
    canCall = view_property(bool, "canCall", changed)
    canFold = view_property(bool, "canFold", changed)
    amountVerb = view_property(str, "amountVerb", changed)
    """``"bet"`` or ``"raise"``: what a typed amount does now (``""``: no amount possible)."""
    minAmount = view_property(int, "minAmount", changed)
    maxAmount = view_property(int, "maxAmount", changed)
    toCall = view_property(int, "toCall", changed)
    callAmount = view_property(int, "callAmount", changed)
    callShort = view_property(bool, "callShort", changed)
    """A call puts in less than the bet asks: all your chips (an all-in call)."""
    currentBet = view_property(int, "currentBet", changed)
    allInAction = view_property(str, "allInAction", changed)
    allInTotal = view_property(int, "allInTotal", changed)
    """Your round total once all-in (your bet so far and the chips it puts in; 0: not possible)."""
    allInChips = view_property(int, "allInChips", changed)
    """The chips all-in puts in from the stack now (0: all-in is not possible)."""
    shortAllIn = view_property(bool, "shortAllIn", changed)

    def _get_selected(self) -> str:
        return self._selected

    selectedCard = Property(str, _get_selected, notify=selectionChanged)
    """The card chosen to lock, waiting for the player's confirmation."""

    # -- intents ---------------------------------------------------------------------------

    def click_card(self, code: str, row: dict[str, Any] | None, your_turn: bool) -> None:
        """A click on a card of the hand chooses it to lock (see ``choose_lock``)."""
        self.choose_lock(code)

    def choose_lock(self, code: str) -> None:
        """Choose (or, chosen again, put back) the card to lock; confirmed by ``confirmLock``."""
        if code not in self._info["lockable"]:
            self.refuse("not_lockable", f"{code} cannot be locked now")
            return
        self._select("" if code == self._selected else code)

    @Slot()
    def confirmLock(self) -> None:
        """Lock the chosen card face down."""
        if not self._selected:
            self.refuse("no_card_chosen", "choose one of your two cards first")
            return
        self.send(f"lock:{self._selected}")

    @Slot()
    def check(self) -> None:
        """Check (nothing is owed)."""
        self._simple("check")

    @Slot()
    def call(self) -> None:
        """Call what is owed (all-in for less if the stack is short)."""
        self._simple("call")

    @Slot()
    def fold(self) -> None:
        """Fold: the opponent takes the pot."""
        self._simple("fold")

    @Slot()
    def allIn(self) -> None:
        """Put every chip in: a bet, a raise, a short all-in or an all-in call."""
        action = self._info["allInAction"]
        if not self._info["myTurn"]:
            self.explainWait()
        elif not action:  # the engine's reason: the AI all-in, raising closed, …
            code = self._why_not.get("allin", "no_all_in")
            self.refuse(code, f"allin: {code}")
        else:
            self.send(action)

    @Slot()
    def explainWait(self) -> None:
        """Say why betting is not yours now (a key, or a click on the dimmed controls): the
        match or the deal is over, both cards are locked first, or it is the AI's turn.
        Nothing is sent."""
        if self._info["phase"] == "over":
            self.refuse("match_over", "the match is over")
        elif self._info["dealOver"]:
            self.refuse("deal_summary_open", "the deal is over: continue first")
        elif self._info["phase"] == "lock":
            self.refuse("must_lock", "both players lock a card before the betting starts")
        else:
            self.refuse("not_your_turn", "it is not your turn to bet")

    @Slot(str)
    def submitAmount(self, text: str) -> None:
        """Bet or raise to the round total typed in ``text``, once it is checked."""
        verb = self._info["amountVerb"]
        if not self._info["myTurn"]:
            self.explainWait()
            return
        if not verb and self._info["shortAllIn"]:
            self.refuse("use_allin", "only a short all-in is possible, or call or fold")
            return
        if not verb:
            self.refuse("cannot_raise", "you can only call or fold")
            return
        amount = parse_amount(text)
        low, high = self._info["minAmount"], self._info["maxAmount"]
        if amount is None:
            self.refuse("not_a_number", f"{text!r} is not a whole number of chips")
        elif amount <= 0:
            self.refuse("bad_amount", f"a {verb} total must be at least 1 chip, not {amount}")
        elif amount > high:
            self.refuse("above_stack", f"cannot {verb} to {amount}: at most {high} this round")
        elif amount < low and verb == "raise":
            self.refuse("below_min_raise", f"raise to {amount} is below the minimum of {low}")
        elif amount < low:
            self.refuse("below_min_bet", f"bet {amount} is below the minimum of {low}")
        else:
            self.send(f"{verb}:{amount}")

    # -- from the controller ---------------------------------------------------------------

    def update(self, step: Step) -> None:
        """Read a step. ``held``: a deal just ended; its reveal stays in view until continued.

        An observation without ``betting`` (a game without chips) leaves everything empty.
        """
        self._legal = list(step.legal)
        self._why_not = dict(step.verb_refusals)
        self.set_info(self.derive(step))
        if self._selected not in self._info["lockable"]:
            self._select("")

    def derive(self, step: Step) -> dict[str, Any]:
        """Chips, locks and the controls after ``step`` (a finished deal's while it is held)."""
        obs, legal, events, held = step.observation, step.legal, step.events, step.held
        if step.ended:  # a lesson's deal shown as it ended: the events that ended it
            events, held = step.ended, True
        if "betting" not in obs:  # not a betting game: nothing to show
            obs, legal, events = {}, [], []
        info = {**table_info(obs, legal), **betting_info(obs, legal)}
        reveal = next((e for e in events if e.get("type") == "reveal"), None)
        deal_end = next((e for e in events if e.get("type") == "deal_end"), None)
        if reveal is not None:
            info["reveal"] = list(reveal["cards"])
            info["revealFolded"] = -1 if reveal.get("folded") is None else int(reveal["folded"])
        if held or (deal_end is not None and obs.get("phase") == "over"):
            info["dealOver"] = True  # its sheet shows: nothing is bet until the next deal
            if deal_end is not None:  # the finished deal's chips, after the payout
                # ``obs`` is the deal as it stood before this step: add the step's moves (the
                # AI's fold, say) so that each seat shows its last action of that deal.
                info["dealActions"] = info["dealActions"] + finishing_moves(events)
                info.update(
                    stacks=list(deal_end["stacks"]),
                    bets=[0, 0],
                    antes=[0, 0],
                    pot=0,
                    signals=[dict(s) for s in deal_end["signals"]],
                    locked=[True, True],
                    lockedCard=deal_end["locked"][0],
                    firstPlayer=int(deal_end["first_player"]),
                )
            elif self._info["reveal"]:
                info.update(
                    {
                        k: self._info[k]
                        for k in (
                            "stacks",
                            "bets",
                            "antes",
                            "pot",
                            "signals",
                            "locked",
                            "lockedCard",
                            "firstPlayer",
                            "reveal",
                            "revealFolded",
                            "dealActions",
                        )
                    }
                )
        return info

    def hand_marks(self) -> HandMarks:
        """The card chosen to lock."""
        return HandMarks(selected=self._selected)

    # -- internals -------------------------------------------------------------------------

    def _simple(self, action: str) -> None:
        if action in self._legal:
            self.send(action)
        elif not self._info["myTurn"]:
            self.explainWait()
        else:  # the engine's reason (a bet owed, nothing owed)
            code = self._why_not.get(action, "not_legal")
            self.refuse(code, f"{action}: {code}")

    def send(self, action: str) -> None:
        if action not in self._legal:
            self.refuse("not_legal", f"{action} is not legal now")
            return
        self._select("")
        super().send(action)

    def _select(self, code: str) -> None:
        if code != self._selected:
            self._selected = code
            self.selectionChanged.emit()
        self.marksChanged.emit()


VIEW_MODEL = LockbetTable
