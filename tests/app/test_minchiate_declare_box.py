"""Minchiate's Declare box in the lesson at 1440×900 (newcomer #10, shot 57): its heading's
second line ("all.") ran into the row of the run's cards. The heading, each row's number, cards
(with a lesson's halo) and words, and the buttons lie apart and inside the box."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.app.test_lesson_answers import resume_at, step_of
from tests.app.test_lesson_gui import LOUD, shot
from tests.app.test_lobby_tiles import inside, scene_rect
from tests.app.test_small_window_fit import overlaps, window_rect
from tests.app.test_tables_at_1024 import shown


def parts(shell: Any, box: Any) -> dict[str, QRectF]:
    """The heading, and the first row's number, cards (each), words and button, and Finish."""
    found = {"heading": scene_rect(shell.find("declareIntro", box))}
    for name in ("comboNumber_0", "comboText_0", "declare_0", "finishDeclaring"):
        found[name] = scene_rect(shell.find(name, box))
    row = shell.find("comboCards_0", box)
    for i, card in enumerate(c for c in row.childItems() if shown(c) and c.width() > 0):
        found[f"card {i}"] = scene_rect(card)
    return found


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("size", [(1440, 900), (1024, 640)])
def test_the_declare_box_heading_clear_of_its_cards(launch, qtlog, lang: str, size) -> None:
    shell = launch(game="minchiate", lang=lang)
    shell.resize(*size)
    shell.qtbot.waitUntil(lambda: shell.window.width() == size[0], timeout=2000)
    shell.qtbot.waitUntil(lambda: inside(scene_rect(shell.find("learnAction")), window_rect(shell)))
    resume_at(shell, "minchiate", step_of("minchiate", "declare"))
    box = shell.find("declarePanel")
    shell.qtbot.waitUntil(lambda: shown(box))
    shell.qtbot.wait(500)
    shot(shell, f"declare-box-{lang}-{size[0]}")
    rects, room = parts(shell, box), scene_rect(box)
    problems = [
        f"{name} {r} outside the box {room}" for name, r in rects.items() if not inside(r, room)
    ]
    problems += [
        o for o in overlaps(rects) if not all(n.startswith("card ") for n in o.split(" over "))
    ]
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
