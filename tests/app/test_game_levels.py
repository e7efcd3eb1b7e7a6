"""Issue 33 item 7: the AI level belongs to each game. Chosen at one game's page it never
changes another game's level or its match under way, and the saved match records the level
it is played at."""

from __future__ import annotations

import json

from cardavia_desktop import saved_games
from cardavia_desktop.controllers.worker import EngineWorker

WAIT_MS = 15_000


def _open(shell, game: str):
    """Click the game's lobby tile; its table's controller once it runs."""
    shell.click(shell.find(f"game_{game}"))
    shell.qtbot.waitUntil(
        lambda: shell.has("tableLoader") and shell.find("tableLoader").property("item") is not None,
        timeout=WAIT_MS,
    )
    controller = shell.find("tableLoader").property("item").property("controller")
    shell.qtbot.waitUntil(lambda: controller.property("running"), timeout=WAIT_MS)
    return controller


def _back(shell) -> None:
    shell.click(shell.find("backToLobby"))
    shell.qtbot.waitUntil(
        lambda: shell.has("game_scopa") and shell.find("game_scopa").isVisible(), timeout=WAIT_MS
    )


def test_a_level_chosen_at_one_game_never_changes_another(launch) -> None:
    shell = launch()
    assert not shell.has("aiLevelChooser")  # the lobby has no level of its own
    minchiate = _open(shell, "minchiate")
    shell.click(shell.find("aiLevel_easy"))
    assert minchiate.property("aiLevel") == "easy"
    _back(shell)
    scopa = _open(shell, "scopa")
    assert scopa.property("aiLevel") == "normal"
    assert shell.find("aiLevel_normal").property("checked")
    shell.click(shell.find("aiLevel_hard"))
    assert scopa.property("aiLevel") == "hard"
    assert shell.settings.gameLevels["minchiate"] == "easy"  # the match under way's level
    _back(shell)
    minchiate = _open(shell, "minchiate")
    assert minchiate.property("aiLevel") == "easy"
    assert shell.find("aiLevel_easy").property("checked")
    assert shell.settings.gameLevels == {
        "scopa": "hard",
        "piedicavallo": "normal",
        "minchiate": "easy",
        "schnapsen": "normal",
        "lockbet": "normal",
    }


def test_the_saved_match_records_the_level_it_is_played_at(qapp) -> None:
    worker = EngineWorker()
    worker.start({"game": "scopa", "seed": 11, "level": "hard", "delay_ms": 0})
    path = saved_games.SavedGames().path("scopa")
    while worker._match.current_player != 0:
        worker._apply_bot_move()
    worker.act(worker._match.legal_actions()[0])
    assert json.loads(path.read_text())["status"]["level"] == "hard"
    worker.set_level("easy")
    while worker._match.current_player != 0:
        worker._apply_bot_move()
    worker.act(worker._match.legal_actions()[0])
    assert json.loads(path.read_text())["status"]["level"] == "easy"
    worker.stop()


def test_a_level_changed_during_a_match_says_it_plays_from_the_next_move(launch) -> None:
    """Newcomer #22: a level clicked in the middle of a match changed it silently. Before your
    first decision nothing is said; after it, the table says when the level plays and that
    the match now counts under Mixed; the partner's level says when it plays."""
    from tests.app.test_table_actions import decide_for_real, open_table

    shell, game = open_table(launch, "piedicavallo")
    table = shell.find("tableLoader").property("item")
    note = shell.find("notice")
    table.setProperty("notice", "")
    shell.click(shell.find("aiLevel_easy"))
    shell.qtbot.waitUntil(lambda: game.property("aiLevel") == "easy", timeout=WAIT_MS)
    shell.qtbot.wait(100)
    assert not game.property("atStake") and note.property("text") == ""
    decide_for_real(shell, game)
    shell.qtbot.waitUntil(lambda: game.property("atStake"), timeout=WAIT_MS)
    shell.click(shell.find("aiLevel_hard"))
    shell.qtbot.waitUntil(lambda: "Mixed" in note.property("text"), timeout=WAIT_MS)
    assert note.property("text") == (
        "The new level plays from the AI's next move. "
        "This match now counts under “Mixed” in your statistics."
    )
    shell.click(shell.find("partnerLevel_hard"))
    shell.qtbot.waitUntil(lambda: "partner" in note.property("text"), timeout=WAIT_MS)
    assert not note.property("isError")


def test_a_level_changed_in_a_resumed_match_is_told_too(launch) -> None:
    """Newcomer #23: back at a match opened again from the lobby, the level changed silently
    (the table suppressed notices of the step it reopened at)."""
    from tests.app.test_table_actions import decide_for_real, open_table

    shell, game = open_table(launch, "scopa")
    decide_for_real(shell, game)
    shell.qtbot.waitUntil(lambda: game.property("atStake"), timeout=WAIT_MS)
    _back(shell)
    game = _open(shell, "scopa")
    shell.qtbot.waitUntil(lambda: game.property("atStake"), timeout=WAIT_MS)
    assert game.property("stepReopened")
    shell.click(shell.find("aiLevel_hard"))
    note = shell.find("notice")
    shell.qtbot.waitUntil(lambda: "Mixed" in note.property("text"), timeout=WAIT_MS)
