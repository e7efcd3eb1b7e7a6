"""What a lesson's step marks on the table (the kit's ``step_marks``): the step's own move is
always marked — its cards, or the button that performs it. (How steps are counted for the
player is the runner's: ``tests/engine/test_lessons.py``.)"""

from __future__ import annotations

from cardavia_desktop.controllers.worker.lesson import step_marks
from cardavia_desktop.engine.lesson import Step


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


def test_a_move_step_marks_the_button_of_its_very_move() -> None:
    """``@marry`` on the step of ``marry:EK``: the König's +40, not the Ober's."""
    step = Step("move", text="t", mark=("EK", "EO", "@marry", "@close"), move="marry:EK")
    assert step_marks(step, ["EK", "EO"]) == (["EK", "EO"], ["close", "marry:EK"])
