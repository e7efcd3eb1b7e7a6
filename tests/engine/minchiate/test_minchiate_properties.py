"""Property tests over random legal play: card conservation, the legal-move rule (King rule
included) against an independent reference, the resti arithmetic recomputed from the events,
save/load, inert illegal input and hidden cards."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import IllegalAction, load_match, new_match
from cardavia_desktop.engine.games.minchiate import rules as R
from cardavia_desktop.engine.games.minchiate.rules import NUM_ACTIONS, PACK

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def reference_legal(hand: set[str], trick: list[str], first_of_suit: bool) -> set[str]:
    """§4.6 written out on card codes, independently of the engine's bitmask version."""

    def suit(code: str) -> str:
        return "M" if code == "MATTO" else "T" if code.startswith("T") else code[0]

    led = [suit(c) for c in trick if c != "MATTO"]
    if not led:
        return set(hand)
    lead = led[0]
    trump_before = "T" in led
    king = f"{lead}K"
    if lead != "T" and first_of_suit and trump_before and king in hand:
        return {king}
    follow = {c for c in hand if suit(c) == lead}
    if follow:
        return follow | ({"MATTO"} & hand)
    trumps = {c for c in hand if suit(c) == "T"}
    if trumps:
        return trumps | ({"MATTO"} & hand)
    return set(hand)


def first_trick_of_suit(tricks: list[dict], trick: list[str]) -> bool:
    """True if the current trick's suit to follow was never the suit to follow before."""
    led = [c for c in trick if c != "MATTO"]
    if not led or led[0].startswith("T"):
        return False
    return led[0][0] not in {t["lead"] for t in tricks}


def check_conservation(match) -> None:
    """Every one of the 97 cards is in exactly one place."""
    s = match.state
    places = [
        *s.hands,
        *s.discards,
        sum(1 << c for c in s.fola),
        *s.piles,
        sum(1 << c for _, c in s.trick),
    ]
    union = 0
    for mask in places:
        assert not union & mask, "a card is in two places"
        union |= mask
    assert union == PACK.full_mask


def strings_in(value) -> set[str]:
    """Every string anywhere in a JSON value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


def check_hidden(match) -> None:
    """No observation names a card hidden in another seat's hand or discards (cards that were
    shown — robbed, exposed, declared — are public even if later discarded)."""
    s = match.state
    public = sum(1 << c for c in [*s.robbed_cutter, *s.robbed_dealer, s.exposed]) | sum(s.shown)
    for seat in range(4):
        obs = match.observation(seat)
        names = strings_in({k: v for k, v in obs.items() if k not in ("hand", "discards")})
        for other in range(4):
            if other != seat:
                secret = (s.hands[other] | s.discards[other]) & ~public
                assert not names & set(PACK.codes_of(secret)), (seat, other)


def replay_resti(log: list[dict]) -> tuple[list[int], int]:
    """Recompute resti and the difference from the score and end events alone."""
    difference, resti = 0, [0, 0]
    for event in log:
        if event["type"] == "score":
            difference += event["points"] if event["team"] == 0 else -event["points"]
            assert event["difference"] == difference
            while abs(difference) >= 60:
                team = 0 if difference > 0 else 1
                resti[team] += 1
                difference += -60 if team == 0 else 60
        elif event["type"] == "resto":
            assert event["resti"] == resti and event["difference"] == difference
        elif event["type"] == "deal_end":
            assert event["difference_before"] == difference
            difference += event["teams"][0]["total"] - event["teams"][1]["total"]
            if difference:
                team = 0 if difference > 0 else 1
                resti[team] += -(-abs(difference) // 60)
    return resti, difference


def random_action(rng: random.Random, legal: list[str]) -> str:
    """A random legal action, declaring more often than passing."""
    declares = [a for a in legal if a.startswith("declare:")]
    if declares and rng.random() < 0.7:
        return rng.choice(declares)
    return rng.choice(legal)


@SETTINGS
@given(st.integers(0, 10**9))
def test_property_random_play_conserves_cards_and_obeys_section_4_6(seed):
    """At every step 97 cards are accounted for and legal plays equal the §4.6 reference
    (King rule never violated); play order and leads follow §4.2/§4.7; the piles end with 84."""
    rng = random.Random(seed)
    match = new_match("minchiate", seed=seed)
    check_conservation(match)
    while not match.is_over:
        state = match.state
        if state.phase == "play":
            hand = set(PACK.codes_of(state.hands[state.to_play]))
            trick = [PACK.code(c) for _, c in state.trick]
            expected = reference_legal(hand, trick, first_trick_of_suit(state.tricks, trick))
            assert {a.split(":")[1] for a in match.legal_actions()} == expected
        match.apply(random_action(rng, match.legal_actions()))
        check_conservation(match)
    s = match.state
    assert sum(p.bit_count() for p in s.piles) == 84 and len(s.tricks) == 21
    leader = s.eldest  # §4.2/§4.5.9: eldest leads trick 1, the winner leads the next; 0→1→2→3
    for trick in s.tricks:
        assert [p["seat"] for p in trick["cards"]] == [(leader + i) % 4 for i in range(4)]
        assert trick["leader"] == leader and trick["team"] == R.team_of(trick["winner"])
        leader = trick["winner"]
    assert all(h == 0 for h in s.hands)
    assert sum(d.bit_count() for d in s.discards) + len(s.fola) == 13


@SETTINGS
@given(st.integers(0, 10**9))
def test_property_resti_match_a_recomputation_from_the_events(seed):
    """Resti and the difference follow from the score/resto/deal_end events (§4.4, §4.10)."""
    rng = random.Random(seed)
    match = new_match("minchiate", seed=seed)
    while not match.is_over:
        match.apply(random_action(rng, match.legal_actions()))
    resti, difference = replay_resti(match.state.log)
    result = match.result
    assert resti == result["resti"] == match.state.resti
    assert difference == match.state.difference
    assert result["net"] == resti[0] - resti[1]
    assert result["scores"] == [result["net"], -result["net"]]
    sign = (result["net"] > 0) - (result["net"] < 0)
    assert result["winner"] == {1: "NS", -1: "EW", 0: None}[sign]
    captured = sum(
        e["points"] for e in match.state.log if e["type"] == "score" and e["reason"] == "capture"
    )
    assert captured == sum(t["captured_points"] for t in match.state.tricks)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9))
def test_property_save_load_illegal_input_and_hidden_cards_at_every_step(seed):
    """load_match(to_dict()) equals the match with equal observations at every step; an
    illegal action raises IllegalAction and changes nothing; no observation leaks cards."""
    rng = random.Random(seed)
    match = new_match("minchiate", seed=seed)
    while not match.is_over:
        again = load_match(json.loads(json.dumps(match.to_dict())))
        observations = [match.observation(s) for s in range(4)]
        assert again == match and [again.observation(s) for s in range(4)] == observations
        check_hidden(match)
        legal = match.legal_actions()
        state = match.state
        illegal = [
            state.action_to_string(a)
            for a in range(NUM_ACTIONS)
            if state.action_to_string(a) not in legal
        ]
        saved = match.to_dict()
        for text in rng.sample(illegal, 3):
            try:
                match.apply(text)
            except IllegalAction as error:
                assert error.code and str(error)
            else:
                raise AssertionError(f"{text} was accepted")
        assert match.to_dict() == saved
        assert [match.observation(s) for s in range(4)] == observations
        match.apply(random_action(rng, legal))
    assert load_match(match.to_dict()).result == match.result


def test_property_king_rule_inference_holds_in_real_deals():
    """The King rule is exercised in random deals: some play events are forced Kings."""
    forced = 0
    for seed in range(40):
        rng = random.Random(seed)
        match = new_match("minchiate", seed=seed)
        while not match.is_over:
            match.apply(random_action(rng, match.legal_actions()))
        forced += sum(1 for e in match.state.log if e["type"] == "play" and e["king_rule"])
    assert forced > 0
    assert R.KING_RULE
