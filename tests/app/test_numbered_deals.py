"""Numbered deals: the number is the match seed, typed (any digits) or given as --deal N; the
same number gives the same cards and the same AI play; a bad number is refused clearly."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.app import parse_args
from cardavia_desktop.controllers import launch
from cardavia_desktop.controllers.deal_numbers import (
    MAX_DEAL,
    DealNumberError,
    parse_deal_number,
)
from tests.app.record_helpers import Table


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("123456", 123456),
        (" #42 ", 42),
        ("0", 0),
        ("۱۲۳", 123),
        ("٤٥", 45),
        (str(MAX_DEAL), MAX_DEAL),
    ],
)
def test_deal_numbers_in_any_digits(text: str, number: int) -> None:
    assert parse_deal_number(text) == number


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "empty"),
        ("  #", "empty"),
        ("12a", "not_a_number"),
        ("-5", "not_a_number"),
        ("1.5", "not_a_number"),
        ("1_000", "not_a_number"),
        ("9" * 40, "too_large"),
        (str(MAX_DEAL + 1), "too_large"),
    ],
)
def test_bad_deal_numbers_are_refused(text: str, code: str) -> None:
    with pytest.raises(DealNumberError) as refused:
        parse_deal_number(text)
    assert refused.value.code == code


def test_the_deal_flag() -> None:
    assert parse_args(["--game", "scopa", "--deal", "77"]).deal == 77
    for bad in (
        ["--game", "scopa", "--deal", "x"],
        ["--deal", "5"],
        ["--game", "scopa", "--deal", str(MAX_DEAL + 1)],
    ):
        with pytest.raises(SystemExit) as stopped:
            parse_args(bad)
        assert stopped.value.code == 2


def first_hand_and_ai_play(qtbot, game: str, number: int) -> tuple[list[str], list[str]]:
    """The first hand of deal ``number`` (started as --deal does) and the AI's answers to the
    same moves of yours."""
    launch.request(game, deal=number)
    table = Table(qtbot, game, level="normal")
    try:
        table.settle()
        assert table.c.property("matchSeed") == number
        hand = table.hand()
        rng = random.Random(5)
        for _ in range(3):
            table.settle()
            if not table.c.property("yourTurn"):
                break
            table.step(rng)
        table.settle()
        story = [
            f"{e.get('type')}:{e.get('card', '')}"
            for e in table.c.property("story")
            if e.get("actor", 0) != 0
        ]
        return hand, story
    finally:
        table.close()


@pytest.mark.parametrize("game", ["scopa", "schnapsen", "lockbet", "piedicavallo", "minchiate"])
def test_deal_n_twice_gives_the_same_cards_and_the_same_ai(qtbot, game: str) -> None:
    first = first_hand_and_ai_play(qtbot, game, 424242)
    second = first_hand_and_ai_play(qtbot, game, 424242)
    assert first == second
    assert first[0]
    other = first_hand_and_ai_play(qtbot, game, 424243)
    assert other[0] != first[0] or other[1] != first[1]


def test_play_deal_refuses_bad_input_and_keeps_the_match(qtbot) -> None:
    table = Table(qtbot, "scopa", seed=11)
    try:
        table.settle()
        seed, hand = table.c.property("matchSeed"), table.hand()
        assert table.c.playDeal("abc") == "not_a_number"
        assert table.c.playDeal("") == "empty"
        qtbot.wait(200)
        assert (table.c.property("matchSeed"), table.hand()) == (seed, hand)
        assert table.c.playDeal("#9001") == ""
        qtbot.waitUntil(lambda: table.c.property("matchSeed") == 9001, timeout=10_000)
    finally:
        table.close()
