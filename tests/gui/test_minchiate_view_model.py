"""MinchiateTable's derivations, without QML: the grouped hand, the combinations and their
values (the engine's), the set-up's immediate scores and the score log's resto reasons, over
random legal play (property test)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.controllers.tables.minchiate import (
    GROUPS,
    declarable,
    group_sizes,
    hand_rows,
    log_entries,
    setup_summary,
)
from cardavia_desktop.engine import load_match, new_match


def test_spec_4_8_scenario_7_overlap_and_matto_bonus_values_listed() -> None:
    """Scenario 7: T1 T2 T3 T13 T28 T40 MATTO → 16 + 20 + 20 = 56, as the list shows them."""
    hand = ["T40", "T28", "T13", "T3", "T2", "T1", "MATTO", "S5", "B4"]
    legal = ["pass", "declare:T1,T2,T3", "declare:T1,T13,T28", "declare:T1,T40,MATTO"]
    combos = declarable(legal, hand)
    assert [(c["kind"], c["value"], c["mattoBonus"], c["points"]) for c in combos] == [
        ("sequence", 11, 5, 16),
        ("1_13_28", 15, 5, 20),
        ("1_40_matto", 20, 0, 20),
    ]
    assert sum(c["points"] for c in combos) == 56


def test_spec_4_8_scenario_6_combination_values() -> None:
    """Scenario 6: reference values of whole combinations (no Matto held)."""
    cases = {
        "T1,T2,T3,T4,T5": 17,
        "T33,T34,T35,T36": 25,
        ",".join(f"T{n}" for n in range(28, 41)): 90,
        "T10,T20,T30,T40": 25,
        "SK,BK,CK,DK": 20,
    }
    for cards, value in cases.items():
        hand = cards.split(",")
        assert declarable([f"declare:{cards}"], hand)[0]["points"] == value, cards


def test_hand_rows_group_trumps_matto_then_suits_and_mark_legal_cards() -> None:
    hand = ["T40", "T2", "MATTO", "SK", "S2", "CA", "D10"]
    rows = hand_rows(hand, ["play:S2", "play:MATTO"], [])
    assert [r["group"] for r in rows] == ["T", "T", "MATTO", "S", "S", "C", "D"]
    assert [r["code"] for r in rows if r["groupStart"]] == ["T40", "MATTO", "SK", "CA", "D10"]
    assert {r["code"] for r in rows if r["legal"]} == {"S2", "MATTO"}
    assert group_sizes(hand) == [
        {"group": "T", "count": 2},
        {"group": "MATTO", "count": 1},
        {"group": "S", "count": 2},
        {"group": "C", "count": 1},
        {"group": "D", "count": 1},
    ]


def test_spec_4_4_scenario_9_resto_entries_carry_the_score_that_caused_them() -> None:
    """Scenario 9: D = +55, NS capture T38 → 65 → a resto to NS, 5 left; the log says why."""
    log = [
        {"type": "score", "reason": "declaration", "team": 0, "points": 55, "difference": 55},
        {"type": "score", "reason": "capture", "team": 0, "points": 10, "difference": 65},
        {"type": "resto", "team": 0, "count": 1, "difference": 5, "resti": [1, 0]},
    ]
    entries = log_entries(log)
    assert entries[-1]["reason"] == "capture" and entries[-1]["before"] == 65
    assert [e["index"] for e in entries] == [0, 1, 2]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), dealer=st.integers(0, 3))
def test_property_view_model_follows_random_legal_play(seed: int, dealer: int) -> None:
    """Over random legal play: the listed combinations are exactly the legal declarations with
    the engine's points; the set-up's immediate scores and every later score add up to the
    scoreboard (60 per resto); the hand's groups keep the engine's order."""
    match = new_match("minchiate", seed=seed, dealer=dealer)
    obs = match.observation(0)
    setup = setup_summary(obs)
    immediate = {0: 0, 1: 0}
    immediate[setup["cutter"] % 2] += setup["cutterPoints"]
    immediate[setup["dealer"] % 2] += setup["exposedPoints"] + setup["dealerPoints"]
    assert 60 * (obs["resti"][0] - obs["resti"][1]) + obs["difference"] == (
        immediate[0] - immediate[1]
    )
    rng = random.Random(seed)
    steps = 0
    while not match.is_over:
        legal = match.legal_actions()
        seat = match.current_player
        hand = match.observation(seat)["hand"]
        combos = declarable(legal, hand)
        assert [c["action"] for c in combos] == [a for a in legal if a.startswith("declare:")]
        for combo in combos:
            events = load_match(match.to_dict()).apply(combo["action"])
            scored = next(e for e in events if e["type"] == "declare")
            assert scored["points"] == combo["points"]
        groups = [r["group"] for r in hand_rows(hand, legal, [])]
        assert groups == sorted(groups, key=GROUPS.index)
        match.apply(rng.choice(legal))
        steps += 1
    obs = match.observation(0)
    scores = [e for e in obs["log"] if e["type"] == "score"]
    total = sum(e["points"] * (1 if e["team"] == 0 else -1) for e in scores)
    end = obs["end"]
    total += end["teams"][0]["total"] - end["teams"][1]["total"]
    assert total == end["difference"] + 60 * (
        obs["resti"][0]
        - obs["resti"][1]
        - (end["rounded_resti"] if end["to_team"] == 0 else -end["rounded_resti"])
    )
    restos = [e for e in log_entries(obs["log"]) if e["type"] == "resto"]
    assert all(e["reason"] for e in restos)
    assert steps >= 84


def test_the_set_up_and_the_score_log_say_who_declared_nothing() -> None:
    """The set-up lists the declarations in their turn and, once they are over, each seat that
    declared nothing in its place; the score log keeps each pass (newcomers #26 and #27: "I
    could not tell what each AI did", "my declaration before Partner's and West's")."""
    from tests.engine.minchiate.mch_helpers import arrange

    hands = {1: ["T1", "T2", "T3", "T4", "T13", "T28", "MATTO", "T40"], 2: ["SK", "BK", "CK"]}
    m = new_match("minchiate", seed=0, dealer=0, deck=arrange(dealer=0, hands=hands))
    while m.state.phase == "discard":
        m.apply(m.legal_actions()[0])
    made = setup_summary(m.observation(0))["declarations"]
    assert [d["silent"] for d in made] == []  # not before the declarations end
    for action in ("declare:T1,T2,T3,T4", "pass", "declare:SK,BK,CK", "pass", "pass", "pass"):
        m.apply(action)
    obs = m.observation(0)
    made = setup_summary(obs)["declarations"]  # in their turn, the eldest first
    turns = [(d["seat"], d["silent"]) for d in made]
    assert turns == [(1, False), (2, False), (3, True), (0, True)]
    assert made[0]["kind"] == "sequence" and made[0]["points"] == 19
    passes = [(e["seat"], e["declared"]) for e in log_entries(obs["log"]) if e["type"] == "pass"]
    assert passes == [(1, 1), (2, 1), (3, 0), (0, 0)]
