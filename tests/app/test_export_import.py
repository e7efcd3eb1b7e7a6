"""Export / import a match: the file is the save's JSON; an import is checked exactly like a
save, and a hostile file (not JSON, another game, an edited move, 50 MB) is refused with the
match at the table, and its save, untouched. ``cardavia --open FILE`` checks it the same way."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cardavia_desktop.app import parse_args
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.match import reseal
from cardavia_desktop.saved_games import SavedGames
from tests.app.record_helpers import WAIT_MS, Table


def exported(qtbot, table: Table, path: Path) -> dict:
    table.c.exportMatch(str(path))
    qtbot.waitUntil(lambda: any(kind == "export" for kind, _, _ in table.files), timeout=10_000)
    assert table.files[-1] == ("export", True, str(path))
    return json.loads(path.read_text())


def test_export_then_import_round_trips(qtbot, tmp_path: Path) -> None:
    source = Table(qtbot, "schnapsen", seed=31)
    rng = random.Random(2)
    for _ in range(4):
        source.step(rng)
    source.settle()
    data = exported(qtbot, source, tmp_path / "match.json")
    played = list(source.c.worker()._match.history)
    source.close()
    assert data["game"] == "schnapsen" and data["actions"] == played

    target = Table(qtbot, "schnapsen", seed=77)
    target.settle()
    target.c.importMatch((tmp_path / "match.json").as_uri())
    qtbot.waitUntil(lambda: bool(target.files), timeout=10_000)
    assert target.files[-1][:2] == ("import", True)
    qtbot.waitUntil(lambda: target.c.property("matchSeed") == 31, timeout=10_000)
    target.settle()
    match = target.c.worker()._match
    assert match.history[: len(played)] == played
    assert match.assisted  # an imported match is counted apart
    again = exported(qtbot, target, tmp_path / "again.json")
    target.close()
    if len(match.history) == len(played):
        assert {k: v for k, v in again.items() if k != "assisted"} == data


def hostile_files(tmp_path: Path) -> dict[str, Path]:
    good = new_match("schnapsen", seed=5)
    for _ in range(3):
        good.apply(good.legal_actions()[0])
    files = {}
    files["not_json"] = tmp_path / "notjson.json"
    files["not_json"].write_text("this is not { JSON")
    other = new_match("scopa", seed=5)
    other.apply(other.legal_actions()[0])
    files["other_game"] = tmp_path / "scopa.json"
    files["other_game"].write_text(json.dumps(other.to_dict()))
    edited = good.to_dict()
    edited["actions"][1] = "play:HA" if edited["actions"][1] != "play:HA" else "play:SA"
    files["edited"] = tmp_path / "edited.json"
    files["edited"].write_text(json.dumps(edited))
    resealed = reseal(dict(edited))  # the digest fixed: the rules refuse the move itself
    files["edited_resealed"] = tmp_path / "resealed.json"
    files["edited_resealed"].write_text(json.dumps(resealed))
    files["huge"] = tmp_path / "huge.json"
    with files["huge"].open("w") as stream:
        stream.write('{"pad": "')
        stream.write("x" * (50 * 1024 * 1024))
        stream.write('"}')
    files["missing"] = tmp_path / "missing.json"
    files["settings"] = tmp_path / "settings.json"  # JSON, but no match: not "damaged"
    files["settings"].write_text(json.dumps({"language": "fa", "aiLevel": "hard"}))
    files["list"] = tmp_path / "list.json"
    files["list"].write_text("[1, 2, 3]")
    return files


def test_hostile_imports_are_refused_with_the_match_intact(qtbot, tmp_path: Path) -> None:
    files = hostile_files(tmp_path)
    table = Table(qtbot, "schnapsen", seed=12)
    rng = random.Random(1)
    table.step(rng)
    table.settle()
    before = table.c.worker()._match.to_dict()
    hand = table.hand()
    save = SavedGames().path("schnapsen").read_bytes()
    expected = {
        "not_json": "corrupt",
        "other_game": "other_game",
        "edited": "damaged",
        "edited_resealed": "damaged",
        "huge": "corrupt",
        "missing": "not_found",
        "settings": "not_a_match",
        "list": "not_a_match",
    }
    try:
        for name, path in files.items():
            count = len(table.files)
            table.c.importMatch(str(path))
            qtbot.waitUntil(lambda count=count: len(table.files) > count, timeout=20_000)
            kind, ok, reason = table.files[-1]
            assert (kind, ok) == ("import", False), name
            assert reason.split(":")[0] == expected[name], (name, reason)
            if name == "other_game":  # the page names the game to open it from
                assert reason == "other_game:scopa", reason
            assert table.c.worker()._match.to_dict() == before, name
            assert table.hand() == hand
            assert SavedGames().path("schnapsen").read_bytes() == save
            assert path.exists() or name == "missing"  # the player's file is never moved
    finally:
        table.close()


def test_the_open_flag(tmp_path: Path) -> None:
    match = new_match("minchiate", seed=3)
    match.apply(match.legal_actions()[0])
    good = tmp_path / "m.json"
    good.write_text(json.dumps(match.to_dict()))
    options = parse_args(["--open", str(good)])
    assert (options.game, options.open_file) == ("minchiate", good)
    files = hostile_files(tmp_path)
    for name in ("not_json", "edited", "edited_resealed", "huge", "missing"):
        with pytest.raises(SystemExit) as stopped:
            parse_args(["--open", str(files[name])])
        assert stopped.value.code == 2, name
    with pytest.raises(SystemExit):
        parse_args(["--open", str(good), "--game", "scopa"])


def test_open_flag_opens_the_match_at_its_table(qtbot, tmp_path: Path) -> None:
    from cardavia_desktop.controllers import launch

    match = new_match("schnapsen", seed=45)
    for _ in range(2):
        match.apply(match.legal_actions()[0])
    path = tmp_path / "shared.json"
    path.write_text(json.dumps(match.to_dict()))
    options = parse_args(["--open", str(path)])
    launch.request(options.game, open_file=str(options.open_file))
    table = Table(qtbot, options.game)
    try:
        qtbot.waitUntil(lambda: bool(table.files), timeout=10_000)
        assert table.files[-1][:2] == ("import", True)
        qtbot.waitUntil(lambda: table.c.property("matchSeed") == 45, timeout=10_000)
        table.settle()
        assert table.c.worker()._match.history[:2] == match.history
    finally:
        table.close()


def test_an_opened_finished_deal_shows_its_own_scores_and_is_not_counted_again(
    qtbot, tmp_path: Path
) -> None:
    """Newcomer #33: a finished Tarocchi deal exported and opened again showed its card points
    without the discard (97, where the sheet said 101). The opened file shows the deal as it
    ended, the sheet's scores, and the record counts nothing more."""
    first = Table(qtbot, "piedicavallo", seed=12)
    try:
        first.play_to_deal_end(random.Random(3))
        qtbot.waitUntil(lambda: first.c.property("matchOver"), timeout=WAIT_MS)
        points = list(first.c.property("points"))
        summary = dict(first.c.property("summary"))
        target = tmp_path / "finished.json"
        first.c.exportMatch(str(target))
        qtbot.waitUntil(target.exists, timeout=WAIT_MS)
    finally:
        first.close()
    assert points == list(summary["points"])  # the table showed the deal's own scores
    second = Table(qtbot, "piedicavallo", seed=99)
    try:
        second.settle()
        recorded = list(second.recorded)
        second.c.importMatch(str(target))
        qtbot.waitUntil(
            lambda: any(kind == "import" for kind, _, _ in second.files), timeout=WAIT_MS
        )
        assert second.files[-1][1], second.files[-1]
        qtbot.waitUntil(lambda: second.c.property("matchOver"), timeout=WAIT_MS)
        assert list(second.c.property("points")) == points
        assert list(second.c.property("summary")["points"]) == points
        qtbot.wait(200)
        assert second.recorded == recorded  # counted once, when it ended
    finally:
        second.close()


def test_opening_the_match_at_the_table_changes_nothing(qtbot, tmp_path: Path) -> None:
    """Newcomer #33 exported its Minchiate match and opened the file at once: the match was
    given up and counted as lost. The same match, move for move, is already open: it is said
    so, and nothing is given up, counted or marked."""
    table = Table(qtbot, "schnapsen", seed=12)
    try:
        table.step(random.Random(1))
        table.settle()
        before = table.c.worker()._match.to_dict()
        target = tmp_path / "mine.json"
        table.c.exportMatch(str(target))
        qtbot.waitUntil(target.exists, timeout=WAIT_MS)
        table.c.importMatch(str(target))
        qtbot.waitUntil(lambda: table.files[-1][0] == "import", timeout=WAIT_MS)
        assert table.files[-1] == ("import", False, "same_match")
        qtbot.wait(200)
        assert table.c.worker()._match.to_dict() == before
        assert not table.c.property("assisted") and table.recorded == []
    finally:
        table.close()


def test_opening_your_match_during_a_replay_says_it_waits_aside(qtbot, tmp_path: Path) -> None:
    """Newcomer #35 opened its match's file while replaying a deal, one card further on: "the
    match at the table, just as it stands" was untrue there. It says the match waits aside."""
    table = Table(qtbot, "lockbet", seed=11)
    try:
        table.play_to_deal_end(random.Random(5))
        target = tmp_path / "mine.json"
        table.c.exportMatch(str(target))
        qtbot.waitUntil(target.exists, timeout=WAIT_MS)
        table.c.replayDeal()
        qtbot.waitUntil(lambda: table.c.property("practice"), timeout=WAIT_MS)
        table.step(random.Random(6))
        table.c.importMatch(str(target))
        qtbot.waitUntil(lambda: table.files[-1][0] == "import", timeout=WAIT_MS)
        assert table.files[-1] == ("import", False, "same_match:replay")
        assert table.c.property("practice") and table.recorded == []
    finally:
        table.close()
