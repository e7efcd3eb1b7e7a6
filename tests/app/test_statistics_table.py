"""The record as the table feeds it: a match counts when it ends, one given up by New match
counts as lost, a level change makes it mixed, and a replayed deal or "How would Hard have
done?" never counts (nor touches the real match or its save)."""

from __future__ import annotations

import random

from cardavia_desktop.controllers.statistics import Statistics, outcome
from cardavia_desktop.saved_games import SavedGames
from tests.app.record_helpers import Table


def test_a_finished_match_counts_once(qtbot) -> None:
    table = Table(qtbot, "lockbet", seed=21)
    try:
        table.play_to_match_end(random.Random(3))
        qtbot.waitUntil(lambda: bool(table.recorded), timeout=10_000)
        assert table.recorded == [("lockbet", "easy")]
        match = table.c.worker()._match
        bucket = Statistics().bucket("lockbet", "easy")
        assert bucket["played"] == 1
        assert bucket[outcome("lockbet", match.result)] == 1
        assert bucket["counts"]["chips_won"] == match.result["stacks"][0] - 20
        qtbot.wait(200)
        assert Statistics().bucket("lockbet", "easy")["played"] == 1  # not twice
    finally:
        table.close()


def test_new_match_after_a_decision_is_a_loss_and_a_level_change_mixed(qtbot) -> None:
    table = Table(qtbot, "schnapsen", seed=8)
    try:
        table.settle()
        assert not table.c.property("atStake")
        table.c.newMatch()  # nothing decided yet: not counted
        qtbot.waitUntil(lambda: table.c.property("matchSeed") == 9, timeout=10_000)
        table.step(random.Random(1))
        table.settle()
        assert table.c.property("atStake")
        table.c.aiLevel = "normal"
        table.c.newMatch()
        qtbot.waitUntil(lambda: bool(table.recorded), timeout=10_000)
        assert table.recorded == [("schnapsen", "mixed")]
        bucket = Statistics().bucket("schnapsen", "mixed")
        assert (bucket["played"], bucket["lost"], bucket["abandoned"]) == (1, 1, 1)
        assert Statistics().bucket("schnapsen", "easy")["played"] == 0
    finally:
        table.close()


def test_replay_and_hard_never_count(qtbot) -> None:
    table = Table(qtbot, "scopa", seed=5)
    try:
        table.play_to_deal_end(random.Random(4))
        assert table.c.property("summaryVisible")
        finished = dict(table.c.property("summary"))
        real = table.c.worker()._match.to_dict()
        save = SavedGames().path("scopa").read_bytes()

        table.c.compareWithHard()
        qtbot.waitUntil(lambda: not table.c.property("hardBusy"), timeout=60_000)
        answer = table.c.property("hardResult")
        assert not answer.get("failed")
        assert answer["deal"] == finished["deal_number"]
        assert answer["yours"] == [float(p) for p in finished["points"]]
        assert len(answer["hard"]) == 2

        table.c.replayDeal()
        qtbot.waitUntil(lambda: table.c.property("practice"), timeout=10_000)
        assert not table.c.property("summaryVisible")
        table.settle()
        table.play_to_deal_end(random.Random(9))
        assert table.c.property("practice")
        assert SavedGames().path("scopa").read_bytes() == save
        table.c.continueDeal()  # the replay's sheet: back to the real match's own
        qtbot.waitUntil(lambda: not table.c.property("practice"), timeout=10_000)
        qtbot.waitUntil(lambda: table.c.property("summaryVisible"), timeout=10_000)
        assert dict(table.c.property("summary"))["points"] == finished["points"]
        assert table.c.worker()._match.to_dict() == real
        assert table.recorded == []
        assert Statistics().load()["games"] == {}
    finally:
        table.close()
