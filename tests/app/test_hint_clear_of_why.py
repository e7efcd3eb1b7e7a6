"""The Hint panel never covers the last-move line's "Why?" link (newcomer #13's D3: in Arabic
the panel opened at the top left, over the line and its link). With the hint open, the link
stands clear of the panel and a real mouse click on it opens Why?'s answer."""

from __future__ import annotations

import random

import pytest

from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_table_actions import open_table, scene_rect
from tests.app.test_why_gui import shot, to_an_ai_move


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_hint_leaves_the_why_link_free(launch, qtlog, lang: str) -> None:
    shell, game = open_table(launch, "scopa", lang=lang)
    shell.resize(1024, 768)  # a small window: the line is wide for it
    to_an_ai_move(shell, game, random.Random(4))
    shell.click(shell.find("hintAction"))  # the hint, by mouse
    shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=WAIT_MS)
    panel = shell.find("hintPanel")
    shell.qtbot.waitUntil(panel.isVisible, timeout=WAIT_MS)
    shell.qtbot.wait(50)  # laid out
    link = shell.find("whyLink")
    assert link.isVisible()
    shot(shell, f"hint-why-{lang}")
    assert not scene_rect(link).intersects(scene_rect(panel)), (
        scene_rect(link),
        scene_rect(panel),
    )
    assert not scene_rect(shell.find("lastMoveLine")).intersects(scene_rect(panel))
    shell.click(link)  # a person's click on the link opens Why?
    shell.qtbot.waitUntil(lambda: shell.find("whyPanel").isVisible(), timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
