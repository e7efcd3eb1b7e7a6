"""Issue 9, accessibility: every card, control and score of each of the five tables has an
accessible name, read as a screen reader reads it (through Qt's accessibility interface, with
accessibility switched on as an assistive technology would).

The whole visible item tree is walked with the hand and the controls shown. Checked: every card
(a CardView), every control (a Qt Quick Control, or an item whose accessible role is a button,
check box, radio button, slider, spin box, text field or combo box) and every item whose
objectName marks it a score or a count. Hidden items are left out: a screen reader is not
offered them either."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem

from cardavia_desktop.controllers.tables.scopa import capture_options
from cardavia_desktop.engine import new_match
from tests.gui.lockbet_gui import load_lockbet
from tests.gui.table_helpers import (
    WAIT_MS,
    TableDriver,
    close_table,
    find_seed,
    human_leads_with,
    load_table,
)
from tests.gui.test_minchiate_table import find_seed as minchiate_seed
from tests.gui.test_minchiate_table import load_minchiate
from tests.gui.test_piedicavallo_table import load_piedicavallo
from tests.gui.test_schnapsen_keyboard import play_out_the_deal
from tests.gui.test_scopa_keyboard import open_table as open_scopa_by_keys
from tests.gui.test_scopa_keyboard import play_deal_by_keys
from tests.gui.test_scopa_table import load_scopa

CONTROL_ROLES = {
    QAccessible.Role.Button,
    QAccessible.Role.CheckBox,
    QAccessible.Role.RadioButton,
    QAccessible.Role.Slider,
    QAccessible.Role.SpinBox,
    QAccessible.Role.EditableText,
    QAccessible.Role.ComboBox,
}
SCORE = re.compile(
    r"score|count|points|total|tally|pile|stock|pot|chips|stack|shoe|bet|match", re.IGNORECASE
)
"""objectNames of scores and counts (a player's points, a pile, the stock, the pot, chips...)."""


@pytest.fixture
def accessibility() -> Iterator[None]:
    """Accessibility on, as when a screen reader runs (controls name themselves only then)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def is_card(item: QQuickItem) -> bool:
    """Whether ``item`` is a CardView (its QML type or a type derived from it)."""
    meta = item.metaObject()
    while meta is not None:
        if meta.className().startswith("CardView"):
            return True
        meta = meta.superClass()
    return False


def describe(item: QQuickItem) -> str:
    """The item's objectName, else its type, with the nearest named ancestor."""
    name = item.objectName() or item.metaObject().className()
    parent = item.parentItem()
    while parent is not None and not parent.objectName():
        parent = parent.parentItem()
    return f"{name} (in {parent.objectName()})" if parent is not None else name


def unnamed_items(root: QQuickItem, counts: Counter[str] | None = None) -> list[str]:
    """Every visible card, control and score under ``root`` whose accessible name is empty;
    ``counts`` (if given) counts the items checked, by kind."""
    missing: list[str] = []
    stack = [root]
    while stack:
        item = stack.pop()
        if not item.isVisible():
            continue
        stack.extend(item.childItems())
        iface = QAccessible.queryAccessibleInterface(item)
        role = iface.role() if iface is not None and iface.isValid() else None
        kinds = [
            kind
            for kind, hit in (
                ("card", is_card(item)),
                ("control", item.inherits("QQuickControl") or role in CONTROL_ROLES),
                ("score", bool(SCORE.search(item.objectName()))),
            )
            if hit
        ]
        if not kinds:
            continue
        if counts is not None:
            counts.update(kinds)
        name = iface.text(QAccessible.Text.Name) if role is not None else ""
        if not name.strip():
            missing.append(f"{'/'.join(kinds)} {describe(item)}")
    return missing


# -- each table, brought to a state where the hand and its controls show ----------------------


def _your_turn(driver: TableDriver) -> None:
    driver.wait_for_human()
    driver.qtbot.waitUntil(lambda: driver.controller.property("yourTurn"), timeout=WAIT_MS)


def _schnapsen(qtbot: Any) -> TableDriver:
    # The human leads and may exchange, close and declare: every button of the table shows.
    driver = load_table(qtbot, find_seed(human_leads_with("exchange", "close", "marry:")))
    _your_turn(driver)
    return driver


def _scopa(qtbot: Any) -> TableDriver:
    # The human's first card has several captures: its choice is opened (chips and Cancel).
    seed = next(s for s in range(500) if _first_turn_choice(s))
    driver = load_scopa(qtbot, seed)
    _your_turn(driver)
    c = driver.controller
    legal = list(c.property("legalActions"))
    card = next(code for code in c.hand.codes() if len(capture_options(legal, code)) >= 2)
    driver.ring_to(card)
    driver.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: driver.visible("captureChooser"), timeout=WAIT_MS)
    return driver


def _first_turn_choice(seed: int) -> bool:
    match = new_match("scopa", seed=seed)
    legal = match.legal_actions()
    return match.current_player == 0 and any(
        len(capture_options(legal, code)) >= 2 for code in match.observation(0)["hand"]
    )


def _lockbet(qtbot: Any) -> TableDriver:
    driver = load_lockbet(qtbot, 2)
    _your_turn(driver)
    return driver


def _piedicavallo(qtbot: Any) -> TableDriver:
    # South deals: the discard of two cards is asked for first.
    driver = load_piedicavallo(qtbot, seed=5, dealer=0)
    _your_turn(driver)
    return driver


def _minchiate(qtbot: Any) -> TableDriver:
    # South cuts and robs: the hand with the robbed cards and the discard controls.
    driver = load_minchiate(qtbot, minchiate_seed(1, "cutter"), 1)
    model = driver.table.property("minchiate")
    qtbot.waitUntil(
        lambda: bool(model.property("discarding") and model.property("yourTurn")), timeout=WAIT_MS
    )
    return driver


TABLES: dict[str, Callable[[Any], TableDriver]] = {
    "schnapsen": _schnapsen,
    "scopa": _scopa,
    "lockbet": _lockbet,
    "piedicavallo": _piedicavallo,
    "minchiate": _minchiate,
}


@pytest.mark.parametrize("game", list(TABLES))
def test_every_card_control_and_score_of_the_table_has_an_accessible_name(
    qtbot, accessibility, game: str
) -> None:
    """Issue 9: a screen reader can name everything the player plays with or reads a score
    from. The walk must find the hand's cards, at least one control and one score."""
    driver = TABLES[game](qtbot)
    try:
        counts: Counter[str] = Counter()
        missing = unnamed_items(driver.table, counts)
        hand = driver.item("hand")
        assert counts["card"] >= hand.property("count") > 0, counts
        assert counts["control"] >= 1 and counts["score"] >= 1, counts
        assert missing == [], f"{game}: no accessible name for {missing}"
    finally:
        close_table(driver)


def test_the_deal_summaries_are_named_too(qtbot, accessibility) -> None:
    """The end of a deal of Schnapsen and of Scopa, played by keys to its summary: the sheet's
    scores and its button have names as well."""
    driver = load_table(qtbot, 3)
    try:
        play_out_the_deal(driver)
        assert unnamed_items(driver.item("dealSummary")) == []
    finally:
        close_table(driver)
    driver = open_scopa_by_keys(qtbot, 4)
    try:
        play_deal_by_keys(driver)
        qtbot.waitUntil(lambda: driver.visible("dealSummary"), timeout=WAIT_MS)
        counts: Counter[str] = Counter()
        assert unnamed_items(driver.item("dealSummary"), counts) == []
        # Next deal, Replay these cards and How would Hard have done?
        assert counts["score"] >= 4 and counts["control"] == 3, counts
    finally:
        close_table(driver)
