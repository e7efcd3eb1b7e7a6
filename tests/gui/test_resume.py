"""Saved matches at the table: saved after every move on the worker thread, resumed when the
table opens again, bad saves set aside with a message, finished matches and New match replaced."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest

from cardavia_desktop import storage
from cardavia_desktop.controllers.game_controller import GameController
from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.saved_games import SavedGames
from tests.gui.table_helpers import WAIT_MS, TableDriver, load_table

HUMAN_TURN = ("yourTurn", "summaryVisible", "matchOver")


def saved() -> dict[str, Any]:
    """The Schnapsen save file's contents (empty while there is none)."""
    path = SavedGames().path("schnapsen")
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def saved_actions() -> list[str] | None:
    """The moves in the Schnapsen save file (None while there is none)."""
    return saved().get("actions")


def saved_seed() -> int | None:
    """The seed in the Schnapsen save file (None while there is none)."""
    return saved().get("seed")


class Table:
    """A GameController without QML (seed -1 unless given: the table resumes), and its reports."""

    def __init__(self, qtbot: Any, seed: int = -1) -> None:
        self.qtbot = qtbot
        self.c = GameController()
        self.steps = 0
        self.problems: list[tuple[str, str]] = []
        self.c.stepped.connect(self._count)
        self.c.savedMatchProblem.connect(lambda kind, detail: self.problems.append((kind, detail)))
        self.c.aiLevel = "easy"
        self.c.aiDelayMs = 0
        self.c.seed = seed
        self.c.gameId = "schnapsen"
        qtbot.waitUntil(lambda: self.c.property("running"), timeout=WAIT_MS)
        self.wait_for_human()

    def _count(self, _events: Any) -> None:
        self.steps += 1

    def wait_for_human(self) -> None:
        """Until the human may act, a deal summary shows, or the match is over."""
        self.qtbot.waitUntil(lambda: any(self.c.property(n) for n in HUMAN_TURN), timeout=WAIT_MS)

    def play_first_legal(self, moves: int) -> None:
        """Play ``moves`` human moves (the first legal action each time; summaries continued)."""
        done = 0
        while done < moves and not self.c.property("matchOver"):
            if self.c.property("summaryVisible"):
                self.c.continueDeal()
            else:
                before = self.steps
                self.c.act(self.c.property("legalActions")[0])
                self.qtbot.waitUntil(lambda before=before: self.steps > before, timeout=WAIT_MS)
                done += 1
            self.wait_for_human()

    def close(self) -> None:
        """Destroy the table as QML does: the worker stops."""
        thread = self.c.worker_thread()
        self.c.stop()
        self.qtbot.waitUntil(lambda: not thread.isRunning(), timeout=WAIT_MS)


@pytest.fixture
def tables(qtbot):
    """Open tables; every one is stopped at the end of the test."""
    opened: list[Table] = []

    def open_table(seed: int = -1) -> Table:
        table = Table(qtbot, seed)
        opened.append(table)
        return table

    yield open_table
    for table in opened:
        table.close()


@pytest.fixture
def views(qtbot):
    """``views.open()`` loads a Schnapsen Table.qml (seed -1); ``views.reopen(driver)`` unloads
    and reloads it. Every table is unloaded and its engine thread stopped after the test."""

    class Views:
        def __init__(self) -> None:
            self.drivers: list[TableDriver] = []
            self.threads: list[Any] = []

        def open(self) -> TableDriver:
            driver = load_table(qtbot, seed=-1)
            return self._track(driver)

        def reopen(self, driver: TableDriver) -> TableDriver:
            driver.host.setProperty("tableActive", False)
            qtbot.waitUntil(lambda: not any(t.isRunning() for t in self.threads), timeout=WAIT_MS)
            driver.host.setProperty("tableActive", True)
            reopened = TableDriver(qtbot, driver.view)
            qtbot.waitUntil(lambda: reopened.controller.property("running"), timeout=WAIT_MS)
            return self._track(reopened)

        def _track(self, driver: TableDriver) -> TableDriver:
            self.drivers.append(driver)
            self.threads.append(driver.controller.worker_thread())
            driver.wait_for_human()
            return driver

    made = Views()
    yield made
    for driver in made.drivers:
        driver.host.setProperty("tableActive", False)
    qtbot.waitUntil(lambda: not any(t.isRunning() for t in made.threads), timeout=WAIT_MS)
    for driver in made.drivers:
        driver.view.close()
        driver.view.deleteLater()


def reference_history(seed: int, human_moves: int) -> list[str]:
    """The same match played offline without interruption: the human plays the first legal
    action, the bot is the table's (easy, AI seed derived from the match seed); after the last
    human move the bot plays on until the human's turn or the end of the deal (the table waits
    there for Continue)."""
    match = new_match("schnapsen", seed=seed)
    bot = create_ai("schnapsen", "easy", derive_ai_seed(seed, 1))
    done = 0
    while not match.is_over and (done < human_moves or match.current_player != 0):
        if match.current_player == 0:
            events = match.apply(match.legal_actions()[0])
            done += 1
        else:
            events = match.apply(bot.choose(match.observation(1), match.legal_actions()))
        if done == human_moves and any(e["type"] == "deal_end" for e in events):
            break
    return match.history


# -- resume ---------------------------------------------------------------------------------


def test_reopened_schnapsen_table_shows_the_same_observation_and_history(views) -> None:
    """Played a few moves, destroyed (its Loader unloads it), reopened: the same match.

    The table resumes a saved new match of seed 1, so the moves (and the AI's) are the same on
    every run: no deal ends in them (a sheet left open: tests/gui/test_reopen_sheet.py).
    """
    SavedGames().save(new_match("schnapsen", seed=1))
    driver = views.open()
    assert driver.controller.property("matchSeed") == 1
    for _ in range(3):
        playable = [row["code"] for row in driver.controller.hand.rows() if row["playable"]]
        driver.click_and_wait(driver.item(f"card_{playable[0]}"))
        driver.wait_for_human()
    assert not driver.controller.property("summaryVisible")
    observation = driver.controller.property("observation")
    seed = driver.controller.property("matchSeed")
    hand = driver.controller.hand.codes()
    history = saved_actions()
    reopened = views.reopen(driver)
    assert len([a for a in history if a.startswith(("play:", "marry:"))]) >= 6
    assert reopened.controller is not driver.controller
    assert reopened.controller.property("matchSeed") == seed
    assert reopened.controller.property("observation") == observation
    assert reopened.controller.hand.codes() == hand
    assert saved_actions() == history


def test_resumed_match_continues_as_if_never_interrupted(tables) -> None:
    """Same seed, same AI choices: closing and reopening changes nothing in the moves."""
    first = tables()
    first.play_first_legal(3)
    seed = first.c.property("matchSeed")
    first.close()
    second = tables()
    assert second.c.property("matchSeed") == seed
    second.play_first_legal(4)
    second.close()
    assert saved_actions() == reference_history(seed, 7)


def test_match_is_saved_after_every_move(tables) -> None:
    table = tables()
    table.qtbot.waitUntil(lambda: saved_actions() is not None, timeout=WAIT_MS)
    before = saved_actions()  # the new match is saved at once
    table.play_first_legal(1)
    table.qtbot.waitUntil(lambda: len(saved_actions()) > len(before), timeout=WAIT_MS)
    assert saved_actions()[: len(before)] == before
    assert saved_seed() == table.c.property("matchSeed")


def test_saves_are_written_on_the_worker_thread(tables, monkeypatch) -> None:
    writers: list[int] = []
    real_save = SavedGames.save

    def spy(self: SavedGames, match: Any, status: Any = None) -> Any:
        writers.append(threading.get_ident())
        return real_save(self, match, status)

    monkeypatch.setattr(SavedGames, "save", spy)
    table = tables()
    table.play_first_legal(2)
    table.close()
    assert len(writers) >= 3  # the new match, then each move
    assert threading.get_ident() not in writers, "a save ran on the GUI thread"
    assert set(writers) <= table.c.worker().apply_threads


def test_finished_match_is_not_resumed(tables) -> None:
    """A saved match that is over gives way to a new one (which replaces the save)."""
    finished = new_match("schnapsen", seed=11)
    rng = random.Random(11)
    while not finished.is_over:
        finished.apply(rng.choice(finished.legal_actions()))
    SavedGames().save(finished)
    table = tables()
    assert not table.c.property("matchOver")
    assert table.c.property("observation")["match_points"] == [7, 7]
    table.qtbot.waitUntil(lambda: saved_actions() != finished.history, timeout=WAIT_MS)
    assert saved_seed() == table.c.property("matchSeed")
    assert not table.problems


def test_new_match_replaces_the_save(tables) -> None:
    table = tables()
    table.play_first_legal(2)
    old_seed = table.c.property("matchSeed")
    table.c.newMatch()
    table.qtbot.waitUntil(lambda: table.c.property("matchSeed") != old_seed, timeout=WAIT_MS)
    table.wait_for_human()
    table.qtbot.waitUntil(lambda: saved_seed() == table.c.property("matchSeed"), timeout=WAIT_MS)
    table.close()
    reopened = tables()
    assert reopened.c.property("matchSeed") == saved_seed() != old_seed


def test_a_table_with_a_fixed_seed_plays_that_match_not_the_save(tables) -> None:
    """A seed set on the table (tests, reproducible matches) is honoured; it replaces the save."""
    saved = new_match("schnapsen", seed=5)
    saved.apply(saved.legal_actions()[0])
    SavedGames().save(saved)
    table = tables(seed=9)
    assert table.c.property("matchSeed") == 9
    table.qtbot.waitUntil(lambda: saved_seed() == 9, timeout=WAIT_MS)


# -- bad saves ------------------------------------------------------------------------------


def _edited_move(path: Any) -> None:
    match = new_match("schnapsen", seed=3)
    for _ in range(4):
        match.apply(match.legal_actions()[-1])
    data = match.to_dict()
    data["actions"][1] = "play:HA" if data["actions"][1] != "play:HA" else "play:SA"
    path.write_text(json.dumps(data), encoding="utf-8")


BAD_SAVES = {
    "corrupt": lambda path: path.write_text('{"format": "cardavia-match/1", "ga', "utf-8"),
    "damaged (edited move)": _edited_move,
}


@pytest.mark.parametrize("spoil", list(BAD_SAVES.values()), ids=list(BAD_SAVES))
def test_bad_save_is_set_aside_with_a_message_and_a_new_match_starts(qtbot, views, spoil) -> None:
    path = SavedGames().path("schnapsen")
    path.parent.mkdir(parents=True)
    spoil(path)
    content = path.read_bytes()
    driver = views.open()
    kept = [p for p in path.parent.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    app_settings = driver.view.engine().singletonInstance("Cardavia", "AppSettings")
    qtbot.waitUntil(lambda: kept[0].name in app_settings.property("message"), timeout=WAIT_MS)
    assert "new match" in app_settings.property("message")
    assert not driver.controller.property("matchOver")
    assert driver.controller.hand.codes(), "the new match is dealt"
    qtbot.waitUntil(
        lambda: saved_seed() == driver.controller.property("matchSeed"), timeout=WAIT_MS
    )


def test_a_failing_save_is_told_once_and_play_goes_on(tables, monkeypatch) -> None:
    def full_disk(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "atomic_write_json", full_disk)
    table = tables()
    table.play_first_legal(3)
    table.qtbot.waitUntil(lambda: bool(table.problems), timeout=WAIT_MS)
    assert table.problems == [("unsaved", "No space left on device")]
    assert table.steps >= 4  # the match went on


def test_a_save_that_works_again_is_told_again_when_it_fails_again(tables, monkeypatch) -> None:
    """Told once per run of failures, not once per move, and not only once per table."""
    failing = {"now": True}
    real_write = storage.atomic_write_json

    def flaky(path: Any, data: Any) -> None:
        if failing["now"]:
            raise OSError(5, "Input/output error")
        real_write(path, data)

    monkeypatch.setattr(storage, "atomic_write_json", flaky)
    table = tables()
    table.play_first_legal(2)
    failing["now"] = False
    table.play_first_legal(1)
    failing["now"] = True
    table.play_first_legal(2)
    table.qtbot.waitUntil(lambda: len(table.problems) >= 2, timeout=WAIT_MS)
    table.qtbot.wait(100)
    assert table.problems == [("unsaved", "Input/output error")] * 2
