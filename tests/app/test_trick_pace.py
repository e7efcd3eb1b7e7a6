"""Issue 33 item 6 in the real window: the trick pace option, and the line of the AI's moves
that keeps the whole trick while a finished trick waits for the player (Minchiate)."""

from __future__ import annotations

import json

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardavia_desktop import paths

WAIT_MS = 20_000


def test_options_panel_sets_the_trick_pace_and_it_is_kept(launch) -> None:
    shell = launch()
    assert shell.settings.trickPace == "wait"  # a fresh install waits for the player
    shell.click(shell.find("optionsButton"))
    shell.qtbot.waitUntil(lambda: shell.find("optionsPanel").property("visible"))
    shell.click(shell.find("trickPace_1"))
    assert shell.settings.trickPace == "timed"
    shell.settings.flush()
    assert json.loads(paths.settings_file().read_text())["trick_pace"] == "timed"
    shell.click(shell.find("trickPace_0"))
    assert shell.settings.trickPace == "wait"


def _click_strip(shell, name: str) -> None:
    """Click the hand card ``name``, once it stands still, on the strip its right neighbour
    leaves in view (found by name: a selection may rebuild the hand's cards meanwhile)."""
    item = shell.settle(name)
    pitch = float(shell.find("hand").property("pitch")) or item.width()
    point = item.mapToScene(QPointF(min(item.width(), pitch) * 0.4, item.height() / 2))
    QTest.mouseClick(
        shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint()
    )
    shell.qtbot.wait(20)


def test_the_moves_line_keeps_the_whole_trick_while_it_waits(launch) -> None:
    shell = launch("minchiate")
    shell.settings.animationSpeed = 4.0
    table = shell.find("tableLoader").property("item")
    game, view = table.property("controller"), table.property("minchiate")
    qtbot = shell.qtbot
    steps: list[object] = []
    game.stepped.connect(steps.append)
    while not game.property("trickHeld"):
        before = len(steps)
        qtbot.waitUntil(
            lambda: game.property("trickHeld") or game.property("yourTurn"), timeout=WAIT_MS
        )
        if game.property("trickHeld"):
            break
        if view.property("declaring"):
            shell.click(shell.find("finishDeclaring"))
        elif view.property("discarding"):
            legal = [
                a.split(":", 1)[1]
                for a in game.property("legalActions")
                if a.startswith("discard:")
            ]
            for code in legal[: view.property("toDiscard")]:
                _click_strip(shell, f"card_{code}")
                qtbot.waitUntil(lambda c=code: c in view.property("selected"), timeout=WAIT_MS)
            qtbot.waitUntil(lambda: view.property("discardReady"), timeout=WAIT_MS)
            shell.click(shell.find("discardButton"))
            # the chosen cards go as one action each: the step after the first still discards
            qtbot.waitUntil(lambda: not view.property("discarding"), timeout=WAIT_MS)
        else:
            code = next(r["code"] for r in view.property("hand") if r["legal"])
            _click_strip(shell, f"card_{code}")
        qtbot.waitUntil(lambda n=before: len(steps) > n, timeout=WAIT_MS)
    trick = game.property("trick")
    others = [play for play in trick if play["seat"] != 0]
    line = shell.find("lastMoveLine")
    qtbot.waitUntil(line.isVisible, timeout=WAIT_MS)
    said = shell.find("lastMoveText", line)
    text = said.property("text").replace("\u00a0", " ")  # card names keep no-break spaces
    names = [table.cardName(play["card"]) for play in others]
    assert all(name in text for name in names), (names, text)
    assert text.count("played") == len(others) == 3 and "won the trick" in text, text
    assert not said.property("truncated"), text


def test_a_trick_you_won_waits_too_and_going_on_plays_no_card(qtbot) -> None:
    """Newcomer #32 (Tarocchi): after a trick you won, nothing held it, and the key that had
    gone on after every other trick played your ringed card as your lead. Now every finished
    trick waits, yours too: meanwhile no card of yours is playable and the aids say why; going
    on clears it and your lead comes, with your hand as it was."""
    import random

    from tests.app.record_helpers import Table

    table = Table(qtbot, "piedicavallo", seed=5)
    c = table.c
    refused: list[str] = []
    c.actionRejected.connect(lambda code, message: refused.append(code))
    rng = random.Random(4)
    try:
        c.aiDelayMs = 20
        c.holdTricks = True
        yours = 0
        while yours == 0 and not (c.property("summaryVisible") or c.property("matchOver")):
            qtbot.waitUntil(
                lambda: (
                    c.property("trickHeld")
                    or c.property("yourTurn")
                    or c.property("summaryVisible")
                ),
                timeout=WAIT_MS,
            )
            if c.property("trickHeld") and c.property("currentPlayer") == 0:
                yours += 1
                hand = table.hand()
                assert not c.property("yourTurn") and not c.property("legalActions")
                c.requestHint()
                assert refused[-1] == "trick_held"
                c.continueTrick()
                qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
                assert table.hand() == hand and not c.property("trickHeld")
                assert not c.property("trick")  # the finished trick went
            elif c.property("trickHeld"):
                c.continueTrick()
                qtbot.waitUntil(lambda: not c.property("trickHeld"), timeout=WAIT_MS)
            elif c.property("yourTurn"):
                moves = c.property("moves")
                c.act(rng.choice(list(c.property("legalActions"))))
                qtbot.waitUntil(lambda m=moves: c.property("moves") > m, timeout=WAIT_MS)
        assert yours == 1
    finally:
        table.close()


def test_the_deals_last_trick_waits_too_before_its_sheet(launch) -> None:
    """Newcomers #32–#34: the trick that ended a Tarocchi deal was covered by the sheet before
    anyone could see who took it, where every other trick waited. It waits as they do, with
    its own prompt; a key then opens the sheet."""
    import random

    shell = launch("piedicavallo")
    table = shell.find("tableLoader").property("item")
    game = table.property("controller")
    game.setProperty("aiDelayMs", 20)
    rng = random.Random(7)
    while not game.property("matchOver"):
        shell.qtbot.waitUntil(
            lambda: (
                game.property("trickHeld")
                or game.property("yourTurn")
                or game.property("matchOver")
            ),
            timeout=WAIT_MS,
        )
        if game.property("trickHeld"):
            game.continueTrick()
            shell.qtbot.waitUntil(lambda: not game.property("trickHeld"), timeout=WAIT_MS)
        elif game.property("yourTurn"):
            moves = game.property("moves")
            game.act(rng.choice(list(game.property("legalActions"))))
            shell.qtbot.waitUntil(lambda m=moves: game.property("moves") > m, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: table.property("sheetHeld"), timeout=WAIT_MS)
    prompt = shell.find("trickHoldPrompt")
    assert prompt.isVisible() and len(game.property("trick")) == 4
    said = shell.find("trickHoldPromptText").property("text")
    assert said == "Click, or press Space or Enter, for the deal's result", said
    shell.qtbot.wait(400)  # long past the timed pause: still the trick, no sheet
    assert not table.property("sheetShown") and table.property("sheetHeld")
    QTest.keyClick(shell.window, Qt.Key.Key_Space)
    shell.qtbot.waitUntil(lambda: table.property("sheetShown"), timeout=WAIT_MS)
    assert not prompt.isVisible()


def test_escape_closes_the_last_trick_and_the_held_trick_still_waits(launch) -> None:
    """Newcomer #38 (Tarocchi): with the last trick shown over a held trick, Escape went on to
    the next trick and left the last trick over the table (the next Enter played a card under
    it). Escape closes it; the trick still waits, and Space then goes on. The waiting trick's
    prompt hides while the last trick lies over it (newcomer #39: half of it showed), and Enter
    then closes the last trick rather than go on under it (newcomer #40)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.app.test_lesson_gui import controller

    shell = launch("piedicavallo")
    c = controller(shell)
    c.setProperty("aiDelayMs", 20)
    table = shell.find("tableLoader").property("item")
    qtbot = shell.qtbot
    while True:  # to the second held trick (the first has no last trick to show)
        qtbot.waitUntil(lambda: c.property("trickHeld") or c.property("yourTurn"), timeout=WAIT_MS)
        if c.property("trickHeld") and c.property("lastTrick"):
            break
        if c.property("trickHeld"):
            QTest.keyClick(shell.window, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not c.property("trickHeld"), timeout=WAIT_MS)
            continue
        moves = c.property("moves")
        c.act(c.property("legalActions")[0])
        qtbot.waitUntil(lambda m=moves: c.property("moves") > m, timeout=WAIT_MS)
    prompt = shell.find("trickHoldPrompt", table)
    assert prompt.isVisible()
    shell.click(shell.find("lastTrickButton"))
    qtbot.waitUntil(lambda: table.property("showLastTrick"), timeout=WAIT_MS)
    assert not prompt.isVisible()  # not half under the last trick (newcomer #39)
    # a key on the waiting trick closes the last trick first (newcomer #40: Enter went on to
    # the next trick under it)
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not table.property("showLastTrick"), timeout=WAIT_MS)
    assert c.property("trickHeld")
    assert prompt.isVisible()
    shell.click(shell.find("lastTrickButton"))
    qtbot.waitUntil(lambda: table.property("showLastTrick"), timeout=WAIT_MS)
    shell.click(shell.find("hand", table))  # so does a click on the table beside it
    qtbot.waitUntil(lambda: not table.property("showLastTrick"), timeout=WAIT_MS)
    assert c.property("trickHeld")
    shell.click(shell.find("lastTrickButton"))
    qtbot.waitUntil(lambda: table.property("showLastTrick"), timeout=WAIT_MS)
    QTest.keyClick(shell.window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not table.property("showLastTrick"), timeout=WAIT_MS)
    qtbot.wait(200)
    assert c.property("trickHeld")
    assert prompt.isVisible()
    QTest.keyClick(shell.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not c.property("trickHeld"), timeout=WAIT_MS)
