"""The line of the AI's moves names the card that took your card (newcomer #18's #8: in
Schnapsen the AI took the trick, exchanged the trump Unter and led, and the line told only the
exchange and the lead). A whole deal played at the real table; at each of your turns after the
AI took a trick (your card led or followed), the line holds that trick with its taker's card,
and what followed it."""

from __future__ import annotations

from typing import Any

from tests.app.test_table_actions import js, open_table


def entries(shell: Any) -> list[dict[str, Any]]:
    return [dict(e) for e in js(shell.find("storyPanel").property("entries"))]


def to_the_sheet(shell: Any, game: Any) -> None:
    """Play your first legal move at each turn until the deal's sheet is wanted."""
    for _ in range(30):
        shell.qtbot.waitUntil(
            lambda: game.property("yourTurn") or game.property("summaryVisible"), timeout=20_000
        )
        if game.property("summaryVisible"):
            return
        moves = game.property("moves")
        game.act(game.property("legalActions")[0])
        shell.qtbot.waitUntil(lambda m=moves: game.property("moves") > m, timeout=10_000)
    raise AssertionError("no deal's end in 30 of your moves")


def test_the_ai_taking_your_card_is_told_with_its_card(launch) -> None:
    shell, game = open_table(launch, "schnapsen")
    told = 0
    for _ in range(20):
        shell.qtbot.waitUntil(
            lambda: game.property("yourTurn") or game.property("summaryVisible"), timeout=20_000
        )
        if game.property("summaryVisible"):
            break
        shell.qtbot.wait(50)
        lines = entries(shell)
        mine = max((i for i, e in enumerate(lines) if e["mine"] and e["type"] == "play"), default=0)
        since = lines[mine + 1 :]
        taken = [i for i, e in enumerate(since) if e["type"] == "trick"]
        if taken and since[taken[-1]]["text"].startswith("AI won"):
            trick = since[taken[-1]]["text"]
            played = [
                e["text"]
                for e in lines[: mine + 1 + taken[-1]]
                if e["text"].startswith("AI played ")
            ]
            card = played[-1].removeprefix("AI played ").removesuffix(".")
            line = str(shell.find("lastMoveText").property("text"))
            assert trick in line and trick.startswith(f"AI won the trick with {card} ("), line
            told += 1
        moves = game.property("moves")
        game.act(game.property("legalActions")[0])
        shell.qtbot.waitUntil(lambda m=moves: game.property("moves") > m, timeout=10_000)
    assert told >= 1


def test_behind_the_deal_sheet_the_status_line_names_no_turn(launch) -> None:
    """Newcomer #18's #9: "The AI is to play" behind the sheet, where the next deal is the AI's
    to lead (this numbered deal's is)."""
    shell, game = open_table(launch, "schnapsen")
    assert game.playDeal("20261204") == ""
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") == 20261204, timeout=10_000)
    shell.qtbot.wait(500)  # the new match's first step (the old one's turn is gone)
    to_the_sheet(shell, game)
    shell.qtbot.wait(200)
    assert game.property("summaryVisible") and game.property("currentPlayer") == 1
    assert shell.find("turnStatus").property("text") == ""


def test_a_deal_your_card_ended_keeps_its_last_trick_told(launch) -> None:
    """Newcomer #23: the card you played ended the deal (the AI took the trick and reached
    66), and the line of the last moves went blank before the sheet came: the trick your card
    finished and the deal's end are told, while the last trick lies on the table."""
    shell, game = open_table(launch, "schnapsen")  # deal 20261201: your card ends the deal
    to_the_sheet(shell, game)
    lines = entries(shell)
    assert lines[-1]["type"] == "deal_end" and lines[-1]["mine"]  # your move ended it
    shell.qtbot.waitUntil(lambda: shell.find("lastMoveText").isVisible(), timeout=5_000)
    line = str(shell.find("lastMoveText").property("text"))
    trick = next(e["text"] for e in reversed(lines) if e["type"] == "trick")
    assert trick in line and lines[-1]["text"] in line, line
