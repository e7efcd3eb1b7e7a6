"""Lock & Bet's lesson at its "check" step (newcomer 3's item 17): the marked Check is the
button drawn in gold, not the Bet button (gold at the table otherwise; gold again once the
lesson is left); a bet made there shows its "Your bet" label clear of your locked card's
reminder. Real mouse; no QML warning."""

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
from tests.app.test_table_actions import scene_rect

GOLD = "#dcb878"


def to_check(shell: Any, c: Any) -> None:
    """On through the lesson by mouse to its "check" step (looked at again once each step has
    settled: a step just begun may not yet wait for its move, as ``step_on`` does)."""
    steps, target = load_lesson("lockbet").steps, at(c, index_of("lockbet", "check"), "move")
    while not target():
        waits = wait_step(shell, c)
        if target():
            break
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_lesson_move(shell, c, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)


def gold(button: Any) -> bool:
    return (
        bool(button.property("shines"))
        and button.property("background").property("color").name() == GOLD
    )


def test_the_marked_check_outshines_the_bet_button(launch, qtlog) -> None:
    shell = launch(game="lockbet")
    c = start(shell, "lockbet")
    to_check(shell, c)
    shell.qtbot.wait(300)
    check, bet = visible(shell, "checkButton"), visible(shell, "amountButton")
    assert bet.isEnabled()  # a bet could be made: only the lesson's mark says which move
    assert gold(check) and not gold(bet)
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    bet = visible(shell, "amountButton")  # out of the lesson: gold whenever it can be pressed
    shell.qtbot.waitUntil(lambda: bet.property("shines") == bet.isEnabled(), timeout=5000)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_your_bet_label_is_not_under_your_locked_cards_reminder(launch, qtlog) -> None:
    """Lock & Bet's lesson at its "check" step, Bet 1 clicked (not the lesson's move): the
    "Your bet 1" label by the pot is clear of the small reminder of your locked card, which lies
    inside the face-down card."""
    shell = launch(game="lockbet")
    c = start(shell, "lockbet")
    to_check(shell, c)
    shell.click(visible(shell, "amountButton"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    shell.qtbot.wait(600)
    label = next(
        item for item in shell.find_all("chipCaption", shell.find("yourBet")) if item.isVisible()
    )
    assert label.property("text").startswith("Your bet")
    peek = next(item for item in shell.find_all("lockPeek") if item.isVisible())
    assert not scene_rect(label).intersects(scene_rect(peek))
    # inside its face-down card, not over the slot's edge (newcomer #39)
    assert scene_rect(peek.parentItem()).contains(scene_rect(peek))
    assert not [r.message for r in qtlog.records if r.type in LOUD]
