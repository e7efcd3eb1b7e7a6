"""Issue 35 goal 5: the AI-level chooser says what each level of the game does, how it measured
against the level below (the figures of the ladder's levels file, numbers through the locale)
and that no level ever sees hidden cards. Opened with the mouse, closed with Escape; opened by
the keyboard (Tab to its button, Space), closed with its Close button; no QML warning."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QLocale, Qt, QtMsgType
from PySide6.QtTest import QTest

from cardavia_desktop import paths
from cardavia_desktop.controllers.levels import measured_steps

WAIT_MS = 15_000
LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


def _open_game(shell, game: str) -> None:
    shell.click(shell.find(f"game_{game}"))
    shell.qtbot.waitUntil(lambda: shell.has("levelNotesButton"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: shell.find("levelNotesButton").isVisible(), timeout=WAIT_MS)


def _percent(fraction: float, locale: QLocale) -> str:
    return locale.toString(100 * fraction, "f", 0)


def _text(shell, name: str) -> str:
    return shell.find(name).property("text")


@pytest.mark.parametrize("game", ["scopa", "lockbet"])
def test_the_notes_say_what_each_level_does_and_measured(launch, qtlog, game: str) -> None:
    shell = launch()
    _open_game(shell, game)
    assert not shell.has("levelNotes")  # nothing shown until asked
    shell.click(shell.find("levelNotesButton"))
    notes = shell.find("levelNotes")
    shell.qtbot.waitUntil(notes.isVisible, timeout=WAIT_MS)
    steps = {step["level"]: step for step in measured_steps(game)}
    assert steps, "the shipped levels file holds figures for this game"
    locale = QLocale()
    for level in ("easy", "normal", "hard"):
        assert shell.find(f"levelName_{level}").property("text") == level.capitalize()
        assert len(_text(shell, f"levelDoes_{level}")) > 20
        measured = shell.find(f"levelMeasured_{level}")
        step = steps.get(level)
        assert measured.isVisible() == (step is not None)
        if step is not None:
            text = measured.property("text")
            assert _percent(step["winRate"], locale) + "%" in text
            assert _percent(step["low"], locale) in text and _percent(step["high"], locale) in text
            assert locale.toString(step["count"]) in text.replace(",", "")
            assert ("matches" in text) == (step["unit"] == "matches")
    assert "hidden card" in _text(shell, "levelsNeverSee")
    assert shell.find("levelDoes_hard").property("text") != (_text(shell, "levelDoes_easy"))
    QTest.keyClick(shell.window, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not notes.isVisible(), timeout=WAIT_MS)
    loud = [f"{r.type.name}: {r.message}" for r in qtlog.records if r.type in LOUD]
    assert loud == []


def test_the_notes_open_by_keys_and_close_with_their_button(launch, qtlog) -> None:
    shell = launch()
    _open_game(shell, "minchiate")
    button = shell.find("levelNotesButton")
    for _ in range(40):  # Tab through the page's controls to the button
        if button.hasActiveFocus():
            break
        QTest.keyClick(shell.window, Qt.Key.Key_Tab)
        shell.qtbot.wait(10)
    assert button.hasActiveFocus()
    QTest.keyClick(shell.window, Qt.Key.Key_Space)
    notes = shell.find("levelNotes")
    shell.qtbot.waitUntil(notes.isVisible, timeout=WAIT_MS)
    assert "hard" not in _text(shell, "levelDoes_easy").lower()
    shell.click(shell.find("levelNotesClose"))
    shell.qtbot.waitUntil(lambda: not notes.isVisible(), timeout=WAIT_MS)
    loud = [f"{r.type.name}: {r.message}" for r in qtlog.records if r.type in LOUD]
    assert loud == []


def test_a_step_not_measured_shows_no_figure(launch, qtlog, monkeypatch, tmp_path) -> None:
    data = json.loads(paths.levels_file().read_text(encoding="utf-8"))
    data["games"]["scopa"]["hard"]["measured"] = None
    shipped = tmp_path / "levels.json"
    shipped.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(paths, "levels_file", lambda: shipped)
    from cardavia_desktop.controllers import levels

    levels._file.cache_clear()
    try:
        shell = launch()
        _open_game(shell, "scopa")
        shell.click(shell.find("levelNotesButton"))
        shell.qtbot.waitUntil(shell.find("levelNotes").isVisible, timeout=WAIT_MS)
        assert not shell.find("levelMeasured_hard").isVisible()
        assert shell.find("levelMeasured_normal").isVisible()
        assert _text(shell, "levelDoes_hard")  # what it does is still said
    finally:
        levels._file.cache_clear()
    loud = [f"{r.type.name}: {r.message}" for r in qtlog.records if r.type in LOUD]
    assert loud == []
