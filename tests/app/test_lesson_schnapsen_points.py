"""Schnapsen's lesson after the marriage (newcomer #8's item 10): the trick's note says only
"You won the trick (8 points)" while your points jump from 13 to 61, so the next step's words
name the marriage's 40 (and the 20 of a marriage in another suit) beside the trick's 8; the
table's points agree. At the real table, resumed there; no QML warning."""

from __future__ import annotations

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_answers import resume_at
from tests.app.test_lesson_gui import LOUD, visible

GAME = "schnapsen"


def test_the_close_step_names_the_marriages_40_and_the_tricks_8(launch, qtlog) -> None:
    steps = load_lesson(GAME).steps
    close = next(i for i, step in enumerate(steps) if step.text == "close")
    shell = launch(game=GAME)
    c = resume_at(shell, GAME, close)
    words = visible(shell, "lessonText").property("text")
    assert "Your points rose by 48: 40 for the marriage in trumps" in words, words
    assert "another suit scores 20" in words and "8 for the trick" in words
    assert c.property("points")[0] == 61  # 13 before the marriage, + 40 + 8
    assert not [r.message for r in qtlog.records if r.type in LOUD]
