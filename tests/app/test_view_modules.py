"""The views' shape (issue 34 goal 4): QML modules with a qmldir each, imported by name; every
game's table a TableBase with its own Words.qml; no shared shell or kit file that branches on
a game's id (the shell asks the game's own files instead)."""

from __future__ import annotations

import re
from pathlib import Path

VIEWS = Path(__file__).resolve().parents[2] / "cardavia_desktop" / "views"
GAMES = sorted(path for path in (VIEWS / "games").iterdir() if path.is_dir())


def test_every_views_folder_is_a_module_listing_its_types() -> None:
    """cards, theme, common, shell and each game: a qmldir naming the module by its folder
    (games.<id>) and every QML type of the folder."""
    folders = sorted({path.parent for path in VIEWS.rglob("*.qml")} - {VIEWS})
    assert {VIEWS / "common", VIEWS / "shell", *GAMES} <= set(folders)
    for folder in folders:
        qmldir = folder / "qmldir"
        assert qmldir.is_file(), folder
        lines = qmldir.read_text(encoding="utf-8").splitlines()
        module = ".".join(folder.relative_to(VIEWS).parts)
        assert lines[0] == f"module {module}", folder
        listed = {line.split()[-1] for line in lines[1:] if line.strip()}
        assert {path.name for path in folder.glob("*.qml")} == listed, folder


def test_views_import_their_modules_by_name() -> None:
    """No view imports a views folder by its path (only JavaScript files are imported so)."""
    by_path = re.compile(r'^import "(?![^"]*\.js")[^"]*"', re.M)
    offenders = [
        str(path.relative_to(VIEWS))
        for path in VIEWS.rglob("*.qml")
        if by_path.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_each_game_has_a_table_on_the_scaffold_and_its_own_words() -> None:
    for game in GAMES:
        table = (game / "Table.qml").read_text(encoding="utf-8")
        assert re.search(r"^TableBase \{$", table, re.M), game.name
        assert "GameController {" not in table, f"{game.name}: the page pushes the controller in"
        assert (game / "Words.qml").is_file(), game.name


def test_no_shared_view_branches_on_a_game_id() -> None:
    """The shell and the kit look a game's words up in its own Words.qml (GameWords) and its
    table by convention; none compares a game id with a game's name."""
    branch = re.compile(r"""gameId\s*[!=]==?\s*["'][^"']|switch\s*\([\w.]*gameId\)""")
    offenders = [
        f"{path.relative_to(VIEWS)}:{number}"
        for folder in ("shell", "common", "cards", "theme")
        for path in sorted((VIEWS / folder).glob("*.*"))
        if path.suffix in (".qml", ".js")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if branch.search(line)
    ]
    assert offenders == []
