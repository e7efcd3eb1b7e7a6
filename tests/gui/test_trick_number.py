"""The four-seat tables count the trick they show (newcomer #26: "Trick 4 of 15" beside the
finished third trick, which waited for a click): one a step finished, while it stays on the
table; else the one in play or about to be led."""

from __future__ import annotations

from cardavia_desktop.controllers.tables.base import Step, shown_trick_number
from cardavia_desktop.controllers.tables.piedicavallo import PiedicavalloTable


def test_a_finished_trick_is_counted_until_the_next_lead() -> None:
    finished = Step({}, [], [{"type": "play"}, {"type": "trick", "number": 3}])
    assert shown_trick_number(finished, 3, 15) == 3
    assert shown_trick_number(Step({}, [], [{"type": "play"}]), 3, 15) == 4  # the next, led
    assert shown_trick_number(Step({}, []), 0, 15) == 1  # the first, about to be led
    assert shown_trick_number(Step({}, []), 15, 15) == 15  # never past the last


def test_piedicavallos_view_model_counts_the_shown_trick() -> None:
    table = PiedicavalloTable()
    played = [{"cards": [], "winner": 1, "points": 0}] * 3
    table.update(Step({"tricks_played": played}, [], [{"type": "trick", "number": 3}]))
    assert table.property("trickNumber") == 3
    table.update(Step({"tricks_played": played, "trick": [{"seat": 1, "card": "T5"}]}, []))
    assert table.property("trickNumber") == 4
