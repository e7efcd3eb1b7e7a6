"""``LessonController``: a game's guided lesson (``engine.lesson.LessonRunner``) for QML.

It holds the runner and shows, as properties, the current step (its message id — the game's
``LessonWords.qml`` words it —, the cards it marks, what it waits for), the answer to the last
move tried, and the progress to save. A lesson moves no AI search: its AI moves are fixed in
the lesson's data, a move is a rules check and a step back a replay of a few dozen moves
(milliseconds), so it runs on the GUI thread. Nothing here is display text.

``waitsFor`` is one of ``next`` (a note: Next), ``move`` (the human's move), ``ai`` (a fixed
AI move: the view plays it with ``next()``, after its own pause), ``take_back`` (a move that is
not the lesson's was played), ``done`` (the lesson is over) or ``""`` (no lesson).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from cardavia_desktop.engine.lesson import (
    HUMAN,
    LessonError,
    LessonRunner,
    load_lesson,
)

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
class LessonController(QObject):
    """One lesson at a time: start or resume it, step through it, leave it."""

    changed = Signal()
    """Any shown property changed."""
    moved = Signal(list, arguments=["events"])
    """A move was played (the lesson's, an AI's, a wrong one, or a take-back): its events."""
    left = Signal(str, dict, arguments=["game", "progress"])
    """The lesson was left (``leave``): what to save to resume it."""
    completed = Signal(str, arguments=["game"])
    """The lesson's last step was passed: the tile may be marked as learnt."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner: LessonRunner | None = None
        self._answer: dict[str, Any] = {}

    # -- starting and leaving -------------------------------------------------------------
    @Slot(str)
    def start(self, game: str) -> None:
        """Start ``game``'s lesson from its first step."""
        self._runner = LessonRunner(load_lesson(game))
        self._answer = {}
        self.changed.emit()

    @Slot(str, "QVariantMap", result=bool)
    def resume(self, game: str, progress: dict[str, Any]) -> bool:
        """Resume ``game``'s lesson from saved ``progress``; False (and the lesson started
        from its first step) when the progress does not fit this lesson."""
        try:
            self._runner = LessonRunner(load_lesson(game), dict(progress))
            resumed = True
        except LessonError:
            self._runner = LessonRunner(load_lesson(game))
            resumed = False
        self._answer = {}
        self.changed.emit()
        return resumed

    @Slot()
    def leave(self) -> None:
        """Leave the lesson: ``left`` brings the progress to save (a wrong move is dropped)."""
        runner = self._runner
        if runner is None:
            return
        game, progress = runner.lesson.game, runner.progress()
        self._runner = None
        self._answer = {}
        self.changed.emit()
        self.left.emit(game, progress)

    # -- stepping -------------------------------------------------------------------------
    @Slot()
    def next(self) -> None:
        """Past a note, or play the current AI move."""
        self._do(lambda runner: runner.next())

    @Slot()
    def back(self) -> None:
        """Back to the previous note or move (or take the wrong move back)."""

        def go(runner: LessonRunner) -> list[dict[str, Any]]:
            runner.back()
            return []

        self._do(go)

    @Slot()
    def takeBack(self) -> None:
        """Take back a move that was not the lesson's."""
        self._do(lambda runner: runner.take_back())

    @Slot(str)
    def play(self, move: str) -> None:
        """The human tries ``move``: ``answer`` says what the lesson made of it."""
        runner = self._runner
        if runner is None:
            return
        try:
            answer = runner.play(move)
        except LessonError as refusal:
            answer = {"outcome": "refused", "code": refusal.code}
        events = answer.pop("events", [])
        self._answer = answer
        self.changed.emit()
        if events:
            self.moved.emit(events)
        self._check_done()

    def _do(self, action: Any) -> None:
        runner = self._runner
        if runner is None:
            return
        try:
            events = action(runner)
        except LessonError as refusal:
            self._answer = {"outcome": "refused", "code": refusal.code}
            self.changed.emit()
            return
        self._answer = {}
        self.changed.emit()
        if events:
            self.moved.emit(events)
        self._check_done()

    def _check_done(self) -> None:
        runner = self._runner
        if runner is not None and runner.finished:
            self.completed.emit(runner.lesson.game)

    # -- what QML shows -------------------------------------------------------------------
    def _step_value(self, name: str, default: Any) -> Any:
        """A field of the current step (still shown while a wrong move waits to be taken back)."""
        runner = self._runner
        step = None if runner is None else runner.step
        return default if step is None else getattr(step, name)

    def _get_game(self) -> str:
        return "" if self._runner is None else self._runner.lesson.game

    def _get_active(self) -> bool:
        return self._runner is not None

    def _get_step_index(self) -> int:
        return -1 if self._runner is None else self._runner.index

    def _get_step_count(self) -> int:
        return 0 if self._runner is None else len(self._runner.lesson.steps)

    def _reading(self) -> tuple[int, int]:
        runner = self._runner
        return (0, 0) if runner is None else (runner.reading_index, runner.reading_total)

    def _get_message_id(self) -> str:
        return self._step_value("text", None) or ""

    def _get_marked(self) -> list[str]:
        return list(self._step_value("mark", ()))

    def _get_sections(self) -> list[int]:
        return list(self._step_value("sections", ()))

    def _get_expected_move(self) -> str:
        step_kind = self._step_value("kind", "")
        return (self._step_value("move", None) or "") if step_kind == "move" else ""

    def _get_waits_for(self) -> str:
        runner = self._runner
        if runner is None:
            return ""
        if runner.detour is not None:
            return "take_back"
        step = runner.step
        return "done" if step is None else {"note": "next"}.get(step.kind, step.kind)

    def _get_can_go_back(self) -> bool:
        runner = self._runner
        if runner is None:
            return False
        return runner.detour is not None or any(
            step.kind != "ai" for step in runner.lesson.steps[: runner.index]
        )

    def _get_answer(self) -> dict[str, Any]:
        return dict(self._answer)

    def _get_progress(self) -> dict[str, Any]:
        return {} if self._runner is None else self._runner.progress()

    def _get_observation(self) -> dict[str, Any]:
        return {} if self._runner is None else self._runner.match.observation(HUMAN)

    def _get_legal_actions(self) -> list[str]:
        runner = self._runner
        if runner is None or runner.match.current_player != HUMAN:
            return []
        return runner.match.legal_actions()

    game = Property(str, _get_game, notify=changed)
    active = Property(bool, _get_active, notify=changed)
    stepIndex = Property(int, _get_step_index, notify=changed)
    stepCount = Property(int, _get_step_count, notify=changed)
    readingIndex = Property(int, lambda self: self._reading()[0], notify=changed)
    """The reading step (a note or your move) at or after the step, from 1."""
    readingTotal = Property(int, lambda self: self._reading()[1], notify=changed)
    messageId = Property(str, _get_message_id, notify=changed)
    marked = Property(list, _get_marked, notify=changed)
    sections = Property(list, _get_sections, notify=changed)
    expectedMove = Property(str, _get_expected_move, notify=changed)
    waitsFor = Property(str, _get_waits_for, notify=changed)
    canGoBack = Property(bool, _get_can_go_back, notify=changed)
    answer = Property(dict, _get_answer, notify=changed)
    progress = Property(dict, _get_progress, notify=changed)
    observation = Property(dict, _get_observation, notify=changed)
    legalActions = Property(list, _get_legal_actions, notify=changed)
