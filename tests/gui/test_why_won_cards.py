""" "Takes 1 Diamond" counted the played card (newcomer #12 item 9: the AI's Queen of Diamonds
taking the Queen of Spades took no Diamond from the table): Scopa's Diamonds and sevens of a
capture are told as won for the pile, the played card included, in the Why? answer and the
Hint alike (both word the facts with views/shell/moves.js)."""

from __future__ import annotations

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.why import why_facts
from tests.app.test_why_hidden_card_case import MOVES, SEED
from tests.gui.test_why_sentences import say  # noqa: F401  (the fixture)


def test_a_queen_of_diamonds_taking_a_queen_wins_a_diamond(say) -> None:  # noqa: F811
    match = new_match("scopa", SEED)
    for action in MOVES[:5]:
        match.apply(action)
    assert MOVES[5] == "play:DQ:SQ" and match.current_player == 1
    facts = why_facts("scopa", match.observation(1), MOVES[5])
    assert {"fact": "takes_diamonds", "count": 1} in facts
    text = say("scopa", "en", facts, None)
    assert "This move wins 1 Diamond." in text, text
    assert "takes 1 Diamond" not in text, text
    assert "wins 1 Diamond" in say("scopa", "en", [{"fact": "takes_diamonds", "count": 1}], None)
    assert "wins 2 sevens" in say("scopa", "en", [{"fact": "takes_sevens", "count": 2}], None)
