"""Issue 9, layout: every table at 1024x640 and at 1920x1080 with its fullest playable hand
(``test_table_languages.py`` runs the same checks in German and mirrored, in Arabic). Each run
saves a screenshot to ``out/screens/sizes/`` (git-ignored) for a person to look at, and checks
that the hand lies inside the window, clear of the table's centre and of the seat, score and
button panels, with readable cards whose corner indices all stay in view, and that no shown
text runs off the window or into another text.

The same file passes on HiDPI with ``QT_SCALE_FACTOR=2`` (screenshots at twice the pixels) and
on real OpenGL with ``QT_QPA_PLATFORM=xcb`` under Xvfb (the default here is offscreen, software).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtQuick import QQuickItem

from cardavia_desktop import paths
from tests.gui.lockbet_gui import load_lockbet
from tests.gui.table_helpers import (
    WAIT_MS,
    TableDriver,
    close_table,
    find_item,
    find_seed,
    human_leads_with,
    load_table,
)
from tests.gui.test_minchiate_table import find_seed as minchiate_seed
from tests.gui.test_minchiate_table import hand_codes as minchiate_hand
from tests.gui.test_minchiate_table import load_minchiate
from tests.gui.test_piedicavallo_table import load_piedicavallo
from tests.gui.test_scopa_table import load_scopa

SCREENS = paths.base_dir() / "out" / "screens" / "sizes"
SIZES = [(1024, 640), (1920, 1080)]
# The narrowest a hand card may be drawn and still show its index: a fanned tarot hand shows
# only its left strip (checked separately by the pitch), a row of cards whole cards.
MIN_CARD_WIDTH = 52
MIN_FANNED_STRIP = 18
CARD_TYPES = ("CardView", "CardBack", "TrumpFace")


@dataclass(frozen=True)
class Table:
    """How to open one game's table at a full, playable hand, and what its hand must avoid."""

    load: Callable[[Any, tuple[int, int], bool], TableDriver]
    ready: Callable[[TableDriver], bool]
    hand_codes: Callable[[TableDriver], list[str]]
    hand_size: int
    centre: tuple[str, ...]
    """The table's central play area (the trick, the table cards, the pot)."""
    panels: tuple[str, ...]
    """The seat, score and pile panels around it."""
    fanned: bool = False


def _your_turn(driver: TableDriver) -> bool:
    return bool(driver.controller.property("yourTurn"))


def _controller_hand(driver: TableDriver) -> list[str]:
    return list(driver.controller.hand.codes())


def _schnapsen(qtbot: Any, size: tuple[int, int], mirrored: bool) -> TableDriver:
    seed = find_seed(human_leads_with("play:"))
    return load_table(qtbot, seed, size=size, mirrored=mirrored)


def _scopa(qtbot: Any, size: tuple[int, int], mirrored: bool) -> TableDriver:
    return load_scopa(qtbot, seed=3, size=size, mirrored=mirrored)


def _lockbet(qtbot: Any, size: tuple[int, int], mirrored: bool) -> TableDriver:
    return load_lockbet(qtbot, 2, size=size, mirrored=mirrored)


def _piedicavallo(qtbot: Any, size: tuple[int, int], mirrored: bool) -> TableDriver:
    # South deals: 17 cards before the discard, the fullest hand of the game.
    return load_piedicavallo(qtbot, seed=5, dealer=0, size=size, mirrored=mirrored)


def _piedicavallo_play(qtbot: Any, size: tuple[int, int], mirrored: bool) -> TableDriver:
    # North deals: South holds 15 and plays at once, the trick in the middle.
    return load_piedicavallo(qtbot, seed=5, dealer=2, size=size, mirrored=mirrored)


def _minchiate(qtbot: Any, size: tuple[int, int], mirrored: bool) -> TableDriver:
    # South cuts and robs: 21 cards and the robbed ones, the fullest hand of the game.
    assert not mirrored, "load_minchiate has no right-to-left switch"
    return load_minchiate(qtbot, minchiate_seed(1, "cutter"), 1, size=size)


def _minchiate_ready(driver: TableDriver) -> bool:
    model = driver.table.property("minchiate")
    return bool(model.property("discarding")) and bool(model.property("yourTurn"))


TABLES: dict[str, Table] = {
    "schnapsen": Table(
        _schnapsen,
        _your_turn,
        _controller_hand,
        5,
        centre=("trickArea", "stock", "indicator"),
        panels=(
            "yourPanel",
            "yourPile",
            "aiPanel",
            "aiPile",
            "closeButton",
            "marriageHint",
            "exchangeButton",
        ),
    ),
    "scopa": Table(
        _scopa,
        _your_turn,
        _controller_hand,
        3,
        centre=("tableCards", "stock"),
        panels=("yourPanel", "yourPile", "aiPanel", "aiPile"),
    ),
    "lockbet": Table(
        _lockbet,
        _your_turn,
        _controller_hand,
        2,
        centre=("pot", "shoe", "yourLock", "aiLock"),
        panels=("yourBox", "aiBox", "betControls", "lockButton"),
    ),
    "piedicavallo": Table(
        _piedicavallo,
        _your_turn,
        _controller_hand,
        17,
        centre=("trickCross",),
        panels=("seat_0", "seat_1", "seat_2", "seat_3", "scoreBox", "discardButton", "discardHint"),
        fanned=True,
    ),
    "piedicavallo_play": Table(
        _piedicavallo_play,
        _your_turn,
        _controller_hand,
        15,
        centre=("trickCross",),
        panels=("seat_0", "seat_1", "seat_2", "seat_3", "scoreBox", "lastTrickButton"),
        fanned=True,
    ),
    "minchiate": Table(
        _minchiate,
        _minchiate_ready,
        minchiate_hand,
        23,
        centre=("trickCross", "setupPanel"),
        panels=(
            "seat_0",
            "seat_1",
            "seat_2",
            "seat_3",
            "scoreBox",
            "logPanel",
            "discardButton",
            "discardHint",
        ),
        fanned=True,
    ),
}


def _descendants(root: QQuickItem) -> list[QQuickItem]:
    """Every item under ``root`` (Repeater delegates included)."""
    found, stack = [], [root]
    while stack:
        item = stack.pop()
        found.append(item)
        stack.extend(item.childItems())
    return found


def _rect(item: QQuickItem) -> QRectF:
    """The item's bounding rectangle in window coordinates."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def _drawn(item: QQuickItem) -> QRectF:
    """Where a hand card is drawn, in window coordinates: a lifted card's face rises above
    its item (its shadow is left out: it is allowed to touch an edge)."""
    body = QRectF(0, 0, item.width(), item.height())
    for child in item.childItems():
        if child.width() >= item.width() - 1 and child.height() >= item.height() - 1:
            body = body.united(QRectF(child.x(), child.y(), child.width(), child.height()))
    return item.mapRectToScene(body)


def _overlap(a: QRectF, b: QRectF) -> bool:
    inter = a.intersected(b)
    return inter.width() > 1 and inter.height() > 1


def _inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-1, -1, 1, 1).contains(inner)


def _shown(item: QQuickItem) -> bool:
    """Visible on screen: the item and its ancestors are visible and not transparent."""
    while item is not None:
        if not item.isVisible() or item.opacity() == 0:
            return False
        item = item.parentItem()
    return True


def _texts_off_window(table: QQuickItem, window: QRectF) -> list[str]:
    """Shown texts (not inside a clipping list or panel) that do not lie inside the window."""
    off = []
    stack = [table]
    while stack:
        item = stack.pop()
        if not item.isVisible() or item.opacity() == 0 or item.clip():
            continue
        stack.extend(item.childItems())
        is_text = any(
            item.inherits(kind) for kind in ("QQuickText", "QQuickTextInput", "QQuickTextEdit")
        )
        text = item.property("text") if is_text else None
        if text and not _inside(window, _rect(item)):
            off.append(text)
    return off


def _hidden_indices(cards: list[QQuickItem]) -> list[str]:
    """Cards whose top-left corner index is covered by a card painted above them."""

    def face(item: QQuickItem) -> tuple[QQuickItem, QRectF]:
        rect = QRectF(0, 0, item.width(), item.height())
        for child in item.childItems():
            if child.width() >= item.width() - 1 and child.height() >= item.height() - 1:
                return child, QRectF(0, 0, child.width(), child.height())
        return item, rect

    def stacking(item: QQuickItem) -> tuple[float, int]:
        return item.z(), item.parentItem().childItems().index(item)

    hidden = []
    for card in cards:
        body, rect = face(card)
        corner = body.mapToScene(QPointF(rect.width() * 0.12, rect.height() * 0.09))
        for other in cards:
            if other is card or stacking(other) < stacking(card):
                continue
            other_body, other_rect = face(other)
            if other_rect.contains(other_body.mapFromScene(corner)):
                hidden.append(card.objectName())
                break
    return hidden


class _Stillness:
    """Grabs the window every ``every_s`` seconds (animations need time to advance between
    grabs) and says whether it looked the same for ``still_s`` seconds: longer than any pause
    within an animation (Scopa holds a capture 0.52 s before sweeping it to the pile)."""

    def __init__(self, driver: TableDriver, every_s: float = 0.2, still_s: float = 0.6) -> None:
        self.driver = driver
        self.every_s = every_s
        self.still_s = still_s
        self.last: Any = None
        self.at = 0.0
        self.since = 0.0

    def __call__(self) -> bool:
        now = time.monotonic()
        if now - self.at < self.every_s:
            return False
        image = self.driver.view.grabWindow()
        if self.last is None or image != self.last:
            self.since = now
        self.last, self.at = image, now
        return now - self.since >= self.still_s


def _screenshot(driver: TableDriver, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    image = driver.view.grabWindow()
    assert not image.isNull()
    assert image.save(str(SCREENS / f"{name}.png"))


def _translator(lang: str) -> Any:
    """Install the app's catalogue for ``lang`` (as the shell does); skip if it is not built."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(paths.i18n_dir() / f"cardavia_{lang}.qm")):
        pytest.skip(f"cardavia_{lang}.qm is not built (python -m cardavia_desktop.build)")
    QCoreApplication.installTranslator(translator)
    return translator


def _overlapping_texts(table: QQuickItem) -> list[tuple[str, str]]:
    """Pairs of shown texts whose painted areas overlap (not counting clipped lists, nor the
    indices printed on card faces, which overlap as the cards do)."""
    texts = []
    stack = [table]
    while stack:
        item = stack.pop()
        if (
            not item.isVisible()
            or item.opacity() == 0
            or item.clip()
            or item.metaObject().className().startswith(CARD_TYPES)
        ):
            continue
        stack.extend(item.childItems())
        if item.inherits("QQuickText") and item.property("text"):
            # A Text's bounding rectangle is where its lines are painted (alignment included).
            texts.append((item.property("text"), item.mapRectToScene(item.boundingRect())))
    return [(a, b) for (a, ra), (b, rb) in itertools.combinations(texts, 2) if _overlap(ra, rb)]


def check_table(
    game: str, size: tuple[int, int], mirrored: bool, qtbot: Any, lang: str = ""
) -> None:
    """Open ``game``'s table at ``size`` (mirrored, in ``lang``), save its screenshot and check
    its layout (the module docstring says what)."""
    spec = TABLES[game]
    translator = _translator(lang) if lang else None
    driver = spec.load(qtbot, size, mirrored)
    try:
        qtbot.waitUntil(lambda: spec.ready(driver), timeout=WAIT_MS)
        codes = spec.hand_codes(driver)
        assert len(codes) == spec.hand_size, codes
        qtbot.waitUntil(_Stillness(driver), timeout=WAIT_MS)
        suffix = ("_rtl" if mirrored else "") + (f"_{lang}" if lang else "")
        _screenshot(driver, f"{game}_{size[0]}x{size[1]}{suffix}")

        window = QRectF(0, 0, *size)
        items = [driver.item(f"card_{code}") for code in codes]
        cards = {code: _drawn(item) for code, item in zip(codes, items, strict=True)}
        avoid = {}
        for item in _descendants(driver.table):
            name = item.objectName()
            if name in spec.centre + spec.panels and _shown(item):
                assert name not in avoid, f"two shown items named {name!r}"
                avoid[name] = _rect(item)
        assert set(spec.centre) & set(avoid), "the table's centre is shown"
        for name, rect in avoid.items():
            assert _inside(window, rect), (name, rect, size)
        for code, rect in cards.items():
            assert _inside(window, rect), (code, rect, size)
            for name, other in avoid.items():
                assert not _overlap(rect, other), (code, name, rect, other, size)
        xs = [rect.center().x() for rect in cards.values()]
        assert xs == sorted(xs, reverse=mirrored), "the hand reads in the layout's direction"
        width = min(item.width() for item in items)
        assert width >= MIN_CARD_WIDTH, (width, size)
        assert _hidden_indices(items) == [], "every card's index stays in view"
        if spec.fanned:
            pitch = float(driver.item("hand").property("pitch"))
            assert pitch >= MIN_FANNED_STRIP, (pitch, size)
        else:
            rects = list(cards.values())
            for a, b in itertools.pairwise(rects):
                assert not _overlap(a, b), "a row of whole cards"
        status = find_item(driver.table, "turnStatus")
        assert status is not None and _shown(status)
        assert _inside(window, _rect(status)), size
        assert _texts_off_window(driver.table, window) == [], "no text runs off the window"
        assert _overlapping_texts(driver.table) == [], "no text runs into another"
    finally:
        close_table(driver)
        if translator is not None:
            QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(TABLES))
def test_hand_fits_the_table_at_window_size(qtbot, game: str, size: tuple[int, int]) -> None:
    """Issue 9 item 3: the hand inside the window, clear of the centre and the panels."""
    check_table(game, size, False, qtbot)
