"""Schnapsen bots: legal and reproducible choices, forced wins found, sensible heuristics."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.schnapsen.ai import BOTS
from cardavia_desktop.engine.games.schnapsen.model import EXACT, DealEvaluator, DealModel
from cardavia_desktop.engine.games.schnapsen.rules import MARRY, PACK
from cardavia_desktop.engine.search import AlphaBeta


def observation(
    seat: int,
    hand: list[str],
    tricks: list[tuple[int, str, str, int]],
    *,
    trump: str,
    indicator: str | None,
    stock_size: int,
    points: list[int],
    opponent_hand_size: int,
    lead: str | None = None,
    **extra: Any,
) -> dict:
    """A hand-made observation: ``tricks`` are (leader, led, followed, winner) in order."""
    played = [
        {
            "cards": [{"seat": leader, "card": led}, {"seat": 1 - leader, "card": follow}],
            "winner": winner,
            "points": 0,
        }
        for leader, led, follow, winner in tricks
    ]
    won = [sum(t[3] == s for t in tricks) for s in (0, 1)]
    obs = {
        "game": "schnapsen",
        "seat": seat,
        "players": 2,
        "current_player": seat,
        "deal_number": 1,
        "dealer": 0,
        "leader": seat if lead is None else 1 - seat,
        "phase": "open" if stock_size else "strict",
        "hand": hand,
        "opponent_hand_size": opponent_hand_size,
        "trump": trump,
        "indicator": indicator,
        "indicator_visible": indicator is not None,
        "stock_size": stock_size,
        "closed_by": None,
        "close_snapshot": None,
        "trick": [] if lead is None else [{"seat": 1 - seat, "card": lead}],
        "tricks_played": played,
        "points": points,
        "pending": [0, 0],
        "tricks": won,
        "marriages": [],
        "revealed": [],
        "shown": [],
        "exchanges": [],
        "match_points": [7, 7],
        "last_deal": None,
    }
    obs.update(extra)
    return obs


def endgame_model() -> DealModel:
    """Strict endgame, trumps S: leading the trump Ober to pull the trump Ace is the only win."""
    model = DealModel([PACK.mask(["SO", "EA", "LA"]), PACK.mask(["SA", "LO", "LU"])], (), 1, 0)
    model.points, model.tricks = [35, 44], [2, 2]
    return model


ENDGAME_TRICKS = [  # 14 cards already played, 7 tricks; no void shown by seat 1
    (0, "HA", "H10", 0),
    (0, "HK", "HO", 0),
    (1, "HU", "EU", 1),
    (0, "SK", "S10", 1),
    (1, "E10", "EK", 1),
    (1, "EO", "SU", 0),
    (0, "LK", "L10", 1),
]


def test_alphabeta_finds_forced_win_in_strict_endgame():
    """§5.7/§5.10: exact search sees that only SO wins (1 game point); EA and LA lose."""
    searcher = AlphaBeta(DealEvaluator(0))
    values = searcher.action_values(endgame_model(), EXACT)
    assert values == {PACK.index("SO"): 1.0, PACK.index("EA"): -1.0, PACK.index("LA"): -1.0}
    assert searcher.best_action(endgame_model(), EXACT) == (PACK.index("SO"), 1.0)


@pytest.mark.parametrize("level", ["hard"])
def test_search_bots_find_forced_win_in_exhausted_stock_endgame(level):
    """With the stock exhausted the deal is perfect information: the bot plays the win."""
    obs = observation(
        0,
        ["EA", "LA", "SO"],
        ENDGAME_TRICKS,
        trump="S",
        indicator=None,
        stock_size=0,
        points=[35, 44],
        opponent_hand_size=3,
    )
    assert (
        create_ai("schnapsen", level, seed=3).choose(obs, ["play:EA", "play:LA", "play:SO"])
        == "play:SO"
    )


MARRIAGE_TRICKS = [(1, "SA", "LK", 1), (1, "S10", "EA", 1), (1, "E10", "HU", 1), (1, "HK", "LA", 0)]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_declare_marriage_that_reaches_66(level):
    """§5.6/scenario 6: 48 points and tricks won, E marriage (20) ends the deal at 68."""
    obs = observation(
        1,
        ["EK", "EO", "H10", "HA", "LU"],
        MARRIAGE_TRICKS,
        trump="S",
        indicator="SU",
        stock_size=2,
        points=[15, 48],
        opponent_hand_size=5,
    )
    legal = [
        "play:EK",
        "play:EO",
        "play:H10",
        "play:HA",
        "play:LU",
        "marry:EK",
        "marry:EO",
        "close",
    ]
    assert create_ai("schnapsen", level, seed=1).choose(obs, legal) in ("marry:EK", "marry:EO")


def random_decision_point(seed: int, steps: int) -> tuple[Any, random.Random]:
    """A match after up to ``steps`` random legal actions (never past its end)."""
    match = new_match("schnapsen", seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    if match.is_over:
        match = new_match("schnapsen", seed=seed)
    return match, rng


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60), st.sampled_from(["normal", "hard"]))
def test_pimc_bots_return_a_legal_action_and_repeat_it(seed, steps, level):
    """PIMC never returns an illegal action; same observation + same seed -> same choice."""
    match, _ = random_decision_point(seed, steps)
    seat = match.current_player
    obs, legal = match.observation(seat), match.legal_actions()
    first = create_ai("schnapsen", level, seed=seed).choose(obs, legal)
    assert first in legal
    again = create_ai("schnapsen", level, seed=seed)
    assert again.choose(obs, legal) == first
    assert again.choose(obs, legal) == first


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["random", "easy"]))
def test_fast_bots_play_whole_matches_legally(seed, level):
    """random and easy pick legal actions all through a match (checked by Match.apply)."""
    match = new_match("schnapsen", seed=seed)
    bots = [create_ai("schnapsen", level, seed=seed + s) for s in (0, 1)]
    moves = 0
    while not match.is_over:
        seat = match.current_player
        legal = match.legal_actions()
        action = bots[seat].choose(match.observation(seat), legal)
        assert action in legal
        match.apply(action)
        moves += 1
    assert moves >= 10 and match.result["winner"] in (0, 1)


def test_normal_bot_plays_a_whole_match():
    """normal completes a match against easy with legal moves only."""
    match = new_match("schnapsen", seed=11)
    bots = [create_ai("schnapsen", "normal", seed=1), create_ai("schnapsen", "easy", seed=2)]
    while not match.is_over:
        seat = match.current_player
        legal = match.legal_actions()
        action = bots[seat].choose(match.observation(seat), legal)
        assert action in legal
        match.apply(action)
    assert match.result["winner"] in (0, 1)


def test_bot_levels_registered():
    """BOTS offers the baseline and the three levels of engine.ai.LEVELS."""
    assert set(BOTS) == {"random", "easy", "normal", "hard"}
    for level in BOTS:
        assert hasattr(create_ai("schnapsen", level, seed=0), "choose")


def test_random_bot_depends_on_seed_and_observation_only():
    """random is uniform-ish over legal actions and reproducible per (seed, observation)."""
    match = new_match("schnapsen", seed=4)
    obs, legal = match.observation(match.current_player), match.legal_actions()
    picks = {create_ai("schnapsen", "random", seed=s).choose(obs, legal) for s in range(60)}
    assert picks == set(legal)
    bot = create_ai("schnapsen", "random", seed=9)
    assert len({bot.choose(obs, legal) for _ in range(5)}) == 1


def test_rules_of_thumb_exchange_when_they_can():
    """§5.6: the rule-of-thumb bot (normal; easy slips now and then) always swaps the trump
    Unter for the indicator."""
    obs = observation(
        1,
        ["SU", "H10", "HA", "LU", "EO"],
        [],
        trump="S",
        indicator="SA",
        stock_size=10,
        points=[0, 0],
        opponent_hand_size=5,
    )
    assert (
        create_ai("schnapsen", "normal", seed=0).choose(
            obs, ["play:SU", "play:H10", "play:HA", "play:LU", "play:EO", "exchange", "close"]
        )
        == "exchange"
    )


def test_rules_of_thumb_take_a_led_ace_cheaply_and_do_not_close_blindly():
    """Open phase: a led H10 is taken with HA (same suit); with no reason to, the rule-of-thumb
    bot (normal) won't close."""
    obs = observation(
        0,
        ["HA", "SU", "LU", "EO", "EK"],
        [],
        trump="S",
        indicator="S10",
        stock_size=10,
        points=[0, 0],
        opponent_hand_size=4,
        lead="H10",
    )
    assert (
        create_ai("schnapsen", "normal", seed=0).choose(
            obs, ["play:HA", "play:SU", "play:LU", "play:EO", "play:EK"]
        )
        == "play:HA"
    )
    lead = observation(
        1,
        ["LU", "H10", "HA", "EO", "EU"],
        [],
        trump="S",
        indicator="SA",
        stock_size=10,
        points=[0, 0],
        opponent_hand_size=5,
    )
    legal = ["play:LU", "play:H10", "play:HA", "play:EO", "play:EU", "close"]
    choice = create_ai("schnapsen", "normal", seed=0).choose(lead, legal)
    assert choice != "close" and choice in ("play:LU", "play:EU")


def test_marry_action_ids_match_engine():
    """The bots' action ids are the engine's (MARRY offset)."""
    assert PACK.index("EK") + MARRY == new_match("schnapsen").state.string_to_action("marry:EK")


def test_search_bot_beats_random_over_duplicate_deals():
    """normal wins clearly more duplicate deals than random (seeded, so reproducible)."""
    from cardavia_desktop.engine.arena import run

    tally = run("schnapsen", ["normal", "random"], 12, seed=77, deals_only=True)
    assert tally.games == 24
    assert tally.wins[0] >= 17, f"normal won only {tally.wins[0]} of 24 deals against random"


def test_search_bot_stops_when_aborted_and_survives_observations_without_history():
    """A set abort flag still yields a legal action; an observation whose played cards are
    missing (no consistent world) falls back to the easy rules instead of failing."""
    import threading

    match = new_match("schnapsen", seed=21)
    obs, legal = match.observation(match.current_player), match.legal_actions()
    bot = create_ai("schnapsen", "hard", seed=1)
    bot.abort = threading.Event()
    bot.abort.set()
    assert bot.choose(obs, legal) in legal
    broken = dict(obs, opponent_hand_size=2)
    assert create_ai("schnapsen", "hard", seed=1).choose(broken, legal) in legal
