"""Minchiate's lesson at 1440×900 (newcomer #9 item 8): at the declare step the lesson's halos
round the run's cards in the Declare box lay over the row's number "1" and the box's words above;
the halos round your hand's cards touched the window's bottom edge, as the hand did later on.
The halos stay inside the box, apart from its number and words; your hand's cards and their
halos keep clear of the window's bottom. By the items' scene rectangles; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.app.test_lesson_answers import resume_at, step_of
from tests.app.test_lesson_gui import LOUD, shot
from tests.app.test_lobby_tiles import inside, scene_rect
from tests.app.test_small_window_fit import window_rect
from tests.app.test_tables_at_1024 import shown

SIZE = (1440, 900)
CLEAR = 8  # the least room between a card's halo and the window's bottom edge


def below(item: Any, prefix: str) -> list[Any]:
    """The shown items under ``item`` whose objectName starts with ``prefix``."""
    found, stack = [], [item]
    while stack:
        it = stack.pop()
        if it.objectName().startswith(prefix) and shown(it):
            found.append(it)
        stack.extend(it.childItems())
    return found


def meets(a: QRectF, b: QRectF) -> bool:
    meet = a.intersected(b)
    return meet.width() > 0.5 and meet.height() > 0.5


def hand_problems(shell: Any) -> list[str]:
    hand = next(i for i in shell.find_all("hand") if shown(i))
    room = window_rect(shell)
    edge = room.bottom()
    problems = [
        f"{card.objectName()} {scene_rect(card)}"
        for card in below(hand, "card_")
        if scene_rect(card).bottom() > edge - 2 * CLEAR
    ]
    marks = below(hand, "lessonMark")
    problems += [f"halo {scene_rect(m)}" for m in marks if scene_rect(m).bottom() > edge - CLEAR]
    return problems


@pytest.mark.parametrize("name", ["declare", "trump"])
def test_the_declare_box_and_the_hand_keep_their_halos_clear(launch, qtlog, name: str) -> None:
    shell = launch(game="minchiate", lang="en")
    shell.resize(*SIZE)
    shell.qtbot.waitUntil(lambda: shell.window.width() == SIZE[0], timeout=2000)
    shell.qtbot.waitUntil(lambda: inside(scene_rect(shell.find("learnAction")), window_rect(shell)))
    resume_at(shell, "minchiate", step_of("minchiate", name))
    shell.qtbot.wait(500)
    shot(shell, f"minchiate-halos-{name}")
    hand = next(i for i in shell.find_all("hand") if shown(i))
    assert below(hand, "lessonMark")  # the step marks a card of your hand
    problems = hand_problems(shell)
    if name == "declare":
        panel = shell.find("declarePanel")
        intro = scene_rect(shell.find("declareIntro", panel))
        # (with a little room: a halo at its very edge read as covering it)
        number = scene_rect(shell.find("comboNumber_0", panel)).adjusted(-2, -2, 2, 2)
        halos = below(shell.find("comboCards_0", panel), "lessonMark")
        assert len(halos) == 3  # the run 36-38, marked
        for halo in map(scene_rect, halos):
            problems += [
                f"halo {halo} over {what}" for what in (intro, number) if meets(halo, what)
            ]
            if not inside(halo, scene_rect(panel)):
                problems.append(f"halo {halo} out of the box {scene_rect(panel)}")
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
