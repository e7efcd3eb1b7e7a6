"""Every lesson's panels, each with its own progress line (newcomer #11 item 4: the deal's
end and the step after it both said "Step 8 of 23"; #10: "Step 23 of 23" on three panels):
a panel between two steps (a deal's sheet, a trick held for Next) says "Before step n of N",
the last words "All steps done", never a repeated line; the last step's Next says "Finish"
(#10: it said Next where nothing follows) and the finished lesson's button stands in the
row where Next was. All five lessons, by mouse; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    moved_on,
    play_by_mouse,
    play_lesson_move,
    visible,
    wait_step,
)
from tests.app.test_lesson_kit import start

GAMES = ["scopa", "piedicavallo", "minchiate", "schnapsen", "lockbet"]
BY_TABLE = {"scopa", "lockbet", "minchiate"}  # play_lesson_move's tables


def row_y(item: Any) -> int:
    return round(item.mapToScene(QPointF(0, 0)).y())


def walk(shell: Any, c: Any, game: str, look: Any = None) -> list[tuple[str, str]]:
    """Every panel of the lesson to its end: (its progress line, its Next's words or "");
    ``look()`` is called at each panel once it waits for you."""
    steps = load_lesson(game).steps
    panels: list[tuple[str, str]] = []
    for _ in range(200):
        waits = wait_step(shell, c)
        shell.qtbot.wait(50)
        if look is not None:
            look()
        count = visible(shell, "lessonStepCount").property("text")
        if waits == "done":
            panels.append((count, ""))
            return panels
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if waits == "next":
            button = visible(shell, "lessonNext")
            panels.append((count, button.property("text")))
            walk.next_y = row_y(button)  # type: ignore[attr-defined]
            shell.click(button)
        else:
            assert waits == "move", (waits, count)
            panels.append((count, ""))
            move = str(steps[index].move or "")
            if game in BY_TABLE:
                # Minchiate's Discard waits for every card (the later ones its forced steps)
                rest = [s.move for s in steps[index + 1 :] if s.forced and "discard:" in s.move]
                for later in rest if move.startswith("discard:") else []:
                    play_lesson_move(shell, c, str(later))
                play_lesson_move(shell, c, move)
            else:
                play_by_mouse(shell, move)
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    raise AssertionError(f"{game}: no end after 200 panels")


@pytest.mark.parametrize("game", GAMES)
def test_each_panel_says_its_own_step_and_the_last_says_finish(launch, qtlog, game) -> None:
    shell = launch(game=game)
    c = start(shell, game)
    total = lesson(c).property("readingTotal")
    panels = walk(shell, c, game)
    counts = [count for count, _ in panels]
    assert len(set(counts)) == len(counts), [n for n in counts if counts.count(n) > 1]
    assert counts[-1] == f"All steps done: {total} of {total}"
    assert f"Step {total} of {total}" in counts
    for count in counts[:-1]:
        assert count.startswith(("Step ", "Before step ")) and count.endswith(f" of {total}")
    words = [text for _, text in panels if text]
    assert words[-1] == "Finish" and set(words[:-1]) == {"Next"}, words
    finish = visible(shell, "lessonFinish")
    assert abs(row_y(finish) - walk.next_y) <= 2  # type: ignore[attr-defined]
    # no match of yours was under way (newcomer #22 was told "back to your match")
    assert finish.property("text") == "Lesson learned — back to the table"
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_lesson_leads_back_to_your_match_only_when_one_is_under_way(launch, qtlog) -> None:
    """Learn from a table where you have not decided yet: the lesson's way out goes back to the
    table; after a move of yours in your match: back to your match."""
    from tests.app.test_table_actions import decide_for_real, open_table

    shell, c = open_table(launch, "scopa")
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    assert not lesson(c).property("yourMatch")
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    c.setProperty("aiDelayMs", 0)
    decide_for_real(shell, c)
    shell.qtbot.waitUntil(lambda: c.property("atStake"), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    assert lesson(c).property("yourMatch")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
