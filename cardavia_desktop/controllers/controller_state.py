"""The state a ``GameController`` mirrors for QML: its defaults and small helpers."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Property, Signal

DEFAULTS: dict[str, Any] = {
    "observation": {},
    "legalActions": [],
    "cardRefusals": {},
    "currentPlayer": -1,
    "yourTurn": False,
    "aiThinking": False,
    "canExchange": False,
    "canClose": False,
    "canDeclareMarriage": False,
    "marriageOffers": [],
    "opponentCardCount": 0,
    "stockSize": 0,
    "trump": "",
    "indicator": "",
    "indicatorVisible": False,
    "closedBy": -1,
    "phase": "",
    "dealNumber": 0,
    "dealer": -1,
    "points": [0, 0],
    "pending": [0, 0],
    "tricks": [0, 0],
    "matchPoints": [7, 7],
    "trick": [],
    "trickWinner": -1,
    "trickHeld": False,
    "lastTrick": {},
    "revealed": [],
    "marriages": [],
    "lastEvents": [],
    "summary": {},
    "summaryVisible": False,
    "matchOver": False,
    "matchWinner": -1,
    "errorCode": "",
    "errorMessage": "",
    "matchSeed": -1,
    "running": False,
    "canTakeBack": False,
    "assisted": False,
    "moves": 0,
    "hint": [],
    "hintCards": [],
    "hintBusy": False,
    "story": [],
}


class MirrorsState(Protocol):
    """What ``state_property`` reads of its object (a ``GameController``; named by this shape
    so that this module does not import the controller that imports it)."""

    _state: dict[str, Any]


def state_property(type_name: str | type, key: str, notify: Signal) -> Property:
    """A read-only QML property backed by ``self._state[key]``, notified on real change."""

    def getter(self: MirrorsState) -> Any:
        return self._state[key]

    # A Qt type name ("QVariantMap") or a type: PySide6 takes both, its stubs only a type.
    return Property(type_name, getter, notify=notify)  # type: ignore[arg-type]


def marriage_points(trump: str) -> dict[str, int]:
    return {suit: (40 if suit == trump else 20) for suit in "HSEL"}


def seat_index(value: Any) -> int:
    return -1 if value is None else int(value)


def copy_value(value: Any) -> Any:
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    return value


def own_draws_named(
    events: list[dict[str, Any]], before: list[str], after: list[str]
) -> list[dict[str, Any]]:
    """The step's events as the human seat saw them: its one face-down draw names the card that
    came into its hand (``before`` → ``after``); everything else is left as the engine said."""
    hidden = [
        i
        for i, e in enumerate(events)
        if e.get("type") == "draw"
        and e.get("seat") == 0
        and "card" in e
        and e["card"] is None
        and e.get("count", 1) == 1
    ]
    new = [code for code in after if code not in before]
    if len(hidden) != 1 or len(new) != 1:
        return events
    named = list(events)
    named[hidden[0]] = dict(events[hidden[0]], card=new[0])
    return named
