"""A wrong move held as played tells only what the table shows (newcomer #8's item 11):
Piedicavallo's lesson, step "trump", the Matto played by mouse instead of trump 15 finishes
the trick, which the table never completes while the move waits to be taken back; the line of
the last moves does not say "West won the trick (7 points)" (the scores stay 0), and your seat
counts the cards of your hand (14, not 15). Take back restores both. Real mouse; no QML
warning."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_answers import resume_at
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, play_by_mouse, shot, visible

GAME = "piedicavallo"


def seat_count(shell: Any) -> str:
    return shell.find("cardCount", shell.find("seat_0")).property("text")


def test_the_matto_held_as_played_tells_no_trick_and_counts_your_hand(launch, qtlog) -> None:
    steps = load_lesson(GAME).steps
    trump = next(i for i, step in enumerate(steps) if step.text == "trump")
    shell = launch(game=GAME)
    c = resume_at(shell, GAME, trump)
    assert seat_count(shell) == "15 cards"
    play_by_mouse(shell, "play:MATTO")
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    shell.qtbot.wait(300)
    shot(shell, "lesson-piedicavallo-matto-held")
    line = visible(shell, "lastMoveText").property("text")
    assert "won the trick" not in line, line
    assert not [e for e in c.property("story") if e["type"] == "trick"]
    assert list(c.property("points")) == [0, 0]
    assert len(c.property("observation")["hand"]) == 14
    assert seat_count(shell) == "14 cards"
    shell.click(shell.find("lessonTakeBack"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: seat_count(shell) == "15 cards", timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
