"""The Minchiate Full rules tab: the seed page's format line, pitch and four numbered sections,
with the rule facts a player needs (spec §4.1 and the NORMATIVE §4.2–4.10)."""

from __future__ import annotations

from tests.gui.table_helpers import VIEWS, load_game_info, section_text

INFO_QML = VIEWS / "games" / "minchiate" / "Info.qml"


def _info(qapp) -> dict:
    return load_game_info(qapp, INFO_QML)


_text = section_text


def test_spec_4_1_format_line_pitch_and_four_sections(qapp) -> None:
    info = _info(qapp)
    assert info["name"] == "Minchiate"
    players = "4 players" if info["english"] else "4 player(s)"
    assert info["format"] == (
        f"{players} · You and an AI partner against two AI opponents · One deal, settled in resti"
    )
    assert "resti" in info["pitch"] and "combinations" in info["pitch"]
    titles = [s["title"] for s in info["sections"]]
    assert titles == ["Objective", "Setup", "Playing a turn", "Scoring and end"]


def test_spec_4_2_teams_cutter_left_eldest_right_leads(qapp) -> None:
    info = _info(qapp)
    assert "opposite" in _text(info, "Objective")
    setup, play = _text(info, "Setup"), _text(info, "Playing a turn")
    assert "dealer's left" in setup and "dealer's right" in setup
    assert "anticlockwise" in play and "dealer's right leads the first" in play


def test_spec_4_3_deck_97_cards_orders_and_points(qapp) -> None:
    info = _info(qapp)
    setup, play, scoring = (_text(info, t) for t in ("Setup", "Playing a turn", "Scoring and end"))
    assert "97 cards" in setup and "40 trumps" in setup and "14 cards" in setup
    assert "40 (highest) down to 1" in play
    assert "In Cups and Coins the Ace is the highest numeral" in play
    assert "in Swords and Batons 10 is the highest" in play
    assert "trumps 36 to 40 are worth 10" in scoring and "3 each" in scoring
    assert "142 points" in scoring


def test_spec_4_5_robbery_exposed_card_fola_discards_declarations(qapp) -> None:
    setup = _text(_info(qapp), "Setup")
    assert "counting card or a trump above 20, at most thirteen" in setup
    assert "packet of 10 and then a packet of 11" in setup
    assert "last card is shown" in setup and "Fola" in setup
    assert "never trump 29" in setup and "count for nobody" in setup
    assert "declare" in setup and "never take part in the tricks" in setup


def test_spec_4_6_follow_trump_king_rule_and_matto(qapp) -> None:
    play = _text(_info(qapp), "Playing a turn")
    assert "Follow the suit led" in play and "play a trump" in play
    assert "never have to beat" in play
    assert "King rule" in play and "must play the King" in play and "not even the Matto" in play
    assert "never wins a trick" in play and "Matto itself if the team took no trick" in play


def test_spec_4_7_to_4_10_capture_combinations_resti_and_end(qapp) -> None:
    scoring = _text(_info(qapp), "Scoring and end")
    assert "score for you at once" in scoring and "counted again at the end" in scoring
    assert "within 1–5 or within 28–40" in scoring and "all four together count as one" in scoring
    assert "trump 29 is worth 5 inside a combination" in scoring and "adds 5" in scoring
    assert "60 points come off the difference" in scoring
    assert "beyond 42" in scoring and "10 for the last trick" in scoring
    assert "rounded up in units of 60" in scoring and "0 is a tie" in scoring
