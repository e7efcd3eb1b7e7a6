"""The messages of Export… and Open… in full, with their true causes (issue 33 item 9): the
note after a file action shows its whole sentence (a long file name is shortened in its
middle, never the sentence), and a JSON file that is no match is refused as "not a Cardavia
match file", not as a damaged or edited match. The file chosen is handed to the table as the
file chooser does (its path); what a person reads is checked in the window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from tests.app.test_file_chooser import move_on

LOUD = ("QtWarningMsg", "QtCriticalMsg", "QtFatalMsg")


def open_table(launch, lang: str | None = None):
    shell = launch(game="schnapsen", lang=lang)
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    game = shell.find("tableLoader").property("item").property("controller")
    shell.qtbot.waitUntil(lambda: game.property("running"), timeout=10_000)
    return shell, game


def wait_note(shell, before: str) -> str:
    note = shell.find("fileNote")
    shell.qtbot.waitUntil(lambda: note.property("text") not in ("", before), timeout=10_000)
    shell.qtbot.wait(50)
    return note.property("text")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_file_note_shows_its_whole_sentence(launch, qtlog, tmp_path: Path, lang: str) -> None:
    shell, game = open_table(launch, lang)
    deep = tmp_path / ("a-rather-long-folder-name-" * 4) / "cardavia-schnapsen-match.json"
    deep.parent.mkdir()
    game.exportMatch(str(deep))
    shell.qtbot.waitUntil(deep.exists, timeout=10_000)
    saved = wait_note(shell, "")
    note = shell.find("fileNote")
    assert not note.property("truncated")
    assert "match.json" in saved and "…" in saved  # the name shortened, not the sentence
    if lang == "en":
        assert saved.startswith("Match saved as ")
    move_on(shell, game)  # (the match as it stands is already open: the file must be older)
    game.importMatch(str(deep))
    opened = wait_note(shell, saved)
    assert not note.property("truncated")
    if lang == "en":
        assert opened == "Match opened (counted apart from your record)."
    assert note.property("lineCount") <= 2
    loud = [r.message for r in qtlog.records if r.type.name in LOUD]
    assert not loud, loud


def test_a_json_file_that_is_no_match_is_not_called_damaged(launch, tmp_path: Path) -> None:
    shell, game = open_table(launch)
    other = tmp_path / "settings.json"
    other.write_text(json.dumps({"language": "fa"}))
    seed = game.property("matchSeed")
    game.importMatch(str(other))
    box = shell.find("importBox")
    refusal = shell.find("askBoxRefusal", box)
    shell.qtbot.waitUntil(lambda: refusal.property("text") != "", timeout=10_000)
    said = refusal.property("text")
    assert said == "This file is not a Cardavia match file: it holds other data."
    assert "damaged" not in refusal.property("text")
    assert game.property("matchSeed") == seed


def test_the_file_note_moves_nothing_under_the_pointer(launch, tmp_path: Path) -> None:
    """The note after Export…/Open… floats over the table's top edge: the links, the game's
    lines and the table stay where they were (a click aimed at Open… once hit Export…)."""
    shell, game = open_table(launch)
    names = ("exportAction", "importAction", "playDealAction", "gameBlurb", "tableLoader")

    def places() -> dict[str, tuple[float, float, float, float]]:
        found = {}
        for name in names:
            item = shell.find(name)
            corner = item.mapToScene(QPointF(0, 0))
            found[name] = (corner.x(), corner.y(), item.width(), item.height())
        return found

    before = places()
    target = tmp_path / ("a-rather-long-file-name-" * 3 + "match.json")
    game.exportMatch(str(target))
    wait_note(shell, "")
    note = shell.find("fileNote")
    assert note.isVisible() and note.property("lineCount") >= 1
    assert places() == before
    # it floats over the deal's number in the header, clear of the table and of the line of
    # the last move along the table's top (newcomer #31: it covered that line)
    box = shell.find("fileNoteBox")
    top = box.mapToScene(QPointF(0, 0)).y()
    assert top >= 0 and top + box.height() <= before["tableLoader"][1], (top, box.height())


def test_another_games_file_is_refused_with_that_games_name(launch, tmp_path: Path) -> None:
    """A Scopa match opened on Schnapsen's page says which page to open it from."""
    from cardavia_desktop.engine import new_match

    shell, game = open_table(launch)
    match = new_match("scopa", seed=5)
    match.apply(match.legal_actions()[0])
    other = tmp_path / "scopa.json"
    other.write_text(json.dumps(match.to_dict()))
    game.importMatch(str(other))
    refusal = shell.find("askBoxRefusal", shell.find("importBox"))
    shell.qtbot.waitUntil(lambda: refusal.property("text") != "", timeout=10_000)
    assert refusal.property("text") == (
        "This file holds a match of Scopa: open it from the Scopa page."
    )
