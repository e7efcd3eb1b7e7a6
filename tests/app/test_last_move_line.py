"""The line at the top of the table that tells the AI's moves: it wraps, never cut, in the room
the table keeps free for it (nc5 item 12: an Arabic capture ended in "…")."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.app.test_table_actions import open_table, wait_for_turn


def scene_rect(item: Any) -> QRectF:
    """An item's rectangle in window coordinates."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


@pytest.mark.parametrize(
    ("game_id", "lang"), [("piedicavallo", "ar"), ("minchiate", "de"), ("piedicavallo", "de")]
)
def test_the_ai_moves_line_wraps_and_is_never_cut(launch, game_id: str, lang: str) -> None:
    shell, game = open_table(launch, game_id, lang)
    shell.resize(1024, 640)  # the smallest window: the narrowest line
    said, pill = shell.find("lastMoveText"), shell.find("lastMoveLine")
    table = shell.find("tableLoader").property("item")
    shown, wrapped = 0, 0  # wrapped: the most lines a shown text took
    for _ in range(8):
        wait_for_turn(shell, game)
        if pill.isVisible():
            shell.qtbot.wait(50)
            shown += 1
            wrapped = max(wrapped, said.property("lineCount"))
            assert not said.property("truncated"), said.property("text")
            assert scene_rect(pill).contains(scene_rect(said))
            # The table keeps the line's room free: nothing lies under it.
            assert pill.y() + pill.height() <= table.property("topInset") + 0.5
        if not game.property("yourTurn") or game.property("matchOver"):
            break
        moves = game.property("moves")
        game.act(game.property("legalActions")[0])
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
    assert shown and wrapped >= 2  # a whole trick in these languages needs two lines or more
