"""The lesson's answers at the real table (newcomer #4's items 3 and 4): a move as good as the
lesson's is told so (never "unlike yours, it keeps the 5 of Coins"), one that only Hard's
reckoning tells apart says by how much; the moves played for you and the AI's captures between
steps are told in the overlay in the table's words. Real mouse; no QML warning."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine.lesson import LessonRunner, load_lesson
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    play_by_mouse,
    play_lesson_move,
    shot,
)
from tests.app.test_lesson_kit import at, start, step_on


def step_of(game: str, text: str) -> int:
    """The index of the move step of ``game``'s lesson with message ``text``."""
    steps = load_lesson(game).steps
    return next(i for i, step in enumerate(steps) if step.text == text and step.kind == "move")


def resume_at(shell: Any, game: str, index: int, waits: str = "move") -> Any:
    """Learn ``game`` resumed at step ``index`` (its saved progress, as a lesson left there)."""
    runner = LessonRunner(load_lesson(game))
    while runner.index < index:
        step = runner.step
        runner.play(step.move) if step.kind == "move" else runner.next()
    shell.settings.setLessonProgress(game, runner.progress())
    c = start(shell, game)
    shell.qtbot.waitUntil(at(c, index, waits), timeout=WAIT_MS)
    shell.qtbot.wait(300)
    return c


def test_a_move_as_good_as_the_lessons_is_told_so(launch, qtlog) -> None:
    """Piedicavallo's follow step asks for the 6 of Coins under the King; the 5 of Coins (by
    mouse) is as good: "Also a fine move", the lesson follows one line, take it back; no
    circular "unlike yours, it keeps" the card you did not play."""
    shell = launch(game="piedicavallo")
    c = start(shell, "piedicavallo")
    follow = step_of("piedicavallo", "follow")
    step_on(shell, c, at(c, follow, "move"))
    shell.qtbot.wait(200)
    play_by_mouse(shell, "play:D5")
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    answer = shell.find("lessonAnswer").property("text")
    shot(shell, "lesson-as-good")
    assert answer.startswith("Also a fine move. Yours: Play 5 of Coins"), answer
    assert "take your move back to follow along" in answer and "Unlike yours" not in answer
    assert "6 of Coins" in answer
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_move_only_hard_tells_apart_says_by_how_much(launch, qtlog) -> None:
    """Minchiate's Matto step leads the worthless 2 of Batons; the Ace of Cups reads alike but
    Hard finds it worse: the answer tells by how much, in resti, with no circular reason."""
    shell = launch(game="minchiate")
    c = resume_at(shell, "minchiate", step_of("minchiate", "matto"))
    play_by_mouse(shell, "play:CA")
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    answer = shell.find("lessonAnswer").property("text")
    gap = lesson(c).property("answer")["gap"]
    shot(shell, "lesson-hard-finds-better")
    assert f"finds the lesson's about {gap:.1f} resti better on average" in answer, answer
    assert "Unlike yours" not in answer
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_move_played_for_you_and_the_ais_trick_are_told(launch, qtlog) -> None:
    """Minchiate after the Fola note: the AI leads and follows, your lone Queen of Swords is
    played for you, the AI's 3 of Swords ends the trick. The trick waits for Next, and the
    overlay tells each card played (yours as played for you) and who won the trick."""
    shell = launch(game="minchiate")
    table = shell.find("tableLoader").property("item")
    steps = load_lesson("minchiate").steps
    fola = next(i for i, step in enumerate(steps) if step.text == "fola")
    forced = next(i for i, step in enumerate(steps) if i > fola and step.forced)
    assert steps[forced].move == "play:SQ"
    c = resume_at(shell, "minchiate", fola, "next")
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: bool(lesson(c).property("paused")), timeout=WAIT_MS)
    text = shell.find("lessonPlayed").property("text")
    shot(shell, "lesson-played-for-you")
    # newcomer #5 item 13: the card was your only one, and the lesson says so (once: newcomer
    # #26 read "Your only card, played for you: You played Queen of Swords.")
    assert f"The lesson played your only card, {table.cardName('SQ')}, for you." in text, text
    assert "You played" not in text, text
    for step in steps[fola + 1 : forced + 2]:
        assert table.cardName(step.move.partition(":")[2]) in text, (step.move, text)
    assert "won the trick" in text, text
    assert shell.find("lessonPlayed").isVisible()
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_pass_the_table_makes_for_you_keeps_your_moves_answer(launch, qtlog) -> None:
    """Minchiate's declaration by mouse: the table then passes for you (your only move), which
    the lesson takes as played for you: the answer to your declaration stays ("Well played"),
    never replaced by one to a move you did not make. Learn is chosen at once, whatever your
    match waits for (its own pass for you never passes the lesson's declarations away)."""
    shell = launch(game="minchiate")
    declare = step_of("minchiate", "declare")
    c = resume_at(shell, "minchiate", declare)
    c.setProperty("aiDelayMs", 1500)  # the AI's pass after yours waits: the answers are read
    yours = load_lesson("minchiate").steps[declare].move or ""
    play_lesson_move(shell, c, yours)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == declare + 2, timeout=WAIT_MS)
    played = lesson(c).property("played")
    # your declaration as you made it, then the pass made for you
    assert [(move["seat"], move["action"], move["only"], move["yours"]) for move in played] == [
        (0, yours, False, True),
        (0, "pass", True, False),
    ]
    ack = shell.find("lessonAck").property("text")
    assert ack == "Well played: that is the lesson's move."
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_minchiate_table_passes_for_you_only_while_pass_is_all(qtbot) -> None:
    """The Minchiate table passes for you when pass is your only move, a moment later: if a
    step offering declarations came meanwhile (a lesson's deal taking the table from your
    match), it passes nothing away (it did: the lesson's declare step met a wrong pass)."""
    from cardavia_desktop.controllers.tables.base import Step
    from cardavia_desktop.controllers.tables.minchiate import MinchiateTable

    runner = LessonRunner(load_lesson("minchiate"))
    declare = step_of("minchiate", "declare")
    while runner.index < declare:
        step = runner.step
        runner.play(step.move) if step.kind == "move" else runner.next()
    observation, legal = runner.match.observation(0), runner.match.legal_actions()
    assert "pass" in legal and len(legal) > 1
    table = MinchiateTable()
    sent: list[str] = []
    table.chosenAction.connect(sent.append)
    table.update(Step(observation, ["pass"]))
    qtbot.wait(50)
    assert sent == ["pass"]  # alone: passed for you
    table.update(Step(observation, ["pass"]))
    table.update(Step(observation, legal))  # the next step, before the pass went
    qtbot.wait(50)
    assert sent == ["pass"]
