"""A wrong move held in a lesson never shows a card you could not see before it (newcomer #8
item 4: Lock & Bet's Call where the lesson folds played the deal out to its showdown and
turned up the AI's locked card, which you still knew after Take back)."""

from __future__ import annotations

import json
from typing import Any

from cardavia_desktop.controllers.worker.lesson_views import held_wrong_move
from cardavia_desktop.engine.lesson import PROGRESS_FORMAT, LessonRunner, load_lesson


def runner_at(game: str, index: int) -> LessonRunner:
    """The lesson of ``game`` resumed at step ``index``."""
    lesson = load_lesson(game)
    moves = sum(1 for step in lesson.steps[:index] if step.move is not None)
    progress = {"format": PROGRESS_FORMAT, "game": game, "step": index, "moves": moves}
    return LessonRunner(lesson, progress)


def count(value: Any, code: str) -> int:
    return json.dumps(value).count(f'"{code}"')


def test_a_held_wrong_move_never_turns_up_the_ais_locked_card() -> None:
    """Every Lock & Bet lesson step you move at, every other legal move: what the table shows
    while it is held (its events, its view, the deal end it shows) names the AI's locked card
    no more often than the position before it did (a card of an earlier deal)."""
    game = "lockbet"
    steps = load_lesson(game).steps
    checked, ending = 0, 0
    for index, step in enumerate(steps):
        if step.kind != "move":
            continue
        legal = runner_at(game, index).match.legal_actions()
        for move in legal:
            if move == step.move:
                continue
            runner = runner_at(game, index)
            ai = runner.match.state.locked[1]
            before = runner.match.observation(0)
            answer = runner.play(move)
            if answer["outcome"] != "other_move" or ai is None:
                continue
            events = answer["events"]
            code = (
                next(e["cards"][1] for e in events if e.get("type") == "reveal")
                if any(e.get("type") == "reveal" for e in events)
                else None
            )
            if code is None:
                continue
            shown, view, end = held_wrong_move(before, runner.match.observation(0), events)
            where = f"step {index} ({step.text}), {move}"
            assert not count([shown, end], code) or count(before, code), where
            assert count(view, code) <= count(before, code), where
            assert not [e for e in [*shown, *end] if e.get("type") in ("reveal", "deal_end")]
            assert view["deal_number"] == before["deal_number"], where
            ending += 1
        checked += 1
    assert checked >= 5 and ending >= 5, (checked, ending)
