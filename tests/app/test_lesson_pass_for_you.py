"""Minchiate passes for you when declaring nothing is your only move (a zero-delay timer after
the step). Learn clicked just as such a step of your match came: the pass was sent after the
lesson began, and the lesson's declare step took it as your move ("Declare nothing more" rather
than the three trumps: Take back). Under load the suite met it (the declare box's test timed out
at the step). The lesson's start leaves nothing to send for the step of the match it set aside."""

from __future__ import annotations

from cardavia_desktop.controllers.tables.base import Step
from cardavia_desktop.engine.lesson import LessonRunner, load_lesson
from tests.app.record_helpers import WAIT_MS, Table
from tests.app.test_lesson_answers import step_of


def test_a_pass_for_you_on_its_way_does_not_go_to_the_lesson(qtbot) -> None:
    table = Table(qtbot, "minchiate")
    c = table.c
    declare = step_of("minchiate", "declare")
    runner = LessonRunner(load_lesson("minchiate"))
    while runner.index < declare:
        step = runner.step
        runner.play(step.move) if step.kind == "move" else runner.next()
    view = c.property("table")
    # your match's step that offers only the pass comes (its pass for you is on its way) ...
    view.update(Step({}, ["pass"]))
    c.startLesson(runner.progress())  # ... as Learn is clicked, before it is sent
    lesson = c.property("lesson")
    qtbot.waitUntil(
        lambda: lesson.property("stepIndex") == declare and lesson.property("waitsFor") != "ai",
        timeout=WAIT_MS,
    )
    qtbot.wait(300)  # the timer's moment, and the worker's answer to a pass
    assert lesson.property("waitsFor") == "move", lesson.property("answer")
    assert lesson.property("stepIndex") == declare
