"""Issue 33 item 13 in the real window: the lobby's tile titles line up, Scopa's hint box never
covers a capture pile, and the header's buttons keep their backgrounds at 100 % contrast."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtQml import QQmlExpression
from PySide6.QtTest import QTest


def _rect(item) -> tuple[float, float, float, float]:
    top_left = item.mapToScene(QPointF(0, 0))
    return (top_left.x(), top_left.y(), top_left.x() + item.width(), top_left.y() + item.height())


def test_lobby_tile_titles_line_up_in_each_row(launch) -> None:
    shell = launch()
    titles = shell.find_all("tileTitle")
    assert len(titles) == 5
    rows: dict[int, list[float]] = {}
    for title in titles:
        tile = title.parentItem()
        while not tile.objectName().startswith("game_"):
            tile = tile.parentItem()
        top = round(tile.mapToScene(QPointF(0, 0)).y())
        rows.setdefault(top, []).append(round(title.mapToScene(QPointF(0, 0)).y()))
    assert len(rows) >= 2 and any(len(row) > 1 for row in rows.values())
    for row in rows.values():
        assert len(set(row)) == 1, rows


@pytest.mark.parametrize("size", [(1024, 640), (1440, 900)])
def test_scopa_hint_box_never_covers_a_capture_pile(launch, size) -> None:
    shell = launch("scopa")
    shell.resize(*size)
    table = shell.find("tableLoader").property("item")
    game = table.property("controller")
    shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=20_000)
    shell.click(shell.find("hintAction"))
    panel = shell.find("hintPanel")
    shell.qtbot.waitUntil(
        lambda: len(game.property("hint")) > 0 and panel.isVisible(), timeout=30_000
    )
    shell.qtbot.wait(50)
    hint = _rect(panel)
    assert hint[3] <= size[1]
    for name in ("aiPile", "yourPile"):
        pile = _rect(shell.find(name))
        apart = hint[2] <= pile[0] or pile[2] <= hint[0] or hint[3] <= pile[1] or pile[3] <= hint[1]
        assert apart, (name, hint, pile)


def _shown(colour: QColor, gain: float) -> tuple[float, float, float]:
    """``colour`` as the window's contrast filter shows it (filters.frag)."""

    def channel(value: float) -> float:
        return min(1.0, max(0.0, (value - 0.5) * gain + 0.5))

    return channel(colour.redF()), channel(colour.greenF()), channel(colour.blueF())


def test_header_buttons_keep_their_backgrounds_at_full_contrast(launch) -> None:
    shell = launch("scopa")
    shell.settings.filtersAvailable = True  # as app.py finds on a GL renderer
    slider = shell.find("contrastSlider")
    end = slider.mapToScene(QPointF(slider.width() - 2, slider.height() / 2)).toPoint()
    QTest.mouseClick(
        shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
    )  # the track's far end
    shell.qtbot.waitUntil(lambda: shell.settings.contrast == 100, timeout=2_000)
    gain = 2 ** ((1.0 - 0.5) * 2.4)
    paper = _shown(QColor("#f6efe1"), gain)
    for name in ("optionsButton", "hintAction", "shortcutsButton"):
        fill = _shown(shell.find(name).property("background").property("color"), gain)
        assert max(abs(a - b) for a, b in zip(fill, paper, strict=True)) > 0.08, (name, fill)
    segment = shell.find("aiLevel_easy").property("background")
    border, _undefined = QQmlExpression(
        shell.engine.contextForObject(segment), segment, "border.color"
    ).evaluate()
    line = _shown(QColor(border), gain)
    assert max(abs(a - b) for a, b in zip(line, paper, strict=True)) > 0.08, line
