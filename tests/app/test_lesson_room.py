"""Issue 35, the room of the panels laid beside the table (the lesson's, Why?'s answer): at
1440×900 and 1280×800, in English and mirrored Arabic, the panel stands in the column the page
keeps at the table's far edge (shell/SideColumn.qml) while it shows, and the table lays itself out
beside it: the panel's rectangle meets none of the table (its status lines, seats' boxes, cards —
your hand among them) and stays inside the window, through each game's lesson's first steps,
Schnapsen's whole lesson in Arabic, and a Why? answer (checked by the items' scene rectangles).
The lesson's marks stay inside the window and its arrows inside the table, over no words (the
trump's mark under Schnapsen's stock in Arabic among them)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQml import QQmlEngine, QQmlExpression

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    controller,
    lesson,
    moved_on,
    play_by_mouse,
    shot,
    wait_step,
)
from tests.app.test_table_actions import open_table
from tests.app.test_why_gui import answer_rows, to_an_ai_move

#: What a panel must leave in view, by name: the status lines, the seats' boxes and the hand.
KEEP = ("turnStatus", "phaseStatus", "aiPanel", "yourPanel", "aiBox", "yourBox", "hand")
KEEP += tuple(f"seat_{seat}" for seat in range(4))


def scene_rect(item: Any) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def shown(item: Any) -> bool:
    return item.isVisible() and item.width() > 0 and item.height() > 0


def kept(root: Any) -> list[Any]:
    """The visible items under ``root`` named in KEEP, and every card."""
    found, stack = [], [root]
    while stack:
        item = stack.pop()
        name = item.objectName()
        if (name in KEEP or name.startswith("card_")) and shown(item):
            found.append(item)
        stack.extend(item.childItems())
    return found


def covered(shell: Any, panel_name: str) -> list[str]:
    """What the visible panel named ``panel_name`` covers of the table (the kept items, every
    card, the table's own rectangle, with the overlap's size), or leaves outside the window."""
    panel = next(i for i in shell.find_all(panel_name) if i.isVisible())
    box = scene_rect(panel)
    table = shell.find("tableLoader").property("item")
    hits = []
    for item in kept(table):
        meet = box.intersected(scene_rect(item))
        if meet.width() > 1 and meet.height() > 1:
            hits.append(f"{item.objectName()} {meet.width():.0f}×{meet.height():.0f}")
    meet = box.intersected(scene_rect(table))
    if meet.width() > 1 and meet.height() > 1:
        hits.append(f"the table {meet.width():.0f}×{meet.height():.0f}")
    window = QRectF(0, 0, shell.window.width(), shell.window.height())
    if not window.contains(box):
        hits.append(f"outside the window: {box}")
    return hits


def qml_int(item: Any, name: str) -> int:
    """An item's enum property as QML reads it (PySide cannot convert Text's enums)."""
    value = QQmlExpression(QQmlEngine.contextForObject(item), item, f"Number({name})").evaluate()
    return int(value[0] if isinstance(value, tuple) else value)


def painted(item: Any) -> QRectF:
    """The scene rectangle a text item's words are drawn in (its alignment in its box)."""
    content = float(item.property("contentWidth"))
    high = float(item.property("contentHeight"))
    width = min(content, max(item.width(), content))
    h_align, v_align = (
        qml_int(item, name) for name in ("effectiveHorizontalAlignment", "verticalAlignment")
    )
    x = {2: item.width() - width, 4: (item.width() - width) / 2}.get(h_align, 0.0)
    y = {64: item.height() - high, 128: (item.height() - high) / 2}.get(v_align, 0.0)
    return item.mapRectToScene(QRectF(x, y, width, high))


def words(root: Any, skip: Any) -> list[tuple[str, QRectF]]:
    """Every visible text under ``root`` (not under ``skip``): its words and their rectangle."""
    found, stack = [], [root]
    while stack:
        item = stack.pop()
        if not item.isVisible() or item.opacity() < 0.05 or item == skip:
            continue
        text = item.property("text")
        if item.property("hoveredLink") is not None and text and item.property("contentWidth"):
            found.append((str(text), painted(item)))
        stack.extend(item.childItems())
    return found


def marks_astray(shell: Any) -> list[str]:
    """The lesson's marks outside the window, its arrows outside the table or over words."""
    window = QRectF(0, 0, shell.window.width(), shell.window.height())
    table = scene_rect(shell.find("tableLoader").property("item"))
    layer = next(i for i in shell.find_all("lessonOverlay") if i.isVisible()).parentItem()
    texts = words(shell.find("tableLoader"), layer)
    problems = []
    for mark in shell.find_all("lessonMark"):
        if shown(mark) and not window.contains(scene_rect(mark)):
            problems.append(f"a mark outside the window: {scene_rect(mark)}")
    for arrow in shell.find_all("lessonArrow"):
        if not shown(arrow):
            continue
        box = scene_rect(arrow)
        if not table.contains(box):
            problems.append(f"an arrow outside the table: {box}")
        for text, rect in texts:
            meet = box.intersected(rect)
            if meet.width() > 1 and meet.height() > 1:
                problems.append(f"an arrow over {text!r}")
    return problems


def start_lesson(launch: Any, game_id: str, lang: str, size: tuple[int, int]) -> tuple[Any, Any]:
    shell = launch(game=game_id, lang=lang)
    shell.resize(*size)
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    return shell, c


@pytest.mark.parametrize("size", [(1440, 900), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("game_id", ["scopa", "piedicavallo", "minchiate", "schnapsen", "lockbet"])
def test_the_overlay_leaves_the_table_in_view(
    launch, qtlog, game_id: str, lang: str, size: tuple[int, int]
) -> None:
    shell, c = start_lesson(launch, game_id, lang, size)
    problems = []
    for _ in range(4):  # the first steps, up to the first move asked of you
        step = wait_step(shell, c)
        shell.qtbot.wait(300)
        index = lesson(c).property("stepIndex")
        shot(shell, f"room-{game_id}-{lang}-{size[0]}-{index}")
        problems += [f"step {index}: {h}" for h in covered(shell, "lessonOverlay")]
        problems += [f"step {index}: {h}" for h in marks_astray(shell)]
        if step != "next":
            break
        went_on = moved_on(c, index)
        shell.click(shell.find("lessonNext"))
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert not problems
    # the lesson left, the table has the whole width again
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    table = shell.find("tableLoader")
    shell.qtbot.waitUntil(lambda: shell.find("sideColumn").width() == 0, timeout=WAIT_MS)
    assert scene_rect(table).right() > shell.window.width() - 2
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("size", [(1280, 800)])  # where it had no room (1440×900 has more)
def test_the_schnapsen_lesson_leaves_the_table_in_view_to_its_end(
    launch, qtlog, size: tuple[int, int]
) -> None:
    """Schnapsen's lesson in Arabic, every step to its end (its marriage and Close steps among
    them), by mouse: the overlay covers no status line, box nor card."""
    shell, c = start_lesson(launch, "schnapsen", "ar", size)
    steps = load_lesson("schnapsen").steps
    problems = []
    while (waits := wait_step(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        shell.qtbot.wait(300)
        shot(shell, f"room-schnapsen-ar-{size[0]}-all-{index}")
        problems += [f"step {index}: {h}" for h in covered(shell, "lessonOverlay")]
        problems += [f"step {index}: {h}" for h in marks_astray(shell)]
        went_on = moved_on(c, index)
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_by_mouse(shell, steps[index].move)
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert not problems
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize(("game_id", "lang"), [("minchiate", "en"), ("piedicavallo", "ar")])
def test_the_why_panel_leaves_the_table_in_view(launch, qtlog, game_id: str, lang: str) -> None:
    """Why?'s answer at a four-seat table, 1280×800: beside the table, not over its East seat
    (newcomer #3); closed, the table has the whole width again."""
    shell, game = open_table(launch, game_id, lang)
    shell.resize(1280, 800)
    to_an_ai_move(shell, game, random.Random(7))
    shell.click(shell.find("whyLink"))
    answer_rows(shell)
    shell.qtbot.wait(300)
    shot(shell, f"room-why-{game_id}-{lang}")
    assert covered(shell, "whyPanel") == []
    shell.click(shell.find("closeWhy"))
    shell.qtbot.waitUntil(lambda: shell.find("sideColumn").width() == 0, timeout=WAIT_MS)
    assert scene_rect(shell.find("tableLoader")).right() > shell.window.width() - 2
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def texts_under_cards(shell: Any) -> list[str]:
    """The table's status lines and seats' boxes that a card (not their own) covers: the words
    of a status line as drawn, a box by its rectangle (newcomer #6: "urn: play a card")."""
    table = shell.find("tableLoader").property("item")
    items = kept(table)
    cards = [i for i in items if i.objectName().startswith("card_")]
    hits = []
    for item in items:
        name = item.objectName()
        if name.startswith("card_") or name == "hand":
            continue
        rect = painted(item) if name in ("turnStatus", "phaseStatus") else scene_rect(item)
        if rect.width() < 1:
            continue
        inner = set()
        stack = [item]
        while stack:
            inner.add(id(stack[-1]))
            stack.extend(stack.pop().childItems())
        for card in cards:
            if id(card) in inner:
                continue
            meet = rect.intersected(scene_rect(card))
            if meet.width() > 1 and meet.height() > 1:
                hits.append(
                    f"{card.objectName()} over {name} {meet.width():.0f}×{meet.height():.0f}"
                )
    return hits


@pytest.mark.parametrize("size", [(1280, 800)])  # the narrower table (the suite's time)
@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("game_id", ["scopa", "piedicavallo", "minchiate", "schnapsen", "lockbet"])
def test_every_table_lays_out_beside_the_why_panel(
    launch, qtlog, game_id: str, lang: str, size: tuple[int, int]
) -> None:
    """Why? open at every table (newcomer #6): the narrower table still lays out without a card
    over its status lines or seats' boxes, and the panel over nothing of it."""
    shell, game = open_table(launch, game_id, lang)
    shell.resize(*size)
    to_an_ai_move(shell, game, random.Random(7))
    shell.click(shell.find("whyLink"))
    answer_rows(shell)
    shell.qtbot.wait(300)
    shot(shell, f"room-why-{game_id}-{lang}-{size[0]}")
    assert covered(shell, "whyPanel") == []
    assert texts_under_cards(shell) == []
    assert not [r.message for r in qtlog.records if r.type in LOUD]
