"""A match left at a deal's result sheet opens again at that sheet (newcomer #12, item 4): the
next deal, already dealt in the save, waits for a deliberate Next deal; no AI plays it and no
click meant for the sheet lands on it as a move. Every game's table resumes the same way."""

from __future__ import annotations

from typing import Any

import pytest

from cardavia_desktop.controllers.game_controller import GameController
from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.saved_games import SavedGames
from tests.gui.lockbet_gui import close_lockbet, load_lockbet
from tests.gui.table_helpers import WAIT_MS, TableDriver
from tests.gui.test_scopa_table import close_scopa, load_scopa


def saved_at_a_sheet(game: str, seed: int = 3) -> Any:
    """A match of ``game`` played (first legal action every time) until a move ends a deal
    but not the match, saved as the game's save: the player left at that deal's sheet
    (``None`` for a game whose match is one deal: Minchiate's)."""
    match = new_match(game, seed=seed)
    while not match.is_over:
        events = match.apply(match.legal_actions()[0])
        if any(e.get("type") == "deal_end" for e in events) and not match.is_over:
            SavedGames().save(match)
            return match
    return None


def saved_moves(game: str) -> int:
    """How many moves the game's save holds."""
    saved = SavedGames().load(game).match
    return len(saved.history) if saved is not None else -1


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_reopens_at_the_sheet_it_was_left_at(qtbot, game: str) -> None:
    """The shared resume path: the sheet of the finished deal, that deal's view, no AI move."""
    left = saved_at_a_sheet(game)
    if left is None:
        pytest.skip(f"a match of {game} is one deal: no sheet between deals")
    finished = left.rewound(len(left.history) - 1).observation(0).get("deal_number")
    table = GameTable(qtbot, game)
    try:
        qtbot.waitUntil(lambda: table.c.property("summaryVisible"), timeout=WAIT_MS)
        assert not table.c.property("yourTurn")
        assert table.c.property("legalActions") == []
        assert table.c.property("dealNumber") == finished
        qtbot.wait(300)  # an AI that led the next deal would have played by now (delay 0)
        assert saved_moves(game) == len(left.history)
        table.c.continueDeal()
        qtbot.waitUntil(lambda: not table.c.property("summaryVisible"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: table.c.property("dealNumber") != finished, timeout=WAIT_MS)
    finally:
        thread = table.c.worker_thread()
        table.c.stop()
        qtbot.waitUntil(lambda: not thread.isRunning(), timeout=WAIT_MS)


@pytest.mark.parametrize("game", ["scopa", "schnapsen", "lockbet"])
def test_a_sheet_you_closed_does_not_open_again_when_you_come_back(qtbot, game: str) -> None:
    """Newcomer #22: Next deal, then back to the lobby and Resume before anyone moved in the new
    deal, showed the finished deal's sheet again over its hand. The save remembers that you
    closed it: the table resumes at the new deal."""
    left = saved_at_a_sheet(game)
    finished = left.rewound(len(left.history) - 1).observation(0).get("deal_number")
    table = GameTable(qtbot, game)
    try:
        qtbot.waitUntil(lambda: table.c.property("summaryVisible"), timeout=WAIT_MS)
        table.c.continueDeal()
        qtbot.waitUntil(lambda: not table.c.property("summaryVisible"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: table.c.property("dealNumber") != finished, timeout=WAIT_MS)
        qtbot.wait(300)  # the save written after the sheet closed
    finally:
        thread = table.c.worker_thread()
        table.c.stop()
        qtbot.waitUntil(lambda: not thread.isRunning(), timeout=WAIT_MS)
    moves = saved_moves(game)
    assert moves >= len(left.history)
    again = GameTable(qtbot, game)
    try:
        qtbot.waitUntil(lambda: again.c.property("dealNumber") != 0, timeout=WAIT_MS)
        qtbot.wait(300)
        assert not again.c.property("summaryVisible")
        assert again.c.property("dealNumber") != finished
    finally:
        thread = again.c.worker_thread()
        again.c.stop()
        qtbot.waitUntil(lambda: not thread.isRunning(), timeout=WAIT_MS)


class GameTable:
    """A GameController of ``game`` without QML that resumes the game's save (seed -1)."""

    def __init__(self, qtbot: Any, game: str) -> None:
        self.c = GameController()
        self.c.aiLevel, self.c.aiDelayMs, self.c.seed = "easy", 0, -1
        self.c.gameId = game
        qtbot.waitUntil(lambda: self.c.property("running"), timeout=WAIT_MS)


def _reopened_by_mouse(driver: TableDriver, left: Any, next_name: str) -> None:
    """At the sheet: a click on a hand card is no move; a click on Next deal deals on."""
    qtbot = driver.qtbot
    qtbot.waitUntil(lambda: driver.controller.property("summaryVisible"), timeout=WAIT_MS)
    hand = driver.controller.hand.codes()
    if hand:
        driver.click(driver.item(f"card_{hand[0]}"))
        qtbot.wait(300)
    assert saved_moves(driver.controller.property("gameId")) == len(left.history)
    assert driver.controller.property("summaryVisible")
    driver.click(driver.item(next_name))
    qtbot.waitUntil(lambda: not driver.controller.property("summaryVisible"), timeout=WAIT_MS)
    driver.wait_for_human()
    assert int(driver.controller.property("dealNumber")) > int(
        left.rewound(len(left.history) - 1).observation(0).get("deal_number")
    )


def test_scopa_reopens_at_its_sheet_and_next_deal_deals_on(qtbot) -> None:
    """Scopa by mouse: the sheet is back, a click where a card lies is no move (newcomer #12
    put the 4 of Diamonds on the table with the click meant for Next deal)."""
    left = saved_at_a_sheet("scopa")
    driver = load_scopa(qtbot, seed=-1)
    try:
        _reopened_by_mouse(driver, left, "continueButton")
    finally:
        close_scopa(driver)


def test_lockbet_reopens_at_its_sheet_and_the_ai_has_not_locked(qtbot) -> None:
    """Lock & Bet by mouse: the sheet is back and the AI has not locked a card of the next
    deal before Next deal."""
    left = saved_at_a_sheet("lockbet")
    driver = load_lockbet(qtbot, seed=-1)
    try:
        _reopened_by_mouse(driver, left, "nextDealButton")
    finally:
        close_lockbet(driver)
