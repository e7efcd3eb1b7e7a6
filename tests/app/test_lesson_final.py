"""The lesson's final position agrees with its deal's sheet (newcomer #4's item 8): the table
behind the lesson's last words shows every tally of the deal's end as the sheet counts it
(Piedicavallo's 67 with the discard's 7, not 60; Minchiate's resti and difference; Schnapsen's
66; Scopa's match points; Lock & Bet's chips, the pot paid out), whether the lesson was played
through or resumed there. By the worker's own view of the lesson's last deal, and at the real
table by mouse; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest

from cardavia_desktop.controllers.worker.lesson import final_view, tallies
from cardavia_desktop.engine.lesson import LessonRunner, lesson_games, load_lesson
from tests.app.test_lesson_answers import resume_at
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, shot

HUMAN = 0


def lesson_end(game: str) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]], bool]:
    """The lesson's last move: the human's view before it, after it, its events, and whether
    it ended the match."""
    runner = LessonRunner(load_lesson(game))
    before: dict[str, Any] = {}
    events: list[dict[str, Any]] = []
    while not runner.finished:
        step = runner.step
        if step.move is not None:
            before = runner.match.observation(HUMAN)
        played = runner.play(step.move)["events"] if step.kind == "move" else runner.next()
        events = played or events
    return before, runner.match.observation(HUMAN), events, runner.match.is_over


@pytest.mark.parametrize("game", lesson_games())
def test_the_final_view_has_the_sheets_tallies(game: str) -> None:
    before, after, events, over = lesson_end(game)
    [end] = [event for event in events if event["type"] == "deal_end"]
    view = final_view(before, after, events, over)
    told = [key for key, value in end.items() if tallies(value) and key in view]
    assert told, "the final position shows some tally of the deal's end"
    for key in told:
        assert view[key] == end[key], (key, view[key], end[key])


def test_each_lessons_final_position_in_its_own_words() -> None:
    """What each table's score line shows, as each sheet says it."""
    views = {game: lesson_end(game) for game in lesson_games()}
    shown = {game: final_view(*parts) for game, parts in views.items()}
    ends = {
        game: next(e for e in parts[2] if e["type"] == "deal_end") for game, parts in views.items()
    }
    pied = ends["piedicavallo"]
    assert shown["piedicavallo"]["points"] == pied["points"] == [67, 47]  # the discard's 7
    assert pied["sources"][0]["discard"] == 7 and sum(pied["points"]) == 114  # "114 points"
    assert shown["piedicavallo"]["tricks_won"] == pied["tricks"]
    assert views["piedicavallo"][1]["points"] == [60, 47]  # what the table showed before
    minch = ends["minchiate"]
    assert shown["minchiate"]["resti"] == minch["resti"]
    assert shown["minchiate"]["difference"] == minch["difference"]
    assert sum(shown["minchiate"]["tricks_won"]) == 21 and shown["minchiate"]["trick"] == []
    assert shown["schnapsen"]["points"] == ends["schnapsen"]["points"]
    assert shown["schnapsen"]["points"][0] >= 66
    assert shown["scopa"]["match_points"] == ends["scopa"]["match_points"]
    # the last capture and the leftovers in the piles, as the sheet counts them (28 cards, 9
    # Diamonds), the table empty (newcomer #5: the final screen said 22 cards, 5 on the table)
    scopa = ends["scopa"]
    assert shown["scopa"]["table"] == [] and views["scopa"][0]["table"]
    assert [len(pile) for pile in shown["scopa"]["piles"]] == scopa["cards"]
    assert shown["scopa"]["tally"]["cards"] == scopa["cards"]
    assert shown["scopa"]["tally"]["diamonds"] == scopa["diamonds"]
    assert shown["scopa"]["tally"]["points"] == scopa["points"]
    assert shown["lockbet"]["stacks"] == ends["lockbet"]["stacks"]
    assert shown["lockbet"]["pot"] == 0 and sum(shown["lockbet"]["stacks"]) == 40
    # your card kept for the next deal, not the card that deal drew (the view of the deal
    # that ended, whose next deal is already dealt)
    before, after = views["lockbet"][0], views["lockbet"][1]
    assert shown["lockbet"]["hand"] == before["hand"] != after["hand"]


@pytest.mark.parametrize("resumed", [False, True])
def test_piedicavallos_final_position_counts_the_discard(launch, qtlog, resumed: bool) -> None:
    """Piedicavallo's last words ("Each team adds up its cards…"), reached from the finish by
    Next or resumed there: they read with the deal's end on the table (its sheet waits for
    their Next): the table's score line says 67 points and 9 tricks, as the sheet (the
    discard's 7 counted); their Next opens the sheet, which says so, and so does the table at the
    lesson's summary and after its last Next."""
    game = "piedicavallo"
    steps = load_lesson(game).steps
    last = next(i for i, step in enumerate(steps) if step.text == "points")  # then its summary
    shell = launch(game=game)
    if resumed:
        c = resume_at(shell, game, last, "next")
    else:
        finish = next(i for i, step in enumerate(steps) if step.text == "finish")
        c = resume_at(shell, game, finish, "next")
        shell.click(shell.find("lessonNext"))
        shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == last, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "next", timeout=WAIT_MS)
    shell.qtbot.wait(300)
    assert not c.property("summaryVisible")  # the words first, with the deal's end
    assert list(c.property("points")) == [67, 47]
    assert list(c.property("tricks")) == [9, 6]
    shell.click(shell.find("lessonNext"))  # past the words that told the end: its sheet
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
    assert list(c.property("summary")["points"]) == [67, 47]
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "next", timeout=WAIT_MS)
    shell.click(shell.find("lessonNext"))  # the lesson's summary: the table as the sheet counts
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == last + 1, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "next", timeout=WAIT_MS)
    shell.qtbot.wait(300)
    assert list(c.property("points")) == [67, 47]
    shell.click(shell.find("lessonNext"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "done", timeout=WAIT_MS)
    shell.qtbot.wait(300)
    shot(shell, f"lesson-final-piedicavallo-{'resumed' if resumed else 'played'}")
    assert list(c.property("points")) == [67, 47]
    assert list(c.property("tricks")) == [9, 6]
    assert not [r.message for r in qtlog.records if r.type in LOUD]
