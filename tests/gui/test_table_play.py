"""The Schnapsen table in QML, played with the mouse: real card items clicked offscreen."""

from __future__ import annotations

import threading

import pytest

from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.match import Match
from tests.gui.table_helpers import (
    TableDriver,
    close_table,
    find_seed,
    human_leads_with,
    load_table,
)


def _controls_match_legal_actions(driver: TableDriver) -> None:
    """Exchange, close and marriage controls are shown exactly when the engine allows them."""
    legal = list(driver.controller.property("legalActions"))
    assert driver.visible("exchangeButton") == ("exchange" in legal)
    assert driver.visible("closeButton") == ("close" in legal)
    marriages = {f"marry_{a.split(':', 1)[1]}" for a in legal if a.startswith("marry:")}
    for code in driver.controller.hand.codes():
        assert driver.visible(f"marry_{code}") == (f"marry_{code}" in marriages), code


def _hand_states_match_legal_actions(driver: TableDriver) -> None:
    """A card is lifted and clickable exactly when a legal action plays it; else dimmed."""
    legal = set(driver.controller.property("legalActions"))
    playable = {a.split(":", 1)[1] for a in legal if a.startswith(("play:", "marry:"))}
    for item in driver.hand_items():
        code = item.objectName().removeprefix("card_")
        assert bool(item.property("lifted")) == (code in playable), code
        assert bool(item.property("dimmed")) == (code not in playable), code


def _play_deal_by_clicking(driver: TableDriver, check_each_turn: bool = True) -> int:
    """Click playable cards until the deal summary shows; return the number of clicks."""
    clicks = 0
    c = driver.controller
    while True:
        driver.wait_for_human()
        if c.property("summaryVisible") or c.property("matchOver"):
            return clicks
        if check_each_turn:
            _controls_match_legal_actions(driver)
            _hand_states_match_legal_actions(driver)
        card = next(item for item in driver.hand_items() if not item.property("dimmed"))
        driver.click_and_wait(card)
        clicks += 1
        assert clicks <= 12, "a deal has at most 10 tricks"


@pytest.fixture
def record_threads(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """Thread ids in which ``Match.apply`` ran during the test."""
    seen: set[int] = set()
    original = Match.apply

    def apply(self: Match, action: str) -> list:
        seen.add(threading.get_ident())
        return original(self, action)

    monkeypatch.setattr(Match, "apply", apply)
    return seen


def test_whole_deal_played_by_clicking_cards_until_the_summary(qtbot, record_threads) -> None:
    """Issue item 6: a whole deal against the AI, clicking card items, ends in the summary."""
    driver = load_table(qtbot, seed=find_seed(lambda m: True))
    try:
        clicks = _play_deal_by_clicking(driver)
        assert clicks >= 1
        qtbot.waitUntil(lambda: driver.visible("dealSummary"), timeout=5000)
        summary = driver.controller.property("summary")
        assert summary["game_points"] in (1, 2, 3)
        explanation = driver.item("summaryExplanation").property("text")
        assert "66" in explanation or "last trick" in explanation
        title = driver.item("summaryTitle").property("text")
        assert ("You win" in title) == (summary["winner"] == 0)
        # The match count in the summary is the deal_end's, counting down from 7.
        assert driver.item("summaryMatchYou").property("text") == str(summary["match_points"][0])
        assert driver.item("summaryMatchAi").property("text") == str(summary["match_points"][1])
        assert 7 - summary["game_points"] in summary["match_points"]
        # The engine never ran on the GUI thread.
        assert record_threads, "the engine applied no action"
        assert threading.main_thread().ident not in record_threads
        assert threading.get_ident() not in driver.controller.worker().apply_threads
        # Continue: the next deal starts and the table can be played again.
        driver.click_and_wait(driver.item("continueButton"))
        assert not driver.visible("dealSummary")
        assert driver.controller.property("dealNumber") == 2
        driver.wait_for_human()
        assert driver.controller.property("yourTurn")
    finally:
        close_table(driver)


def test_controls_appear_exactly_when_legal_over_two_deals(qtbot) -> None:
    """Exchange / close / marriage controls and lifted/dimmed cards follow the legal actions."""
    seed = find_seed(human_leads_with("exchange", "marry:"))
    driver = load_table(qtbot, seed=seed)
    try:
        _controls_match_legal_actions(driver)
        assert driver.visible("exchangeButton") and driver.visible("closeButton")
        assert driver.visible("marriageHint")
        _play_deal_by_clicking(driver)
        driver.click_and_wait(driver.item("continueButton"))
        _play_deal_by_clicking(driver)
    finally:
        close_table(driver)


def test_exchange_button_swaps_the_trump_unter_with_the_indicator(qtbot) -> None:
    """Scenario 3 through the UI: the Unter goes under the stock, the indicator to the hand."""
    driver = load_table(qtbot, seed=find_seed(human_leads_with("exchange")))
    try:
        c = driver.controller
        old_indicator = c.table.property("indicator")
        unter = c.table.property("trump") + "U"
        assert unter in c.hand.codes()
        driver.click_and_wait(driver.item("exchangeButton"))
        assert c.table.property("indicator") == unter
        assert old_indicator in c.hand.codes() and unter not in c.hand.codes()
        assert driver.maybe_item(f"card_{old_indicator}") is not None
        assert not driver.visible("exchangeButton"), "one trump Unter: no second exchange"
        assert driver.item("indicator").property("code") == unter
    finally:
        close_table(driver)


def _close_then_must_follow(match: Match) -> bool:
    """Replays the UI policy below (close, then the first playable card, declaring marriages)
    with the table's own AI seed; True if the human must later follow with a card dimmed."""
    if not human_leads_with("close")(match):
        return False
    bot = create_ai("schnapsen", "easy", derive_ai_seed(match.seed, 1))
    match.apply("close")
    while not match.is_over and match.observation(0)["deal_number"] == 1:
        if match.current_player == 1:
            match.apply(bot.choose(match.observation(1), match.legal_actions()))
            continue
        legal = match.legal_actions()
        hand = match.observation(0)["hand"]
        playable = [c for c in hand if f"play:{c}" in legal or f"marry:{c}" in legal]
        if match.observation(0)["trick"] and len(playable) < len(hand):
            return True
        card = playable[0]
        match.apply(f"marry:{card}" if f"marry:{card}" in legal else f"play:{card}")
    return False


def test_close_button_closes_the_stock_and_dimmed_cards_do_not_act(qtbot) -> None:
    """Closing through the UI turns on strict rules; a dimmed card click changes nothing."""
    driver = load_table(qtbot, seed=find_seed(_close_then_must_follow))
    try:
        c = driver.controller
        driver.click_and_wait(driver.item("closeButton"))
        assert c.table.property("closedBy") == 0
        assert c.table.property("phase") == "strict"
        assert not driver.visible("closeButton") and not driver.visible("exchangeButton")
        assert driver.visible("phaseStatus")
        dimmed_clicks = 0
        while not (c.property("summaryVisible") or c.property("matchOver")):
            driver.wait_for_human()
            if c.property("summaryVisible") or c.property("matchOver"):
                break
            _hand_states_match_legal_actions(driver)
            for item in driver.hand_items():
                if item.property("dimmed"):
                    before = (len(driver.steps), len(driver.rejections), c.property("observation"))
                    driver.click(item)
                    qtbot.wait(150)
                    after = (len(driver.steps), len(driver.rejections), c.property("observation"))
                    assert after == before, "a dimmed card must not act"
                    dimmed_clicks += 1
            driver.click_and_wait(
                next(item for item in driver.hand_items() if not item.property("dimmed"))
            )
        summary = c.property("summary")
        assert summary["closed_by"] == 0
        assert summary["reason"] in ("closer_won", "closer_failed", "opponent_66_after_close")
    finally:
        close_table(driver)
    assert dimmed_clicks >= 1, "the seed was chosen so that a dimmed card had to be tried"


@pytest.mark.parametrize("declare", [True, False])
def test_marriage_declared_by_its_button_a_plain_click_plays_without(qtbot, declare) -> None:
    """Rule 5.6(3): leading K/O with its partner offers the marriage (optional): its button
    declares it, a plain click on the card only plays the card."""
    driver = load_table(qtbot, seed=find_seed(human_leads_with("marry:")))
    try:
        c = driver.controller
        legal = list(c.property("legalActions"))
        card = next(a for a in legal if a.startswith("marry:")).split(":", 1)[1]
        item = driver.item(f"card_{card}")
        assert item.property("highlighted"), "a card that can marry is marked"
        button = driver.item(f"marry_{card}")
        assert button.isVisible() and "+" in button.property("text")
        first = len(driver.steps)
        driver.click_and_wait(button if declare else item)
        events = [e for step in driver.steps[first:] for e in step if e.get("seat") == 0]
        marriages = [e for e in events if e["type"] == "marriage"]
        plays = [e for e in events if e["type"] == "play"]
        assert plays and plays[0]["card"] == card
        if declare:
            assert marriages and marriages[0]["seat"] == 0 and marriages[0]["suit"] == card[0]
            expected = 40 if card[0] == c.table.property("trump") else 20
            assert marriages[0]["points"] == expected
            assert marriages[0]["pending"] is True  # no trick yet: the points wait (5.6)
            qtbot.waitUntil(
                lambda: c.table.property("pending")[0] == expected or c.property("tricks")[0]
            )
        else:
            assert not marriages
    finally:
        close_table(driver)


def test_forged_illegal_intent_is_refused_and_changes_nothing(qtbot) -> None:
    """IllegalAction from a forged intent: reported as (code, message), state unchanged."""
    driver = load_table(qtbot, seed=find_seed(human_leads_with("play:")))
    try:
        c = driver.controller
        before = c.property("observation")
        not_mine = next(
            code
            for code in (s + r for s in "HSEL" for r in ("A", "10", "K", "O", "U"))
            if code not in c.hand.codes()
        )
        with qtbot.waitSignal(c.actionRejected, timeout=5000) as blocker:
            c.act(f"play:{not_mine}")
        code, message = blocker.args
        assert code == "not_in_hand"
        assert not_mine in message
        assert c.property("errorCode") == code
        assert c.property("observation") == before
        assert driver.visible("notice")
        with qtbot.waitSignal(c.actionRejected, timeout=5000) as blocker:
            c.act("bogus")
        assert blocker.args[0] in ("bad_syntax", "bad_action")
        assert c.property("observation") == before
        # The table still plays normally afterwards.
        driver.click_and_wait(driver.hand_items()[0])
        assert c.property("observation") != before
    finally:
        close_table(driver)


def test_worker_thread_stops_when_the_table_is_unloaded(qtbot) -> None:
    """Leaving the table destroys its controller, and the engine thread stops with it."""
    driver = load_table(qtbot, seed=1, ai_delay_ms=2000)
    thread = driver.controller.worker_thread()
    assert thread.isRunning()
    driver.host.setProperty("tableActive", False)
    qtbot.waitUntil(thread.isFinished, timeout=5000)
    driver.view.close()
    driver.view.deleteLater()
