"""The command line of ``cardavia`` (``app.py`` runs it): its flags, their checks and the games a
flag may name. A usage error exits with status ``EXIT_USAGE`` and a clear message; a path or a
value from the command line is shown escaped and cut short."""

from __future__ import annotations

import argparse
import os
import pkgutil
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from . import outside_text, paths
from .engine.order import ORDER

EXIT_USAGE = 2


DEFAULT_SIZE = (1280, 800)


MINIMUM_SIZE = (1024, 640)


PATH_SHOWN = 160
"""A path in a message is cut to this many characters (its beginning and its file name)."""


@dataclass
class Options:
    """The parsed command line."""

    game: str = ""
    lang: str | None = None
    screenshot: Path | None = None
    size: tuple[int, int] = DEFAULT_SIZE
    first_frame_exit: bool = False
    deal: int | None = None
    open_file: Path | None = None


def _size(text: str) -> tuple[int, int]:
    shown = text if len(text) <= 40 else text[:39] + "…"
    match = re.fullmatch(r"\s*([0-9]{1,5})\s*[xX×]\s*([0-9]{1,5})\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT in pixels such as 1280x800, got {shown!r}"
        )
    size = int(match.group(1)), int(match.group(2))
    if size[0] < MINIMUM_SIZE[0] or size[1] < MINIMUM_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"the window is at least {MINIMUM_SIZE[0]}x{MINIMUM_SIZE[1]}, got {shown!r}"
        )
    return size


def _screenshot_file(text: str) -> Path:
    """The --screenshot target, checked before any window opens: its folder must exist or be
    creatable by this user (nothing is created where the user cannot write)."""
    path = Path(text).expanduser().absolute()
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{_shown(path, PATH_SHOWN)} is a folder, not a file name")
    ancestor = path.parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise argparse.ArgumentTypeError(
            f"cannot save {_shown(path, PATH_SHOWN)}: "
            f"{_shown(ancestor, PATH_SHOWN)} is not a folder"
        )
    if not os.access(ancestor, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(
            f"cannot save {_shown(path, PATH_SHOWN)}: "
            f"{_shown(ancestor, PATH_SHOWN)} is not writable"
        )
    return path


def _shown(text: object, limit: int = 40) -> str:
    """A flag's value or a path for a message: quoted, escaped (a newline, U+202E…) and cut
    short (a flag may be 50 kB long)."""
    return outside_text.shown(text, limit)


def known_games() -> list[str]:
    """Ids of the engine's games (its packages), without importing any of them."""
    from .engine import games as package

    ids = [
        info.name
        for info in pkgutil.iter_modules(package.__path__)
        if info.ispkg and not info.name.startswith("_")
    ]
    return sorted(ids, key=lambda gid: (ORDER.index(gid) if gid in ORDER else len(ORDER), gid))


def table_games() -> list[str]:
    """Ids of the games that have a table view, in lobby order (not ``_template``: a folder
    named with ``_`` is a pattern to copy, as in the engine's ``games/``)."""
    folder = paths.views_dir() / "games"
    ids = [
        path.parent.name
        for path in folder.glob("*/Table.qml")
        if not path.parent.name.startswith("_")
    ]
    return sorted(ids, key=lambda gid: (ORDER.index(gid) if gid in ORDER else len(ORDER), gid))


def parse_args(argv: Sequence[str] | None = None) -> Options:
    """Parse and check the command line; usage errors exit with status 2 and a clear message."""
    parser = argparse.ArgumentParser(
        prog="cardavia", description="Traditional card games against AI opponents, offline."
    )
    parser.add_argument(
        "--game", metavar="ID", default="", help="open this game's table instead of the lobby"
    )
    parser.add_argument(
        "--lang", metavar="CODE", help="language of the interface for this run (e.g. en)"
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        type=_screenshot_file,
        help="save the window as PNG once it has settled, then exit",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        default=DEFAULT_SIZE,
        help="window size (default 1280x800)",
    )
    parser.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--deal",
        metavar="N",
        type=_deal_number,
        help="with --game: play the numbered deal N (the same cards every time)",
    )
    parser.add_argument(
        "--open",
        metavar="FILE",
        dest="open_file",
        type=Path,
        help="open an exported match file at its game's table",
    )
    args = parser.parse_args(argv)
    if args.open_file is not None:
        opened = _match_file_game(args.open_file, parser)
        if args.game and args.game != opened:
            parser.error(
                f"{_shown(args.open_file, PATH_SHOWN)} holds a {opened} match, "
                f"not {_shown(args.game)}"
            )
        args.game = opened
    if args.deal is not None and not args.game:
        parser.error("--deal needs --game ID (which game to deal)")
    if args.deal is not None and args.open_file is not None:
        parser.error("--deal and --open cannot be used together")
    if args.game:
        known = known_games()
        if args.game not in known:
            parser.error(
                f"unknown game {_shown(args.game)}; known games: {', '.join(known) or 'none'}"
            )
        playable = table_games()
        if args.game not in playable:
            parser.error(
                f"game {_shown(args.game)} has no table yet; playable: "
                f"{', '.join(playable) or 'none'}"
            )
    options = Options(args.game, args.lang, args.screenshot, args.size, args.first_frame_exit)
    options.deal, options.open_file = args.deal, args.open_file
    return options


def _deal_number(text: str) -> int:
    from .controllers.deal_numbers import DealNumberError, parse_deal_number

    try:
        return parse_deal_number(text)
    except DealNumberError as error:
        raise argparse.ArgumentTypeError(
            str(error)
            if error.code == "too_large"  # "'…' is out of range: …"
            else f"not a deal number ({error})"
        ) from None


def _match_file_game(path: Path, parser: argparse.ArgumentParser) -> str:
    """The game of the match file ``path``, checked exactly like a save; a clear error else."""
    from . import storage
    from .saved_games import _read_match  # the save's own check

    try:
        data = storage.read_json(path.expanduser())
        game = data.get("game") if isinstance(data, dict) else None
        if not isinstance(game, str) or game not in known_games():
            raise ValueError("it is not a Cardavia match file")
        _read_match(game, data)
    except FileNotFoundError:
        parser.error(f"cannot open {_shown(path, PATH_SHOWN)}: no such file")
    except storage.BadFile as error:
        parser.error(
            f"cannot open {_shown(path, PATH_SHOWN)}: not a match file "
            f"({outside_text.shown(error.detail, 300, quoted=False)})"
        )
    except Exception as error:  # load_match refused it
        parser.error(
            f"cannot open {_shown(path, PATH_SHOWN)}: "
            f"{outside_text.shown(str(error), 300, quoted=False)}"
        )
    if game not in table_games():
        parser.error(f"game {game!r} has no table yet")
    return game
