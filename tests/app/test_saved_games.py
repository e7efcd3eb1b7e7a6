"""Saved matches on disk (saved_games.py): where they live, atomic writes, bad saves set aside,
and the message the shell shows for them."""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia_desktop import paths, storage
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.match import reseal
from cardavia_desktop.saved_games import SavedGames, matches_dir

CORRUPT_NAME = re.compile(r"schnapsen\.json\.corrupt-\d{8}-\d{6}(-\d+)?")
FAST_GAMES = ["schnapsen", "scopa", "lockbet"]
"""Games whose matches replay in milliseconds (the property test runs many of them)."""


def played(game: str = "schnapsen", seed: int = 5, moves: int = 6) -> object:
    """A match of ``game`` after ``moves`` random legal moves (fewer if it ends)."""
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_saves_go_to_xdg_data_home() -> None:
    """One file per game: $XDG_DATA_HOME/cardavia/matches/<game>.json (tests set XDG_DATA_HOME)."""
    expected = Path(os.environ["XDG_DATA_HOME"]) / "cardavia" / "matches"
    assert matches_dir() == expected == paths.data_dir() / "matches"
    written = SavedGames().save(played())
    assert written == expected / "schnapsen.json"
    assert json.loads(written.read_text(encoding="utf-8"))["game"] == "schnapsen"


def test_a_saved_match_loads_with_the_same_history_and_observations() -> None:
    match = played(moves=7)
    SavedGames().save(match)
    loaded = SavedGames().load("schnapsen")
    assert loaded.problem is None and loaded.moved_to is None
    assert loaded.match is not None and loaded.match == match
    assert loaded.match.history == match.history and len(match.history) == 7
    assert loaded.match.observation(0) == match.observation(0)
    assert loaded.match.observation(1) == match.observation(1)


def test_the_file_holds_match_to_dict() -> None:
    match = played(moves=3)
    path = SavedGames().save(match)
    assert json.loads(path.read_text(encoding="utf-8")) == match.to_dict()


def test_no_save_gives_no_match_and_no_problem() -> None:
    loaded = SavedGames().load("schnapsen")
    assert (loaded.match, loaded.problem, loaded.moved_to) == (None, None, None)


def test_each_game_has_its_own_file() -> None:
    store = SavedGames()
    store.save(played("schnapsen"))
    store.save(played("scopa"))
    assert sorted(p.name for p in matches_dir().iterdir()) == ["schnapsen.json", "scopa.json"]
    assert store.load("scopa").match.game == "scopa"


def test_a_game_id_cannot_name_another_path() -> None:
    with pytest.raises(ValueError, match="not a game id"):
        SavedGames().path("../settings")


@pytest.mark.parametrize("content", [b"{ not json", b"", b"\xff\xfe\x00garbage"])
def test_corrupt_save_is_moved_aside_unchanged(content: bytes) -> None:
    """Not JSON (or not UTF-8): set aside as <game>.json.corrupt-<timestamp>, no match."""
    path = SavedGames().path("schnapsen")
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    loaded = SavedGames().load("schnapsen")
    assert loaded.match is None and loaded.problem == "corrupt" and loaded.detail
    assert loaded.moved_to is not None and CORRUPT_NAME.fullmatch(loaded.moved_to.name)
    assert loaded.moved_to.read_bytes() == content
    assert not path.exists()


def test_unreadable_save_is_moved_aside() -> None:
    path = SavedGames().path("schnapsen")
    path.mkdir(parents=True)  # a folder where the file should be: reading fails with OSError
    loaded = SavedGames().load("schnapsen")
    assert loaded.match is None and loaded.problem == "unreadable"
    assert loaded.moved_to is not None and loaded.moved_to.is_dir() and not path.exists()


def _damaged(edit) -> dict:
    data = played(moves=6).to_dict()
    edit(data)
    return data


DAMAGES = {
    "edited move (digest no longer matches)": lambda d: d["actions"].__setitem__(
        2, "play:HA" if d["actions"][2] != "play:HA" else "play:SA"
    ),
    "edited move, resealed (illegal at its turn)": lambda d: d.update(
        reseal({**d, "actions": [*d["actions"][:2], "close", "close", *d["actions"][4:]]})
    ),
    "lost moves": lambda d: d["actions"].pop(),
    "another game's match": lambda d: d.update(played("scopa").to_dict()),
    "not a match": lambda d: (d.clear(), d.update({"format": "cardavia-settings/1"})),
    "seed of the wrong type": lambda d: d.update(reseal({**d, "seed": "7"})),
}


@pytest.mark.parametrize("edit", list(DAMAGES.values()), ids=list(DAMAGES))
def test_damaged_save_is_refused_and_moved_aside(edit) -> None:
    """JSON that load_match refuses (bad_save) is set aside too: it never becomes a match."""
    path = SavedGames().path("schnapsen")
    path.parent.mkdir(parents=True)
    data = _damaged(edit)
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = SavedGames().load("schnapsen")
    assert loaded.match is None and loaded.problem == "damaged" and loaded.detail
    assert loaded.moved_to is not None and CORRUPT_NAME.fullmatch(loaded.moved_to.name)
    assert json.loads(loaded.moved_to.read_text(encoding="utf-8")) == data
    assert not path.exists()


def test_two_bad_saves_in_the_same_second_are_both_kept() -> None:
    path = SavedGames().path("schnapsen")
    path.parent.mkdir(parents=True)
    moved = []
    for text in ("{1", "{2"):
        path.write_text(text, encoding="utf-8")
        moved.append(SavedGames().load("schnapsen").moved_to)
    assert moved[0] != moved[1]
    assert sorted(p.read_text(encoding="utf-8") for p in moved) == ["{1", "{2"]


def test_interrupted_write_leaves_the_old_save_intact(monkeypatch) -> None:
    """os.replace fails (the write is interrupted): the old save stays, no partial file."""
    store = SavedGames()
    path = store.save(played(moves=2))
    before = path.read_bytes()

    def interrupted(*_args, **_kwargs):
        raise OSError("interrupted")

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(OSError, match="interrupted"):
        store.save(played(moves=5))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["schnapsen.json"]  # no temporary left
    assert store.load("schnapsen").match.history == played(moves=2).history


def test_a_write_failing_midway_leaves_the_old_save_intact(monkeypatch) -> None:
    store = SavedGames()
    path = store.save(played(moves=2))
    before = path.read_bytes()

    def half_written(data, stream, **_kwargs):
        stream.write(json.dumps(data)[:20])
        raise OSError("disk full")

    monkeypatch.setattr(json, "dump", half_written)
    with pytest.raises(OSError, match="disk full"):
        store.save(played(moves=5))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["schnapsen.json"]


def test_settings_and_saves_share_one_atomic_writer() -> None:
    """settings.py keeps its name for the helper, but there is one implementation."""
    from cardavia_desktop import settings as settings_module

    assert settings_module.atomic_write_json is storage.atomic_write_json


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(FAST_GAMES), seed=st.integers(0, 10_000), moves=st.integers(0, 40))
def test_property_save_then_load_is_the_same_match(game: str, seed: int, moves: int) -> None:
    """Property: after any random legal play, save + load gives the same match for every seat."""
    match = played(game, seed, moves)
    store = SavedGames(Path(os.environ["XDG_DATA_HOME"]) / "property")
    store.save(match)
    loaded = store.load(game)
    assert loaded.problem is None and loaded.match == match
    assert loaded.match.legal_actions() == match.legal_actions()
    for seat in range(match.players):
        assert loaded.match.observation(seat) == match.observation(seat)


# -- the message ------------------------------------------------------------------------------


def test_set_aside_save_message_names_the_kept_file(qapp) -> None:
    from cardavia_desktop.controllers.settings_controller import AppSettings

    app_settings = AppSettings()
    assert app_settings.message == ""
    app_settings.report_saved_match("corrupt", "schnapsen.json.corrupt-20260101-120000")
    assert "new match" in app_settings.message
    assert "schnapsen.json.corrupt-20260101-120000" in app_settings.message
    app_settings.dismissMessage()  # messages queue: each shows until dismissed
    app_settings.report_saved_match("corrupt", "")  # could not be moved: no name to give
    assert "new match" in app_settings.message and "%1" not in app_settings.message
    app_settings.dismissMessage()
    app_settings.report_saved_match("unsaved", "No space left on device")
    assert app_settings.message == "Your match could not be saved: No space left on device"
    app_settings.dismissMessage()
    assert app_settings.message == ""


def test_saved_match_messages_are_translated(qapp) -> None:
    """The messages go through Qt's translation (German catalogue installed)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from cardavia_desktop.controllers.settings_controller import AppSettings

    catalogue = paths.i18n_dir() / "cardavia_de.qm"
    if not catalogue.is_file():
        pytest.skip("translations not compiled: run `make build`")
    translator = QTranslator()
    assert translator.load(str(catalogue))
    QCoreApplication.installTranslator(translator)
    try:
        app_settings = AppSettings()
        app_settings.report_saved_match("corrupt", "kept.json")
        assert "Partie" in app_settings.message and "kept.json" in app_settings.message
        app_settings.dismissMessage()
        app_settings.report_saved_match("unsaved", "why")
        assert app_settings.message == "Deine Partie konnte nicht gespeichert werden: why"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_corrupt_save_shows_a_message_in_the_window_and_a_new_match_starts(launch) -> None:
    """The shell opens Schnapsen over a corrupt save: banner, file kept aside, a new match."""
    path = SavedGames().path("schnapsen")
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json", encoding="utf-8")
    shell = launch(game="schnapsen")
    text = shell.find("messageText")
    shell.qtbot.waitUntil(lambda: bool(text.property("visible")), timeout=15000)
    kept = [p for p in path.parent.iterdir() if CORRUPT_NAME.fullmatch(p.name)]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ this is not json"
    assert "new match" in text.property("text") and kept[0].name in text.property("text")
    shell.qtbot.waitUntil(path.exists, timeout=15000)  # the new match replaced the save
    assert SavedGames().load("schnapsen").problem is None
    shell.click(shell.find("messageDismiss"))
    assert not text.property("visible")
