"""Fuzz: garbage actions and mutated saves against every game.

Actions: at random positions of random matches, strings built to look almost right (a legal
action with a character changed, added or dropped; other games' actions; Unicode digits and
look-alikes; thousands of digits; random text) go to ``Match.apply``. A refusal must be an
``IllegalAction`` that leaves the match unchanged; a string that is accepted must be legal.

Saves: a saved match is mutated (values replaced by other JSON, keys dropped, moves edited,
swapped or cut, resealed or not, newer formats) and given to ``load_match`` (which may only
refuse with ``IllegalAction``); the file form (bytes cut, flipped, a BOM, deep nesting) is
given to the app's reader ``SavedGames.load``, which may never raise.

Prints, per game, counts of accepted / refused / unexpected; unexpected must be 0.

    nice -n 10 .venv/bin/python benchmarks/fuzz.py [--seconds 10] [--games lockbet]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardavia_desktop.engine import GAMES, IllegalAction, load_match, new_match
from cardavia_desktop.engine.match import reseal
from cardavia_desktop.saved_games import SavedGames

ODD = [
    "٣",
    "３",
    "۳",
    "𝟑",
    "\u200b",
    "\x00",
    "\n",
    " ",
    "Ａ",
    "é",
    ":",
    ",",
    "-",
    "0" * 5000,
    "9" * 4400,
    "S10",
    "T36",
    "HK",
    "EU",
    "C2.1",
    "<b>",
    "%1",
    "\ud7ff",
]
JUNK: list[Any] = [
    None,
    True,
    0,
    -1,
    2**31,
    2**70,
    1e308,
    float("inf"),
    float("nan"),
    "",
    "x" * 300,
    [],
    {},
    [[[[]]]],
    {"a": {"b": []}},
    ["play:HA"],
    3.5,
]


def garbage_action(rng: random.Random, legal: list[str], others: list[str]) -> str:
    """A string that is probably not a legal action here."""
    kind = rng.randrange(6)
    base = rng.choice(legal)
    if kind == 0:  # one character changed
        i = rng.randrange(len(base))
        return base[:i] + rng.choice(ODD + list("abcXYZ019:,.")) + base[i + 1 :]
    if kind == 1:  # one character added or dropped
        i = rng.randrange(len(base) + 1)
        if rng.random() < 0.5:
            return base[:i] + rng.choice(ODD) + base[i:]
        return base[:i] + base[i + 1 :]
    if kind == 2:  # another game's action
        return rng.choice(others)
    if kind == 3:  # a verb with an odd argument
        verb = base.split(":")[0]
        return f"{verb}:{rng.choice(ODD)}{rng.choice(ODD) if rng.random() < 0.3 else ''}"
    if kind == 4:  # random text
        alphabet = "playbetraisedclrmxhngfo:,0123456789 " + "".join(ODD[:10])
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
    return rng.choice(ODD) * rng.randrange(1, 3000)


def fuzz_actions(game: str, rng: random.Random, tally: dict[str, int], others: list[str]) -> None:
    match = new_match(game, seed=rng.randrange(2**31))
    while not match.is_over:
        legal = match.legal_actions()
        for _ in range(3):
            text = garbage_action(rng, legal, others)
            before = match.to_dict()
            try:
                match.apply(text)
            except IllegalAction:
                tally["refused"] += 1
                if match.to_dict() != before:
                    _unexpected(tally, game, f"a refusal changed the match: {text!r}")
                continue
            except Exception:
                _unexpected(tally, game, f"action {text[:60]!r}:\n{traceback.format_exc()}")
                return
            if text.strip() not in legal and not text.isascii():
                _unexpected(tally, game, f"accepted a non-ASCII action {text!r}")
            tally["accepted"] += 1
            legal = match.legal_actions()
            if match.is_over:
                return
        match.apply(rng.choice(legal))


def mutated_save(rng: random.Random, data: dict[str, Any]) -> dict[str, Any]:
    mutant = json.loads(json.dumps(data))
    for _ in range(rng.randrange(1, 3)):
        kind = rng.randrange(7)
        key = rng.choice(list(mutant) or ["game"])
        actions = mutant.get("actions") if isinstance(mutant.get("actions"), list) else None
        if kind == 0:
            mutant[key] = rng.choice(JUNK)
        elif kind == 1:
            mutant.pop(key, None)
        elif kind == 2 and actions:
            actions[rng.randrange(len(actions))] = rng.choice(
                [rng.choice(JUNK), rng.choice(ODD), "play:" + rng.choice(ODD)]
            )
        elif kind == 3 and actions and len(actions) > 1:
            i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
            actions[i], actions[j] = actions[j], actions[i]
        elif kind == 4 and actions:
            del actions[rng.randrange(len(actions)) :]
        elif kind == 5:
            mutant["format"] = rng.choice(["cardavia-match/2", "cardavia-match/0", "x", None])
        else:
            mutant["game"] = rng.choice([*GAMES, "chess", 7])
    return reseal(mutant) if rng.random() < 0.6 else mutant


def mutated_file(rng: random.Random, text: str) -> bytes:
    raw = text.encode()
    kind = rng.randrange(5)
    if kind == 0:
        return raw[: rng.randrange(len(raw))]
    if kind == 1:
        flipped = bytearray(raw)
        for _ in range(rng.randrange(1, 6)):
            flipped[rng.randrange(len(flipped))] = rng.randrange(256)
        return bytes(flipped)
    if kind == 2:
        return b"\xef\xbb\xbf" + raw
    if kind == 3:
        depth = rng.choice([100, 990, 5000, 100_000])
        return b"[" * depth + b"]" * depth
    return rng.randbytes(rng.randrange(1, 400))


def fuzz_saves(game: str, rng: random.Random, tally: dict[str, int], folder: Path) -> None:
    match = new_match(game, seed=rng.randrange(2**31))
    for _ in range(rng.randrange(0, 60)):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    data = match.to_dict()
    mutant = mutated_save(rng, data)
    try:
        loaded = load_match(mutant)
        tally["accepted"] += 1
        if loaded.game not in GAMES:
            _unexpected(tally, game, "load_match accepted an unknown game")
    except IllegalAction:
        tally["refused"] += 1
    except Exception:
        _unexpected(tally, game, f"load_match raised:\n{traceback.format_exc()}")
    store = SavedGames(folder)
    store.path(game).write_bytes(mutated_file(rng, json.dumps(mutant)))
    try:
        result = store.load(game)
    except Exception:
        _unexpected(tally, game, f"SavedGames.load raised:\n{traceback.format_exc()}")
        return
    tally["file refused" if result.problem else "file accepted"] += 1
    for left in folder.iterdir():
        left.unlink()


def _unexpected(tally: dict[str, int], game: str, what: str) -> None:
    tally["unexpected"] += 1
    if tally["unexpected"] <= 5:
        print(f"  {game}: {what}", file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time per game (half each)")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    others = [a for g in GAMES for a in new_match(g, seed=1).legal_actions()]
    total_unexpected = 0
    print(
        f"{'game':<13}{'actions':>9}{'refused':>9}{'accepted':>9}{'saves':>7}{'refused':>9}"
        f"{'files':>7}{'refused':>9}{'unexpected':>12}"
    )
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for game in args.games.split(","):
            acts = {"refused": 0, "accepted": 0, "unexpected": 0}
            saves = {
                "refused": 0,
                "accepted": 0,
                "unexpected": 0,
                "file refused": 0,
                "file accepted": 0,
            }
            until = time.perf_counter() + args.seconds / 2
            while time.perf_counter() < until:
                fuzz_actions(game, rng, acts, others)
            until = time.perf_counter() + args.seconds / 2
            while time.perf_counter() < until:
                fuzz_saves(game, rng, saves, folder)
            unexpected = acts["unexpected"] + saves["unexpected"]
            total_unexpected += unexpected
            files = saves["file refused"] + saves["file accepted"]
            print(
                f"{game:<13}{acts['refused'] + acts['accepted']:>9}{acts['refused']:>9}"
                f"{acts['accepted']:>9}{saves['refused'] + saves['accepted']:>7}"
                f"{saves['refused']:>9}{files:>7}{saves['file refused']:>9}{unexpected:>12}"
            )
    return 1 if total_unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
