"""``PiedicavalloTable``: Tarocchi di Piedicavallo's view model: the dealer's discard.

The discard is picked card by card and checked only by the engine: ``confirmDiscard`` sends
whatever was chosen, and the engine's ``IllegalAction`` code explains a refusal (the choice
stays for the player to change). Every other thing the table shows is the controller's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from cardavia_desktop.engine.games.piedicavallo.rules import TRICKS

from .base import HandMarks, Step, TableViewModel, shown_trick_number, view_property

DISCARD_PREFIX = "discard:"
DISCARD_SIZE = 2
"""How many cards the dealer discards."""


def discard_cards(legal: list[str]) -> set[str]:
    """Cards that appear in at least one legal ``discard:`` action.

    >>> sorted(discard_cards(["discard:S5,S6", "discard:S5,B7", "play:T1"]))
    ['B7', 'S5', 'S6']
    """
    cards: set[str] = set()
    for action in legal:
        if action.startswith(DISCARD_PREFIX):
            cards.update(action[len(DISCARD_PREFIX) :].split(","))
    return cards


class PiedicavalloTable(TableViewModel):
    """The cards chosen for the dealer's discard; ``confirmDiscard`` sends them to the engine."""

    changed = Signal()
    """Any of the derived properties changed (they change together)."""
    selectionChanged = Signal()
    """The cards being chosen changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: set[str] = set()
        self._selected: list[str] = []
        self._info = self.derive(Step({}, []))

    discarding = view_property(bool, "discarding", changed)
    """True while you (the dealer) have a discard to make."""
    trickNumber = view_property(int, "trickNumber", changed)
    """The number of the trick on the table (a finished one while it stays there)."""

    def _get_selected(self) -> list[str]:
        return list(self._selected)

    selected = Property(list, _get_selected, notify=selectionChanged)
    """The chosen cards, in the order they were chosen."""

    def _get_size(self) -> int:
        return DISCARD_SIZE

    toDiscard = Property(int, _get_size, constant=True)
    """How many cards the discard takes."""

    def _get_ready(self) -> bool:
        return self._info["discarding"] and len(self._selected) == DISCARD_SIZE

    discardReady = Property(bool, _get_ready, notify=selectionChanged)
    """True when exactly ``toDiscard`` cards are chosen."""

    # -- intents ---------------------------------------------------------------------------

    def play(self, code: str, row: dict[str, Any]) -> None:
        """While discarding, a click chooses the card or puts it back; else it is played."""
        if self._info["discarding"]:
            self.toggle(code)
        else:
            super().play(code, row)

    def toggle(self, code: str) -> None:
        """Choose ``code`` or put it back; a full choice drops its oldest card first."""
        if not self._info["discarding"] or code not in self._cards:
            return
        if code in self._selected:
            self._selected.remove(code)
        else:
            if len(self._selected) >= DISCARD_SIZE:
                self._selected.pop(0)
            self._selected.append(code)
        self.selectionChanged.emit()
        self.marksChanged.emit()

    @Slot()
    def clearDiscard(self) -> None:
        """Put every chosen card back."""
        if self._selected:
            self._selected = []
            self.selectionChanged.emit()
        self.marksChanged.emit()

    @Slot()
    def confirmDiscard(self) -> None:
        """Send the chosen cards as the discard (the engine accepts or explains)."""
        if self._get_ready():
            self.send(DISCARD_PREFIX + ",".join(self._selected))

    # -- from the controller ---------------------------------------------------------------

    def hand_marks(self) -> HandMarks:
        """The chosen cards, and the cards some legal discard includes (the hand lifts them)."""
        return HandMarks(selected=set(self._selected), discardable=set(self._cards))

    def update(self, step: Step) -> None:
        """Follow the legal actions: discarding while a ``discard:`` action is legal."""
        self._legal = list(step.legal)
        self._cards = discard_cards(step.legal)
        self.set_info(self.derive(step))
        kept = [code for code in self._selected if code in self._cards]
        if kept != self._selected:
            self._selected = kept
            self.selectionChanged.emit()
        self.marksChanged.emit()

    def derive(self, step: Step) -> dict[str, Any]:
        """Whether a discard is to be made; the number of the trick shown."""
        played = len(step.observation.get("tricks_played", []))
        return {
            "discarding": bool(discard_cards(step.legal)),
            "trickNumber": shown_trick_number(step, played, TRICKS),
        }


VIEW_MODEL = PiedicavalloTable
