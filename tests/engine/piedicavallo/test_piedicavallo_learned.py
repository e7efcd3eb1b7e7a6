"""Piedicavallo's learned card-location model (issue 38): the shipped weights, what the model
reads (the public play only) and how ``hard-learned`` weighs its worlds with it."""

from __future__ import annotations

import json
import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.piedicavallo.ai import BOTS
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge, void_mask
from cardavia_desktop.engine.games.piedicavallo.learned import (
    DISCARD,
    FEATURES,
    WEIGHTS_PATH,
    CardModel,
    card_features,
    place_size,
    places,
    shipped_model,
)
from cardavia_desktop.engine.games.piedicavallo.rules import PACK, UNDISCARDABLE_MASK
from tests.engine.piedicavallo.pdc_helpers import deck_for


def _match(seed: int, plays: int, actions: list[str] | None = None):
    """Seed's deal after the discard and ``plays`` cards, four heuristic players (their
    actions appended to ``actions``)."""
    match = new_match("piedicavallo", seed=seed)
    bots = [BOTS["heuristic"](s) for s in range(4)]
    for _ in range(plays + 1):
        seat = match.current_player
        action = bots[seat].choose(match.observation(seat), match.legal_actions())
        match.apply(action)
        if actions is not None:
            actions.append(action)
    return match


def _know(seed: int, plays: int) -> Knowledge:
    match = _match(seed, plays)
    return Knowledge.from_observation(match.observation(match.current_player))


def _twin(seed: int, plays: int):
    """The deal of ``_match`` and another one that the seat to act cannot tell from it: the
    hidden cards dealt as a world drawn from its knowledge, the same actions replayed."""
    actions: list[str] = []
    match = _match(seed, plays, actions)
    seat = match.current_player
    obs = match.observation(seat)
    hands, discard = Knowledge.from_observation(obs).sample(random.Random(seed))
    played = [0, 0, 0, 0]
    for entry in [e for t in obs["tricks_played"] for e in t["cards"]] + obs["trick"]:
        played[entry["seat"]] |= 1 << PACK.index(entry["card"])
    dealer = obs["dealer"]
    dealt = {
        s: PACK.codes_of(hands[s] | played[s] | (discard if s == dealer else 0)) for s in range(4)
    }
    twin = new_match("piedicavallo", seed=seed, dealer=dealer, deck=deck_for(dealer, dealt))
    twin.apply("discard:" + ",".join(PACK.codes_of(discard)))
    for action in actions[1:]:
        twin.apply(action)
    return match, twin, seat


def test_the_shipped_weights_load_with_the_command_and_seed_that_made_them() -> None:
    data = json.loads(WEIGHTS_PATH.read_text(encoding="utf-8"))
    assert data["command"].startswith("python -m training.piedicavallo_cards ")
    assert isinstance(data["seed"], int)
    assert set(data["weights"]) == set(FEATURES)
    held = data["held_out"]
    assert held["model_log_loss"] < held["uniform_log_loss"]
    assert held["model_accuracy"] > held["uniform_accuracy"]
    assert WEIGHTS_PATH.stat().st_size < 8_000
    assert shipped_model().weights == [data["weights"][name] for name in FEATURES]


def test_unknown_features_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown features"):
        CardModel({"where_the_king_is": 1.0})


@pytest.mark.parametrize(("seed", "plays"), [(3, 9), (8, 22), (13, 37)])
def test_places_follow_the_voids_and_the_discard_rule(seed: int, plays: int) -> None:
    match = _match(seed, plays)
    seat = match.current_player
    know = Knowledge.from_observation(match.observation(seat))
    state = match.state
    for card in iter_bits(know.hidden()):
        where = places(know, card)
        assert seat not in where
        truth = next((s for s in range(4) if state.hands[s] >> card & 1), DISCARD)
        assert truth in where, "the true place is always possible"
        for s in where:
            if s != DISCARD:
                assert not void_mask(know.voids[s]) >> card & 1
                assert place_size(know, card, s) == know.hand_sizes[s]
        if (1 << card) & UNDISCARDABLE_MASK:
            assert DISCARD not in where


def test_the_zero_model_weighs_every_world_the_same() -> None:
    know = _know(3, 17)
    scores = CardModel({}).scores(know)
    rng = random.Random(1)
    assert {scores.log_weight(*know.sample(rng)) for _ in range(20)} == {0.0}
    for card, probs in scores.probabilities(know).items():
        sizes = {p: place_size(know, card, p) for p in probs}
        for p, v in probs.items():
            assert v == pytest.approx(sizes[p] / sum(sizes.values()))


@pytest.mark.parametrize(("seed", "plays"), [(8, 23), (13, 37)])
def test_the_model_and_hard_learned_read_the_observation_only(seed: int, plays: int) -> None:
    match, twin, seat = _twin(seed, plays)
    assert seat != match.state.dealer
    assert match.observation(seat) == twin.observation(seat)
    assert match.state.hands != twin.state.hands or match.state.discard != twin.state.discard
    obs, other = match.observation(seat), twin.observation(seat)
    tables = [shipped_model().scores(Knowledge.from_observation(o)).table for o in (obs, other)]
    assert tables[0] == tables[1]
    assert any(max(row) > min(row) for row in tables[0].values()), "the play moved the scores"
    legal = match.legal_actions()
    assert legal == twin.legal_actions()
    assert BOTS["hard-learned"](5).rank(obs, legal) == BOTS["hard-learned"](5).rank(other, legal)


@pytest.mark.parametrize(
    ("seed", "plays", "documented"),
    [  # docs/games/piedicavallo.md, "Learned card locations"
        (3, 9, {"C6": {0: 0.2002, 2: 0.5787, 3: 0.2211}, "T21": {0: 0.3137, 2: 0.3398, 3: 0.3465}}),
        (
            13,
            37,
            {"T7": {1: 0.0202, 2: 0.9798}, "B9": {1: 0.3495, 2: 0.3026, 3: 0.2826, 4: 0.0654}},
        ),
    ],
)
def test_the_shipped_weights_give_the_documented_predictions(
    seed: int, plays: int, documented: dict[str, dict[int, float]]
) -> None:
    know = _know(seed, plays)
    probs = shipped_model().scores(know).probabilities(know)
    for code, expected in documented.items():
        got = probs[PACK.index(code)]
        assert set(got) == set(expected), code
        for place, p in expected.items():
            assert got[place] == pytest.approx(p, abs=5e-4), (code, place)


def test_hard_learned_weighs_the_worlds_by_the_model_and_hard_does_not(monkeypatch) -> None:
    from cardavia_desktop.engine.games.piedicavallo import learned

    calls: list[int] = []
    original = learned.LocationScores.log_weight

    def spy(self, hands, discard):
        calls.append(1)
        return original(self, hands, discard)

    monkeypatch.setattr(learned.LocationScores, "log_weight", spy)
    match = _match(13, 37)
    obs, legal = match.observation(match.current_player), match.legal_actions()
    BOTS["hard"](1).rank(obs, legal)
    assert not calls
    BOTS["hard-learned"](1).rank(obs, legal)
    assert calls


def test_skip_partner_reads_no_play_of_the_partner() -> None:
    know = _know(13, 37)
    partner = know.seat ^ 2
    reading = ("lead_prefers_card", "follow_prefers_card", "played_suit", "led_suit")
    columns = [FEATURES.index(name) for name in reading]
    full = card_features(know, list(iter_bits(know.hidden())))
    skipped = card_features(know, list(iter_bits(know.hidden())), skip_partner=True)
    assert any(x[i] for by_place in full.values() for i in columns if (x := by_place.get(partner)))
    for card, by_place in skipped.items():
        for place, x in by_place.items():
            if place == partner:
                assert not any(x[i] for i in columns)
            elif place != DISCARD:  # the discard's features read the dealer's plays
                assert x == full[card][place]
