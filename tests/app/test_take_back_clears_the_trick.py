"""A take-back leaves on the table only the trick as it stands again (newcomer #21: in
Schnapsen the AI's undone lead stayed in the trick, the line asked you to answer it and your
next lead "won" against it), and a "Please wait" said on the AI's turn goes when a take-back
gives the turn back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .test_table_actions import decide, open_table, wait_for_turn

YOU_LEAD = 20261204
"""A numbered Schnapsen deal whose first trick you lead."""


def table(shell: Any) -> Any:
    return shell.find("tableLoader").property("item")


def you_lead(game: Any) -> bool:
    """Your turn with no card of this trick on the table (a finished one may still show)."""
    return len(game.property("trick")) == 0 or game.property("trickWinner") >= 0


def ai_led_to_you(game: Any) -> bool:
    return len(game.property("trick")) == 1 and game.property("trickWinner") < 0


def lead_until_the_ai_leads_back(shell: Any, game: Any) -> int:
    """Play by mouse until a lead of yours had the AI take the trick and lead to you; the
    number of moves before that lead."""
    for _ in range(12):
        wait_for_turn(shell, game)
        leading = you_lead(game) and len(game.property("legalActions")) > 1
        moves = game.property("moves")
        decide(shell, game)
        shell.qtbot.waitUntil(lambda before=moves: game.property("moves") > before, timeout=10_000)
        wait_for_turn(shell, game)
        if leading and ai_led_to_you(game):
            return int(moves)
    raise AssertionError("the AI never took a trick you led and led to you")


def test_a_take_back_by_mouse_while_the_ai_leads_to_you_takes_its_card_off_the_table(
    launch,
) -> None:
    shell, game = open_table(launch, "schnapsen", deal=YOU_LEAD)
    moves = lead_until_the_ai_leads_back(shell, game)
    assert shell.find("trick_ai").property("visible")

    shell.click(shell.find("takeBackAction"))
    shell.qtbot.waitUntil(
        lambda: game.property("moves") == moves and game.property("yourTurn"), timeout=10_000
    )
    shell.qtbot.wait(200)
    assert list(game.property("observation")["trick"]) == []
    assert list(game.property("trick")) == [] and game.property("trickWinner") == -1
    assert not shell.find("trick_ai").property("visible")
    assert not shell.find("trick_you").property("visible")
    said = str(shell.find("turnStatus").property("text"))  # the exchange or close may come first
    assert said.startswith("Your turn:") and said.endswith("lead a card"), said


def test_a_take_back_on_the_ais_turn_drops_the_please_wait_and_your_lead(launch) -> None:
    shell, game = open_table(launch, "schnapsen", deal=YOU_LEAD)
    for _ in range(12):
        wait_for_turn(shell, game)
        if you_lead(game) and len(game.property("legalActions")) > 1:
            break
        moves = game.property("moves")
        decide(shell, game)
        shell.qtbot.waitUntil(lambda before=moves: game.property("moves") > before, timeout=10_000)
    moves = game.property("moves")
    game.setProperty("aiDelayMs", 60_000)  # the AI's answer waits: its turn lasts
    led = decide(shell, game).removeprefix("play:")
    shell.qtbot.waitUntil(
        lambda: game.property("moves") > moves and not game.property("yourTurn"), timeout=10_000
    )
    assert [play["card"] for play in game.property("trick")] == [led]
    shell.click(shell.find("hintAction"))  # dimmed on the AI's turn: it says why
    shell.qtbot.waitUntil(lambda: game.property("errorCode") == "not_your_turn", timeout=5_000)
    assert table(shell).property("noticeIsError") and table(shell).property("notice")

    table(shell).forceActiveFocus()
    QTest.keyClick(shell.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    shell.qtbot.waitUntil(
        lambda: game.property("yourTurn") and game.property("moves") == moves, timeout=10_000
    )
    shell.qtbot.wait(200)
    assert list(game.property("trick")) == []
    assert not shell.find("trick_you").property("visible")
    said = str(table(shell).property("notice"))
    assert not (said and table(shell).property("noticeIsError")), said
