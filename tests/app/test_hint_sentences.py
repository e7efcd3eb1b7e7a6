"""The hint's reasons are whole sentences, and the settebello is told with what it is the first
time a hint says it (newcomer #11 item 2: "takes the settebello; takes 1 Diamond; …", lower case,
no full stop, the term unexplained); the player panel's "Settebello" badge says the same on
hover, with the mouse, and to a screen reader. A real Scopa deal (#38: your hand can take the
settebello two ways), the hint asked with H, in English and Persian."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from tests.app.test_table_actions import open_table, press, wait_for_turn
from tests.app.test_why_gui import LOUD, WAIT_MS, shot

SETTEBELLO_DEAL = "38"
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def to_settebello_deal(shell: Any, game: Any) -> None:
    assert game.playDeal(SETTEBELLO_DEAL) == ""
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") == 38, timeout=WAIT_MS)
    wait_for_turn(shell, game)
    assert any(a.startswith("play:D7:") for a in game.property("legalActions"))


def hint_reasons(shell: Any, game: Any) -> list[tuple[dict, str]]:
    press(shell, Qt.Key.Key_H)
    shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=60_000)
    hint = [dict(move) for move in game.property("hint")]
    return [(m, shell.find(f"hintReason{i}").property("text")) for i, m in enumerate(hint)]


def accessible(item: Any, text: Any) -> str:
    """What a screen reader is told of ``item`` (its name or description)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)  # as when a screen reader runs
    try:
        face = QAccessible.queryAccessibleInterface(item)
        return face.text(text) if face else ""
    finally:
        QAccessible.setActive(was)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_hint_reasons_are_sentences_and_gloss_the_settebello_once(launch, qtlog, lang) -> None:
    shell, game = open_table(launch, "scopa", lang)
    to_settebello_deal(shell, game)
    rows = hint_reasons(shell, game)
    table = shell.find("tableLoader").property("item")
    card = table.cardName("D7")
    taking = [
        text for move, text in rows if any(f["fact"] == "takes_settebello" for f in move["facts"])
    ]
    assert taking, rows
    whole = " ".join(text for _move, text in rows)
    assert whole.count(card) == 1, whole  # glossed once, the first time
    assert card in taking[0], taking
    for _move, text in rows:
        for sentence in SENTENCE_END.split(text.strip()):
            assert sentence.endswith("."), (sentence, text)
            first = sentence[0]
            assert first.lower() == first.upper() or first.isupper(), (sentence, text)
        assert ";" not in text and "؛" not in text, text
    if lang == "en":
        assert "Takes the settebello, the 7 of Diamonds, a prize of 1 point." in taking[0]
        assert all("Takes the settebello." in text for text in taking[1:]), taking
    shot(shell, f"hint-settebello-{lang}")
    assert [r.message for r in qtlog.records if r.type in LOUD] == []


def test_the_settebello_badge_says_what_it_is_on_hover(launch, qtlog) -> None:
    shell, game = open_table(launch, "scopa", "en")
    to_settebello_deal(shell, game)
    moves = game.property("moves")
    game.act(next(a for a in game.property("legalActions") if a.startswith("play:D7:")))
    shell.qtbot.waitUntil(lambda: game.property("moves") > moves, timeout=WAIT_MS)
    badge = shell.find("yourPanel_settebello")
    shell.qtbot.waitUntil(badge.isVisible, timeout=WAIT_MS)
    tip = shell.engine.rootObjects()[0].findChild(object, "yourPanel_settebelloTip")
    assert tip is not None and not tip.property("visible")
    said = "Settebello: this player has taken the 7 of Diamonds, a prize of 1 point on its own."
    QTest.mouseMove(
        shell.window, badge.mapToScene(QPointF(badge.width() / 2, badge.height() / 2)).toPoint()
    )
    shell.qtbot.waitUntil(lambda: tip.property("visible"), timeout=3000)
    assert tip.property("text") == said
    shot(shell, "settebello-badge-en")
    assert said in accessible(shell.find("yourPanel"), QAccessible.Text.Name)
    assert accessible(badge, QAccessible.Text.Description) == said
    QTest.mouseMove(shell.window, QPointF(5, 5).toPoint())
    shell.qtbot.waitUntil(lambda: not tip.property("visible"), timeout=3000)
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
