"""Minchiate's lesson at its deal's end (newcomer #8's item 3): once the last trick ended the
deal, the score box tells the settlement the sheet then shows (the difference at the end and
the resti it made, counted in the resti above it), never a running difference "(60 make a
resto)" that the end already turned into resti. At the real table, resumed at the step that
tells the resto; no QML warning."""

from __future__ import annotations

from cardavia_desktop.engine.lesson import LessonRunner, load_lesson
from tests.app.test_lesson_answers import resume_at
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, play_by_mouse, shot, visible

GAME = "minchiate"


def lesson_deal_end() -> dict:
    """The ``deal_end`` event of the lesson's deal, played through by the runner."""
    runner = LessonRunner(load_lesson(GAME))
    events: list[dict] = []
    while not runner.finished:
        step = runner.step
        events += runner.play(step.move)["events"] if step.kind == "move" else runner.next()
    return next(e for e in events if e["type"] == "deal_end")


def test_the_score_box_tells_the_ends_settlement_with_the_resto_step(launch, qtlog) -> None:
    end = lesson_deal_end()
    assert end["difference_before"] < 60 < end["difference"]  # the end made more resti
    steps = load_lesson(GAME).steps
    resto = next(i for i, step in enumerate(steps) if step.text == "resto")
    shell = launch(game=GAME)
    c = resume_at(shell, GAME, resto, "next")
    box = visible(shell, "difference").property("text")
    shot(shell, "lesson-minchiate-resto")
    assert "60 make a resto" not in box, box
    rounded = end["rounded_resti"]
    assert box == f"At the end: You & partner ahead by {end['difference']} → {rounded} more resti"
    assert (
        visible(shell, "resti_0")
        .property("text")
        .startswith(f"You & partner: {end['resti'][0]} resti")
    )
    assert end["resti"][0] == 1 + rounded  # Resto 1 during play, as the step's words say
    assert "Resto 1: You & partner" in visible(shell, "restoList").property("text")
    assert not any(bar.isVisible() for bar in shell.find_all("differenceBar"))
    shell.click(shell.find("lessonNext"))  # the sheet: the same numbers
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
    calc = visible(shell, "lumpCalculation").property("text")
    assert f": {end['difference']}." in calc and f"{rounded} resti to You & partner" in calc
    # item 16: the Matto's line names both teams (never "its team … gives them")
    assert "Opponents keep it and give You & partner Ace of Batons in exchange." in calc, calc
    assert visible(shell, "difference").property("text") == box
    assert lesson(c).property("stepIndex") > resto
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_wrong_two_card_discard_is_answered_whole(launch, qtlog) -> None:
    """Newcomer #9's item 2 (and #8's item 5): at the discard step, two other cards worth
    nothing (2 and 3 of Batons) chosen by mouse and discarded with the button ("Discard (2 of
    2)"): the pair is judged as one move: nothing is discarded, both cards stay in the hand,
    the answer names both of yours and both of the lesson's (never "card by card"), no Take
    back is asked; the marked pair, then chosen, is the lesson's move."""
    steps = load_lesson(GAME).steps
    discard = next(i for i, step in enumerate(steps) if step.text == "discard")
    shell = launch(game=GAME)
    c = resume_at(shell, GAME, discard)
    hand = list(c.hand.codes())
    play_by_mouse(shell, "discard:B2,B3")
    shell.qtbot.waitUntil(
        lambda: lesson(c).property("answer").get("outcome") == "other_together", timeout=WAIT_MS
    )
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    shell.qtbot.wait(200)
    answer = visible(shell, "lessonAnswer").property("text")
    shot(shell, "lesson-minchiate-two-card-discard")
    assert answer.startswith("That is not the lesson's discard."), answer
    for name in ("2 of Batons", "3 of Batons", "trump 7", "trump 9"):
        assert name in answer, (name, answer)
    assert "card by card" not in answer and "take" not in answer.lower(), answer
    assert list(c.hand.codes()) == hand  # nothing discarded, not half
    assert lesson(c).property("stepIndex") == discard
    assert not any(i.isVisible() for i in shell.find_all("lessonTakeBack"))
    play_by_mouse(shell, "discard:T9,T7")
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > discard + 1, timeout=WAIT_MS)
    assert "T7" not in c.hand.codes() and "T9" not in c.hand.codes()
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_cups_run_backwards_is_taught_where_the_ace_is_given(launch, qtlog) -> None:
    """Newcomer #8's item 12: the step that has you give the Ace of Cups as worth nothing says
    then that Cups' numerals run backwards (the Ace their highest), not two steps later."""
    steps = load_lesson(GAME).steps
    jack = next(i for i, step in enumerate(steps) if step.text == "cannot_beat_jack")
    assert steps[jack].move == "play:CA"
    assert jack < next(i for i, step in enumerate(steps) if step.text == "cups_order")
    shell = launch(game=GAME)
    c = resume_at(shell, GAME, jack)
    words = visible(shell, "lessonText").property("text")
    assert "In Cups and Coins the numerals run backwards: your Ace is the highest" in words
    assert "CA" in [str(code) for code in lesson(c).property("marked")]
    assert not [r.message for r in qtlog.records if r.type in LOUD]
