"""The Hint panel stands in the side column beside the table, like Why?'s answer: it covers
none of the table (newcomer #17: in Arabic it lay over the very cards the hint named;
newcomers #14 and #16: it cut the turn prompt in half), and the table lays itself out in the
room left. With Why? open too, both show, one under the other. Real window, real mouse; no QML
warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from tests.app.test_hint_sentences import hint_reasons
from tests.app.test_lesson_gui import LOUD
from tests.app.test_table_actions import open_table


def scene_rect(item) -> QRectF:
    return QRectF(item.mapToScene(QPointF(0, 0)), item.size())


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_hint_covers_none_of_the_table(launch, qtlog, lang) -> None:
    shell, game = open_table(launch, "scopa", lang)
    shell.resize(1024, 640)
    table = shell.find("tableLoader")
    whole = table.width()
    hint_reasons(shell, game)
    panel = shell.find("hintPanel")
    shell.qtbot.waitUntil(lambda: panel.isVisible() and table.width() < whole, timeout=5_000)
    shell.qtbot.wait(50)  # laid out
    assert not scene_rect(panel).intersects(scene_rect(table))
    assert scene_rect(panel).bottom() <= shell.window.height()
    status = shell.find("turnStatus")
    assert status.isVisible()
    assert scene_rect(table).contains(scene_rect(status))  # the prompt whole, beside it
    for name in ("hand", "aiPile", "yourPile"):
        assert scene_rect(table).contains(scene_rect(shell.find(name))), name
    shell.click(shell.find("closeHint"))
    shell.qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5_000)
    shell.qtbot.waitUntil(lambda: table.width() == whole, timeout=5_000)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
