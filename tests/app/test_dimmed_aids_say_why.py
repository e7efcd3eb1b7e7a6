"""Take back and Hint, dimmed, say why when clicked or keyed (newcomer #18's #3: they were
silent): no move of yours to take back yet, the hard level playing your seat (Watch). The words
are the table's, in the player's language; nothing is sent."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .test_table_actions import open_table

NOTHING = "Nothing to take back: you have made no move in this deal yet."


def table(shell: Any) -> Any:
    return shell.find("tableLoader").property("item")


def notice_after(shell: Any, act: Any) -> str:
    """The table's notice after ``act`` (cleared first, so an earlier one does not count)."""
    table(shell).setProperty("notice", "")
    act()
    shell.qtbot.waitUntil(lambda: bool(table(shell).property("notice")), timeout=3_000)
    return str(table(shell).property("notice"))


@pytest.mark.parametrize(("game_id", "lang"), [("scopa", None), ("piedicavallo", "ar")])
def test_a_click_or_ctrl_z_on_dimmed_take_back_says_there_is_nothing_to_take_back(
    launch, game_id: str, lang: str | None
) -> None:
    shell, game = open_table(launch, game_id, lang)
    button = shell.find("takeBackAction")
    assert not game.property("canTakeBack") and not button.property("enabled")
    moves = game.property("moves")

    by_mouse = notice_after(shell, lambda: shell.click(button))
    assert game.property("errorCode") == "nothing_to_take_back"
    if lang is None:
        assert by_mouse == NOTHING
    else:  # the Arabic words, not the English nor the catch-all
        assert by_mouse != NOTHING and not any("a" <= ch <= "z" for ch in by_mouse.lower())
    table(shell).forceActiveFocus()
    by_key = notice_after(
        shell,
        lambda: QTest.keyClick(shell.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    )
    assert by_key == by_mouse
    assert game.property("moves") == moves and game.property("yourTurn")  # nothing sent


def test_a_click_on_dimmed_hint_while_watching_says_hard_plays_your_seat(launch) -> None:
    shell, game = open_table(launch, "schnapsen")
    shell.click(shell.find("watchAction"))
    shell.qtbot.waitUntil(lambda: game.property("watching"), timeout=10_000)
    game.toggleWatchPause()  # no watched move's notice over the answer
    shell.qtbot.waitUntil(lambda: game.property("watchPaused"), timeout=5_000)
    hint = shell.find("hintAction")
    assert not hint.property("enabled")

    told = notice_after(shell, lambda: shell.click(hint))
    assert game.property("errorCode") == "watching"
    assert told == "Hard is playing your seat: press Stop watching first."
    assert list(game.property("hint")) == [] and not game.property("hintBusy")
    shell.click(shell.find("watchAction"))  # Stop watching: back to the match
    shell.qtbot.waitUntil(lambda: not game.property("watching"), timeout=10_000)


def test_another_match_takes_the_last_ones_notice_away(launch) -> None:
    """A numbered deal (or New match, or an opened file) while a notice of the last match shows:
    the notice goes with that match (newcomer #32's play: "East discarded two cards" stood
    beside the new deal in which you were the dealer)."""
    shell, game = open_table(launch, "piedicavallo", None)
    table(shell).setProperty("notice", "East discarded two cards: 0 trumps among them.")
    seed = 1 + int(game.property("matchSeed"))
    assert game.playDeal(str(seed)) == ""
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") == seed, timeout=10_000)
    assert not str(table(shell).property("notice")).startswith("East discarded")
