"""The lesson's flow at the table as newcomer #5 met it: Lock & Bet's all-in step marks (and
gives the keyboard to) the All-in button, never Bet 1. Real mouse and keys; no QML warning."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardavia_desktop.engine.lesson import PROGRESS_FORMAT, load_lesson
from tests.app.test_lesson_buttons import gold
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    controller,
    lesson,
    moved_on,
    visible,
    wait_step,
)
from tests.app.test_lesson_kit import marked_on_screen, ringed


def resume_at(shell: Any, game: str, index: int) -> Any:
    """Learn ``game`` resumed at step ``index`` (as if left there), by the table's Learn."""
    steps = load_lesson(game).steps
    moves = sum(1 for step in steps[:index] if step.move is not None)
    progress = {"format": PROGRESS_FORMAT, "game": game, "step": index, "moves": moves}
    shell.settings.setLessonProgress(game, progress)
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == index, timeout=WAIT_MS)
    return c


def step_index(game: str, text: str) -> int:
    """The index of the step of ``game``'s lesson with the words ``text``."""
    return next(i for i, step in enumerate(load_lesson(game).steps) if step.text == text)


def test_the_all_in_step_marks_the_all_in_button(launch, qtlog) -> None:
    """Lock & Bet's "Bet all your chips" step: the All-in button glows in gold with the
    keyboard, the Bet button neither glows nor shines, the Marked line names it as the button
    reads ("All-in 18", not "Raise to 19"); Enter goes all-in, the lesson's move."""
    shell = launch(game="lockbet")
    index = step_index("lockbet", "all_in")
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "move"
    shell.qtbot.waitUntil(lambda: marked_on_screen(shell)[1] == {"allInButton"}, timeout=5_000)
    all_in, bet = visible(shell, "allInButton"), visible(shell, "amountButton")
    shell.qtbot.waitUntil(lambda: gold(all_in), timeout=5_000)
    said = visible(shell, "lessonMarked").property("text")
    assert said.endswith("(key A)") and all_in.property("text") in said, said  # as it reads
    assert not gold(bet) and not bet.property("marked")
    shell.qtbot.waitUntil(all_in.hasActiveFocus, timeout=5_000)
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > index, timeout=WAIT_MS)
    assert lesson(c).property("answer").get("outcome", "lesson_move") == "lesson_move"
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_enter_is_next_at_every_reading_step_of_lock_and_bet(launch, qtlog) -> None:
    """Lock & Bet's lesson from its all-in step to its end by keys: Enter goes all-in, then is
    Next at each step that reads, the deal's end on its sheet included ("Look at how the deal
    ended": the table's own Enter for its next deal is off in a lesson, else both were dead),
    also after a Next clicked with the mouse; the last Enter leaves the lesson, learned."""
    shell = launch(game="lockbet")
    index = step_index("lockbet", "all_in")
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "move"
    shell.qtbot.waitUntil(visible(shell, "allInButton").hasActiveFocus, timeout=5_000)
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > index, timeout=WAIT_MS)
    sheets = clicked = 0
    while (waits := wait_step(shell, c)) != "done":
        assert waits == "next", waits
        went_on = moved_on(c, lesson(c).property("stepIndex"))
        sheets += bool(lesson(c).property("sheet"))
        if not clicked:  # once Next by mouse: Enter still works after it (the sheet's too)
            clicked = 1
            shell.click(shell.find("lessonNext"))
        else:
            shell.qtbot.wait(200)
            QTest.keyClick(shell.window, Qt.Key.Key_Return)
        shell.qtbot.waitUntil(went_on, timeout=5_000)
    assert sheets >= 1 and clicked
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    assert "lockbet" in shell.settings.property("lessonsLearned")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def focus_name(shell: Any) -> str:
    item = shell.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def test_tab_reaches_the_lessons_buttons_and_the_marked_discard(launch, qtlog) -> None:
    """Minchiate's discard step by keys only: Space chooses the ringed card, then the other
    marked one; only then does the overlay name the move's key (D), when the key works
    (newcomer #8 item 6: "(key D)" and "(key L)" were named before they did anything, the
    marked button, still disabled, had the keyboard); Tab from the hand reaches the lesson's
    Leave, then the marked Discard, before the header; Enter there discards, the lesson's
    move (newcomer #5: Tab went from the hand to the header's Language box)."""
    steps = load_lesson("minchiate").steps
    index = step_index("minchiate", "discard")
    card = str(steps[index].move).partition(":")[2]
    shell = launch(game="minchiate")
    c = resume_at(shell, "minchiate", index)
    assert wait_step(shell, c) == "move"
    marked = visible(shell, "lessonMarked")
    shell.qtbot.waitUntil(lambda: focus_name(shell) == "hand", timeout=5_000)
    assert marked.property("text").startswith("Marked: ")
    assert "(key" not in marked.property("text"), marked.property("text")
    QTest.keyClick(shell.window, Qt.Key.Key_Space)  # chosen: the ring is on the lesson's card
    for code in (c for c in steps[index].mark if c != card):  # and the other marked card
        for _ in range(30):
            if ringed(shell) == [code]:
                break
            QTest.keyClick(shell.window, Qt.Key.Key_Left)
            shell.qtbot.wait(20)
        QTest.keyClick(shell.window, Qt.Key.Key_Space)
    discard = visible(shell, "discardButton")
    shell.qtbot.waitUntil(discard.isEnabled, timeout=5_000)
    shell.qtbot.waitUntil(lambda: marked.property("text").endswith("(key D)"), timeout=5_000)
    shell.qtbot.wait(400)  # the table settled: its hand keeps the keyboard
    reached = []
    for _ in range(16):
        QTest.keyClick(shell.window, Qt.Key.Key_Tab)
        shell.qtbot.wait(30)
        reached.append(focus_name(shell))
        if reached[-1] in ("discardButton", "languageSelector"):
            break
    assert "lessonLeave" in reached and reached[-1] == "discardButton", reached
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    # both chosen cards discarded (the lesson's card, then the next step's, which the lesson
    # may also play for you at once), never a wrong move to take back
    chosen = set(steps[index].mark)
    shell.qtbot.waitUntil(lambda: not chosen & set(c.hand.codes()), timeout=WAIT_MS)
    assert lesson(c).property("stepIndex") > index + 1
    assert lesson(c).property("waitsFor") != "take_back" and card not in c.hand.codes()
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_showdown_is_told_while_the_table_shows_it(launch, qtlog) -> None:
    """Lock & Bet: your call ends the deal at the showdown; the note that tells it ("a 2
    beats an Ace") reads while the table still shows that end, both locked cards marked on
    screen, no sheet and no next hand yet; its Next opens the deal's sheet (the number of
    the step it begins, newcomer #9 item 4; no stale 'Well played'), whose Next deals the
    next hand for the next step."""
    from tests.app.test_lesson_gui import play_lesson_move

    shell = launch(game="lockbet")
    index = step_index("lockbet", "call")
    note = step_index("lockbet", "two_beats_ace")
    marks = set(load_lesson("lockbet").steps[note].mark)
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "move"
    play_lesson_move(shell, c, "call")
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == note, timeout=WAIT_MS)
    assert wait_step(shell, c) == "next"
    shell.qtbot.waitUntil(lambda: marked_on_screen(shell)[0] == marks, timeout=5_000)
    assert not c.property("summaryVisible") and not lesson(c).property("sheet")
    count = visible(shell, "lessonStepCount").property("text")
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
    assert lesson(c).property("sheet") and wait_step(shell, c) == "next"
    shell.qtbot.wait(200)
    assert visible(shell, "lessonStepCount").property("text") != count  # the step it begins
    assert not any(i.isVisible() for i in shell.find_all("lessonAck"))
    shell.click(visible(shell, "lessonBack"))  # Back: the note again, with the showdown
    shell.qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == note, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: marked_on_screen(shell)[0] == marks, timeout=5_000)
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
    assert wait_step(shell, c) == "next"
    shell.qtbot.wait(200)
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
    assert wait_step(shell, c) == "move"
    assert lesson(c).property("stepIndex") == step_index("lockbet", "lock_higher")
    assert visible(shell, "lessonStepCount").property("text") != count
    assert not any(i.isVisible() for i in shell.find_all("lessonAck"))
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_wrong_card_never_shows_the_stocks_next_card(launch, qtlog) -> None:
    """Schnapsen's "follow freely" step, the AI's Ober led: your Daus (not the lesson's card)
    would win the trick and draw the stock's next card; held until Take back, the trick
    shows your Daus unanswered and your hand only lacks it: the card you would draw is never
    in your hand nor on screen; Take back gives your hand back as it was."""
    from cardavia_desktop.engine.lesson import LessonRunner
    from tests.app.test_lesson_gui import click_card

    game, wrong = "schnapsen", "HA"
    index = step_index(game, "free_follow")
    steps = load_lesson(game).steps
    runner = LessonRunner(
        load_lesson(game),
        {
            "format": PROGRESS_FORMAT,
            "game": game,
            "step": index,
            "moves": sum(1 for s in steps[:index] if s.move),
        },
    )
    before = list(runner.match.observation(0)["hand"])
    runner.play(f"play:{wrong}")
    drawn = set(runner.match.observation(0)["hand"]) - set(before)
    assert drawn  # the wrong card finishes the trick and draws: the case to hold
    shell = launch(game=game)
    c = resume_at(shell, game, index)
    assert wait_step(shell, c) == "move"
    click_card(shell, wrong)
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    for _ in range(10):  # held: nothing more comes
        assert sorted(c.hand.codes()) == sorted(code for code in before if code != wrong)
        assert wrong in [entry["card"] for entry in c.property("trick")]
        assert not [i for code in drawn for i in shell.find_all(f"card_{code}") if i.isVisible()]
        shell.qtbot.wait(150)
    shell.click(visible(shell, "lessonTakeBack"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: sorted(c.hand.codes()) == sorted(before), timeout=5_000)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
