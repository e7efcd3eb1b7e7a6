"""The Scopa score sheet shows the prizes with the counts behind them, the scope, the deal's
points and the match total, from the engine's own deal_end payload (spec 1.7, 1.8, 1.11)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine

from cardavia_desktop.engine.games.scopa.rules import PACK, deal_score_payload
from tests.gui.table_helpers import VIEWS, find_item

SHEET_QML = VIEWS / "games" / "scopa" / "ScoreSheet.qml"
SUITS = "DHCS"


def deal_end(
    pile0: list[str],
    pile1: list[str],
    scope: tuple[int, int] = (0, 0),
    before: tuple[int, int] = (0, 0),
) -> dict[str, Any]:
    """A deal_end event as the engine builds it, from two piles (codes) and the scope."""
    payload = deal_score_payload([PACK.mask(pile0), PACK.mask(pile1)], list(scope))
    match_points = [before[0] + payload["points"][0], before[1] + payload["points"][1]]
    return {
        "type": "deal_end",
        "deal_number": 1,
        "dealer": 0,
        "last_capturer": 0,
        "match_points": match_points,
        "winner": None,
        "level_at_target": match_points[0] == match_points[1] >= 11,
        **payload,
    }


def render(qapp, summary: dict[str, Any], match_over: bool = False, winner: int = -1):
    """The sheet's texts by objectName (the engine and component are kept alive)."""
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    engine = QQmlEngine()
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(SHEET_QML)))
    item = component.createWithInitialProperties(
        {
            "summary": summary,
            "matchOver": match_over,
            "matchWinner": winner,
            "width": 760,
            "height": 560,
        }
    )
    assert item is not None, component.errorString()
    names = [
        "sheetTitle",
        "sheetNote",
        *(
            f"sheet{row}{col}"
            for row in ("Cards", "Diamonds", "Settebello", "Scope", "Deal", "Match")
            for col in ("You", "Ai")
        ),
        *(f"sheet{row}Point" for row in ("Cards", "Diamonds", "Settebello", "Primiera")),
    ]
    for side in ("You", "Ai"):
        names += [f"sheetPrimiera{side}_{suit}" for suit in SUITS]
        names.append(f"sheetPrimiera{side}_total")
    # Signed and "= n" figures are wrapped in a left-to-right isolate so they read the same in
    # right-to-left languages; the isolate marks are invisible, compare without them.
    texts = {name: find_item(item, name).property("text").strip("\u2066\u2069") for name in names}
    deal_points = find_item(item, "sheetDealYou").property("text")
    assert deal_points.startswith("\u2066+") and deal_points.endswith("\u2069"), deal_points
    return (engine, component, item), texts


def test_scenario_10_primiera_by_suit_and_total(qapp) -> None:
    """A: D7 H7 C6 SA = 76; B: D6 H5 C7 S7 = 75 -> A gets the primiera, each value shown."""
    _keep, t = render(qapp, deal_end(["D7", "H7", "C6", "SA"], ["D6", "H5", "C7", "S7"]))
    assert [t[f"sheetPrimieraYou_{s}"] for s in SUITS] == ["21", "21", "18", "16"]
    assert [t[f"sheetPrimieraAi_{s}"] for s in SUITS] == ["18", "15", "21", "21"]
    assert (t["sheetPrimieraYou_total"], t["sheetPrimieraAi_total"]) == ("= 76", "= 75")
    assert t["sheetPrimieraPoint"] == "You"


def test_scenario_11_a_missing_suit_means_no_primiera(qapp) -> None:
    """A: D7 H7 C7, no Spades; B: one card of every suit (51) -> B; the gap is shown."""
    _keep, t = render(qapp, deal_end(["D7", "H7", "C7"], ["D2", "H2", "C2", "SJ", "SQ"]))
    assert t["sheetPrimieraYou_total"] == "none" and t["sheetPrimieraYou_S"] == "–"
    assert t["sheetPrimieraAi_total"] == "= 46"
    assert t["sheetPrimieraPoint"] == "AI"
    _keep, t = render(qapp, deal_end(["D7", "H7"], ["C7", "S7"]))
    assert t["sheetPrimieraPoint"] == "Nobody", "neither has all four suits"


def test_scenario_12_ties_give_nobody_the_point_settebello_always_awarded(qapp) -> None:
    """Cards 20-20, Diamonds 5-5, primiera level -> Nobody; the settebello still scores."""
    everything = [
        f"{s}{r}" for r in ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K") for s in SUITS
    ]
    mine = [c for c in everything if (c[1] in "A357Q") != (c[0] in "HS")][:20]
    theirs = [c for c in everything if c not in mine]
    end = deal_end(mine, theirs)
    assert end["cards"] == [20, 20] and end["diamonds"] == [5, 5]
    _keep, t = render(qapp, end)
    assert (t["sheetCardsYou"], t["sheetCardsAi"], t["sheetCardsPoint"]) == ("20", "20", "Nobody")
    assert t["sheetDiamondsPoint"] == "Nobody"
    holder = "You" if "D7" in mine else "AI"
    assert t["sheetSettebelloPoint"] == holder
    assert t["sheetSettebelloYou" if holder == "You" else "sheetSettebelloAi"] == "✓"
    if end["primiera"][0]["total"] == end["primiera"][1]["total"]:
        assert t["sheetPrimieraPoint"] == "Nobody"


def test_scenario_13_deal_total_with_scope(qapp) -> None:
    """A: 22 cards, 6 Diamonds, D7, primiera 78 vs 72, 2 scope -> A 6; B: 1 scopa -> B 1."""
    theirs = [
        "C7",
        "S7",
        "D5",
        "H5",
        "D2",
        "D3",
        "D4",
        "H2",
        "H3",
        "H4",
        "CJ",
        "CQ",
        "CK",
        "SJ",
        "SQ",
        "SK",
        "C2",
        "S2",
    ]
    mine = [c for c in PACK.codes if c not in theirs]
    _keep, t = render(qapp, deal_end(mine, theirs, scope=(2, 1)))
    assert (t["sheetCardsYou"], t["sheetCardsAi"]) == ("22", "18")
    assert (t["sheetDiamondsYou"], t["sheetDiamondsAi"]) == ("6", "4")
    assert (t["sheetPrimieraYou_total"], t["sheetPrimieraAi_total"]) == ("= 78", "= 72")
    assert (t["sheetScopeYou"], t["sheetScopeAi"]) == ("2", "1")
    assert (t["sheetDealYou"], t["sheetDealAi"]) == ("+6", "+1")
    assert all(
        t[f"sheet{row}Point"] == "You" for row in ("Cards", "Diamonds", "Settebello", "Primiera")
    )


def test_scenario_14_match_total_level_at_eleven_plays_on_and_the_winner_is_named(qapp) -> None:
    """12-12 after a deal: another deal decides (the note says so); a won match is named."""
    end = deal_end(["D7", "H7"], ["C7", "S7"], scope=(1, 0), before=(9, 12))
    assert end["match_points"] == [12, 12]
    _keep, t = render(qapp, end)
    assert (t["sheetMatchYou"], t["sheetMatchAi"]) == ("12", "12")
    assert "another deal" in t["sheetNote"]
    won = deal_end(["D7", "H7"], ["C7", "S7"], before=(11, 10))
    assert won["match_points"] == [13, 10]  # settebello and Diamonds
    _keep, t = render(qapp, won, True, 0)
    assert t["sheetTitle"] == "You win the match!" and t["sheetMatchYou"] == "13"
    assert t["sheetNote"] == "" and not t["sheetNote"]


@pytest.mark.parametrize(
    ("leftovers", "taker", "said"),
    [
        (["C4", "H6"], 1, "2 cards left on the table went to the AI, the last to capture."),
        (["S3"], 0, "1 card left on the table went to you, the last to capture."),
        ([], 0, ""),
    ],
)
def test_the_sheet_says_who_took_the_cards_left_on_the_table(
    qapp, leftovers: list[str], taker: int, said: str
) -> None:
    """Newcomer #41 could not see why the cards came out level (the table's last cards had gone
    to the AI, the last to capture); and the Scope row's Point column was empty."""
    mine = PACK.codes[:20]
    summary = deal_end(mine, [c for c in PACK.codes if c not in mine])
    summary.update(leftovers=leftovers, last_capturer=taker)
    keep, _texts = render(qapp, summary)
    item = keep[2]
    note = find_item(item, "sheetLeftovers")
    assert note.isVisible() == bool(said)
    if said:  # (no translator here: English's plural is the source's "card(s)")
        assert (
            note.property("text").replace("card(s)", "cards" if len(leftovers) > 1 else "card")
            == said
        )
    assert find_item(item, "sheetScopePoint").property("text") == "1 point each"
