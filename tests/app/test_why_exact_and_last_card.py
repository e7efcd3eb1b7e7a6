""" "Why?" says what the AI did (newcomer #12 item 9), in the newcomer's own Scopa match (deal
#1110389184): with the stock empty, Hard calculates the rest of the deal exactly, and its
answer no longer says "Played out in many guesses at the hidden cards" (the AI's Jack of
Hearts, deal 1); a move with one card left in the hand says it was the only card to play (the
AI's Jack of Hearts taking the Jack of Spades, deal 2), asked with Y at the table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.why import only_card
from cardavia_desktop.saved_games import SavedGames
from tests.app.record_helpers import Table
from tests.app.test_table_actions import controller, press, wait_for_table, wait_for_turn
from tests.app.test_why import ask
from tests.app.test_why_gui import LOUD, WAIT_MS, answer_rows, shot
from tests.app.test_why_hidden_card_case import MOVES, SEED
from tests.gui.test_why_sentences import say  # noqa: F401  (the fixture)


def saved_after(moves: int) -> Any:
    """The newcomer's match after its first ``moves`` moves, saved as the app's own match."""
    match = new_match("scopa", SEED)
    for action in MOVES[:moves]:
        match.apply(action)
    SavedGames().save(match)
    return match


def test_hard_with_the_stock_empty_says_it_calculated_exactly(qtbot, say) -> None:  # noqa: F811
    match = saved_after(32)  # the AI just put the Jack of Hearts: the stock is empty
    assert match.history[-1] == "play:HJ" and match.observation(1)["stock_size"] == 0
    table = Table(qtbot, "scopa", level="hard")  # no seed: the saved match resumes
    try:
        qtbot.waitUntil(lambda: table.c.property("moves") == 32, timeout=WAIT_MS)
        table.settle()
        (move,) = ask(table)
    finally:
        table.close()
    assert move["rather"]["exact"] and move["rather"]["gap"] is not None, move
    text = say("scopa", "en", move["facts"], move["rather"])
    assert "many guesses" not in text and "on average" not in text, text
    assert "Every card left is known to it now: calculated exactly, this move" in text, text
    assert not move["only_card"]  # three cards in its hand then
    assert not only_card(match.rewound(31).observation(1), MOVES[31])


def test_the_last_card_in_hand_is_said_to_be_the_only_one(launch, qtlog) -> None:
    match = saved_after(41)  # the AI's Jack of Hearts took the Jack of Spades: its last card
    before = match.rewound(40).observation(1)
    assert before["hand"] == ["HJ"] and match.history[-1] == "play:HJ:SJ"
    shell = launch(game="scopa", lang="en")
    wait_for_table(shell)
    game = controller(shell)
    shell.qtbot.waitUntil(lambda: game.property("moves") == 41, timeout=WAIT_MS)
    wait_for_turn(shell, game)
    press(shell, Qt.Key.Key_Y)
    rows = answer_rows(shell)
    question, reason, rather = rows[-1]
    assert rather.startswith("It had only this card left to play."), (question, reason, rather)
    shot(shell, "why-scopa-last-card-en")
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
