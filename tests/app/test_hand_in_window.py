"""Minchiate's hand of 21 (newcomer #5 item 12: its cards cut off at the window's bottom, with the
lesson's column showing): at 1280×800 (1440×900 leaves more room), through the whole lesson
and at the plain table, every card of your hand lies wholly inside the window (by the cards'
scene rectangles)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    moved_on,
    play_lesson_move,
    shot,
    wait_past_reveal,
)
from tests.app.test_lesson_room import scene_rect, shown, start_lesson


def cards_outside(shell: Any) -> list[str]:
    """The visible cards of your hand not wholly inside the window."""
    window = QRectF(0, 0, shell.window.width(), shell.window.height())
    hand = next(i for i in shell.find_all("hand") if shown(i))
    found, stack = [], [hand]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_") and shown(item):
            found.append(item)
        stack.extend(item.childItems())
    return [
        f"{card.objectName()} {scene_rect(card)}"
        for card in found
        if not window.contains(scene_rect(card).adjusted(1, 1, -1, -1))
    ]


@pytest.mark.parametrize("size", [(1280, 800)])  # the tighter size (1440×900 has more room)
def test_minchiate_hand_stays_in_the_window_through_the_lesson(
    launch, qtlog, size: tuple[int, int]
) -> None:
    shell, c = start_lesson(launch, "minchiate", "en", size)
    steps = load_lesson("minchiate").steps
    problems = []
    while (waits := wait_past_reveal(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        shell.qtbot.wait(300)
        shot(shell, f"hand-minchiate-{size[0]}-{index}")
        problems += [f"step {index}: {p}" for p in cards_outside(shell)]
        went_on = moved_on(c, index)
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:  # Minchiate's Discard waits for every card: the later ones are forced steps
            later = steps[index + 1 :] if index < len(steps) else []
            for step in later:
                if not (step.forced and step.move.startswith("discard:")):
                    break
                if steps[index].move.startswith("discard:"):
                    play_lesson_move(shell, c, step.move)
            play_lesson_move(shell, c, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert not problems
    assert not [r.message for r in qtlog.records if r.type in LOUD]
