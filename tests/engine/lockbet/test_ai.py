"""Lock & Bet bots: legal, deterministic, fair (blind to hidden cards), and hard beats random."""

from __future__ import annotations

import copy

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.lockbet.ai import (
    BOTS,
    EquityBot,
    equity,
    locate_line,
    opponent_lock_distribution,
    policy_at,
    translate,
)
from cardavia_desktop.engine.games.lockbet.model import Round
from cardavia_desktop.engine.games.lockbet.rules import RANK_NAMES
from cardavia_desktop.engine.games.lockbet.solver import HARD, Kind, solve_deal, unseen_counts
from cardavia_desktop.engine.search.cfr import Decision
from tests.engine.lockbet.lockbet_support import deck

FAST = ("random", "always-call", "equity", "easy", "normal")


def play_match(names: tuple[str, str], seed: int, max_actions: int = 400) -> tuple[object, int]:
    """Play a match between two bots; every choice must be legal. Returns (match, actions)."""
    m = new_match("lockbet", seed=seed)
    bots = [BOTS[names[0]](seed), BOTS[names[1]](seed + 1)]
    actions = 0
    while not m.is_over and actions < max_actions:
        seat = m.current_player
        legal = m.legal_actions()
        choice = bots[seat].choose(m.observation(seat), legal)
        assert choice in legal, (names[seat], choice)
        m.apply(choice)
        actions += 1
    return m, actions


@pytest.mark.parametrize("name", FAST)
def test_bot_never_plays_an_illegal_action(name: str) -> None:
    for seed in (1, 2):
        _, actions = play_match((name, "random"), seed)
        assert actions > 0
        _, actions = play_match(("equity", name), seed + 10, max_actions=150)
        assert actions > 0


def test_hard_never_illegal_and_create_ai_knows_every_level() -> None:
    m, actions = play_match(("hard", "always-call"), 3, max_actions=40)
    assert actions == 40 or m.is_over
    for level in ("easy", "normal", "hard", "random", "always-call", "equity"):
        assert hasattr(create_ai("lockbet", level, seed=1), "choose")


@pytest.mark.parametrize("name", [*FAST, "hard"])
def test_same_observation_and_seed_give_the_same_choice(name: str) -> None:
    m = new_match("lockbet", seed=21)
    for _ in range(6):  # reach a betting position with history
        m.apply(m.legal_actions()[0] if m.observation(0)["phase"] == "lock" else "check")
    for _ in range(3):
        seat = m.current_player
        obs, legal = m.observation(seat), m.legal_actions()
        first = BOTS[name](5).choose(copy.deepcopy(obs), list(legal))
        again = [BOTS[name](5).choose(copy.deepcopy(obs), list(legal)) for _ in range(3)]
        assert again == [first] * 3
        bot = BOTS[name](5)
        assert [bot.choose(obs, legal) for _ in range(2)] == [first, first]  # no hidden state
        m.apply(first)
        if m.is_over:
            break


def hidden_variants() -> list:
    """Two matches that look identical from seat 0 but give seat 1 different cards."""
    mine = ["HK.1", "S5.1"]
    a = new_match("lockbet", seed=8, deck=deck(mine, ["D9.1", "C3.2"], ["S2.1", "D2.1"]))
    b = new_match("lockbet", seed=8, deck=deck(mine, ["CA.2", "H7.2"], ["S2.1", "D2.1"]))
    assert a.observation(0) == b.observation(0)
    assert a.state.hands[1] != b.state.hands[1]
    return [a, b]


@pytest.mark.parametrize("name", [*FAST, "hard"])
def test_choice_cannot_depend_on_hidden_cards(name: str) -> None:
    matches = hidden_variants()
    bot = BOTS[name](3)
    checked = 0
    for _ in range(8):
        if any(m.is_over for m in matches):
            break
        if matches[0].current_player == 1:  # the opponent acts alike in both worlds
            for m in matches:
                legal = m.legal_actions()
                m.apply(
                    legal[0]
                    if legal[0].startswith("lock:")
                    else "check"
                    if "check" in legal
                    else "call"
                )
            continue
        views = [m.observation(0) for m in matches]
        if views[0] != views[1]:  # a showdown revealed the difference
            break
        choices = [bot.choose(v, m.legal_actions()) for v, m in zip(views, matches, strict=True)]
        assert choices[0] == choices[1]
        checked += 1
        for m in matches:
            m.apply(choices[0])
    assert checked >= 2


def test_equity_reads_only_public_counts_and_signals() -> None:
    m = new_match("lockbet", seed=4, deck=deck(["HA.1", "S2.1"], ["D9.1", "C3.2"]))
    obs = m.observation(0)
    dist = opponent_lock_distribution(obs)
    assert sum(dist) == pytest.approx(1.0)
    # Opponent signal UP 1 · DOWN 1: its locked card is UP or DOWN with probability 1/2 each.
    assert sum(dist[RANK_NAMES.index("8") :]) == pytest.approx(0.5)
    ace, two = RANK_NAMES.index("A"), RANK_NAMES.index("2")
    assert equity(ace, dist) > 0.85 and equity(two, dist) < 0.15
    assert EquityBot(0).choose(obs, m.legal_actions()) == "lock:HA.1"


def test_hard_lock_policy_prefers_the_ace_over_a_four_with_no_other_information() -> None:
    solution = solve_deal(unseen_counts([]), (1, 1), (1, 1), (19, 19), HARD)
    policy = dict(solution.lock_policy(0, (RANK_NAMES.index("4"), RANK_NAMES.index("A"))))
    assert policy[RANK_NAMES.index("A")] > 0.9


def test_hard_bluffs_and_calls_at_mixed_frequencies() -> None:
    solution = solve_deal(unseen_counts([]), (1, 1), (1, 1), (19, 19), HARD)
    root = solution.betting
    strategy = solution.strategy(root)
    checks = [strategy[rank][0] for rank in range(13)]
    assert max(checks) > 0.5 and min(checks) < 0.5  # some ranks check, some bet
    three = RANK_NAMES.index("3")
    assert 1 - strategy[three][0] > 0.02  # a weak card sometimes bets: a bluff


def test_translate_maps_abstract_sizes_to_legal_real_actions() -> None:
    state = Round.start(0, (1, 1), (19, 19))
    assert translate(Kind("bet", 0.5), state, state.legal()) == "bet:1"
    assert translate(Kind("allin", 9.5), state, state.legal()) == "bet:19"
    faced = state.apply("bet:4")
    legal = faced.legal()
    assert translate(Kind("raise", 1.0), faced, legal) == "raise:14"
    assert translate(Kind("allin", 1.0), faced, legal) == "raise:19"
    assert translate(Kind("check"), faced, legal) == "call"


def test_hard_beats_random_clearly_in_a_short_seeded_run() -> None:
    # Forty first deals (seats alternating): every deal 1 starts from the same public facts
    # (full shoe, 19/19 behind), so hard's solutions are shared and the run stays short.
    nets = []
    for seed in range(40):
        m = new_match("lockbet", seed=seed)
        hard_seat = seed % 2
        bots = {hard_seat: BOTS["hard"](seed), 1 - hard_seat: BOTS["random"](seed + 7)}
        while not m.is_over and m.observation(0)["deal_number"] == 1:
            seat = m.current_player
            m.apply(bots[seat].choose(m.observation(seat), m.legal_actions()))
        nets.append(m.state.history[0]["net"][hard_seat])
    assert sum(nets) / len(nets) > 1.0  # chips per deal; the pot is only 2 chips of antes
    # (It loses more deals than it wins: it folds cheap hands and wins the big pots.)


def test_abstract_tree_actions_are_legal_real_actions_everywhere() -> None:
    solution = solve_deal(unseen_counts([]), (2, 0), (1, 1), (30, 8), HARD)
    stack, seen = [solution.betting], 0
    while stack:
        node = stack.pop()
        if isinstance(node, Decision):
            legal = node.info.round.legal()
            assert set(node.actions) <= set(legal)
            assert len(set(node.actions)) == len(node.actions)
            stack.extend(node.children)
            seen += 1
    assert seen > 5


def test_off_tree_bet_is_answered_by_re_solving_what_follows_it() -> None:
    public = (unseen_counts([]), (1, 1), (1, 1), (19, 19))
    base = solve_deal(*public, HARD)
    assert "bet:7" not in base.betting.actions
    solution, node, real = locate_line(*public, HARD, ["bet:7"])
    assert node is solution.betting and solution is not base
    assert isinstance(node, Decision) and node.player == 1 and real.bets == (7, 0)
    for rank in range(13):
        policy = policy_at(solution, node, real, rank, real.legal())
        assert set(policy) <= set(real.legal()) and sum(policy.values()) == pytest.approx(1.0)
    ace = policy_at(solution, node, real, RANK_NAMES.index("A"), real.legal())
    three = policy_at(solution, node, real, RANK_NAMES.index("3"), real.legal())
    assert ace.get("fold", 0.0) < 0.2 < 0.5 < three.get("fold", 0.0)
    again, _, _ = locate_line(*public, HARD, ["bet:7", "call"])
    assert again is solution  # cached: the line is already in the tree
