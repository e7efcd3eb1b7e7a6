"""Frame intervals of moving cards alone: ``--cards`` CardViews of one pack sliding to and fro
in a 1280x800 window (no table, no filter pass), every ``frameSwapped`` recorded.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python benchmarks/card_frames.py \\
        [--pack tarot] [--codes T1,T7,CK] [--cards 30] [--seconds 6] [--root DIR]

It isolates what drawing a card costs the renderer, which the table benchmark
(``frame_timing.py``) mixes with the filter pass, the grain and the rest of the table. ``--root``
points at another checkout (e.g. ``git worktree add /tmp/before <commit>``) to compare its card
views with these on the same machine, one run after the other. The first second is left out
(first-use loading). Nothing is asserted: it prints one line.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import time
from pathlib import Path

DEFAULT_CODES = {
    "german": "HK,SO,EU,L10,HA",
    "french": "HK,SQ,DJ,C10,S7,HA,D5,C2",
    "tarot": "T1,T7,T14,T21,MATTO,CK,SQ,BN,DJ,C7",
    "minchiate": "T1,T13,T24,T36,T40,MATTO,CJ,SN,BK,D9",
}

QML = """
import QtQuick
import "{views}"
Rectangle {{
    width: 1280; height: 800; color: "#1f5a41"
    Repeater {{
        model: {cards}
        CardView {{
            required property int index
            readonly property real base: 40 + (index % 10) * 110
            pack: "{pack}"; code: {codes}[index % {count}]
            width: 96; x: base; y: 40 + Math.floor(index / 10) * 230; rotation: (index % 5) * 3
            SequentialAnimation on x {{
                loops: Animation.Infinite
                NumberAnimation {{ from: base; to: base + 60; duration: 700 }}
                NumberAnimation {{ from: base + 60; to: base; duration: 700 }}
            }}
        }}
    }}
}}
"""


def main() -> None:
    """Run the window, print the frame intervals' median and p95 and the process CPU time."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pack", default="tarot", choices=sorted(DEFAULT_CODES))
    parser.add_argument("--codes", help="comma-separated card codes (default: a mix per pack)")
    parser.add_argument("--cards", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    args = parser.parse_args()
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    sys.path.insert(0, str(args.root))

    from PySide6.QtCore import QTimer, QUrl
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQuick import QQuickView

    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    app = QGuiApplication(sys.argv[:1])
    codes = (args.codes or DEFAULT_CODES[args.pack]).split(",")
    source = Path(os.environ.get("TMPDIR", "/tmp")) / f"card_frames_{os.getpid()}.qml"
    source.write_text(
        QML.format(
            views=QUrl.fromLocalFile(
                str(args.root / "cardavia_desktop" / "views" / "cards")
            ).toString(),
            cards=args.cards,
            pack=args.pack,
            codes=codes,
            count=len(codes),
        ),
        encoding="utf-8",
    )
    view = QQuickView()
    view.setSource(QUrl.fromLocalFile(str(source)))
    for error in view.errors():
        print(error.toString(), file=sys.stderr)
    stamps: list[float] = []
    view.frameSwapped.connect(lambda: stamps.append(time.perf_counter()))
    view.show()
    QTimer.singleShot(round((args.seconds + 1) * 1000), app.quit)
    cpu = time.process_time()
    app.exec()
    cpu = time.process_time() - cpu
    source.unlink()
    kept = [t for t in stamps if t - stamps[0] > 1.0]
    intervals = sorted((b - a) * 1000 for a, b in itertools.pairwise(kept))
    if not intervals:
        print("no frames")
        return
    p95 = intervals[min(len(intervals) - 1, int(len(intervals) * 0.95))]
    print(
        f"{args.pack}: {args.cards} cards, {len(intervals)} frames, median "
        f"{statistics.median(intervals):.1f} ms, p95 {p95:.1f} ms, process CPU {cpu:.1f} s, "
        f"load {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
