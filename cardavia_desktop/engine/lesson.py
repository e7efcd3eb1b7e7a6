"""Guided lessons: one fixed deal per game, read from data, played one step at a time.

A lesson's data (its deal and steps, ``cardavia-lesson/1``) is read by ``lesson_data`` (its
names are re-exported here). ``LessonRunner`` drives a ``Match`` through those steps: the
lesson's move moves on; another legal move is applied (so it can be taken back)
and answered with the hint's facts for both moves (and, where those read alike, with Hard's
reckoning of the two: as good as the lesson's, or by how much less); an illegal one is
refused by the engine and changes nothing.
Nothing here formats display text. Progress (``LessonRunner.progress``) is a small dict that
``LessonRunner(lesson, progress)`` resumes from; it also counts the *reading* steps (notes and
moves: the steps a player reads or acts on, never an AI or forced move without words).
"""

from __future__ import annotations

from typing import Any, cast

from .ai import RankingBot, create_ai, hint_facts
from .contract import IllegalAction
from .lesson_data import (
    LESSON_FORMAT,
    LESSONS_DIR,
    Lesson,
    LessonError,
    Step,
    lesson_games,
    lesson_path,
    load_lesson,
)
from .why import action_cards, contrast

__all__ = [
    "LESSONS_DIR",
    "LESSON_FORMAT",
    "PROGRESS_FORMAT",
    "Lesson",
    "LessonError",
    "LessonRunner",
    "Step",
    "lesson_games",
    "lesson_path",
    "load_lesson",
]

PROGRESS_FORMAT = "cardavia-lesson-progress/1"
HUMAN = 0

MARGIN = {"scopa": 0.25, "schnapsen": 0.25, "piedicavallo": 3.0, "minchiate": 0.15, "lockbet": 0.25}
"""How far below another move a lesson's move may be by Hard's reckoning and still count as
good as it, in the game's own unit (docs/engine.md): a quarter of a Scopa prize, of a Schnapsen
game point or of a Lock & Bet chip, 3 of Piedicavallo's 114 points, 0.15 of a Minchiate resto
(Hard's ranking is sampled: a small margin)."""
RECKONING_SEEDS = (0, 1, 2, 3)
"""The seeds of the Hard rankings whose mean is a lesson's reckoning of a step's moves."""

Event = dict[str, Any]


class LessonRunner:
    """Plays a ``Lesson`` on a ``Match``, one step at a time, for the human seat 0."""

    def __init__(self, lesson: Lesson, progress: dict[str, Any] | None = None) -> None:
        self.lesson = lesson
        self.index = 0
        self.detour: str | None = None
        self._swapped: dict[int, str] = {}
        self._reckoned: dict[tuple[int, int], dict[str, float]] = {}
        self.match = lesson.new_match()
        if progress is not None:
            self._resume(progress)

    # -- where the lesson is --------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        """The current step, ``None`` once the lesson is finished."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        """Every step has been played."""
        return self.index >= len(self.lesson.steps)

    @property
    def reading_total(self) -> int:
        """How many steps the player reads or acts on (notes and moves, no AI move)."""
        return sum(1 for step in self.lesson.steps if step.reading)

    @property
    def reading_index(self) -> int:
        """The current reading step's number, from 1 (``reading_total`` once finished; an AI
        move counts as the reading step after it)."""
        before = sum(1 for step in self.lesson.steps[: self.index] if step.reading)
        return min(before + 1, self.reading_total)

    def progress(self) -> dict[str, Any]:
        """A small JSON-serialisable record to resume from (a wrong move is not kept), with
        the reading counts to show (``reading_index`` of ``reading_total``)."""
        return {
            "format": PROGRESS_FORMAT,
            "game": self.lesson.game,
            "step": self.index,
            "moves": self._moves_before(self.index),
            "reading_index": self.reading_index,
            "reading_total": self.reading_total,
        }

    def _moves_before(self, index: int) -> int:
        return sum(1 for step in self.lesson.steps[:index] if step.move is not None)

    def _resume(self, progress: dict[str, Any]) -> None:
        if not isinstance(progress, dict) or progress.get("format") != PROGRESS_FORMAT:
            raise LessonError("not a lesson progress record", "bad_progress")
        if progress.get("game") != self.lesson.game:
            raise LessonError("progress of another game's lesson", "bad_progress")
        index = progress.get("step")
        if not isinstance(index, int) or isinstance(index, bool):
            raise LessonError("progress without a step number", "bad_progress")
        if not 0 <= index <= len(self.lesson.steps):
            raise LessonError("progress beyond the lesson", "bad_progress")
        if progress.get("moves") != self._moves_before(index):
            raise LessonError("progress of another version of the lesson", "bad_progress")
        self._go_to(index)

    def _go_to(self, index: int) -> None:
        """Rebuild the match as it is when step ``index`` begins (a replay of the line)."""
        match = self.lesson.new_match()
        for step in self.lesson.steps[:index]:
            if step.move is not None:
                match.apply(step.move)
        self.match, self.index, self.detour = match, index, None
        self._swapped = {}

    def _move_of(self, index: int) -> str | None:
        """The move step ``index`` plays: its own, or the discard's card the player chose
        earlier in its place (``_same_discard``)."""
        return self._swapped.get(index, self.lesson.steps[index].move)

    def _same_discard(self, action: int) -> int | None:
        """The later forced step of the current discard (Minchiate's, sent by the table card by
        card in the player's order) whose card ``action`` discards, if any."""
        steps = self.lesson.steps
        if not (self._move_of(self.index) or "").startswith("discard:"):
            return None
        index = self.index + 1
        while index < len(steps) and steps[index].forced and steps[index].kind == "ai":
            move = self._move_of(index) or ""
            if not move.startswith("discard:"):
                break
            if self.match.parse(move) == action:
                return index
            index += 1
        return None

    def _take_in_order(self, later: int, action: int) -> list[Event]:
        """The player discards step ``later``'s card now: play it, and that step takes this
        step's card instead (the same discard, in the player's order)."""
        self._swapped[later] = self._move_of(self.index) or ""
        events = self.match.apply(self._canonical(action))
        self.index += 1
        return events

    # -- moving on ------------------------------------------------------------------------
    def next(self) -> list[Event]:
        """Move past a note, or play the current AI move; returns that move's events."""
        step = self.step
        if self.detour is not None:
            raise LessonError("take the move back first", "take_back_first")
        if step is None:
            raise LessonError("the lesson is over", "lesson_over")
        if step.kind == "move":
            raise LessonError("this step waits for your move", "waiting_for_move")
        events: list[Event] = []
        move = self._move_of(self.index)
        if move is not None:  # an AI move, or the human's forced one
            events = self.match.apply(move)
        self.index += 1
        return events

    def play_ai(self) -> list[Event]:
        """Play every AI move up to the next note or move of the human; their events."""
        events: list[Event] = []
        while self.detour is None and self.step is not None and self.step.kind == "ai":
            events.extend(self.next())
        return events

    def play(self, move: str) -> dict[str, Any]:
        """The human plays ``move``. Returns ``{"outcome": ...}``:

        - ``lesson_move``: the step's move; ``events``; the lesson moves on;
        - ``other_move``: legal but not the lesson's; it is applied (``events``) and must be
          taken back (``take_back``); ``facts`` and ``expected_facts`` are the hint's facts
          for the move played and for the lesson's move, ``expected`` the lesson's move,
          ``contrast`` why the lesson's move rather than yours (``why.contrast``: the facts
          that differ between the two, the cards it keeps); ``alike``: no fact tells the two
          apart in words (only the card kept, which says nothing), and then ``as_good``: by
          Hard's reckoning (``reckoning``) yours is within the game's ``MARGIN`` of the
          lesson's (else ``gap``, how much less it is worth, in the game's unit); when the two
          differ in words but the lesson's move does nothing of a kind yours lacks (it only
          keeps a card, leaves the table at another sum…), ``measured`` says the same of
          Hard's reckoning (``{"as_good", "gap"}``): why the lesson's is better, never only
          that it keeps the card yours spent;
        - ``illegal``: the engine's refusal (``code``, ``params``); nothing changed.
        """
        step = self.step
        if self.detour is not None:
            raise LessonError("take the move back first", "take_back_first")
        if step is None:
            raise LessonError("the lesson is over", "lesson_over")
        if step.forced and self.match.current_player == HUMAN:
            forced = self._move_of(self.index)
            if self._same(move, forced):  # the table played it (a lone move, a discard's card)
                events = self.match.apply(forced or "")
                self.index += 1
                return {"outcome": "lesson_move", "move": forced, "events": events}
            try:
                chosen: int | None = self.match.parse(move)
            except IllegalAction:
                chosen = None
            later = None if chosen is None else self._same_discard(chosen)
            if later is not None and chosen is not None:
                events = self._take_in_order(later, chosen)
                return {"outcome": "lesson_move", "move": self.match.history[-1], "events": events}
        if step.kind != "move":
            raise LessonError("this step waits for Next", "waiting_for_next")
        try:
            action = self.match.parse(move)
        except IllegalAction as refusal:
            return {"outcome": "illegal", "code": refusal.code, "params": refusal.params}
        expected = self.match.parse(step.move or "")
        observation = self.match.observation(HUMAN)
        if action == expected:
            events = self.match.apply(step.move or "")
            self.index += 1
            return {"outcome": "lesson_move", "move": step.move, "events": events}
        later = self._same_discard(action)
        if later is not None:  # the discard's cards chosen in another order: the same discard
            events = self._take_in_order(later, action)
            return {"outcome": "lesson_move", "move": self.match.history[-1], "events": events}
        played = self._canonical(action)
        facts = hint_facts(self.lesson.game, observation, played)
        expected_facts = hint_facts(self.lesson.game, observation, step.move or "")
        lesson_move = self._canonical(expected)
        rather = contrast(self.lesson.game, observation, lesson_move, played)
        alike = not (rather["gains"] or rather["instead"] or rather["changed"])
        answer: dict[str, Any] = {
            "outcome": "other_move",
            "move": played,
            "expected": step.move,
            "facts": facts,
            "expected_facts": expected_facts,
            "contrast": rather,
            "alike": alike,
        }
        if alike:  # nothing to say but the card kept: Hard's reckoning tells them apart, or not
            values = self.reckoning()
            gap = values[lesson_move] - values[played]
            answer["as_good"] = gap <= MARGIN[self.lesson.game]
            answer["gap"] = round(max(gap, 0.0), 3)
        elif not rather["gains"]:  # "unlike yours, it keeps the 3 of Spades" is no reason
            values = self.reckoning()
            gap = values[lesson_move] - values[played]
            answer["measured"] = {
                "as_good": gap <= MARGIN[self.lesson.game],
                "gap": round(max(gap, 0.0), 3),
            }
        answer["events"] = self.match.apply(played)
        self.detour = played
        return answer

    def play_together(self, moves: list[str]) -> dict[str, Any]:
        """The human makes ``moves`` as one (Minchiate's two-card discard, chosen together and
        made card by card), judged whole, never half applied. Returns ``{"outcome": ...}``:

        - ``lesson_move``: the lesson's moves (its step's and the forced ones after it that
          make up the same choice, in any order) are played (``events``, all of them);
        - ``other_together``: legal, but not the lesson's: nothing is applied; ``cards`` and
          ``expected_cards`` are the cards of each of yours and of the lesson's moves, ``facts``
          and ``expected_facts`` each move's hint facts (each in the position the moves before
          it leave), ``moves`` and ``expected`` the moves themselves;
        - ``illegal``: the engine's refusal of the first move it refuses; nothing changed.

        One move alone is ``play``."""
        if len(moves) == 1:
            return self.play(moves[0])
        step = self.step
        if self.detour is not None:
            raise LessonError("take the move back first", "take_back_first")
        if step is None:
            raise LessonError("the lesson is over", "lesson_over")
        if step.kind != "move":
            raise LessonError("this step waits for Next", "waiting_for_next")
        try:
            played, facts = self._tried(moves)
        except IllegalAction as refusal:
            return {"outcome": "illegal", "code": refusal.code, "params": refusal.params}
        group = [self._move_of(index) or "" for index in self._together()]
        expected, expected_facts = self._tried(group)
        if len(played) == len(expected) and set(played) == set(expected):
            events: list[Event] = []
            for move in played:
                answer = self.play(move)
                events.extend(answer.pop("events", []))
            return {"outcome": "lesson_move", "move": self.match.history[-1], "events": events}
        game = self.lesson.game
        return {
            "outcome": "other_together",
            "moves": played,
            "expected": expected,
            "cards": [sorted(action_cards(game, move)) for move in played],
            "expected_cards": [sorted(action_cards(game, move)) for move in expected],
            "facts": facts,
            "expected_facts": expected_facts,
        }

    def _together(self) -> list[int]:
        """The steps of the current choice: its move step and the forced steps of the human
        right after it that go on with it (a discard's further cards)."""
        steps = self.lesson.steps
        verb = (self._move_of(self.index) or "").partition(":")[0]
        indices = [self.index]
        index = self.index + 1
        while index < len(steps) and steps[index].forced and steps[index].kind == "ai":
            if (self._move_of(index) or "").partition(":")[0] != verb:
                break
            indices.append(index)
            index += 1
        return indices

    def _tried(self, moves: list[str]) -> tuple[list[str], list[list[dict[str, Any]]]]:
        """``moves`` tried in turn on a copy of the match, by the human: their canonical
        spellings and each one's hint facts where it is made; raises ``IllegalAction`` at the
        first the engine refuses (the lesson's match is never touched)."""
        trial = self.match.rewound(len(self.match.history))
        played: list[str] = []
        facts: list[list[dict[str, Any]]] = []
        for move in moves:
            if trial.current_player != HUMAN:
                raise IllegalAction("it is not your turn", "not_your_turn")
            action = trial.parse(move)
            canonical = str(trial.state.action_to_string(action))
            facts.append(hint_facts(self.lesson.game, trial.observation(HUMAN), canonical))
            trial.apply(canonical)
            played.append(canonical)
        return played, facts

    def reckoning(self) -> dict[str, float]:
        """Hard's values of the human's legal moves here (canonical), the mean of its rankings
        with ``RECKONING_SEEDS`` (computed once per position)."""
        key = (self.index, len(self.match.history))
        if key not in self._reckoned:
            observation = self.match.observation(HUMAN)
            legal = self.match.legal_actions()
            values = dict.fromkeys(legal, 0.0)
            for seed in RECKONING_SEEDS:
                hard = cast(RankingBot, create_ai(self.lesson.game, "hard", seed=seed))
                ranked = hard.rank(observation, legal)
                for action, value in ranked:
                    values[action] += value / len(RECKONING_SEEDS)
            self._reckoned = {
                key: {self._canonical(self.match.parse(a)): v for a, v in values.items()}
            }
        return self._reckoned[key]

    def _same(self, move: str, expected: str | None) -> bool:
        """``move`` is ``expected`` (parsed, so any spelling of it)."""
        try:
            return self.match.parse(move) == self.match.parse(expected or "")
        except IllegalAction:
            return False

    def _canonical(self, action: int) -> str:
        return str(self.match.state.action_to_string(action))

    def take_back(self) -> list[Event]:
        """Undo the wrong move (``Match.take_back``): back to the step that waits for a move.

        A wrong move that ended the deal (a fold, the deal's last card: the next deal is
        dealt in the same move) or the match is beyond ``Match.take_back``, which never
        crosses a deal's end; then the lesson's line is replayed to this step instead, with
        the same ``take_back`` event."""
        wrong = self.detour
        if wrong is None:
            raise LessonError("no move of yours to take back", "nothing_to_take_back")
        if self.match.can_take_back(HUMAN) and self.match.history[-1] == wrong:
            events = self.match.take_back(HUMAN)
        else:
            self._go_to(self.index)
            events = [
                {
                    "type": "take_back",
                    "seat": HUMAN,
                    "moves_undone": 1,
                    "actions": [wrong],
                    "deal_number": self.match.state.deal_index(),
                    "current_player": self.match.current_player,
                }
            ]
        self.detour = None
        return events

    def back(self) -> None:
        """Go back to the previous note or move step (undoing the moves in between)."""
        if self.detour is not None:
            self.take_back()
            return
        index = self.index - 1
        while index > 0 and self.lesson.steps[index].kind == "ai":
            index -= 1
        if index < 0:
            raise LessonError("this is the first step", "first_step")
        self._go_to(index)
