"""Watch, through the controller, in each of the five games: the hard level plays your seat in a
fresh numbered match, paused and stepped move by move to the end of a deal, each move told with
the reasons ``engine.why`` gives from its own seat's observation; pause really stops the moves;
nothing of it is saved or counted, and your match comes back untouched."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardavia_desktop.controllers import statistics
from cardavia_desktop.controllers.worker import HUMAN
from cardavia_desktop.controllers.worker import watch as watch_part
from cardavia_desktop.engine.why import why_facts
from cardavia_desktop.saved_games import SavedGames
from tests.app.record_helpers import WAIT_MS, Table

GAMES = ["scopa", "schnapsen", "piedicavallo", "minchiate", "lockbet"]


def record_bytes() -> bytes:
    path = statistics.statistics_path()
    return path.read_bytes() if path.exists() else b""


def watched_reasons(c: Any, move: dict[str, Any]) -> list[dict[str, Any]]:
    """``why_facts`` for the watched ``move`` from its seat's own observation just before it
    (the engine's watched match, rewound to that move), with its level's own reason."""
    match = c.worker()._match
    seat = int(move["seat"])
    level = c.worker()._seat_level(seat)
    at = max(
        i
        for i, (actor, action) in enumerate(zip(match.actors, match.history, strict=True))
        if actor == seat and action == move["action"]
    )
    observation = match.rewound(at).observation(seat)
    return why_facts(c.property("gameId"), observation, move["action"], level)


def step_to_deal_end(table: Table, engine_reasons: bool = True) -> list[dict[str, Any]]:
    """Step the paused watch one move at a time until its deal ends; the moves it told (with
    the engine's reasons for each, unless a test gives its own)."""
    c, qtbot = table.c, table.qtbot
    told: list[dict[str, Any]] = []
    while not (c.property("summaryVisible") or c.property("matchOver")):
        moves = c.property("moves")
        c.watchStep()
        qtbot.waitUntil(
            lambda moves=moves: c.property("moves") != moves or c.property("summaryVisible"),
            timeout=WAIT_MS,
        )
        move = dict(c.property("watchMove"))
        assert move and move["action"]
        if engine_reasons:
            assert move["reasons"] == watched_reasons(c, move)
        assert not c.property("yourTurn") and not c.property("legalActions")
        told.append(move)
    return told


@pytest.mark.parametrize("game", GAMES)
def test_watch_a_whole_deal_by_steps_and_your_match_comes_back(qtbot, game: str) -> None:
    table = Table(qtbot, game, seed=11)
    c = table.c
    try:
        table.step(random.Random(2))  # a decision of yours: the match is at stake and saved
        table.settle()
        qtbot.wait(100)
        real = c.worker()._match.to_dict()
        save = SavedGames().path(game).read_bytes()
        record = record_bytes()
        seen = (dict(c.property("observation")), list(c.property("legalActions")))
        seed = c.property("matchSeed")

        c.startWatchingDeal(4321)
        qtbot.waitUntil(lambda: c.property("matchSeed") == 4321, timeout=WAIT_MS)
        assert c.property("watching") and not c.property("practice")
        c.toggleWatchPause()
        assert c.property("watchPaused")
        moves = c.property("moves")
        qtbot.wait(2500)  # longer than the normal pace: nothing comes while paused
        assert c.property("moves") == moves
        assert not c.property("aiThinking")  # a chosen move waits: nobody is thinking

        told = step_to_deal_end(table)
        assert any(move["seat"] == HUMAN for move in told)  # your seat played, by the bot
        assert {move["seat"] for move in told} == set(range(c.worker()._match.players))
        assert any(move["reasons"] for move in told)  # each checked in step_to_deal_end
        assert any(move["events"] for move in told)
        assert c.property("watching")
        qtbot.wait(200)
        assert SavedGames().path(game).read_bytes() == save  # never saved over
        assert record_bytes() == record  # never counted

        if c.property("matchOver"):  # a one-deal match: its sheet's New deal leads back
            assert not c.property("atStake")
            c.newMatchNextDealer()
        else:
            c.continueDeal()  # the watched deal's sheet: back to your match
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
        assert c.worker()._match.to_dict() == real
        assert (dict(c.property("observation")), list(c.property("legalActions"))) == seen
        assert c.property("matchSeed") == seed
        assert not c.property("summaryVisible") and not c.property("matchOver")
        qtbot.wait(200)
        assert SavedGames().path(game).read_bytes() == save
        assert record_bytes() == record
        assert table.recorded == []
        table.step(random.Random(3))  # and it plays on
    finally:
        table.close()


def test_watch_plays_by_itself_and_stops_when_asked(qtbot) -> None:
    table = Table(qtbot, "scopa", seed=3)
    c = table.c
    try:
        table.settle()
        c.watchSpeed = 2
        c.startWatching()
        qtbot.waitUntil(lambda: c.property("matchSeed") != 3, timeout=WAIT_MS)
        start = c.property("moves")
        qtbot.waitUntil(lambda: c.property("moves") >= start + 3, timeout=WAIT_MS)
        c.toggleWatchPause()
        qtbot.wait(600)  # a move already on its way may still come: then nothing
        moves = c.property("moves")
        qtbot.wait(1500)
        assert c.property("moves") == moves
        c.toggleWatchPause()  # play on
        qtbot.waitUntil(lambda: c.property("moves") > moves, timeout=WAIT_MS)
        c.stopWatching()
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
        assert c.worker()._match.seed == 3
        assert c.property("matchSeed") == 3
    finally:
        table.close()


def test_the_reasons_hook_sees_only_the_seat_that_moves(qtbot, monkeypatch) -> None:
    """The hook gets each watched move with its own seat's observation (never another's)."""
    asked: list[tuple[int, bool]] = []
    tables: list[Table] = []

    def reasons(
        game: str, seat: int, observation: dict[str, Any], action: str, level: str | None = None
    ) -> list[Any]:
        match = tables[0].c.worker()._match  # on the worker's thread, before the move
        own = observation == match.observation(seat)
        asked.append((seat, own and observation != match.observation(1 - seat)))
        return [{"kind": "test", "action": action}]

    monkeypatch.setattr(watch_part, "move_reasons", reasons)
    table = Table(qtbot, "schnapsen", seed=6)
    tables.append(table)
    c = table.c
    try:
        table.settle()
        c.startWatchingDeal(77)
        qtbot.waitUntil(lambda: c.property("matchSeed") == 77, timeout=WAIT_MS)
        c.toggleWatchPause()
        told = step_to_deal_end(table, engine_reasons=False)
        assert all(move["reasons"] == [{"kind": "test", "action": move["action"]}] for move in told)
        assert asked and {seat for seat, _ in asked} == {0, 1}
        assert all(own for _, own in asked)  # its own seat's view, not the other's
    finally:
        table.close()


def test_watching_from_a_deal_sheet_brings_that_sheet_back_as_it_was(qtbot) -> None:
    """Newcomer's play test: Lock & Bet, Watch started while your deal's sheet was open; after
    the watched deal's Next deal your table showed the watched deal's kept card."""
    table = Table(qtbot, "lockbet", seed=11)
    c = table.c
    try:
        table.play_to_deal_end(random.Random(5))
        qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
        qtbot.wait(200)
        seen = dict(c.property("observation"))
        shown = {name: c.table.property(name) for name in ("lockedCard", "locked", "chips")}
        hand = table.hand()
        rows = list(c.hand.codes())
        c.startWatchingDeal(4321)
        qtbot.waitUntil(lambda: c.property("matchSeed") == 4321, timeout=WAIT_MS)
        c.toggleWatchPause()
        step_to_deal_end(table)
        c.continueDeal()  # the watched deal's sheet: back to your match
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
        qtbot.wait(200)
        assert dict(c.property("observation")) == seen
        assert {name: c.table.property(name) for name in shown} == shown
        assert table.hand() == hand
        assert list(c.hand.codes()) == rows  # the cards the table shows
    finally:
        table.close()


def test_watch_from_a_replayed_deal_comes_back_to_the_replay(qtbot) -> None:
    """Newcomer #32: Watch pressed while replaying a finished Tarocchi deal (you the dealer, to
    discard) said "not allowed now" and then "the first move is coming" for ever. Now a fresh
    watched deal plays while the replay waits aside with your match; Stop watching brings the
    replay back where you left it (newcomer #34 had lost it), and leaving the replay your
    match's deal sheet."""
    table = Table(qtbot, "lockbet", seed=11)
    c = table.c
    try:
        table.play_to_deal_end(random.Random(5))
        qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
        seen = dict(c.property("observation"))
        c.replayDeal()
        qtbot.waitUntil(lambda: c.property("practice") and c.property("yourTurn"), timeout=WAIT_MS)
        table.step(random.Random(6))  # a move of yours in the replay
        table.settle()
        replayed = c.worker()._match.to_dict()
        c.startWatchingDeal(4321)
        qtbot.waitUntil(lambda: c.property("matchSeed") == 4321, timeout=WAIT_MS)
        assert c.property("watching") and not c.property("practice")
        moves = c.property("moves")
        qtbot.waitUntil(lambda: c.property("moves") != moves, timeout=WAIT_MS)  # it plays
        c.stopWatching()
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("practice"), timeout=WAIT_MS)
        assert c.worker()._match.to_dict() == replayed  # the replay, as you left it
        c.endPractice()
        qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
        assert not c.property("practice")
        assert dict(c.property("observation")) == seen
    finally:
        table.close()


def test_a_trick_that_waited_waits_again_after_watch(qtbot) -> None:
    """Newcomer #35: a finished Tarocchi trick waited for the player's click; after Watch and
    Stop watching it had been gathered and the next trick led and answered meanwhile. Now the
    trick is on the table again, waiting as it was, and nothing is played until you go on."""
    table = Table(qtbot, "piedicavallo", seed=5)
    c = table.c
    rng = random.Random(4)
    try:
        c.aiDelayMs = 20
        c.holdTricks = True
        while not (c.property("trickHeld") and c.property("currentPlayer") != HUMAN):
            qtbot.waitUntil(
                lambda: c.property("trickHeld") or c.property("yourTurn"), timeout=WAIT_MS
            )
            if c.property("trickHeld"):
                if c.property("currentPlayer") != HUMAN:
                    break
                c.continueTrick()
                qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
            moves = c.property("moves")
            c.act(rng.choice(list(c.property("legalActions"))))
            qtbot.waitUntil(lambda m=moves: c.property("moves") > m, timeout=WAIT_MS)
        trick, winner, moves = (
            list(c.property("trick")),
            c.property("trickWinner"),
            c.property("moves"),
        )
        assert len(trick) == 4
        c.startWatchingDeal(4321)
        qtbot.waitUntil(lambda: c.property("matchSeed") == 4321, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("moves") > 0, timeout=WAIT_MS)  # the watched deal plays
        c.stopWatching()
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("moves") == moves, timeout=WAIT_MS)
        qtbot.wait(300)  # the AI's delay is 20 ms: a move would have come
        assert c.property("trickHeld") and c.property("moves") == moves
        assert list(c.property("trick")) == trick and c.property("trickWinner") == winner
        c.continueTrick()
        qtbot.waitUntil(lambda: c.property("moves") > moves, timeout=WAIT_MS)  # and play goes on
    finally:
        table.close()


def test_a_watch_the_worker_refuses_leaves_no_table_waiting(qtbot) -> None:
    """Whatever the worker cannot watch (here a lesson at the table, asked past the lesson's
    own guard) it refuses, and tells the table again as it is: no watch is left waiting for a
    first move that never comes."""
    from cardavia_desktop.controllers.table_watch import TableWatch

    table = Table(qtbot, "scopa", seed=11)
    c = table.c
    refused: list[str] = []
    c.actionRejected.connect(lambda code, message: refused.append(code))
    try:
        table.settle()
        c.startLesson({})
        qtbot.waitUntil(lambda: c.property("lesson").property("active"), timeout=WAIT_MS)
        TableWatch.startWatchingDeal(c, 4321)  # the worker's own refusal, not the lesson's
        assert c.property("watching")  # the table cleared itself for it
        qtbot.waitUntil(lambda: "no_watch" in refused, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
        assert c.property("lesson").property("active")
    finally:
        table.close()
