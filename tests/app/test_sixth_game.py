"""A sixth game needs nothing outside its folders (issue 34 goal 6): the template copied under a
new id into a copy of the app's tree — ``engine/games/sixth`` and ``views/games/sixth``, with
only the id changed inside them — is a lobby game: the registry finds it, the lobby lists it,
the engine plays a match of it with its own bots, the statistics count it through its
``record.py``, its Full rules come from its ``Info.qml``, and the app opens its table by
convention with no warning. Nothing else in the tree is edited (the copy is checked)."""

from __future__ import annotations

import filecmp
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "cardavia_desktop"
NEW = "sixth"
OWN = (
    Path("cardavia_desktop/engine/games") / NEW,
    Path("cardavia_desktop/views/games") / NEW,
)
"""The new game's own folders: the only paths of the copy that differ from the tree."""

PROBE = """
import json, sys
import cardavia_desktop
from cardavia_desktop import paths
from cardavia_desktop.command_line import table_games
from cardavia_desktop.controllers.statistics_figures import game_record, summarize_match
from cardavia_desktop.controllers.tables import view_model_class
from cardavia_desktop.engine.ai import bot_names, create_ai
from cardavia_desktop.engine.match import new_match
from cardavia_desktop.engine.registry import GAMES
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlComponent, QQmlEngine

game = sys.argv[1]
match = new_match(game, seed=4)
bots = [create_ai(game, "hard", 4), create_ai(game, "random", 4)]
while not match.is_over:
    seat = match.current_player
    match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
app = QGuiApplication([])
engine = QQmlEngine()
info = QQmlComponent(engine, QUrl.fromLocalFile(str(paths.game_views_dir(game) / "Info.qml")))
rules = info.create()
print(json.dumps({
    "package": cardavia_desktop.__file__,
    "registry": list(GAMES),
    "lobby": table_games(),
    "levels": list(bot_names(game)),
    "result": match.result,
    "counts": list(game_record(game).COUNTS),
    "summary": summarize_match(match),
    "view_model": [c.__name__ for c in view_model_class(game).__mro__][:3],
    "rules": [len(rules.property("sections").toVariant()), rules.property("name")],
}))
"""


def _copy_tree(target: Path) -> None:
    """The app's package copied to ``target`` (resources linked), and the template copied in
    under the new id with nothing but its id changed."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.qmlc", "*.jsc")
    shutil.copytree(PACKAGE, target / "cardavia_desktop", ignore=ignore)
    (target / "resources").symlink_to(ROOT / "resources")
    (target / "i18n").symlink_to(ROOT / "i18n")
    engine = target / "cardavia_desktop/engine/games"
    shutil.copytree(engine / "_template", engine / NEW, ignore=ignore)
    rules = engine / NEW / "rules.py"
    rules.write_text(rules.read_text().replace('GAME_ID = "template"', f'GAME_ID = "{NEW}"'))
    views = target / "cardavia_desktop/views/games"
    shutil.copytree(views / "_template", views / NEW, ignore=ignore)
    qmldir = views / NEW / "qmldir"
    qmldir.write_text(qmldir.read_text().replace("games._template", f"games.{NEW}"))


def _edited_outside(target: Path) -> list[str]:
    """Files of the copy that differ from the tree, outside the new game's own folders."""
    found: list[str] = []

    def walk(cmp: filecmp.dircmp[str], rel: Path) -> None:
        for name in [*cmp.left_only, *cmp.diff_files]:
            path = rel / name
            if not any(path == own or own in path.parents for own in OWN):
                found.append(str(path))
        for name, sub in cmp.subdirs.items():
            walk(sub, rel / name)

    skip = ["__pycache__", *(p.name for p in (target / "cardavia_desktop").rglob("*.qmlc"))]
    walk(
        filecmp.dircmp(target / "cardavia_desktop", PACKAGE, ignore=skip), Path("cardavia_desktop")
    )
    return sorted(p for p in found if not p.endswith((".qmlc", ".jsc", ".pyc")))


def _env(target: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(target), CARDAVIA_SOUND="0")
    env["QML_IMPORT_PATH"] = str(target / "cardavia_desktop" / "views")
    return env


@pytest.mark.xvfb
def test_a_copied_template_is_a_lobby_game_with_no_edit_outside_its_folders(tmp_path) -> None:
    tree = tmp_path / "tree"
    _copy_tree(tree)
    assert _edited_outside(tree) == []

    probe = subprocess.run(
        [sys.executable, "-c", PROBE, NEW],
        env=_env(tree),
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert probe.returncode == 0, probe.stderr
    found = json.loads(probe.stdout.splitlines()[-1])
    assert found["package"].startswith(str(tree))  # the copy ran, not the worktree
    assert NEW in found["registry"] and found["lobby"][-1] == NEW
    assert {"easy", "normal", "hard", "random"} <= set(found["levels"])
    assert max(found["result"]["match_points"]) >= 5  # a whole match played
    assert found["counts"] == ["tricks"]  # the statistics count it through its record.py
    print(found["summary"])
    assert "TableViewModel" in found["view_model"]
    assert found["rules"][0] >= 4 and found["rules"][1]

    shot = tmp_path / "table.png"
    app = subprocess.run(
        [sys.executable, "-m", "cardavia_desktop", "--game", NEW, "--screenshot", str(shot)],
        env=dict(
            _env(tree),
            XDG_CONFIG_HOME=str(tmp_path / "cfg"),
            XDG_DATA_HOME=str(tmp_path / "data"),
        ),
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert app.returncode == 0, app.stderr
    assert shot.stat().st_size > 0
    loud = [
        line
        for line in app.stderr.splitlines()
        if "qml" in line.lower() or "warning" in line.lower()
    ]
    assert loud == []
