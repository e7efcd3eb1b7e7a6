"""The smallest window (1024×640), in English and Arabic (mirrored), as newcomer #7 met it: the
lobby's two rows of tiles show whole, each tile's Play and Learn inside the window without
scrolling (the second row's Learn was below its edge); the game page's header keeps every
button inside the window and beside the game's blurb, none over another, and the lesson's
panel keeps its Back, Next and Leave inside it (Leave was cut at the window's edge, in Arabic
the panel's words too). By the items' scene rectangles; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.app.test_lesson_gui import LOUD, shot
from tests.app.test_lesson_kit import start
from tests.app.test_lobby_tiles import GAMES, inside, scene_rect

SIZE = (1024, 640)
HEADER = (
    "gameBlurb",
    "dealTools",
    "storyAction",
    "newMatchAction",
    "takeBackAction",
    "hintAction",
    "watchAction",
    "learnAction",
)
LESSON_BUTTONS = ("lessonBack", "lessonNext", "lessonLeave")


def window_rect(shell: Any) -> QRectF:
    return QRectF(0, 0, shell.window.width(), shell.window.height())


def overlaps(rects: dict[str, QRectF]) -> list[str]:
    names = list(rects)
    found = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            meet = rects[a].intersected(rects[b])
            if meet.width() > 0.5 and meet.height() > 0.5:
                found.append(f"{a} over {b}")
    return found


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_lobby_shows_every_tiles_play_and_learn(launch, qtlog, lang: str) -> None:
    shell = launch(game="", lang=lang)
    shell.resize(*SIZE)
    shell.qtbot.waitUntil(lambda: shell.window.height() == SIZE[1], timeout=2000)
    shell.qtbot.wait(300)
    shot(shell, f"lobby-1024-{lang}")
    room = window_rect(shell)
    problems = []
    for game_id in GAMES:
        tile = shell.find(f"game_{game_id}")
        for name in ("tilePlay", "tileLearn"):
            rect = scene_rect(shell.find(name, tile))
            if not inside(rect, room) or not inside(rect, scene_rect(tile)):
                problems.append(f"{game_id}: {name} {rect}")
        if not inside(scene_rect(tile), room):
            problems.append(f"{game_id}: the tile {scene_rect(tile)} leaves the window")
    assert not problems
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_game_pages_header_and_lesson_panel_fit(launch, qtlog, lang: str) -> None:
    shell = launch(game="scopa", lang=lang)
    shell.resize(*SIZE)
    shell.qtbot.waitUntil(lambda: shell.window.width() == SIZE[0], timeout=2000)
    shell.qtbot.waitUntil(lambda: inside(scene_rect(shell.find("learnAction")), window_rect(shell)))
    shell.qtbot.wait(200)
    start(shell, "scopa")  # the header's longest state: Leave lesson
    shell.qtbot.waitUntil(lambda: shell.find("lessonNext").isVisible(), timeout=10_000)
    shell.qtbot.wait(500)
    shot(shell, f"lesson-header-1024-{lang}")
    room = window_rect(shell)
    header = {name: scene_rect(shell.find(name)) for name in HEADER}
    outside = [f"{name} {rect}" for name, rect in header.items() if not inside(rect, room)]
    assert not outside
    assert not overlaps(header)
    assert header["gameBlurb"].width() >= 140  # the format line reads, not "2 pl"
    for name in HEADER[2:]:  # each button's words whole
        button = shell.find(name)
        words = button.property("implicitContentWidth")
        assert button.width() >= words + button.property("leftPadding"), name
    panel = scene_rect(shell.find("lessonOverlay"))
    assert inside(panel, room)
    buttons = {name: scene_rect(shell.find(name)) for name in LESSON_BUTTONS}
    assert all(inside(rect, panel) for rect in buttons.values()), buttons
    assert not overlaps(buttons)
    words = scene_rect(shell.find("lessonText"))
    assert inside(words, panel), (words, panel)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
