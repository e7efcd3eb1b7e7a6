"""``python -m cardavia_desktop.art [--check] [--contact-sheet DIR] [--resources DIR]``.

Without options: (re)write every card face, back, pip and lobby emblem below ``resources/``.
``--check``: exit 1 and name the files that differ from the generator's output.
``--contact-sheet DIR``: also render each pack's faces on one PNG (``DIR/<pack>.png``) and the
emblems on ``DIR/emblems.png`` (needs Qt's SVG module; run it offscreen or under Xvfb).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import stale, write


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    from ..paths import resources_dir

    parser = argparse.ArgumentParser(
        prog="python -m cardavia_desktop.art", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--resources", type=Path, default=resources_dir(), help="the resources folder"
    )
    parser.add_argument(
        "--check", action="store_true", help="only check that the files are current"
    )
    parser.add_argument(
        "--contact-sheet", type=Path, metavar="DIR", help="render contact sheets into DIR"
    )
    parser.add_argument("--width", type=int, default=120, help="card width on the contact sheets")
    args = parser.parse_args(argv)
    if args.check:
        old = stale(args.resources)
        for path in old:
            print(f"stale: {path}")
        return 1 if old else 0
    for path in write(args.resources):
        print(f"wrote {path}")
    if args.contact_sheet:
        from .contact import contact_sheets

        for path in contact_sheets(args.contact_sheet, args.width):
            print(f"contact sheet {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
