"""Lock & Bet's UP/DOWN badges say what they count (newcomer #18's #5: the table had no legend):
on hover, and for a while after a click, a tooltip names the ranks of each group, in the
player's language; a screen reader hears it as the badge's description."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject, QPointF
from PySide6.QtTest import QTest

from tests.app.test_lesson_gui import LOUD
from tests.app.test_table_actions import open_table

LEGEND = (
    "UP: 8, 9, 10, J, Q, K, A. DOWN: 2 to 7. The badge counts this player's two cards, "
    "never saying which is which."
)


def tip(shell: Any, box: str) -> Any:
    """The badge's tooltip (a popup: a QObject child of the badge's item, not a visual item)."""
    found = shell.find(f"{box}Signal").findChild(QObject, f"{box}SignalTip")
    assert found is not None
    return found


@pytest.mark.parametrize("lang", [None, "fa"])
def test_the_signal_badges_tell_what_up_and_down_count(launch, qtlog, lang: str | None) -> None:
    shell, game = open_table(launch, "lockbet", lang)
    ai, yours = shell.find("aiBoxSignal"), shell.find("yourBoxSignal")
    assert not tip(shell, "aiBox").property("visible")
    shell.click(ai)  # a click shows it (no hover needed)
    shell.qtbot.waitUntil(lambda: tip(shell, "aiBox").property("visible"), timeout=3_000)
    said = str(tip(shell, "aiBox").property("text"))
    if lang is None:
        assert said == LEGEND
    else:  # Persian words (the card letters and digits may stay as the table shows them)
        assert said and said != LEGEND and "DOWN" not in said
    centre = yours.mapToScene(QPointF(yours.width() / 2, yours.height() / 2)).toPoint()
    QTest.mouseMove(shell.window, centre)  # hovering your own badge shows its tooltip too
    shell.qtbot.waitUntil(lambda: tip(shell, "yourBox").property("visible"), timeout=3_000)
    assert str(tip(shell, "yourBox").property("text")) == said
    assert game.property("table").property("phase") == "lock"  # nothing was played
    assert not [r.message for r in qtlog.records if r.type in LOUD]
