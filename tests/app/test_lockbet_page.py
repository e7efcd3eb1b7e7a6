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


def test_the_tables_new_match_button_shows_only_at_a_matchs_first_deal(launch, qtlog) -> None:
    """Newcomer #8 item 20: "New match: 20 chips each" stayed beside your chips through deals
    2–6, read as a notice; from the second deal the page's header has New match alone."""
    shell = launch(game="lockbet")
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    game = shell.find("tableLoader").property("item").property("controller")
    game.setProperty("aiDelayMs", 0)
    shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=20_000)
    assert shell.find("restartButton").isVisible()
    for _ in range(40):  # your moves until the second deal
        shell.qtbot.waitUntil(
            lambda: game.property("yourTurn") or game.property("summaryVisible"), timeout=20_000
        )
        if game.property("dealNumber") >= 2 and game.property("yourTurn"):
            break
        if game.property("summaryVisible"):  # the deal's end: its Next deal, by the mouse
            button = shell.find("nextDealButton")
            shell.qtbot.waitUntil(lambda b=button: b.isVisible() and b.isEnabled(), timeout=20_000)
            shell.click(button)
            shell.qtbot.waitUntil(lambda: not game.property("summaryVisible"), timeout=20_000)
            continue
        moves = game.property("moves")
        legal = list(game.property("legalActions"))  # (a fold or check: the match goes on)
        game.act(next((m for m in ("check", "fold") if m in legal), legal[0]))
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=20_000)
    assert game.property("dealNumber") == 2
    assert not shell.find("restartButton").isVisible()
    assert shell.find("newMatchAction").isVisible()
    loud = [r.message for r in qtlog.records if r.type.name in LOUD]
    assert not loud, loud
