"""The lesson's panel from step to step (newcomer #9 items 3, 4 and 5): its Next stays in one
place through a lesson's steps whatever their words (at 1440×900 and 1024×640: clicks on a
Next that had moved with the text missed), every panel has its progress line ("Before step n
of N" on the deal's sheet, newcomer #11 item 4), and Lock & Bet's lock step names its key L
from the start, before its card is chosen, as the check, call and fold steps name theirs.
Real mouse; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

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


def next_place(shell: Any) -> tuple[int, int]:
    """Where the lesson's Next button stands in the window (its top left corner)."""
    button = visible(shell, "lessonNext")
    point = button.mapToScene(QPointF(0, 0))
    return round(point.x()), round(point.y())


@pytest.mark.parametrize("size", [(1440, 900), (1024, 640)])
def test_next_stays_in_one_place_through_the_steps(launch, qtlog, size: tuple[int, int]) -> None:
    """Lock & Bet's lesson from its start through its first showdown and the deal's sheet: the
    panels' words differ in length, the Next button (by the mouse) never moves; each panel
    shows its "Step n of N" line."""
    shell = launch(game="lockbet")
    shell.resize(*size)
    shell.qtbot.waitUntil(lambda: shell.window.height() == size[1], timeout=2_000)
    shell.qtbot.wait(200)
    c = resume_at(shell, "lockbet", 0)
    last = step_index("lockbet", "lock_higher")
    places: dict[tuple[int, int], list[str]] = {}
    counts: list[str] = []
    while True:
        index = lesson(c).property("stepIndex")
        waits = wait_step(shell, c)
        if index == last and waits == "move":  # past the showdown and the deal's sheet
            break
        text = visible(shell, "lessonText").property("text")
        count = visible(shell, "lessonStepCount").property("text")
        counts.append(count)
        gone_on = moved_on(c, index)
        if waits == "next":
            shell.qtbot.wait(100)  # laid out
            places.setdefault(next_place(shell), []).append(f"{count}: {text[:30]}")
            shell.click(visible(shell, "lessonNext"))
        else:
            assert waits == "move", waits
            play_lesson_move(shell, c, str(lesson(c).property("expectedMove")))
        shell.qtbot.waitUntil(gone_on, timeout=WAIT_MS)
    shot(shell, f"lesson_next_place_{size[0]}")
    assert len(places) == 1, places
    assert sum(len(seen) for seen in places.values()) >= 5
    assert all(count.startswith(("Step ", "Before step ")) for count in counts)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_deal_end_panels_say_their_step(launch, qtlog) -> None:
    """The showdown's note, then "Look at how the deal ended, then press Next" over the deal's
    sheet: the note says "Step n of N", the sheet "Before step n of N"."""
    from tests.app.test_lesson_gui import play_lesson_move as play

    shell = launch(game="lockbet")
    c = resume_at(shell, "lockbet", step_index("lockbet", "call"))
    assert wait_step(shell, c) == "move"
    play(shell, c, "call")
    shell.qtbot.waitUntil(
        lambda: lesson(c).property("stepIndex") == step_index("lockbet", "two_beats_ace"),
        timeout=WAIT_MS,
    )
    assert wait_step(shell, c) == "next"
    shell.click(visible(shell, "lessonNext"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("sheet"), timeout=WAIT_MS)
    shell.qtbot.wait(200)
    words = visible(shell, "lessonText").property("text")
    assert words == "Look at how the deal ended, then press Next."
    count = visible(shell, "lessonStepCount").property("text")
    total = lesson(c).property("readingTotal")
    assert count.startswith("Before step ") and count.endswith(f" of {total}"), count
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_lock_step_names_its_key_from_the_start(launch, qtlog) -> None:
    """Lock & Bet's first lock step, before any card is chosen: "Marked: 2 of Spades (choose
    it, then key L)"; once the card is chosen (by the mouse), "(key L)", and L locks it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.app.test_lesson_gui import click_card

    shell = launch(game="lockbet")
    index = step_index("lockbet", "lock")
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "move"
    marked = visible(shell, "lessonMarked")
    shell.qtbot.waitUntil(lambda: "key L" in marked.property("text"), timeout=5_000)
    assert marked.property("text") == "Marked: 2 of Spades (choose it, then key L)"
    click_card(shell, "S2.1")
    shell.qtbot.waitUntil(
        lambda: marked.property("text") == "Marked: 2 of Spades (key L)", timeout=5_000
    )
    QTest.keyClick(shell.window, Qt.Key.Key_L)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > index, timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_an_answer_below_the_words_room_is_scrolled_into_view(launch, qtlog) -> None:
    """At 1024×640 the panel keeps its height: Minchiate's long answer to a wrong two-card
    discard (by the mouse) lies below the words' room, and is scrolled into view whole; Next
    and Leave stay where they were."""
    from PySide6.QtCore import QRectF

    from tests.app.test_lesson_gui import play_by_mouse

    def rect(item: Any) -> QRectF:
        return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))

    shell = launch(game="minchiate")
    shell.resize(1024, 640)
    shell.qtbot.waitUntil(lambda: shell.window.height() == 640, timeout=2_000)
    shell.qtbot.wait(200)
    discard = step_index("minchiate", "discard")
    c = resume_at(shell, "minchiate", discard)
    assert wait_step(shell, c) == "move"
    leave = rect(visible(shell, "lessonLeave"))
    play_by_mouse(shell, "discard:B2,B3")
    shell.qtbot.waitUntil(
        lambda: lesson(c).property("answer").get("outcome") == "other_together", timeout=WAIT_MS
    )
    shell.qtbot.wait(300)
    room, answer = rect(visible(shell, "lessonWords")), rect(visible(shell, "lessonAnswer"))
    shot(shell, "lesson_answer_in_view_1024")
    assert answer.height() > 40, answer
    assert room.top() - 1 <= answer.top() and answer.bottom() <= room.bottom() + 1, (room, answer)
    assert rect(visible(shell, "lessonLeave")) == leave
    assert not [r.message for r in qtlog.records if r.type in LOUD]
