"""§5.10 information: what an observation shows and hides; JSON form; the docs' field list."""

from __future__ import annotations

import json
import random

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.schnapsen.rules import PACK
from tests.engine.schnapsen.schnapsen_helpers import act, match_from, position

FIELDS = {
    "game",
    "seat",
    "players",
    "current_player",
    "deal_number",
    "dealer",
    "leader",
    "phase",
    "hand",
    "opponent_hand_size",
    "trump",
    "indicator",
    "indicator_visible",
    "stock_size",
    "closed_by",
    "close_snapshot",
    "trick",
    "tricks_played",
    "points",
    "pending",
    "tricks",
    "marriages",
    "revealed",
    "shown",
    "exchanges",
    "match_points",
    "last_deal",
    "strict_exchange",
}


def strings_in(value):
    """Every string anywhere in a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def test_observation_has_exactly_the_documented_fields_and_is_json():
    """docs/engine.md: the field list is stable; the dict survives a JSON round trip."""
    m = new_match("schnapsen", seed=3)
    for seat in (0, 1):
        obs = m.observation(seat)
        assert set(obs) == FIELDS
        assert json.loads(json.dumps(obs)) == obs
        assert obs["game"] == "schnapsen" and obs["seat"] == seat and obs["players"] == 2
        assert obs["match_points"] == [7, 7] and obs["last_deal"] is None
        assert obs["hand"] == sorted(obs["hand"], key=PACK.index)


def test_rule_5_10_hand_and_stock_order_are_hidden_from_the_other_seat():
    """§5.10: the opponent's unrevealed cards and the face-down stock never appear."""
    for seed in range(12):
        m = new_match("schnapsen", seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not m.is_over and steps < 120:
            state = m.state
            face_down = set(PACK.codes[c] for c in state.stock[state.stock_pos : -1])
            for seat in (0, 1):
                other = 1 - seat
                secret = set(PACK.codes_of(state.hands[other] & ~state.revealed[other]))
                seen = set(strings_in(m.observation(seat)))
                assert not seen & secret, f"seat {seat} sees {seen & secret}"
                assert not seen & face_down, "the stock order is hidden"
            m.apply(rng.choice(m.legal_actions()))
            steps += 1
        assert steps > 10


def test_rule_5_10_public_facts_are_in_both_observations():
    """§5.10: indicator, exchange, played cards, marriage, tricks, close, stock size are public."""
    state = position(
        "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=0 pts=13,10 tricks=1,1"
    )
    act(state, "exchange", "close", "marry:HK", "play:H10")
    for seat in (0, 1):
        obs = state.observation(seat)
        assert obs["exchanges"] == [{"seat": 0, "gave": "SU", "took": "SA"}]
        assert obs["indicator"] == "SU" and obs["indicator_visible"] is False
        assert obs["closed_by"] == 0 and obs["stock_size"] == 4
        assert obs["marriages"] == [{"seat": 0, "suit": "H", "points": 20}]
        assert obs["tricks_played"][-1] == {
            "cards": [{"seat": 0, "card": "HK"}, {"seat": 1, "card": "H10"}],
            "winner": 1,
            "points": 14,
        }
        assert obs["tricks"] == [1, 2] and obs["points"] == [33, 24]
    assert state.observation(1)["revealed"] == ["HO", "SA"]
    assert state.observation(0)["shown"] == ["HO", "SA"]
    assert state.observation(0)["revealed"] == []


def test_observation_trick_in_progress_and_current_player():
    """The led card shows in ``trick`` until the trick is complete."""
    state = position("h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=1")
    act(state, "play:H10")
    obs = state.observation(0)
    assert obs["trick"] == [{"seat": 1, "card": "H10"}] and obs["current_player"] == 0
    assert obs["opponent_hand_size"] == 4
    act(state, "play:HK")
    assert state.observation(0)["trick"] == []


def test_observation_last_deal_summarises_the_previous_deal():
    """``last_deal`` carries the previous deal's ``deal_end`` payload into the next deal."""
    m = match_from(
        ["SK", "SO", "SA", "S10", "HA"],
        ["H10", "HK", "E10", "EA", "LA"],
        "SU",
        ["HO", "HU", "EK", "EO", "EU", "L10", "LK", "LO", "LU"],
        1,
    )
    for action in ("close", "marry:SK", "play:EA", "play:SA"):
        m.apply(action)
    events = m.apply("play:LA")
    end = next(e for e in events if e["type"] == "deal_end")
    obs = m.observation(1)
    assert obs["last_deal"] == end and obs["deal_number"] == 2 and obs["dealer"] == 0
    assert obs["match_points"] == [4, 7] and obs["points"] == [0, 0]
    end["points"][0] = -1
    assert m.observation(1)["last_deal"]["points"][0] != -1, "events do not alias the state"
