""" "Why?" never names a card of the AI's hidden hand, through the controller: newcomer #12's
case. Scopa, Hard, deal #1110389184, the match's deal 2: the AI played the Queen of Clubs and
swept 2 of Clubs, 3 and 4 of Spades; Why? named its best other move "Play Jack of Clubs" and
said the move "keeps Jack of Clubs in hand", while that Jack was in its hidden hand (it played
it next). The Jack had been seen in deal 1: the view's summary of that deal showed it."""

from __future__ import annotations

from cardavia_desktop.controllers.worker import HUMAN
from cardavia_desktop.engine import new_match
from cardavia_desktop.saved_games import SavedGames
from tests.app.record_helpers import WAIT_MS, Table
from tests.app.test_why import ask, cards_in

SEED = 1110389184
MOVES = [
    "play:CJ:DJ",
    "play:C3",
    "play:C2",
    "play:SJ:C2,D6",
    "play:H7",
    "play:DQ:SQ",
    "play:CA",
    "play:S4:CA,C3",
    "play:H6:S6",
    "play:S7:H7",
    "play:H4",
    "play:SA",
    "play:DA:SA",
    "play:D4:H4",
    "play:SK",
    "play:C4",
    "play:C7",
    "play:H5",
    "play:CK:SK",
    "play:HA",
    "play:H2",
    "play:H3:HA,H2",
    "play:S2",
    "play:HQ:S2,C7",
    "play:D3",
    "play:S3:D3",
    "play:HK",
    "play:DK:HK",
    "play:D7",
    "play:D2",
    "play:D5:H5",
    "play:HJ",
    "play:C5",
    "play:CQ:C4,C5",
    "play:S5",
    "play:C6",
    "play:D2:H2",
    "play:CA:SA",
    "play:SJ",
    "play:C2",
    "play:HJ:SJ",
    "play:H3",
    "play:CK:HK",
    "play:DQ:HQ",
    "play:H7",
    "play:DK:H3,H7",
    "play:S4",
    "play:S3",
    "play:CQ:C2,S3,S4",
]
"""The newcomer's match (its saved moves) up to the AI's Queen of Clubs sweep."""


def test_the_newcomers_why_does_not_name_the_ai_hidden_jack(qtbot) -> None:
    match = new_match("scopa", SEED)
    for action in MOVES:
        match.apply(action)
    assert len(match.deal_starts) == 2 and match.actors[-1] == 1  # deal 2, the AI's move
    hidden = set(match.observation(1)["hand"])
    assert "CJ" in hidden  # the Jack it played next, unseen in this deal
    assert "CJ" in cards_in("scopa", match.observation(HUMAN)["last_deal"])  # seen in deal 1
    SavedGames().save(match)
    table = Table(qtbot, "scopa", level="hard")  # no seed: the saved match resumes
    c = table.c
    try:
        qtbot.waitUntil(lambda: c.property("moves") == len(MOVES), timeout=WAIT_MS)
        table.settle()
        assert c.property("whyAvailable")
        (move,) = ask(table)
        assert move["seat"] == 1
        assert not cards_in("scopa", move) & hidden, move
        assert move["rather"] is None or move["rather"]["other"] is None, move
    finally:
        table.close()
