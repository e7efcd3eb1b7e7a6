"""Scopa's hint says each fact once and the same sweep line on every move that leaves cards
for the opponent (newcomer #12 item 10: "Takes nothing: the card stays on the table (the table
then adds up to 1). Leaves cards adding up to 1 on the table: …" said the sum three times; a
last card of a round, the stock still full, left 8 on the table with no sweep line), and
names the settebello whenever a move lays it or leaves it on the table (item 8). Real deals,
the hint asked with H, in English."""

from __future__ import annotations

import random
from typing import Any

from tests.app.test_hint_sentences import SENTENCE_END, hint_reasons
from tests.app.test_table_actions import open_table, wait_for_turn
from tests.app.test_why_gui import LOUD, WAIT_MS, shot
from tests.app.test_why_said_once import act

SWEEP_LINES = ("Leaves cards adding up to ", "Leaves the opponent no sweep.")


def to_your_turn(shell: Any, game: Any) -> None:
    shell.qtbot.waitUntil(
        lambda: any(game.property(p) for p in ("yourTurn", "summaryVisible", "matchOver")),
        timeout=WAIT_MS,
    )
    if game.property("matchOver"):
        game.newMatch()
        shell.qtbot.waitUntil(lambda: not game.property("matchOver"), timeout=WAIT_MS)
    if game.property("summaryVisible"):
        game.continueDeal()
        shell.qtbot.waitUntil(lambda: not game.property("summaryVisible"), timeout=WAIT_MS)
    wait_for_turn(shell, game)


def test_scopa_hints_say_each_fact_once_and_the_sweep_line_always(launch, qtlog) -> None:
    shell, game = open_table(launch, "scopa", "en")
    rng = random.Random(12)
    seen = {"sum_once": 0, "round_end": 0}
    for _ in range(70):
        to_your_turn(shell, game)
        legal = list(game.property("legalActions"))
        one_card = len({action.split(":")[1] for action in legal}) == 1  # a round's last
        for move, text in hint_reasons(shell, game):
            kinds = [f["fact"] for f in move["facts"]]
            said = [s for s in SENTENCE_END.split(text.strip()) if s]
            assert len(said) == len(set(said)), said
            assert not ("adds up to" in text and "Leaves cards adding up to" in text), text
            if "leaves_sweep" in kinds and "lays_card" in kinds:
                assert said[0] == "Takes nothing.", said
                seen["sum_once"] += 1
            if "last_play" not in kinds and "scopa" not in kinds:
                assert sum(s.startswith(SWEEP_LINES) for s in said) == 1, (kinds, said)
                if one_card and "lays_card" in kinds:
                    seen["round_end"] += 1
        if all(seen.values()):
            break
        act(shell, game, rng.choice(legal))
    assert all(seen.values()), seen
    shot(shell, "hint-scopa-once-en")
    assert [r.message for r in qtlog.records if r.type in LOUD] == []


SETTEBELLO_LEFT_DEAL = "27"  # your first turn: the 7 of Diamonds on the table, no card takes it


def test_a_hint_leaving_the_settebello_says_so(launch, qtlog) -> None:
    shell, game = open_table(launch, "scopa", "en")
    assert game.playDeal(SETTEBELLO_LEFT_DEAL) == ""
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") == 27, timeout=WAIT_MS)
    wait_for_turn(shell, game)
    rows = hint_reasons(shell, game)
    assert rows
    for move, text in rows:
        assert any(f["fact"] == "leaves_settebello" for f in move["facts"]), move
        assert (
            "Leaves the settebello, the 7 of Diamonds, a prize of 1 point, on the table, where"
            " the opponent could take it." in text
        ), text
        assert text.count("settebello") == 1, text
    shot(shell, "hint-scopa-settebello-left-en")
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
