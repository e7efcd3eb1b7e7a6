"""``SchnapsenTable``: Schnapsen's view model: trump, indicator, stock, marriages and closing.

Read from the observation and the legal actions (``exchange``, ``close``, ``marry:<card>``);
the marriage values are the rules' 20 and 40 (in trumps), shown on the cards that may lead one.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..controller_state import seat_index
from ..hand_model import marriage_offers
from .base import HandMarks, Step, TableViewModel, view_property


def marriage_points(trump: str) -> dict[str, int]:
    """What a marriage in each suit is worth: 40 in trumps, else 20.

    >>> marriage_points("H")["H"], marriage_points("H")["S"]
    (40, 20)
    """
    return {suit: (40 if suit == trump else 20) for suit in "HSEL"}


class SchnapsenTable(TableViewModel):
    """What only the Schnapsen table shows, and its three intents besides playing a card."""

    changed = Signal()
    """Any of the derived properties changed (they change together)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._info = self.derive(Step({}, []))

    canExchange = view_property(bool, "canExchange", changed)
    canClose = view_property(bool, "canClose", changed)
    canDeclareMarriage = view_property(bool, "canDeclareMarriage", changed)
    marriageOffers = view_property("QVariantList", "marriageOffers", changed)
    """The marriages you may declare now: ``[{action, card, suit, points}]``, one per König
    or Ober that may lead it (the table offers each as a button; a plain click on the card
    plays it without declaring)."""
    opponentCardCount = view_property(int, "opponentCardCount", changed)
    stockSize = view_property(int, "stockSize", changed)
    trump = view_property(str, "trump", changed)
    indicator = view_property(str, "indicator", changed)
    indicatorVisible = view_property(bool, "indicatorVisible", changed)
    closedBy = view_property(int, "closedBy", changed)
    phase = view_property(str, "phase", changed)
    pending = view_property("QVariantList", "pending", changed)
    """Marriage points each seat waits to count until it wins a trick."""
    revealed = view_property("QVariantList", "revealed", changed)
    marriages = view_property("QVariantList", "marriages", changed)

    # -- intents ---------------------------------------------------------------------------

    def play(self, code: str, row: dict[str, Any]) -> None:
        """Play the card plainly; a card that may only lead as a marriage declares it."""
        if row["canMarry"] and not row["action"]:
            self.send(row["marryAction"])
        else:
            super().play(code, row)

    @Slot(str)
    def declareMarriage(self, code: str) -> None:
        """Lead ``code`` (a König or Ober) declaring its marriage, if the rules allow it now."""
        action = f"marry:{code}"
        if action not in self._legal:
            self.refuse("cannot_marry", f"{code} cannot declare a marriage now")
            return
        self.send(action)

    @Slot()
    def exchangeTrump(self) -> None:
        """Exchange the trump Unter for the face-up indicator."""
        self.send("exchange")

    @Slot()
    def closeStock(self) -> None:
        """Close the stock."""
        self.send("close")

    # -- from the controller ---------------------------------------------------------------

    def hand_marks(self) -> HandMarks:
        """What a marriage led from the hand would be worth."""
        return HandMarks(marriage_points=marriage_points(self._info["trump"]))

    def derive(self, step: Step) -> dict[str, Any]:
        """Trump, indicator, stock, closing and marriages after ``step``."""
        obs, legal = step.observation, step.legal
        trump = obs.get("trump") or ""
        deal_end = any(e.get("type") == "deal_end" for e in step.events)
        return {
            "canExchange": "exchange" in legal,
            "canClose": "close" in legal,
            "canDeclareMarriage": any(a.startswith("marry:") for a in legal),
            "marriageOffers": marriage_offers(legal, marriage_points(trump)),
            "opponentCardCount": int(obs.get("opponent_hand_size", 0)),
            "stockSize": int(obs.get("stock_size", 0)),
            "trump": trump,
            "indicator": obs.get("indicator") or "",
            "indicatorVisible": bool(obs.get("indicator_visible", bool(obs.get("indicator")))),
            "closedBy": seat_index(obs.get("closed_by")),
            "phase": obs.get("phase") or "",
            # A finished deal's pending marriages are gone (its summary shows the points).
            "pending": [0, 0] if deal_end else list(obs.get("pending", [0, 0])),
            "revealed": list(obs.get("revealed", [])),
            "marriages": list(obs.get("marriages", [])),
        }


VIEW_MODEL = SchnapsenTable
