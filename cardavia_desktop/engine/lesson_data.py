"""Guided lessons: one fixed deal per game, read from data, played one step at a time.

A lesson (``lessons/<game>.json``, ``cardavia-lesson/1``) is a deal (``seed``, ``dealer`` and
optionally an explicit ``deck``) and an ordered list of steps, each one of:

- a *note* ``{"text", "mark", "sections"}``: a text to read; it waits for "Next";
- a *move* ``{"text", "mark", "sections", "move"}``: it waits for the human seat (0) to play
  ``move``;
- an *AI move* ``{"ai": move}``: the AI seat to act plays this fixed move, so that a lesson
  always unfolds the same way;
- a *forced move* ``{"forced": move}``: the human's only legal move, played for them like an
  AI move (kind ``ai``); with a ``text`` it is a note (kind ``note``) whose "Next" plays it.
  Either also takes that move when the table sends it (a table may play a lone move itself).

A move step may also carry ``teaches_over``: the better-ranked move its text says why the
lesson does not play (``tests/engine/test_lessons.py`` checks the rest are near the best). A
note right after a deal's end may carry ``with_sheet``: it reads beside that deal's sheet (the
tallies it speaks of), and the sheet's Next goes on past it.

``text`` is a message id (the words live in the views, ``LessonWords.qml`` of each game),
``mark`` the cards the step points at (``@verb``: the button of a move; ``#part``: a part of
the table its view names, Lock & Bet's ``#signals`` badges), ``sections`` the numbers of the
game's Full rules sections the step shows. This module reads and checks that data;
``lesson.LessonRunner`` plays it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .match import Match, new_match

LESSON_FORMAT = "cardavia-lesson/1"
LESSONS_DIR = Path(__file__).with_name("lessons")


class LessonError(ValueError):
    """A request the lesson cannot take now (``code``: a stable reason id); nothing changed."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Step:
    """One step: ``kind`` is ``note``, ``move`` (the human's) or ``ai`` (a fixed AI move, or
    the human's ``forced`` lone move); a forced note carries the move its "Next" plays."""

    kind: str
    text: str | None = None
    mark: tuple[str, ...] = ()
    sections: tuple[int, ...] = ()
    move: str | None = None
    forced: bool = False
    teaches_over: str | None = None
    with_sheet: bool = False

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Step:
        """Read a step of a lesson file."""
        if "ai" in data:
            return cls("ai", move=str(data["ai"]))
        if "forced" in data and "text" not in data:
            return cls("ai", move=str(data["forced"]), forced=True)
        kind = "move" if "move" in data else "note"
        move = data.get("move", data.get("forced"))
        over = data.get("teaches_over")
        return cls(
            kind,
            text=str(data["text"]),
            mark=tuple(str(card) for card in data.get("mark", ())),
            sections=tuple(int(number) for number in data.get("sections", ())),
            move=None if move is None else str(move),
            forced="forced" in data,
            teaches_over=None if over is None else str(over),
            with_sheet=bool(data.get("with_sheet", False)),
        )

    def to_dict(self) -> dict[str, Any]:
        """The step as a lesson file holds it."""
        if self.kind == "ai":
            return {"forced": self.move} if self.forced else {"ai": self.move}
        data: dict[str, Any] = {"text": self.text}
        if self.mark:
            data["mark"] = list(self.mark)
        if self.sections:
            data["sections"] = list(self.sections)
        if self.move is not None:
            data["forced" if self.forced else "move"] = self.move
        if self.teaches_over is not None:
            data["teaches_over"] = self.teaches_over
        if self.with_sheet:
            data["with_sheet"] = True
        return data

    @property
    def reading(self) -> bool:
        """A step the player reads or acts on (a note or a move), not a move made for them."""
        return self.kind != "ai"


@dataclass(frozen=True)
class Lesson:
    """A game's lesson: its deal, the Full rules section titles it maps to, and its steps."""

    game: str
    seed: int
    dealer: int | None
    deck: tuple[str, ...] | None
    rules_sections: tuple[str, ...]
    steps: tuple[Step, ...]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Lesson:
        """Read a ``cardavia-lesson/1`` dict."""
        if data.get("format") != LESSON_FORMAT:
            raise ValueError(f"not a lesson: format {data.get('format')!r}")
        deck = data.get("deck")
        return cls(
            game=str(data["game"]),
            seed=int(data["seed"]),
            dealer=None if data.get("dealer") is None else int(data["dealer"]),
            deck=None if deck is None else tuple(str(card) for card in deck),
            rules_sections=tuple(str(title) for title in data["rules_sections"]),
            steps=tuple(Step.from_dict(step) for step in data["steps"]),
        )

    def new_match(self) -> Match:
        """The lesson's deal, before any move."""
        deck = None if self.deck is None else list(self.deck)
        return new_match(self.game, seed=self.seed, dealer=self.dealer, deck=deck)

    def message_ids(self) -> list[str]:
        """Every message id the lesson shows, in order of first use."""
        ids = [step.text for step in self.steps if step.text is not None]
        return list(dict.fromkeys(ids))

    def moves(self) -> list[str]:
        """The whole line of the lesson: every move and AI move, in order."""
        return [step.move for step in self.steps if step.move is not None]


def lesson_path(game: str) -> Path:
    """The file holding ``game``'s lesson."""
    return LESSONS_DIR / f"{game}.json"


def load_lesson(game: str) -> Lesson:
    """``game``'s lesson, read from its file."""
    with lesson_path(game).open(encoding="utf-8") as handle:
        return Lesson.from_dict(json.load(handle))


def lesson_games() -> list[str]:
    """The games that have a lesson file."""
    return sorted(path.stem for path in LESSONS_DIR.glob("*.json"))
