"""The four-seat tables count the finished trick while it waits for your click (newcomer #26:
"Trick 4 of 15" beside the finished third trick), else the trick in play or to be led, yours
too while the last one still lies there (newcomer #27: "Trick 4 of 15" beside "Your turn:
lead a card")."""

from __future__ import annotations

from cardavia_desktop.controllers.tables.base import Step, shown_trick_number
from cardavia_desktop.controllers.tables.piedicavallo import PiedicavalloTable


def test_a_finished_trick_is_counted_while_it_waits_for_your_click() -> None:
    events = [{"type": "play"}, {"type": "trick", "number": 3}]
    assert shown_trick_number(Step({}, [], events, trick_held=True), 3, 15) == 3
    assert shown_trick_number(Step({}, ["play:T5"], events), 3, 15) == 4  # you lead the next
    assert shown_trick_number(Step({}, [], [{"type": "play"}]), 3, 15) == 4  # the next, led
    assert shown_trick_number(Step({}, []), 0, 15) == 1  # the first, about to be led
    assert shown_trick_number(Step({}, []), 15, 15) == 15  # never past the last


def test_piedicavallos_view_model_counts_the_shown_trick() -> None:
    table = PiedicavalloTable()
    played = [{"cards": [], "winner": 1, "points": 0}] * 3
    finished = [{"type": "trick", "number": 3}]
    table.update(Step({"tricks_played": played}, [], finished, trick_held=True))
    assert table.property("trickNumber") == 3
    table.update(Step({"tricks_played": played}, ["play:T5"], finished))
    assert table.property("trickNumber") == 4
    table.update(Step({"tricks_played": played, "trick": [{"seat": 1, "card": "T5"}]}, []))
    assert table.property("trickNumber") == 4
