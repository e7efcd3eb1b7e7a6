"""``--open`` and *Open…* never open the wrong file and never give the saved match up for a
file they then refuse: a name that is not UTF-8 stays bytes (Qt text would drop the bytes, or
show U+FFFD, and name a decoy beside it), and the file is checked whole before the save and
the record change."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

from PySide6.QtCore import QUrl

from cardavia_desktop.app import parse_args, request_table
from cardavia_desktop.controllers import statistics as st
from cardavia_desktop.engine import new_match
from cardavia_desktop.saved_games import SavedGames
from tests.app.record_helpers import Table

GAME = "schnapsen"
RIGHT, DROPPED, REPLACED = 45, 99, 98
"""Seeds of the match in the undecodable file and of the decoys named as Qt would read it."""


def match_file(path: Path | bytes, seed: int) -> None:
    match = new_match(GAME, seed=seed)
    for _ in range(2):
        match.apply(match.legal_actions()[0])
    with open(path, "w") as stream:
        json.dump(match.to_dict(), stream)


def undecodable_beside_decoys(folder: Path) -> bytes:
    """``m-\\xff.json`` (seed 45) beside ``m-.json`` (the bytes dropped, seed 99) and
    ``m-\\ufffd.json`` (the bytes read as U+FFFD, seed 98); returns the real file's path."""
    real = os.fsencode(folder) + b"/m-\xff.json"
    match_file(real, RIGHT)
    match_file(folder / "m-.json", DROPPED)
    match_file(folder / "m-\ufffd.json", REPLACED)
    return real


def saved_match_at_stake(qtbot) -> tuple[int, bytes, bytes]:
    """A saved match with a decision of yours in it; its seed, the save's and the record's
    bytes."""
    table = Table(qtbot, GAME, seed=12)
    table.step(random.Random(1))
    table.settle()
    table.close()
    return 12, SavedGames().path(GAME).read_bytes(), st.statistics_path().read_bytes()


def test_open_flag_opens_the_undecodable_name_not_its_decoys(qtbot, tmp_path: Path) -> None:
    real = undecodable_beside_decoys(tmp_path)
    options = parse_args(["--open", os.fsdecode(real)])
    assert options.game == GAME
    request_table(options)
    table = Table(qtbot, GAME)
    try:
        qtbot.waitUntil(lambda: bool(table.files), timeout=10_000)
        assert table.files[-1] == ("import", True, f"{tmp_path}/m-\\xff.json")
        qtbot.waitUntil(lambda: table.c.property("matchSeed") == RIGHT, timeout=10_000)
        table.settle()
        assert table.c.worker()._match.seed == RIGHT
    finally:
        table.close()


def test_a_refused_open_flag_leaves_the_save_and_the_record(qtbot, tmp_path: Path) -> None:
    seed, save, record = saved_match_at_stake(qtbot)
    path = tmp_path / "shared.json"
    match_file(path, RIGHT)
    options = parse_args(["--open", str(path)])
    path.write_text('{"game": "schnapsen", "damaged": ')  # changed after the check
    request_table(options)
    table = Table(qtbot, GAME)
    try:
        qtbot.waitUntil(lambda: bool(table.files), timeout=10_000)
        assert table.files[-1] == ("import", False, "corrupt")
        table.settle()
        assert table.c.worker()._match.seed == seed  # the saved match goes on
        assert not table.recorded  # no abandoned loss
    finally:
        table.close()
    assert SavedGames().path(GAME).read_bytes() == save
    assert st.statistics_path().read_bytes() == record


def test_a_good_open_flag_gives_the_saved_match_up(qtbot, tmp_path: Path) -> None:
    seed, save, _record = saved_match_at_stake(qtbot)
    assert SavedGames().load(GAME).match.seed == seed
    path = tmp_path / "shared.json"
    match_file(path, RIGHT)
    request_table(parse_args(["--open", str(path)]))
    table = Table(qtbot, GAME)
    try:
        qtbot.waitUntil(lambda: table.c.property("matchSeed") == RIGHT, timeout=10_000)
        table.settle()
        assert table.files[-1][:2] == ("import", True)
        assert table.recorded == [(GAME, "easy")]  # the saved match counted as given up
    finally:
        table.close()
    assert SavedGames().path(GAME).read_bytes() != save
    assert SavedGames().load(GAME).match.seed == RIGHT
    assert st.Statistics().bucket(GAME, "easy")["abandoned"] == 1


def test_open_refuses_a_lossy_name_and_reads_a_url_byte_exact(qtbot, tmp_path: Path) -> None:
    real = undecodable_beside_decoys(tmp_path)
    _seed, save, record = saved_match_at_stake(qtbot)
    table = Table(qtbot, GAME)  # the saved match, resumed
    try:
        table.settle()
        before = table.c.worker()._match.to_dict()
        for typed in (str(tmp_path / "m-\ufffd.json"), (tmp_path / "m-\ufffd.json").as_uri()):
            count = len(table.files)
            table.c.importMatch(typed)  # as Qt shows the undecodable name
            qtbot.waitUntil(lambda count=count: len(table.files) > count, timeout=10_000)
            assert table.files[-1] == ("import", False, "undecodable_name")
            assert table.c.worker()._match.to_dict() == before
        assert SavedGames().path(GAME).read_bytes() == save
        assert st.statistics_path().read_bytes() == record
        assert not table.recorded

        url = "file://" + "".join(  # a file URL names the bytes exactly
            chr(b) if b < 128 and (chr(b).isalnum() or chr(b) in "/.-_") else f"%{b:02X}"
            for b in real
        )
        table.c.importMatch(url)
        qtbot.waitUntil(lambda: table.c.property("matchSeed") == RIGHT, timeout=10_000)
        table.settle()
        assert table.files[-1][:2] == ("import", True)
        assert table.c.worker()._match.seed == RIGHT
    finally:
        table.close()


def test_the_open_box_says_why_it_refuses_a_lossy_name(launch, tmp_path: Path) -> None:
    """A chooser hands back a name that is not UTF-8 as Qt shows it (U+FFFD, the same text as
    its decoy's): Open… refuses it and says why, and nothing changes. (Qt Quick's own chooser
    does not list such a name; a platform chooser's name line can give it.)"""
    undecodable_beside_decoys(tmp_path)
    shell = launch(game=GAME)
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    game = shell.find("tableLoader").property("item").property("controller")
    shell.qtbot.waitUntil(lambda: game.property("running"), timeout=10_000)
    seed = game.property("matchSeed")
    save = SavedGames().path(GAME).read_bytes()
    # What the chooser's onAccepted hands the table: the chosen file's URL as text.
    game.importMatch(QUrl.fromLocalFile(str(tmp_path / "m-\ufffd.json")).toString())
    box = shell.find("importBox")
    refusal = shell.find("askBoxRefusal", box)
    shell.qtbot.waitUntil(lambda: refusal.property("text") != "", timeout=10_000)
    assert box.property("visible") and "Rename it" in refusal.property("text")
    assert game.property("matchSeed") == seed
    assert SavedGames().path(GAME).read_bytes() == save
