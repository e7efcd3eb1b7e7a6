"""Each game's words stay in its game (issue 21): no message that another game's table or rules
use may contain a term the glossary (docs/i18n-glossary.json) gives to one game only.

Which games use a message comes from where lupdate found it: a file under
``views/games/<id>/`` serves that game; a file of the shared kit (``views/common/``,
``views/cards/``) serves the games whose folders use that component; the shell and Python serve
every game. A disambiguation that names a game (``qsTr("The match is over.", "schnapsen")``) or a
pack (``"french pack"``) narrows a shared message to those games.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from cardavia_desktop import paths

ROOT = paths.base_dir()
VIEWS = ROOT / "cardavia_desktop" / "views"
GAMES = ("schnapsen", "scopa", "piedicavallo", "minchiate", "lockbet")
PACK_GAMES = {
    "german": {"schnapsen"},
    "french": {"scopa", "lockbet"},
    "tarot": {"piedicavallo", "minchiate"},
}
GLOSSARY = json.loads((ROOT / "docs" / "i18n-glossary.json").read_text(encoding="utf-8"))
LANGUAGES = list(GLOSSARY["terms"])


def group(name: str) -> set[str]:
    """The games a glossary key stands for ("tarot" is both tarot games)."""
    return set(GLOSSARY["groups"].get(name, [name]))


@cache
def kit_users(component: str) -> frozenset[str]:
    """Games whose own QML uses the shared component ``component`` (by its type name)."""
    pattern = re.compile(rf"\b{re.escape(component)}\s*\{{")
    return frozenset(
        game
        for game in GAMES
        if any(
            pattern.search(path.read_text(encoding="utf-8"))
            for path in (VIEWS / "games" / game).glob("*.qml")
        )
    )


def games_of_file(filename: str) -> set[str]:
    """The games a source file (as lupdate names it, relative to i18n/) serves."""
    path = Path(filename)
    parts = path.parts
    if "games" in parts:
        return {parts[parts.index("games") + 1]}
    if ("common" in parts or "cards" in parts) and path.suffix == ".qml":
        users = kit_users(path.stem)
        return set(users) if users else set(GAMES)
    return set(GAMES)


def games_of_comment(comment: str | None) -> set[str] | None:
    """Games a disambiguation names ("schnapsen", "french pack index"), if any."""
    first = (comment or "").split(" ")[0]
    if first in GAMES:
        return {first}
    if first in PACK_GAMES:
        return set(PACK_GAMES[first])
    return None


def catalogue_messages(code: str) -> list[dict]:
    """Every finished message of a catalogue: its source, translations and the games using it.

    lupdate's relative locations name a file only when it changes: a message's first
    location without a file is in the file of the previous message's first location, a
    later one in the file of the location before it.
    """
    root = ET.parse(ROOT / "i18n" / f"cardavia_{'en' if code == 'en' else code}.ts").getroot()
    found = []
    current = None
    for context in root.iter("context"):
        for message in context.iter("message"):
            files, file_ = [], current
            for index, location in enumerate(message.findall("location")):
                if location.get("filename"):
                    file_ = location.get("filename")
                    if index == 0:
                        current = file_
                files.append(file_)
            translation = message.find("translation")
            if translation is not None and translation.get("type"):
                continue  # not translated yet: the completeness test reports it
            texts = (
                [form.text or "" for form in translation.iter("numerusform")]
                if message.get("numerus") == "yes"
                else [translation.text or ""]
            )
            comment = message.findtext("comment")
            games = games_of_comment(comment)
            if games is None:
                games = set().union(*(games_of_file(f) for f in files if f)) or set(GAMES)
            found.append(
                {
                    "context": context.findtext("name"),
                    "source": message.findtext("source"),
                    "comment": comment,
                    "texts": texts,
                    "games": games,
                }
            )
    return found


@cache
def english_messages() -> list[dict]:
    """The English sources, with the games using them (from the German catalogue's locations)."""
    return [{**m, "texts": [m["source"]]} for m in catalogue_messages("de")]


def messages_for(code: str) -> list[dict]:
    return english_messages() if code == "en" else catalogue_messages(code)


def term_pattern(term: str) -> re.Pattern[str]:
    """A whole word; a '*' at its end lets the word go on, at its start lets a prefix come first."""
    core = re.escape(term.strip("*"))
    before = r"\w*" if term.startswith("*") else ""
    after = r"\w*" if term.endswith("*") else ""
    return re.compile(rf"(?<!\w){before}{core}{after}(?!\w)", re.IGNORECASE)


def leaks(code: str) -> tuple[list[str], int]:
    """Messages that carry a game's term into another game, and how many (message, term) pairs
    were checked."""
    problems, checked = [], 0
    for message in messages_for(code):
        for owner, terms in GLOSSARY["terms"][code].items():
            allowed = group(owner)
            for term in terms:
                checked += 1
                others = message["games"] - allowed
                hit = any(term_pattern(term).search(text) for text in message["texts"])
                if hit and others:
                    problems.append(
                        f"{message['context']} {message['source']!r}: {term!r} "
                        f"({owner}) also used by {sorted(others)}"
                    )
    return problems, checked


def test_glossary_covers_every_language_and_only_known_games() -> None:
    assert set(LANGUAGES) == {"en", "ar", "fa", "ms", "it", "de"}
    for code, owners in GLOSSARY["terms"].items():
        assert set().union(*(group(owner) for owner in owners)) == set(GAMES), code
        assert all(terms for terms in owners.values()), code


def test_shared_kit_files_are_mapped_to_the_games_that_use_them() -> None:
    assert games_of_file("../cardavia_desktop/views/games/scopa/Table.qml") == {"scopa"}
    assert games_of_file("../cardavia_desktop/views/shell/Header.qml") == set(GAMES)
    tarot = {"piedicavallo", "minchiate"}
    assert games_of_file("../cardavia_desktop/views/common/TrickCross.qml") <= tarot
    assert games_of_comment("schnapsen") == {"schnapsen"}
    assert games_of_comment("french pack index") == {"scopa", "lockbet"}


def test_the_check_can_fail() -> None:
    """A German 'Bummerl' on a message Scopa uses is found (the bug issue 21 was filed for)."""
    message = {
        "context": "Table",
        "source": "The match is over.",
        "comment": None,
        "texts": ["Das Bummerl ist zu Ende."],
        "games": {"schnapsen", "scopa"},
    }
    terms = GLOSSARY["terms"]["de"]["schnapsen"]
    assert any(term_pattern(t).search(message["texts"][0]) for t in terms)
    assert message["games"] - group("schnapsen")


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_games_words_stay_in_its_game(code: str) -> None:
    problems, checked = leaks(code)
    assert checked > 1000, checked  # every message against every term: the check ran
    assert problems == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_term_is_used_by_its_own_game(code: str) -> None:
    """A glossary term that appears nowhere is a typo, not a safeguard."""
    texts = [
        (text, message["games"]) for message in messages_for(code) for text in message["texts"]
    ]
    unused = [
        term
        for owner, terms in GLOSSARY["terms"][code].items()
        for term in terms
        if not any(
            term_pattern(term).search(text) and games <= group(owner) for text, games in texts
        )
    ]
    assert unused == []
