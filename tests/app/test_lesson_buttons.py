"""A lesson's marked button is the one that stands out (newcomer 3's item 17): at Lock & Bet's
"check" step the marked Check is drawn in gold, the Bet button (gold at the table otherwise)
is not; once the lesson leaves, Bet is gold again. Real mouse; no QML warning."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    moved_on,
    play_lesson_move,
    visible,
    wait_step,
)
from tests.app.test_lesson_kit import at, index_of, start

GOLD = "#dcb878"


def gold(button: Any) -> bool:
    return (
        bool(button.property("shines"))
        and button.property("background").property("color").name() == GOLD
    )


def test_the_marked_check_outshines_the_bet_button(launch, qtlog) -> None:
    shell = launch(game="lockbet")
    c = start(shell, "lockbet")
    steps, target = load_lesson("lockbet").steps, at(c, index_of("lockbet", "check"), "move")
    while not target():
        waits = wait_step(shell, c)
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_lesson_move(shell, c, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    shell.qtbot.wait(300)
    check, bet = visible(shell, "checkButton"), visible(shell, "amountButton")
    assert bet.isEnabled()  # a bet could be made: only the lesson's mark says which move
    assert gold(check) and not gold(bet)
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: visible(shell, "amountButton").property("shines"), timeout=5000)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
