"""``HandModel``: the human's hand as a list model whose roles say what each card may do."""

from __future__ import annotations

from enum import IntEnum
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


def split_code(code: str) -> tuple[str, str]:
    """Split a suit-first card code into (suit, rank).

    >>> split_code("H10")
    ('H', '10')
    """
    return code[:1], code[1:]


class HandRole(IntEnum):
    """Roles of ``HandModel`` (QML names in ``roleNames``)."""

    Code = Qt.ItemDataRole.UserRole + 1
    Suit = Qt.ItemDataRole.UserRole + 2
    Rank = Qt.ItemDataRole.UserRole + 3
    Playable = Qt.ItemDataRole.UserRole + 4
    CanMarry = Qt.ItemDataRole.UserRole + 5
    MarriagePoints = Qt.ItemDataRole.UserRole + 6
    IsTrump = Qt.ItemDataRole.UserRole + 7
    Action = Qt.ItemDataRole.UserRole + 8
    MarryAction = Qt.ItemDataRole.UserRole + 9
    Choices = Qt.ItemDataRole.UserRole + 10
    Selected = Qt.ItemDataRole.UserRole + 11
    Refusal = Qt.ItemDataRole.UserRole + 12


_ROLE_NAMES: dict[int, str] = {
    HandRole.Code: "code",
    HandRole.Suit: "suit",
    HandRole.Rank: "rank",
    HandRole.Playable: "playable",
    HandRole.CanMarry: "canMarry",
    HandRole.MarriagePoints: "marriagePoints",
    HandRole.IsTrump: "isTrump",
    HandRole.Action: "action",
    HandRole.MarryAction: "marryAction",
    HandRole.Choices: "choices",
    HandRole.Selected: "selected",
    HandRole.Refusal: "refusal",
}


def hand_rows(
    hand: list[str],
    legal: list[str],
    trump: str | None,
    marriage_points: dict[str, int],
    selected: str | set[str] = "",
    discardable: set[str] | None = None,
    refusals: dict[str, str] | None = None,
) -> list[dict[str, Any]]:
    """Rows for ``HandModel`` from the hand and the legal actions (the only source of rules).

    ``marriage_points`` maps a suit to what its marriage would be worth (20, or 40 in trumps).
    A card's ``choices`` counts the ``play:`` actions that play it (``play:<card>`` or, in a
    capturing game, ``play:<card>:<captured>``); ``action`` is that action when it is the only
    one. ``selected`` names the card whose capture is being chosen. A betting game's
    ``lock:<card>`` counts as that card's play. ``selected`` may also be a set (a discard
    being chosen); ``discardable`` cards (in some legal discard) are playable too.
    ``refusals`` maps a card with no legal play to the engine's refusal code (its ``refusal``
    role, which the view translates into the reason shown on hover and focus).
    """
    chosen = {selected} if isinstance(selected, str) else set(selected)
    discardable = discardable or set()
    refusals = refusals or {}
    plays: dict[str, list[str]] = {}
    for action in legal:
        if action.startswith(("play:", "lock:")):  # lock: a betting game's card to stake
            plays.setdefault(action.split(":")[1], []).append(action)
    marries = {a.split(":", 1)[1] for a in legal if a.startswith("marry:")}
    rows = []
    for code in hand:
        suit, rank = split_code(code)
        can_marry = code in marries
        actions = plays.get(code, [])
        playable = bool(actions) or can_marry or code in discardable
        rows.append(
            {
                "code": code,
                "suit": suit,
                "rank": rank,
                "playable": playable,
                "canMarry": can_marry,
                "marriagePoints": marriage_points.get(suit, 0) if can_marry else 0,
                "isTrump": suit == trump,
                "action": actions[0] if len(actions) == 1 else "",
                "marryAction": f"marry:{code}" if can_marry else "",
                "choices": len(actions),
                "selected": code in chosen and (bool(actions) or code in discardable),
                "refusal": "" if playable else refusals.get(code, ""),
            }
        )
    return rows


def marriage_offers(legal: list[str], marriage_points: dict[str, int]) -> list[dict[str, Any]]:
    """The marriages you may declare now, one per card that may lead it (König or Ober):
    ``[{action, card, suit, points}]`` from the legal ``marry:`` actions, in their order.

    >>> marriage_offers(["marry:HK", "marry:HO", "play:HK"], {"H": 40})
    [{'action': 'marry:HK', 'card': 'HK', 'suit': 'H', 'points': 40}, \
{'action': 'marry:HO', 'card': 'HO', 'suit': 'H', 'points': 40}]
    """
    offers = []
    for action in legal:
        if action.startswith("marry:"):
            card = action.split(":", 1)[1]
            suit = split_code(card)[0]
            offers.append(
                {
                    "action": action,
                    "card": card,
                    "suit": suit,
                    "points": marriage_points.get(suit, 0),
                }
            )
    return offers


class CardRowsModel(QAbstractListModel):
    """A list of cards, one dict per row keyed by role name; subclasses name the roles and
    say how ``update`` moves from one list of rows to the next."""

    role_names: ClassVar[dict[int, str]] = {}

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[dict[str, Any]] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Number of cards (a flat list: children have none)."""
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The value of ``role`` for the card at ``index``."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row["code"]
        name = self.role_names.get(role)
        return None if name is None else row[name]

    def roleNames(self) -> dict[int, QByteArray]:
        """QML role names."""
        return {int(role): QByteArray(name.encode()) for role, name in self.role_names.items()}

    def rows(self) -> list[dict[str, Any]]:
        """A copy of the rows (for tests and the controllers)."""
        return [dict(row) for row in self._rows]

    def codes(self) -> list[str]:
        """The card codes in order."""
        return [row["code"] for row in self._rows]


class HandModel(CardRowsModel):
    """The cards of seat 0, in the engine's order, with what each may do right now."""

    role_names: ClassVar[dict[int, str]] = _ROLE_NAMES

    def update(self, rows: list[dict[str, Any]]) -> None:
        """Move to ``rows`` with minimal removes, moves and inserts, then ``dataChanged``."""
        new_codes = [row["code"] for row in rows]
        wanted = set(new_codes)
        # Remove cards that left the hand, from the end so indices stay valid.
        for i in range(len(self._rows) - 1, -1, -1):
            if self._rows[i]["code"] not in wanted:
                self.beginRemoveRows(QModelIndex(), i, i)
                del self._rows[i]
                self.endRemoveRows()
        # Bring the survivors into the new order and insert the new cards where they belong.
        for target, row in enumerate(rows):
            current = [r["code"] for r in self._rows]
            code = row["code"]
            if target < len(current) and current[target] == code:
                continue
            if code in current:
                source = current.index(code)
                self.beginMoveRows(QModelIndex(), source, source, QModelIndex(), target)
                self._rows.insert(target, self._rows.pop(source))
                self.endMoveRows()
            else:
                self.beginInsertRows(QModelIndex(), target, target)
                self._rows.insert(target, dict(row))
                self.endInsertRows()
        for i, row in enumerate(rows):
            if self._rows[i] != row:
                self._rows[i] = dict(row)
                changed = self.index(i, 0)
                self.dataChanged.emit(changed, changed)
