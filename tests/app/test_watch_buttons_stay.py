"""Watch (newcomer #13's D2): while a watched deal plays, its bar's pace buttons keep their place
whatever each move's words take (the bar grew and shrank with them, and a click meant for Fast
missed); a real mouse click on Fast then sets the fast pace."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_watch_gui import FAST, key, open_and_decide


def test_the_pace_buttons_stay_put_while_moves_are_told(launch, qtlog) -> None:
    shell = launch(game="scopa", lang="en")
    c = open_and_decide(shell)
    seed = c.property("matchSeed")
    key(shell, Qt.Key.Key_W)  # Watch: it plays at the normal pace
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") != seed, timeout=WAIT_MS)
    assert c.property("watchSpeed") != FAST
    fast = shell.find(f"watchSpeed_{FAST}")
    caption = shell.find("watchCaption")
    places: set[tuple[int, int]] = set()
    heights: set[int] = set()  # the moves' words: the test means something once they differ
    for told in range(1, 9):
        moves = c.property("moves")
        shell.qtbot.waitUntil(lambda moves=moves: c.property("moves") != moves, timeout=WAIT_MS)
        shell.qtbot.wait(50)  # the bar lays out the move's words
        if c.property("summaryVisible"):
            break
        heights.add(round(caption.height()))
        at = fast.mapToScene(QPointF(fast.width() / 2, fast.height() / 2))
        places.add((round(at.x()), round(at.y())))
        if told >= 3 and len(heights) > 1:
            break
    assert len(heights) > 1, heights
    assert len(places) == 1, places
    assert not c.property("summaryVisible")
    shell.click(fast)  # a person's click, while the moves go on
    shell.qtbot.waitUntil(lambda: c.property("watchSpeed") == FAST, timeout=2_000)
    assert fast.property("checked")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
