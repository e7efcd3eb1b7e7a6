"""The lobby at the smallest window (1024×640), newcomer #9 item 7: "Tarocchi di Piedic…" and
"Continue lesson · step 11 of…" were cut with "…", and in Persian the second row's Play and
Learn lay below the window's edge. In English, Persian, Arabic and German, with every game
learned, a lesson left at step 11 of 23 and a match under way (the tallest tiles): no tile's
title nor its Learn button's words are cut, and every tile, its Play and Learn show whole
inside the window without scrolling. By the items' scene rectangles; no QML warning."""

from __future__ import annotations

import pytest

from tests.app.test_lesson_gui import LOUD, shot
from tests.app.test_lobby_tiles import GAMES, inside, scene_rect
from tests.app.test_small_window_fit import SIZE, window_rect


@pytest.mark.parametrize("lang", ["en", "fa", "ar", "de"])
def test_every_tiles_title_and_buttons_read_whole(launch, qtlog, lang: str) -> None:
    shell = launch(game="", lang=lang)
    for game_id in GAMES:
        shell.settings.markLessonLearned(game_id)
        shell.settings.setLessonProgress(game_id, {"step": 15, "reading": 11, "reading_total": 23})
        # a match under way in each game, as the saved-match reader reports one (the tile's line)
        tile = shell.find(f"game_{game_id}")
        shell.qtbot.waitUntil(lambda t=tile: t.property("saved") is not None, timeout=5000)
        tile.setProperty("saved", {"underWay": True, "standing": [20, 18], "moves": 9})
    shell.resize(*SIZE)
    shell.qtbot.waitUntil(lambda: shell.window.height() == SIZE[1], timeout=2000)
    shell.qtbot.wait(400)
    shot(shell, f"lobby-1024-whole-{lang}")
    room = window_rect(shell)
    problems = []
    for game_id in GAMES:
        tile = shell.find(f"game_{game_id}")
        box = scene_rect(tile)
        assert shell.find("matchUnderWay", tile).isVisible()
        title, words = shell.find("tileTitle", tile), shell.find("tileLearnText", tile)
        for item in (title, words):
            if item.property("truncated"):
                problems.append(f"{game_id}: {item.property('text')!r} cut")
            if item.property("contentHeight") > item.height() + 1:
                problems.append(f"{game_id}: {item.property('text')!r} taller than its room")
        for name in ("tileTitle", "tilePlay", "tileLearn"):
            rect = scene_rect(shell.find(name, tile))
            if not inside(rect, box) or not inside(rect, room):
                problems.append(f"{game_id}: {name} {rect} (tile {box}, window {room})")
        if not inside(box, room):
            problems.append(f"{game_id}: the tile {box} leaves the window")
    assert not problems, "\n".join(problems)
    if lang == "en":  # each side named; us and them in the partnership games (newcomer #18)
        for game_id in GAMES:
            line = shell.find("matchUnderWay", shell.find(f"game_{game_id}"))
            text = line.property("text").replace("\u00a0", " ")
            team = game_id in ("piedicavallo", "minchiate")
            assert text.startswith("Match under way: us 20" if team else "Match under way: you 20")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
