"""Action notation, illegal input (precise codes, nothing changes), observations and saves."""

from __future__ import annotations

import json

import pytest

from cardavia_desktop.engine import IllegalAction, load_match, new_match
from cardavia_desktop.engine.match import reseal
from tests.engine.scopa.scopa_helpers import match_at, position


def _match():
    return match_at(
        position(
            hands=(["H7", "SK", "D2"], ["DA", "C2", "CQ"]),
            table=["S3", "H4", "CA", "D6"],
            stock=["S2", "S4", "S5", "S6", "S7", "SJ"],
        )
    )


def test_notation_capture_set_any_order_on_input_canonical_on_output() -> None:
    match = _match()
    assert "play:H7:S3,H4" in match.legal_actions()
    assert "play:H7:CA,D6" in match.legal_actions()
    events = match.apply("play:H7:H4,S3")
    assert match.history == ["play:H7:S3,H4"]
    assert events[1] == {
        "type": "capture",
        "seat": 0,
        "card": "H7",
        "cards": ["S3", "H4"],
        "sweep": False,
        "scopa": False,
        "final_play": False,
    }


def test_notation_every_move_has_exactly_one_string() -> None:
    match = _match()
    legal = match.legal_actions()
    assert len(legal) == len(set(legal))
    for action in legal:
        assert match.state.action_to_string(match.state.string_to_action(action)) == action


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ("", "bad_syntax"),
        ("take:H7", "bad_syntax"),
        ("play", "bad_syntax"),
        ("play:H7:S3:H4", "bad_syntax"),
        ("play:X9", "unknown_card"),
        ("play:H7:S3,ZZ", "unknown_card"),
        ("play:H7:", "unknown_card"),
        ("play:H7:S3,S3", "duplicate_card"),
        ("play:DA", "not_in_hand"),
        ("play:H7:S3,C4", "not_on_table"),
        ("play:H7:H7", "duplicate_card"),
        ("play:H7", "must_capture"),
        ("play:H7:S3,D6", "wrong_sum"),
        ("play:H7:S3", "wrong_sum"),
        ("play:D2:S3", "cannot_capture"),
        (42, "bad_syntax"),
    ],
)
def test_illegal_actions_raise_with_code_and_change_nothing(action, code) -> None:
    match = _match()
    before = (match.to_dict(), match.observation(0), match.observation(1), str(match.state))
    with pytest.raises(IllegalAction) as error:
        match.apply(action)
    assert error.value.code == code, str(error.value)
    assert str(error.value)
    assert (match.to_dict(), match.observation(0), match.observation(1), str(match.state)) == before


def test_illegal_single_match_priority_names_the_options() -> None:
    match = match_at(position(hands=(["C7"], ["DA"]), table=["D7", "S3", "H4"]))
    with pytest.raises(IllegalAction) as error:
        match.apply("play:C7:S3,H4")
    assert error.value.code == "single_match"
    assert error.value.params["options"] == [["D7"]]


def test_illegal_action_after_the_match_is_over() -> None:
    match = new_match("scopa", seed=3)
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    with pytest.raises(IllegalAction) as error:
        match.apply("play:D7")
    assert error.value.code == "match_over"


def test_observation_shows_own_hand_and_public_facts_only() -> None:
    match = _match()
    obs = match.observation(1)
    assert obs["hand"] == ["DA", "C2", "CQ"] and obs["opponent_hand_size"] == 3
    assert obs["table"] == ["S3", "H4", "CA", "D6"] and obs["stock_size"] == 6
    text = json.dumps(obs)
    for hidden in ("H7", "SK", "D2", "S2", "S4", "S5", "S6", "S7", "SJ"):
        assert f'"{hidden}"' not in text
    assert json.loads(text) == obs


def test_observation_fields_for_the_table_view() -> None:
    obs = new_match("scopa", seed=1).observation(0)
    for key in (
        "game",
        "seat",
        "players",
        "current_player",
        "phase",
        "deal_number",
        "dealer",
        "first_player",
        "round",
        "plays",
        "hand",
        "hand_sizes",
        "opponent_hand_size",
        "table",
        "stock_size",
        "piles",
        "scope",
        "last_capturer",
        "opening_table",
        "voided",
        "history",
        "tally",
        "match_points",
        "target",
        "deal_points",
        "last_deal",
        "winner",
    ):
        assert key in obs, key
    assert obs["target"] == 11 and obs["phase"] == "play" and obs["plays"] == 0


def test_history_and_tally_follow_the_play() -> None:
    match = match_at(
        position(
            hands=(["D7", "SK"], ["DA", "C2"]),
            table=["H3", "C4"],
            stock=["S2", "S4", "S5", "S6", "S7", "SJ"],
        )
    )
    match.apply("play:D7:H3,C4")
    obs = match.observation(1)
    assert obs["history"] == [{"seat": 0, "card": "D7", "captured": ["H3", "C4"], "scopa": True}]
    assert obs["tally"]["cards"] == [3, 0] and obs["tally"]["settebello"] == 0
    assert obs["tally"]["diamonds"] == [1, 0] and obs["tally"]["scope"] == [1, 0]


def test_save_and_load_round_trip_mid_match() -> None:
    match = new_match("scopa", seed=21, dealer=0)
    for _ in range(50):
        match.apply(match.legal_actions()[len(match.legal_actions()) // 2])
    again = load_match(json.loads(json.dumps(match.to_dict())))
    assert again == match
    assert again.observation(0) == match.observation(0)
    assert again.observation(1) == match.observation(1)


def test_corrupt_save_is_refused_with_the_failing_move() -> None:
    match = new_match("scopa", seed=21)
    match.apply(match.legal_actions()[0])
    data = match.to_dict()
    data["actions"].append("play:ZZ")
    with pytest.raises(IllegalAction) as error:
        load_match(reseal(data))
    assert error.value.code == "bad_save" and "move 2" in str(error.value)


def test_explicit_deck_must_list_every_card_once() -> None:
    with pytest.raises(IllegalAction):
        new_match("scopa", seed=1, deck=["D7"] * 40)


def test_same_seed_same_deals() -> None:
    a, b = new_match("scopa", seed=77), new_match("scopa", seed=77)
    assert a.observation(0) == b.observation(0) and a.observation(1) == b.observation(1)
