"""The board of a capturing game (controllers/tables/scopa.py) and the hand rows it shares: what the
table shows and offers comes only from the legal action strings; QML computes no rules."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtTest import QAbstractItemModelTester

from cardavia_desktop.controllers.hand_model import hand_rows
from cardavia_desktop.controllers.tables import Step
from cardavia_desktop.controllers.tables.scopa import (
    ScopaTable,
    TableModel,
    action_for,
    capture_options,
    play_parts,
    table_rows,
)
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa.state import ScopaState

FIXTURE_OK = [HealthCheck.function_scoped_fixture]
NO_MARRIAGES: dict[str, int] = {}


def obs_for(table: list[str]) -> dict:
    """A minimal Scopa observation for the board."""
    return {
        "table": table,
        "piles": [[], []],
        "scope": [0, 0],
        "history": [],
        "stock_size": 30,
        "opponent_hand_size": 3,
        "tally": {},
        "last_capturer": None,
    }


def test_play_parts_read_the_contract_notation() -> None:
    assert play_parts("play:H7:S3,H4") == ("H7", ["S3", "H4"])
    assert play_parts("play:C2") == ("C2", [])
    assert play_parts("exchange") is None and play_parts("marry:HK") is None


def test_scenario_3_choice_among_sums_offers_exactly_the_two_sets() -> None:
    """Spec 1.11 scenario 3: table {S3,H4,C2,D5}, H7 -> [{S3,H4}], [{C2,D5}]: both offered."""
    state = ScopaState.from_position(
        hands=(["H7", "SQ", "CA"], ["DK", "HK", "SK"]), table=["S3", "H4", "C2", "D5"], dealer=1
    )
    legal = [state.action_to_string(a) for a in state.legal_actions()]
    options = capture_options(legal, "H7")
    assert sorted(map(sorted, options)) == [["C2", "D5"], ["H4", "S3"]]
    assert "play:H7" not in legal, "H7 cannot be left on the table"
    rows = {row["code"]: row for row in hand_rows(["H7", "SQ", "CA"], legal, None, NO_MARRIAGES)}
    assert rows["H7"]["choices"] == 2 and rows["H7"]["action"] == ""
    assert rows["CA"]["choices"] == 1 and rows["CA"]["action"] == "play:CA"
    assert all(row["playable"] for row in rows.values())


def test_choosing_card_by_card_narrows_to_the_legal_set_and_plays_it(qapp) -> None:
    """Scenario 6 (H6 on {DA,S2,H3,C4}: [{S2,C4}], [{DA,S2,H3}]): S2 is in both, so it narrows;
    C4 then completes one set; a card in no set is never offered."""
    legal = ["play:H6:S2,C4", "play:H6:DA,S2,H3", "play:SQ:S2,H3,C4"]
    board = ScopaTable()
    sent: list[str] = []
    board.chosenAction.connect(sent.append)
    board.update(Step(obs_for(["DA", "S2", "H3", "C4"]), legal, [], held=False))
    board.select("H6")
    assert board.property("selectedCard") == "H6"
    flags = {row["code"]: row["selectable"] for row in board.property("table").rows()}
    assert flags == {"DA": True, "S2": True, "H3": True, "C4": True}
    board.click_card("S2", None, True)
    assert sent == [] and board.property("chosenCards") == ["S2"]
    assert len(board.property("captureOptions")) == 2
    board.click_card("C4", None, True)
    assert sent == ["play:H6:S2,C4"]
    assert board.property("selectedCard") == "" and board.property("captureOptions") == []


def test_a_card_outside_every_option_is_not_offered_and_changes_nothing(qapp) -> None:
    """Scenario 6 with a King added: H6 may take {S2,C4} or {DA,S2,H3}; CK is in neither, so
    it is not selectable and clicking it sends nothing."""
    legal = ["play:H6:S2,C4", "play:H6:DA,S2,H3", "play:SQ:S2,H3,C4"]
    board = ScopaTable()
    sent: list[str] = []
    board.chosenAction.connect(sent.append)
    board.update(Step(obs_for(["DA", "S2", "H3", "C4", "CK"]), legal, [], held=False))
    board.select("H6")
    rows = {row["code"]: row for row in board.property("table").rows()}
    assert not rows["CK"]["selectable"] and rows["DA"]["selectable"]
    board.click_card("CK", None, True)
    assert sent == [] and board.property("chosenCards") == []
    assert board.property("selectedCard") == "H6"
    board.click_card("DA", None, True)  # only {DA,S2,H3} holds DA: it is played at once
    assert sent == ["play:H6:DA,S2,H3"]


def test_choosing_a_whole_option_and_cancelling(qapp) -> None:
    """Scenario 2 (C7 on {D7,H7,S2}: [{D7}], [{H7}]): a chip takes its set; cancel takes none;
    selecting the same card again puts it back."""
    legal = ["play:C7:D7", "play:C7:H7", "play:HA"]
    board = ScopaTable()
    sent: list[str] = []
    board.chosenAction.connect(sent.append)
    board.update(Step(obs_for(["D7", "H7", "S2"]), legal, [], held=False))
    board.select("C7")
    assert sorted(map(tuple, board.property("captureOptions"))) == [("D7",), ("H7",)]
    board.cancelChoice()
    assert board.property("selectedCard") == "" and sent == []
    board.select("C7")
    board.select("C7")
    assert board.property("selectedCard") == ""
    board.select("C7")
    rows = hand_rows(["C7", "HA"], legal, None, NO_MARRIAGES, selected="C7")
    assert [row["selected"] for row in rows] == [True, False]
    index = [list(o) for o in board.property("captureOptions")].index(["H7"])
    board.chooseCapture(index)
    assert sent == ["play:C7:H7"]


def test_held_deal_end_keeps_the_finished_deal_in_view(qapp) -> None:
    """After the final play the next deal is already observed; the board shows the end of the
    finished one: empty table, piles and scope from deal_end, each scopa card kept."""
    board = ScopaTable()
    obs = obs_for(["S6"])
    obs["piles"] = [["D7"] * 20, ["SA"] * 18]
    obs["history"] = [{"seat": 1, "card": "HK", "captured": ["SK"], "scopa": True}]
    board.update(Step(obs, [], [], held=False))
    assert board.property("scopaCards") == [[], ["HK"]]
    events = [
        {"type": "play", "seat": 1, "card": "D6"},
        {
            "type": "capture",
            "seat": 1,
            "card": "D6",
            "cards": ["S6"],
            "sweep": True,
            "scopa": False,
            "final_play": True,
        },
        {
            "type": "deal_end",
            "cards": [20, 20],
            "scope": [0, 1],
            "diamonds": [5, 5],
            "last_capturer": 1,
            "settebello": 0,
            "points": [1, 1],
        },
        {"type": "deal", "deal_number": 2},
    ]
    board.update(Step(obs_for(["CA", "C2", "C3", "C4"]), [], events, held=True))
    assert board.property("table").codes() == []
    assert board.property("piles") == [20, 20] and board.property("scope") == [0, 1]
    assert board.property("scopaCards") == [[], ["HK"]], "a final sweep is no scopa"
    assert board.property("stockSize") == 0 and board.property("opponentHandSize") == 0
    assert board.property("lastPlay") == {"seat": 1, "card": "D6"}


@settings(max_examples=10, deadline=None, suppress_health_check=FIXTURE_OK)
@given(st.integers(0, 10_000))
def test_every_capture_choice_over_random_play_is_a_legal_action(qapp, seed) -> None:
    """Property: along random legal play, for every card and every option, choosing its cards
    one by one on the board sends exactly that legal action; the table model follows the
    table (Qt's model tester agrees) and offers only cards of open options."""
    rng = random.Random(seed)
    match = new_match("scopa", seed=seed)
    board = ScopaTable()
    tester = QAbstractItemModelTester(
        board.property("table"), QAbstractItemModelTester.FailureReportingMode.Fatal
    )
    sent: list[str] = []
    board.chosenAction.connect(sent.append)
    checked = 0
    events: list[dict] = []
    # The first deal, and on until a card with several captures has been met (a whole match
    # may pass without one: then another match is dealt).
    while match.observation(0)["deal_number"] == 1 or checked == 0:
        if match.is_over:
            seed += 10_001
            match, events = new_match("scopa", seed=seed), []
            continue
        legal = match.legal_actions()
        obs = match.observation(match.current_player)
        board.update(Step(obs, legal, events, held=False))
        assert board.property("table").codes() == obs["table"]
        for card in obs["hand"]:
            options = capture_options(legal, card)
            for option in options:
                if len(options) < 2:
                    break  # one move: the hand plays it directly, no choice is opened
                board.select(card)
                for code in rng.sample(option, len(option)):
                    rows = board.property("table").rows()
                    offered = {r["code"] for r in rows if r["selectable"]}
                    assert offered <= {c for o in options for c in o}
                    board.click_card(code, None, True)
                    if board.property("selectedCard") == "":
                        break
                assert sent[-1] == action_for(legal, card, option) and sent[-1] in legal
                checked += 1
        held = match.observation(0)["deal_number"]
        events = match.apply(rng.choice(legal))
        if match.observation(0)["deal_number"] != held:
            events = []  # a new deal: the board reads it afresh
    assert checked > 0
    del tester


def test_table_model_keeps_layout_order_and_reports_changes(qapp) -> None:
    model = TableModel()
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.update(table_rows(["D7", "S3", "H4"], [], []))
    model.update(table_rows(["S3", "H4", "CK"], [["S3", "H4"]], ["S3"]))
    assert model.codes() == ["S3", "H4", "CK"]
    assert [r["chosen"] for r in model.rows()] == [True, False, False]
    assert [r["selectable"] for r in model.rows()] == [False, True, False]
    model.update(table_rows(["CK", "S3"], [], []))  # a reordering resets cleanly
    assert model.codes() == ["CK", "S3"]
    del tester
