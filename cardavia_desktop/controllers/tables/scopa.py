"""``ScopaTable``: Scopa's view model: the cards on the table and the choice of a capture.

Everything here is read from the observation, the step's events and the legal action strings
``play:<card>`` / ``play:<card>:<c1>,<c2>,…``: which table cards a played card may take is
never computed, only looked up among the legal actions. When a card has several captures, the
player picks the set on the table card by card (a click on a table card) or as a whole
(``chooseCapture``); the options still open are those that hold every card picked so far.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, ClassVar

from PySide6.QtCore import Property, QModelIndex, QObject, Qt, Signal, Slot

from ..hand_model import CardRowsModel, split_code
from .base import HandMarks, Step, TableViewModel, view_property


def play_parts(action: str) -> tuple[str, list[str]] | None:
    """``(card, captured cards)`` of a ``play:`` action, or ``None`` for any other action.

    >>> play_parts("play:H7:S3,H4")
    ('H7', ['S3', 'H4'])
    >>> play_parts("play:C2")
    ('C2', [])
    """
    parts = action.split(":")
    if parts[0] != "play" or len(parts) < 2:
        return None
    return parts[1], [code for code in ",".join(parts[2:]).split(",") if code]


def capture_options(legal: list[str], card: str) -> list[list[str]]:
    """The table-card sets ``card`` may take, one per legal action that plays it (in order)."""
    options = []
    for action in legal:
        parts = play_parts(action)
        if parts is not None and parts[0] == card and parts[1]:
            options.append(parts[1])
    return options


def open_options(options: list[list[str]], chosen: list[str]) -> list[list[str]]:
    """The options that still hold every card chosen so far."""
    return [option for option in options if all(code in option for code in chosen)]


def action_for(legal: list[str], card: str, captured: list[str]) -> str:
    """The legal action that plays ``card`` taking exactly ``captured`` (``""`` if none)."""
    wanted = sorted(captured)
    for action in legal:
        parts = play_parts(action)
        if parts is not None and parts[0] == card and sorted(parts[1]) == wanted:
            return action
    return ""


class TableRole(IntEnum):
    """Roles of ``TableModel`` (QML names in ``roleNames``)."""

    Code = Qt.ItemDataRole.UserRole + 1
    Suit = Qt.ItemDataRole.UserRole + 2
    Rank = Qt.ItemDataRole.UserRole + 3
    Selectable = Qt.ItemDataRole.UserRole + 4
    Chosen = Qt.ItemDataRole.UserRole + 5


_ROLE_NAMES: dict[int, str] = {
    TableRole.Code: "code",
    TableRole.Suit: "suit",
    TableRole.Rank: "rank",
    TableRole.Selectable: "selectable",
    TableRole.Chosen: "chosen",
}


def table_rows(
    table: list[str], options: list[list[str]], chosen: list[str]
) -> list[dict[str, Any]]:
    """Rows for ``TableModel``: a card is selectable when an open option holds it, unchosen."""
    reachable = {code for option in open_options(options, chosen) for code in option}
    rows = []
    for code in table:
        suit, rank = split_code(code)
        rows.append(
            {
                "code": code,
                "suit": suit,
                "rank": rank,
                "selectable": code in reachable and code not in chosen,
                "chosen": code in chosen,
            }
        )
    return rows


class TableModel(CardRowsModel):
    """The face-up table cards in layout order, with what a click on each would do."""

    role_names: ClassVar[dict[int, str]] = _ROLE_NAMES

    def update(self, rows: list[dict[str, Any]]) -> None:
        """Remove the cards that left, append the new ones (a table only grows at its end; any
        other change, such as a new deal's table, resets), then ``dataChanged`` for changed
        flags."""
        wanted = {row["code"] for row in rows}
        for i in range(len(self._rows) - 1, -1, -1):
            if self._rows[i]["code"] not in wanted:
                self.beginRemoveRows(QModelIndex(), i, i)
                del self._rows[i]
                self.endRemoveRows()
        kept = [row["code"] for row in self._rows]
        if kept != [row["code"] for row in rows[: len(kept)]]:
            self.beginResetModel()  # an unexpected reordering: start again
            self._rows = []
            self.endResetModel()
            kept = []
        new = [row for row in rows if row["code"] not in kept]
        if new:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            self._rows.extend(dict(row) for row in new)
            self.endInsertRows()
        order = {row["code"]: row for row in rows}
        for i, row in enumerate(self._rows):
            target = order[row["code"]]
            if row != target:
                self._rows[i] = dict(target)
                changed = self.index(i, 0)
                self.dataChanged.emit(changed, changed)


class ScopaTable(TableViewModel):
    """Table cards, stock, piles with their scope, and the capture being chosen (seat 0)."""

    changed = Signal()
    """Any of the derived properties changed (they change together)."""
    choiceChanged = Signal()
    """The cards being chosen changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = TableModel(self)
        self._cards: list[str] = []
        self._selected = ""
        self._options: list[list[str]] = []
        self._chosen: list[str] = []
        self._info = _empty_info()

    # -- QML properties --------------------------------------------------------------------

    def _get_table(self) -> TableModel:
        return self._table

    table = Property(QObject, _get_table, constant=True)

    stockSize = view_property(int, "stockSize", changed)
    opponentHandSize = view_property(int, "opponentHandSize", changed)
    piles = view_property("QVariantList", "piles", changed)
    scope = view_property("QVariantList", "scope", changed)
    scopaCards = view_property("QVariantList", "scopaCards", changed)
    """Per seat, the card of each scopa this deal (shown turned sideways on the pile)."""
    tally = view_property("QVariantMap", "tally", changed)
    lastCapturer = view_property(int, "lastCapturer", changed)
    round = view_property(int, "round", changed)
    lastPlay = view_property("QVariantMap", "lastPlay", changed)
    """The step's last played card ``{"seat", "card"}`` (``{}`` if none): views animate it."""

    def _get_selected(self) -> str:
        return self._selected

    selectedCard = Property(str, _get_selected, notify=choiceChanged)

    def _get_options(self) -> list[list[str]]:
        return open_options(self._options, self._chosen)

    captureOptions = Property(list, _get_options, notify=choiceChanged)
    """The capture sets still open for the selected card (each a list of codes)."""

    def _get_chosen(self) -> list[str]:
        return list(self._chosen)

    chosenCards = Property(list, _get_chosen, notify=choiceChanged)

    # -- intents ---------------------------------------------------------------------------

    def click_card(self, code: str, row: dict[str, Any] | None, your_turn: bool) -> None:
        """A table card picks it as part of the capture; a hand card plays or selects it."""
        if code in self._cards:
            self.choose_table_card(code)
        else:
            super().click_card(code, row, your_turn)

    def play(self, code: str, row: dict[str, Any]) -> None:
        """A card with several captures is selected: the player picks one on the table."""
        if row["choices"] > 1:
            self.select(code)
        else:
            super().play(code, row)

    def choose_table_card(self, code: str) -> None:
        """Pick ``code`` as part of the capture; once one option is left it is played."""
        if not self._selected or code in self._chosen:
            return
        still = open_options(self._options, [*self._chosen, code])
        if not still:
            return  # not part of any capture of the selected card: nothing is offered
        self._chosen.append(code)
        if len(still) == 1:
            self._finish(still[0])
        else:
            self._refresh_choice()

    @Slot(int)
    def chooseCapture(self, index: int) -> None:
        """Take the ``index``-th of the open capture options."""
        options = open_options(self._options, self._chosen)
        if self._selected and 0 <= index < len(options):
            self._finish(options[index])

    @Slot()
    def cancelChoice(self) -> None:
        """Put the selected card back: no capture is being chosen."""
        self._select("", [])

    # -- from the controller ---------------------------------------------------------------

    def cancel(self) -> None:
        """An action was sent: no capture is being chosen."""
        self.cancelChoice()

    def hand_marks(self) -> HandMarks:
        """The card whose capture is being chosen."""
        return HandMarks(selected=self._selected)

    def select(self, card: str) -> None:
        """Start choosing among the captures of ``card`` (from the legal actions)."""
        if card == self._selected:
            self.cancelChoice()
        else:
            self._select(card, capture_options(self._legal, card))

    def update(self, step: Step) -> None:
        """Read a step; a finished deal (``held``) stays in view: empty table, its piles and
        scope from ``deal_end``."""
        self._legal = list(step.legal)
        self._cards = [] if step.held else list(step.observation.get("table", []))
        self.set_info(self.derive(step))
        self._select("", [])

    def derive(self, step: Step) -> dict[str, Any]:
        """Board facts of the step (the finished deal's while it is held)."""
        if step.held:
            info = _held_info(self._held_base(step.observation), step.events)
        else:
            info = _observed_info(step.observation)
        plays = [e for e in step.events if e.get("type") == "play"]
        info["lastPlay"] = {"seat": plays[-1]["seat"], "card": plays[-1]["card"]} if plays else {}
        return info

    # -- internals -------------------------------------------------------------------------

    def _held_base(self, observation: dict[str, Any]) -> dict[str, Any]:
        """The finished deal before its last step: its own view when the step brings it (the
        worker's ``finished_deal_view``: a table just opened, or back from Watch, has no step
        of that deal before; newcomer #13 lost the scopa cards so), else the last step's."""
        if not observation.get("history"):  # the next deal's view (nothing played yet)
            return self._info
        return {**self._info, **_observed_info(observation)}

    def _select(self, card: str, options: list[list[str]]) -> None:
        self._selected = card
        self._options = options
        self._chosen = []
        self._refresh_choice()

    def _refresh_choice(self) -> None:
        self._table.update(table_rows(self._cards, self._options, self._chosen))
        self.choiceChanged.emit()
        self.marksChanged.emit()

    def _finish(self, captured: list[str]) -> None:
        action = action_for(self._legal, self._selected, captured)
        self._select("", [])
        if action:
            self.send(action)


def _empty_info() -> dict[str, Any]:
    return {
        "stockSize": 0,
        "opponentHandSize": 0,
        "piles": [0, 0],
        "scope": [0, 0],
        "scopaCards": [[], []],
        "tally": {},
        "lastCapturer": -1,
        "round": 0,
        "lastPlay": {},
    }


def _observed_info(obs: dict[str, Any]) -> dict[str, Any]:
    """Board facts of an observation (counts of the piles; each scopa's card, by seat)."""
    piles = obs.get("piles", [[], []])
    scopa_cards: list[list[str]] = [[] for _ in piles]
    for play in obs.get("history", []):
        if play.get("scopa"):
            scopa_cards[int(play["seat"])].append(play["card"])
    last = obs.get("last_capturer")
    return {
        "stockSize": int(obs.get("stock_size", 0)),
        "opponentHandSize": int(obs.get("opponent_hand_size", 0)),
        "piles": [len(pile) for pile in piles],
        "scope": list(obs.get("scope", [0, 0])),
        "scopaCards": scopa_cards,
        "tally": dict(obs.get("tally", {})),
        "lastCapturer": -1 if last is None else int(last),
        "round": int(obs.get("round", 0)),
    }


def _held_info(before: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    """The finished deal as its last events leave it: hands, stock and table empty."""
    info = dict(before)
    scopa_cards = [list(cards) for cards in before["scopaCards"]]
    for event in events:
        if event.get("type") == "capture" and event.get("scopa"):
            seat = scopa_cards[int(event["seat"])]
            if event["card"] not in seat:  # (a card is played once a deal)
                seat.append(event["card"])
        if event.get("type") == "deal_end":
            last = event.get("last_capturer")
            info.update(
                piles=list(event.get("cards", before["piles"])),
                scope=list(event.get("scope", before["scope"])),
                tally={key: event[key] for key in _TALLY_KEYS if key in event},
                lastCapturer=-1 if last is None else int(last),
            )
    info.update(stockSize=0, opponentHandSize=0, scopaCards=scopa_cards)
    return info


_TALLY_KEYS = ("cards", "diamonds", "settebello", "primiera", "scope", "prizes", "points")


VIEW_MODEL = ScopaTable
