"""Learn: a game's guided lesson (``engine.lesson.LessonRunner``) played on the real table.

Like Watch, the lesson's deal (its seed, dealer and deck) takes the table while the real match
waits aside in ``_practice``, untouched: nothing of a lesson is saved or counted. The AI seats
play the lesson's fixed moves at a readable pace (on the table's timer, a longer pause after
your move so that its answer can be read); when one of them finishes a trick and the lesson
goes on with more moves, the lesson waits for Next with that trick on the table (a note after
them waits anyway); a deal's end waits for the lesson's Next too (it closes the deal's sheet),
after the note that tells that end, which reads with the finished deal on the table (the
lesson's state carries the events that ended it, ``end``: its result shows before its sheet).
Your move goes to the runner, which takes the lesson's move, answers
another legal one with the hint's facts for both moves (it stays on the table, held as
played, until it is taken back) and refuses an illegal one with the engine's refusal. Every
step tells the table the lesson's state (``lesson`` in the payload): its step and the reading
steps' count, the cards and buttons (``@verb``) it marks, what it waits for, the moves just
played for the AI or for you (each with its events, for the overlay to tell in the table's
words: what was played, what it took), the answer and the progress. A lesson resumed (or
stepped back) shows again the last move before its step, so that a trick the step speaks of
is on the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

from ..story import SKIPPED
from .base import HUMAN, WorkerState, guarded
from .lesson_views import (
    final_view,
    held_wrong_move,
    played_entry,
    ring_cards,
    step_marks,
    taken_in,
    tallies,
    under_way,
    waits_for,
)
from .table import finished_deal_view

LESSON_PACE_MS = 1200
"""The least pause before each of a lesson's AI moves (unless the table plays at once)."""
ANSWER_PACE_MS = 2000
"""The least pause after your lesson move before the AI goes on: its answer is read first."""
FINISH_PACE_MS = 450
"""The pause before each move of the lesson's finish (your moves played for you, the AI's):
brisk, with no trick held for Next (or none at all once you skip ahead)."""


class Lessons(WorkerState):
    """The lesson at the table (``_lesson``, a ``LessonRunner``) and its intents."""

    _lesson: Any = None
    _lesson_answer: dict[str, Any] = {}  # noqa: RUF012 (replaced, never mutated)
    _lesson_played: list[dict[str, Any]] = []  # noqa: RUF012 (the moves played since you last read)
    _lesson_paused = False  # a trick the AI finished waits on the table for Next
    _lesson_answered = False  # your lesson move was just played: its answer is read first
    _lesson_final: dict[str, Any] | None = None  # the lesson's last deal, as it ended
    _lesson_skipping = False  # Skip ahead: the finish's moves at once, up to the next words
    _lesson_deal_end: tuple[list[dict[str, Any]], dict[str, Any]] | None = None
    """A deal's end whose sheet waits for the note that tells it (its events, the sheet's
    view)."""
    _lesson_ending: list[dict[str, Any]] = []  # noqa: RUF012 (replaced, never mutated)
    """The events that ended the lesson's last finished deal, up to its ``deal_end``: the
    table shows that end from them while a note tells it, on its sheet and in the final
    position (``end`` in the lesson's state)."""
    _lesson_held_end = False
    """A move that is not the lesson's ended the deal: held as played, the table shows that
    end (its sheet never opens) until it is taken back."""
    _lesson_story_hidden = 0
    """How many of the deal story's last events a wrong move held as played goes on to and the
    table never shows (the trick it completed, the cards drawn: ``held_wrong_move``)."""

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
        self._practice = self._set_aside(lesson=True)
        self._lesson, self._lesson_answer = runner, {}
        self._bots = {}
        self._seed = runner.match.seed  # the table tells the lesson's deal number
        self._held = self._after_trick = self._trick_held = False
        self._lesson_played, self._lesson_paused, self._lesson_answered = [], False, False
        self._lesson_final, self._lesson_skipping = None, False
        self._lesson_deal_end, self._lesson_ending = None, []
        self._lesson_held_end, self._lesson_story_hidden = False, 0
        self._lesson_show(self._lesson_replay_last(runner))

    def _lesson_replay_last(self, runner: Any) -> list[dict[str, Any]]:
        """Replay the last move before the runner's step (from a copy of its line, the same
        moves), so that what it left on the table (a finished trick) shows again; its events
        (none before the first move, or when it ended a deal: its sheet is not shown again, and
        the lesson's last deal shows as it ended)."""
        from cardavia_desktop.engine.lesson import LessonRunner

        steps = runner.lesson.steps
        last = max((i for i in range(runner.index) if steps[i].move is not None), default=None)
        if last is None or runner.detour is not None:
            return []
        moves = sum(1 for step in steps[:last] if step.move is not None)
        before = LessonRunner(runner.lesson, {**runner.progress(), "step": last, "moves": moves})
        seen = before.match.observation(HUMAN)
        events = before.match.apply(str(steps[last].move))
        before.index = runner.index
        self._lesson = before
        if any(event.get("type") in ("deal_end", "match_end") for event in events):
            if self._lesson_note_on_end():  # the note tells the deal's end: shown with it
                self._last_view = seen  # (the deal's view before its last move)
                return events
            if not self._lesson_moves_ahead():
                after = before.match.observation(HUMAN)
                self._lesson_final = final_view(seen, after, events, before.match.is_over)
                self._lesson_ending = ending(events)
            return []
        return events

    def _lesson_note_on_end(self) -> bool:
        """Whether the lesson's step is a note that reads (no move of its own): after a move
        that ended a deal, it tells that end while the table still shows it, before the
        deal's sheet and the next deal (Lock & Bet's showdown, Scopa's last cards)."""
        runner = self._lesson
        step = runner.step
        return runner.detour is None and step is not None and step.kind == "note" and not step.move

    def _lesson_finishing(self) -> bool:
        """Whether the lesson is in its finish: no move of yours is asked for any more and it
        plays some for you (a forced step ahead): moves to watch, not to read one by one."""
        runner = self._lesson
        ahead = runner.lesson.steps[runner.index :]
        return (
            runner.detour is None
            and not any(step.kind == "move" for step in ahead)
            and any(step.forced and step.kind == "ai" for step in ahead)
        )

    @Slot()
    @guarded("lesson_skip")
    def lesson_skip(self) -> None:
        """Skip ahead in the lesson's finish: its moves come at once, up to its next words
        (a note, or the deal's sheet)."""
        runner = self._lesson
        if runner is None or not self._lesson_finishing() or self._held:
            return
        self._lesson_skipping, self._lesson_paused = True, False
        self._emit([])

    def _lesson_moves_ahead(self) -> bool:
        """Whether a move is still to come in the lesson (else its deal is its last)."""
        runner = self._lesson
        return any(step.move is not None for step in runner.lesson.steps[runner.index :])

    def _lesson_sheet_closed(self) -> None:
        """The lesson's deal's sheet closes and the lesson goes on: on its last deal, the
        table keeps that deal as it ended (the final position), not the next one dealt."""
        if self._lesson_sheet_note():
            self._lesson.next()  # the note read beside the sheet (it plays no move)
        self._held = False
        self._lesson_answer = {}  # 'Well played' answered the move before the sheet
        if not self._lesson_moves_ahead():
            self._lesson_final = self._last_view
        self._lesson_show([])

    def _lesson_sheet_note(self) -> bool:
        """Whether the lesson's step is a note that reads beside the deal's sheet open now
        (``with_sheet``: Scopa's prizes, with the sheet's tallies in view)."""
        runner = self._lesson
        step = runner.step
        return self._held and self._lesson_note_on_end() and bool(step.with_sheet)

    @Slot()
    @guarded("stop_lesson")
    def stop_lesson(self) -> None:
        """Leave the lesson: the real match at the table again, exactly as it was left."""
        if self._lesson is None:
            return
        self._lesson, self._lesson_answer, self._lesson_final = None, {}, None
        self._lesson_deal_end, self._lesson_ending = None, []
        self._lesson_held_end, self._lesson_story_hidden = False, 0
        self._end_watch()  # the same way back as after Watch: the kept match and its table

    @Slot()
    @guarded("lesson_next")
    def lesson_next(self) -> None:
        """Past a note, or on from a trick the AI finished (the AI's moves come by themselves)."""
        if self._lesson is not None and self._lesson_paused:
            self._lesson_paused, self._lesson_played = False, []
            self._lesson_answer = {}
            self._emit([])
            return
        if self._lesson is not None and self._lesson_deal_end is not None:
            self._lesson_end_sheet()
            return
        runner = self._lesson
        step = runner.step if runner is not None and runner.detour is None else None
        forced = step is not None and step.kind == "note" and step.move is not None
        only = forced and runner is not None and len(runner.match.legal_actions()) == 1
        self._lesson_do(lambda runner: runner.next(), played_for_you=forced, only=only)

    @Slot()
    @guarded("lesson_back")
    def lesson_back(self) -> None:
        """Back to the previous step (or take a wrong move back)."""

        def back(runner: Any) -> list[dict[str, Any]]:
            runner.back()
            return []

        self._lesson_do(back, replay=True)

    @Slot()
    @guarded("lesson_take_back")
    def lesson_take_back(self) -> None:
        """Take back the move that was not the lesson's: the step is shown again as it was
        (its last move replayed, as Back does), never the card taken back."""
        self._lesson_do(lambda runner: runner.take_back(), replay=True)

    def _lesson_do(
        self, action: Any, replay: bool = False, played_for_you: bool = False, only: bool = False
    ) -> None:
        """Do ``action`` on the runner and show the step it leads to; ``played_for_you``: it
        plays your move (a forced note's Next), told as played for you (``only``: your only
        legal move)."""
        from cardavia_desktop.engine.lesson import LessonError

        runner = self._lesson
        if runner is None:
            return
        self._timer.stop()
        self._lesson_paused, self._lesson_answered = False, False
        self._lesson_skipping, self._lesson_deal_end = False, None
        self._lesson_held_end, self._lesson_story_hidden = False, 0
        try:
            events = action(runner)
        except LessonError as refusal:
            self._lesson_answer = {"outcome": "refused", "code": refusal.code}
            self._emit([])
            return
        self._lesson_answer, self._lesson_played = {}, []
        if played_for_you and events:
            move = runner.match.history[-1]
            self._lesson_played = [played_entry(HUMAN, move, events, only)]
        if replay:
            self._lesson_final = None
        self._lesson_show(self._lesson_replay_last(runner) if replay else events)

    def _lesson_show(
        self, events: list[dict[str, Any]], view: dict[str, Any] | None = None
    ) -> None:
        """Show the runner's match after a step (a step back replays it: a new ``Match``);
        ``view``: what the table shows instead of the match (a wrong move held as played)."""
        if self._match is not self._lesson.match or any(
            event.get("type") == "take_back" for event in events
        ):
            self._held = False  # a wrong move that ended the deal is undone too
        self._match = self._lesson.match
        if events:  # a move: the table follows the lesson's match again
            self._lesson_final = None
            match = self._lesson.match
            ended = any(event.get("type") == "deal_end" for event in events)
            if ended:  # the table shows this deal's end until the next deal (or for good)
                self._lesson_ending = ending(events)
            after = match.observation(HUMAN)
            if ended and not self._lesson_moves_ahead():  # the lesson's last deal, as it ended
                self._lesson_final = final_view(self._last_view, after, events, match.is_over)
            if ended and self._lesson_note_on_end():
                # the note that tells the deal's end reads with that end on the table (the
                # last cards still on it: Scopa's leftovers); its sheet (whose view and the
                # final position count them taken) and the next deal wait for its Next
                held = finished_deal_view(self._last_view, after, events)
                taken_in(held, [e for e in events if e.get("type") == "capture"])  # not leftovers
                view = self._lesson_final if match.is_over and self._lesson_final else held
                if self._lesson.step.with_sheet:  # shown again (Back, resumed): beside the sheet
                    self._held = True
                    ends = [e for e in events if e.get("type") in ("deal_end", "match_end")]
                    self._emit(ends, view=self._lesson_final or view)
                    return
                self._lesson_deal_end = (events, self._lesson_final or view)
                # what led to the end (the reveal, the pot paid), not the next deal's deal
                # and antes: the deal's end itself comes with its sheet (``end`` tells it)
                self._emit(self._lesson_ending[:-1], view=view)
                return
        self._emit(events, view=view or self._lesson_final)

    def _lesson_end_sheet(self) -> None:
        """Past the note that told a deal's end: that deal's sheet opens (its Next then goes
        on to the next deal, or the lesson's final position)."""
        events, view = self._lesson_deal_end or ([], {})
        self._lesson_deal_end = None
        self._lesson.next()  # past the note (it plays no move)
        self._lesson_answer, self._lesson_played = {}, []
        ends = [e for e in events if e.get("type") in ("deal_end", "match_end")]
        self._held = True  # the sheet waits for Next, also when that deal ended the match
        self._emit(ends, view=view)

    def _lesson_try(self, play: Any, move: str) -> dict[str, Any]:
        """The runner's answer to ``play(runner)``, your ``move`` (a refusal of the lesson's
        is an answer too); the engine's refusal of an illegal move is told as at any table."""
        from cardavia_desktop.engine.lesson import LessonError

        try:
            answer: dict[str, Any] = play(self._lesson)
        except LessonError as refusal:
            answer = {"outcome": "refused", "code": refusal.code, "move": move}
        if answer["outcome"] == "illegal":
            self.rejected.emit(answer["code"], answer["code"], move)  # type: ignore[attr-defined]
        return answer

    def _lesson_act(self, action: str) -> None:
        """Your move in a lesson: the runner's answer, the move shown (or refused). A forced
        step's lone move that the table made by itself (Minchiate's pass) is told as played
        for you, not as your lesson move."""
        runner = self._lesson
        step = runner.step
        lone = step is not None and step.kind == "ai" and len(runner.match.legal_actions()) == 1
        before = runner.match.observation(HUMAN)
        answer = self._lesson_try(lambda runner: runner.play(action), action)
        events = answer.pop("events", [])
        if lone and answer["outcome"] == "lesson_move":  # the answer to your last move stays
            told = played_entry(HUMAN, str(answer["move"]), events, only=True)
            self._lesson_played = [*self._lesson_played, told]
            self._lesson_show(events)
            return
        self._lesson_answer, self._lesson_played, self._lesson_paused = answer, [], False
        self._lesson_answered = answer["outcome"] == "lesson_move"
        if self._lesson_answered:  # the trick's lines name your card too (newcomer #22)
            self._lesson_played = [played_entry(HUMAN, action, events, yours=True)]
        if answer["outcome"] == "other_move":  # held as played, until it is taken back
            full = events
            events, view, end = held_wrong_move(before, runner.match.observation(HUMAN), full)
            self._lesson_story_hidden = sum(
                1 for event in full[len(events) :] if event.get("type") not in SKIPPED
            )
            if end:  # the deal it ended shows as it ended (nothing hidden turned up)
                self._lesson_ending, self._lesson_held_end = end, True
            self._lesson_show(events, view)
            return
        self._lesson_show(events)

    def _lesson_act_together(self, actions: list[str]) -> None:
        """Your moves that make one choice (Minchiate's two-card discard), judged whole: the
        lesson's played, another choice answered with nothing applied, an illegal one refused."""
        answer = self._lesson_try(lambda runner: runner.play_together(actions), actions[0])
        events = answer.pop("events", [])
        self._lesson_answer, self._lesson_played, self._lesson_paused = answer, [], False
        self._lesson_answered = answer["outcome"] == "lesson_move"
        self._lesson_show(events)

    def _lesson_state(self) -> dict[str, Any] | None:
        """What the table shows of the lesson (``None`` outside one)."""
        runner = self._lesson
        if runner is None:
            return None
        step = runner.step
        paused = self._lesson_paused or self._held  # a finished trick, or a deal's sheet
        waits = waits_for(runner, paused)
        reading, total = runner.reading_index, runner.reading_total
        hand = [str(code) for code in runner.match.observation(HUMAN).get("hand", [])]
        shown = step is not None and not paused  # not before the trick (or deal) is seen
        cards, verbs = step_marks(step, hand) if shown else ([], [])
        ring = next((code for code in ring_cards(step, hand) if code in cards), "") if shown else ""
        return {
            "game": runner.lesson.game,
            "step": runner.index,
            "count": len(runner.lesson.steps),
            "reading": reading,
            "reading_total": total,
            "message": "" if step is None else (step.text or ""),
            "marked": cards,
            "verbs": verbs,
            "ring": ring,
            "expected": (step.move or "") if step is not None and step.kind == "move" else "",
            "waits_for": waits,
            "paused": paused,
            "sheet": self._held,
            "sheet_note": self._lesson_sheet_note(),
            "played": [dict(move) for move in self._lesson_played],
            "can_go_back": runner.detour is not None
            or any(s.kind != "ai" for s in runner.lesson.steps[: runner.index]),
            "answer": dict(self._lesson_answer),
            "progress": runner.progress(),
            "finishing": self._lesson_finishing() and not paused,
            "skipping": self._lesson_skipping,
            "end": [dict(e) for e in self._lesson_ending] if self._lesson_shows_end() else [],
            "your_match": under_way((self._practice or {}).get("match")),
        }

    def _story(
        self, story: list[dict[str, Any]], lesson: dict[str, Any] | None
    ) -> list[dict[str, Any]]:
        """The deal's story as the table tells it: while a wrong move is held as played,
        without what it goes on to that the table does not show (newcomer #8's item 11: the
        Matto held as played read "West won the trick (7 points)" while the scores stayed 0)."""
        hidden = self._lesson_story_hidden
        if lesson is None or lesson["waits_for"] != "take_back" or hidden <= 0:
            return story
        return story[:-hidden]

    def _lesson_shows_end(self) -> bool:
        """Whether the table shows the lesson's last finished deal as it ended: while the note
        that tells it reads, on its sheet, and as the lesson's final position."""
        return bool(
            self._lesson_deal_end is not None
            or self._held
            or self._lesson_final is not None
            or self._lesson_held_end
        )

    # -- the lesson's AI moves: on the table's timer, one per readable pause --------------

    def _schedule_bot(self) -> None:
        runner = self._lesson
        if runner is None:
            super()._schedule_bot()  # type: ignore[safe-super]
            return
        step = runner.step
        waiting = self._held or self._lesson_paused  # a sheet or a finished trick waits for you
        if step is not None and step.kind == "ai" and runner.detour is None and not waiting:
            pace = max(self._delay_ms, LESSON_PACE_MS) if self._delay_ms > 0 else 0
            if self._lesson_answered and pace:
                pace = max(pace, ANSWER_PACE_MS)
            elif self._lesson_skipping:
                pace = 0
            elif self._lesson_finishing():
                pace = min(pace, FINISH_PACE_MS)
            self._timer.start(pace)
        elif self._lesson_skipping and (step is None or step.kind != "ai" or waiting):
            self._lesson_skipping = False  # the next words (or the deal's sheet) are reached

    def _apply_bot_move(self) -> None:
        runner = self._lesson
        if runner is None:
            super()._apply_bot_move()  # type: ignore[safe-super]
            return
        step = runner.step
        if step is None or step.kind != "ai" or runner.detour is not None or self._held:
            return
        from cardavia_desktop.engine.lesson import LessonError

        seat = runner.match.current_player
        only = seat == HUMAN and len(runner.match.legal_actions()) == 1
        try:
            events = runner.next()
        except LessonError:
            return
        told = played_entry(-1 if seat is None else seat, str(step.move), events, only)
        played = [*self._lesson_played, told]
        self._lesson_played, self._lesson_answer, self._lesson_answered = played, {}, False
        ahead = runner.step
        if ahead is None or ahead.kind != "ai" or any(e.get("type") == "deal_end" for e in events):
            self._lesson_skipping = False  # skipped up to the next words (or the deal's sheet)
        finished = any(event.get("type") == "trick" for event in events)
        # a trick the AI finished stays on the table until Next when more moves follow it
        # (not in the lesson's finish: its moves are watched at a brisk pace)
        self._lesson_paused = (
            finished and ahead is not None and ahead.kind != "note" and not self._lesson_finishing()
        )
        self._lesson_show(events)


def ending(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events of a move that ended a deal, up to and with its ``deal_end`` (not the next
    deal's deal, draws and antes)."""
    end = next((i for i, e in enumerate(events) if e.get("type") == "deal_end"), len(events))
    return [dict(event) for event in events[: end + 1]]


__all__ = ["HUMAN", "Lessons", "ending", "final_view", "step_marks", "tallies"]
