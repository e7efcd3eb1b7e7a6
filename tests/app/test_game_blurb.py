"""The game page's format line and pitch: cut short by a narrow window, read whole on hover."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest


def _hover(shell, item) -> None:
    """Move the mouse onto the middle of ``item`` as a person would."""
    QTest.mouseMove(shell.window, item.mapToScene(QPointF(item.width() / 2, 8)).toPoint())


@pytest.mark.parametrize("lang", ["en", "de", "ar"])
def test_a_cut_pitch_shows_whole_on_hover_and_to_a_screen_reader(launch, lang) -> None:
    shell = launch(game="schnapsen", lang=lang)
    shell.resize(1280, 800)
    blurb, pitch = shell.find("gameBlurb"), shell.find("pitchLine")
    full = pitch.property("text")
    shell.qtbot.waitUntil(lambda: pitch.property("truncated"))  # 1280 px: the pitch is cut
    assert blurb.property("cut")
    tip = shell.engine.rootObjects()[0].findChild(object, "gameBlurbTip")
    assert tip is not None and not tip.property("visible")
    _hover(shell, blurb)
    shell.qtbot.waitUntil(lambda: tip.property("visible"), timeout=3000)
    shown = tip.property("contentItem")
    assert full in shown.property("text")
    assert not shown.property("truncated")
    # The whole tip stays inside the window.
    corner = shown.mapToScene(QPointF(0, 0))
    assert corner.x() >= 0 and corner.x() + shown.width() <= shell.window.width()
    assert full in _accessible_name(blurb)


def _accessible_name(item) -> str:
    from PySide6.QtGui import QAccessible

    was = QAccessible.isActive()
    QAccessible.setActive(True)  # as when a screen reader runs
    try:
        face = QAccessible.queryAccessibleInterface(item)
        return face.text(QAccessible.Text.Name) if face else ""
    finally:
        QAccessible.setActive(was)


def test_a_whole_pitch_needs_no_tip(launch) -> None:
    shell = launch(game="scopa", lang="en")
    shell.resize(1600, 1000)
    blurb, pitch = shell.find("gameBlurb"), shell.find("pitchLine")
    shell.qtbot.waitUntil(lambda: not pitch.property("truncated"))
    _hover(shell, blurb)
    shell.qtbot.wait(500)
    tip = shell.engine.rootObjects()[0].findChild(object, "gameBlurbTip")
    assert tip is not None and not tip.property("visible")


def test_the_tip_goes_when_a_box_opens_over_the_page(launch) -> None:
    """Ctrl+N while the tip shows: the "Start a new match?" box comes on top of the page and the
    tip goes (newcomer #31: it stayed over the dimmed page and the box)."""
    from PySide6.QtCore import Qt

    shell = launch(game="schnapsen", lang="en")
    shell.resize(1280, 800)
    blurb, pitch = shell.find("gameBlurb"), shell.find("pitchLine")
    shell.qtbot.waitUntil(lambda: pitch.property("truncated"))
    game = shell.find("tableLoader").property("item").property("controller")
    game.setProperty("aiDelayMs", 0)
    shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=20_000)
    game.act(next(iter(game.property("legalActions"))))  # a match under way: Ctrl+N asks
    shell.qtbot.waitUntil(lambda: game.property("atStake"), timeout=20_000)
    tip = shell.engine.rootObjects()[0].findChild(object, "gameBlurbTip")
    _hover(shell, blurb)
    shell.qtbot.waitUntil(lambda: tip.property("visible"), timeout=3000)
    QTest.keyClick(shell.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    shell.qtbot.waitUntil(lambda: shell.find("confirmNewMatch").property("visible"), timeout=3000)
    shell.qtbot.waitUntil(lambda: not tip.property("visible"), timeout=3000)
