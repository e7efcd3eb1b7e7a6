"""Right-to-left on a real display (Xvfb): the lobby, the Schnapsen table, its rules and a deal's
score sheet in Arabic and Persian mirror (header, sliders, tabs, seats, hand order, score columns)
while card faces do not; switching
language at runtime leaves no English on the table and is remembered.

Screenshots go to ``out/screens/`` (git-ignored) for a person to look at.
"""

from __future__ import annotations

import json
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardavia_desktop import paths
from tests.probe_runner import Probe, finish_or_rerun

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.slow,
    pytest.mark.skipif(
        not os.environ.get("DISPLAY"),
        reason="needs an X display: run under xvfb-run (make test does)",
    ),
]

REPO = paths.base_dir()
SCREENS = REPO / "out" / "screens"
PROBE = Path(__file__).with_name("screen_probe.py")
RTL = ("ar", "fa")
# Latin words that belong in Arabic and Persian text: the wordmark, Scopa's own terms and "Kn",
# the Cavallo's corner index printed on the card face (card faces read the same in every
# language). The German pack's names are written in Arabic and Persian script (issue 33.9).
LATIN_ALLOWED = {"CARDAVIA", "Kn", "Fante", "Regina", "Re", "settebello", "primiera"}
ALIGN_RIGHT = 2


@pytest.fixture(scope="module")
def probes(tmp_path_factory) -> dict[str, dict]:
    """Run the probe for ar, fa and the runtime switch side by side (separate processes)."""
    SCREENS.mkdir(parents=True, exist_ok=True)

    def start(mode: str) -> Probe:
        folder = tmp_path_factory.mktemp(f"xdg_{mode}")
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "xcb",
            "XDG_CONFIG_HOME": str(folder),
            "XDG_DATA_HOME": str(folder),
            "LANG": "C.UTF-8",
        }
        return Probe(PROBE, str(SCREENS), mode, env=env)

    running = {mode: start(mode) for mode in (*RTL, "switch")}
    results = {}
    for mode, probe in running.items():
        # A probe killed by a signal (the runtime switch, now and then, in whole-suite runs
        # only; not reproduced in 74 runs of this fixture's probes under load outside the
        # suite) is run once more: the warning prints both stacks of the run that died.
        done = finish_or_rerun(probe, lambda mode=mode: start(mode), 150, f"screen probe {mode!r}")
        assert done.returncode == 0, f"{mode}: {done.failure()}"
        results[mode] = json.loads(done.stdout.strip().splitlines()[-1])
    return results


def latin_words(texts: list[str]) -> set[str]:
    """Latin-script words in ``texts`` other than the allowed proper names."""
    return {
        word
        for text in texts
        for word in re.findall(r"[A-Za-zÄÖÜäöüß]{2,}", text)
        if word not in LATIN_ALLOWED
    }


@pytest.mark.parametrize("lang", RTL)
def test_header_mirrors(probes, lang: str) -> None:
    result = probes[lang]
    header = result["header"]
    assert result["direction"] == 1  # Qt.RightToLeft from the translation's QT_LAYOUT_DIRECTION
    assert (
        header["wordmark"]
        > header["languageSelector"]
        > header["contrastSlider"]
        > header["grainSlider"]
        > header["temperatureSlider"]
    )
    assert header["wordmark"] > 1000  # the wordmark sits at the right edge
    assert result["slider_mirrored"]  # sliders fill from the right


@pytest.mark.parametrize("lang", RTL)
def test_lobby_and_rules_read_from_the_right(probes, lang: str) -> None:
    result = probes[lang]
    assert result["lobby_title_alignment"] == ALIGN_RIGHT
    assert len(result["rule_titles"]) >= 5
    assert set(result["rule_title_alignment"]) == {ALIGN_RIGHT}
    assert result["back_x"] > result["table_tab_x"] > result["rules_tab_x"]


@pytest.mark.parametrize("lang", RTL)
def test_seats_and_hand_order_mirror(probes, lang: str) -> None:
    result = probes[lang]
    middle = result["width"] / 2
    assert result["ai_panel_x"] > middle and result["your_panel_x"] > middle
    assert result["stock_x"] > middle
    xs = result["hand_x"]
    assert len(xs) == 5
    assert xs == sorted(xs, reverse=True)  # the first card of the hand is the rightmost
    assert result["summary_you_x"] < middle  # score sheet: names on the right, counts leftwards


@pytest.mark.parametrize("lang", RTL)
def test_screens_have_no_english_and_the_right_digits(probes, lang: str) -> None:
    result = probes[lang]
    texts = (
        result["lobby_texts"]
        + result["table_texts"]
        + result["rules_texts"]
        + result["summary_texts"]
    )
    assert latin_words(texts) == set()
    digits = "".join(texts)
    if lang == "fa":
        assert not re.search("[0-9]", digits) and re.search("[۰-۹]", digits)
        assert result["format"].startswith("۲ بازیکن")
    else:
        assert not re.search("[٠-٩۰-۹]", digits) and re.search("[0-9]", digits)
    assert "+" in result["summary_texts"][1]  # "+2" kept left-to-right by an embedding
    for screen in ("lobby", "table", "rules", "summary"):
        assert (SCREENS / f"{lang}_{screen}.png").stat().st_size > 50_000


@pytest.mark.parametrize("lang", RTL)
def test_every_other_game_table_and_rules_mirror_without_english(probes, lang: str) -> None:
    from cardavia_desktop.app import table_games

    others = probes[lang]["other_games"]
    assert set(others) == set(table_games()) - {"schnapsen"}
    for game, result in others.items():
        assert result["rule_title_alignment"] and set(result["rule_title_alignment"]) == {
            ALIGN_RIGHT
        }, game
        assert (
            latin_words(
                result["table_texts"] + result["rules_texts"] + result.get("sheet_texts", [])
            )
            == set()
        ), game
        xs = result["hand_x"]
        assert xs == sorted(xs, reverse=True), game  # first hand card rightmost
        for screen in ("table", "rules"):
            assert (SCREENS / f"{lang}_{game}_{screen}.png").stat().st_size > 50_000


def identical_translations(code: str) -> list[re.Pattern[str]]:
    """Texts whose translation in ``code`` reads the same as the English (e.g. "Schnapsen",
    "%1%"), as patterns with their placeholders open."""
    root = ET.parse(paths.base_dir() / "i18n" / f"cardavia_{code}.ts").getroot()
    sources = {
        message.findtext("source") or ""
        for message in root.iter("message")
        if message.findtext("translation") == message.findtext("source")
    }
    return [re.compile(re.sub(r"%(?:\d|Ln)", ".+", re.escape(source))) for source in sources]


def english_left(text: str, english: set[str], same: list[re.Pattern[str]]) -> bool:
    """Whether ``text`` is still the English one: words (not a bare number or a card index) that
    are not all words the language writes the same way ("Pot", "Schnapsen", "All-in")."""
    if text not in english or any(pattern.fullmatch(text) for pattern in same):
        return False
    shared = {word for pattern in same for word in re.findall("[A-Za-z]{2,}", pattern.pattern)}
    return bool(set(re.findall("[A-Za-z]{2,}", text)) - shared)


@pytest.mark.parametrize("lang", ["ar", "fa", "ms", "it", "de"])
def test_runtime_switch_leaves_no_english_on_the_table(probes, lang: str) -> None:
    switched = probes["switch"]
    english = set(switched["en"]["texts"])
    after = switched[lang]
    assert after["saved"] == lang  # remembered for the next start
    assert after["direction"] == (1 if lang in RTL else 0)
    same = identical_translations(lang)
    left = [text for text in after["texts"] if english_left(text, english, same)]
    assert left == []
    if lang in RTL:
        assert latin_words(after["texts"]) == set()


@pytest.mark.parametrize("lang", ["ar", "fa", "ms", "it", "de"])
def test_runtime_switch_leaves_no_english_on_any_other_table(probes, lang: str) -> None:
    from cardavia_desktop.app import table_games

    others = probes["switch"]["others"]
    assert set(others) == set(table_games()) - {"schnapsen"}
    same = identical_translations(lang)
    for game, record in others.items():
        english = set(record["en"])
        left = [text for text in record[lang] if english_left(text, english, same)]
        assert left == [], game
        if lang in RTL:
            assert latin_words(record[lang]) == set(), game


SHEET_LANGUAGES = ("ar", "fa", "ms", "it", "de")
# The corner letters each language's packs print (tests/i18n/card_indices.tsv), digits aside.
SHEET_INDICES = {"it": {"R", "D", "C", "F", "A"}, "de": {"K", "D", "R", "B", "A"}}


@pytest.fixture(scope="module")
def sheet_probes(tmp_path_factory) -> dict[str, dict]:
    """Every table's end sheet, filled by an engine-played deal, in each translated language
    (``out/screens/<lang>_<game>_sheet.png``); two processes at a time on a small machine."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    results: dict[str, dict] = {}
    for pair in (SHEET_LANGUAGES[:2], SHEET_LANGUAGES[2:4], SHEET_LANGUAGES[4:]):
        running = {}
        for lang in pair:
            folder = tmp_path_factory.mktemp(f"xdg_sheets_{lang}")
            env = {
                **os.environ,
                "QT_QPA_PLATFORM": "xcb",
                "XDG_CONFIG_HOME": str(folder),
                "XDG_DATA_HOME": str(folder),
                "LANG": "C.UTF-8",
            }
            running[lang] = Probe(PROBE, str(SCREENS), f"sheets:{lang}", env=env)
        for lang, probe in running.items():
            done = probe.communicate(timeout=180)
            assert done.returncode == 0, f"{lang}: {done.failure()}"
            results[lang] = json.loads(done.stdout.strip().splitlines()[-1])
    return results


@pytest.mark.parametrize("lang", SHEET_LANGUAGES)
def test_every_end_sheet_is_in_the_players_language(sheet_probes, lang: str) -> None:
    sheets = sheet_probes[lang]
    assert set(sheets) == {"schnapsen", "scopa", "piedicavallo", "minchiate", "lockbet"}
    for game, texts in sheets.items():
        assert texts, game
        assert (SCREENS / f"{lang}_{game}_sheet.png").is_file()
        if lang in RTL:
            assert latin_words(texts) == set(), game
    english = {"You", "Next deal", "New deal", "New match", "Points", "Tricks", "Cards"}
    assert not english & {t for texts in sheets.values() for t in texts}


@pytest.mark.parametrize("lang", sorted(SHEET_INDICES))
def test_tarot_cards_on_the_sheet_print_the_languages_indices(sheet_probes, lang: str) -> None:
    """The discard shown on the Piedicavallo sheet prints Italian / German court letters."""
    letters = {t for t in sheet_probes[lang]["piedicavallo"] if re.fullmatch(r"[A-Z]", t)}
    assert letters and letters <= SHEET_INDICES[lang], letters
