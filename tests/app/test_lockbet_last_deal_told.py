"""Lock & Bet's deal that ends the match is told like every other (newcomer #16 lost five
matches and never read why): the status column says who won the pot and with what, and the
match's sheet, which then covers the table, repeats it and names the two cards; the player
boxes say how the deal ended; the chips an all-in called for less gave back are said too. Real
window; no QML warning."""

from __future__ import annotations

import os
from pathlib import Path

from tests.app.test_lesson_gui import LOUD
from tests.app.test_next_deal_forgets_the_last import next_deal
from tests.app.test_table_actions import open_table


def test_the_match_ending_deal_says_who_won_the_pot(launch, qtlog) -> None:
    shell, game = open_table(launch, "lockbet")
    for _ in range(40):  # lock, then all of your chips in, until the match ends
        shell.qtbot.waitUntil(
            lambda: game.property("yourTurn") or game.property("summaryVisible"), timeout=20_000
        )
        if game.property("matchOver"):
            break
        if game.property("summaryVisible"):
            next_deal(shell, game)
            continue
        legal = list(game.property("legalActions"))
        allin = [a for a in legal if a == "allin" or a.startswith(("bet:", "raise:"))]
        moves = game.property("moves")
        game.act(allin[-1] if allin else "call" if "call" in legal else legal[0])
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
    assert game.property("matchOver")
    said = shell.find("turnStatus").property("text")
    assert "pot" in said, said  # "…: you win the pot of 40." or "…: it wins the pot of 40."
    # an all-in called for less: the chips given back are said (newcomer #39: the sheet said
    # "pot 6" where the table had shown 38)
    summary = game.property("summary")
    given = [(seat, amount) for seat, amount in enumerate(summary["refund"]) if amount]
    for seat, amount in given:  # (test_lockbet_plain_words.py: the words on fixed summaries)
        whose = "come back to you" if seat == 0 else "go back to the AI"
        assert f"{amount} unmatched chips {whose}." in said, said
    # The player boxes tell how the deal ended after the last move (newcomer #16: "AI · 21
    # chips · Bet 19, all-in").
    lines = [shell.find(n).property("lastAction") for n in ("yourBox", "aiBox")]
    winner, loser = lines[summary["winner"]], lines[1 - summary["winner"]]
    assert winner.endswith(f" · won {summary['pot']}"), lines
    folded = summary["reason"] == "fold"
    assert (loser == "Folded") if folded else loser.endswith(" · lost"), lines
    shell.qtbot.waitUntil(lambda: shell.find("matchResult").isVisible(), timeout=10_000)
    assert shell.find("matchResultLastDeal").property("text") == said
    # the sheet covers the two cards: it names them (newcomer #40)
    named = shell.find("matchResultCards").property("text")
    suits = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
    yours, ais = (suits[code[0]] for code in summary["locked"])
    assert named.startswith("Your card: ") and " The AI's card: " in named, named
    mine, theirs = named.split(" The AI's card: ")
    assert yours in mine and ais in theirs, (named, summary["locked"])
    folder = os.environ.get("CARDAVIA_SHOTS")
    if folder:
        shell.qtbot.wait(600)
        shell.window.grabWindow().save(str(Path(folder) / "lockbet-match-end.png"))
    assert not [r.message for r in qtlog.records if r.type in LOUD]
