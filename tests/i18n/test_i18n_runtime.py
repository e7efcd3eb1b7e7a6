"""Language at runtime: locales and digits per language, the bundled font and its fetch, --lang,
and a switch that retranslates, mirrors and is remembered (offscreen, in-process)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication

from cardavia_desktop import build, fonts
from cardavia_desktop.app import create_engine, shell_ready
from cardavia_desktop.controllers.languages import NATIVE_NAMES, locale_for
from cardavia_desktop.settings import SettingsStore


def find_item(window, name: str):
    """The first item named ``name`` in the window's visual tree."""
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name:
            return item
        stack.extend(item.childItems())
    raise AssertionError(f"no item named {name!r}")


@pytest.mark.parametrize(
    ("code", "number", "percent_digit"),
    [
        ("en", "12,345", "5"),
        ("ar", "12,345", "5"),
        ("fa", "۱۲٬۳۴۵", "۵"),
        ("ms", "12,345", "5"),
        ("it", "12.345", "5"),
        ("de", "12.345", "5"),
    ],
)
def test_each_language_formats_numbers_with_its_own_locale(
    code: str, number: str, percent_digit: str
) -> None:
    locale = locale_for(code)
    assert locale.toString(12345) == number
    assert locale.toString(50).startswith(percent_digit)


def test_arabic_locale_has_western_digits_and_right_to_left() -> None:
    arabic = locale_for("ar")
    assert arabic.language() == QLocale.Language.Arabic
    assert arabic.zeroDigit() == "0"
    assert arabic.textDirection() == Qt.LayoutDirection.RightToLeft


def test_bundled_font_covers_arabic_and_persian(qapp) -> None:
    folder = fonts.fonts_dir()
    assert (folder / "Vazirmatn-Regular.ttf").is_file(), "run `make build` to fetch the font"
    assert "Vazirmatn" in fonts.load_bundled_fonts()
    systems = QFontDatabase.writingSystems("Vazirmatn")
    assert QFontDatabase.WritingSystem.Arabic in systems
    assert fonts.ui_family("fa") == fonts.ui_family("ar") == "Vazirmatn"
    assert fonts.ui_family("de") == fonts.LATIN_FAMILY
    assert (folder / "OFL.txt").read_text(encoding="utf-8").count("SIL Open Font License")


def test_font_fetch_reuses_its_cache_without_npm(monkeypatch, tmp_path: Path) -> None:
    for name in (*fonts.VAZIRMATN_FILES, "OFL.txt"):
        (tmp_path / name).write_bytes(b"x")
    monkeypatch.setattr(build.shutil, "which", lambda _name: None)
    assert build.fetch_fonts(tmp_path)[0] == tmp_path / fonts.VAZIRMATN_FILES[0]


def test_font_fetch_fails_loudly_without_npm(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(build.shutil, "which", lambda _name: None)
    with pytest.raises(build.BuildError, match=r"'npm' not found.*Vazirmatn"):
        build.fetch_fonts(tmp_path / "fonts")


def test_unknown_lang_says_so_in_the_window_and_uses_english(qapp, qtbot, capsys) -> None:
    engine, window, settings = create_engine("", "xx")
    try:
        assert settings.language == "en"
        assert "xx" in settings.property("message")
        assert "unknown language 'xx'" in capsys.readouterr().err
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    finally:
        window.close()
        engine.deleteLater()
        qtbot.wait(30)  # the engine and its translator go away


def test_lang_applies_for_one_run_only(qapp, qtbot) -> None:
    engine, window, settings = create_engine("", "fa")
    try:
        assert settings.language == "fa"
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert settings.property("fontFamily") == "Vazirmatn"
        assert engine.uiLanguage() == "fa_IR"
        settings.flush()
        assert SettingsStore().load().settings.language == "en"  # not saved
    finally:
        window.close()
        engine.deleteLater()
        qtbot.wait(30)  # the engine and its translator go away


@pytest.mark.parametrize("code", [code for code in NATIVE_NAMES if code != "en"])
def test_switching_retranslates_mirrors_and_is_remembered(qapp, qtbot, code: str) -> None:
    engine, window, settings = create_engine("", "en")
    try:
        qtbot.waitUntil(lambda: shell_ready(window), timeout=10_000)  # built after frame one
        title = find_item(window, "lobbyTitle")
        assert title.property("text") == "Choose a game"
        settings.language = code
        qtbot.wait(20)
        assert title.property("text") not in ("", "Choose a game")
        rtl = code in ("ar", "fa")
        expected = Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
        assert QGuiApplication.layoutDirection() == expected
        settings.flush()
        assert SettingsStore().load().settings.language == code
        settings.language = "en"
        qtbot.wait(20)
        assert title.property("text") == "Choose a game"
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    finally:
        window.close()
        engine.deleteLater()
        qtbot.wait(30)  # the engine and its translator go away


def test_qts_own_words_follow_the_language(qapp) -> None:
    """Qt's own dialogs (the file chooser's Save, Open and Cancel) speak the player's language
    where Qt ships it (newcomer #33 read "Save" and "Cancel" in an Italian window); Malay, which
    Qt does not ship, and English keep Qt's English."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtQml import QQmlEngine

    from cardavia_desktop.controllers.languages import LanguageSwitcher

    engine = QQmlEngine()
    switcher = LanguageSwitcher(engine)
    said = {}
    try:
        for code in ("it", "de", "ms", "en"):
            switcher.apply(code)
            said[code] = QCoreApplication.translate("QPlatformTheme", "Save")
    finally:
        switcher.apply("en")
        engine.deleteLater()
    assert said == {"it": "Salva", "de": "Speichern", "ms": "Save", "en": "Save"}, said
