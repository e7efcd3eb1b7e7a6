"""A watched deal's end (newcomer #13's D5): its sheet is titled as a watched deal, not "Deal 1
of this match", and nothing on the table shows a match score like your match's ("You 4 / 11")
while the sheet says the deal does not count. Watched to its end at the fast pace, set with
the mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_watch_gui import FAST, key, open_and_decide, shot, visible_named


def test_a_watched_deals_sheet_is_no_deal_of_your_match(launch, qtlog) -> None:
    shell = launch(game="scopa", lang="en")
    c = open_and_decide(shell)
    seed = c.property("matchSeed")
    for name in ("yourPanel_total", "aiPanel_total"):  # your match's score, while you play
        assert shell.find(name).isVisible()
    key(shell, Qt.Key.Key_W)  # Watch
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") != seed, timeout=WAIT_MS)
    fast = shell.find(f"watchSpeed_{FAST}")
    shell.settle(fast)
    shell.click(fast)
    shell.qtbot.waitUntil(lambda: c.property("watchSpeed") == FAST, timeout=2_000)
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=90_000)
    visible_named(shell, "watchedDealNote")
    title = visible_named(shell, "sheetTitle").property("text")
    shot(shell, "watched-sheet-end")
    assert title == "Watched deal", title
    texts = [
        str(item.property("text"))
        for name in (
            "sheetTitle",
            "sheetMatchYou",
            "sheetMatchAi",
            "yourPanel_total",
            "aiPanel_total",
        )
        for item in shell.find_all(name)
        if item.isVisible()
    ]
    assert texts == [title], texts  # no "Deal 1 of this match", no "4 / 11"
    assert not [r.message for r in qtlog.records if r.type in LOUD]
