"""The Tarocchi di Piedicavallo Full rules tab: the seed page's format line, pitch and four
numbered sections, with the rule facts a player needs (spec 2.1 and the NORMATIVE 2.2-2.7)."""

from __future__ import annotations

from tests.gui.table_helpers import VIEWS, load_game_info, section_text

INFO_QML = VIEWS / "games" / "piedicavallo" / "Info.qml"


def _info(qapp) -> dict:
    return load_game_info(qapp, INFO_QML)


_text = section_text


def test_spec_2_1_format_line_pitch_and_four_sections(qapp) -> None:
    info = _info(qapp)
    assert info["name"] == "Tarocchi di Piedicavallo"
    players = "4 players" if info["english"] else "4 player(s)"
    assert info["format"] == (
        f"{players} · You and an AI partner against two AI opponents · One deal"
    )
    assert "Matto" in info["pitch"] and "114" in info["pitch"]
    titles = [s["title"] for s in info["sections"]]
    assert titles == ["Objective", "Setup", "Playing a turn", "Scoring and end"]


def test_spec_2_2_teams_and_anticlockwise_play_right_of_dealer_leads(qapp) -> None:
    info = _info(qapp)
    assert "opposite" in _text(info, "Objective")
    assert "anticlockwise" in _text(info, "Setup")
    assert "dealer's right leads" in _text(info, "Playing a turn")


def test_spec_2_3_deck_62_cards_rank_orders_and_points(qapp) -> None:
    info = _info(qapp)
    setup, scoring = _text(info, "Setup"), _text(info, "Scoring and end")
    assert "62 cards" in setup and "21 trumps" in setup
    assert "10 down to 5" in setup and "Ace is the highest numeral" in setup
    assert "5 points each" in scoring and "Queens 4" in scoring and "Knights 3" in scoring
    assert "Jacks 2" in scoring and "every other card 1" in scoring
    assert "no counting in groups" in scoring


def test_spec_2_4_discard_restrictions_announcement_and_owner(qapp) -> None:
    setup = _text(_info(qapp), "Setup")
    assert "17" in setup and "King, trump 1, trump 21 or the Matto" in setup
    assert "all trumps and Kings" in setup and "no trump at all" in setup
    assert "announces how many trumps" in setup
    assert "unless that team wins no trick" in setup


def test_spec_2_5_2_6_follow_trump_matto_and_trick_winner(qapp) -> None:
    play = _text(_info(qapp), "Playing a turn")
    assert "Follow the suit led" in play and "play a trump" in play
    assert "never have to beat" in play
    assert "21 (highest)" in play and "highest trump wins" in play
    assert "Matto may be played at any time" in play and "never wins" in play
    assert "second card played sets the suit" in play


def test_spec_2_7_matto_surrendered_sweep_114_and_tie(qapp) -> None:
    info = _info(qapp)
    scoring = _text(info, "Scoring and end")
    assert "gives up its Matto" in scoring and "all 114" in scoring
    assert "equal totals are a tie" in scoring
    assert "57 to 57 is a tie" in _text(info, "Objective")
