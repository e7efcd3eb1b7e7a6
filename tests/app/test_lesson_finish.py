"""The lesson's finish (issue 35, newcomer 3's item 4): once the lesson plays your remaining
moves for you, they and the AI's come at a brisk pace with no trick held for Next, and "Skip
ahead" brings the lesson at once to its next words. Real mouse; no QML warning."""

from __future__ import annotations

import time

from cardavia_desktop.controllers.worker.lesson import FINISH_PACE_MS, LESSON_PACE_MS
from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, visible
from tests.app.test_lesson_kit import at, start, step_on

GAME = "piedicavallo"


def test_the_finish_is_brisk_and_can_be_skipped(launch, qtlog) -> None:
    steps = load_lesson(GAME).steps
    finish = next(i for i, step in enumerate(steps) if step.text == "finish")
    words = next(i for i in range(finish + 1, len(steps)) if steps[i].kind == "note")
    shell = launch(game=GAME)
    c = start(shell, GAME)
    step_on(shell, c, at(c, finish, "next"))
    c.setProperty("aiDelayMs", 800)  # the table's own readable pace
    assert not shell.find("lessonSkip").isVisible()  # the finish note is read first
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "ai", timeout=WAIT_MS)
    began, index = time.monotonic(), lesson(c).property("stepIndex")
    moves = 6
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") >= index + moves, timeout=WAIT_MS)
    took = time.monotonic() - began
    assert took < moves * (FINISH_PACE_MS + LESSON_PACE_MS) / 2000, took  # brisk, not 1.2 s each
    assert lesson(c).property("waitsFor") == "ai"  # no finished trick waits for Next
    assert not lesson(c).property("paused")
    shell.click(visible(shell, "lessonSkip"))
    began = time.monotonic()
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") != "ai", timeout=WAIT_MS)
    assert time.monotonic() - began < 10
    assert lesson(c).property("stepIndex") == words or lesson(c).property("sheet")
    assert not shell.find("lessonSkip").isVisible()
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_an_ai_step_never_shows_an_empty_panel(launch, qtlog) -> None:
    """Schnapsen at the table's pace: past the first notes (the intro, the cards' points),
    while the AI's lead is on its way, the lesson's panel says what comes (newcomer 3's item
    9), then tells the AI's move."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    c.setProperty("aiDelayMs", 800)
    for note in (0, 1):  # the intro, the cards' points
        shell.qtbot.waitUntil(
            lambda note=note: (
                lesson(c).property("stepIndex") == note and lesson(c).property("waitsFor") == "next"
            ),
            timeout=WAIT_MS,
        )
        shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "ai", timeout=WAIT_MS)
    text = shell.find("lessonText")
    assert text.isVisible() and text.property("text") == "The AI plays next: watch its move."
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") != "ai", timeout=WAIT_MS)
    assert "AI played Ober of Herz" in shell.find("lessonPlayed").property("text")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
