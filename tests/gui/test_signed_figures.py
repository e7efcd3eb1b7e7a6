"""Signed figures in Arabic and Persian, proved by rendering (newcomer #4, item 7): a QML
``Label`` in the app's right-to-left set-up (its translator, locale and layout direction, the
window mirrored as ``Main.qml`` mirrors it, the language's font) draws each signed figure the app
writes, inside the translated sentence it appears in, and the drawn pixels say where the sign is:
left of the number's digits, as Arabic (Western digits) and Persian write "−13.3" and "+6".

Screenshots of such lines are easy to misread (Arabic read from the right pulls the eye to the
wrong side of the sign), so the test measures. Two renderings differing in one glyph differ in
pixels only at that glyph and on the side of it that the alignment lets move: with the line
aligned right, the right-most changed column is that glyph's right edge. The sign's edge (``−``
drawn as ``+``) and the first digit's edge (that digit drawn as another) give their order. A bare
figure with no direction mark is drawn too and must come out wrong ("13.3−"): the measure can fail.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage
from PySide6.QtQml import QQmlApplicationEngine, QQmlExpression
from PySide6.QtQuick import QQuickWindow

from cardavia_desktop import fonts
from cardavia_desktop.controllers.languages import LanguageSwitcher
from tests.gui.table_helpers import VIEWS

HOST = f"""
import QtQuick
import QtQuick.Controls
import "{(VIEWS / "common" / "format.js").as_uri()}" as Format
Window {{
    property alias text: label.text
    property alias family: label.font.family
    readonly property int alignment: label.effectiveHorizontalAlignment
    width: 900; height: 60; visible: true; color: "white"
    LayoutMirroring.enabled: Qt.application.layoutDirection === Qt.RightToLeft
    LayoutMirroring.childrenInherit: true
    Label {{
        id: label
        anchors.fill: parent
        anchors.margins: 10
        color: "black"
        font.pixelSize: 24
        textFormat: Text.PlainText
    }}
}}
"""

SIGNS = {"\u2212": "+", "+": "\u2212", "\u00b1": "+"}
DIGITS = ("0123456789", "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9")

# Each signed figure the app writes (the expression making it, in the views' own functions and
# translations), inside the sentence that holds it on screen.
FIGURES = {
    # Format.signed: statistics' per-deal figures, Why?'s averages, in a game's unit.
    "signed": "qsTranslate('Words', '%1 resti', 'minchiate hint value')"
    ".arg(Format.signed(-13.3, 1))",
    "signed in a sentence": "qsTranslate('Words', '%1 points', 'scopa hint value')"
    ".arg(Format.signed(-0.6, 1)) + ' ' + qsTranslate('Words', '%1 points', 'scopa hint value')"
    ".arg(Format.signed(-2, 0))",
    # Format.plus: Scopa's score sheet; Format.ltr("−" …): the hint's values, a replay's row.
    "plus": "qsTranslate('Words', '%1 points', 'scopa hint value').arg(Format.plus(6))",
    "ltr minus": "qsTranslate('Words', '%1 game points', 'schnapsen hint value')"
    ".arg(Format.ltr('\u2212' + Format.num(3)))",
    # Signs written in a translation (a left-to-right embedding around them).
    "translated minus": "qsTranslate('StatusColumn', 'You: \u2212%1').arg(Format.num(15))",
    "translated plus": "qsTranslate('DealSummary', 'Game points for you: +%1').arg(Format.num(2))",
}
BARE = "qsTranslate('Words', '%1 resti', 'minchiate hint value').arg('\u2212' + Format.num(13))"


@pytest.fixture(scope="module")
def host(qapp):
    fonts.load_bundled_fonts()
    engine = QQmlApplicationEngine()
    engine.loadData(HOST.encode(), QUrl.fromLocalFile(str(VIEWS / "host.qml")))
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    switcher = LanguageSwitcher(engine)
    yield engine, window, switcher
    switcher.apply("en")  # QLocale's default and the layout direction back for later tests
    window.close()
    engine.deleteLater()


def evaluate(window: QQuickWindow, expression: str) -> str:
    value, undefined = QQmlExpression(
        QQmlApplicationEngine.contextForObject(window), window, expression
    ).evaluate()
    assert not undefined and isinstance(value, str), expression
    return value


def drawn(qtbot, window: QQuickWindow, text: str) -> QImage:
    window.setProperty("text", text)
    qtbot.wait(50)
    return window.grabWindow()


def changed_edge(one: QImage, other: QImage, right: bool) -> int:
    """The column, at the side the alignment holds still, where two renderings differ."""
    columns = range(one.width() - 1, -1, -1) if right else range(one.width())
    for x in columns:
        for y in range(one.height()):
            a, b = one.pixelColor(x, y).lightness(), other.pixelColor(x, y).lightness()
            if abs(a - b) > 60:
                return x
    raise AssertionError("the two renderings are alike")


def sign_left_of_digits(qtbot, window: QQuickWindow, text: str) -> bool:
    """Whether, as drawn, the figure's sign stands left of its first digit."""
    sign = next(i for i, char in enumerate(text) if char in SIGNS)
    digit = next(i for i in range(sign, len(text)) if any(text[i] in d for d in DIGITS))
    row = next(d for d in DIGITS if text[digit] in d)
    other_digit = row[(row.index(text[digit]) + 5) % 10]
    base = drawn(qtbot, window, text)
    swapped_sign = drawn(qtbot, window, text[:sign] + SIGNS[text[sign]] + text[sign + 1 :])
    swapped_digit = drawn(qtbot, window, text[:digit] + other_digit + text[digit + 1 :])
    right = window.property("alignment") != 1  # Qt.AlignLeft
    sign_at = changed_edge(base, swapped_sign, right)
    digit_at = changed_edge(base, swapped_digit, right)
    return sign_at < digit_at


@pytest.mark.parametrize("lang", ["ar", "fa"])
def test_signed_figures_keep_their_sign_left_of_the_digits(qtbot, host, lang: str) -> None:
    _engine, window, switcher = host
    assert switcher.apply(lang)
    window.setProperty("family", fonts.ui_family(lang))
    texts = {name: evaluate(window, expression) for name, expression in FIGURES.items()}
    bare = evaluate(window, BARE)
    assert all(any(c in SIGNS for c in text) for text in texts.values()), texts
    if lang == "fa":  # Persian digits throughout
        assert all(not any(c in DIGITS[0] for c in t) for t in texts.values()), texts
    for name, text in texts.items():
        assert any("\u0600" <= c <= "\u06ff" for c in text), (name, text)  # translated
        assert sign_left_of_digits(qtbot, window, text), (name, json.dumps(text))
        folder = os.environ.get("CARDAVIA_SHOTS")
        if folder:
            drawn(qtbot, window, text).save(str(Path(folder) / f"signed-{lang}-{name}.png"))
    # The measure tells the other side too: a figure with no direction mark flips ("13−").
    assert not sign_left_of_digits(qtbot, window, bare), json.dumps(bare)
