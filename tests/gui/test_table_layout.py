"""The Schnapsen table's layout and information: sizes, mirroring, scores, reviews, match end."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQuick import QQuickItem

from tests.gui.table_helpers import (
    TableDriver,
    close_table,
    find_seed,
    human_leads_with,
    load_table,
)


def _rect(item: QQuickItem) -> QRectF:
    """The item's bounding rectangle in window coordinates."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def _overlap(a: QRectF, b: QRectF) -> bool:
    inter = a.intersected(b)
    return inter.width() > 1 and inter.height() > 1


@pytest.mark.parametrize("size", [(1024, 460), (1280, 620), (1920, 900)])
def test_table_fits_from_small_windows_to_full_hd(qtbot, size) -> None:
    """Everything lies inside the table, the hand clears the side panels, nothing collides."""
    driver = load_table(qtbot, seed=find_seed(human_leads_with("close")), size=size)
    try:
        window = QRectF(0, 0, *size)
        names = [
            "aiPanel",
            "opponentHand",
            "aiPile",
            "stock",
            "indicator",
            "trickArea",
            "yourPanel",
            "yourPile",
            "closeButton",
            "turnStatus",
        ]
        rects = {name: _rect(driver.item(name)) for name in names}
        cards = [_rect(card) for card in driver.hand_items()]
        assert len(cards) == 5
        for name, rect in rects.items():
            assert window.contains(rect), (name, rect, size)
        for rect in cards:
            assert window.contains(rect), (rect, size)
            for name in ("yourPanel", "yourPile", "closeButton", "stock", "trickArea"):
                assert not _overlap(rect, rects[name]), (name, size)
        pairs = [
            ("stock", "trickArea"),
            ("trickArea", "turnStatus"),
            ("aiPanel", "opponentHand"),
            ("opponentHand", "aiPile"),
            ("yourPanel", "yourPile"),
            ("stock", "aiPanel"),
        ]
        for a, b in pairs:
            assert not _overlap(rects[a], rects[b]), (a, b, size)
        for left, right in itertools.pairwise(cards):
            assert right.center().x() > left.center().x(), "cards in a row, not stacked"
        assert cards[0].width() >= 52, "cards stay readable"
    finally:
        close_table(driver)


@pytest.mark.parametrize("mirrored", [False, True])
def test_layout_mirrors_under_layout_mirroring(qtbot, mirrored) -> None:
    """Right-to-left: panels, stock and the order of the hand swap sides (cards stay unmirrored)."""
    driver = load_table(qtbot, seed=2, mirrored=mirrored)
    try:
        middle = driver.view.width() / 2
        stock = _rect(driver.item("stock")).center().x()
        ai_panel = _rect(driver.item("aiPanel")).center().x()
        your_panel = _rect(driver.item("yourPanel")).center().x()
        status = _rect(driver.item("turnStatus")).center().x()
        cards = [_rect(card).center().x() for card in driver.hand_items()]
        if mirrored:
            assert stock > middle and ai_panel > middle and your_panel > middle and status < middle
            assert cards == sorted(cards, reverse=True)
        else:
            assert stock < middle and ai_panel < middle and your_panel < middle and status > middle
            assert cards == sorted(cards)
        indicator = _rect(driver.item("indicator"))
        assert QRectF(0, 0, driver.view.width(), driver.view.height()).contains(indicator)
        # The trick area stays centred either way.
        assert abs(_rect(driver.item("trickArea")).center().x() - middle) < 2
    finally:
        close_table(driver)


def _play_one_trick(driver: TableDriver) -> None:
    c = driver.controller
    tricks = sum(c.property("tricks"))
    while sum(c.property("tricks")) == tricks:
        driver.wait_for_human()
        driver.click_and_wait(next(i for i in driver.hand_items() if not i.property("dimmed")))


def test_scores_counts_and_last_trick_are_shown(qtbot) -> None:
    """Points, tricks, stock count and the last trick (reviewable) follow the observation."""
    driver = load_table(qtbot, seed=find_seed(human_leads_with("play:")))
    try:
        c = driver.controller
        assert not driver.visible("lastTrickButton")
        assert driver.item("stockCount").property("text") == "Stock: 10"
        _play_one_trick(driver)
        driver.wait_for_human()
        obs = c.property("observation")
        last = obs["tricks_played"][-1]
        assert (
            driver.item("yourPanel_points")
            .property("text")
            .startswith(f"Points: {obs['points'][0]}")
        )
        assert (
            driver.item("aiPanel_points").property("text").startswith(f"Points: {obs['points'][1]}")
        )
        assert driver.item("yourPile_label").property("text") == f"Tricks: {obs['tricks'][0]}"
        assert driver.item("aiPile_label").property("text") == f"Tricks: {obs['tricks'][1]}"
        assert driver.item("stockCount").property("text") == f"Stock: {obs['stock_size']}"
        cards_text = driver.item("opponentCount").property("text")
        assert cards_text == f"Cards: {obs['opponent_hand_size']}"
        assert driver.visible("lastTrickButton")
        driver.click(driver.item("lastTrickButton"))
        qtbot.waitUntil(lambda: driver.visible("lastTrickPanel"))
        panel = driver.item("lastTrickPanel")
        shown = {
            item.property("code")
            for item in _descendants(panel)
            if item.property("code") is not None and item.property("faceUp") is not None
        }
        assert shown == {entry["card"] for entry in last["cards"]}
    finally:
        close_table(driver)


def _descendants(root: QQuickItem) -> list[QQuickItem]:
    out, stack = [], [root]
    while stack:
        item = stack.pop()
        out.append(item)
        stack.extend(item.childItems())
    return out


def test_ai_thinking_is_shown_while_the_ai_waits(qtbot) -> None:
    """Whose turn: 'The AI is thinking…' during the AI's readable delay."""
    driver = load_table(qtbot, seed=find_seed(lambda m: m.current_player == 1), ai_delay_ms=1500)
    try:
        qtbot.waitUntil(lambda: driver.controller.property("aiThinking"), timeout=5000)
        assert driver.item("turnStatus").property("text") == "The AI is thinking…"
        assert not any(card.property("lifted") for card in driver.hand_items())
    finally:
        close_table(driver)


def test_match_end_names_the_winner_and_new_match_restarts(qtbot) -> None:
    """At 0 the match ends: the summary names the winner; New match starts again from 7."""
    driver = load_table(qtbot, seed=4)
    try:
        c = driver.controller
        while not c.property("matchOver"):
            driver.wait_for_human()
            if c.property("matchOver"):
                break
            if c.property("summaryVisible"):
                driver.click_and_wait(driver.item("continueButton"))
                continue
            before = len(driver.steps)
            c.act(c.property("legalActions")[0])
            qtbot.waitUntil(lambda b=before: len(driver.steps) > b, timeout=10000)
        title = driver.item("summaryTitle").property("text")
        winner = c.property("matchWinner")
        assert title == ("You win the match!" if winner == 0 else "The AI wins the match")
        assert not driver.maybe_item("continueButton") or not driver.visible("continueButton")
        driver.click_and_wait(driver.item("newMatchButton"))
        qtbot.waitUntil(lambda: not driver.visible("dealSummary"), timeout=5000)
        assert c.property("matchPoints") == [7, 7]
        assert c.property("dealNumber") == 1
    finally:
        close_table(driver)


RANKS = {"A": "Daus", "10": "Zehner", "K": "König", "O": "Ober", "U": "Unter"}
SUITS = {"H": "Herz", "S": "Schelln", "E": "Eichel", "L": "Laub"}


def test_hand_cards_carry_object_names_and_accessible_names(qtbot) -> None:
    """Each card of the hand is `card_<code>` with an accessible name and the button role."""
    from PySide6.QtGui import QAccessible

    driver = load_table(qtbot, seed=find_seed(human_leads_with("play:")))
    try:
        codes = driver.controller.hand.codes()
        assert len(codes) == 5
        for code, item in zip(codes, driver.hand_items(), strict=True):
            assert item.objectName() == f"card_{code}"
            iface = QAccessible.queryAccessibleInterface(item)
            assert iface is not None
            assert iface.text(QAccessible.Text.Name) == f"{RANKS[code[1:]]} of {SUITS[code[0]]}"
            assert iface.role() == QAccessible.Role.Button
    finally:
        close_table(driver)
