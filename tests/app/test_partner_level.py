"""Issue 19, item 4: in the four-seat games your partner's level is chosen apart from the
opponents'. The setting round-trips through the settings file and reaches the partner's bot:
the bot at seat 2 plays at the partner level, seats 1 and 3 at the opponents' level.

The worker runs on the test's thread here (no QThread), so its bots can be read at once.
"""

from __future__ import annotations

import json
from typing import Any

from cardavia_desktop import paths
from cardavia_desktop.controllers.settings_controller import AppSettings
from cardavia_desktop.controllers.worker import EngineWorker
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.settings import Settings, SettingsStore


class LevelBot:
    """A real bot of ``level`` that remembers its level and the seats it was asked to play."""

    def __init__(self, game: str, level: str, seed: int) -> None:
        self.level = level
        self.bot = create_ai(game, level, seed)
        self.seats: set[int] = set()

    def choose(self, observation: dict[str, Any], legal: list[str]) -> str:
        self.seats.add(int(observation.get("seat", observation.get("player", -1))))
        return self.bot.choose(observation, legal)


def _levels(worker: EngineWorker) -> dict[int, str]:
    return {seat: bot.level for seat, bot in sorted(worker._bots.items())}


def test_partner_level_round_trips_through_the_settings_file(tmp_path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    assert Settings().partner_levels["minchiate"] == "normal"
    store.save(Settings(ai_levels={"minchiate": "easy"}, partner_levels={"minchiate": "hard"}))
    loaded = store.load()
    assert (
        loaded.settings.ai_levels["minchiate"],
        loaded.settings.partner_levels["minchiate"],
    ) == ("easy", "hard")
    store.path.write_text(json.dumps({"partner_level": "godlike"}), encoding="utf-8")
    loaded = store.load()
    assert loaded.settings.partner_levels["minchiate"] == "normal"
    assert loaded.reset == ["partner_level"]


def test_app_settings_partner_level_survives_a_restart(qapp) -> None:
    first = AppSettings()
    assert first.partnerLevels["piedicavallo"] == "normal"
    first.setGameLevel("piedicavallo", "easy")
    first.setPartnerLevel("piedicavallo", "hard")
    first.setPartnerLevel("piedicavallo", "impossible")  # ignored
    first.flush()
    data = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert (data["ai_levels"]["piedicavallo"], data["partner_levels"]["piedicavallo"]) == (
        "easy",
        "hard",
    )
    second = AppSettings()
    assert (second.gameLevels["piedicavallo"], second.partnerLevels["piedicavallo"]) == (
        "easy",
        "hard",
    )
    assert second.partnerLevels["minchiate"] == "normal"  # another game's is its own


def test_the_partner_seat_gets_its_own_level(qapp) -> None:
    for game in ("piedicavallo", "minchiate"):
        worker = EngineWorker(bot_factory=lambda g, level, seed: LevelBot(g, level, seed))
        worker.start(
            {"game": game, "seed": 5, "level": "easy", "partner_level": "hard", "delay_ms": 0}
        )
        assert _levels(worker) == {1: "easy", 2: "hard", 3: "easy"}, game
        worker.set_partner_level("normal")
        assert _levels(worker) == {1: "easy", 2: "normal", 3: "easy"}, game
        worker.set_level("hard")
        assert _levels(worker) == {1: "hard", 2: "normal", 3: "hard"}, game
        worker.set_partner_level("")  # no partner level: the partner plays as the opponents
        assert _levels(worker) == {1: "hard", 2: "hard", 3: "hard"}, game
        worker.stop()


def test_the_partner_bot_is_the_one_that_plays_seat_two(qapp, qtbot) -> None:
    worker = EngineWorker(bot_factory=lambda g, level, seed: LevelBot(g, level, seed))
    worker.start(
        {
            "game": "piedicavallo",
            "seed": 9,
            "level": "easy",
            "partner_level": "normal",
            "delay_ms": 0,
        }
    )
    partner = worker._bots[2]
    # every bot move of the first deal until the human is to act, then the human plays on
    for _ in range(200):
        match = worker._match
        if match.current_player == 0:
            if worker._held:
                worker.resume()
                continue
            legal = match.legal_actions()
            if not legal:
                break
            worker.act(legal[0])
        else:
            qtbot.wait(5)
        if partner.seats:
            break
    assert partner.level == "normal" and partner.seats, "the partner never played"
    worker.stop()


def test_two_seat_games_ignore_the_partner_level(qapp) -> None:
    worker = EngineWorker(bot_factory=lambda g, level, seed: LevelBot(g, level, seed))
    worker.start(
        {"game": "schnapsen", "seed": 5, "level": "easy", "partner_level": "hard", "delay_ms": 0}
    )
    assert _levels(worker) == {1: "easy"}
    worker.stop()


def test_the_page_bar_chooser_reaches_the_tables_controller(launch) -> None:
    shell = launch("piedicavallo")
    assert shell.find("partnerLevelChooser").property("visible")
    shell.click(shell.find("partnerLevel_hard"))
    assert shell.settings.partnerLevels["piedicavallo"] == "hard"
    controller = shell.find("tableLoader").property("item").property("controller")
    assert controller.property("partnerLevel") == "hard"
    assert controller.property("aiLevel") == shell.settings.gameLevels["piedicavallo"]
