"""The saved-match format of the Match API: integrity checks and refusals (no game logic)."""

from __future__ import annotations

import json

import pytest

from cardavia_desktop.engine import IllegalAction, load_match, new_match
from cardavia_desktop.engine.match import reseal


def _save(moves: int = 4) -> dict:
    match = new_match("schnapsen", seed=12)
    for _ in range(moves):
        match.apply(match.legal_actions()[-1])
    return json.loads(json.dumps(match.to_dict()))


def test_save_round_trips_through_json() -> None:
    data = _save()
    assert load_match(data).to_dict() == data


def test_edited_move_is_noticed_by_the_digest() -> None:
    data = _save()
    data["actions"][1], data["actions"][2] = data["actions"][2], data["actions"][1]
    with pytest.raises(IllegalAction, match="damaged") as error:
        load_match(data)
    assert error.value.code == "bad_save"


def test_resealed_illegal_move_is_refused_naming_the_move() -> None:
    data = _save(2)
    data["actions"].append("play:XX")
    with pytest.raises(IllegalAction, match="move 3") as error:
        load_match(reseal(data))
    assert error.value.code == "bad_save"


@pytest.mark.parametrize("junk", [None, [], "save", 7, {"format": "other"}])
def test_not_a_save_is_refused(junk: object) -> None:
    with pytest.raises(IllegalAction) as error:
        load_match(junk)
    assert error.value.code == "bad_save"


@pytest.mark.parametrize(
    ("field", "value"), [("seed", "7"), ("seed", 1.5), ("dealer", 5), ("deck", ["HA"] * 20)]
)
def test_bad_field_is_refused_as_a_bad_save(field: str, value: object) -> None:
    data = reseal({**_save(0), field: value})
    with pytest.raises(IllegalAction) as error:
        load_match(data)
    assert error.value.code == "bad_save"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"seed": "x"}, "bad_seed"),
        ({"seed": True}, "bad_seed"),
        ({"dealer": -1}, "bad_dealer"),
        ({"deck": "HA"}, "bad_deck"),
        ({"deck": [1] * 20}, "bad_deck"),
    ],
)
def test_new_match_refuses_bad_arguments(kwargs: dict, code: str) -> None:
    with pytest.raises(IllegalAction) as error:
        new_match("schnapsen", **kwargs)
    assert error.value.code == code


def test_unknown_game_is_refused() -> None:
    with pytest.raises(IllegalAction) as error:
        new_match("poker")
    assert error.value.code == "bad_game"
