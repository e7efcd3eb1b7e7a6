"""Who deals the next match: the engine decides (the views only ask), for every game."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine import IllegalAction, new_match
from cardavia_desktop.engine.registry import GAMES, find_game


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_deal_passes_to_the_next_seat_and_visits_every_seat(game: str) -> None:
    spec = find_game(game)
    seen, dealer = [], 0
    for _ in range(spec.players):
        seen.append(dealer)
        dealer = spec.next_dealer(dealer)
    assert dealer == 0 and sorted(seen) == list(range(spec.players))


@pytest.mark.parametrize("dealer", range(4))
def test_rule_2_2_recommendation_piedicavallo_deal_passes_to_the_dealers_right(dealer: int) -> None:
    """§2.2: the deal rotates anticlockwise; the dealer's right is the player who leads trick 1."""
    obs = new_match("piedicavallo", seed=dealer, dealer=dealer).observation(0)
    assert find_game("piedicavallo").next_dealer(dealer) == obs["leader"]


@pytest.mark.parametrize("dealer", range(4))
def test_minchiate_deal_passes_to_the_dealers_right_the_eldest(dealer: int) -> None:
    """§2: eldest is the dealer's right-hand neighbour; the next match is dealt by that seat."""
    obs = new_match("minchiate", seed=dealer, dealer=dealer).observation(0)
    assert find_game("minchiate").next_dealer(dealer) == obs["eldest"]


@pytest.mark.parametrize("bad", [-1, 4, True, "1", None, 1.0])
def test_next_dealer_of_a_seat_that_is_not_at_the_table_is_refused(bad: object) -> None:
    with pytest.raises(IllegalAction) as error:
        find_game("minchiate").next_dealer(bad)  # type: ignore[arg-type]
    assert error.value.code == "bad_seat"
