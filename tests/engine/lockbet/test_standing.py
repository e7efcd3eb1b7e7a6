"""Lock & Bet's standing, the lobby's "Match under way: 21 to 19" (newcomer #9 item 9): the
move that ends a deal deals and antes the next one (rules 3.4), so the stacks then read one
chip less each; the standing counts each side's chips in the pot (ante and bets) as its own:
right after a deal it is that deal's end stacks, and at every point the chips add up to 40."""

from __future__ import annotations

import random

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.lockbet.record import standing


def test_after_a_deal_the_standing_is_its_end_and_the_chips_add_up() -> None:
    rng = random.Random(9)
    ends = 0
    for seed in range(4):
        match = new_match("lockbet", seed=seed)
        moves = 0
        while not match.is_over and moves < 300:
            events = match.apply(rng.choice(match.legal_actions()))
            moves += 1
            seen = match.observation(0)
            assert sum(standing(seen)) == 40, seen
            end = next((e for e in events if e["type"] == "deal_end"), None)
            if end is not None and not match.is_over:
                assert standing(seen) == list(end["stacks"]), (seen["stacks"], end["stacks"])
                assert seen["stacks"] != list(end["stacks"])  # the next ante is already paid
                ends += 1
    assert ends >= 5
