"""Lock & Bet's Normal Why? (newcomer #12 item 5): the chosen move's line, its best other
move's line, each fact once, then ONE closing sentence, the rule the level keeps to (with the
engine's figures); the look-ahead's opinion, when told, is a note before it, never the end,
and only when it agrees with the move (newcomer #13 item 5).
No "rather than pay 1 to call for a pot of 4" after "pays 1 to call for a pot of 4", no
"That move puts in all its chips. That move bets 16 …" (an all-in alone may be told so).
Real deals at the table, asked with Y."""

from __future__ import annotations

import random

from tests.app.test_table_actions import open_table
from tests.app.test_why_gui import LOUD, WAIT_MS, shot, to_an_ai_move
from tests.app.test_why_said_once import act, ask, sentences

RULE = ("Its rule stakes ", "Its rule calls ", "Its rule folds ", "It bets only when ")
AHEAD = "Looking further ahead"


def test_normal_answers_close_with_its_rule(launch, qtlog) -> None:
    shell, game = open_table(launch, "lockbet", "en")
    assert game.property("aiLevel") == "normal"
    rng = random.Random(5)
    closed = set()
    for _ in range(40):
        shell.qtbot.waitUntil(
            lambda: any(game.property(p) for p in ("yourTurn", "summaryVisible", "matchOver")),
            timeout=WAIT_MS,
        )
        if game.property("matchOver"):  # a call of an all-in may end the match
            game.newMatch()
            shell.qtbot.waitUntil(lambda: not game.property("matchOver"), timeout=WAIT_MS)
        to_an_ai_move(shell, game, rng)
        rows, moves = ask(shell, game)
        for (question, reason, rather), move in zip(rows, moves, strict=True):
            said = sentences(reason, rather)
            assert len(said) == len(set(said)), said  # no sentence twice
            assert "rather than pay" not in reason + rather, (reason, rather)
            for who in ("This move", "That move"):  # an all-in is told with its bet, not beside it
                told = f"{who} puts in all its chips" in reason + rather
                assert not (told and f"{who} bets " in reason + rather), (reason, rather)
            assert "are won if its card wins and lost if it loses" not in rather, rather
            assert ", so it rates that chance" not in reason + rather, (reason, rather)
            contrast = move["rather"]
            if not contrast or not (contrast["reckoned"] or contrast["agrees"]):
                continue
            kinds = {f["fact"] for f in move["facts"]}
            if not kinds & {"bets_chance", "checks_even", "calls_price", "folds_price"}:
                continue
            # the chosen move's line tells the move; the comparison ends with its rule, once
            assert not reason.startswith(RULE), (question, reason)
            assert said[-1].startswith(RULE), (question, said)
            assert sum(s.startswith(RULE) for s in said) == 1, said
            if AHEAD in rather:  # a look-ahead that agrees, never one for the other move
                assert not said[-1].startswith(AHEAD), said
                assert said[-2].startswith(AHEAD), said
                assert f"{AHEAD} would favour" not in rather, rather
            closed.add(question.split(" ")[1])  # "AI raised to 14. Why?" → raised
        if len(closed) >= 3:
            break
        legal = [a for a in game.property("legalActions") if a != "fold"]
        act(shell, game, rng.choice(legal or list(game.property("legalActions"))))
    assert len(closed) >= 2, closed  # more than one kind of move closed by its rule
    shot(shell, "why-lockbet-closes-en")
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
