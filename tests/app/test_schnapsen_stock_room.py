"""Schnapsen's stock and its trump line ("Trumps: Eichel") stay clear of the trick piles
(newcomer #5 item 12: in Arabic at 1280×800 a pile hid part of the line once it held cards), in
English and mirrored Arabic at 1280×800 and 1440×900, through a deal's first tricks."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.app.test_table_actions import open_table, wait_for_turn


def scene_rect(item: Any) -> QRectF:
    """An item's rectangle in window coordinates."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def overlaps(shell: Any) -> list[str]:
    """The piles (and their labels) that meet the stock's words or cards, the boxes the stock
    meets."""
    parts = [shell.find(name) for name in ("trumpName", "stockCount", "indicator")]
    piles = [shell.find(name) for name in ("aiPile", "yourPile", "aiPile_label", "yourPile_label")]
    found = []
    for part in parts:
        for pile in piles:
            if not (part.isVisible() and pile.isVisible()):
                continue
            meet = scene_rect(part).intersected(scene_rect(pile))
            if meet.width() > 1 and meet.height() > 1:
                found.append(f"{pile.objectName()} over {part.objectName()}")
    stock = scene_rect(shell.find("stock"))
    for name in ("aiPanel", "yourPanel"):  # nor does the stock meet a player's box
        meet = stock.intersected(scene_rect(shell.find(name)))
        if meet.width() > 1 and meet.height() > 1:
            found.append(f"the stock over {name}")
    return found


@pytest.mark.parametrize("size", [(1280, 800)])  # where the piles met the stock
@pytest.mark.parametrize("lang", ["ar", "en"])
def test_the_trick_piles_leave_the_stock_and_trumps_in_view(
    launch, lang: str, size: tuple[int, int]
) -> None:
    shell, game = open_table(launch, "schnapsen", lang)
    shell.resize(*size)
    problems = []
    for _ in range(4):  # this numbered deal ends (66 reached) after the fourth trick
        wait_for_turn(shell, game)
        shell.qtbot.wait(100)
        problems += overlaps(shell)
        moves = game.property("moves")
        play = [a for a in game.property("legalActions") if a.startswith("play:")]
        game.act(play[0])
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
    shell.qtbot.waitUntil(lambda: game.property("moves") >= 7, timeout=10_000)
    shell.qtbot.wait(100)
    problems += overlaps(shell)
    assert list(game.property("tricks")) != [0, 0]
    assert problems == []
