"""The Hint panel never leaves half a turn prompt beside it (newcomers #14 and #16 read
"…ما: یک کارت بازی کنید" in Persian, "…urn: play a card" in English): the prompt it covers
hides while it shows and comes back when it closes. Real window, real mouse; no QML warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from tests.app.test_hint_sentences import hint_reasons
from tests.app.test_lesson_gui import LOUD
from tests.app.test_table_actions import open_table


def scene_rect(item) -> QRectF:
    return QRectF(item.mapToScene(QPointF(0, 0)), item.size())


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_prompt_under_the_hint_hides_until_it_closes(launch, qtlog, lang) -> None:
    shell, game = open_table(launch, "scopa", lang)
    shell.resize(1024, 640)
    status = shell.find("turnStatus")
    assert status.property("opacity") == 1 and status.isVisible()
    hint_reasons(shell, game)
    panel = shell.find("hintPanel")
    shell.qtbot.waitUntil(lambda: panel.isVisible() and panel.height() > 0, timeout=5_000)
    covered = scene_rect(panel).intersects(scene_rect(status))
    assert covered  # at this size the panel reaches over the prompt
    shell.qtbot.waitUntil(lambda: status.property("opacity") == 0, timeout=5_000)
    shell.click(shell.find("closeHint"))
    shell.qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5_000)
    shell.qtbot.waitUntil(lambda: status.property("opacity") == 1, timeout=5_000)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
