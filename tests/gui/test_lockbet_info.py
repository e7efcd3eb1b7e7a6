"""The Lock & Bet Full rules tab: the seed page's format line, pitch and five numbered
sections, with the rule facts a player needs (spec §3.1 and the NORMATIVE §3.2-3.9)."""

from __future__ import annotations

from tests.gui.table_helpers import VIEWS, load_game_info

INFO_QML = VIEWS / "games" / "lockbet" / "Info.qml"


def _info(qapp) -> dict:
    return load_game_info(qapp, INFO_QML)


def _text(qapp) -> str:
    return " ".join(b for s in _info(qapp)["sections"] for b in s["bullets"])


def test_format_line_pitch_and_the_seed_pages_five_sections(qapp) -> None:
    info = _info(qapp)
    assert info["name"] == "Lock & Bet"
    players = "2 players" if info["english"] else "2 player(s)"
    assert info["format"] == f"{players} · You vs AI · Chips"
    assert "2 beats an Ace" in info["pitch"] and "UP/DOWN" in info["pitch"]
    titles = [section["title"] for section in info["sections"]]
    assert titles == ["Objective", "Setup", "Playing a turn", "Hand ranking", "Scoring and end"]
    assert all(len(section["bullets"]) >= 3 for section in info["sections"])


def test_rule_3_2_turn_order_and_3_3_deck_are_stated(qapp) -> None:
    """§3.2 you first in deal 1, the pot winner (also by fold) next, after a split the other;
    §3.3 two decks, 104 cards, no jokers, eight of each rank, UP 8-A, DOWN 2-7."""
    text = _text(qapp)
    for fact in (
        "You are the first player in the first deal",
        "whoever won the last pot",
        "also when the other player folded",
        "After a split pot, the other player",
        "Two French decks",
        "104 cards",
        "without jokers",
        "eight times",
        "8, 9, 10, J, Q, K and A are UP",
        "2 to 7 are DOWN",
    ):
        assert fact in text, fact


def test_rule_3_4_deal_ante_carry_over_and_reshuffle_are_stated(qapp) -> None:
    text = _text(qapp)
    for fact in (
        "Each player gets two cards",
        "ante of 1 chip",
        "antes it and is all-in",
        "keeps their other card and draws one new card (first player first)",
        "fewer than two cards",
        "discards are shuffled",
        "stay out of it",
    ):
        assert fact in text, fact


def test_rule_3_5_locking_and_3_9_signals_are_stated(qapp) -> None:
    text = _text(qapp)
    for fact in (
        "confirm to lock it face down",
        "without seeing the other's choice",
        "cannot be changed",
        "only after both players have locked",
        "how many of their two cards are UP",
        "never which card is which",
        "does not change the signal",
    ):
        assert fact in text, fact


def test_rule_3_6_betting_is_stated(qapp) -> None:
    """Check/bet, call/raise/fold, minimum bet 1, min raise, raise-to totals without the ante,
    short all-in not reopening, only call or fold against all-in, unmatched excess returned,
    no betting when all-in from the ante."""
    text = _text(qapp)
    for fact in (
        "check or bet",
        "call, raise or fold",
        "smallest bet is 1 chip",
        "at least as much as the last full bet or raise",
        "not counting the ante",
        "the smallest raise is to 6",
        "short all-in does not reopen raising",
        "Against an all-in player you may only call or fold",
        "goes back to the bettor",
        "there is no betting",
    ):
        assert fact in text, fact


def test_rule_3_7_ranking_showdown_and_3_8_end_are_stated(qapp) -> None:
    text = _text(qapp)
    for fact in (
        "A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2",
        "a 2 beats an Ace",
        "Suits do not matter",
        "same rank tie",
        "takes the whole pot",
        "gets back exactly what they put in",
        "Both locked cards are still shown",
        "do not change the result",
        "runs out of chips loses the match",
        "always 40 chips",
        "20 chips again",
        "20 virtual chips",
    ):
        assert fact in text, fact
