"""Issue 35 (newcomer #4): the four-seat tables keep the compass in right-to-left languages —
West's box on the left, East's on the right, as their names say, and their trick cards on the
same sides — while the words inside each box still run right-to-left (the team stripe at
their leading edge, the right). Checked in the real app by the items' scene rectangles."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.app.test_lesson_gui import LOUD, WAIT_MS, controller, shot


def centre_x(item: Any) -> float:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height())).center().x()


@pytest.mark.parametrize("lang", ["ar", "fa", "en"])
@pytest.mark.parametrize("game_id", ["piedicavallo", "minchiate"])
def test_west_on_the_left_east_on_the_right(launch, qtlog, game_id: str, lang: str) -> None:
    shell = launch(game=game_id, lang=lang)
    shell.resize(1280, 800)
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    shell.qtbot.wait(300)
    shot(shell, f"compass-{game_id}-{lang}")
    east, west, partner = (shell.find(f"seat_{seat}") for seat in (1, 3, 2))
    assert centre_x(west) < centre_x(partner) < centre_x(east)
    assert centre_x(shell.find("trickSlot_3")) < centre_x(shell.find("trickSlot_1"))
    for box in (east, west, partner):  # the box's own words follow the language
        stripe = shell.find("teamStripe", box)
        assert (centre_x(stripe) > centre_x(box)) == (lang != "en")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
