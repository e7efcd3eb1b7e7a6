"""Issue 35: every message id a lesson shows has its words in that game's LessonWords.qml, the
file loads without a QML warning, and each of the five catalogues translates every text (read
back through the compiled catalogue, as a player meets it)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QTranslator, QUrl, qInstallMessageHandler
from PySide6.QtQml import QQmlComponent, QQmlEngine

from cardavia_desktop import paths
from cardavia_desktop.controllers.languages import NATIVE_NAMES, SOURCE_LANGUAGE
from cardavia_desktop.engine.lesson import lesson_games, load_lesson

TRANSLATED = [code for code in NATIVE_NAMES if code != SOURCE_LANGUAGE]
GAMES = lesson_games()


def lesson_texts(qapp: Any, game: str, code: str | None) -> tuple[dict[str, str], list[str]]:
    """``{message id: text}`` for ``game``'s lesson with ``code``'s catalogue installed (None:
    English), and every Qt/QML message printed meanwhile."""
    printed: list[str] = []
    qInstallMessageHandler(lambda _kind, _context, message: printed.append(message))
    translator = QTranslator()
    try:
        if code is not None:
            assert translator.load(str(paths.i18n_dir() / f"cardavia_{code}.qm")), code
            qapp.installTranslator(translator)
        engine = QQmlEngine()
        source = paths.views_dir() / "games" / game / "LessonWords.qml"
        component = QQmlComponent(engine, QUrl.fromLocalFile(str(source)))
        words = component.create()
        assert words is not None, component.errorString()
        ids = [*load_lesson(game).message_ids(), "no_such_message"]
        texts = {mid: words.text(mid) for mid in ids}
        engine.deleteLater()
    finally:
        qapp.removeTranslator(translator)
        qInstallMessageHandler(None)
    return texts, printed


@pytest.mark.parametrize("game", GAMES)
def test_every_message_id_has_words_and_the_file_loads_cleanly(qapp, game):
    texts, printed = lesson_texts(qapp, game, None)
    assert printed == []
    assert texts.pop("no_such_message") == ""
    missing = [mid for mid, text in texts.items() if not text]
    assert missing == []
    for text in texts.values():
        assert text.endswith(".") and len(text) < 260, text


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_text_is_translated(qapp, game, code):
    english, _ = lesson_texts(qapp, game, None)
    texts, printed = lesson_texts(qapp, game, code)
    assert printed == []
    untranslated = [mid for mid, text in texts.items() if text and text == english[mid]]
    assert untranslated == []
