"""The template game at its table (issue 34 goal 6): the REAL template game, High Trick
(``engine/games/_template``, registered as a new game's package would be), played through a
whole match at ``views/games/_template/Table.qml`` — by the mouse and by the keys — with each
deal's end on a sheet the player dismisses and the match's end on it, and no QML warning."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt, QtMsgType

from tests.gui.table_helpers import VIEWS, WAIT_MS, TableDriver, close_table, open_table_view
from tests.template_game import registered_template

TEMPLATE_QML = VIEWS / "games" / "_template" / "Table.qml"
LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


@pytest.fixture
def template_game() -> Iterator[str]:
    """The real template game registered under its id for one test."""
    with registered_template() as game:
        yield game


def _loud(qtlog: Any) -> list[str]:
    return [f"{r.type.name}: {r.message}" for r in qtlog.records if r.type in LOUD]


def _tricks_this_deal(steps: list[list[dict[str, Any]]], seat: int) -> int:
    """The tricks ``seat`` took since the last deal began, counted from the events."""
    events = [e for step in steps for e in step]
    start = max((i for i, e in enumerate(events) if e["type"] == "deal"), default=0)
    return sum(1 for e in events[start:] if e["type"] == "trick" and e["winner"] == seat)


def _play_match(driver: TableDriver, play: Any, dismiss: Any) -> list[dict[str, Any]]:
    """Play every card of a whole match with ``play(code)`` and leave every deal's sheet with
    ``dismiss()``; returns the deal_end events seen, checking each sheet against its deal."""
    c, qtbot = driver.controller, driver.qtbot
    deal_ends: list[dict[str, Any]] = []
    while True:
        driver.wait_for_human()
        if c.property("summaryVisible") or c.property("matchOver"):
            deal_end = next(
                e for step in reversed(driver.steps) for e in step if e["type"] == "deal_end"
            )
            if not deal_ends or deal_ends[-1] is not deal_end:
                deal_ends.append(deal_end)
            qtbot.waitUntil(lambda: driver.visible("dealSheet"), timeout=WAIT_MS)
            for seat, name in enumerate(("You", "AI")):  # the deal's points and tricks
                text = driver.item(f"sheetScore_{seat}").property("text")
                points, tricks = deal_end["points"][seat], deal_end["tricks"][seat]
                assert text == f"{name}: {points} pts · {tricks} trick(s)", text
            match_line = driver.item("sheetMatch").property("text")
            assert (
                f"you {deal_end['match_points'][0]}, the AI {deal_end['match_points'][1]}"
                in match_line
            )
            assert c.hand.codes() == []  # the finished deal's hand is played out
            if c.property("matchOver"):
                return deal_ends
            dismiss()
            qtbot.waitUntil(lambda: not driver.visible("dealSheet"), timeout=WAIT_MS)
            continue
        for seat, name in enumerate(("You", "AI")):  # this deal's tricks so far, from the events
            won = _tricks_this_deal(driver.steps, seat)
            text = driver.item(f"score_{seat}").property("text")
            assert text == f"{name}: {won} pts · {won} trick(s)", text
        playable = [row["code"] for row in c.hand.rows() if row["playable"]]
        assert playable, "your turn with no playable card"
        held = len(c.hand.codes())
        play(playable[-1])
        qtbot.waitUntil(
            lambda n=held: len(c.hand.codes()) == n - 1 or c.property("summaryVisible"),
            timeout=WAIT_MS,
        )


def _check_match_end(driver: TableDriver, deal_ends: list[dict[str, Any]]) -> None:
    c = driver.controller
    final = deal_ends[-1]["match_points"]
    assert max(final) >= driver.controller.property("observation")["target"]
    winner = 0 if final[0] > final[1] else 1
    assert c.property("matchWinner") == winner
    title = driver.item("sheetTitle").property("text")
    assert title == ("You won the match!" if winner == 0 else "The AI won the match.")
    assert driver.item("nextDealButton").property("text") == "New match"
    assert len(deal_ends) >= 2  # five points at three a deal: never one deal
    # every deal's points are its tricks, and they add up to the match's points
    assert [sum(e["points"][s] for e in deal_ends) for s in (0, 1)] == final


@pytest.mark.xvfb
def test_the_template_table_plays_a_whole_match_with_the_mouse(qtbot, qtlog, template_game) -> None:
    """A click on a card plays it; each deal ends on a sheet (its points, its tricks, the
    match's points) that a click on Next deal dismisses; the match's end shows its winner and a
    New match button that starts one. Qt prints no warning."""
    driver = open_table_view(
        qtbot, TEMPLATE_QML, {"seed": 5, "aiDelayMs": 0}, game_id=template_game
    )
    try:
        c = driver.controller
        assert c.property("gameId") == "template"
        assert driver.table.property("game") is c  # the controller it was pushed

        def click(code: str) -> None:
            driver.click_and_wait(driver.item(f"card_{code}"))

        def next_deal() -> None:
            assert driver.item("nextDealButton").property("text") == "Next deal"
            driver.click(driver.item("nextDealButton"))

        deal_ends = _play_match(driver, click, next_deal)
        _check_match_end(driver, deal_ends)
        seed = c.property("matchSeed")
        driver.click(driver.item("nextDealButton"))  # New match
        qtbot.waitUntil(lambda: not c.property("matchOver"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: len(c.hand.codes()) > 0, timeout=WAIT_MS)
        assert c.property("matchSeed") != seed
        assert not driver.visible("dealSheet")
        assert "you 0, the AI 0" in driver.item("matchScore").property("text")
    finally:
        close_table(driver)
    assert _loud(qtlog) == []


@pytest.mark.xvfb
def test_the_template_table_plays_a_whole_match_by_the_keys(qtbot, qtlog, template_game) -> None:
    """S says the scores and R says it again; the arrows ring a card and Enter plays it; N
    leaves a deal's sheet (each key listed on the shortcut sheet); the match's end shows. Qt
    prints no warning."""
    driver = open_table_view(
        qtbot, TEMPLATE_QML, {"seed": 8, "aiDelayMs": 0}, game_id=template_game
    )
    try:
        assert [s["keys"] for s in driver.shortcuts()] == ["S", "R", "N"]
        announced: list[str] = []
        driver.item("announcer").announced.connect(announced.append)
        driver.wait_for_human()
        driver.key("S")  # the scores, as the score box shows them
        assert announced[-1].startswith(driver.item("score_0").property("text") + ". ")
        assert "First to 5 wins" in announced[-1]
        driver.key("R")  # said again
        assert announced[-2:] == [announced[-2]] * 2

        def enter(code: str) -> None:
            driver.ring_to(code)
            driver.key_and_wait(Qt.Key.Key_Return)

        deal_ends = _play_match(driver, enter, lambda: driver.key("N"))
        _check_match_end(driver, deal_ends)
    finally:
        close_table(driver)
    assert _loud(qtlog) == []


@pytest.mark.xvfb
def test_the_template_table_shows_the_trick_and_the_scores(qtbot, template_game) -> None:
    """A card you click lies on the felt's trick area while the AI thinks; the scores read the
    shared keys the template's observation names (points and tricks of the deal, match points)."""
    driver = open_table_view(
        qtbot, TEMPLATE_QML, {"seed": 5, "aiDelayMs": 3000}, game_id=template_game
    )
    try:
        c = driver.controller
        qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
        code = next(row["code"] for row in c.hand.rows() if row["playable"])
        driver.click_and_wait(driver.item(f"card_{code}"))
        qtbot.waitUntil(lambda: driver.visible(f"trick_{code}"), timeout=WAIT_MS)
        assert "AI" in driver.item("turnStatus").property("text")
        assert driver.item("score_0").property("text") == "You: 0 pts · 0 trick(s)"
        assert "First to 5 wins" in driver.item("matchScore").property("text")
    finally:
        close_table(driver)
