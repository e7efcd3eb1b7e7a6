"""The bots' searches in a child process (issue 17 goal 2): same seed, same moves as in-process;
cancelled at once; a dead child leaves the table playing in-process with the same moves."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from cardavia_desktop import search_process
from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.search.budget import SearchAborted
from cardavia_desktop.search_process import RemoteBot, SearchProcessHolder


@pytest.fixture(scope="module")
def holder() -> Any:
    searches = SearchProcessHolder()
    yield searches
    searches.close()


def positions(game: str, count: int, seed: int = 5) -> list[tuple[int, dict[str, Any], list[str]]]:
    """(seat, observation, legal) of the first ``count`` decisions of a seeded easy match."""
    match = new_match(game, seed=seed)
    bots = [create_ai(game, "easy", seat) for seat in range(match.players)]
    out = []
    while not match.is_over and len(out) < count:
        seat = match.current_player
        observation, legal = match.observation(seat), match.legal_actions()
        out.append((seat, observation, legal))
        match.apply(bots[seat].choose(observation, legal))
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_the_child_chooses_and_ranks_as_the_bot_in_process(holder: Any, game: str) -> None:
    for level in ("normal", "hard"):
        remote = RemoteBot(holder, game, level, 1234)
        local = create_ai(game, level, 1234)
        for _seat, observation, legal in positions(game, 6):
            assert remote.choose(observation, list(legal)) == local.choose(observation, list(legal))
        _seat, observation, legal = positions(game, 3)[-1]
        assert remote.rank(observation, list(legal)) == [
            tuple(pair) for pair in local.rank(observation, list(legal))
        ]
    assert not holder.failed


def test_a_search_in_the_child_stops_when_the_table_closes() -> None:
    searches = SearchProcessHolder()
    bot = RemoteBot(searches, "minchiate", "hard", 7)
    _seat, observation, legal = next(
        p for p in positions("minchiate", 40) if p[2][0].startswith("play:") and len(p[2]) > 1
    )
    assert bot.choose(observation, list(legal)) in legal  # the child is up
    bot.abort = threading.Event()
    process = searches.get()
    assert process is not None
    threading.Timer(0.05, bot.abort.set).start()
    started = time.monotonic()
    with pytest.raises(SearchAborted):
        for _ in range(100):  # one decision may end before the flag: the next one stops
            bot.choose(observation, list(legal))
    assert time.monotonic() - started < 10
    assert process.closed and process._process.poll() is not None
    searches.close()


def test_a_dead_child_falls_back_to_the_same_bot_in_process() -> None:
    searches = SearchProcessHolder()
    bot = RemoteBot(searches, "scopa", "hard", 99)
    local = create_ai("scopa", "hard", 99)
    decisions = positions("scopa", 4)
    _seat, observation, legal = decisions[0]
    assert bot.choose(observation, list(legal)) == local.choose(observation, list(legal))
    process = searches.get()
    assert process is not None
    process._process.kill()
    process._process.wait(5)
    for _seat, observation, legal in decisions[1:]:
        assert bot.choose(observation, list(legal)) == local.choose(observation, list(legal))
    assert searches.failed
    searches.close()


def test_the_worker_uses_the_child_only_when_enabled(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardavia_desktop.controllers.worker import EngineWorker

    worker = EngineWorker()
    worker._game, worker._seed = "scopa", 3
    assert not isinstance(worker._new_bot("hard", 1), RemoteBot)
    monkeypatch.setattr(search_process, "ENABLED", True)
    remote = worker._new_bot("hard", 1)
    assert isinstance(remote, RemoteBot) and remote.abort is worker.abort_flag
    with_factory = EngineWorker(bot_factory=lambda game, level, seed: create_ai(game, level, seed))
    with_factory._game = "scopa"
    assert not isinstance(with_factory._new_bot("hard", 1), RemoteBot)


def test_a_cancelled_hint_restarts_its_process_and_ranks_as_in_process() -> None:
    from cardavia_desktop.controllers.hints import hint_payload

    searches = SearchProcessHolder()

    def factory(game: str, level: str, seed: int) -> RemoteBot:
        return RemoteBot(searches, game, level, seed)

    match = new_match("schnapsen", seed=4)
    while match.current_player != 0:
        seat = match.current_player
        match.apply(
            create_ai("schnapsen", "easy", seat).choose(
                match.observation(seat), match.legal_actions()
            )
        )
    cancel = threading.Event()
    cancel.set()  # played before the hint came: cancelled at once
    with pytest.raises(SearchAborted):
        hint_payload(match, 0, 11, cancel, bot_factory=factory)
    remote = hint_payload(match, 0, 11, threading.Event(), bot_factory=factory)
    assert remote == hint_payload(match, 0, 11, threading.Event())
    first = searches.get()
    stopping = threading.Event()
    threading.Timer(0.02, stopping.set).start()
    with pytest.raises(SearchAborted):
        for _ in range(200):
            hint_payload(match, 0, 11, stopping, bot_factory=factory)
    assert first is not None
    again = hint_payload(match, 0, 11, threading.Event(), bot_factory=factory)
    assert again == remote  # a stopped process (the flag came mid-search) is started again
    assert searches.get() is not first or not first.closed
    searches.close()


def test_a_stopped_process_is_started_again_for_the_next_call() -> None:
    searches = SearchProcessHolder()
    first = searches.get()
    assert first is not None
    first.close()
    second = searches.get()
    assert second is not None and second is not first and not second.closed
    bot = RemoteBot(searches, "lockbet", "hard", 3)
    _seat, observation, legal = positions("lockbet", 1)[0]
    assert bot.choose(observation, list(legal)) == create_ai("lockbet", "hard", 3).choose(
        observation, list(legal)
    )
    searches.close()


def _table_deal_and_hard(
    qtbot: Any, enabled: bool, monkeypatch: pytest.MonkeyPatch
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A Piedicavallo table at normal (three bots): a deal played with seeded moves, then
    "How would Hard have done?"; the deal's sheet and Hard's answer."""
    import random

    from tests.app.record_helpers import Table

    monkeypatch.setattr(search_process, "ENABLED", enabled)
    table = Table(qtbot, "piedicavallo", level="normal", seed=12)
    try:
        table.play_to_deal_end(random.Random(2))
        summary = dict(table.c.property("summary"))
        table.c.compareWithHard()
        qtbot.waitUntil(lambda: not table.c.property("hardBusy"), timeout=120_000)
        answer = dict(table.c.property("hardResult"))
        assert isinstance(table.c.worker()._bots[1], RemoteBot) is enabled
    finally:
        table.close()
    return summary, answer


def test_a_table_plays_the_same_deal_and_hard_replay_in_the_child(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_thread = _table_deal_and_hard(qtbot, False, monkeypatch)
    in_child = _table_deal_and_hard(qtbot, True, monkeypatch)
    assert not in_child[1].get("failed")
    assert in_child == in_thread


@pytest.mark.parametrize(("value", "enabled"), [(None, False), ("1", True), ("0", False)])
def test_the_flag_the_app_sets_turns_the_search_process_on(
    value: str | None, enabled: bool
) -> None:
    """``app._run`` sets CARDAVIA_SEARCH_PROCESS=1 unless it is set; the module reads it when
    a table's worker first imports it (after the first frame), and 0 keeps the bots in-process."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "CARDAVIA_SEARCH_PROCESS"}
    if value is not None:
        env["CARDAVIA_SEARCH_PROCESS"] = value
    out = subprocess.run(
        [sys.executable, "-c", "import cardavia_desktop.search_process as s; print(s.ENABLED)"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert out == str(enabled)
    from cardavia_desktop import app

    assert app.SEARCH_PROCESS_SETTING == "CARDAVIA_SEARCH_PROCESS"
