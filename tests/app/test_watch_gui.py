"""Watch at the real table, with the mouse and the keys: W starts it (the hard level plays your
seat in a fresh deal), Space pauses, One move and Enter step through a whole deal, each move is
captioned with its seat; the watched deal's sheet says it does not count (no match score, no
Next deal / New match) and offers another watched deal or your match, which comes back
untouched, saved as it was and not counted. No QML warning on the way."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QtMsgType
from PySide6.QtTest import QTest

from cardavia_desktop.controllers import statistics
from cardavia_desktop.controllers.table_watch import WATCH_DELAYS_MS
from cardavia_desktop.saved_games import SavedGames

WAIT_MS = 30_000
FAST = len(WATCH_DELAYS_MS) - 1
"""The watch's fastest pace (its index in WATCH_DELAYS_MS, the Watch bar's last speed)."""
LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


def record_bytes() -> bytes:
    path = statistics.statistics_path()
    return path.read_bytes() if path.exists() else b""


def key(shell: Any, which: Qt.Key) -> None:
    QTest.keyClick(shell.window, which)
    shell.qtbot.wait(30)


def shot(shell: Any, name: str) -> None:
    folder = os.environ.get("CARDAVIA_SHOTS")
    if folder:
        shell.window.grabWindow().save(str(Path(folder) / f"{name}.png"))


def visible_named(shell: Any, name: str) -> Any:
    """The visible item named ``name`` once its sheet has settled."""
    shell.qtbot.waitUntil(
        lambda: any(item.isVisible() for item in shell.find_all(name)), timeout=10_000
    )
    shell.qtbot.waitUntil(
        lambda: not any(item.isVisible() for item in shell.find_all("sheetSettling")), timeout=5_000
    )
    return next(item for item in shell.find_all(name) if item.isVisible())


TITLES = ("sheetTitle", "summaryTitle", "matchResultTitle")
# Lock & Bet tells a deal's result beside the pot, and its chips on the match's result
RESULTS = ("turnStatus", "netText", "matchResultChips")


def seat_words(shell: Any, game_id: str) -> dict[str, str]:
    """The watched deal's log as the log panel words it, and the title of its visible sheet
    (with Lock & Bet's result beside the pot)."""
    log = shell.find("storyPanel")
    entries = log.property("entries")
    entries = entries.toVariant() if hasattr(entries, "toVariant") else entries
    lines = " ".join(str(entry["text"]) for entry in entries)
    names = TITLES + (RESULTS if game_id == "lockbet" else ())
    titles = [i for name in names for i in shell.find_all(name) if i.isVisible()]
    return {"log": lines, "title": " ".join(str(i.property("text")) for i in titles)}


def won_by_your_seat(c: Any) -> bool:
    """Whether your seat (or its team) won the watched deal or match on the sheet."""
    if c.property("matchOver"):
        return c.property("matchWinner") == 0
    summary = dict(c.property("summary") or {})
    winner = summary.get("winner")
    return winner in (0, "NS")


def open_and_decide(shell: Any) -> Any:
    """The table, with one decision of yours made (the match is at stake and saved)."""
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    c = shell.find("tableLoader").property("item").property("controller")
    c.setProperty("aiDelayMs", 0)
    c.setProperty("aiLevel", "easy")
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    moves = c.property("moves")
    c.act(random.Random(1).choice(list(c.property("legalActions"))))
    shell.qtbot.waitUntil(lambda: c.property("moves") > moves, timeout=WAIT_MS)
    shell.qtbot.waitUntil(
        lambda: c.property("yourTurn") and not c.property("aiThinking"), timeout=WAIT_MS
    )
    shell.qtbot.wait(300)
    return c


def step_to_the_end(shell: Any, c: Any, game_id: str, lang: str) -> tuple[set, set, set]:
    """One move at a time (by mouse and by Enter in turn) to the watched deal's end: the seats
    that moved, the captions shown and the table's notices on the way. Each move's reason
    line is the Why? answer's: what decided it at a rules-of-thumb level, Hard's facts, or
    nothing — never the fragment that it weighed cards you cannot see."""
    step = shell.find("watchStepButton")
    caption = shell.find("watchCaption")
    reasons = shell.find("watchReasons")
    seats: set[int] = set()
    captions: set[str] = set()
    notices: set[str] = set()
    turn = 0
    while not (c.property("summaryVisible") or c.property("matchOver")):
        moves = c.property("moves")
        if turn % 2:
            key(shell, Qt.Key.Key_Return)  # One move, by key
        else:
            shell.click(step)  # One move, by mouse
        shell.qtbot.waitUntil(
            lambda moves=moves: c.property("moves") != moves or c.property("summaryVisible"),
            timeout=WAIT_MS,
        )
        turn += 1
        seats.add(int(c.property("watchMove")["seat"]))
        text = caption.property("text")
        assert text
        captions.add(text)
        why = str(reasons.property("text"))
        move = dict(c.property("watchMove"))
        if lang == "en":
            assert "cannot see" not in why, why
            if why and move.get("search") is False:
                assert why.startswith("What decided it, by its rules of thumb: "), why
            elif why:
                assert why.startswith("Why: ") and not move.get("slip"), (why, move)
        notices.add(str(shell.find("tableLoader").property("item").property("notice") or ""))
        if turn == 4:
            shot(shell, f"watch-{game_id}-{lang}-move")
    return seats, captions, notices


def watched_end(shell: Any, c: Any, lang: str) -> None:
    """A watched deal's end as the sheet shows it: the note that it does not count, Watch
    another deal and Back to your match, neither the sheet's own button nor a match's score;
    the Watch bar still tells the last move."""
    shell.qtbot.waitUntil(
        lambda: any(i.isVisible() for i in shell.find_all("watchedDealNote")), timeout=WAIT_MS
    )
    assert any(i.isVisible() for i in shell.find_all("watchAnotherButton"))
    own = ("continueButton", "newMatchButton", "nextDealButton")
    assert not [n for n in own for i in shell.find_all(n) if i.isVisible()]
    match_score = ("sheetMatchYou", "sheetMatchAi", "summaryMatchYou", "summaryMatchAi")
    assert not [n for n in match_score for i in shell.find_all(n) if i.isVisible()]
    assert shell.find("watchBar").isVisible()
    caption = shell.find("watchCaption")
    assert caption.isVisible() and caption.property("text")
    note = next(i for i in shell.find_all("watchedDealNote") if i.isVisible())
    if lang == "en":
        assert "does not count" in note.property("text")
    else:
        assert "does not count" not in note.property("text")  # translated


@pytest.mark.parametrize(
    ("game_id", "lang", "leave"),
    [
        ("scopa", "en", "another"),
        ("schnapsen", "ar", "another"),
        ("piedicavallo", "ar", "back"),
        ("piedicavallo", "en", "another"),
        ("lockbet", "en", "another"),
    ],
)
def test_watch_a_deal_at_the_table(launch, qtlog, game_id: str, lang: str, leave: str) -> None:
    shell = launch(game=game_id, lang=lang)
    c = open_and_decide(shell)
    real = c.worker()._match.to_dict()
    save = SavedGames().path(game_id).read_bytes()
    record = record_bytes()
    seed = c.property("matchSeed")
    hand = list(c.property("observation")["hand"])
    bar = shell.find("watchBar")
    assert not bar.isVisible()

    key(shell, Qt.Key.Key_W)  # Watch
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") != seed, timeout=WAIT_MS)
    assert c.property("watching") and bar.isVisible()
    key(shell, Qt.Key.Key_Space)  # pause
    assert c.property("watchPaused")
    heard = list(shell.find("watchAnnouncer").property("history"))
    if lang == "en":  # the screen reader hears what started and that it paused
        assert heard[-2].startswith("Watching deal #") and heard[-1] == "Paused."
    assert shell.find("watchPauseButton").property("text") != ""
    c.setProperty("watchSpeed", FAST)  # the fast pace: the pause's check below waits less
    moves = c.property("moves")
    shell.qtbot.wait(WATCH_DELAYS_MS[FAST] * 5 // 2)  # 2.5 times the watch's pace: no move comes
    assert c.property("moves") == moves
    shot(shell, f"watch-{game_id}-{lang}-paused")
    pause_x = shell.find("watchPauseButton").mapToScene(QPointF(0, 0)).x()
    step_x = shell.find("watchStepButton").mapToScene(QPointF(0, 0)).x()
    # the buttons read in the language's direction: Pause first (at the right in Arabic)
    assert (pause_x > step_x) == (lang == "ar"), (pause_x, step_x)

    seats, captions, notices = step_to_the_end(shell, c, game_id, lang)
    assert seats == set(range(c.worker()._match.players))
    assert len(captions) > 1
    if lang == "en":  # your seat, Hard's moves, named so in the caption (never "You")
        assert any(text.startswith("Hard (your seat) ") for text in captions), captions
        assert not any(text.startswith("You ") for text in captions), captions
        assert not any(re.search(r"\b[Yy]ou\b", text) for text in notices), notices
    if lang == "en" and game_id != "piedicavallo":
        assert any(text.startswith("AI ") for text in captions)
    assert not c.property("yourTurn")
    shell.qtbot.wait(300)
    assert SavedGames().path(game_id).read_bytes() == save
    assert record_bytes() == record

    if lang == "en":
        assert shell.find("watchAction").property("text") == "Stop watching"
    # The watched deal's sheet says it does not count and offers another watched deal or your
    # match, in place of its own Next deal / New match / New deal (nor a match's score).
    watched_end(shell, c, lang)
    button = visible_named(shell, "backFromWatchButton")
    shell.settle(button)  # the sheet takes clicks once it settled
    # nothing of a watched deal to replay or compare
    assert not any(item.isVisible() for item in shell.find_all("replayDealButton"))
    assert not any(item.isVisible() for item in shell.find_all("compareHardButton"))
    shot(shell, f"watch-{game_id}-{lang}-end")
    said = seat_words(shell, game_id)
    if lang == "en":  # the log and the sheet name your seat as the caption does
        assert "Hard (your seat)" in said["log"], said
        assert not re.search(r"\bYou\b", said["log"] + said["title"]), said
        if won_by_your_seat(c):
            assert "Hard (your seat)" in said["title"], said
    else:
        assert "Hard (your seat)" not in said["log"] + said["title"], said  # translated
    if leave == "another":  # another watched deal, your match still aside
        watched = c.property("matchSeed")
        shell.click(visible_named(shell, "watchAnotherButton"))
        shell.qtbot.waitUntil(
            lambda: c.property("matchSeed") not in (seed, watched), timeout=WAIT_MS
        )
        assert c.property("watching") and bar.isVisible()
        assert not c.property("summaryVisible") and not c.property("matchOver")
        assert not c.property("watchPaused")
        key(shell, Qt.Key.Key_Space)  # pause it again
        assert c.property("watchPaused")
        if game_id == "lockbet":  # its deals are short: this one to its end too
            step_to_the_end(shell, c, game_id, lang)
            watched_end(shell, c, lang)
            button = visible_named(shell, "backFromWatchButton")
            shell.settle(button)
        else:  # Stop watching, in the header
            button = shell.find("watchAction")
    shell.click(button)
    shell.qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    assert not bar.isVisible()
    assert c.property("matchSeed") == seed
    assert list(c.property("observation")["hand"]) == hand
    assert not c.property("summaryVisible") and not c.property("matchOver")
    assert c.worker()._match.to_dict() == real
    shell.qtbot.wait(300)
    assert SavedGames().path(game_id).read_bytes() == save
    assert record_bytes() == record

    shell.click(shell.find("watchAction"))  # Watch again, by mouse, and stop by mouse
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") != seed, timeout=WAIT_MS)
    assert bar.isVisible()
    shell.click(shell.find("watchAction"))
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") == seed, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    assert not c.property("watching") and not bar.isVisible()
    assert list(c.property("observation")["hand"]) == hand
    shell.qtbot.wait(300)
    assert SavedGames().path(game_id).read_bytes() == save
    assert record_bytes() == record
    loud = [r.message for r in qtlog.records if r.type in LOUD]
    assert loud == []
