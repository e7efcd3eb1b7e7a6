"""Learn over a match where the AI has just led, after the app quit and started again (issue
35, newcomer 3's item 1): the lesson's table shows only the lesson's own cards and its own
status line, never your match's trick card, whether the lesson resumes where it was left or
starts again once learned (in Arabic). Real restarts, mouse clicks; no QML warning."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    controller,
    lesson,
    play_by_mouse,
    shot,
    wait_step,
)
from tests.app.test_lesson_kit import at, start, step_on


def ai_has_led(shell: Any, c: Any) -> str:
    """Play the match by mouse until the AI has led and you are to answer: its card."""
    for _ in range(12):
        shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
        shell.qtbot.wait(400)  # the table settled (a trick swept to its pile)
        if len(c.property("trick")) == 1 and c.property("trickWinner") < 0:
            return str(c.property("trick")[0]["card"])
        card = next(a for a in c.property("legalActions") if a.startswith("play:"))
        moves = c.property("moves")
        play_by_mouse(shell, card)
        shell.qtbot.waitUntil(lambda moves=moves: c.property("moves") > moves, timeout=WAIT_MS)
    raise AssertionError("the AI never led")


def restart(shell: Any, launch: Any, lang: str | None = None) -> Any:
    """The app quits (its settings and match saved, as on quitting) and starts on its lobby."""
    from cardavia_desktop.app import close_shell

    shell.settings.flush()
    shell.window.close()
    close_shell(shell.window)
    return launch(game="", lang=lang)


def learn_from_tile(shell: Any) -> Any:
    shell.click(shell.find("tileLearn", shell.find("game_schnapsen")))
    shell.qtbot.waitUntil(
        lambda: shell.has("tableLoader") and shell.find("tableLoader").property("item") is not None,
        timeout=WAIT_MS,
    )
    c = shell.find("tableLoader").property("item").property("controller")
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    wait_step(shell, c)
    shell.qtbot.wait(500)  # whatever else would come to the table has come
    return c


def lesson_trick(c: Any) -> list[str]:
    return [str(entry["card"]) for entry in c.worker()._lesson.match.observation(0)["trick"]]


def test_resumed_lesson_shows_its_own_trick_and_status_not_the_matchs(launch, qtlog) -> None:
    """Left after closing the stock (you lead), the app restarted, Learn from the tile: no
    card in the trick (the AI's led card of your match is not there), "Your turn: lead a
    card"; Leave: your match again, the AI's card in its trick."""
    shell = launch(game="schnapsen")
    c = controller(shell)
    led = ai_has_led(shell, c)
    c = start(shell, "schnapsen")
    lead = next(i for i, s in enumerate(load_lesson("schnapsen").steps) if s.text == "lead_daus")
    step_on(shell, c, at(c, lead, "move"))
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell = restart(shell, launch)
    c = learn_from_tile(shell)
    assert lesson(c).property("stepIndex") == lead
    shot(shell, "relearn-resumed")
    assert lesson_trick(c) == [] and c.property("trick") == []
    said = str(shell.find("turnStatus").property("text"))  # the exchange or close may come first
    assert said.startswith("Your turn:") and said.endswith("lead a card"), said
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    assert [entry["card"] for entry in c.property("trick")] == [led]
    assert shell.find("turnStatus").property("text") == "Your turn: answer the AI's card"
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_learned_lesson_started_again_in_arabic_shows_its_own_table(launch, qtlog) -> None:
    """The lesson learned, the app restarted in Arabic over a match where the AI has led,
    Learn again: the lesson starts at its first step, nothing in the trick, the AI to play."""
    shell = launch(game="schnapsen", lang="ar")
    c = controller(shell)
    ai_has_led(shell, c)
    shell.settings.markLessonLearned("schnapsen")
    shell.settings.setLessonProgress("schnapsen", {})
    shell = restart(shell, launch, "ar")
    c = learn_from_tile(shell)
    assert lesson(c).property("stepIndex") == 0
    shot(shell, "relearn-learned-ar")
    assert lesson_trick(c) == [] and c.property("trick") == []
    assert c.property("currentPlayer") == 1 and not c.property("yourTurn")  # the AI to play
    # while the lesson's first note asks for Next, the table names no turn (newcomer #24)
    assert lesson(c).property("waitsFor") == "next"
    assert shell.find("turnStatus").property("text") == ""
    assert not [r.message for r in qtlog.records if r.type in LOUD]
