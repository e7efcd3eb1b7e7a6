"""A game's page at the smallest window (1024×640), newcomer #10 item 9: the game's name in
the page's bar reads whole (wrapped or smaller if need be, never cut with "…"), and the bar's
and the tools' row's buttons stay inside the window (German's longer words pushed Learn out),
in English, Persian and German, for every game; the blurb may be cut (its tooltip has it all).
No QML warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from tests.app.test_lesson_gui import LOUD, shot
from tests.app.test_lobby_tiles import GAMES

SIZE = (1024, 640)


@pytest.mark.parametrize("lang", ["en", "fa", "de"])
def test_the_games_name_reads_whole(launch, qtlog, lang: str) -> None:
    problems = []
    for game_id in GAMES:
        shell = launch(game=game_id, lang=lang)
        shell.resize(*SIZE)
        shell.qtbot.waitUntil(lambda s=shell: s.window.height() == SIZE[1], timeout=2000)
        shell.qtbot.wait(300)
        title = shell.find("gameTitle")
        shot(shell, f"title-{game_id}-{lang}")
        text = title.property("text")
        if title.property("truncated"):
            problems.append(f"{game_id}: {text!r} cut")
        if title.property("contentWidth") > title.width() + 1:
            problems.append(f"{game_id}: {text!r} wider than its room")
        if title.property("contentHeight") > title.height() + 1:
            problems.append(f"{game_id}: {text!r} taller than its room")
        for name in ("learnAction", "backToLobby", "shortcutsButton"):
            item = shell.find(name)
            left = item.mapToScene(QPointF(0, 0)).x()
            if left < 0 or left + item.width() > SIZE[0] + 0.5:
                problems.append(
                    f"{game_id}: {name} at {left:.0f}+{item.width():.0f} leaves the window"
                )
        shell.window.close()
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
