"""What a lesson's step marks on the table (the kit's ``step_marks``) and how its steps are
counted for the player (``reading_count``): the step's own move is always marked — its cards,
or the button that performs it — and only notes and your moves are counted."""

from __future__ import annotations

from cardavia_desktop.controllers.worker.lesson import reading_count, step_marks
from cardavia_desktop.engine.lesson import Step, load_lesson


def test_a_card_play_marks_its_cards_and_no_button() -> None:
    step = Step("move", text="t", mark=("S3",), move="play:S3:H2,SA")
    assert step_marks(step, ["S3", "DK"]) == (["S3", "H2", "SA"], [])


def test_a_move_that_is_no_card_marks_its_button() -> None:
    marry = Step("move", text="t", mark=("EK", "EO"), move="marry:EK")
    assert step_marks(marry, ["EK", "EO", "HA"]) == (["EK", "EO"], ["marry:EK"])
    bet = Step("move", text="t", move="bet:1")
    assert step_marks(bet, ["C4.2"]) == ([], ["bet:1"])
    lock = Step("move", text="t", move="lock:S2.1")
    assert step_marks(lock, ["S2.1", "C4.2"]) == (["S2.1"], ["lock:S2.1"])


def test_a_note_marks_a_button_by_its_verb() -> None:
    note = Step("note", text="t", mark=("EK", "@marry"))
    assert step_marks(note, ["EK"]) == (["EK"], ["marry"])


def test_only_notes_and_your_moves_are_counted() -> None:
    steps = load_lesson("schnapsen").steps
    reading = [i for i, step in enumerate(steps) if step.kind != "ai"]
    total = len(reading)
    assert total < len(steps)
    assert reading_count(steps, 0) == (1, total)
    for number, index in enumerate(reading, 1):
        assert reading_count(steps, index) == (number, total)
    ai = next(i for i, step in enumerate(steps) if step.kind == "ai")
    assert reading_count(steps, ai) == (sum(1 for i in reading if i < ai) + 1, total)
    assert reading_count(steps, len(steps)) == (total, total)
