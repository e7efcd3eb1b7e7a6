"""AppSettings (the QML singleton): live values, delayed atomic saves, restart, corrupt file."""

from __future__ import annotations

import json

from cardavia_desktop import paths
from cardavia_desktop.controllers.settings_controller import SAVE_DELAY_MS, AppSettings
from cardavia_desktop.settings import Settings, SettingsStore


def test_defaults_on_first_start(qapp) -> None:
    settings = AppSettings()
    assert (settings.contrast, settings.grain, settings.temperature) == (50, 50, 50)
    assert set(settings.gameLevels.values()) == {"normal"}
    assert settings.language == "en"
    assert settings.message == ""
    assert settings.languages[0] == {"code": "en", "name": "English"}
    assert settings.aiLevels == ["easy", "normal", "hard"]


def test_changes_notify_once_and_only_on_real_change(qapp, qtbot) -> None:
    settings = AppSettings()
    with qtbot.waitSignal(settings.contrastChanged, timeout=100):
        settings.contrast = 70
    received = []
    settings.contrastChanged.connect(lambda: received.append(1))
    settings.contrast = 70
    assert received == []
    settings.contrast = 140  # clamped
    assert settings.contrast == 100 and received == [1]


def test_settings_survive_a_restart(qapp, qtbot) -> None:
    first = AppSettings()
    first.contrast = 31
    first.grain = 0
    first.temperature = 77
    first.setGameLevel("scopa", "hard")
    first.animationSpeed = 2.0
    assert not paths.settings_file().exists()  # saving waits until the slider stops
    qtbot.waitUntil(paths.settings_file().exists, timeout=SAVE_DELAY_MS + 2000)
    second = AppSettings()
    assert (second.contrast, second.grain, second.temperature) == (31, 0, 77)
    assert (second.gameLevels["scopa"], second.animationSpeed) == ("hard", 2.0)
    assert second.gameLevels["minchiate"] == "normal"


def test_flush_writes_pending_changes_at_once(qapp) -> None:
    settings = AppSettings()
    settings.temperature = 12
    settings.flush()
    data = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert data["temperature"] == 12


def test_invalid_choices_are_ignored(qapp) -> None:
    settings = AppSettings()
    settings.setGameLevel("scopa", "impossible")
    settings.setGameLevel("chess", "hard")
    settings.language = "xx"
    assert (settings.gameLevels["scopa"], settings.language) == ("normal", "en")
    assert "chess" not in settings.gameLevels


def test_corrupt_file_gives_defaults_and_a_message(qapp, capsys) -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text('{"contrast": 80,', encoding="utf-8")
    settings = AppSettings()
    assert settings.contrast == 50
    kept = list(path.parent.glob("settings.json.corrupt-*"))
    assert len(kept) == 1
    assert "could not be read" in settings.message and kept[0].name in settings.message
    assert "settings.json" in capsys.readouterr().err
    settings.dismissMessage()
    assert settings.message == ""


def test_failed_save_is_reported_not_raised(qapp, tmp_path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    settings = AppSettings(store=SettingsStore(blocker / "settings.json"))
    settings.contrast = 60
    settings.flush()
    assert "could not be saved" in settings.message


def test_language_override_is_not_saved(qapp, test_translation) -> None:
    SettingsStore().save(Settings(language="en"))
    settings = AppSettings()
    assert [entry["code"] for entry in settings.languages] == ["en", "ar"]
    assert settings.languages[1]["name"] == "العربية"
    settings.override_language("ar")
    settings.contrast = 1
    settings.flush()
    assert settings.language == "ar"
    assert SettingsStore().load().settings.language == "en"


def test_choosing_a_language_is_saved(qapp, test_translation) -> None:
    settings = AppSettings()
    settings.language = "ar"
    settings.flush()
    assert SettingsStore().load().settings.language == "ar"
    assert AppSettings().language == "ar"


def test_saved_language_without_translation_falls_back_to_english(
    qapp, tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("CARDAVIA_I18N_DIR", str(tmp_path))  # no cardavia_fa.qm here
    SettingsStore().save(Settings(language="fa"))
    assert AppSettings().language == "en"


def test_a_long_slider_drag_does_not_exhaust_anything(qapp) -> None:
    """Thousands of change signals (a slider dragged back and forth) run without trouble
    (PySide6 6.12.0 leaked a reference per emit; controllers/pyside_fixes.py guards it)."""
    settings = AppSettings()
    seen = []
    settings.grainChanged.connect(lambda: seen.append(settings.grain))
    for step in range(3000):
        settings.grain = step % 101
    assert len(seen) == 3000  # every step is a real change (the default is 50, not 0)
    assert settings.grain == 2999 % 101
