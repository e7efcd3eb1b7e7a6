"""The deal sheet's shared row, with the mouse: "How would Hard have done?" shows Hard's result
beside yours, "Replay these cards" plays the deal again (the table says it is a replay) and
"Back to your match" returns to the real sheet; nothing of it counts."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop.controllers.statistics import Statistics


def controller(shell: Any) -> Any:
    return shell.find("tableLoader").property("item").property("controller")


def settle(shell: Any, game: Any) -> None:
    names = ("yourTurn", "summaryVisible", "matchOver")
    for _ in range(2):
        shell.qtbot.waitUntil(
            lambda: any(game.property(n) for n in names) and not game.property("aiThinking"),
            timeout=30_000,
        )
        shell.qtbot.wait(60)


def play_to_sheet(shell: Any, game: Any, rng: random.Random) -> None:
    settle(shell, game)
    while not (game.property("summaryVisible") or game.property("matchOver")):
        moves = game.property("moves")
        game.act(rng.choice(list(game.property("legalActions"))))
        shell.qtbot.waitUntil(
            lambda moves=moves: game.property("moves") != moves or game.property("summaryVisible"),
            timeout=30_000,
        )
        settle(shell, game)


def visible_named(shell: Any, name: str) -> Any:
    """The visible item named ``name`` (once the sheet shows and takes clicks)."""
    shell.qtbot.waitUntil(
        lambda: any(item.isVisible() for item in shell.find_all(name)), timeout=10_000
    )
    shell.qtbot.waitUntil(
        lambda: not any(item.isVisible() for item in shell.find_all("sheetSettling")), timeout=5_000
    )
    return next(item for item in shell.find_all(name) if item.isVisible())


@pytest.mark.parametrize(
    ("game_id", "lang"), [("scopa", "en"), ("schnapsen", "ar"), ("lockbet", "en")]
)
def test_replay_and_hard_on_the_deal_sheet(launch, game_id: str, lang: str) -> None:
    shell = launch(game=game_id, lang=lang)
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    game = controller(shell)
    game.setProperty("aiDelayMs", 0)
    play_to_sheet(shell, game, random.Random(7))
    shell.qtbot.wait(700)  # the sheet takes clicks after it settled
    summary = dict(game.property("summary"))
    shell.qtbot.wait(200)  # a match that ended with this deal is counted now
    counted = Statistics().load()["games"]

    shell.click(visible_named(shell, "compareHardButton"))
    shell.qtbot.waitUntil(
        lambda: not game.property("hardBusy") and bool(game.property("hardResult")), timeout=60_000
    )
    line = visible_named(shell, "hardResultLine")
    assert not game.property("hardResult").get("failed")
    if lang == "en":
        assert "Hard in your seat" in line.property("text")
    folder = os.environ.get("CARDAVIA_SHOTS")
    if folder:
        shell.window.grabWindow().save(str(Path(folder) / f"sheet-{game_id}-{lang}.png"))

    shell.click(visible_named(shell, "replayDealButton"))
    shell.qtbot.waitUntil(lambda: game.property("practice"), timeout=10_000)
    if lang == "en":
        assert shell.find("dealNumberLabel").property("text").startswith("Replay")
    play_to_sheet(shell, game, random.Random(8))
    shell.qtbot.wait(700)
    assert game.property("practice")
    shell.click(visible_named(shell, "backToMatchButton"))
    shell.qtbot.waitUntil(
        lambda: not game.property("practice") and game.property("summaryVisible"), timeout=10_000
    )
    assert dict(game.property("summary")) == summary
    assert Statistics().load()["games"] == counted  # neither Hard nor the replay counted
