"""Why?'s question at a two-player table names "the AI" (newcomer #9 item 6: Scopa's answer
read "Why did AI play 7 of Spades?"); at a four-seat table the seat's name stays ("Why did West
play …?"). By the mouse, on the Why? link."""

from __future__ import annotations

import random

import pytest

from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_table_actions import open_table
from tests.app.test_why_gui import answer_rows, to_an_ai_move


@pytest.mark.parametrize(
    ("game_id", "start"),
    [("scopa", "Why did the AI play "), ("minchiate", "Why did ")],
)
def test_the_question_names_the_ai(launch, qtlog, game_id: str, start: str) -> None:
    shell, game = open_table(launch, game_id)
    to_an_ai_move(shell, game, random.Random(4))
    shell.click(shell.find("whyLink"))
    rows = answer_rows(shell)
    questions = [question for question, _, _ in rows]
    assert questions and all(q.startswith(start) for q in questions), questions
    assert not any(q.startswith("Why did AI ") for q in questions), questions
    shell.qtbot.waitUntil(lambda: shell.find("whyPanel").isVisible(), timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
