"""Hard's search options: exact last tricks (``endgame.solve``) and successive halving."""

from __future__ import annotations

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.minchiate import ai as M
from cardavia_desktop.engine.games.minchiate.endgame import solve
from cardavia_desktop.engine.games.minchiate.policy import fast_rollout
from cardavia_desktop.engine.games.minchiate.state import MinchiateState


def heuristic_until(seed: int, tricks: int, extra: int = 0):
    """A match in the play phase after ``tricks`` heuristic tricks and ``extra`` more cards."""
    match = new_match("minchiate", seed=seed)
    bot = M.BOTS["heuristic"](0)
    while match.state.phase != "play" or len(match.state.tricks) < tricks:
        match.apply(bot.choose(match.observation(match.current_player), match.legal_actions()))
    for _ in range(extra):
        match.apply(bot.choose(match.observation(match.current_player), match.legal_actions()))
    return match


def brute_force(st: MinchiateState, win: float) -> float:
    """Minimax over the real state's rules (every card tried, no pruning), NS maximising."""
    if st.phase != "play":
        end = st.end
        net = st.resti[0] - st.resti[1]
        rounded = end["rounded_resti"] * (1 if end["to_team"] == 0 else -1)
        total = 60 * (net - rounded) + end["difference"]
        return M.outcome_value(net, total, 0, win)
    mask = st.legal_play_mask()
    values = []
    for card in range(mask.bit_length()):
        if mask >> card & 1:
            child = st.clone()
            child.apply_action(card)
            values.append(brute_force(child, win))
    return max(values) if st.to_play % 2 == 0 else min(values)


def test_exact_last_tricks_equal_minimax_over_the_real_rules():
    """``solve`` (alpha-beta on bitmasks) gives the value of full minimax over the state's own
    rules, with and without a win bonus, two tricks from the end and mid-trick."""
    for seed in range(6):
        match = heuristic_until(seed, 19, seed % 4)
        for win in (0.0, 2.0):
            assert solve(match.state.clone(), win) == brute_force(match.state.clone(), win)


def test_exact_last_trick_is_the_rollout_when_every_seat_has_one_card():
    """With one card each nothing is left to choose: the solved value is the rollout's."""
    for seed in range(6):
        st = heuristic_until(seed, 20).state
        before = list(st.hands)
        assert solve(st, 1.0) == M.outcome_value(*fast_rollout(st), 0, 1.0)
        assert st.hands == before


def test_successive_halving_never_ranks_a_dropped_card_above_a_kept_one():
    """With extra rollouts for close decisions, ``choose`` is ``rank``'s first card, every
    legal card is ranked once, and the values never rise down the list."""
    for seed in (1, 2):
        match = heuristic_until(seed, 3, 1)
        obs, legal = match.observation(match.current_player), match.legal_actions()
        bot = M.HardBot(4, budget=60, min_samples=4, extra=2.0, close=10.0)
        ranked = bot.rank(obs, legal)
        assert sorted(a for a, _ in ranked) == sorted(legal)
        assert bot.choose(obs, legal) == ranked[0][0]
        values = [v for _, v in ranked]
        assert values == sorted(values, reverse=True)


def test_hard_refines_close_decisions_by_successive_halving():
    """Issue 19 goal 2: ``hard`` is the measured search — PIMC whose close decisions (best two
    cards within 0.2 resti) get up to twice the rollouts more — and not plain PIMC."""
    assert (M.HARD_SEARCH.extra, M.HARD_SEARCH.close) == (2.0, 0.2)
    refined = 0
    for seed in (1, 2, 3):
        match = heuristic_until(seed, 4)
        obs, legal = match.observation(match.current_player), match.legal_actions()
        hard = M.BOTS["hard"](7).rank(obs, legal)
        assert hard == M.HardBot(7, extra=2.0, close=0.2).rank(obs, legal)
        refined += hard != M.HardBot(7).rank(obs, legal)  # plain PIMC: the same worlds first
    assert refined >= 1
