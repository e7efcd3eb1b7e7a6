"""``why_contrast``'s ``reckoned_gap`` (newcomer #9 item 6): a rules-of-thumb level whose own
ranking (a look-ahead it does not play by) rates the other move higher tells by how much, in
the game's unit, under the rule that holds for a search's gap: never when the seat weighed a
card the watcher cannot see (then ``None``); no search's ``gap`` (nor its two values) then."""

from __future__ import annotations

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.why import why_contrast


def minchiate_play() -> tuple[dict, list[str]]:
    """A Minchiate position where the seat to move plays a card (nothing hidden weighed)."""
    match = new_match("minchiate", seed=3)
    while not all(a.startswith("play:") for a in match.legal_actions()):
        match.apply(match.legal_actions()[0])
    return match.observation(match.current_player), list(match.legal_actions())


def test_a_reckoned_move_tells_its_gap() -> None:
    observation, legal = minchiate_play()
    assert len(legal) >= 2
    ranked = [(legal[0], 1.5), (legal[1], 1.1)]
    told = why_contrast(
        "minchiate", observation, legal[1], ranked, frozenset(), search=False, level="normal"
    )
    assert told is not None and told["reckoned"] and not told["slip"], told
    assert told["reckoned_gap"] == 0.4 and told["gap"] is None and "value" not in told, told
    # a search's own gap stays where it was, with no reckoned gap
    told = why_contrast("minchiate", observation, legal[1], ranked, frozenset(), level="hard")
    assert told is not None and told["gap"] == -0.4 and told["reckoned_gap"] is None, told


def test_no_reckoned_gap_when_something_hidden_was_weighed() -> None:
    """Lock & Bet's Normal with its card locked face down: its bets weigh that card."""
    match = new_match("lockbet", seed=1)
    while not match.observation(match.current_player).get("locked_card") or (
        match.observation(match.current_player)["phase"] != "bet"
    ):
        match.apply(match.legal_actions()[0])
    observation, legal = match.observation(match.current_player), match.legal_actions()
    ranked = [(legal[0], 1.0), (legal[1], 0.5)]
    told = why_contrast(
        "lockbet", observation, legal[1], ranked, frozenset(), search=False, level="normal"
    )
    assert told is not None and told["reckoned"] and told["reckoned_gap"] is None, told
