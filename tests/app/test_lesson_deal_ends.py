"""A lesson's deal ends on the table (issue 35, newcomer #7's major): Lock & Bet's lesson
played through the real window by mouse; at every panel that shows a deal's end (the note
that tells it, the deal's sheet, the lesson's last words) the table shows that deal as the
engine ended it: both locked cards face up, the pot paid out (no stale pot), each seat's
chips after the payout, that deal's result line and net (never the previous deal's, never
"The AI is to bet"). No QML warning."""

from __future__ import annotations

from typing import Any

import pytest

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    moved_on,
    play_lesson_move,
    shot,
    visible,
    wait_step,
)
from tests.app.test_lesson_kit import start


def engine_ends(game: str) -> dict[int, dict[str, Any]]:
    """Step index -> the ``deal_end`` of the deal that the move of that step ended (the
    lesson's moves played on the engine's own match)."""
    lesson_ = load_lesson(game)
    match = lesson_.new_match()
    ends: dict[int, dict[str, Any]] = {}
    for index, step in enumerate(lesson_.steps):
        if step.move is None:
            continue
        events = match.apply(str(step.move))
        end = next((e for e in events if e.get("type") == "deal_end"), None)
        if end is not None:
            ends[index] = end
    return ends


def end_shown(game: str, index: int, sheet: bool, ends: dict[int, dict[str, Any]]) -> Any:
    """The deal's end the table shows at step ``index``: on a deal's sheet, and at a note with
    no move of its own that follows the move ending a deal (nothing played since)."""
    steps = load_lesson(game).steps
    last = max((i for i in range(min(index, len(steps))) if steps[i].move), default=None)
    step = steps[index] if index < len(steps) else None
    note = step is not None and step.kind == "note" and not step.move
    if last is None or last not in ends or not (sheet or note):
        return None
    return ends[last]


def result_words(end: dict[str, Any]) -> str:
    """The table's result line for ``end`` (Words.resultText, English)."""
    pot, won = end["pot"], end["winner"] == 0
    if end["reason"] == "tie":
        return f"Equal ranks: the pot of {pot} is split."
    if end["reason"] == "fold":
        return (
            f"The AI folded: you take the pot of {pot}."
            if won
            else f"You folded: the AI takes the pot of {pot}."
        )
    return (
        f"Your card is stronger: you win the pot of {pot}."
        if won
        else f"The AI's card is stronger: it wins the pot of {pot}."
    )


def net_words(end: dict[str, Any]) -> str:
    net = end["net"][0]
    return f"You: +{net}" if net > 0 else f"You: \u2212{-net}" if net < 0 else "You: \u00b10"


def table_shows(shell: Any, end: dict[str, Any]) -> list[str]:
    """What of ``end`` the table does not show (empty: it shows the deal's end)."""
    wrong = []
    for name, seat in (("yourLock", 0), ("aiLock", 1)):
        slot = visible(shell, name)
        if not slot.property("revealed") or slot.property("code") != end["locked"][seat]:
            wrong.append(f"{name}: {slot.property('code')!r} revealed={slot.property('revealed')}")
        if not shell.find(f"{name}Card").property("faceShown"):  # turned over, face up
            wrong.append(f"{name}: face down")
        if bool(slot.property("winner")) != (end["winner"] == seat):
            wrong.append(f"{name}: winner={slot.property('winner')}")
    for name, seat in (("yourBox", 0), ("aiBox", 1)):
        if visible(shell, name).property("stack") != end["stacks"][seat]:
            wrong.append(f"{name}: {visible(shell, name).property('stack')} chips")
    pot = shell.find("pot")
    if pot.property("opacity") > 0:  # paid out: no pot (0 or the old one) left in the middle
        wrong.append(f"pot shown: {pot.property('count')}")
    status = visible(shell, "turnStatus").property("text")
    if status != result_words(end):
        wrong.append(f"status: {status!r}")
    net = shell.find("netText")
    if not net.isVisible() or net.property("text") != net_words(end):
        wrong.append(f"net: {net.property('text')!r}")
    return wrong


def test_every_panel_at_a_deals_end_shows_that_end(launch, qtlog) -> None:
    game = "lockbet"
    ends = engine_ends(game)
    steps = load_lesson(game).steps
    shell = launch(game=game)
    c = start(shell, game)
    checked: list[tuple[int, bool]] = []
    while (waits := wait_step(shell, c)) != "done":
        index, sheet = lesson(c).property("stepIndex"), bool(lesson(c).property("sheet"))
        end = end_shown(game, index, sheet, ends)
        if end is not None:
            wrong: list[str] = []

            def shown(end: dict[str, Any] = end, wrong: list[str] = wrong) -> bool:
                wrong[:] = table_shows(shell, end)
                return not wrong

            try:
                shell.qtbot.waitUntil(shown, timeout=5_000)
            except Exception:  # pytest-qt's TimeoutError: say what is wrong
                shot(shell, f"deal-end-{index}-{int(sheet)}")
                raise AssertionError(f"step {index} sheet={sheet}: {wrong}") from None
            shot(shell, f"lockbet-deal-end-{index}-{'sheet' if sheet else 'note'}")
            checked.append((index, sheet))
        went_on = moved_on(c, index)
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_lesson_move(shell, c, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    notes = {i for i, sheet in checked if not sheet}
    # the notes that tell a showdown and the all-in's fold, and every deal's sheet
    assert {i for i, step in enumerate(steps) if step.text in ("showdown", "fold")} <= notes
    assert sum(1 for _, sheet in checked if sheet) == len(ends)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def told_end(game: str) -> tuple[int, int, dict[str, Any]]:
    """(the step of the move that ends a deal, the note after it that tells that end, the
    engine's ``deal_end``) in ``game``'s lesson."""
    steps = load_lesson(game).steps
    for index, end in engine_ends(game).items():
        after = steps[index + 1] if index + 1 < len(steps) else None
        if after is not None and after.kind == "note" and not after.move:
            return index, index + 1, end
    raise AssertionError(f"{game}: no note tells a deal's end")


def same_end(shown: dict[str, Any], end: dict[str, Any]) -> bool:
    """The deal's end as shown, beside what the table adds for its sheet (the close kept, the
    cards left on the table)."""
    added = ("close", "leftovers")
    return {k: v for k, v in shown.items() if k not in added} == {
        k: v for k, v in end.items() if k not in added
    }


@pytest.mark.parametrize("game", ["scopa", "schnapsen", "piedicavallo", "minchiate"])
def test_the_note_and_the_sheet_keep_the_deals_end(launch, qtlog, game: str) -> None:
    """The other four lessons' note that tells a deal's end (Scopa's leftovers, Schnapsen's 66,
    Piedicavallo's points, Minchiate's resto): the table keeps that deal (its number, your hand
    as it ended) and knows its result (the summary is that deal's, its sheet still closed);
    its Next opens that deal's sheet over the same table."""
    from tests.app.test_lesson_flow import resume_at

    index, note, end = told_end(game)
    steps = load_lesson(game).steps
    shell = launch(game=game)
    c = resume_at(shell, game, max(i for i in range(index + 1) if steps[i].kind != "ai"))
    while (waits := wait_step(shell, c)) and (at := lesson(c).property("stepIndex")) != note:
        went_on = moved_on(c, at)  # up to the deal's end, by mouse
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_lesson_move(shell, c, steps[at].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert wait_step(shell, c) == "next"
    shell.qtbot.waitUntil(lambda: same_end(c.property("summary"), end), timeout=5_000)
    assert not c.property("summaryVisible") and not lesson(c).property("sheet")
    deal, hand = c.property("dealNumber"), sorted(c.hand.codes())
    assert deal == end.get("deal_number", deal)
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: bool(lesson(c).property("sheet")), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=5_000)
    assert same_end(c.property("summary"), end)
    assert c.property("dealNumber") == deal and sorted(c.hand.codes()) == hand
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_your_call_shows_on_your_seat_at_once(launch, qtlog) -> None:
    """Lock & Bet's lesson, deal 1: you checked, the AI bet 1; your Call (by mouse) shows on
    your seat at once: 'Called 1' (not 'Checked') and your chips as the deal paid them (not
    the 19 you had before the call); the AI's seat keeps its 'Bet 1'."""
    from tests.app.test_lesson_flow import resume_at, step_index

    game = "lockbet"
    index = step_index(game, "call")
    end = engine_ends(game)[index]
    shell = launch(game=game)
    c = resume_at(shell, game, index)
    assert wait_step(shell, c) == "move"
    yours, ais = visible(shell, "yourBoxLastAction"), visible(shell, "aiBoxLastAction")
    assert yours.property("text") == "Checked" and ais.property("text") == "Bet 1"
    play_lesson_move(shell, c, "call")
    box = visible(shell, "yourBox")
    shell.qtbot.waitUntil(lambda: yours.property("text") == "Called 1", timeout=2_000)
    assert box.property("stack") == end["stacks"][0] != 19
    assert visible(shell, "aiBox").property("stack") == end["stacks"][1]
    assert ais.property("text") == "Bet 1"
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_wrong_move_that_would_end_the_deal_keeps_the_ais_card_hidden(launch, qtlog) -> None:
    """Lock & Bet's "fold to the big bet" step: your Call instead (by mouse) would end the
    deal at its showdown; held until Take back, the table shows your call made ('Called 10'
    on your seat, your chips in) and goes no further: the AI's locked card stays face down,
    no result line, no sheet, the same deal (newcomer #8 item 4: it showed the AI's card,
    which you then knew after Take back); Take back gives the step back as it was."""
    from cardavia_desktop.engine.lesson import LessonRunner
    from tests.app.test_lesson_flow import resume_at, step_index

    game = "lockbet"
    index = step_index(game, "fold_big_bet")
    steps = load_lesson(game).steps
    runner = LessonRunner(load_lesson(game))
    for step in steps[:index]:
        if step.move:
            runner.match.apply(str(step.move))
    deal = runner.match.observation(0)["deal_number"]
    events = runner.match.apply("call")
    called = next(e for e in events if e.get("type") == "call")
    shell = launch(game=game)
    c = resume_at(shell, game, index)
    assert wait_step(shell, c) == "move"
    yours = visible(shell, "yourBoxLastAction")
    ai_card = visible(shell, "aiLock")
    call = visible(shell, "callButton")
    shell.qtbot.waitUntil(call.isEnabled, timeout=5_000)
    shell.click(call)
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    wrong: list[str] = []

    def shown() -> bool:
        wrong[:] = []
        if yours.property("text") != f"Called {called['amount']}":
            wrong.append(f"your seat: {yours.property('text')!r}")
        if visible(shell, "yourBox").property("stack") != called["stack"]:
            wrong.append(f"your chips: {visible(shell, 'yourBox').property('stack')}")
        if ai_card.property("revealed"):
            wrong.append("the AI's card is face up")
        if shell.find("netText").isVisible():
            wrong.append("a result line")
        if c.property("dealNumber") != deal or c.property("summaryVisible"):
            wrong.append(f"deal {c.property('dealNumber')}, sheet {c.property('summaryVisible')}")
        return not wrong

    try:
        shell.qtbot.waitUntil(shown, timeout=5_000)
        shell.qtbot.wait(1_000)  # and it stays so (no reveal comes later)
        assert shown()
    except Exception:  # pytest-qt's TimeoutError: say what is wrong
        raise AssertionError(wrong) from None
    shot(shell, "lockbet-wrong-call-held")
    shell.click(visible(shell, "lessonTakeBack"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: yours.property("text") == "Checked", timeout=5_000)
    assert not ai_card.property("revealed") and not c.property("summaryVisible")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("lang", ["ar", "fa", "de"])
def test_the_deals_end_keeps_clear_of_the_betting_controls(launch, qtlog, lang: str) -> None:
    """Arabic, Persian and German at the window's own size: at the showdown's note and on its
    sheet, the result column (the result line, your net, the sheet's buttons) lies clear of the
    betting controls below it; the sheet goes on by the lesson's Next only (the table's own
    Next deal is off in a lesson, as its Enter and N are)."""
    from PySide6.QtCore import QRectF

    from tests.app.test_lesson_flow import resume_at, step_index

    def rect(item: Any) -> QRectF:
        return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))

    def overlaps() -> list[str]:
        controls = rect(visible(shell, "betControls"))
        column = visible(shell, "turnStatus").parentItem()
        return [
            item.objectName() or type(item).__name__
            for item in column.childItems()
            if item.isVisible() and item.height() > 0 and rect(item).intersects(controls)
        ]

    game = "lockbet"
    index = step_index(game, "check_two")
    shell = launch(game=game, lang=lang)
    c = resume_at(shell, game, index)
    assert wait_step(shell, c) == "move"
    play_lesson_move(shell, c, "check")
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == index + 1, timeout=WAIT_MS)
    assert wait_step(shell, c) == "next"
    shell.qtbot.waitUntil(lambda: shell.find("netText").isVisible(), timeout=5_000)
    shell.qtbot.wait(300)
    assert not overlaps(), overlaps()
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: bool(lesson(c).property("sheet")), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=5_000)
    shell.qtbot.wait(300)
    shot(shell, f"lockbet-sheet-{lang}")
    assert not overlaps(), overlaps()
    assert not any(b.isVisible() for b in shell.find_all("nextDealButton"))
    assert not [r.message for r in qtlog.records if r.type in LOUD]
