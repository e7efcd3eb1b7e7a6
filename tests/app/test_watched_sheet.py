"""A watched deal's end (newcomer #13's D5): its sheet is titled as a watched deal, not "Deal 1
of this match", and nothing on the table shows a match score like your match's ("You 4 / 11",
Schnapsen's "5 to go") while the sheet says the deal does not count. Watched to its end at the
fast pace, set with the mouse; no notice of an earlier step stays at the sheet (newcomer
#14's D6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_watch_gui import FAST, key, open_and_decide, shot, visible_named

SCORES = {
    "scopa": ("yourPanel_total", "aiPanel_total"),
    "schnapsen": ("yourPanel_match", "aiPanel_match"),
}
"""The seat boxes' match score, per game."""
TITLES = {"scopa": "sheetTitle", "schnapsen": "summaryTitle"}
MATCH_SCORE = ("sheetMatchYou", "sheetMatchAi", "summaryMatchYou", "summaryMatchAi")


@pytest.mark.parametrize("game_id", ["scopa", "schnapsen"])
def test_a_watched_deals_sheet_is_no_deal_of_your_match(launch, qtlog, game_id: str) -> None:
    shell = launch(game=game_id, lang="en")
    c = open_and_decide(shell)
    seed = c.property("matchSeed")
    for name in SCORES[game_id]:  # your match's score, while you play
        assert shell.find(name).isVisible()
    key(shell, Qt.Key.Key_W)  # Watch
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") != seed, timeout=WAIT_MS)
    table = shell.find("tableLoader").property("item")
    said: list[tuple[int, str]] = []  # (the move it was said at, the notice)
    table.noticeChanged.connect(
        lambda: said.append((c.property("moves"), table.property("notice")))
    )
    fast = shell.find(f"watchSpeed_{FAST}")
    shell.settle(fast)
    shell.click(fast)
    shell.qtbot.waitUntil(lambda: c.property("watchSpeed") == FAST, timeout=2_000)
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=90_000)
    # newcomer #14's D6: no notice of an earlier step ("Three more cards each from the
    # stock.") outlives the deal's end
    notice = table.property("notice")
    assert notice == "" or said[-1] == (c.property("moves"), notice), (notice, said[-3:])
    visible_named(shell, "watchedDealNote")
    title = str(visible_named(shell, TITLES[game_id]).property("text"))
    shot(shell, f"watched-sheet-{game_id}")
    if game_id == "scopa":
        assert title == "Watched deal", title
        assert shell.find("yourPanel_name").property("text") == "Hard (your seat)"
    assert "of this match" not in title, title
    shown = [
        name
        for name in (*SCORES[game_id], *MATCH_SCORE)
        for item in shell.find_all(name)
        if item.isVisible()
    ]
    assert shown == [], shown  # no "4 / 11", no "5 to go"
    assert not [r.message for r in qtlog.records if r.type in LOUD]
