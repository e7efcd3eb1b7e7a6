"""``TableAids``: the help and review every table offers, over its options and state.

A hint (the hard level's best moves here, worked out on the worker and cancelled by any move),
the finished deal played again for practice (nothing of it counts) and "How would Hard have
done?" (the finished deal played again on the worker with the hard level in your seat). The
``_…Requested`` signals are connected to the worker by ``GameController``, which derives from
this class.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from .controller_state import DEFAULTS, copy_value
from .hints import hint_cards
from .table_options import TableOptions


class TableAids(TableOptions):
    """Hint, practice replay and the comparison with the hard level: intents and answers."""

    _hintRequested = Signal(int, object)
    _replayRequested = Signal()
    _endPracticeRequested = Signal()
    _compareHardRequested = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hint_token = 0
        self._hard_stale = False
        """The comparison under way is of a deal gone on from: its answer is dropped."""
        self._hint_cancel = threading.Event()
        self._kept_close: dict[str, Any] = {}
        """The real deal's close, kept while the deal is replayed (its sheet shows it again)."""

    @Slot()
    def requestHint(self) -> None:
        """Ask the hard level what it would play here (answered as ``hint``)."""
        if not self._state["yourTurn"]:
            self._reject_not_now()
            return
        if self._state["hintBusy"] or self._state["hint"]:
            return
        self._hint_cancel.set()
        self._hint_cancel = threading.Event()
        self._hint_token += 1
        self._set("hintBusy", True)
        self._hintRequested.emit(self._hint_token, self._hint_cancel)

    def _reject_not_now(self) -> None:
        """Say why an aid that needs your turn (the hint, a take-back) waits: the match or the
        deal is over, or the AI is to move (a code the table words)."""
        if self._state["matchOver"]:
            self._reject("match_over", "the match is over")
        elif self._state["summaryVisible"]:
            self._reject("deal_summary_open", "the deal is over: continue first")
        elif self._state["trickHeld"]:
            self._reject("trick_held", "the finished trick waits: go on first")
        else:
            self._reject("not_your_turn", "it is not your turn")

    @Slot()
    def clearHint(self) -> None:
        """Drop the shown hint and cancel one being worked out."""
        self._hint_cancel.set()
        self._hint_token += 1
        self._set("hintBusy", False)
        self._set("hint", [])
        self._set("hintCards", [])

    @Slot()
    def replayDeal(self) -> None:
        """Play the deal that just ended again from its first card (nothing of it counts)."""
        if not (self._state["summaryVisible"] or self._state["matchOver"]):
            self._reject("no_finished_deal", "there is no finished deal to replay")
            return
        self._kept_close = dict(self._state["summary"].get("close", {}))
        self._set("hardResult", {})
        self._set("summaryVisible", False)
        self._set("matchOver", False)
        self._set("matchWinner", -1)
        self._set("yourTurn", False)
        for key in ("trick", "lastTrick", "summary"):
            self._set(key, copy_value(DEFAULTS[key]))
        self._set("trickWinner", -1)
        self._replayRequested.emit()

    @Slot()
    def endPractice(self) -> None:
        """Leave the replayed deal: back to the real match and its deal sheet."""
        self._endPracticeRequested.emit()

    @Slot()
    def compareWithHard(self) -> None:
        """Play the finished deal again on the worker with the hard level in your seat; the
        answer comes as ``hardResult``."""
        if self._state["hardBusy"]:
            return
        self._set("hardResult", {})
        self._set("hardBusy", True)
        self._compareHardRequested.emit()

    @Slot(object)
    def _on_hint_ready(self, answer: dict[str, Any]) -> None:
        if answer.get("token") != self._hint_token:
            return  # an older request, or one cancelled by a move
        self._set("hintBusy", False)
        if answer.get("cancelled"):
            return
        moves = [dict(move) for move in answer.get("moves", [])]
        self._set("hint", moves)
        self._set("hintCards", hint_cards(moves[0]["action"]) if moves else [])
        self._set("assisted", True)

    @Slot(object)
    def _on_hard_result(self, answer: dict[str, Any]) -> None:
        self._set("hardBusy", False)
        if self._hard_stale:  # asked on a deal's sheet that has been gone on from
            self._hard_stale = False
            return
        self._set("hardResult", dict(answer))

    def _forget_hard_result(self) -> None:
        """A new deal begins: the comparison belongs to the deal it was asked on (newcomer #16
        read the last deal's "Hard in your seat" on the next deal's sheet)."""
        self._set("hardResult", {})
        self._hard_stale = bool(self._state["hardBusy"])
