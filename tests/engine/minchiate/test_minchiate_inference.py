"""Hard's inference from play: sampled deals weighted by a generic "decent player" model."""

from __future__ import annotations

import random

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.minchiate import ai as M
from cardavia_desktop.engine.games.minchiate import rules as R
from cardavia_desktop.engine.games.minchiate.knowledge import (
    History,
    Play,
    PlayModel,
    knowledge,
    play_history,
    world_weight,
)
from cardavia_desktop.engine.games.minchiate.rules import PACK

KINGS3 = PACK.mask(["SK", "BK", "CK"])


def quiet_history(declared: frozenset[int] = frozenset()) -> History:
    """Observer S; E declared ``declared``; nobody has played yet."""
    return History(0, [], [frozenset(), declared, frozenset(), frozenset()], [0, 0, 0, 0])


def test_a_player_who_kept_quiet_about_a_combination_weighs_less():
    """A deal giving E three Kings it did not declare is ``declare`` times as likely; once E
    declared them, the same deal keeps its full weight (the observer's own hand never counts)."""
    model = PlayModel(declare=0.1)
    hands = [KINGS3, 0, 0, 0]
    assert world_weight(quiet_history(), hands, model) == 1.0  # only the observer holds them
    hands = [0, KINGS3, 0, 0]
    assert world_weight(quiet_history(), hands, model) == 0.1
    declared = frozenset({R.COMBO_INDEX[KINGS3]})
    assert world_weight(quiet_history(declared), hands, model) == 1.0
    # the fourth King makes the declared three a part of a combination E would have declared
    assert (
        world_weight(quiet_history(declared), [0, KINGS3 | PACK.mask(["DK"]), 0, 0], model) == 0.1
    )


def test_a_player_who_could_capture_points_and_did_not_weighs_less():
    """N led T30 (5 points); E, an opponent, played T6: a deal that also gave E T35 (which
    would have captured it) weighs ``capture``; a deal with only a lower trump weighs 1."""
    t6, t30 = R.trump(6), R.trump(30)
    play = Play(1, t6, 1 << t6, R.TRUMP, True, False, 2, t30, R.POINTS[t30], False)
    history = History(0, [play], [frozenset()] * 4, [0, 1 << t6, 0, 0])
    model = PlayModel(capture=0.3)
    assert world_weight(history, [0, 1 << R.trump(35), 0, 0], model) == 0.3
    assert world_weight(history, [0, 1 << R.trump(7), 0, 0], model) == 1.0


def test_a_player_who_gave_points_away_when_it_had_a_blank_weighs_less():
    """E, losing the trick to an opponent, played its King of Swords: a deal leaving it a
    zero-point Sword weighs ``duck``; one where the King was its only Sword weighs 1."""
    sk, sa = PACK.index("SK"), PACK.index("SA")
    play = Play(1, sk, 1 << sk, R.SUIT_OF[sk], True, False, 0, R.trump(30), 0, False)
    history = History(0, [play], [frozenset()] * 4, [0, 1 << sk, 0, 0])
    model = PlayModel(duck=0.2)
    assert world_weight(history, [0, 1 << sa, 0, 0], model) == 0.2
    assert world_weight(history, [0, PACK.mask(["CK"]), 0, 0], model) == 1.0


def test_sampled_worlds_never_keep_a_deal_the_model_rules_out():
    """With ``declare`` = 0 every resampled deal agrees with the declarations made; the
    multiplicities add up to the number of samples."""
    for seed in range(4):
        match = new_match("minchiate", seed=seed)
        bot = M.BOTS["heuristic"](0)
        while match.state.phase != "play" or len(match.state.tricks) < 3:
            seat = match.current_player
            match.apply(bot.choose(match.observation(seat), match.legal_actions()))
        obs = match.observation(match.current_player)
        model = PlayModel(declare=0.0)
        history = play_history(obs)
        worlds = M.sample_worlds(obs, knowledge(obs), random.Random(seed), 12, model, 4)
        assert sum(n for _, n in worlds) == 12
        for hands, _ in worlds:
            assert world_weight(history, hands, model) == 1.0


def test_a_player_who_did_not_play_its_lowest_card_or_cheapest_winner_weighs_less():
    """``low``: E, losing to an opponent's T30, followed with T9 though a deal leaves it T7;
    ``cheap_win``: E won over S's T20 with T25 though a deal leaves it T22 (which also wins)."""
    t9, t30 = R.trump(9), R.trump(30)
    losing = Play(1, t9, 1 << t9, R.TRUMP, True, False, 0, t30, R.POINTS[t30], False)
    history = History(0, [losing], [frozenset()] * 4, [0, 1 << t9, 0, 0])
    model = PlayModel(low=0.4, cheap_win=0.5)
    assert world_weight(history, [0, 1 << R.trump(7), 0, 0], model) == 0.4
    assert world_weight(history, [0, 1 << R.trump(11), 0, 0], model) == 1.0
    t25, t20 = R.trump(25), R.trump(20)
    winning = Play(1, t25, 1 << t25, R.TRUMP, True, False, 0, t20, R.POINTS[t20], False)
    history = History(0, [winning], [frozenset()] * 4, [0, 1 << t25, 0, 0])
    assert world_weight(history, [0, 1 << R.trump(22), 0, 0], model) == 0.5
    assert world_weight(history, [0, 1 << R.trump(19), 0, 0], model) == 1.0


def test_hard_is_the_search_without_a_play_model():
    """``hard`` is ``HardBot`` with its defaults (no inference weighting: it measured worse,
    see docs/games/minchiate.md), so a candidate's comparison starts from today's hard."""
    match = new_match("minchiate", seed=2)
    bot = M.BOTS["heuristic"](0)
    while match.state.phase != "play" or len(match.state.tricks) < 12:
        seat = match.current_player
        match.apply(bot.choose(match.observation(seat), match.legal_actions()))
    obs, legal = match.observation(match.current_player), match.legal_actions()
    assert M.HardBot(5).rank(obs, legal) == M.BOTS["hard"](5).rank(obs, legal)
