"""The registry imports a game's package only when that game is asked for (issue 17 goal 4): a
Minchiate table's process holds no other engine; walking the registry still finds every game,
in lobby order."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from cardavia_desktop import paths
from cardavia_desktop.engine.order import ORDER

PROBE = textwrap.dedent("""
    import json, sys
    from cardavia_desktop.engine import new_match
    from cardavia_desktop.engine.registry import GAMES, find_game
    def loaded():
        return sorted({name.split(".")[3] for name in sys.modules
                       if name.startswith("cardavia_desktop.engine.games.")})
    steps = {"start": loaded(), "known": "scopa" in GAMES and "nothing" not in GAMES}
    new_match("minchiate", seed=3)
    steps["minchiate"] = loaded()
    steps["spec"] = find_game("minchiate").id
    steps["all"] = [spec.id for spec in GAMES.values()]
    steps["after_all"] = loaded()
    print(json.dumps(steps))
""")


def test_a_game_is_imported_when_it_is_asked_for_and_every_game_when_walked() -> None:
    env = {**os.environ, "PYTHONPATH": str(paths.PACKAGE_DIR.parent)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    steps = json.loads(done.stdout)
    assert steps["start"] == [] and steps["known"] is True  # ids known, nothing imported
    assert steps["minchiate"] == ["minchiate"]
    assert steps["spec"] == "minchiate"
    games = [game for game in ORDER if game in steps["all"]]
    assert steps["all"][: len(games)] == games and len(steps["all"]) >= 5  # lobby order
    assert steps["after_all"] == sorted(steps["all"])
