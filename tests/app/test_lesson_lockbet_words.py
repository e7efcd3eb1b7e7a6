"""Lock & Bet's lesson answers a wrong lock in plain words (issue 35, newcomer #7): locking
the 4 where the lesson locks the 2 (by mouse) is answered with how often each card beats the
cards the AI may hold, judging by its UP/DOWN signal, never "beats the opponent's 20% of the
time"; Take back gives the step again. No QML warning."""

from __future__ import annotations

import re

from tests.app.test_lesson_flow import resume_at, step_index
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    moved_on,
    play_lesson_move,
    shot,
    visible,
    wait_step,
)


def test_a_wrong_lock_is_answered_in_plain_words(launch, qtlog) -> None:
    shell = launch(game="lockbet")
    index = step_index("lockbet", "lock")
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "move"
    went_on = moved_on(c, index)
    play_lesson_move(shell, c, "lock:C4.2")  # the 4: not the lesson's 2
    # answered: under load the step before still showed 50 ms after the click ('move')
    shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert wait_step(shell, c) == "take_back"
    answer = visible(shell, "lessonAnswer").property("text")
    shot(shell, "lockbet-wrong-lock-en")
    chances = re.findall(
        r"rides on a card that beats about (\d+) ?% of the cards the AI may hold "
        r"\(judging by its UP/DOWN signal and its bets\)",
        answer,
    )
    assert len(chances) == 2, answer  # yours and the lesson's
    assert "of the time" not in answer and "opponent's" not in answer
    shell.click(visible(shell, "lessonTakeBack"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    assert lesson(c).property("stepIndex") == index
    assert not [r.message for r in qtlog.records if r.type in LOUD]
