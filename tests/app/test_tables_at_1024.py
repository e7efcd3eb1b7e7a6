"""Every table at the smallest window (1024×640), in English and Persian (mirrored), at the plain
table and in its lesson (newcomer #8: Minchiate's page grew wider than the window, East's seat,
the status line, the header's "Continue lesson · step 18 of 18" and the hand cut off at its right
edge; Lock & Bet's Betting panel lay over the AI's card, "New match" over your card and the shoe,
the status over the hand). No item of the table, the header or the side column leaves the
window, and the table's known regions lie apart; Minchiate with Why? open too. One launch per
language walks the five tables from the lobby, by the mouse. By the items' scene rectangles.

Lock & Bet's lesson at its eleventh step and the bet after it (newcomer #9: in Persian the
locked cards shrank to 26 px, the hand lay over the table's oval and the Betting panel over its
end): the locked cards stay card-sized, the hand's cards, the oval and the Betting panel apart;
at a showdown too, the revealed cards' list long (it squeezed the status to one word a line)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_answers import resume_at, step_of
from tests.app.test_lesson_gui import LOUD, WAIT_MS, controller, lesson, play_lesson_move, shot
from tests.app.test_lesson_kit import at
from tests.app.test_lobby_tiles import GAMES, inside, scene_rect
from tests.app.test_small_window_fit import HEADER, SIZE, overlaps, window_rect
from tests.app.test_why_gui import to_an_ai_move

# The regions of a table that must lie apart (those a table has; by objectName).
REGIONS = {
    "lockbet": (
        "aiBox",
        "opponentHand",
        "revealHistory",
        "shoe",
        "yourLock",
        "aiLock",
        "statusColumn",
        "restartButton",
        "yourBox",
        "hand",
        "betControls",
    ),
    "minchiate": ("seat_0", "seat_1", "seat_2", "seat_3", "hand", "tableCentre"),
    "piedicavallo": ("seat_0", "seat_1", "seat_2", "hand", "tableCentre"),
}


def shown(item: Any) -> bool:
    while item is not None:
        if not item.isVisible() or item.opacity() == 0:
            return False
        item = item.parentItem()
    return True


def outside(root: Any, room: QRectF, where: str) -> list[str]:
    """The shown items under ``root`` (with a size) not wholly inside ``room``."""
    found, stack = [], list(root.childItems())
    while stack:
        item = stack.pop()
        if not item.isVisible() or item.opacity() == 0:
            continue
        if not item.clip():  # (what a clipping item holds shows only inside it)
            stack.extend(item.childItems())
        if item.width() < 1 or item.height() < 1:
            continue
        rect = scene_rect(item)
        if not inside(rect, room):
            name = item.objectName() or type(item).__name__
            kind = item.metaObject().className()
            found.append(f"{where}: {name} {kind} {item.property('text') or ''} {rect}")
    return found


def regions(shell: Any, table: Any, game_id: str) -> dict[str, QRectF]:
    found = {}
    for name in REGIONS.get(game_id, ()):
        items = [i for i in shell.find_all(name, table) if shown(i)]
        if items:
            found[name] = scene_rect(items[0])
    return found


def check(shell: Any, game_id: str, state: str) -> list[str]:
    """What is outside or overlapping once the table stands still (a card in flight may cross
    the window's edge for a moment: measured again a few times, what stays is reported)."""
    for _ in range(8):
        shell.qtbot.wait(400)
        problems = measure(shell, game_id, state)
        if not problems:
            break
    shot(shell, f"fit-1024-{game_id}-{state}")
    return problems


def measure(shell: Any, game_id: str, state: str) -> list[str]:
    room = window_rect(shell)
    table = shell.find("tableLoader").property("item")
    problems = (
        [f"{game_id} {state}: page {scene_rect(table)}"]
        if not inside(scene_rect(shell.find("tableLoader")), room)
        else []
    )
    # the table with the side column (the lesson's panel, Why?'s) and the story panel
    problems += outside(shell.find("tableLoader").parentItem(), room, f"{game_id} {state}")
    problems += [
        f"{game_id} {state}: {name}"
        for name in HEADER
        if shown(shell.find(name)) and not inside(scene_rect(shell.find(name)), room)
    ]
    problems += [f"{game_id} {state}: {o}" for o in overlaps(regions(shell, table, game_id))]
    return problems


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_table_fits_the_smallest_window(launch, qtlog, lang: str) -> None:
    shell = launch(game="", lang=lang)
    for game_id in GAMES:  # a lesson begun and left: the header's longest Learn button
        shell.settings.setLessonProgress(game_id, {"step": 30, "reading": 18, "reading_total": 18})
    shell.resize(*SIZE)
    shell.qtbot.waitUntil(lambda: shell.window.width() == SIZE[0], timeout=2000)
    shell.qtbot.wait(300)
    problems = []
    for game_id in GAMES:
        shell.click(shell.find("tilePlay", shell.find(f"game_{game_id}")))
        c = controller(shell)
        shell.qtbot.waitUntil(lambda c=c: c.property("running"), timeout=WAIT_MS)
        problems += check(shell, game_id, f"play-{lang}")
        if game_id == "minchiate":  # Why? open: its panel, with Close, inside the window too
            to_an_ai_move(shell, c, random.Random(7))
            link = shell.find("whyLink")
            shell.click(link)
            panel = shell.find("whyPanel")  # (its answer comes from the worker)
            shell.qtbot.waitUntil(
                lambda p=panel: shown(p) and len(p.property("moves") or []) > 0, timeout=WAIT_MS
            )
            problems += check(shell, game_id, f"why-{lang}")
            shell.click(shell.find("closeWhy"))
            shell.qtbot.waitUntil(lambda: not shown(shell.find("whyPanel")), timeout=WAIT_MS)
        shell.click(shell.find("learnAction"))
        shell.qtbot.waitUntil(lambda c=c: lesson(c).property("active"), timeout=WAIT_MS)
        problems += check(shell, game_id, f"lesson-{lang}")
        shell.click(shell.find("learnAction"))  # Leave lesson
        shell.qtbot.waitUntil(lambda c=c: not lesson(c).property("active"), timeout=WAIT_MS)
        shell.click(shell.find("backToLobby"))
        shell.qtbot.waitUntil(
            lambda g=game_id: shell.find(f"game_{g}").isVisible(), timeout=WAIT_MS
        )
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


# The least width of a locked card at 1024×640 (Persian gave 26 px, English 33 while betting).
SLOT_LEAST = 40
SLOTS = ("yourLock", "aiLock")


def lockbet_parts(shell: Any) -> tuple[dict[str, float], dict[str, QRectF]]:
    """The locked cards' widths, and the rectangles of the hand's cards, the table's oval (the
    felt's ring) and the Betting panel."""
    table = shell.find("tableLoader").property("item")
    widths = {name: shell.find(name, table).property("cardWidth") for name in SLOTS}
    felt = shell.find("felt", table)
    ring = felt.property("ring")
    oval = QRectF(felt.mapToScene(ring.topLeft()), ring.size())
    parts = {"oval": oval, "betControls": scene_rect(shell.find("betControls", table))}
    hand = shell.find("hand", table)
    stack = [hand]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_") and shown(item):
            parts[item.objectName()] = scene_rect(item)
        stack.extend(item.childItems())
    return widths, parts


def small_lockbet(launch: Any, lang: str) -> Any:
    shell = launch(game="lockbet", lang=lang)
    shell.resize(*SIZE)
    shell.qtbot.waitUntil(lambda: shell.window.width() == SIZE[0], timeout=2000)
    shell.qtbot.waitUntil(lambda: inside(scene_rect(shell.find("learnAction")), window_rect(shell)))
    return shell


def slot_problems(shell: Any, state: str) -> list[str]:
    """Locked cards under the least width; the hand's cards, the oval, the Betting panel met."""
    widths, parts = lockbet_parts(shell)
    problems = [f"{state}: {name} {w} px" for name, w in widths.items() if w < SLOT_LEAST]
    lock = shell.find("lockButton")
    if shown(lock) and lock.property("contentItem").property("truncated"):
        problems.append(f"{state}: {lock.property('text')!r} cut")
    if shown(lock):
        parts["lockButton"] = scene_rect(lock)
    assert [name for name in parts if name.startswith("card_")]
    return problems + [
        f"{state}: {o}"
        for o in overlaps(parts)
        if not all(name.startswith("card_") for name in o.split(" over "))
    ]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_lock_and_bet_lesson_keeps_card_sized_slots(launch, qtlog, lang: str) -> None:
    shell = small_lockbet(launch, lang)
    lock = step_of("lockbet", "lock_keep_two")  # step 11 of 23: lock the 3, keep the 2
    c = resume_at(shell, "lockbet", lock)
    problems = []
    for state in ("lock", "bet"):
        if state == "bet":  # the lock, the AI's bet: you may call or fold
            play_lesson_move(shell, c, "lock:H3.2")
            shell.qtbot.waitUntil(at(c, step_of("lockbet", "fold_low"), "move"), timeout=WAIT_MS)
        problems += check(shell, "lockbet", f"{state}-{lang}") + slot_problems(shell, state)
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_lock_and_bet_showdown_keeps_its_status_readable(launch, qtlog, lang: str) -> None:
    shell = small_lockbet(launch, lang)
    showdown = next(
        i for i, step in enumerate(load_lesson("lockbet").steps) if step.text == "showdown"
    )
    c = resume_at(shell, "lockbet", showdown, "next")  # the fourth deal's cards turned up
    betting = c.property("table")
    shell.qtbot.waitUntil(lambda: len(betting.property("reveal")) == 2, timeout=WAIT_MS)
    assert len(betting.property("history")) >= 4
    shell.qtbot.wait(1500)  # the cards turned, the glow faded
    problems = check(shell, "lockbet", f"showdown-{lang}") + slot_problems(shell, "showdown")
    status = scene_rect(shell.find("statusColumn"))
    if status.width() < 140:
        problems.append(f"the status {status} one word a line")
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


# The least width of a set-up card (a robbed card must read as a card, not a sliver).
SETUP_CARD_LEAST = 28


def box_parts(box: Any) -> list[Any]:
    """The shown words and cards of ``box``."""
    found, stack = [], list(box.childItems())
    while stack:
        item = stack.pop()
        if shown(item):
            stack.extend(item.childItems())
            kind = item.metaObject().className()
            if kind.startswith("QQuickText") or kind.startswith("CardView"):
                found.append(item)
    return found


def roll(shell: Any, item: Any, turn: int) -> None:
    """A touchpad's short scroll down over ``item`` (24 px; each at its own time: scrolls sent at
    one instant move a Flickable only once)."""
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
    event = QWheelEvent(
        centre,
        shell.window.mapToGlobal(centre),
        QPoint(0, -24),
        QPoint(0, -24),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    event.setTimestamp(1_000_000 + 1000 * turn)
    QCoreApplication.sendEvent(shell.window, event)
    shell.qtbot.wait(400)


def box_problems(shell: Any, box: Any, state: str) -> list[str]:
    """``box``'s heading, words and cards each wholly inside it and the window (those of a box
    that scrolls at some turn of the wheel), none of its cards narrower than a card, the box not
    squeezed below its heading and a card's height."""
    room, rect = window_rect(shell), scene_rect(box)
    problems = [] if inside(rect, room) else [f"{state}: the box {rect} leaves the window"]
    heading, lines = shell.find("setupHeading", box), shell.find("setupLines", box)
    if not shown(heading) or not inside(scene_rect(heading), rect):
        problems.append(f"{state}: the heading {scene_rect(heading)} cut by the box {rect}")
    least = heading.height() + 1.5 * SETUP_CARD_LEAST + 24
    if rect.height() < least:
        problems.append(f"{state}: the box {rect.height()} px high, under {least}")
    seen: dict[int, list[Any]] = {}
    for turn in range(24):  # the lines scrolled down, till they end
        view = scene_rect(lines).intersected(rect).intersected(room)
        bars = [
            scene_rect(i)
            for i in lines.childItems()
            if "ScrollBar" in type(i).__name__ + i.metaObject().className() and shown(i)
        ]
        for item in box_parts(box):
            entry = seen.setdefault(id(item), [item, False])
            where = scene_rect(item)
            clear = not any(bar.intersects(where) for bar in bars)
            entry[1] = entry[1] or (clear and inside(where, view if item is not heading else rect))
        if turn and lines.property("atYEnd"):
            break
        roll(shell, lines, turn)
    problems += [
        f"{state}: {item.property('text') or item.property('code')!r} {scene_rect(item)} never "
        f"whole in the box {rect}"
        for item, whole in seen.values()
        if not whole
    ]
    return problems + [
        f"{state}: card {item.property('code')} {item.width()} px"
        for item, _ in seen.values()
        if item.metaObject().className().startswith("CardView") and item.width() < SETUP_CARD_LEAST
    ]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_minchiate_setup_box_shows_whole_while_discarding(launch, qtlog, lang: str) -> None:
    """Newcomer #10: at the lesson's discard step (4 of 18) the Set-up box was cut — in English
    the dealer's line and the 10 by its border, in Persian it shrank to a strip, its heading cut
    in half and the robbed cards gone."""
    shell = launch(game="minchiate", lang=lang)
    shell.resize(*SIZE)
    shell.qtbot.waitUntil(lambda: shell.window.width() == SIZE[0], timeout=2000)
    shell.qtbot.waitUntil(lambda: inside(scene_rect(shell.find("learnAction")), window_rect(shell)))
    c = resume_at(shell, "minchiate", step_of("minchiate", "discard"))
    box = shell.find("setupPanel")
    shell.qtbot.waitUntil(lambda: shown(box) and shown(shell.find("discardButton")))
    shell.qtbot.wait(1500)  # the set-up's steps shown one by one
    assert c.property("table").property("discarding")
    problems = box_problems(shell, box, f"discard-{lang}")
    cards = [i for i in shell.find_all("setupCards", box) if shown(i)]
    assert len(cards) >= 2, "the robbed and the shown cards"
    for name in ("discardHint", "discardButton", "scoreBox", "turnStatus"):
        if scene_rect(box).intersects(scene_rect(shell.find(name))):
            problems.append(f"the box over {name}")
    problems += check(shell, "minchiate", f"discard-{lang}")
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_lock_and_bet_lesson_cards_shown_keeps_apart(launch, qtlog, lang: str) -> None:
    """Newcomer #10: at the lesson's seventh step (the call's cards shown) in Persian the result
    line "شما: +۲" lay on the Betting heading and the locked cards shrank to about 30 px."""
    shell = small_lockbet(launch, lang)
    shown_at = next(
        i for i, step in enumerate(load_lesson("lockbet").steps) if step.text == "two_beats_ace"
    )
    c = resume_at(shell, "lockbet", shown_at, "next")
    betting = c.property("table")
    shell.qtbot.waitUntil(lambda: len(betting.property("reveal")) == 2, timeout=WAIT_MS)
    shell.qtbot.wait(1500)  # the cards turned, the glow faded
    problems = check(shell, "lockbet", f"shown-{lang}") + slot_problems(shell, "shown")
    net, bet = shell.find("netText"), shell.find("betControls")
    if shown(net) and shown(bet) and scene_rect(net).intersects(scene_rect(bet)):
        problems.append(f"the result {scene_rect(net)} on the Betting panel {scene_rect(bet)}")
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


# A finished trick waiting at 1024×640: the regions of the two four-seat tables then.
HELD_REGIONS = ("scoreBox", "seat_1", "seat_3", "trickCross", "trickHoldPrompt", "hand")


@pytest.mark.parametrize("game_id", ["piedicavallo", "minchiate"])
@pytest.mark.parametrize("lang", ["de", "fa", "ar"])
def test_a_held_trick_keeps_its_prompt_and_the_side_seats_apart(
    launch, qtlog, lang: str, game_id: str
) -> None:
    """Session 45 at 1024×640: in German the held trick's prompt lay over the trick's seat
    labels (it now wraps to the room beside the trick); in Persian the scores' Last trick
    button lay over East's box (the trick's number shares its line, and the side seats stand
    below the score column). In Arabic the trick's seat labels, wider than its 36 px cards, lay
    over one another (newcomer #39): a row of cards keeps room for them."""
    shell = launch(game_id, lang=lang)
    shell.resize(*SIZE)
    c = controller(shell)
    c.setProperty("aiDelayMs", 20)  # (with no delay at all no trick is held)
    rng = random.Random(3)
    for _ in range(80):
        shell.qtbot.waitUntil(
            lambda: c.property("trickHeld") or c.property("yourTurn"), timeout=WAIT_MS
        )
        if c.property("trickHeld"):
            break
        moves = c.property("moves")
        c.act(rng.choice(list(c.property("legalActions"))))
        shell.qtbot.waitUntil(lambda m=moves: c.property("moves") > m, timeout=WAIT_MS)
    assert c.property("trickHeld")
    table = shell.find("tableLoader").property("item")
    assert shown(shell.find("lastTrickButton", table))
    problems: list[str] = []
    for _ in range(8):  # once the trick's cards have landed
        shell.qtbot.wait(400)
        found = {n: scene_rect(i) for n in HELD_REGIONS for i in shell.find_all(n, table)[:1]}
        labels = {
            f"trickLabel_{seat}": scene_rect(item)
            for seat in range(4)
            for item in shell.find_all(f"trickLabel_{seat}", table)[:1]
            if shown(item)
        }
        labels["trickHoldPrompt"] = found["trickHoldPrompt"]
        problems = overlaps(found) + overlaps(labels)
        if not problems:
            break
    shot(shell, f"held-1024-{game_id}-{lang}")
    assert not problems, problems
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_narrow_groups_label_keeps_its_count(launch, qtlog) -> None:
    """Newcomer #36 (Minchiate, Persian, 1024×640): over a suit down to one card the label read
    "چوب‌دستی‌ها…", its count cut off. The name is shortened, never the count (deal 4: one
    Baton in your hand)."""
    shell = launch("minchiate", lang="fa")
    shell.resize(*SIZE)
    c = controller(shell)
    assert c.playDeal("4") == ""
    persian = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")

    def labels() -> list[Any]:
        return [item for item in shell.find_all("groupLabel") if shown(item)]

    shell.qtbot.waitUntil(lambda: c.property("matchSeed") == 4, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: len(labels()) == 5, timeout=WAIT_MS)
    shell.settle_all("groupLabel")
    counts = []
    for label in labels():
        count = int(label.property("info")["count"])
        counts.append(count)
        assert not label.property("truncated"), label.property("text")
        assert label.property("text").endswith(str(count).translate(persian)), label.property(
            "text"
        )
    assert 1 in counts
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_lock_and_bet_keeps_card_sized_slots_as_its_history_grows(launch, qtlog, lang: str) -> None:
    """Newcomer #38 (Persian, 1024×640): at the fifth deal's sheet the revealed cards' history had
    grown beside the status, which reached down into the middle row: the locked cards shrank to
    26 px (yours under the AI's cards) and your kept card grew over the sheet's buttons. The
    history shows as many deals as leave the locked cards their room. In English the winner's
    caption keeps its one line (newcomer #40: set bold, "Your card" wrapped at the reveal)."""
    shell = small_lockbet(launch, lang)
    c = controller(shell)
    c.setProperty("aiDelayMs", 20)
    rng = random.Random(2)
    problems: list[str] = []
    for deal in range(5):
        for _ in range(30):
            shell.qtbot.waitUntil(
                lambda: c.property("yourTurn") or c.property("summaryVisible"), timeout=WAIT_MS
            )
            if c.property("summaryVisible"):
                break
            legal = list(c.property("legalActions"))
            # small stakes, so that the match lasts: check, else fold, else call
            quiet = (
                [a for a in legal if a == "check"]
                or [a for a in legal if a == "fold"]
                or [a for a in legal if a.startswith("call")]
            )
            c.act(quiet[0] if quiet else rng.choice([a for a in legal if a != "fold"]))
            shell.qtbot.wait(100)
        if c.property("matchOver"):
            break
        shell.settle_all()
        problems += slot_problems(shell, f"deal{deal}-{lang}")
        if lang == "en":  # the winner's caption kept its one line (newcomer #40: bold, it wrapped)
            yours = shell.find("lockCaption", shell.find("yourLock"))
            if yours.property("lineCount") != 1:
                problems.append(f"deal{deal}: {yours.property('text')!r} on two lines")
        c.continueDeal()
        shell.qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
    assert deal >= 3, deal  # the history grew over several sheets
    assert not problems, "\n".join(problems)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
