"""The deal summary explains the game points in words, from the deal_end event (rules 5.9)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem

from tests.gui.table_helpers import VIEWS, find_item

SUMMARY_QML = VIEWS / "games" / "schnapsen" / "DealSummary.qml"


def _deal_end(winner: int, game_points: int, reason: str, **extra: Any) -> dict[str, Any]:
    points = extra.pop("points", [70, 40] if winner == 0 else [40, 70])
    return {
        "type": "deal_end",
        "winner": winner,
        "game_points": game_points,
        "reason": reason,
        "points": points,
        "tricks": extra.pop("tricks", [3, 2]),
        "closed_by": extra.pop("closed_by", None),
        "match_points": [7 - game_points, 7] if winner == 0 else [7, 7 - game_points],
        "deal_number": 1,
        "close": extra.pop("close", {}),
    }


def _render(
    qapp, summary: dict[str, Any], match_over: bool = False, winner: int = -1, watched: bool = False
):
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    engine = QQmlEngine()
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(SUMMARY_QML)))
    item = component.createWithInitialProperties(
        {
            "summary": summary,
            "matchOver": match_over,
            "matchWinner": winner,
            "watched": watched,
            "width": 700,
            "height": 500,
        }
    )
    assert item is not None, component.errorString()
    texts = {
        name: find_item(item, name).property("text")
        for name in (
            "summaryTitle",
            "summaryGamePoints",
            "summaryExplanation",
            "summaryMatchYou",
            "summaryMatchAi",
        )
    }
    # The caller keeps the engine and the component: the item lives as long as its component.
    return (engine, component), item, texts


CASES = [
    # (scenario, deal_end, expected explanation)
    (
        "scenario 12: opponent at 33 → 1",
        _deal_end(0, 1, "reached_66"),
        "You reached 66 points with a trick. The AI had at least 33 points, so you score 1 game "
        "point.",
    ),
    (
        "scenario 12: opponent at 32 with a trick → 2",
        _deal_end(1, 2, "reached_66"),
        "The AI reached 66 points with a trick. You had fewer than 33 points, so the AI scores 2 "
        "game points.",
    ),
    (
        "scenario 12: opponent without a trick → 3",
        _deal_end(0, 3, "reached_66"),
        "You reached 66 points with a trick. The AI took no trick, so you score 3 game points.",
    ),
    (
        "scenario 6: 66 by marriage → 1",
        _deal_end(0, 1, "marriage_66"),
        "You reached 66 points by declaring a marriage. The AI had at least 33 points, "
        "so you score 1 game point.",
    ),
    (
        "scenario 9: successful close, snapshot 20 with a trick → 2",
        _deal_end(
            0,
            2,
            "closer_won",
            closed_by=0,
            close={"type": "close", "seat": 0, "opponent_points": 20, "opponent_had_trick": True},
        ),
        "You closed the stock and reached 66 points. When you closed, the AI had 20 point* "
        "(fewer than 33): 2 game points.",
    ),
    (
        "scenario 10: close before the first trick, closer wins → 3",
        _deal_end(
            1,
            3,
            "closer_won",
            closed_by=1,
            close={"type": "close", "seat": 1, "opponent_points": 0, "opponent_had_trick": False},
        ),
        "The AI closed the stock and reached 66 points. When the AI closed, you had no trick: "
        "3 game points.",
    ),
    (
        "scenario 11: failed close → 2",
        _deal_end(1, 2, "closer_failed", closed_by=0),
        "You closed the stock but did not reach 66 points: the closer loses. The closer lost, so "
        "the AI scores 2 game points.",
    ),
    (
        "scenario 10: failed close before the opponent's first trick → 3",
        _deal_end(0, 3, "closer_failed", closed_by=1),
        "The AI closed the stock but did not reach 66 points: the closer loses. You had no trick "
        "when the stock was closed, so you score 3 game points.",
    ),
    (
        "5.9: opponent reaches 66 after a close → 2",
        _deal_end(0, 2, "opponent_66_after_close", closed_by=1),
        "The AI closed the stock, but you reached 66 points first. The closer lost, so you score "
        "2 game points.",
    ),
    (
        "scenario 13: last trick, nobody at 66 → 1",
        _deal_end(1, 1, "last_trick", points=[64, 56]),
        "Nobody reached 66 points; the AI won the last trick. The last trick is worth 1 game point "
        "to the AI.",
    ),
]


@pytest.mark.parametrize(("scenario", "deal_end", "expected"), CASES, ids=[c[0] for c in CASES])
def test_summary_explains_who_won_why_and_the_game_points(qapp, scenario, deal_end, expected):
    """Each deal_end reason and game-point count is put into the right words."""
    engine, item, texts = _render(qapp, deal_end)
    # "*" stands for a plural ending ("point(s)" in the source text, "points" once translated).
    head, _, tail = expected.partition("*")
    text = texts["summaryExplanation"]
    assert text.startswith(head) and text.endswith(tail), (scenario, text)
    winner, gp = deal_end["winner"], deal_end["game_points"]
    assert texts["summaryTitle"] == ("You win the deal" if winner == 0 else "The AI wins the deal")
    who = "you" if winner == 0 else "the AI"
    assert texts["summaryGamePoints"] == f"Game points for {who}: +{gp}"
    assert texts["summaryMatchYou"] == str(deal_end["match_points"][0])
    assert texts["summaryMatchAi"] == str(deal_end["match_points"][1])
    assert find_item(item, "continueButton") is not None
    assert find_item(item, "newMatchButton") is None
    item.deleteLater()
    del engine


def test_scenario_15_match_end_names_the_winner_and_offers_a_new_match(qapp) -> None:
    """Scenario 15: at 2, a 3-point deal takes the count below 0: the match is won (shown as 0)."""
    summary = _deal_end(0, 3, "reached_66")
    summary["match_points"] = [-1, 5]
    engine, item, texts = _render(qapp, summary, match_over=True, winner=0)
    assert texts["summaryTitle"] == "You win the match!"
    assert texts["summaryMatchYou"] == "0", "the count is clamped at 0 for display"
    assert isinstance(find_item(item, "newMatchButton"), QQuickItem)
    assert find_item(item, "continueButton") is None
    item.deleteLater()
    del engine


REASONS = (
    "reached_66",
    "marriage_66",
    "closer_won",
    "closer_failed",
    "opponent_66_after_close",
    "last_trick",
)


@pytest.mark.parametrize("reason", REASONS)
def test_a_watched_deal_names_your_seat_as_hards_never_you(qapp, reason: str) -> None:
    """Watch (Hard plays your seat): every sentence of the sheet names your seat "Hard (your
    seat)" as the other sheets do (watched.js), never "you"; no match count to go."""
    you = re.compile(r"\b[Yy]ou\b")
    for winner in (0, 1):
        for gp in (1, 2, 3):
            close = {"type": "close", "seat": winner, "opponent_points": 20}
            summary = _deal_end(winner, gp, reason, closed_by=winner, close=close)
            keep, item, mine = _render(qapp, summary)
            item.deleteLater()
            keep, item, texts = _render(qapp, summary, watched=True)
            said = " ".join(
                texts[n] for n in ("summaryTitle", "summaryGamePoints", "summaryExplanation")
            )
            assert not you.search(said), (winner, gp, said)
            # where your own table says "you", the watched one names the seat
            yours = " ".join(mine[n] for n in ("summaryGamePoints", "summaryExplanation"))
            assert ("Hard (your seat)" in said) == bool(you.search(yours)), (said, yours)
            assert not find_item(item, "summaryMatchYou").isVisible()
            assert not find_item(item, "summaryMatchAi").isVisible()
            assert not find_item(item, "continueButton").isVisible()
            item.deleteLater()
            del keep
