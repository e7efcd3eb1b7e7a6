"""``TableLesson``: Learn, a game's guided lesson on the real table, the same at every table.

The worker plays the lesson's deal (``worker/lesson.py``) while the match you play waits aside,
untouched: nothing of a lesson is saved or counted. ``lesson`` (a ``LessonAtTable``) is what
``LessonOverlay.qml`` reads and drives: the step and the reading steps' count, the cards it
marks (also shown on the table as ``hintCards``) and the buttons (``verbs``), what it waits for,
the moves just played (the AI's, yours played for you), the answer to your last move, and
Next / Back / Take back / Leave.
The table shows exactly the lesson's deal: what your match left on it goes when a lesson starts.
``GameController`` derives from this class and connects the intents to its worker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Qt, Signal, Slot

from .table_why import TableWhy

if TYPE_CHECKING:
    from .tables.base import TableViewModel

_QUEUED = Qt.ConnectionType.QueuedConnection


class LessonAtTable(QObject):
    """The lesson at a table, as the worker last told it (``LessonOverlay``'s ``lesson``)."""

    changed = Signal()
    nextRequested = Signal()
    backRequested = Signal()
    takeBackRequested = Signal()
    leaveRequested = Signal()
    skipRequested = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: dict[str, Any] = {}

    def show(self, state: dict[str, Any] | None) -> None:
        """The worker's ``lesson`` payload (``None``: no lesson at the table)."""
        state = dict(state or {})
        if state != self._state:
            self._state = state
            self.changed.emit()

    def _value(self, key: str, default: Any) -> Any:
        return self._state.get(key, default)

    @Slot()
    def next(self) -> None:
        """On past a note (ignored unless the step waits for Next)."""
        if self._value("waits_for", "") == "next":
            self.nextRequested.emit()

    @Slot()
    def back(self) -> None:
        """Back to the previous step."""
        if self._value("can_go_back", False):
            self.backRequested.emit()

    @Slot()
    def takeBack(self) -> None:
        """Take back the move that was not the lesson's."""
        if self._value("waits_for", "") == "take_back":
            self.takeBackRequested.emit()

    @Slot()
    def skip(self) -> None:
        """Skip ahead in the lesson's finish: its moves at once, up to its next words."""
        if self._value("finishing", False) and self._value("waits_for", "") == "ai":
            self.skipRequested.emit()

    @Slot()
    def leave(self) -> None:
        """Leave the lesson (its progress stays saved): back to your match."""
        if self._state:
            self.leaveRequested.emit()

    active = Property(bool, lambda self: bool(self._state), notify=changed)
    game = Property(str, lambda self: self._value("game", ""), notify=changed)
    stepIndex = Property(int, lambda self: self._value("step", -1), notify=changed)
    stepCount = Property(int, lambda self: self._value("count", 0), notify=changed)
    readingIndex = Property(int, lambda self: self._value("reading", 0), notify=changed)
    """The reading step (a note or your move) at or after the step, from 1: "Step 5 of 20"."""
    readingTotal = Property(int, lambda self: self._value("reading_total", 0), notify=changed)
    verbs = Property(list, lambda self: list(self._value("verbs", [])), notify=changed)
    """The buttons the step marks, by the verb of their move (``marry``, ``bet``…, and the
    whole move, ``marry:EK``)."""
    paused = Property(bool, lambda self: self._value("paused", False), notify=changed)
    """A trick the AI finished, or the deal's sheet, waits for Next."""
    sheet = Property(bool, lambda self: self._value("sheet", False), notify=changed)
    """The lesson's deal ended: its sheet shows until Next."""
    sheetNote = Property(bool, lambda self: self._value("sheet_note", False), notify=changed)
    """The step is a note that reads beside the deal's sheet (its words, not "Look at how
    the deal ended"; the sheet's Next goes on past it)."""
    played = Property(list, lambda self: list(self._value("played", [])), notify=changed)
    """The moves played since the step you last read, the AI's and yours played for you
    (``{seat, action, events}``: the overlay tells them from their events)."""
    messageId = Property(str, lambda self: self._value("message", ""), notify=changed)
    marked = Property(list, lambda self: list(self._value("marked", [])), notify=changed)
    ring = Property(str, lambda self: self._value("ring", ""), notify=changed)
    """The marked card of your hand the step's move plays: the keyboard's ring goes there."""
    expectedMove = Property(str, lambda self: self._value("expected", ""), notify=changed)
    waitsFor = Property(str, lambda self: self._value("waits_for", ""), notify=changed)
    canGoBack = Property(bool, lambda self: self._value("can_go_back", False), notify=changed)
    answer = Property(dict, lambda self: dict(self._value("answer", {})), notify=changed)
    progress = Property(dict, lambda self: dict(self._value("progress", {})), notify=changed)
    finishing = Property(bool, lambda self: self._value("finishing", False), notify=changed)
    """The lesson's finish: it plays your remaining moves for you (Skip ahead offered)."""
    yourMatch = Property(bool, lambda self: self._value("your_match", False), notify=changed)
    """The match you left for the lesson is under way (you decided in it): the finished lesson
    leads back to it; else back to the table."""


class TableLesson(TableWhy):
    """Learn at the table: ``lesson``, ``startLesson`` and the lesson's flow from the worker."""

    _lessonStartRequested = Signal(dict)
    _lessonStopRequested = Signal()

    if TYPE_CHECKING:
        _table: TableViewModel  # GameController's: the game's view model of the table

        def continueDeal(self) -> None:
            """GameController's: the deal's sheet closes, the next deal goes on."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lesson = LessonAtTable(self)
        self._lesson_awaited = False
        """Learn was clicked and the lesson's first step has not come yet: a step of your
        match sent before the worker took the lesson up is shown, never acted on."""

    def _connect_lesson(self, worker: Any) -> None:
        """Connect the lesson's intents to the table's worker (queued: it lives on its thread)."""
        self._lessonStartRequested.connect(worker.start_lesson, _QUEUED)
        self._lessonStopRequested.connect(worker.stop_lesson, _QUEUED)
        self._lesson.nextRequested.connect(self._lesson_next)
        self._lessonNextRequested.connect(worker.lesson_next, _QUEUED)
        self._lesson.backRequested.connect(self._lesson_back)
        self._lesson.takeBackRequested.connect(self._lesson_take_back)
        self._lessonTakeBackRequested.connect(worker.lesson_take_back, _QUEUED)
        self._lesson.skipRequested.connect(worker.lesson_skip, _QUEUED)
        self._lesson.leaveRequested.connect(self.stopLesson)
        self._lessonBackRequested.connect(worker.lesson_back, _QUEUED)

    _lessonBackRequested = Signal()
    _lessonNextRequested = Signal()
    _lessonTakeBackRequested = Signal()

    def _get_lesson(self) -> QObject:
        return self._lesson

    lesson = Property(QObject, _get_lesson, constant=True)
    """The lesson at this table (``LessonAtTable``; ``lesson.active`` while one is played)."""

    @Slot("QVariantMap")
    def startLesson(self, progress: dict[str, Any]) -> None:
        """Play this game's lesson on the table, from ``progress`` (``{}``: from its start);
        your match waits aside, untouched."""
        if self._lesson.active or self._watching or not self._state["running"]:
            return
        self.clearHint()
        self._table.step_gone()
        self._lesson_awaited = True
        self._clear_table()
        self._set("hardResult", {})
        self._set("yourTurn", False)
        self._lessonStartRequested.emit(dict(progress))

    @Slot()
    def stopLesson(self) -> None:
        """Back to your match, as you left it (the lesson's progress stays with the settings)."""
        if not self._lesson.active:
            return
        self._table.step_gone()
        self._clear_table()
        self._lesson.show(None)
        self._set("hintCards", [])
        self._lessonStopRequested.emit()

    def _said_press_next(self) -> bool:
        """While the lesson waits for its Next that is the reason anything is refused (said:
        ``True``); newcomers #25 and #29 ("This round is over: first press Next round")."""
        if self._lesson.waitsFor != "next":
            return False
        self._reject("lesson_next", "the lesson waits for its Next")
        return True

    def _table_refused(self, code: str, message: str) -> None:
        """A refusal of the game's view model (a card, a dimmed button)."""
        if not self._said_press_next():
            self._reject(code, message)

    def _reject_not_now(self) -> None:
        """An aid asked when it cannot help (the hint, a take-back)."""
        if not self._said_press_next():
            super()._reject_not_now()

    @Slot(int)
    def startWatchingDeal(self, deal: int) -> None:
        """Watch a numbered match (not during a lesson)."""
        if not self._lesson.active:
            super().startWatchingDeal(deal)

    def _leave_watched_match(self) -> bool:
        """New match during a lesson (its sheet's, or the page's) leads back to your match,
        giving nothing up (``True``), as after a watched deal."""
        if self._lesson.active:
            self.stopLesson()
            return True
        return super()._leave_watched_match()

    def _lesson_next(self) -> None:
        """Next: past the lesson's deal's sheet (it closes, the lesson goes on), else the step.
        A deal that ended the lesson's match closes its sheet too: a table shows the match's
        sheet while the match is over, and none stays under the lesson's next steps with its
        New deal and Replay buttons (Scopa's, whose match goes on, never did)."""
        if self._lesson._value("sheet", False) and self._state["summaryVisible"]:
            self.continueDeal()
            self._set("matchOver", False)
        else:
            self._lessonNextRequested.emit()

    def _lesson_back(self) -> None:
        self._clear_table()  # the trick on the table is replayed
        self._lessonBackRequested.emit()

    def _lesson_take_back(self) -> None:
        """Take back: the table shows the step again as it was (its trick replayed), never
        the card taken back."""
        self._clear_table()
        self._lessonTakeBackRequested.emit()

    def _lesson_stepped(self, payload: dict[str, Any]) -> None:
        """Follow a step's payload: the lesson's state, its marked cards on the table."""
        state = payload.get("lesson")
        if self._lesson_awaited and state is None:
            self._table.step_gone()  # your match's, sent before the lesson began
        elif state is not None:
            self._lesson_awaited = False
        was = self._lesson.active
        self._lesson.show(state)
        if state is not None:
            self._set("hintCards", list(state.get("marked", [])))
            events = payload.get("events", [])
            if state.get("waits_for") == "done":  # one way out: the lesson's own button
                self._set("summaryVisible", False)
                self._set("matchOver", False)
            if not was and not any(event.get("type") == "trick" for event in events):
                # the lesson's own trick, never one your match left on the table
                self._set("trick", list(payload.get("observation", {}).get("trick", [])))
                self._set("trickWinner", -1)
        elif was:
            self._set("hintCards", [])
