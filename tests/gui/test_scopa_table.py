"""The Scopa table in QML, played with the mouse: a whole deal to its score sheet by clicking
cards, including a capture chosen among several on the table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop.controllers.tables.scopa import capture_options
from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from tests.gui.table_helpers import VIEWS, WAIT_MS, TableDriver, close_table, open_table_view

SCOPA_QML: Path = VIEWS / "games" / "scopa" / "Table.qml"
AI_LEVEL = "easy"


def load_scopa(
    qtbot: Any, seed: int, size: tuple[int, int] = (1280, 720), mirrored: bool = False
) -> TableDriver:
    """Load the Scopa Table.qml through a Loader (as the shell does); wait for its first step."""
    return open_table_view(
        qtbot,
        SCOPA_QML,
        {"seed": seed, "aiDelayMs": 0, "aiLevel": AI_LEVEL},
        size=size,
        mirrored=mirrored,
    )


def close_scopa(driver: TableDriver) -> None:
    """Unload the table and wait until its engine thread has stopped (no thread outlives the
    test, so the interpreter never exits with a running QThread)."""
    thread = driver.controller.worker_thread()
    close_table(driver)
    driver.qtbot.waitUntil(lambda: not thread.isRunning(), timeout=WAIT_MS)


# -- the test player's policy, replayed off-screen to pick a seed -------------------------


def choose_move(hand: list[str], legal: list[str], chose_yet: bool) -> tuple[str, list[str]]:
    """The test player's move: ``(card, captured set)``. The first time a card has several
    captures it takes that card and its last option; otherwise the first card with one move."""
    if not chose_yet:
        for card in hand:
            options = capture_options(legal, card)
            if len(options) >= 2:
                return card, options[-1]
    for card in hand:
        moves = [a for a in legal if a.split(":")[1] == card]
        if len(moves) == 1:
            parts = moves[0].split(":")
            return card, parts[2].split(",") if len(parts) > 2 else []
    card = hand[0]
    return card, capture_options(legal, card)[0]


def deal_has_a_choice(seed: int) -> bool:
    """Replay deal 1 with the table's own AI (same seed and level) and the policy above: True
    when the player meets a card with several captures."""
    match = new_match("scopa", seed=seed)
    bot = create_ai("scopa", AI_LEVEL, derive_ai_seed(seed, 1))
    while match.observation(0)["deal_number"] == 1 and not match.is_over:
        legal = match.legal_actions()
        if match.current_player == 1:
            match.apply(bot.choose(match.observation(1), legal))
            continue
        hand = match.observation(0)["hand"]
        if any(len(capture_options(legal, card)) >= 2 for card in hand):
            return True
        card, taken = choose_move(hand, legal, False)
        match.apply(f"play:{card}:{','.join(taken)}" if taken else f"play:{card}")
    return False


@pytest.fixture(scope="module")
def choice_seed() -> int:
    """A seed whose first deal offers the player a choice among captures (test set-up)."""
    for seed in range(300):
        if deal_has_a_choice(seed):
            return seed
    raise AssertionError("no seed with a capture choice")


# -- checks -------------------------------------------------------------------------------


def table_flags(driver: TableDriver) -> dict[str, tuple[bool, bool]]:
    """Per table card item: (highlighted, dimmed)."""
    codes = driver.controller.property("observation")["table"]
    flags = {}
    for code in codes:
        item = driver.item(f"table_{code}")
        flags[code] = (bool(item.property("highlighted")), bool(item.property("dimmed")))
    return flags


def check_choice_offered(driver: TableDriver, card: str) -> list[list[str]]:
    """After clicking a card with several captures: exactly its legal sets are offered."""
    c = driver.controller
    legal = list(c.property("legalActions"))
    expected = capture_options(legal, card)
    board = c.property("table")
    driver.qtbot.waitUntil(lambda: board.property("selectedCard") == card, timeout=WAIT_MS)
    offered = [list(option) for option in board.property("captureOptions")]
    assert sorted(map(sorted, offered)) == sorted(map(sorted, expected))
    assert driver.visible("captureChooser")
    for i in range(len(expected)):
        assert driver.visible(f"captureOption_{i}")
    assert not driver.visible(f"captureOption_{len(expected)}")
    reachable = {code for option in expected for code in option}
    for code, (highlighted, dimmed) in table_flags(driver).items():
        assert highlighted == (code in reachable), code
        assert dimmed == (code not in reachable), code
    assert driver.item(f"card_{card}").property("selected"), "the chosen hand card is marked"
    assert "Choose" in driver.item("turnStatus").property("text")
    return expected


def play_deal_by_clicking(driver: TableDriver) -> dict[str, Any]:
    """Click through deal 1 with the policy above until the score sheet; report what happened."""
    c = driver.controller
    report: dict[str, Any] = {"choices": 0, "clicks": 0, "captures": []}
    while True:
        driver.wait_for_human()
        if c.property("summaryVisible") or c.property("matchOver"):
            return report
        legal = list(c.property("legalActions"))
        hand = c.hand.codes()
        card, taken = choose_move(hand, legal, report["choices"] > 0)
        options = capture_options(legal, card)
        first_step = len(driver.steps)
        for item in driver.hand_items():  # every card is playable in Scopa: none is veiled
            assert item.property("lifted") and not item.property("dimmed")
        if len(options) >= 2:
            driver.click(driver.item(f"card_{card}"))
            check_choice_offered(driver, card)
            outsiders = [
                code
                for code in c.property("observation")["table"]
                if all(code not in option for option in options)
            ]
            if outsiders:  # an illegal choice is not offered: clicking it does nothing
                before = len(driver.steps)
                driver.click(driver.item(f"table_{outsiders[0]}"))
                driver.qtbot.wait(50)
                assert len(driver.steps) == before
                assert c.property("table").property("selectedCard") == card
            before = len(driver.steps)
            board = c.property("table")
            for code in taken:  # card by card, until one option is left: then it is played
                driver.click(driver.item(f"table_{code}"))
                if board.property("selectedCard") == "":
                    break
                assert code in board.property("chosenCards")
                assert driver.item(f"table_{code}").property("lifted")
            driver.qtbot.waitUntil(
                lambda n=before: len(driver.steps) > n or bool(driver.rejections), timeout=WAIT_MS
            )
            assert not driver.rejections
            report["choices"] += 1
        else:
            driver.click_and_wait(driver.item(f"card_{card}"))
        report["clicks"] += 1
        mine = next(
            e
            for step in driver.steps[first_step:]
            for e in step
            if e["type"] in ("capture", "place") and e["seat"] == 0
        )
        assert mine["card"] == card
        assert sorted(mine.get("cards", [])) == sorted(taken), "the capture chosen is the one made"
        if taken:
            report["captures"].append((card, taken))
        assert report["clicks"] <= 18, "a player plays 18 cards a deal"


def test_whole_deal_to_the_score_sheet_by_clicking_with_a_capture_choice(qtbot, choice_seed):
    """Issue item 3 + tests: a deal played by clicking, one capture picked among several on
    the table, then the score sheet shows the four prizes, the scope and the match total."""
    driver = load_scopa(qtbot, seed=choice_seed)
    try:
        report = play_deal_by_clicking(driver)
        assert report["choices"] == 1, "the seed was chosen for a capture choice"
        assert report["clicks"] == 18
        qtbot.waitUntil(lambda: driver.visible("dealSummary"), timeout=WAIT_MS)
        summary = driver.controller.property("summary")
        assert sum(summary["cards"]) == 40
        text = {
            name: driver.item(name).property("text").strip("\u2066\u2069")
            for name in (
                "sheetCardsYou",
                "sheetCardsAi",
                "sheetDiamondsYou",
                "sheetDiamondsAi",
                "sheetScopeYou",
                "sheetScopeAi",
                "sheetMatchYou",
                "sheetMatchAi",
                "sheetDealYou",
                "sheetDealAi",
                "sheetCardsPoint",
                "sheetSettebelloPoint",
            )
        }
        assert (text["sheetCardsYou"], text["sheetCardsAi"]) == tuple(map(str, summary["cards"]))
        assert (text["sheetDiamondsYou"], text["sheetDiamondsAi"]) == tuple(
            map(str, summary["diamonds"])
        )
        assert (text["sheetScopeYou"], text["sheetScopeAi"]) == tuple(map(str, summary["scope"]))
        assert (text["sheetMatchYou"], text["sheetMatchAi"]) == tuple(
            map(str, summary["match_points"])
        )
        assert (text["sheetDealYou"], text["sheetDealAi"]) == tuple(
            f"+{p}" for p in summary["points"]
        )
        names = {0: "You", 1: "AI", None: "Nobody"}
        assert text["sheetCardsPoint"] == names[summary["prizes"]["cards"]]
        assert text["sheetSettebelloPoint"] == names[summary["settebello"]]
        # The finished deal stays in view behind the sheet: piles from deal_end, hand empty.
        board = driver.controller.property("table")
        assert list(board.property("piles")) == summary["cards"]
        assert driver.controller.hand.codes() == []
        assert board.property("table").codes() == []
        for seat, name in ((0, "yourPile"), (1, "aiPile")):
            scopa_cards = list(board.property("scopaCards")[seat])
            assert len(scopa_cards) == summary["scope"][seat]
            for code in scopa_cards:  # each scopa card lies face up, turned sideways
                assert (
                    driver.item(f"scopaCard_{code}", root=driver.item(name)).property("rotation")
                    == 90
                )
        # Next deal: the table is played again.
        driver.click_and_wait(driver.item("continueButton"))
        assert not driver.visible("dealSummary")
        driver.wait_for_human()
        assert driver.controller.property("observation")["deal_number"] == 2
        assert len(driver.controller.hand.codes()) == 3
    finally:
        close_scopa(driver)
