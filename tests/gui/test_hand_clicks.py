"""Issue 33 items 1 and 5: a click lands on the card the player sees, in every overlapping hand.

Real mouse clicks at on-screen points chosen by what each card draws (its rest place, or its
raised place when lifted, rotation included): the middle of a dimmed card that covers a playable
one is refused with its reason over that card (nothing reaches the engine, the card beneath is
not played); the raised top strip of a playable card plays it; the "why not" note shows only
after a refused click or key, inside the window, and goes when the turn moves on; Enter alone,
pressed as each turn comes round, plays a card (the ring has moved onto one that may be played).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from tests.gui.table_helpers import VIEWS, WAIT_MS, TableDriver, close_table, open_table_view
from tests.gui.test_minchiate_table import find_seed, hand_codes, minchiate
from tests.gui.test_schnapsen_keyboard import REASONS, deal_has_a_refusal, open_table, play_by_keys

PIEDICAVALLO = VIEWS / "games" / "piedicavallo" / "Table.qml"
MINCHIATE = VIEWS / "games" / "minchiate" / "Table.qml"
ISSUE_DEAL = 1037928060  # Piedicavallo deal #1037928060 of the issue (trick 2: 3 of Cups)


def drawn_rect(card: QQuickItem) -> QRectF:
    """Where ``card`` draws its face, in its own coordinates (a lifted CardView is raised)."""
    lift = card.property("liftOffset")
    top = -float(lift) if lift is not None and card.property("lifted") else 0.0
    return QRectF(0.0, top, card.width(), card.height())


def draws_at(card: QQuickItem, scene: QPointF) -> bool:
    """Whether ``card`` draws at the window point ``scene``."""
    return drawn_rect(card).contains(card.mapFromScene(scene))


def stacked(cards: list[QQuickItem]) -> list[QQuickItem]:
    """The hand's cards from the lowest to the uppermost (by z, then in the hand's order: a
    mirrored hand stacks the other way round, each card under its right neighbour on screen)."""
    return [card for _, _, card in sorted((card.z(), i, card) for i, card in enumerate(cards))]


def on_top(cards: list[QQuickItem], scene: QPointF) -> QQuickItem | None:
    """The card a person sees at ``scene``: the uppermost that draws there."""
    return next((card for card in reversed(stacked(cards)) if draws_at(card, scene)), None)


def points_of(card: QQuickItem, *, top_share: float = 1.0) -> Iterator[QPointF]:
    """Window pixels over ``card``'s face, from its middle outwards (``top_share``: only the
    top part of its height)."""
    rect = drawn_rect(card)
    shares = (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1)
    ys = [rect.top() + rect.height() * top_share * f for f in shares]
    xs = [rect.width() * f for f in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9, 0.05)]
    for y in ys:
        for x in xs:
            point = card.mapToScene(QPointF(x, y))
            yield QPointF(round(point.x()), round(point.y()))  # the pixel a click lands on


def around(point: QPointF) -> list[QPointF]:
    """``point`` and its neighbours a pixel away (a point clear of every edge)."""
    return [point + QPointF(dx, dy) for dx, dy in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1))]


def shows_at(cards: list[QQuickItem], card: QQuickItem, point: QPointF) -> bool:
    """``card`` is the one seen at ``point`` and a pixel around it."""
    return all(on_top(cards, p) is card for p in around(point))


def visible_point(cards: list[QQuickItem], card: QQuickItem) -> QPointF:
    """A window point where ``card`` shows (no other card over it)."""
    point = next((p for p in points_of(card) if shows_at(cards, card, p)), None)
    assert point is not None, f"{card.objectName()} shows nowhere"
    return point


def click_at(driver: TableDriver, scene: QPointF) -> None:
    """A left click at the window point ``scene``, as a person makes it."""
    QTest.mouseClick(
        driver.view,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(round(scene.x()), round(scene.y())),
    )


def hand_cards(driver: TableDriver, codes: list[str]) -> list[QQuickItem]:
    """The hand's card items for ``codes`` (in the hand's order)."""
    return [driver.item(f"card_{code}") for code in codes]


def dimmed_over_playable(cards: list[QQuickItem]) -> tuple[QQuickItem, QQuickItem, QPointF] | None:
    """A dimmed card lying over a playable one, and a point where the dimmed card shows and the
    playable one lies beneath: ``(dimmed card, playable card, point)``."""
    stack = stacked(cards)
    for under, dimmed in pairwise(stack):
        if not dimmed.property("dimmed") or under.property("dimmed"):
            continue
        for point in points_of(dimmed):
            if shows_at(cards, dimmed, point) and all(draws_at(under, p) for p in around(point)):
                return dimmed, under, point
    return None


def raised_strip_point(cards: list[QQuickItem], card: QQuickItem) -> QPointF:
    """A point on the raised top strip of the lifted ``card`` over the place of the card lying
    on it: that card's column, above its top edge."""
    stack = stacked(cards)
    over = stack[stack.index(card) + 1]
    for point in points_of(card, top_share=0.12):
        local = over.mapFromScene(point)
        if shows_at(cards, card, point) and 1 < local.x() < over.width() - 1 and local.y() < -1:
            return point
    raise AssertionError(f"no raised strip of {card.objectName()} over its neighbour")


def tip_shows_over(driver: TableDriver, card: QQuickItem, point: QPointF) -> str:
    """The note's text once it shows; it lies inside the window, above ``card``'s top edge and
    over ``point`` (where the card was clicked)."""
    tip = driver.item("refusalTip")
    driver.qtbot.waitUntil(tip.isVisible, timeout=WAIT_MS)
    box = tip.mapRectToScene(QRectF(0, 0, tip.width(), tip.height()))
    assert box.left() >= 0 and box.top() >= 0, box
    assert box.right() <= driver.view.width() and box.bottom() <= driver.view.height(), box
    assert box.left() <= point.x() <= box.right(), (box, point)
    top = min(card.mapToScene(QPointF(x, 0)).y() for x in (0, card.width()))
    assert box.bottom() <= top + 1, (box, top)  # above the card's top edge
    return str(tip.childItems()[0].property("text"))


def nothing_sent(driver: TableDriver, before: tuple[int, int]) -> None:
    """No step and no engine refusal came of the last click (a short wait for one)."""
    driver.qtbot.wait(300)
    assert (len(driver.steps), len(driver.rejections)) == before


def played(driver: TableDriver, click: Any) -> list[dict[str, Any]]:
    """Do ``click`` and return the step it caused (it must be a step, not a refusal)."""
    before = (len(driver.steps), len(driver.rejections))
    click()
    driver.qtbot.waitUntil(
        lambda: (len(driver.steps), len(driver.rejections)) != before, timeout=WAIT_MS
    )
    assert len(driver.rejections) == before[1], driver.rejections
    return driver.steps[before[0]]


@pytest.mark.parametrize(
    ("size", "mirrored"), [((1440, 900), False), ((1440, 900), True), ((1024, 640), False)]
)
def test_issue33_item1_piedicavallo_deal_1037928060_a_dimmed_card_never_plays_the_one_beneath(
    qtbot, size: tuple[int, int], mirrored: bool
) -> None:
    """The issue's deal (1440x900; right-to-left; a small window): the middle of a dimmed card
    over a playable one (the 3 of Cups over the Knight of Batons in trick 2) is refused with
    its reason over that card, inside the window, and nothing is played; the raised top strip
    of the playable card plays it."""
    driver = open_table_view(
        qtbot,
        PIEDICAVALLO,
        {"seed": ISSUE_DEAL, "aiDelayMs": 0, "aiLevel": "normal"},
        size=size,
        mirrored=mirrored,
    )
    c = driver.controller
    announced: list[str] = []
    driver.item("announcer").announced.connect(announced.append)
    try:
        found = None
        for _ in range(15):
            driver.wait_for_human()
            assert not c.property("matchOver"), "no dimmed card over a playable one this deal"
            cards = driver.hand_items()
            found = dimmed_over_playable(cards)
            if found is not None:
                break
            first = next(card for card in cards if not card.property("dimmed"))
            point = visible_point(cards, first)
            played(driver, lambda point=point: click_at(driver, point))
        assert found is not None
        dimmed, under, point = found
        codes = list(c.hand.codes())
        assert not driver.visible("refusalTip"), "no note before a refused click"

        before = (len(driver.steps), len(driver.rejections))
        click_at(driver, point)
        text = tip_shows_over(driver, dimmed, point)
        nothing_sent(driver, before)
        assert list(c.hand.codes()) == codes and c.property("yourTurn")
        assert text == dimmed.property("reason") and text == "You must follow the suit led."
        assert announced[-1] == text

        code = under.objectName().removeprefix("card_")
        step = played(driver, lambda: click_at(driver, raised_strip_point(cards, under)))
        assert {"type": "play", "seat": 0, "card": code}.items() <= step[0].items(), step[0]
        assert code not in c.hand.codes()
        qtbot.waitUntil(lambda: not driver.visible("refusalTip"), timeout=WAIT_MS)
    finally:
        close_table(driver)


def test_issue33_item5_piedicavallo_no_note_on_hover_and_enter_alone_plays_every_trick(
    qtbot,
) -> None:
    """Keyboard only, Enter as each turn comes round: the ring has moved onto a card that may be
    played, so every Enter plays (15 tricks, no note, no refusal). Resting the pointer on a
    dimmed card shows no note; the note comes only after a refused click."""
    driver = open_table_view(
        qtbot,
        PIEDICAVALLO,
        {"seed": ISSUE_DEAL, "aiDelayMs": 0, "aiLevel": "normal"},
        size=(1440, 900),
    )
    c = driver.controller
    try:
        qtbot.waitUntil(driver.item("hand").hasActiveFocus, timeout=WAIT_MS)
        plays, hovered = 0, False
        while True:
            driver.wait_for_human()
            if c.property("matchOver"):
                break
            # The ring comes to a card that may be played (never stays on a dimmed one).
            qtbot.waitUntil(
                lambda: [card.property("dimmed") for card in driver.ringed_cards()] == [False],
                timeout=2000,
            )
            ringed = driver.ringed_cards()[0]
            cards = driver.hand_items()
            dimmed = [card for card in cards if card.property("dimmed")]
            if dimmed and not hovered:
                QTest.mouseMove(driver.view, visible_point(cards, dimmed[0]).toPoint())
                qtbot.wait(300)
                assert not driver.visible("refusalTip"), "a note with no refused action"
                hovered = True
            code = ringed.objectName().removeprefix("card_")
            step = played(driver, lambda: driver.key(Qt.Key.Key_Return))
            assert step[0]["card"] == code and step[0]["seat"] == 0
            assert not driver.visible("refusalTip")
            plays += 1
        assert plays == 15 and hovered
    finally:
        close_table(driver)


def test_issue33_item1_schnapsen_a_click_on_a_dimmed_card_explains_it(qtbot) -> None:
    """Schnapsen under strict rules: a click where a dimmed card shows is refused with the
    engine's reason over it and said aloud; nothing is played."""
    seed = next(s for s in range(100) if deal_has_a_refusal(s))
    driver = open_table(qtbot, seed)
    c = driver.controller
    try:
        while True:
            driver.wait_for_human()
            refusals = dict(c.property("cardRefusals") or {})
            if refusals:
                break
            play_by_keys(driver)
        code, refusal = next(iter(refusals.items()))
        cards = driver.hand_items()
        card = driver.item(f"card_{code}")
        before = (len(driver.steps), len(driver.rejections))
        point = visible_point(cards, card)
        click_at(driver, point)
        assert tip_shows_over(driver, card, point) == REASONS[refusal]
        nothing_sent(driver, before)
        assert driver.announced[-1] == REASONS[refusal]  # type: ignore[attr-defined]
        assert code in c.hand.codes() and c.property("yourTurn")
    finally:
        close_table(driver)


def refuse_a_click(driver: TableDriver, card: QQuickItem, point: QPointF) -> str:
    """Click ``point`` (where the dimmed ``card`` shows): its note shows over it and nothing is
    sent, the hand unchanged; the note's text."""
    codes = hand_codes(driver)
    before = (len(driver.steps), len(driver.rejections))
    click_at(driver, point)
    text = tip_shows_over(driver, card, point)
    nothing_sent(driver, before)
    assert hand_codes(driver) == codes
    return text


def discard_and_declare(driver: TableDriver) -> None:
    """South's discard (legal cards clicked where they show, then Discard) and declarations
    (Finish declaring: South holds a combination at ``find_seed(1, "cutter")``)."""
    c, v, qtbot = driver.controller, minchiate(driver), driver.qtbot
    qtbot.waitUntil(lambda: v.property("discarding") and c.property("yourTurn"), timeout=WAIT_MS)
    k = v.property("toDiscard")
    legal = [a.split(":", 1)[1] for a in c.property("legalActions") if a.startswith("discard:")]
    for code in legal[:k]:
        cards = hand_cards(driver, hand_codes(driver))
        click_at(driver, visible_point(cards, driver.item(f"card_{code}")))
    qtbot.waitUntil(lambda: v.property("discardReady"), timeout=WAIT_MS)
    played(driver, lambda: driver.click(driver.item("discardButton")))
    qtbot.waitUntil(lambda: v.property("declaring"), timeout=WAIT_MS)
    played(driver, lambda: driver.click(driver.item("finishDeclaring")))


def test_issue33_item5_minchiate_enter_alone_plays_every_trick(qtbot) -> None:
    """Minchiate's grouped hand: after the discard and declarations, Enter alone as each turn
    comes round plays a card (the ring has moved onto one that may be played): 21 tricks, no
    note, no refusal."""
    properties = {"seed": find_seed(1, "cutter"), "dealer": 1, "aiDelayMs": 0, "aiLevel": "easy"}
    driver = open_table_view(qtbot, MINCHIATE, properties, size=(1440, 900))
    c, v = driver.controller, minchiate(driver)
    try:
        discard_and_declare(driver)
        hand = driver.item("hand")
        plays = 0
        while True:
            qtbot.waitUntil(
                lambda: (
                    c.property("matchOver")
                    or (v.property("phase") == "play" and c.property("yourTurn"))
                ),
                timeout=WAIT_MS,
            )
            if c.property("matchOver"):
                break
            qtbot.waitUntil(hand.hasActiveFocus, timeout=WAIT_MS)
            codes = hand_codes(driver)
            step = played(driver, lambda: driver.key(Qt.Key.Key_Return))
            assert step[0]["type"] == "play" and step[0]["seat"] == 0 and step[0]["card"] in codes
            assert not driver.visible("refusalTip")
            plays += 1
            assert plays <= 21
        assert plays == 21
    finally:
        close_table(driver)


@pytest.mark.parametrize("mirrored", [False, True])
def test_issue33_items1_5_minchiate_grouped_hand_clicks_and_notes(qtbot, mirrored: bool) -> None:
    """Minchiate's grouped hand, by the mouse through a deal: in South's discard, the middle of
    a dimmed counting card over a discardable one is refused with its reason (nothing chosen);
    in each trick a click on a dimmed card is refused with its reason over it (the Matto offered
    as the way out only while South holds it), never sent; a legal card plays where it shows.
    Left to right and right to left."""
    properties = {"seed": find_seed(1, "cutter"), "dealer": 1, "aiDelayMs": 0, "aiLevel": "easy"}
    driver = open_table_view(qtbot, MINCHIATE, properties, size=(1440, 900), mirrored=mirrored)
    c, v = driver.controller, minchiate(driver)
    try:
        qtbot.waitUntil(
            lambda: v.property("discarding") and c.property("yourTurn"), timeout=WAIT_MS
        )
        cards = hand_cards(driver, hand_codes(driver))
        found = dimmed_over_playable(cards)
        assert found is not None, "a counting card over a card worth nothing"
        text = refuse_a_click(driver, found[0], found[2])
        assert text == "Only cards worth nothing may be discarded, never trump 29."
        assert not v.property("selected")
        discard_and_declare(driver)

        refused, with_matto, without_matto = 0, False, False
        for _ in range(21):
            qtbot.waitUntil(
                lambda: (
                    c.property("matchOver")
                    or (v.property("phase") == "play" and c.property("yourTurn"))
                ),
                timeout=WAIT_MS,
            )
            if c.property("matchOver"):
                break
            codes = hand_codes(driver)
            cards = hand_cards(driver, codes)
            dimmed = [card for card in cards if card.property("dimmed")]
            if dimmed:
                text = refuse_a_click(driver, dimmed[-1], visible_point(cards, dimmed[-1]))
                assert text.startswith(("You must follow", "You have no", "King rule")), text
                if not text.startswith("King rule"):
                    holds = "MATTO" in codes
                    assert ("Matto" in text) == holds, (text, codes)
                    with_matto |= holds
                    without_matto |= not holds
                refused += 1
            legal = next(card for card in cards if not card.property("dimmed"))
            code = legal.objectName().removeprefix("card_")
            point = visible_point(cards, legal)
            step = played(driver, lambda point=point: click_at(driver, point))
            assert step[0]["type"] == "play" and step[0]["card"] == code, step[0]
            qtbot.waitUntil(lambda: not driver.visible("refusalTip"), timeout=WAIT_MS)
        assert refused > 0 and (with_matto or without_matto)
    finally:
        close_table(driver)
