"""Run by test_watch_rules_tab.py in a subprocess on a real display (the filter pass that lifts
moving rows into its overlay needs OpenGL): newcomer #36's steps at Scopa's table. Two moves of
yours, Watch for a few moves at its own pace, Stop watching, then your turn again: prints one
JSON line with the homes of the items still lifted into the window's flight overlay once
everything has had time to land. Exit 3 without OpenGL.

    python tests/app/lifted_row_probe.py
"""

from __future__ import annotations

import json
import random
import sys

from PySide6.QtGui import QGuiApplication

from cardavia_desktop import app
from tests.app.watch_rules_probe import scopa_table, shown, wait


def main() -> int:
    qapp = QGuiApplication(sys.argv[:1])
    opened = scopa_table(qapp)
    if opened is None:
        return 3
    engine, window, c = opened
    rng = random.Random(1)
    for _ in range(2):
        wait(qapp, lambda: c.property("yourTurn"), 30)
        moves = c.property("moves")
        c.act(rng.choice(list(c.property("legalActions"))))
        wait(qapp, lambda m=moves: c.property("moves") > m, 30)
    wait(qapp, lambda: c.property("yourTurn"), 30)
    c.startWatchingDeal(4321)
    wait(qapp, lambda: c.property("moves") > 3, 30)  # the watched deal plays, its cards move
    wait(qapp, lambda: False, 2.5)
    c.stopWatching()
    wait(qapp, lambda: not c.property("watching") and c.property("yourTurn"), 30)
    wait(qapp, lambda: False, 3)
    overlay = shown(window, "flightOverlay", visible=False)
    lifted = [mount.property("home").objectName() for mount in overlay.childItems()]
    print(json.dumps({"lifted": lifted}), flush=True)
    app.close_shell(window)
    engine.deleteLater()
    return 0


if __name__ == "__main__":
    sys.exit(main())
