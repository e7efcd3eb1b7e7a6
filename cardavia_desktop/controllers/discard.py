"""``DiscardChoice``: the dealer's discard picked card by card, checked only by the engine."""

from __future__ import annotations

from PySide6.QtCore import Property, QObject, Signal, Slot

DISCARD_PREFIX = "discard:"


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


class DiscardChoice(QObject):
    """The cards chosen for a discard of ``size`` cards; ``confirm`` sends them to the engine.

    The view never judges a pair: ``confirm`` sends whatever was chosen and the engine's
    ``IllegalAction`` code explains a refusal (the choice stays for the player to change).
    """

    chosenAction = Signal(str)
    """The discard action to send (``discard:<c1>,<c2>``)."""
    selectionChanged = Signal()
    activeChanged = Signal()

    def __init__(self, parent: QObject | None = None, size: int = 2) -> None:
        super().__init__(parent)
        self._size = size
        self._active = False
        self._cards: set[str] = set()
        self._selected: list[str] = []

    def _get_active(self) -> bool:
        return self._active

    active = Property(bool, _get_active, notify=activeChanged)
    """True while the player has a discard to make."""

    def _get_selected(self) -> list[str]:
        return list(self._selected)

    selected = Property(list, _get_selected, notify=selectionChanged)
    """The chosen cards, in the order they were chosen."""

    def _get_size(self) -> int:
        return self._size

    size = Property(int, _get_size, constant=True)
    """How many cards the discard takes."""

    def _get_ready(self) -> bool:
        return self._active and len(self._selected) == self._size

    ready = Property(bool, _get_ready, notify=selectionChanged)
    """True when exactly ``size`` cards are chosen."""

    def cards(self) -> set[str]:
        """Cards that some legal discard includes (the hand lifts them)."""
        return set(self._cards)

    def selected_codes(self) -> set[str]:
        """The chosen cards as a set (the hand model marks them)."""
        return set(self._selected)

    def update(self, legal: list[str]) -> None:
        """Follow the legal actions: active while a ``discard:`` action is legal."""
        cards = discard_cards(legal)
        active = bool(cards)
        self._cards = cards
        if active != self._active:
            self._active = active
            self.activeChanged.emit()
        kept = [code for code in self._selected if active and code in cards]
        if kept != self._selected:
            self._selected = kept
            self.selectionChanged.emit()

    @Slot(str)
    def toggle(self, code: str) -> None:
        """Choose ``code`` or put it back; a full choice drops its oldest card first."""
        if not self._active or code not in self._cards:
            return
        if code in self._selected:
            self._selected.remove(code)
        else:
            if len(self._selected) >= self._size:
                self._selected.pop(0)
            self._selected.append(code)
        self.selectionChanged.emit()

    @Slot()
    def clear(self) -> None:
        """Put every chosen card back."""
        if self._selected:
            self._selected = []
            self.selectionChanged.emit()

    @Slot()
    def confirm(self) -> None:
        """Send the chosen cards as the discard (the engine accepts or explains)."""
        if self._get_ready():
            self.chosenAction.emit(DISCARD_PREFIX + ",".join(self._selected))
