"""While a lesson waits for its Next, the table offers no move (newcomer #25's two majors).

Schnapsen's lesson after the AI won a trick: "Look at the trick on the table, then press Next"
while your Ober was ringed and Close the stock stood active; a click on the card played it and
the lesson called it "not the lesson's move". At the lesson's deal end its sheet's gold
"Next deal" dealt nothing: it was the lesson's Next under another name. Now, while the lesson
asks for Next, the hand takes no card (a click says to press Next), no card is ringed (Enter
is the lesson's Next) and no move button shows; the lesson's deal sheet has no way on of its
own and no replay, only a line that the lesson's Next goes on; while the lesson plays your only
card for you no turn is named. Schnapsen's lesson played by mouse to its end, Minchiate's long
hand at its first such step; no QML warning."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_flow import resume_at
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    moved_on,
    play_by_mouse,
    play_lesson_move,
    wait_step,
)
from tests.app.test_lesson_kit import ringed, start

#: Buttons that make a move at Schnapsen's table.
MOVE_BUTTONS = ("closeButton", "exchangeButton")
#: What the turn line says of the lesson's button moves (newcomer #25: "Your turn: lead a
#: card" while the lesson asked for the exchange).
MOVE_WORDS = {
    "exchange": "exchange the trump Unter",
    "close": "close the stock",
    "marry": "declare a marriage",
}


def table(shell: Any) -> Any:
    return shell.find("tableLoader").property("item")


def shown(shell: Any, name: str) -> bool:
    return any(item.isVisible() for item in shell.find_all(name))


def click_a_card(shell: Any, c: Any, code: str) -> None:
    """Click ``code`` in the hand while the lesson waits for Next: refused over the card (the
    note says to press Next), nothing played."""
    index = lesson(c).property("stepIndex")
    assert not shell.find("hand").property("interactive")
    assert ringed(shell) == []  # Enter is the lesson's Next: no card ringed for it
    card = next(item for item in shell.find_all(f"card_{code}") if item.isVisible())
    shell.click(card)
    shell.qtbot.waitUntil(lambda: shell.find("refusalTip").isVisible(), timeout=5_000)
    assert "press Next" in str(card.property("reason")), card.property("reason")
    shell.qtbot.wait(300)  # a card sent on would come back as the lesson's answer by now
    assert lesson(c).property("stepIndex") == index
    assert lesson(c).property("waitsFor") == "next"
    assert code in list(c.hand.codes())


def test_no_move_while_the_lesson_asks_for_next_and_its_sheet_has_no_next_deal(
    launch, qtlog
) -> None:
    """Schnapsen's lesson by mouse to its end: at each step that asks for Next while the
    engine waits for your card, a card clicked is refused and no move button shows; at the
    exchange and the close the turn line names them; its deal's sheet shows neither Next deal
    nor the replay row, and its Next goes on."""
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    steps = load_lesson("schnapsen").steps
    refused = sheets = named = 0
    while (waits := wait_step(shell, c)) != "done":
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if waits == "next" and c.property("summaryVisible"):
            sheets += 1
            shell.qtbot.waitUntil(lambda: shown(shell, "lessonDealNote"), timeout=5_000)
            # nor a rule of the ended deal beside it (newcomer #26: "Strict rules: follow suit…")
            for name in ("continueButton", "newMatchButton", "replayDealButton", "phaseStatus"):
                assert not shown(shell, name), name
        elif waits == "next" and c.property("currentPlayer") == 0:
            for name in MOVE_BUTTONS:
                assert not shown(shell, name), name
            if refused == 0:
                click_a_card(shell, c, str(next(iter(c.hand.codes()))))
            refused += 1
        verb = str(steps[index].move).partition(":")[0]
        if waits == "move" and verb in MOVE_WORDS:  # the turn line names it too
            said = str(shell.find("turnStatus").property("text"))
            assert MOVE_WORDS[verb] in said, said
            named += 1
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_by_mouse(shell, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
        assert lesson(c).property("answer").get("outcome", "lesson_move") == "lesson_move"
    assert refused > 0 and sheets > 0 and named == 3, (refused, sheets, named)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def walk(shell: Any, c: Any, steps: list[Any], until: Any) -> None:
    """Next and the lesson's moves by mouse, until the lesson waits for Next where ``until()``."""
    while not (wait_step(shell, c) == "next" and until()):
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if lesson(c).property("waitsFor") == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_lesson_move(shell, c, steps[index].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)


def test_minchiates_grouped_hand_says_press_next_too(launch, qtlog) -> None:
    """Minchiate's long hand (its own GroupedHand) while the lesson asks for Next on your
    turn: a card clicked says to press Next over it and plays nothing; Next goes on."""
    shell = launch(game="minchiate")
    c = start(shell, "minchiate")
    steps = load_lesson("minchiate").steps
    walk(shell, c, steps, lambda: c.property("currentPlayer") == 0)
    click_a_card(shell, c, str(list(c.hand.codes())[-1]))
    went_on = moved_on(c, lesson(c).property("stepIndex"))
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_no_turn_is_named_while_the_lesson_plays_your_only_card(launch, qtlog) -> None:
    """Minchiate's lesson plays your only Sword for you: meanwhile the turn line names no turn
    (newcomer #25: "Your turn: play a card", then the card went by itself)."""
    shell = launch(game="minchiate")
    steps = load_lesson("minchiate").steps
    forced = next(
        i
        for i, s in enumerate(steps)
        if s.kind == "ai" and s.forced and str(s.move).startswith("play:")
    )
    c = resume_at(shell, "minchiate", max(i for i in range(forced) if steps[i].kind == "note"))
    c.setProperty("aiDelayMs", 700)  # a readable pause before each of the lesson's moves
    assert wait_step(shell, c) == "next"
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(
        lambda: lesson(c).property("stepIndex") == forced and c.property("yourTurn"),
        timeout=WAIT_MS,
    )
    assert lesson(c).property("waitsFor") == "ai"
    assert shell.find("turnStatus").property("text") == ""
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > forced, timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_lock_and_bet_says_press_next_and_offers_no_new_match_in_a_lesson(launch, qtlog) -> None:
    """Lock & Bet's lesson at its first note: a click on the dimmed Check, or on Hint, says to
    press Next (newcomer #29: "This round is over: first press Next round", and a game rule at
    the first step), and the table's "New match: 20 chips each" is not offered beside it."""
    shell = launch(game="lockbet")
    c = start(shell, "lockbet")
    assert wait_step(shell, c) == "next"
    assert not shown(shell, "restartButton")
    shell.click(next(item for item in shell.find_all("checkButton") if item.isVisible()))
    shell.qtbot.waitUntil(lambda: table(shell).property("noticeIsError"), timeout=5_000)
    assert "press Next" in str(table(shell).property("notice")), table(shell).property("notice")
    table(shell).setProperty("notice", "")
    shell.click(shell.find("hintAction"))  # the dimmed Hint says the same
    shell.qtbot.waitUntil(lambda: "press Next" in str(table(shell).property("notice")))
    assert lesson(c).property("waitsFor") == "next"
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_trick_waiting_for_next_is_the_one_counted(launch, qtlog) -> None:
    """Minchiate's lesson after the AI finished a trick: while that trick waits on the table
    for Next the count is that trick's, and the next one's after Next (newcomer #29: "Trick 2
    of 21" beside the finished first trick)."""
    shell = launch(game="minchiate")
    steps = load_lesson("minchiate").steps
    first = next(i for i, s in enumerate(steps) if str(s.move).startswith("play:"))
    c = resume_at(shell, "minchiate", max(i for i in range(first) if steps[i].kind == "note"))
    walk(shell, c, steps, lambda: bool(lesson(c).property("paused")))
    finished = len(c.worker()._lesson.match.observation(0).get("tricks", []))
    table = c.property("table")
    assert finished > 0 and table.property("trickNumber") == finished
    went_on = moved_on(c, lesson(c).property("stepIndex"))
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: table.property("trickNumber") == finished + 1, timeout=WAIT_MS)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
