"""Learn: a game's guided lesson (``engine.lesson.LessonRunner``) played on the real table.

Like Watch, the lesson's deal (its seed, dealer and deck) takes the table while the real match
waits aside in ``_practice``, untouched: nothing of a lesson is saved or counted. The AI seats
play the lesson's fixed moves (one per readable pause, on the table's timer); your move goes
to the runner, which takes the lesson's move, answers another legal one with the hint's facts
for both moves (it stays on the table until it is taken back) and refuses an illegal one with
the engine's refusal. Every step tells the table the lesson's state (``lesson`` in the
payload): its step, the cards it marks, what it waits for, the answer and the progress.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

from .base import HUMAN, WorkerState, guarded


class Lessons(WorkerState):
    """The lesson at the table (``_lesson``, a ``LessonRunner``) and its intents."""

    _lesson: Any = None
    _lesson_answer: dict[str, Any] = {}  # noqa: RUF012 (replaced, never mutated)

    def _in_lesson(self) -> bool:
        return self._lesson is not None

    @Slot(dict)
    @guarded("start_lesson")
    def start_lesson(self, progress: dict[str, Any]) -> None:
        """Start the game's lesson, or resume it from ``progress`` (a fresh start when it does
        not fit the lesson); the real match waits aside until ``stop_lesson``."""
        from cardavia_desktop.engine.lesson import LessonError, LessonRunner, load_lesson

        if self._match is None or self._practice is not None:
            self.rejected.emit("no_lesson", "cannot start a lesson now", "lesson")  # type: ignore[attr-defined]
            return
        lesson = load_lesson(self._game)
        try:
            runner = LessonRunner(lesson, dict(progress) if progress else None)
        except LessonError:
            runner = LessonRunner(lesson)
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)  # type: ignore[attr-defined]
        self._practice = {
            "lesson": True,
            "match": self._match,
            "held": self._held,
            "seed": self._seed,
            "trick_held": self._trick_held,
            "bots": self._bots,
            "level": self._level,
            "partner_level": self._partner_level,
            "events": list(self._last_deal),
            "view": self._last_view,
        }
        self._lesson, self._lesson_answer = runner, {}
        self._match, self._bots = runner.match, {}
        self._seed = runner.match.seed  # the table tells the lesson's deal number
        self._held = self._after_trick = self._trick_held = False
        self._emit([])

    @Slot()
    @guarded("stop_lesson")
    def stop_lesson(self) -> None:
        """Leave the lesson: the real match at the table again, exactly as it was left."""
        if self._lesson is None:
            return
        self._lesson, self._lesson_answer = None, {}
        self._end_watch()  # the same way back as after Watch: the kept match and its table

    @Slot()
    @guarded("lesson_next")
    def lesson_next(self) -> None:
        """Past a note (the lesson's AI moves come by themselves)."""
        self._lesson_do(lambda runner: runner.next())

    @Slot()
    @guarded("lesson_back")
    def lesson_back(self) -> None:
        """Back to the previous step (or take a wrong move back)."""

        def back(runner: Any) -> list[dict[str, Any]]:
            runner.back()
            return []

        self._lesson_do(back)

    @Slot()
    @guarded("lesson_take_back")
    def lesson_take_back(self) -> None:
        """Take back the move that was not the lesson's."""
        self._lesson_do(lambda runner: runner.take_back())

    def _lesson_do(self, action: Any) -> None:
        from cardavia_desktop.engine.lesson import LessonError

        runner = self._lesson
        if runner is None:
            return
        self._timer.stop()
        try:
            events = action(runner)
        except LessonError as refusal:
            self._lesson_answer = {"outcome": "refused", "code": refusal.code}
            self._emit([])
            return
        self._lesson_answer = {}
        self._lesson_show(events)

    def _lesson_show(self, events: list[dict[str, Any]]) -> None:
        """Show the runner's match after a step (a step back replays it: a new ``Match``)."""
        if self._match is not self._lesson.match or any(
            event.get("type") == "take_back" for event in events
        ):
            self._held = False  # a wrong move that ended the deal is undone too
        self._match = self._lesson.match
        self._emit(events)

    def _lesson_act(self, action: str) -> None:
        """Your move in a lesson: the runner's answer, the move shown (or refused)."""
        from cardavia_desktop.engine.lesson import LessonError

        runner = self._lesson
        try:
            answer = runner.play(action)
        except LessonError as refusal:
            answer = {"outcome": "refused", "code": refusal.code}
        if answer["outcome"] == "illegal":  # the engine's refusal, as at any table
            self.rejected.emit(answer["code"], answer["code"], action)  # type: ignore[attr-defined]
        events = answer.pop("events", [])
        self._lesson_answer = answer
        self._lesson_show(events)

    def _lesson_state(self) -> dict[str, Any] | None:
        """What the table shows of the lesson (``None`` outside one)."""
        runner = self._lesson
        if runner is None:
            return None
        step = runner.step
        if runner.detour is not None:
            waits = "take_back"
        elif step is None:
            waits = "done"
        else:
            waits = {"note": "next"}.get(step.kind, step.kind)
        return {
            "game": runner.lesson.game,
            "step": runner.index,
            "count": len(runner.lesson.steps),
            "message": "" if step is None else (step.text or ""),
            "marked": [] if step is None else list(step.mark),
            "expected": (step.move or "") if step is not None and step.kind == "move" else "",
            "waits_for": waits,
            "can_go_back": runner.detour is not None
            or any(s.kind != "ai" for s in runner.lesson.steps[: runner.index]),
            "answer": dict(self._lesson_answer),
            "progress": runner.progress(),
        }

    # -- the lesson's AI moves: on the table's timer, one per readable pause --------------

    def _schedule_bot(self) -> None:
        runner = self._lesson
        if runner is None:
            super()._schedule_bot()  # type: ignore[safe-super]
            return
        step = runner.step
        waiting = self._held or self._trick_held  # a sheet or a held trick waits for you
        if step is not None and step.kind == "ai" and runner.detour is None and not waiting:
            self._timer.start(self._delay_ms)

    def _apply_bot_move(self) -> None:
        if self._lesson is None:
            super()._apply_bot_move()  # type: ignore[safe-super]
            return
        self._lesson_do(lambda runner: runner.next())


__all__ = ["HUMAN", "Lessons"]
