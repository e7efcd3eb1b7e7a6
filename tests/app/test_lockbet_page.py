"""Lock & Bet in the real window (issue 33 item 10): the table's own New match button asks
first, as the header's does, when a match under way would be given up (and count as lost);
Cancel keeps the match. No QML warning is printed."""

from __future__ import annotations

LOUD = ("QtWarningMsg", "QtCriticalMsg", "QtFatalMsg")


def test_the_tables_new_match_button_asks_first_when_a_match_is_under_way(launch, qtlog) -> None:
    shell = launch(game="lockbet")
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    game = shell.find("tableLoader").property("item").property("controller")
    game.setProperty("aiDelayMs", 0)
    shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=20_000)
    button = shell.find("restartButton")
    assert button.property("text") == "New match: 20 chips each"
    game.act(next(iter(game.property("legalActions"))))  # a lock: something decided
    shell.qtbot.waitUntil(lambda: game.property("atStake"), timeout=20_000)
    seed = game.property("matchSeed")
    shell.click(button)
    box = shell.find("confirmNewMatch")
    shell.qtbot.waitUntil(lambda: box.property("visible"), timeout=5_000)
    assert shell.find("countsAsLoss").property("visible")
    assert game.property("matchSeed") == seed  # nothing given up yet
    shell.click(shell.find("confirmNewMatchButton"))
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") != seed, timeout=10_000)
    assert not box.property("visible")
    loud = [r.message for r in qtlog.records if r.type.name in LOUD]
    assert not loud, loud
