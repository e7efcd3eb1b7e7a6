"""Every lesson's last step (its summary) is the lesson's end (newcomer #8's items 8 and 15):
reached by Next, the lesson counts as learned even when the player then goes back to the lobby
without pressing Next or "Lesson learned" (the tile says "✓ Learned", not "Continue lesson ·
step 18 of 18"); and no deal's sheet stays open under it with live buttons. The same in all
five lessons, by mouse at the real table; no QML warning."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine.lesson import lesson_games, load_lesson
from tests.app.test_lesson_answers import resume_at
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, shot, wait_step


@pytest.mark.parametrize("game", lesson_games())
def test_the_last_step_reached_by_next_is_the_lessons_end(launch, qtlog, game: str) -> None:
    steps = load_lesson(game).steps
    last = len(steps) - 1
    assert steps[last].text == "summary" and steps[last - 1].kind == "note"
    shell = launch(game=game)
    c = resume_at(shell, game, last - 1, "next")  # the step before the summary
    assert game not in shell.settings.property("lessonsLearned")

    def at_last() -> bool:
        return lesson(c).property("stepIndex") == last and not lesson(c).property("paused")

    while not at_last():
        assert wait_step(shell, c) == "next"
        index, paused = lesson(c).property("stepIndex"), lesson(c).property("paused")
        shell.click(shell.find("lessonNext"))
        shell.qtbot.waitUntil(
            lambda i=index, p=paused: (
                (lesson(c).property("stepIndex"), lesson(c).property("paused")) != (i, p)
            ),
            timeout=WAIT_MS,
        )
    assert wait_step(shell, c) == "next"
    shell.qtbot.wait(300)
    shot(shell, f"lesson-last-step-{game}")
    assert game in shell.settings.property("lessonsLearned")
    # no sheet under the summary (a table shows it while either holds): its New deal and
    # Replay buttons are no step of the lesson
    assert not c.property("summaryVisible") and not c.property("matchOver")
    shell.click(shell.find("backToLobby"))  # no Next, no "Lesson learned"
    shell.qtbot.waitUntil(lambda: shell.has(f"game_{game}"), timeout=10_000)
    tile = shell.find(f"game_{game}")
    assert shell.find("tileLearned", tile).isVisible()
    assert "Continue lesson" not in shell.find("tileLearn", tile).property("text")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_minchiates_end_reads_beside_its_sheet(launch, qtlog) -> None:
    """Minchiate's "end" words (each team counts its cards, combinations and last trick) read
    beside the deal's sheet that shows that count, as Scopa's prizes do; its Next closes the
    sheet for the summary."""
    game = "minchiate"
    steps = load_lesson(game).steps
    resto = next(i for i, step in enumerate(steps) if step.text == "resto")
    assert steps[resto + 1].text == "end"
    shell = launch(game=game)
    c = resume_at(shell, game, resto, "next")
    assert not c.property("summaryVisible")  # the resto's words: the end on the table
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: lesson(c).property("sheetNote"), timeout=WAIT_MS)
    assert lesson(c).property("messageId") == "end"
    assert shell.find("lessonText").property("text").startswith("All 21 tricks are played.")
    shell.qtbot.wait(1500)
    shot(shell, "lesson-minchiate-end-sheet")
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == resto + 2, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
    assert not c.property("matchOver")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
