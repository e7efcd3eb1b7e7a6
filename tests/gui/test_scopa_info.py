"""The Scopa Full rules tab: the seed page's format line, pitch and four numbered sections,
with the rule facts a player needs (spec 1.1 and the NORMATIVE 1.2-1.8)."""

from __future__ import annotations

from tests.gui.table_helpers import VIEWS, load_game_info

INFO_QML = VIEWS / "games" / "scopa" / "Info.qml"


def _info(qapp) -> dict:
    return load_game_info(qapp, INFO_QML)


def test_format_line_pitch_and_the_seed_pages_four_sections(qapp) -> None:
    info = _info(qapp)
    assert info["name"] == "Scopa"
    # "%Ln player(s)" takes its English plural from the catalogue (built by `make build`).
    players = "2 players" if info["english"] else "2 player(s)"
    assert info["format"] == f"{players} · You vs AI · Match to 11"
    assert "capture" in info["pitch"] and "Diamonds 7" in info["pitch"]
    titles = [section["title"] for section in info["sections"]]
    assert titles == ["Objective", "Setup", "Playing a turn", "Scoring and end"]
    assert all(len(section["bullets"]) >= 3 for section in info["sections"])


def test_rules_text_states_every_normative_rule(qapp) -> None:
    """1.2 non-dealer first, dealer alternates; 1.3 values; 1.4 Kings redeal, rounds of three;
    1.5 single match first, sums of two or more, mandatory capture of the played card only;
    1.6 scopa except the last card, leftovers to the last capturer; 1.7 the four prizes, ties,
    primiera values; 1.8 totals after each deal, ahead at 11 or more, level plays on."""
    text = " ".join(b for s in _info(qapp)["sections"] for b in s["bullets"])
    for fact in (
        "did not deal plays first",
        "alternates",
        "Fante 8, Regina 9, Re 10",
        "three or four Kings",
        "same dealer deals again",
        "three more cards",
        "table gets none",
        "only one",
        "two or more",
        "must",
        "another card",
        "except on the very last card",
        "last player who captured",
        "not a scopa",
        "most cards",
        "most Diamonds",
        "settebello",
        "primiera",
        "A tie gives the point to nobody",
        "every suit",
        "7 is worth 21",
        "6 is 18",
        "Ace 16",
        "5 is 15",
        "4 is 14",
        "3 is 13",
        "2 is 12",
        "court cards 10",
        "end of each deal",
        "does not end it early",
        "11 or more",
        "level at 11 or more, play another deal",
    ):
        assert fact in text, fact
