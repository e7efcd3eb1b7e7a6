"""The lesson's table kit as a newcomer meets it (issue 35, the newcomer's items 2, 3, 5, 8, 9):
the marked card takes the keyboard's ring and a strong mark, the button of a move that is no
card is marked too; a trick the AI finishes waits on the table for Next, told in the table's
words; Back reaches every step you read, counted without the AI's moves; a lesson shows its
own deal only (never your match's trick) and, resumed, the trick its step speaks of; Lock &
Bet's lesson opens over your deal's sheet, which comes back after, and passes its own deals'
sheets by its Next; your lesson move is answered before the AI goes on; the lobby tile says
Continue lesson. Real mouse and keys; no QML warning."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardavia_desktop.controllers.worker.lesson import ANSWER_PACE_MS
from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    controller,
    lesson,
    moved_on,
    play_by_mouse,
    play_lesson_move,
    visible,
    wait_step,
)


def marked_on_screen(shell: Any) -> tuple[set[str], set[str]]:
    """(the codes of the cards, the objectNames of the buttons) whose lesson mark shows."""
    cards, buttons = set(), set()
    for mark in shell.find_all("lessonMark"):
        if not mark.isVisible():
            continue
        owner = mark.parentItem().parentItem()
        if owner.property("code") is not None:
            cards.add(str(owner.property("code")))
        else:
            buttons.add(owner.objectName())
    return cards, buttons


def ringed(shell: Any) -> list[str]:
    """The codes of the cards that show the keyboard's focus ring."""
    return [
        str(ring.parentItem().parentItem().property("code"))
        for ring in shell.find_all("focusRing")
        if ring.isVisible()
    ]


def start(shell: Any, game_id: str) -> Any:
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    return c


def step_on(shell: Any, c: Any, until: Any) -> None:
    """Next by mouse and the lesson's moves by mouse, until ``until()`` holds (looked at
    again once the step has settled: a step just begun may not yet wait for anything, and a
    loaded machine shows that moment)."""
    steps = load_lesson(str(lesson(c).property("game"))).steps
    while not until():
        waits = wait_step(shell, c)
        if until():
            break
        assert waits != "done"
        went_on = moved_on(c, lesson(c).property("stepIndex"))
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_by_mouse(shell, steps[lesson(c).property("stepIndex")].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)


def index_of(game: str, move: str) -> int:
    """The index of the step of ``game``'s lesson that asks you for ``move``."""
    return next(i for i, step in enumerate(load_lesson(game).steps) if step.move == move)


def at(c: Any, index: int, waits: str) -> Any:
    return lambda: (
        lesson(c).property("stepIndex") == index and lesson(c).property("waitsFor") == waits
    )


def test_the_ring_and_the_marks_go_to_what_the_step_asks_for(launch, qtlog) -> None:
    """Schnapsen by keys: at the first move the ring is on the marked card (Enter plays the
    lesson's move), every marked card shows its mark (in the trick too), and the exchange's
    and the marriage's buttons are marked, not their neighbours."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    # the overlay words moves and their reasons with the game's own words (Words.qml)
    words = shell.find("lessonOverlay").property("gameWords")
    assert words is not None
    while wait_step(shell, c) == "next":  # the notes, by Enter
        index = lesson(c).property("stepIndex")
        QTest.keyClick(shell.window, Qt.Key.Key_Return)
        shell.qtbot.waitUntil(moved_on(c, index), timeout=WAIT_MS)
    first = index_of("schnapsen", "play:E10")
    assert lesson(c).property("stepIndex") == first
    # the marks: HO in the trick, E10 to play (HA, the card it teaches you not to play, is
    # named in words only); the ring goes to the card the lesson's move plays
    shell.qtbot.waitUntil(lambda: ringed(shell) == ["E10"], timeout=5_000)
    cards, buttons = marked_on_screen(shell)
    assert cards == {"HO", "E10"} and not buttons
    QTest.keyClick(shell.window, Qt.Key.Key_Return)  # the ringed card: the lesson's move
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > first, timeout=WAIT_MS)
    assert lesson(c).property("answer") == {} or lesson(c).property("answer")["outcome"] == (
        "lesson_move"
    )
    step_on(shell, c, at(c, index_of("schnapsen", "exchange"), "move"))  # its button, not Close
    shell.qtbot.wait(100)
    cards, buttons = marked_on_screen(shell)
    assert buttons == {"exchangeButton"}
    shell.click(visible(shell, "exchangeButton"))
    marriage = index_of("schnapsen", "marry:EK")
    shell.qtbot.waitUntil(at(c, marriage, "move"), timeout=WAIT_MS)  # its own +40 button
    shell.qtbot.wait(100)
    cards, buttons = marked_on_screen(shell)
    assert buttons == {"marry_EK"} and {"EK", "EO"} <= cards
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_ai_moves_wait_with_the_trick_shown_and_back_reaches_every_step(launch, qtlog) -> None:
    """A trick the AI finishes stays on the table until Next, with what you and the AI played
    told in the overlay; at the end Page Up goes back through every step you read, one by one, each
    counted "Step k of n" without the AI's moves, each mark on a card that shows."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    steps = load_lesson("schnapsen").steps
    reading = [i for i, step in enumerate(steps) if step.kind != "ai"]
    step_on(shell, c, lambda: bool(lesson(c).property("paused")))
    # the AI's König of Schelln took nothing: the trick waits, with both cards, for Next
    assert lesson(c).property("waitsFor") == "next"
    assert [entry["card"] for entry in c.property("trick")] == ["EK", "SK"]
    told = shell.find("lessonPlayed").property("text").splitlines()
    # your own lesson move is told too, in the trick's order (newcomer #22: only the AI's was)
    assert told.index("You played König of Eichel.") < told.index("AI played König of Schelln.")
    # you lead next, but the lesson asks for Next first: the table names no turn (newcomer #23)
    # and takes no card (newcomer #25)
    assert c.property("currentPlayer") == 0 and not c.property("yourTurn")
    assert shell.find("turnStatus").property("text") == ""
    shell.qtbot.wait(300)  # nothing moves on by itself
    assert lesson(c).property("paused") and len(c.property("trick")) == 2
    step_on(shell, c, lambda: lesson(c).property("waitsFor") == "done")
    total = len(reading)
    assert shell.find("lessonStepCount").property("text") == f"All steps done: {total} of {total}"
    seen = []
    while lesson(c).property("stepIndex") > 0:
        index = lesson(c).property("stepIndex")
        QTest.keyClick(shell.window, Qt.Key.Key_PageUp)
        shell.qtbot.waitUntil(lambda index=index: lesson(c).property("stepIndex") < index)
        wait_step(shell, c)
        shell.qtbot.wait(100)
        now = lesson(c).property("stepIndex")
        seen.append(now)
        count = shell.find("lessonStepCount").property("text")
        assert count == f"Step {reading.index(now) + 1} of {total}", (now, count)
        cards, _ = marked_on_screen(shell)
        assert set(lesson(c).property("marked")) <= cards, now
    assert seen == reading[::-1]
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_resumed_lesson_shows_the_trick_its_step_marks(launch, qtlog) -> None:
    """Piedicavallo left at the note about the trick just won (it marks your Tarot 15 in it),
    the app closed and started again, Learn: the lesson resumes there with the trick on the
    table again and its card marked, and no other mark."""
    from cardavia_desktop.app import close_shell

    won = next(i for i, s in enumerate(load_lesson("piedicavallo").steps) if s.text == "trick_won")
    shell = launch(game="piedicavallo")
    c = start(shell, "piedicavallo")
    step_on(shell, c, at(c, won, "next"))
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    assert shell.settings.property("lessonProgress")["piedicavallo"]["step"] == won
    shell.settings.flush()  # the app quits (its settings saved, as on quitting) and starts again
    shell.window.close()
    close_shell(shell.window)
    shell = launch(game="piedicavallo")
    c = start(shell, "piedicavallo")
    shell.qtbot.waitUntil(at(c, won, "next"), timeout=WAIT_MS)
    shell.qtbot.wait(300)
    assert "T15" in [entry["card"] for entry in c.property("trick")]
    cards, _ = marked_on_screen(shell)
    assert cards == {"T15"}
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_lesson_never_shows_your_matchs_trick(launch, qtlog) -> None:
    """Your card played in your match and Learn at once, while the AI answers it: the table
    shows the lesson's deal only, never a card of your match's trick."""
    shell = launch(game="schnapsen")
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    card = next(a for a in c.property("legalActions") if a.startswith("play:"))
    play_by_mouse(shell, card)  # the AI answers at once (no delay): its step is on its way
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    wait_step(shell, c)
    shell.qtbot.wait(500)
    assert lesson(c).property("stepIndex") == 0  # nothing played yet in the lesson's deal
    assert c.property("trick") == []
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def deal_sheet(shell: Any) -> bool:
    return any(b.isVisible() for b in shell.find_all("nextDealButton"))


def test_lock_and_bet_lesson_opens_over_the_deal_sheet(launch, qtlog) -> None:
    """Your deal of Lock & Bet ended (its Next deal sheet open): Learn opens the lesson on
    top, the sheet out of its way; Leave brings your deal's sheet back."""
    shell = launch(game="lockbet")
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    while not c.property("summaryVisible"):  # your match: fold (or check) to the deal's end
        shell.qtbot.waitUntil(
            lambda: c.property("yourTurn") or c.property("summaryVisible"), timeout=WAIT_MS
        )
        if c.property("summaryVisible"):
            break
        legal = list(c.property("legalActions"))
        c.act(next((a for a in ("fold", "check") if a in legal), legal[0]))
        shell.qtbot.waitUntil(lambda: not c.property("yourTurn") or c.property("summaryVisible"))
    shell.qtbot.waitUntil(lambda: deal_sheet(shell), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    assert wait_step(shell, c) == "next"
    shell.qtbot.wait(300)
    assert not c.property("summaryVisible") and not deal_sheet(shell)
    shell.click(shell.find("lessonNext"))  # the lesson goes on, by mouse
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == 1, timeout=WAIT_MS)
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: deal_sheet(shell), timeout=WAIT_MS)  # your deal's, again
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_lock_and_bet_lesson_goes_on_past_its_deals_by_its_own_next(launch, qtlog) -> None:
    """Each deal of Lock & Bet's lesson ends on its sheet: the lesson says so and its own Next
    closes it and goes on (it never waits behind the sheet's Next deal)."""
    shell = launch(game="lockbet")
    c = start(shell, "lockbet")
    steps = load_lesson("lockbet").steps
    sheets = 0
    while lesson(c).property("stepIndex") < 16:  # three deals' ends on the way
        waits = wait_step(shell, c)
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if lesson(c).property("sheet"):
            sheets += 1
            assert waits == "next" and c.property("summaryVisible")
            assert "deal ended" in shell.find("lessonText").property("text")
            shell.click(shell.find("lessonNext"))
            shell.qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
        elif waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_lesson_move(shell, c, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert sheets >= 2
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_tile_says_continue_lesson(launch, qtlog) -> None:
    """A lesson begun and left: its Learn button and its lobby tile say Continue lesson, at
    the step it was left (counted without the AI's moves)."""
    shell = launch(game="")
    tile = shell.find("game_scopa")
    assert shell.find("tileLearn", tile).property("text") == "Learn"
    shell.click(shell.find("tileLearn", tile))
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    wait_step(shell, c)
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > 0, timeout=WAIT_MS)
    wait_step(shell, c)
    reading, total = lesson(c).property("readingIndex"), lesson(c).property("readingTotal")
    assert reading == 2 and total < len(load_lesson("scopa").steps)
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    words = f"Continue lesson · step 2 of {total}"
    assert shell.find("learnAction").property("text") == words
    shell.click(shell.find("backToLobby"))
    shell.qtbot.waitUntil(lambda: shell.has("game_scopa"), timeout=10_000)
    assert shell.find("tileLearn", shell.find("game_scopa")).property("text") == words
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_your_lesson_move_is_answered_before_the_ai_goes_on(launch, qtlog) -> None:
    """At the table's pace, the AI's answer to your lesson move waits while "Well played"
    is read (at least ANSWER_PACE_MS), then the trick it finishes waits for Next."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    marriage = index_of("schnapsen", "marry:EK")
    step_on(shell, c, at(c, marriage, "move"))  # the marriage, then the AI's König of Schelln
    c.setProperty("aiDelayMs", 300)
    shell.qtbot.wait(100)
    shell.click(visible(shell, "marry_EK"))
    played = time.monotonic()
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "ai", timeout=WAIT_MS)
    assert shell.find("lessonAck").property("text") == "Well played: that is the lesson's move."
    shell.qtbot.waitUntil(lambda: bool(lesson(c).property("paused")), timeout=WAIT_MS)
    assert time.monotonic() - played >= ANSWER_PACE_MS / 1000 * 0.9
    assert shell.find("lessonAck").property("text") == ""  # the AI's move is told instead
    assert "König of Schelln" in shell.find("lessonPlayed").property("text")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_wrong_move_taken_back_leaves_the_table_as_it_was(launch, qtlog) -> None:
    """Schnapsen's exchange step: a click leads the marked Unter (not the lesson's move),
    answered with both moves' reasons; Take back: the Unter is back in your hand only — the
    trick without it, the status yours to lead (a newcomer saw the card both in the trick and
    in the hand)."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    step_on(shell, c, at(c, index_of("schnapsen", "exchange"), "move"))
    before = (list(c.property("trick")), list(c.property("observation")["hand"]))
    status = shell.find("turnStatus").property("text")
    shell.qtbot.wait(300)
    play_by_mouse(shell, "play:EU")  # the marked Unter led: a wrong move
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    assert [entry["card"] for entry in c.property("trick")] == ["EU"]
    answer = shell.find("lessonAnswer").property("text")
    assert "not the lesson's move" in answer, answer
    shell.click(visible(shell, "lessonTakeBack"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    shell.qtbot.wait(500)
    assert shell.find("lessonAnswer").property("text") == ""
    assert "EU" not in [entry["card"] for entry in c.property("trick")]
    assert list(c.property("observation")["hand"]) == before[1]
    assert shell.find("turnStatus").property("text") == status
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_enter_makes_the_lessons_move_when_it_is_a_button(launch, qtlog) -> None:
    """Schnapsen's exchange and marriage steps ask for a button's move: the button has the
    keyboard (not a card of the hand), so Enter exchanges, then declares the +40 (a newcomer's
    Enter led the ringed card)."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    for move in ("exchange", "marry:EK"):
        index = index_of("schnapsen", move)
        step_on(shell, c, at(c, index, "move"))
        name = "exchangeButton" if move == "exchange" else "marry_EK"
        shell.qtbot.waitUntil(
            lambda name=name: visible(shell, name).hasActiveFocus(), timeout=5_000
        )
        assert ringed(shell) == [] or not shell.find("hand").hasActiveFocus()
        QTest.keyClick(shell.window, Qt.Key.Key_Return)
        shell.qtbot.waitUntil(
            lambda index=index: lesson(c).property("stepIndex") > index, timeout=WAIT_MS
        )
        assert lesson(c).property("answer").get("outcome", "lesson_move") == "lesson_move"
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_enter_on_the_lessons_deal_sheet_goes_on_with_the_lesson(launch, qtlog) -> None:
    """Schnapsen's lesson by keys to its end: where its deal's sheet shows, Enter is the
    lesson's Next, never the sheet's New deal (a newcomer's Enter there left the lesson
    unfinished for its own match); the lesson ends learned."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    steps = load_lesson("schnapsen").steps
    sheets = 0
    while (waits := wait_step(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if c.property("summaryVisible"):
            sheets += 1
            shell.qtbot.wait(1200)  # the sheet settled: its own keys would take Enter now
        if waits == "next":
            QTest.keyClick(shell.window, Qt.Key.Key_Return)
        else:
            play_by_mouse(shell, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
        assert lesson(c).property("active")
    QTest.keyClick(shell.window, Qt.Key.Key_Return)  # the end: back to your match, learned
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    assert "schnapsen" in shell.settings.property("lessonsLearned")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_minchiate_names_no_choice_while_its_lesson_asks_for_next(launch, qtlog) -> None:
    """Newcomer #24: Minchiate's lesson asked for Next while the table said "You robbed:
    choose 2 cards worth nothing to discard." (and, later, "West is to play.")."""
    shell = launch(game="minchiate")
    c = start(shell, "minchiate")
    assert wait_step(shell, c) == "next"
    assert lesson(c).property("waitsFor") == "next"
    assert shell.find("turnStatus").property("text") == ""
    assert not [r.message for r in qtlog.records if r.type in LOUD]
