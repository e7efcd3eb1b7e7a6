"""Desktop basics, driven as a person does: Ctrl+Q and the Quit button close Cardavia cleanly
(nothing printed), F11 and the Full screen button fill the screen, the About box tells the
version, the licence, the promise of fair play and the credits, and the keyboard focus shows on
the filter sliders and the page tabs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QtMsgType
from PySide6.QtGui import QColor, QWindow
from PySide6.QtTest import QTest

from cardavia_desktop.controllers.about import package_version
from tests.app.shell_helpers import REPO, needs_display

LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
FOCUS = QColor("#ffc94a")
"""CardTheme.focus: the colour of every keyboard focus ring."""


def loud(qtlog: Any) -> list[str]:
    return [record.message for record in qtlog.records if record.type in LOUD]


def key(shell: Any, which: Qt.Key, modifier: Any = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(shell.window, which, modifier)
    shell.qtbot.wait(50)


@pytest.mark.xvfb
@needs_display
@pytest.mark.parametrize(("game", "how"), [("scopa", "key"), ("lockbet", "button")])
def test_quitting_closes_cardavia_cleanly(tmp_path: Path, game: str, how: str) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("quit_probe.py")), game, how],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert "quitting" in done.stdout, done.stdout + done.stderr
    assert done.returncode == 0, done.stderr[-2000:]
    assert "QUnifiedTimer" not in done.stderr
    assert done.stderr.strip() == "", done.stderr  # no Qt or QML line either
    saved = list((tmp_path / "data").rglob(f"*{game}*.json"))
    assert saved, "the match is saved"


def test_f11_and_the_full_screen_button_fill_the_screen(launch, qtlog) -> None:
    shell = launch()
    assert shell.window.visibility() != QWindow.Visibility.FullScreen
    key(shell, Qt.Key.Key_F11)
    shell.qtbot.waitUntil(
        lambda: shell.window.visibility() == QWindow.Visibility.FullScreen, timeout=3_000
    )
    key(shell, Qt.Key.Key_F11)
    shell.qtbot.waitUntil(
        lambda: shell.window.visibility() == QWindow.Visibility.Windowed, timeout=3_000
    )
    shell.click(shell.find("optionsButton"))
    button = shell.find("fullScreenButton")
    assert button.isVisible() and not button.property("checked")
    shell.click(button)
    shell.qtbot.waitUntil(
        lambda: shell.window.visibility() == QWindow.Visibility.FullScreen, timeout=3_000
    )
    shell.qtbot.waitUntil(lambda: button.property("checked"), timeout=3_000)
    shell.click(button)
    shell.qtbot.waitUntil(
        lambda: shell.window.visibility() == QWindow.Visibility.Windowed, timeout=3_000
    )
    assert loud(qtlog) == []


def test_the_about_box_tells_version_licence_fairness_and_credits(launch, qtlog) -> None:
    shell = launch("schnapsen")
    box = shell.find("aboutBox")
    assert not box.isVisible()
    shell.click(shell.find("optionsButton"))
    shell.click(shell.find("aboutButton"))
    shell.qtbot.waitUntil(box.isVisible, timeout=3_000)
    assert not shell.find("optionsPanel").isVisible()

    def text(name: str) -> str:
        return shell.find(name, box).property("text")

    assert package_version() in text("aboutVersion")
    assert "GPL-3.0-or-later" in text("aboutLicence")
    assert "never from hidden cards" in text("aboutFairness")
    assert "drawn for Cardavia by the project" in text("aboutArt")
    assert all(name in text("aboutFonts") for name in ("DejaVu", "Vazirmatn", "Open Font License"))
    key(shell, Qt.Key.Key_Escape)  # Escape closes it …
    assert not box.isVisible()
    shell.click(shell.find("optionsButton"))
    shell.click(shell.find("aboutButton"))
    shell.qtbot.waitUntil(box.isVisible, timeout=3_000)
    corner = box.mapToScene(QPointF(10, box.height() - 10)).toPoint()
    QTest.mouseClick(
        shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner
    )  # … and so does a click beside it
    shell.qtbot.waitUntil(lambda: not box.isVisible(), timeout=3_000)
    assert loud(qtlog) == []


def test_closing_the_options_or_the_about_box_gives_the_keyboard_back_to_the_hand(
    launch, qtlog
) -> None:
    """After Options → Close, or the About box closed with Escape, the keys play again (the
    keyboard went nowhere until the player left the table)."""
    shell = launch("piedicavallo")
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    table = shell.find("tableLoader").property("item")

    def table_has_keys() -> bool:
        focused = shell.window.activeFocusItem()
        while focused is not None:
            if focused == table:
                return True
            focused = focused.parentItem()
        return False

    shell.qtbot.waitUntil(table_has_keys, timeout=5_000)
    shell.click(shell.find("optionsButton"))
    shell.qtbot.waitUntil(lambda: shell.find("optionsPanel").isVisible(), timeout=3_000)
    assert not table_has_keys()
    shell.click(shell.find("closeOptions"))
    shell.qtbot.waitUntil(table_has_keys, timeout=3_000)
    shell.click(shell.find("optionsButton"))
    shell.click(shell.find("aboutButton"))
    shell.qtbot.waitUntil(lambda: shell.find("aboutBox").isVisible(), timeout=3_000)
    key(shell, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(table_has_keys, timeout=3_000)

    # A click on the panel's paper between its controls leaves it open.
    shell.click(shell.find("optionsButton"))
    panel = shell.find("optionsPanel")
    shell.qtbot.waitUntil(panel.isVisible, timeout=3_000)
    corner = panel.mapToScene(QPointF(panel.width() - 4, panel.height() / 2)).toPoint()
    QTest.mouseClick(
        shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner
    )
    shell.qtbot.wait(100)
    assert panel.isVisible()
    shell.click(shell.find("closeOptions"))
    shell.qtbot.waitUntil(table_has_keys, timeout=3_000)

    # The header's Muted button, clicked, turns the sound on and leaves the keys at the table.
    shell.settings.soundEnabled = False
    muted = shell.find("mutedButton")
    shell.qtbot.waitUntil(muted.isVisible, timeout=3_000)
    shell.click(muted)
    shell.qtbot.waitUntil(lambda: shell.settings.soundEnabled, timeout=3_000)
    assert table_has_keys()

    # A language picked with the mouse gives the keys back to the table.
    shell.click(shell.find("languageSelector"))
    option = shell.find("language_de")
    shell.qtbot.waitUntil(option.isVisible, timeout=3_000)
    shell.click(option)
    shell.qtbot.waitUntil(lambda: shell.settings.language == "de", timeout=3_000)
    shell.qtbot.waitUntil(table_has_keys, timeout=3_000)
    assert loud(qtlog) == []


def focus_pixels(shell: Any, item: Any) -> int:
    """How many pixels in and around ``item`` (8 px beyond it) have the focus ring's colour."""
    shell.qtbot.wait(150)
    image = shell.window.grabWindow()
    corner = item.mapToScene(QPointF(-8, -8))
    count = 0
    for dx in range(int(item.width()) + 16):
        for dy in range(int(item.height()) + 16):
            x, y = int(corner.x()) + dx, int(corner.y()) + dy
            if 0 <= x < image.width() and 0 <= y < image.height():
                colour = QColor(image.pixel(x, y))
                if (
                    abs(colour.red() - FOCUS.red())
                    + abs(colour.green() - FOCUS.green())
                    + abs(colour.blue() - FOCUS.blue())
                    < 40
                ):
                    count += 1
    return count


def tab_to(shell: Any, item: Any, limit: int = 40) -> None:
    """Press Tab until ``item`` has the keyboard focus."""
    for _ in range(limit):
        if item.hasActiveFocus():
            return
        key(shell, Qt.Key.Key_Tab)
    assert item.hasActiveFocus(), f"Tab never reached {item.objectName()}"


def test_keyboard_focus_shows_on_the_sliders_and_the_page_tabs(launch, qtlog) -> None:
    shell = launch("scopa")
    shell.settings.grain = 0  # no film grain in the grabbed pixels (the pass stays off) …
    shell.settings.filtersAvailable = True  # … and the sliders work, as on a GL display
    for name in ("contrastSlider", "grainSlider", "temperatureSlider"):
        slider = shell.find(name)
        assert focus_pixels(shell, slider) == 0
    tab_to(shell, shell.find("contrastSlider"))
    slider = shell.find("contrastSlider")
    assert shell.find("contrastSliderFocusRing").isVisible()
    assert focus_pixels(shell, slider) > 40
    before = shell.settings.contrast
    key(shell, Qt.Key.Key_Right)  # the focused slider moves with the arrow keys
    assert shell.settings.contrast == before + 1
    key(shell, Qt.Key.Key_Left)

    rules = shell.find("rulesTab")
    assert focus_pixels(shell, rules) == 0
    tab_to(shell, shell.find("tableTab"))
    table_tab = shell.find("tableTab")
    assert shell.find("tabFocusRing", table_tab).isVisible()
    assert focus_pixels(shell, table_tab) > 60
    assert not shell.find("tabFocusRing", rules).isVisible()
    assert loud(qtlog) == []
