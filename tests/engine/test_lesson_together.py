"""Minchiate's lesson, the two-card discard judged as one move (newcomer #9 item 2: two
unmarked cards chosen and confirmed, the lesson discarded the first and left the second in the
hand, "card by card"). ``LessonRunner.play_together``: the marked pair, in either order, is the
lesson's move; any other pair is answered whole with nothing applied (each card's facts, both
sides' cards); an illegal pair is refused whole; the hand never changes by half."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine.lesson import HUMAN, LessonError, LessonRunner, load_lesson


def at_discard() -> LessonRunner:
    lesson = load_lesson("minchiate")
    at = next(i for i, step in enumerate(lesson.steps) if step.text == "discard")
    runner = LessonRunner(lesson)
    while runner.index < at:
        runner.next()
    assert runner.step.kind == "move" and runner.step.move == "discard:T7"
    return runner


@pytest.mark.parametrize("order", [["discard:T7", "discard:T9"], ["discard:T9", "discard:T7"]])
def test_the_marked_pair_in_either_order_is_the_lessons_move(order: list[str]) -> None:
    runner = at_discard()
    at = runner.index
    answer = runner.play_together(order)
    assert answer["outcome"] == "lesson_move", answer
    hand = runner.match.observation(HUMAN)["hand"]
    assert "T7" not in hand and "T9" not in hand
    assert runner.index == at + 2 and runner.detour is None
    assert answer["events"]


def test_another_pair_is_answered_whole_and_nothing_is_applied() -> None:
    runner = at_discard()
    at, history = runner.index, list(runner.match.history)
    hand = list(runner.match.observation(HUMAN)["hand"])
    answer = runner.play_together(["discard:B2", "discard:B3"])
    assert answer["outcome"] == "other_together", answer
    assert answer["cards"] == [["B2"], ["B3"]] and answer["expected_cards"] == [["T7"], ["T9"]]
    assert answer["moves"] == ["discard:B2", "discard:B3"]
    assert answer["expected"] == ["discard:T7", "discard:T9"]
    assert len(answer["facts"]) == 2 and len(answer["expected_facts"]) == 2
    assert "events" not in answer
    # nothing changed: the same step, hand and history, no move held to take back
    assert runner.index == at and runner.detour is None
    assert runner.match.history == history
    assert list(runner.match.observation(HUMAN)["hand"]) == hand
    assert runner.play_together(["discard:T9", "discard:T7"])["outcome"] == "lesson_move"


def test_a_pair_with_one_marked_card_is_answered_whole() -> None:
    runner = at_discard()
    answer = runner.play_together(["discard:T7", "discard:B2"])
    assert answer["outcome"] == "other_together", answer
    assert runner.detour is None and "T7" in runner.match.observation(HUMAN)["hand"]


def test_an_illegal_pair_is_refused_whole() -> None:
    runner = at_discard()
    hand = list(runner.match.observation(HUMAN)["hand"])
    answer = runner.play_together(["discard:B2", "discard:B2"])  # the same card twice
    assert answer["outcome"] == "illegal" and answer["code"], answer
    assert list(runner.match.observation(HUMAN)["hand"]) == hand and runner.detour is None


def test_a_pair_is_refused_where_the_step_waits_for_next() -> None:
    runner = LessonRunner(load_lesson("minchiate"))
    assert runner.step.kind == "note"
    with pytest.raises(LessonError):
        runner.play_together(["discard:B2", "discard:B3"])
