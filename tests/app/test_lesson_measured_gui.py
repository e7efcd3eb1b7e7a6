"""A lesson's wrong move that differs only in the card it spends (newcomer #8 #9: Minchiate's
8 of Cups led instead of the King, "Unlike yours, it keeps 8 of Cups in hand" is no reason): the
overlay tells Hard's reckoning of how much better the lesson's move is. Real mouse; no QML
warning."""

from __future__ import annotations

from tests.app.test_lesson_answers import resume_at, step_of
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, play_by_mouse, shot


def test_a_card_kept_is_told_by_what_it_is_worth(launch, qtlog) -> None:
    shell = launch(game="minchiate")
    c = resume_at(shell, "minchiate", step_of("minchiate", "lead"))
    play_by_mouse(shell, "play:C8")
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    answer = shell.find("lessonAnswer").property("text")
    gap = lesson(c).property("answer")["measured"]["gap"]
    shot(shell, "lesson-kept-card-measured")
    assert answer.startswith("That is not the lesson's move. Yours: Play 8 of Cups"), answer
    assert f"finds the lesson's about {gap:.1f} resti better on average" in answer, answer
    assert "Unlike yours" not in answer and "keeps" not in answer
    assert not [r.message for r in qtlog.records if r.type in LOUD]
