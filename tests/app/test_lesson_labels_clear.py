"""The lesson's marks leave the table's words readable (newcomer #11 item 6, #10 item 7): the
glowing halo of a marked card, button or badge, and the lesson's arrows, never lie over a
label ("Your card" / "AI's card" under the locked cards, "You" / "AI" and the heading of the
Revealed-cards box, a player's "19 chips"), nor an arrow over a control (the bet slider);
no card lies over a label either (your bet's label wrapped under the hand at 1024×640).
Lock & Bet's lesson played through by mouse at 1440×900 in English and Persian, and at
1024×640 in English; each panel's scene rectangles; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF

from tests.app.test_lesson_gui import LOUD, lesson, shot
from tests.app.test_lesson_kit import start
from tests.app.test_lesson_step_numbers import walk


def scene_rect(item: Any) -> QRectF:
    top_left = item.mapToScene(QPointF(0, 0))
    return QRectF(top_left.x(), top_left.y(), item.width(), item.height())


PAINTED = """(function (item) {
    const cw = Math.min(item.contentWidth, Math.max(item.width, item.contentWidth));
    const ch = item.contentHeight;
    const h = item.effectiveHorizontalAlignment, v = item.verticalAlignment;
    const x = h === 2 ? item.width - cw : h === 4 ? (item.width - cw) / 2 : 0;
    const y = v === 64 ? item.height - ch : v === 128 ? (item.height - ch) / 2 : 0;
    const r = item.mapToItem(null, x, y, cw, ch);
    return [r.x, r.y, r.width, r.height];
})"""


def painted(shell: Any, item: Any) -> QRectF:
    """The painted rectangle of a Text, in scene coordinates (as LessonArrows.painted)."""
    engine = shell.engine
    function = engine.evaluate(PAINTED)
    x, y, w, h = function.call([engine.newQObject(item)]).toVariant()
    return QRectF(x, y, w, h)


def shown(item: Any) -> bool:
    """Visible and not faded out, up to the window."""
    while item is not None:
        if not item.isVisible() or item.opacity() < 0.05:
            return False
        item = item.parentItem()
    return True


def is_card(item: Any) -> bool:
    return item.property("liftOffset") is not None and item.property("faceUp") is not None


def is_control(item: Any) -> bool:
    """A button, a slider or a field (as LessonArrows.isControl)."""
    return item.property("availableWidth") is not None and (
        item.property("pressed") is not None or item.property("echoMode") is not None
    )


def owner_of(mark: Any) -> Any:
    """The card, control or badge a halo belongs to."""
    item = mark.parentItem()
    while item is not None:
        if is_card(item) or is_control(item):
            return item
        item = item.parentItem()
    return mark.parentItem()


def within(item: Any, owner: Any) -> bool:
    while item is not None:
        if item == owner:
            return True
        item = item.parentItem()
    return False


def overlaps(shell: Any) -> list[str]:
    """What lies over a label on the table now: a halo, an arrow or a card."""
    table = shell.find("tableLoader")
    panel = shell.find("lessonOverlay")
    labels: list[tuple[Any, QRectF]] = []
    cards: list[Any] = []
    controls: list[Any] = []
    stack = [table]
    while stack:
        item = stack.pop()
        if not item.isVisible() or item.opacity() < 0.05 or item == panel:
            continue
        words = item.property("hoveredLink") is not None and item.property("text")
        if words and item.property("contentWidth") > 0:
            labels.append((item, painted(shell, item)))
        if is_card(item) and item.width() > 0:
            cards.append(item)
        elif is_control(item) and item.width() > 0:
            controls.append(item)
        stack.extend(item.childItems())
    covers: list[tuple[str, Any, QRectF]] = []
    for mark in shell.find_all("lessonMark", table):
        if shown(mark):
            covers.append(("halo", owner_of(mark), scene_rect(mark).adjusted(1, 1, -1, -1)))
    arrows = [arrow for arrow in shell.find_all("lessonArrow") if shown(arrow)]
    for arrow in arrows:
        covers.append(("arrow", None, scene_rect(arrow)))
    for card in cards:
        covers.append(("card", card, scene_rect(card).adjusted(1, 1, -1, -1)))
    found = []
    for kind, owner, box in covers:
        for label, rect in labels:
            if owner is not None and (within(label, owner) or within(owner, label)):
                continue  # its own words (a button's, a badge's, a card's index)
            if is_card(label.parentItem()) or any(within(label, card) for card in cards):
                continue  # words on a card
            if box.intersects(rect):
                found.append(
                    f"{kind} {box.getRect()} over {label.property('text')!r} {rect.getRect()}"
                )
    for arrow in arrows:
        box = scene_rect(arrow)
        for control in controls:
            if box.intersects(scene_rect(control)):
                name = control.objectName() or control.property("text")
                found.append(f"arrow {box.getRect()} over the control {name!r}")
    return found


# (Persian at 1024×640 is not clear yet: its squeezed middle row leaves the locked cards'
# two-line captions and your bet's label a few pixels under the hand, and the status's
# "What would Hard do?" over the AI's small locked card)
@pytest.mark.parametrize(
    ("lang", "size"),
    [("en", (1440, 900)), ("fa", (1440, 900)), ("en", (1024, 640))],
    ids=["en-1440", "fa-1440", "en-1024"],
)
def test_marks_and_arrows_leave_the_labels_clear(launch, qtlog, lang, size) -> None:
    shell = launch(game="lockbet", lang=lang)
    shell.resize(*size)
    content = shell.window.contentItem()
    shell.qtbot.waitUntil(
        lambda: (content.width(), content.height()) == (size[0], size[1]), timeout=2_000
    )
    shell.qtbot.wait(300)  # laid out at that size (Learn's place)
    c = start(shell, "lockbet")
    problems: list[str] = []

    def look() -> None:
        shell.qtbot.wait(450)  # the cards at rest, the arrows placed (every 150 ms)
        found = overlaps(shell)
        index = lesson(c).property("stepIndex")
        shot(shell, f"labels-{lang}-{size[0]}-{index}")  # (with CARDAVIA_SHOTS set)
        problems.extend(f"step {index}: {line}" for line in found)

    walk(shell, c, "lockbet", look)
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
