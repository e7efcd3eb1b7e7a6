"""Enter plays only a card you can see ringed (newcomer #12 item 3), in the shared hand of every
table: after a mouse play and the AI's answer the ring shows again; H rings the card the hint
marks, and Enter plays that one; a click on the Table tab gives the keyboard back to the hand,
ringed, so Left and Enter work and the focus is in view. Real mouse clicks and keys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QtMsgType

from tests.app.test_table_actions import open_table, press, to_a_choice, wait_for_turn

LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


def hand_codes(game: Any) -> list[str]:
    return [str(row["code"]) for row in game.property("hand").rows()]


def ringed(shell: Any) -> list[str]:
    """The codes of the hand's cards that show the keyboard's focus ring now."""
    hand = shell.find("hand")
    return [
        ring.parentItem().parentItem().property("code")
        for ring in shell.find_all("focusRing", hand)
        if ring.isVisible()
    ]


def click_rightmost_playable(shell: Any, game: Any) -> str:
    """Click the rightmost card of the hand that may be played, with the mouse; wait until it
    is played and your turn comes back. Returns its code."""
    hand = shell.find("hand")
    cards = []
    stack = [hand]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_") and not item.property("dimmed"):
            cards.append(item)
        stack.extend(item.childItems())
    assert cards
    rightmost = max(cards, key=lambda card: card.mapToScene(QPointF(0, 0)).x())
    code = rightmost.objectName().removeprefix("card_")
    moves = game.property("moves")
    shell.click(shell.settle(f"card_{code}"))
    shell.qtbot.waitUntil(lambda: game.property("moves") > moves, timeout=10_000)
    wait_for_turn(shell, game)
    return code


def enter_plays_the_ringed_card(shell: Any, game: Any) -> None:
    """Enter: the one ringed card leaves the hand, and no other."""
    ring = ringed(shell)
    assert len(ring) == 1, ring
    before, moves = hand_codes(game), game.property("moves")
    press(shell, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: game.property("moves") > moves, timeout=10_000)
    after = hand_codes(game)
    assert ring[0] not in after
    assert [code for code in before if code not in after] == ring


def to_a_card_play(shell: Any, game: Any) -> None:
    """Send the first legal action until your choice is a card to play (past Minchiate's
    discards and declarations)."""
    for _ in range(12):
        to_a_choice(shell, game)
        legal = [str(action) for action in game.property("legalActions")]
        if any(action.startswith("play:") for action in legal):
            return
        moves = game.property("moves")
        game.act(legal[0])
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
    raise AssertionError("no card to play")


@pytest.mark.parametrize("game_id", ["scopa", "schnapsen", "minchiate"])
def test_after_a_mouse_play_the_hint_rings_its_card_and_enter_plays_it(
    launch, qtlog, game_id: str
) -> None:
    shell, game = open_table(launch, game_id)
    to_a_card_play(shell, game)
    click_rightmost_playable(shell, game)
    to_a_card_play(shell, game)
    hand = shell.find("hand")
    shell.qtbot.waitUntil(hand.hasActiveFocus, timeout=5_000)
    shell.qtbot.waitUntil(lambda: len(ringed(shell)) == 1, timeout=5_000)  # shown again

    press(shell, Qt.Key.Key_H)
    shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=30_000)
    hinted = [code for code in hand_codes(game) if code in list(game.property("hintCards"))]
    assert hinted
    shell.qtbot.waitUntil(lambda: ringed(shell) == hinted[:1], timeout=5_000)
    enter_plays_the_ringed_card(shell, game)
    assert [r.message for r in qtlog.records if r.type in LOUD] == []


@pytest.mark.parametrize("game_id", ["scopa", "schnapsen"])
def test_the_table_tab_gives_the_hand_the_keyboard_with_its_ring(
    launch, qtlog, game_id: str
) -> None:
    shell, game = open_table(launch, game_id)
    to_a_choice(shell, game)
    shell.click(shell.find("rulesTab"))
    shell.qtbot.waitUntil(lambda: not shell.find("tableLoader").isVisible(), timeout=5_000)
    shell.click(shell.find("tableTab"))
    shell.qtbot.waitUntil(lambda: shell.find("tableLoader").isVisible(), timeout=5_000)
    hand = shell.find("hand")
    shell.qtbot.waitUntil(hand.hasActiveFocus, timeout=5_000)
    shell.qtbot.waitUntil(lambda: len(ringed(shell)) == 1, timeout=5_000)
    press(shell, Qt.Key.Key_End)
    press(shell, Qt.Key.Key_Left)
    enter_plays_the_ringed_card(shell, game)

    wait_for_turn(shell, game)  # a second click on the tab already shown does the same
    shell.click(shell.find("tableTab"))
    shell.qtbot.waitUntil(hand.hasActiveFocus, timeout=5_000)
    assert len(ringed(shell)) == 1
    assert [r.message for r in qtlog.records if r.type in LOUD] == []


@pytest.mark.parametrize("game_id", ["scopa", "minchiate"])
def test_a_click_on_a_card_gives_the_hand_the_keyboard(launch, qtlog, game_id: str) -> None:
    # Newcomer #13: with the keyboard elsewhere (here: Tab moved it off the hand), a mouse play
    # left no ring on the next turn, and H then Enter did nothing: the hand never had the keys.
    shell, game = open_table(launch, game_id)
    to_a_card_play(shell, game)
    hand = shell.find("hand")
    for _ in range(3):
        press(shell, Qt.Key.Key_Tab)
    shell.qtbot.waitUntil(lambda: not hand.hasActiveFocus(), timeout=5_000)
    click_rightmost_playable(shell, game)
    to_a_card_play(shell, game)
    shell.qtbot.waitUntil(hand.hasActiveFocus, timeout=5_000)
    shell.qtbot.waitUntil(lambda: len(ringed(shell)) == 1, timeout=5_000)
    enter_plays_the_ringed_card(shell, game)
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
