"""Newcomer #6 item 8: in a wide hand (Piedicavallo's fifteen cards) every card's corner index
stays readable where its right neighbour covers it: the strip each card leaves in view (to the
next card's left edge on screen, mirrored too) is at least as wide as its index (a trump's
printed number, art/packs.py TRUMP_INDEX, or a suit card's index box), in the app at 1280×800
and 1024×640, in English and Arabic."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF

from cardavia_desktop.art.packs import TRUMP_INDEX, WIDTH
from tests.app.test_lesson_gui import LOUD, shot, wait_step
from tests.app.test_lesson_room import start_lesson
from tests.app.test_table_actions import DEAL, open_table, wait_for_turn

#: How far a trump's two-digit number reaches from the card's left edge, in the art's units:
#: its left x and two digits of a bold serif (each about 0.55 of the font size, 3 units closer).
TRUMP_REACH = TRUMP_INDEX[0] + 2 * 0.55 * TRUMP_INDEX[2] - 3
#: The right edge of a suit card's index box (CardView.qml: 0.045 + 0.22 of the width).
SUIT_REACH = 0.265


def hand_strips(shell: Any) -> list[str]:
    """The hand's cards whose index their neighbour on screen covers: name, strip, needed."""
    table = shell.find("tableLoader").property("item")
    codes = table.property("game").property("hand").codes()
    cards = [shell.find(f"card_{code}", table) for code in codes]
    assert len(cards) >= 10, "a wide hand"
    left = {id(c): c.mapToScene(QPointF(0, 0)).x() for c in cards}
    cards.sort(key=lambda c: left[id(c)])
    cut = []
    for card, neighbour in pairwise(cards):
        strip = left[id(neighbour)] - left[id(card)]
        reach = TRUMP_REACH / WIDTH if card.property("trumpFace") else SUIT_REACH
        need = reach * card.width()
        if strip < need:
            cut.append(f"{card.objectName()}: {strip:.0f} < {need:.0f}")
    return cut


@pytest.mark.parametrize("size", [(1024, 640)])  # the narrowest room for a wide hand
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_index_of_a_wide_hand_stays_readable(
    launch, qtlog, lang: str, size: tuple[int, int]
) -> None:
    shell, game = open_table(launch, "piedicavallo", lang)
    shell.resize(*size)
    discarding = shell.find("discardButton", shell.find("tableLoader").property("item"))
    deal = DEAL
    while not discarding.isVisible():  # the widest hand: yours as the dealer, 17 cards
        deal += 1
        assert deal < DEAL + 40 and game.playDeal(str(deal)) == ""
        shell.qtbot.waitUntil(lambda d=deal: game.property("matchSeed") == d, timeout=10_000)
        wait_for_turn(shell, game)
    assert game.property("hand").rowCount() == 17
    shell.settle_all("card_")  # the hand spread out at this size
    shot(shell, f"hand-strips-piedicavallo-{lang}-{size[0]}")
    assert hand_strips(shell) == []
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_index_stays_readable_beside_the_lesson(
    launch, qtlog, lang: str, size: tuple[int, int]
) -> None:
    """Piedicavallo's lesson (you deal: 17 cards) in the table's narrower room beside the
    lesson's column (newcomer #6's "1" for 13, "Kı" for Kn)."""
    shell, c = start_lesson(launch, "piedicavallo", lang, (1280, 800))
    wait_step(shell, c)
    shell.resize(*size)  # the page's Learn is out of a 1024 px window's view
    shell.qtbot.waitUntil(lambda: c.property("hand").rowCount() == 17, timeout=10_000)
    shell.settle_all("card_")  # the hand spread out at this size
    shot(shell, f"hand-strips-lesson-piedicavallo-{lang}-{size[0]}")
    assert hand_strips(shell) == []
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_hand_stays_centred_down_to_its_last_card(launch, qtlog) -> None:
    """Scopa's hand of three, two, then one card is centred under the table (a lone card lay
    half a card to the right: the row's spacing was minus its width; newcomer #6's shots)."""
    shell, game = open_table(launch, "scopa", "en")
    shell.resize(1440, 900)
    table = shell.find("tableLoader").property("item")
    hand = shell.find("hand", table)
    off = []
    for _ in range(3):
        wait_for_turn(shell, game)
        shell.qtbot.wait(800)  # the row closed up
        cards = [scene(shell.find(f"card_{code}", table)) for code in game.property("hand").codes()]
        middle = (min(r.left() for r in cards) + max(r.right() for r in cards)) / 2
        if abs(middle - scene(hand).center().x()) > 2:
            off.append(f"{len(cards)} cards: {middle:.0f} vs {scene(hand).center().x():.0f}")
        moves = game.property("moves")
        game.act(next(iter(game.property("legalActions"))))
        shell.qtbot.waitUntil(lambda m=moves: game.property("moves") > m + 1, timeout=10_000)
    assert off == []
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def scene(item: Any) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))
