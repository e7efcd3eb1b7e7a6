"""The lesson's arrows cover no card (newcomer #7): at Lock & Bet's "a 2 beats an Ace" the
marked 2 of Spades and Ace of Diamonds show twice, at the table and in the small "Revealed
cards" strip, where the Ace's arrow stood on the 2 above it; every arrow now points from a
side where it meets no card (nor words: test_lesson_room), and every mark stays inside the
window. By the items' scene rectangles, in English and Arabic (mirrored); no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_answers import resume_at
from tests.app.test_lesson_gui import LOUD, shot
from tests.app.test_lobby_tiles import scene_rect


def cards_on_screen(shell: Any) -> list[Any]:
    """Every visible card face (CardView) in the window."""
    found, stack = [], [shell.window.contentItem()]
    while stack:
        item = stack.pop()
        if not item.isVisible() or item.opacity() < 0.05:
            continue
        if item.property("liftOffset") is not None and item.property("faceUp") is not None:
            found.append(item)
        stack.extend(item.childItems())
    return found


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_no_arrow_stands_on_a_card(launch, qtlog, lang: str) -> None:
    game = "lockbet"
    step = next(i for i, s in enumerate(load_lesson(game).steps) if s.text == "two_beats_ace")
    shell = launch(game=game, lang=lang)
    shell.resize(1280, 800)
    resume_at(shell, game, step, "next")
    shell.qtbot.waitUntil(lambda: len(shell.find_all("lessonArrow")) >= 3, timeout=10_000)
    shell.qtbot.wait(500)  # the arrows placed again as the cards settle
    shot(shell, f"lesson-arrows-lockbet-{lang}")
    marks = [m for m in shell.find_all("lessonMark") if m.isVisible()]
    assert len(marks) == 4  # each marked card at the table and in the strip
    window = QRectF(0, 0, shell.window.width(), shell.window.height())
    assert all(window.contains(scene_rect(m)) for m in marks)
    cards = [(c.property("code"), scene_rect(c)) for c in cards_on_screen(shell)]
    problems = []
    for arrow in shell.find_all("lessonArrow"):
        box = scene_rect(arrow)
        for code, rect in cards:
            meet = box.intersected(rect)
            if meet.width() > 1 and meet.height() > 1:
                problems.append(f"an arrow {box} on {code} {rect}")
    assert not problems
    assert not [r.message for r in qtlog.records if r.type in LOUD]
