"""Learn at the real table (issue 35 goal 1): the lobby tile's Learn opens Schnapsen with its
lesson on the table; it is played to its end by mouse (a wrong move answered with both moves'
reasons and taken back) and by keys (Enter for Next, the table's own keys for the moves),
left and resumed at the same step; the finished lesson marks its tile, and the player's match,
its save and the statistics are untouched. Piedicavallo's, Scopa's, Lock & Bet's and
Minchiate's lessons are played to their end by mouse too. No QML warning on the way."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QtMsgType
from PySide6.QtTest import QTest

from cardavia_desktop.controllers import statistics
from cardavia_desktop.engine.lesson import load_lesson
from cardavia_desktop.saved_games import SavedGames

WAIT_MS = 30_000
LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
MOVE_KEYS = {"exchange": Qt.Key.Key_X, "close": Qt.Key.Key_C}


def record_bytes() -> bytes:
    path = statistics.statistics_path()
    return path.read_bytes() if path.exists() else b""


def shot(shell: Any, name: str) -> None:
    folder = os.environ.get("CARDAVIA_SHOTS")
    if folder:
        shell.window.grabWindow().save(str(Path(folder) / f"{name}.png"))


def controller(shell: Any) -> Any:
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    c = shell.find("tableLoader").property("item").property("controller")
    c.setProperty("aiDelayMs", 0)
    return c


def lesson(c: Any) -> Any:
    return c.property("lesson")


def wait_step(shell: Any, c: Any) -> str:
    """What the lesson waits for once its AI moves are played and the table settled."""
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") not in ("", "ai"), timeout=WAIT_MS)
    shell.qtbot.wait(50)
    return str(lesson(c).property("waitsFor"))


def moved_on(c: Any, index: int) -> Any:
    """Whether the lesson went on from step ``index`` (or from the trick it held there)."""
    paused = bool(lesson(c).property("paused"))
    return lambda: (
        lesson(c).property("stepIndex") != index
        or lesson(c).property("waitsFor") == "take_back"
        or (paused and not lesson(c).property("paused"))
    )


def visible(shell: Any, name: str) -> Any:
    shell.qtbot.waitUntil(
        lambda: any(item.isVisible() for item in shell.find_all(name)), timeout=10_000
    )
    return next(item for item in shell.find_all(name) if item.isVisible())


def click_card(shell: Any, code: str) -> None:
    """Click a card of your hand on its uncovered left edge (a fan overlaps its cards)."""
    card = visible(shell, f"card_{code}")
    shell.settle(card)
    point = card.mapToScene(QPointF(card.width() * 0.12, card.height() / 2)).toPoint()
    QTest.mouseClick(shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    shell.qtbot.wait(20)


def play_by_mouse(shell: Any, move: str) -> None:
    kind, _, card = move.partition(":")
    if kind == "discard":  # the cards, one click each, then the Discard button
        for code in card.split(","):
            click_card(shell, code)
        shell.click(visible(shell, "discardButton"))
        return
    if kind == "play":
        click_card(shell, card)
        return
    shell.click(visible(shell, f"marry_{card}" if kind == "marry" else f"{kind}Button"))


def play_by_keys(shell: Any, c: Any, move: str) -> None:
    kind, _, card = move.partition(":")
    if kind in MOVE_KEYS:
        QTest.keyClick(shell.window, MOVE_KEYS[kind])
        return
    codes = list(c.hand.codes())
    QTest.keyClick(shell.window, Qt.Key.Key_Home)
    for _ in range(codes.index(card)):
        QTest.keyClick(shell.window, Qt.Key.Key_Right)
    # a card is played by Enter; a marriage declared by M on its ringed König or Ober
    QTest.keyClick(shell.window, Qt.Key.Key_M if kind == "marry" else Qt.Key.Key_Return)


def taking_keys(shell: Any, c: Any) -> Any:
    """The item that takes the move step's keys, once the table takes them: the button the
    step marks (it gets the keyboard a moment after the step shows), else the hand, your
    turn's; the cards at rest. (A fixed wait lost keys under load: they went to the hand
    just before the marked button took the keyboard, or nowhere.)"""
    button = lesson(c).property("ring") == "" and len(lesson(c).property("verbs")) > 0

    def ready() -> bool:
        item = shell.window.activeFocusItem()
        if item is None:
            return False
        if button:
            return bool(item.property("marked"))
        return item.objectName() == "hand" and bool(item.property("interactive"))

    shell.qtbot.waitUntil(ready, timeout=10_000)
    shell.settle_all("card_")
    return shell.window.activeFocusItem()


def test_learn_from_the_tile_by_mouse_with_a_wrong_move(launch, qtlog) -> None:
    shell = launch(game="")
    tile = shell.find("game_schnapsen")
    assert not shell.find("tileLearned", tile).isVisible()
    shell.click(shell.find("tileLearn", tile))
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    real = c.worker()._practice["match"].to_dict()
    save = SavedGames().path("schnapsen").read_bytes()
    record = record_bytes()
    overlay = shell.find("lessonOverlay")
    steps = load_lesson("schnapsen").steps
    wrong_tried = False
    shown = 0
    while (waits := wait_step(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        assert overlay.isVisible() and shell.find("lessonText").property("text")
        shown += 1
        if shown == 3:
            shot(shell, "lesson-schnapsen-en")
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        elif not wrong_tried and steps[index].move.startswith("play:"):
            wrong_tried = True
            assert set(lesson(c).property("marked")) <= set(c.property("hintCards"))
            other = next(a for a in c.property("legalActions") if a != steps[index].move)
            went_on = moved_on(c, index)
            play_by_mouse(shell, other)
            shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)  # answered (not the step before)
            assert wait_step(shell, c) == "take_back"
            answer = shell.find("lessonAnswer").property("text")
            assert answer.startswith("That is not the lesson's move.")
            shot(shell, "lesson-schnapsen-wrong")
            shell.click(shell.find("lessonTakeBack"))
            shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
            assert lesson(c).property("stepIndex") == index
            continue
        else:
            assert waits == "move"
            play_by_mouse(shell, steps[index].move)
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert wrong_tried
    assert "schnapsen" in shell.settings.property("lessonsLearned")
    c.setProperty("aiDelayMs", 60_000)  # your match as it was left: its AI's turn waits
    assert visible(shell, "lessonFinish").property("text") != ""
    assert not shell.find("lessonLeave").isVisible() and not shell.find("lessonBack").isVisible()
    shell.click(shell.find("lessonFinish"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.worker()._practice is None, timeout=WAIT_MS)
    assert c.worker()._match.to_dict() == real
    shell.qtbot.wait(300)
    assert SavedGames().path("schnapsen").read_bytes() == save
    assert record_bytes() == record
    shell.click(shell.find("backToLobby"))
    shell.qtbot.waitUntil(lambda: shell.has("game_schnapsen"), timeout=10_000)
    assert shell.find("tileLearned", shell.find("game_schnapsen")).isVisible()
    shot(shell, "lobby-learned")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_learn_by_keys_left_and_resumed(launch, qtlog) -> None:
    shell = launch(game="schnapsen")
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    steps = load_lesson("schnapsen").steps
    exchange = next(i for i, step in enumerate(steps) if step.move == "exchange")
    left = False
    while (waits := wait_step(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if index == exchange and not left:  # leave at the exchange, resume there
            left = True
            shell.click(shell.find("lessonLeave"))
            shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
            assert shell.settings.property("lessonProgress")["schnapsen"]["step"] == exchange
            shell.click(shell.find("learnAction"))
            shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
            assert wait_step(shell, c) == "move"
            assert lesson(c).property("stepIndex") == exchange
            shell.find("tableLoader").property("item").forceActiveFocus()
            continue
        if waits == "next":
            if c.property("summaryVisible"):  # the deal's sheet: Enter closes it once settled
                sheet = visible(shell, "dealSummary")
                shell.qtbot.waitUntil(lambda s=sheet: s.property("ready"), timeout=10_000)
                QTest.keyClick(shell.window, Qt.Key.Key_Return)
                shell.qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
            else:  # (the note that tells a deal's end comes before its sheet)
                QTest.keyClick(shell.window, Qt.Key.Key_Return)
        elif taking_keys(shell, c).property("marked"):  # the step's button: Enter presses it
            QTest.keyClick(shell.window, Qt.Key.Key_Return)
        else:
            play_by_keys(shell, c, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert left
    assert "schnapsen" in shell.settings.property("lessonsLearned")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize(
    ("game_id", "lang"),
    [
        ("scopa", "en"),
        ("piedicavallo", "en"),
        ("minchiate", "en"),
        ("lockbet", "en"),
        ("scopa", "ar"),
        ("minchiate", "fa"),
    ],
)
def test_every_lesson_opens_on_its_table(launch, qtlog, game_id: str, lang: str) -> None:
    """Learn on each game's page: its lesson's words over its own table, Next by mouse up to
    the first move asked of you, whose cards in your hand are marked (and Back goes back)."""
    shell = launch(game=game_id, lang=lang)
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    while wait_step(shell, c) == "next":
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        assert shell.find("lessonText").property("text")
        shell.click(shell.find("lessonNext"))
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert lesson(c).property("waitsFor") == "move"
    assert shell.find("lessonText").property("text")
    hand = set(c.hand.codes())
    marked = set(lesson(c).property("marked")) & hand
    assert marked <= set(c.property("hintCards"))
    shell.qtbot.wait(400)
    shot(shell, f"lesson-{game_id}-{lang}")
    index = lesson(c).property("stepIndex")
    QTest.keyClick(shell.window, Qt.Key.Key_PageUp)  # Back, by key
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") < index, timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_four_seat_lesson_to_its_end_by_mouse(launch, qtlog) -> None:
    """Piedicavallo's lesson, whose deal ends the match: played by mouse to its last step; the
    finished match is not counted and your own match comes back as it was."""
    shell = launch(game="piedicavallo")
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    real = c.worker()._practice["match"].to_dict()
    record = record_bytes()
    steps = load_lesson("piedicavallo").steps
    while (waits := wait_step(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_by_mouse(shell, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert c.worker()._match.is_over  # the lesson's deal ended its match: never counted
    assert "piedicavallo" in shell.settings.property("lessonsLearned")
    c.setProperty("aiDelayMs", 60_000)
    # One clear end: no match-end sheet competes with the lesson's own way back to your match
    shell.qtbot.wait(300)
    assert not any(sheet.isVisible() for sheet in shell.find_all("scoreSheet"))
    assert not c.property("summaryVisible")
    assert not shell.find("lessonLeave").isVisible()
    shell.click(visible(shell, "lessonFinish"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.worker()._practice is None, timeout=WAIT_MS)
    assert c.worker()._match.to_dict() == real
    shell.qtbot.wait(300)
    assert record_bytes() == record
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def slide_amount(shell: Any, value: int) -> None:
    """Drag the Lock & Bet amount slider's handle to ``value`` (its range is the legal one; in
    Arabic and Persian the slider runs from right to left)."""
    slider = visible(shell, "amountSlider")
    low, high = slider.property("from"), slider.property("to")
    handle = slider.property("handle")
    fraction = 0.0 if high == low else (value - low) / (high - low)
    if slider.property("mirrored"):  # right to left: the slider's low end is on the right
        fraction = 1.0 - fraction
    travel = slider.property("availableWidth") - handle.width()
    y = slider.height() / 2
    start = slider.mapToScene(QPointF(handle.x() + handle.width() / 2, y)).toPoint()
    end = slider.mapToScene(
        QPointF(slider.property("leftPadding") + handle.width() / 2 + fraction * travel, y)
    ).toPoint()
    QTest.mousePress(shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(shell.window, QPoint(start.x() + (end.x() - start.x()) * i // 8, end.y()))
    QTest.mouseRelease(shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    shell.qtbot.waitUntil(lambda: round(slider.property("value")) == value, timeout=10_000)


def wait_past_reveal(shell: Any, c: Any) -> str:
    """``wait_step``, closing Lock & Bet's reveal of a deal by its Next deal button unless the
    lesson's Next is asked for (the lesson's next deal, AI move or yours waits behind it)."""

    def next_deal() -> Any:
        return next(
            (b for b in shell.find_all("nextDealButton") if b.isVisible() and b.isEnabled()), None
        )

    while True:
        shell.qtbot.waitUntil(
            lambda: (
                lesson(c).property("waitsFor") not in ("", "ai")
                or (c.property("summaryVisible") and next_deal() is not None)
            ),
            timeout=WAIT_MS,
        )
        if not c.property("summaryVisible") or lesson(c).property("waitsFor") in ("next", "done"):
            return wait_step(shell, c)
        shell.qtbot.waitUntil(lambda: next_deal() is not None, timeout=WAIT_MS)
        shown = c.property("summary")
        shell.click(next_deal())
        # closed; or, where the lesson plays your moves for you, already the next deal's sheet
        shell.qtbot.waitUntil(
            lambda shown=shown: not c.property("summaryVisible") or c.property("summary") != shown,
            timeout=WAIT_MS,
        )


def play_lesson_move(shell: Any, c: Any, move: str) -> None:
    """A lesson's move by mouse on Scopa's, Lock & Bet's or Minchiate's table."""
    kind, _, rest = move.partition(":")
    if kind == "play":  # Scopa: the hand card, then the table cards while a choice is open
        card, _, taken = rest.partition(":")
        click_card(shell, card)
        board = c.property("table")
        for code in taken.split(",") if taken else []:
            if board is None or board.property("selectedCard") in (None, ""):
                break
            shell.click(visible(shell, f"table_{code}"))
    elif kind == "lock":
        click_card(shell, rest)
        shell.qtbot.waitUntil(lambda: visible(shell, "lockButton").isEnabled(), timeout=10_000)
        shell.click(visible(shell, "lockButton"))
    elif kind in ("bet", "raise"):
        slide_amount(shell, int(rest))
        shell.click(visible(shell, "amountButton"))
    elif kind == "discard":  # chosen one by one; the button once enough are chosen
        click_card(shell, rest)
        if visible(shell, "discardButton").isEnabled():
            shell.click(visible(shell, "discardButton"))
    elif kind == "declare":
        row = [combo["action"] for combo in c.property("table").property("combos")].index(move)
        shell.click(visible(shell, f"declare_{row}"))
    elif kind == "pass":
        shell.click(visible(shell, "finishDeclaring"))
    else:  # Lock & Bet's check, call, fold
        shell.click(visible(shell, f"{kind}Button"))


@pytest.mark.parametrize("game_id", ["scopa", "lockbet", "minchiate"])
def test_a_lesson_to_its_end_by_mouse(launch, qtlog, game_id: str) -> None:
    """Scopa's, Lock & Bet's and Minchiate's lessons played to their last step by mouse: at each
    move the cards the lesson marks are marked in your hand; Next by mouse; nothing counted,
    your save untouched and your match back as it was."""
    shell = launch(game=game_id)
    c = controller(shell)
    # your match settled at your choice (Minchiate's table passes for you if pass is all)
    shell.qtbot.waitUntil(
        lambda: c.property("yourTurn") and list(c.property("legalActions")) not in ([], ["pass"]),
        timeout=WAIT_MS,
    )
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    real = c.worker()._practice["match"].to_dict()
    saved = SavedGames().path(game_id)
    save = saved.read_bytes() if saved.exists() else None
    record = record_bytes()
    steps = load_lesson(game_id).steps
    moves = 0
    while (waits := wait_past_reveal(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if index == len(steps):  # the lesson's last deal ended: its sheet, then the end
            assert waits == "next" and lesson(c).property("sheet")
            shell.click(shell.find("lessonNext"))
            shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
            continue
        step = steps[index]
        assert shell.find("lessonText").property("text")
        marked = list(lesson(c).property("marked"))
        if lesson(c).property("paused"):  # a trick the AI finished: nothing marked yet
            assert waits == "next" and marked == []
        else:
            cards = {code for code in step.mark if not code.startswith(("@", "#"))}
            assert set(marked) >= cards  # "@verb" a button, "#part" a part of the table
        if waits == "next":
            assert step.kind == "note" or lesson(c).property("paused")
            shell.click(shell.find("lessonNext"))
        else:
            assert waits == "move" and step.kind == "move", (index, waits)
            assert list(c.property("hintCards")) == marked
            for code in set(step.mark) & set(c.hand.codes()):
                card = visible(shell, f"card_{code}")
                shell.qtbot.waitUntil(lambda card=card: card.property("highlighted"), timeout=5_000)
            rest = [s.move for s in steps[index + 1 :] if s.forced and "discard:" in s.move]
            if step.move.startswith("discard:") and rest:
                # Minchiate's Discard waits for every card: the step marks them all (the later
                # ones are its forced steps, sent by the table with the first). Chosen here
                # the other way round, as a newcomer may: still the lesson's discard
                assert all(move.split(":")[1] in step.mark for move in rest)
                for move in reversed(rest):
                    play_lesson_move(shell, c, move)
                assert lesson(c).property("stepIndex") == index
                assert not visible(shell, "discardButton").isEnabled()
                play_lesson_move(shell, c, step.move)  # the last card, then Discard
                done = index + len(rest)
                shell.qtbot.waitUntil(
                    lambda done=done: lesson(c).property("stepIndex") > done, timeout=WAIT_MS
                )
                assert lesson(c).property("waitsFor") != "take_back"
            else:
                play_lesson_move(shell, c, step.move or "")
            moves += 1
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    # every move asked of you was made by you (Minchiate's pass is forced: its table passes)
    assert moves == sum(step.kind == "move" for step in steps)
    assert game_id in shell.settings.property("lessonsLearned")
    c.setProperty("aiDelayMs", 60_000)  # your match as it was left: its AI's turn waits
    assert visible(shell, "lessonFinish").property("text") != ""
    assert not shell.find("lessonLeave").isVisible() and not shell.find("lessonBack").isVisible()
    shell.click(shell.find("lessonFinish"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.worker()._practice is None, timeout=WAIT_MS)
    assert c.worker()._match.to_dict() == real
    shell.qtbot.wait(300)
    assert (saved.read_bytes() if saved.exists() else None) == save
    assert record_bytes() == record
    assert not [r.message for r in qtlog.records if r.type in LOUD]
