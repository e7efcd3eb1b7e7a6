"""Scopa's lesson at its deal's end, as newcomer #7 met it: the note telling the leftovers
reads with the last cards on the table and each seat box counts the pile beside it (it said
22 cards beside a pile of 24: the box's tally was the one before the last capture); the note on
the prizes reads beside the deal's sheet (the tallies it speaks of), not over an empty table,
and the sheet's Next goes on past it to the lesson's summary; Back from there shows the sheet
and that note again. Real mouse; no QML warning."""

from __future__ import annotations

import re
from typing import Any

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_answers import resume_at
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, shot
from tests.app.test_lesson_kit import start

GAME = "scopa"


def step_index(text: str) -> int:
    return next(i for i, step in enumerate(load_lesson(GAME).steps) if step.text == text)


def first_number(text: str) -> int:
    return int(re.search(r"\d+", text).group())


def deal_sheet(shell: Any) -> bool:
    return any(item.isVisible() for item in shell.find_all("sheetTitle"))


def counts(shell: Any, seat: str) -> tuple[int, int]:
    """(the seat box's 'Cards: n', the number under its capture pile) as the table shows them."""
    box = shell.find(f"{seat}Panel_tally").property("text")
    pile = shell.find(f"{seat}Pile_label").property("text")
    return first_number(box), first_number(pile)


def test_each_seat_box_counts_the_pile_beside_it(launch, qtlog) -> None:
    shell = launch(game=GAME)
    c = resume_at(shell, GAME, step_index("leftovers"), "next")
    shell.qtbot.wait(500)
    shot(shell, "scopa-lesson-leftovers")
    assert shell.find("tableCards").isVisible() and c.table.property("piles")[0] == 24
    for seat in ("your", "ai"):
        box, pile = counts(shell, seat)
        assert box == pile, (seat, box, pile)  # 24 and 24 (the box said 22)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_prizes_note_reads_beside_the_deals_sheet(launch, qtlog) -> None:
    shell = launch(game=GAME)
    c = resume_at(shell, GAME, step_index("leftovers"), "next")
    prizes, summary = step_index("prizes"), step_index("summary")
    words = shell.find("lessonText")

    def beside_the_sheet() -> None:
        shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
        shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == prizes, timeout=WAIT_MS)
        shell.qtbot.waitUntil(lambda: deal_sheet(shell), timeout=WAIT_MS)
        assert words.property("text").startswith("The deal is over. Each player scores")
        assert shell.find("lessonStepCount").isVisible()
        assert list(c.property("summary")["cards"]) == [28, 12]  # the tallies it speaks of

    shell.click(shell.find("lessonNext"))  # past the leftovers: the sheet, and the prizes
    beside_the_sheet()
    shot(shell, "scopa-lesson-prizes")
    shell.click(shell.find("lessonNext"))  # the sheet closes: on to the summary, not the note
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == summary, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: not deal_sheet(shell), timeout=WAIT_MS)
    assert not words.property("text").startswith("The deal is over")
    shell.click(shell.find("lessonBack"))  # Back: the prizes beside the sheet again
    beside_the_sheet()
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_lessons_deal_reads_as_the_lessons(launch, qtlog) -> None:
    """Over the table buttons a lesson's deal reads 'Lesson deal', never a numbered deal of a
    match ('Deal #2 · deal 2 of this match' on a lesson's first deal); your match's number
    comes back with it."""
    shell = launch(game=GAME)
    label = shell.find("dealNumberLabel")
    c = start(shell, GAME)
    shell.qtbot.waitUntil(lambda: label.property("text") == "Lesson deal", timeout=WAIT_MS)
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: label.property("text").startswith("Deal #"), timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
