"""The Tarocchi di Piedicavallo table in QML, played with the mouse as South: the discard when
South deals (an illegal pair refused with its reason), a whole deal to the score sheet, the
last trick, the four seats' places (by the compass, in right-to-left layouts too) and window
sizes."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from cardavia_desktop.controllers.refusals import card_refusals
from cardavia_desktop.controllers.tables.piedicavallo import discard_cards
from cardavia_desktop.engine import new_match
from tests.gui.table_helpers import VIEWS, WAIT_MS, TableDriver, close_table, open_table_view

TABLE_QML: Path = VIEWS / "games" / "piedicavallo" / "Table.qml"


def load_piedicavallo(
    qtbot: Any,
    seed: int,
    dealer: int = 0,
    size: tuple[int, int] = (1280, 720),
    mirrored: bool = False,
) -> TableDriver:
    """Load the table through a Loader (as the shell does) and wait for its first step."""
    return open_table_view(
        qtbot,
        TABLE_QML,
        {"seed": seed, "dealer": dealer, "aiDelayMs": 0, "aiLevel": "easy"},
        size=size,
        mirrored=mirrored,
    )


def illegal_pair(legal: list[str]) -> tuple[str, str] | None:
    """Two cards that each belong to some legal discard but are not a legal discard together."""
    pairs = {frozenset(a.split(":", 1)[1].split(",")) for a in legal if a.startswith("discard:")}
    for a, b in combinations(sorted(discard_cards(legal)), 2):
        if frozenset((a, b)) not in pairs:
            return a, b
    return None


def seed_with_illegal_pair() -> int:
    """A seed where South deals and two liftable cards make an illegal pair (test set-up)."""
    for seed in range(400):
        if illegal_pair(new_match("piedicavallo", seed=seed, dealer=0).legal_actions()):
            return seed
    raise AssertionError("no seed with an illegal pair among the discardable cards")


def _hand_matches_legal_actions(driver: TableDriver) -> None:
    """A card is lifted exactly when a legal action plays (or discards) it; else dimmed."""
    legal = list(driver.controller.property("legalActions"))
    allowed = {a.split(":", 1)[1] for a in legal if a.startswith("play:")} | discard_cards(legal)
    for item in driver.hand_items():
        code = item.objectName().removeprefix("card_")
        assert bool(item.property("lifted")) == (code in allowed), code
        assert bool(item.property("dimmed")) == (code not in allowed), code


def click_card(driver: TableDriver, card: QQuickItem) -> None:
    """Click a card of the fanned hand where it shows: the strip its right neighbour leaves."""
    driver.qtbot.waitUntil(card.isVisible, timeout=WAIT_MS)
    pitch = float(driver.item("hand").property("pitch")) or card.width()
    x = min(card.width(), pitch) * 0.5
    point = card.mapToScene(QPointF(x, card.height() * 0.6))
    QTest.mouseClick(
        driver.view,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(round(point.x()), round(point.y())),
    )


def click_card_and_wait(driver: TableDriver, card: QQuickItem) -> None:
    """Click a hand card and wait for the engine's answer (a step or a refusal)."""
    before = (len(driver.steps), len(driver.rejections))
    click_card(driver, card)
    driver.qtbot.waitUntil(
        lambda: (len(driver.steps), len(driver.rejections)) != before, timeout=WAIT_MS
    )


def _discard_by_clicking(driver: TableDriver, cards: tuple[str, str]) -> None:
    for code in cards:
        click_card(driver, driver.item(f"card_{code}"))
    driver.qtbot.waitUntil(
        lambda: driver.controller.table.property("discardReady"), timeout=WAIT_MS
    )
    driver.click_and_wait(driver.item("discardButton"))


def test_rule_2_4_2_a_card_no_pair_may_discard_says_why_in_the_engines_words(qtbot) -> None:
    """§2.4.2 while South discards: a dimmed card tells why — Kings, T1, T21 and the Matto are
    never discarded, another trump only in the §2.4 cases — not a generic "cannot"."""
    seed = next(
        s
        for s in range(400)
        if {"undiscardable", "trump_discard_restricted"}
        <= set(
            card_refusals(
                m := new_match("piedicavallo", seed=s, dealer=0),
                m.observation(0)["hand"],
                m.legal_actions(),
            ).values()
        )
    )
    driver = load_piedicavallo(qtbot, seed)
    c = driver.controller
    try:
        driver.wait_for_human()
        assert c.table.property("discarding")
        refusals = dict(c.property("cardRefusals"))
        assert set(refusals.values()) == {"undiscardable", "trump_discard_restricted"}
        for code, refusal in refusals.items():
            card = driver.item(f"card_{code}")
            assert card.property("dimmed"), code
            reason = card.property("reason")
            if refusal == "undiscardable":
                assert reason.startswith("Kings, trumps 1 and 21 and the Matto"), reason
            else:
                assert "15 cards" in reason, reason
    finally:
        close_table(driver)


def test_issue_item3_south_deals_illegal_pair_refused_then_full_deal_to_sheet(qtbot) -> None:
    """Issue item 3 + tests: South deals, an illegal pair is refused with the reason (nothing
    changes), a legal pair is discarded and announced, then 15 tricks are played by clicking
    until the score sheet shows each team's points by category and the 114 total."""
    seed = seed_with_illegal_pair()
    driver = load_piedicavallo(qtbot, seed)
    c = driver.controller
    try:
        driver.wait_for_human()
        assert c.property("dealer") == 0 and c.table.property("discarding")
        assert len(driver.hand_items()) == 17
        assert driver.visible("discardButton") and driver.visible("discardHint")
        _hand_matches_legal_actions(driver)
        legal = list(c.property("legalActions"))
        bad = illegal_pair(legal)
        assert bad is not None

        # §2.4.2: the pair is refused by the engine, with its reason shown; the state stays.
        _discard_by_clicking(driver, bad)
        assert driver.rejections and driver.rejections[-1][0] == "trump_discard_restricted"
        notice = driver.item("notice").property("text")
        assert "trump" in notice and "15 cards" in notice
        assert len(c.hand.codes()) == 17 and c.table.property("discarding")
        assert sorted(c.table.property("selected")) == sorted(bad)

        # Put both back, then discard a legal pair; the trump count is announced.
        for code in bad:
            click_card(driver, driver.item(f"card_{code}"))
        qtbot.waitUntil(lambda: not c.table.property("selected"), timeout=WAIT_MS)
        good = next(a for a in legal if a.startswith("discard:")).split(":", 1)[1].split(",")
        steps_before = len(driver.steps)
        _discard_by_clicking(driver, (good[0], good[1]))
        qtbot.waitUntil(lambda: len(driver.steps) > steps_before, timeout=WAIT_MS)
        events = [e for step in driver.steps[steps_before:] for e in step]
        discard = next(e for e in events if e["type"] == "discard")
        assert discard["seat"] == 0
        assert driver.item("notice").property("text").startswith("You discarded two cards")
        assert driver.visible("trumpsDiscarded")
        assert not driver.visible("discardButton")
        assert len(c.hand.codes()) == 15
        assert not set(good) & set(c.hand.codes())

        clicks = 0
        saw_last_trick = False
        while True:
            driver.wait_for_human()
            if c.property("matchOver"):
                break
            _hand_matches_legal_actions(driver)
            if not saw_last_trick and driver.visible("lastTrickButton"):
                driver.click(driver.item("lastTrickButton"))
                qtbot.waitUntil(lambda: driver.visible("lastTrickPanel"), timeout=WAIT_MS)
                last = c.property("lastTrick")
                assert len(last["cards"]) == 4
                driver.click(driver.item("lastTrickPanel"))
                qtbot.waitUntil(lambda: not driver.visible("lastTrickPanel"), timeout=WAIT_MS)
                saw_last_trick = True
            card = next(item for item in driver.hand_items() if not item.property("dimmed"))
            click_card_and_wait(driver, card)
            assert not driver.rejections[1:], driver.rejections
            clicks += 1
            assert clicks <= 15, "South plays one card in each of the 15 tricks"
        assert clicks == 15 and saw_last_trick

        qtbot.waitUntil(lambda: driver.visible("scoreSheet"), timeout=WAIT_MS)
        result = c.property("summary")
        assert sum(result["points"]) == 114
        for team in (0, 1):
            categories = result["categories"][team]
            assert sum(categories.values()) == result["points"][team]
            assert driver.item(f"total_{team}").property("text") == str(result["points"][team])
        assert driver.item("sheetTitle").property("text")
        driver.click_and_wait(driver.item("newMatchButton"))
        qtbot.waitUntil(lambda: not driver.visible("scoreSheet"), timeout=WAIT_MS)
        # §2.2 (recommendation): the next deal is dealt by the player on the dealer's right.
        qtbot.waitUntil(lambda: c.property("dealer") == 1, timeout=WAIT_MS)
        assert driver.item("seat_1").property("isDealer")
    finally:
        close_table(driver)


def _centre_x(driver: TableDriver, name: str) -> float:
    item = driver.item(name)
    return item.mapToScene(QPointF(item.width() / 2, 0)).x()


@pytest.mark.parametrize("mirrored", [False, True])
def test_readme_0_2_partner_top_east_right_west_left_also_in_rtl(qtbot, mirrored) -> None:
    """rules/README §0.2: S bottom, N (partner) top, E right and W left — in right-to-left
    layouts too: the table keeps the compass its seat names tell (issue 35 newcomer #4)."""
    driver = load_piedicavallo(qtbot, seed=3, dealer=1, mirrored=mirrored)
    try:
        east, west = _centre_x(driver, "seat_1"), _centre_x(driver, "seat_3")
        assert west < east
        north = driver.item("seat_2").mapToScene(QPointF(0, 0)).y()
        south = driver.item("seat_0").mapToScene(QPointF(0, 0)).y()
        assert north < south
        assert driver.item("seat_1").property("isDealer")
        assert not driver.item("seat_2").property("isDealer")
    finally:
        close_table(driver)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_layout_fits_the_window_hand_trick_and_seats_inside(qtbot, size) -> None:
    """At small and large windows the hand, the trick and the seats stay inside the window."""
    driver = load_piedicavallo(qtbot, seed=5, dealer=2, size=size)
    c = driver.controller
    try:
        driver.wait_for_human()
        width, height = size
        names = ["seat_0", "seat_1", "seat_2", "seat_3", "trickCross"]
        names += [i.objectName() for i in driver.hand_items()]
        for name in names:
            item = driver.item(name)
            top_left = item.mapToScene(QPointF(0, 0))
            bottom_right = item.mapToScene(QPointF(item.width(), item.height()))
            assert top_left.x() >= -2 and bottom_right.x() <= width + 2, name
            assert top_left.y() >= -2 and bottom_right.y() <= height + 2, name
        assert len(c.hand.codes()) == 15
    finally:
        close_table(driver)
