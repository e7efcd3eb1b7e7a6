"""Issue 16, case 8: the action grammar of every game is printable ASCII of bounded length.

Refused at ``Match.parse`` (the one door every action string passes) with ``IllegalAction``,
the match unchanged, and a refusal message that never repeats a huge input.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import GAMES, IllegalAction, new_match
from cardavia_desktop.engine.match import MAX_ACTION_LENGTH, Match

HOSTILE = [
    "play:" + "x" * 60_000,
    "bet:" + "9" * 5_000,
    "raise:" + "9" * 4_400,
    "bet:٣",  # Arabic-Indic three
    "bet:３",  # full-width three
    "bet:۳",  # Persian three
    "play:ＣＡ",
    "play:C\u200bA",
    "play:CA\x00",
    "play:\u0661",
    "lock:" + "S" * 300,
    "\n" * 1000,
    "",
    ":" * 300,
]


def _at_a_betting_turn() -> Match:
    """A Lock & Bet match where the human may bet (amounts are parsed for real)."""
    match = new_match("lockbet", seed=1)
    while not any(a.startswith(("bet:", "raise:")) for a in match.legal_actions()):
        match.apply(match.legal_actions()[0])
    return match


def matches() -> list[Match]:
    """One match of each game at its opening, and Lock & Bet at a betting turn."""
    return [new_match(game, seed=3) for game in GAMES] + [_at_a_betting_turn()]


@pytest.mark.parametrize("match", matches(), ids=[*GAMES, "lockbet-betting"])
@pytest.mark.parametrize("action", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_action_text_is_refused_briefly_and_changes_nothing(
    match: Match, action: str
) -> None:
    before = match.to_dict()
    with pytest.raises(IllegalAction) as refusal:
        match.apply(action)
    assert len(str(refusal.value)) < 200  # the refusal does not repeat a 60 kB input
    assert all(len(repr(value)) < 200 for value in refusal.value.params.values())
    assert match.to_dict() == before


@pytest.mark.parametrize("amount", ["٣", "３", "۳", "𝟑"])
def test_lockbet_amounts_are_ascii_digits_even_in_its_own_parser(amount: str) -> None:
    """Below ``Match.parse`` too: the Lock & Bet parser reads only ASCII digits."""
    state = _at_a_betting_turn().state
    with pytest.raises(IllegalAction) as refusal:
        state.string_to_action(f"bet:{amount}")
    assert refusal.value.code == "bad_amount"


def test_lockbet_thousands_of_digits_are_an_illegal_action_not_a_value_error() -> None:
    state = _at_a_betting_turn().state
    with pytest.raises(IllegalAction) as refusal:
        state.string_to_action("bet:" + "9" * 5_000)
    assert refusal.value.code == "bad_amount" and len(str(refusal.value)) < 100


def test_every_legal_action_fits_the_grammar() -> None:
    """The bound leaves room for every canonical action (random play over all games)."""
    longest = 0
    for game in GAMES:
        for seed in range(5):
            match, rng = new_match(game, seed=seed), random.Random(seed)
            while not match.is_over:
                legal = match.legal_actions()
                assert all(a.isascii() and a.isprintable() for a in legal)
                longest = max(longest, *(len(a) for a in legal))
                match.apply(rng.choice(legal))
    assert longest < MAX_ACTION_LENGTH // 2


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=400))
def test_any_text_is_legal_or_refused_with_illegal_action(game: str, text: str) -> None:
    match = new_match(game, seed=5)
    before = match.to_dict()
    try:
        match.parse(text)
    except IllegalAction as refusal:
        assert len(str(refusal)) < 400
    else:
        assert text.strip() in match.legal_actions() or text.isascii()
    assert match.to_dict() == before
