"""Which cue an engine event sounds, and when: one table for every game (no Qt here).

The engine's events are data; ``EVENT_CUES`` names, for every event type any game emits, the
cue it sounds (``None``: silent, e.g. a phase change or a score line that another event already
sounds). A cue follows the animation it belongs to: ``LANDS_AFTER_MS`` is how long, at normal
speed, the views' motion takes before the moment the cue marks (a played card lands when the
scopa FlightLayer's 320 ms move ends; a capture settles after its 460 ms sweep). The player
scales it by the animation speed and makes it 0 under reduced motion.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

HUMAN_SIDE = 0
"""The player's seat, and the player's team in the four-seat games (seats 0 and 2)."""

EVENT_CUES: dict[str, str | None] = {
    # Dealing and shuffling.
    "deal": "deal",
    "round": "deal",
    "reshuffle": "deal",
    # Cards played and drawn.
    "play": "card",
    "place": "card",
    "discard": "card",
    "reveal": "card",
    "lock": "card",
    "rob": "card",
    "draw": None,  # the stock refills hands after every trick: the trick sounds
    "leftovers": "capture",
    "capture": "capture",
    "trick": "trick",
    # Sweeps.
    "scopa": "sweep",
    # Declarations and trumps.
    "declare": "declare",
    "marriage": "declare",
    "exchange": "trump",
    "close": "trump",
    "fola": None,  # the fola is shown, not heard (the deal already sounded)
    "exposed": "card",
    "pass": None,
    "phase": None,
    "resto": None,  # the trick that made it sounds
    "score": None,  # declarations and tricks sound; their points do not
    "matto_settlement": None,
    # Chips.
    "ante": "chips",
    "bet": "chips",
    "call": "chips",
    "raise": "chips",
    "allin": "chips",
    "fold": "chips",
    "pot": None,  # follows the bet that made it
    "refund": "chips",
    "betting": None,
    "no_betting": None,
    "signals": None,
    "take_back": None,
    # Deal and match ends (won or lost: see ``cue_of``).
    "void_deal": "deal_over",
    "deal_end": "deal_over",  # or deal_won / deal_lost, and sweep after a sweep
    "match_end": "match_won",  # or match_lost, or deal_over for a tie
}

LANDS_AFTER_MS: dict[str, int] = {"card": 320, "capture": 460, "sweep": 460, "trick": 420}
"""The motion before each cue at normal speed (cues not named sound at once)."""

PRIORITY: tuple[str, ...] = ("match_won", "match_lost", "deal_won", "deal_lost", "deal_over")
"""Of these, a burst sounds only the first present: the match's end covers its last deal's."""


def winner_side(event: Mapping[str, Any]) -> int | None:
    """The winning side of a deal or match end: 0 is the player's (seat 0, or team 0 = North
    and South), 1 the other; ``None`` for a tie or no winner yet. Games name it as a seat or
    team number (``winner``, ``winning_team``) or as a team's name (Minchiate: ``NS``/``EW``)."""
    team = event.get("winning_team")
    if isinstance(team, int) and not isinstance(team, bool):
        return team
    winner = event.get("winner")
    if isinstance(winner, str):
        return {"NS": 0, "EW": 1}.get(winner)
    if isinstance(winner, int) and not isinstance(winner, bool):
        return winner % 2
    return None


def points_side(event: Mapping[str, Any]) -> int | None:
    """The side that scored more in a deal whose end names no winner of its own (Scopa's
    ``winner`` is the match's: ``None`` until it ends), from its ``points`` per side; ``None``
    when they are level or not given."""
    points = event.get("points")
    if not (
        isinstance(points, list)
        and len(points) == 2
        and all(isinstance(p, int | float) and not isinstance(p, bool) for p in points)
    ):
        return None
    return None if points[0] == points[1] else (0 if points[0] > points[1] else 1)


def cue_of(event: Mapping[str, Any]) -> tuple[str, ...]:
    """The cues of one event (none: silent; an unknown type is silent too)."""
    kind = event.get("type")
    if not isinstance(kind, str):
        return ()
    if kind in ("deal_end", "match_end"):
        side = winner_side(event)
        if side is None and kind == "deal_end":
            side = points_side(event)
        stem = "match" if kind == "match_end" else "deal"
        end = (
            ("deal_over",)
            if side is None
            else (f"{stem}_won" if side == HUMAN_SIDE else f"{stem}_lost",)
        )
        if side is None and kind == "match_end":
            end = ("deal_over",)
        swept = isinstance(event.get("sweep"), int) and not isinstance(event["sweep"], bool)
        return (("sweep",) if swept else ()) + end
    cue = EVENT_CUES.get(kind)
    return () if cue is None else (cue,)


def cues_for(events: Iterable[Mapping[str, Any]]) -> list[str]:
    """The cues of one step's events, each kind once, in the order of their first event; a
    match's end silences its last deal's, a sweep the capture it crowns."""
    cues: list[str] = []
    for event in events:
        for cue in cue_of(event):
            if cue not in cues:
                cues.append(cue)
    ends = [cue for cue in PRIORITY if cue in cues]
    cues = [cue for cue in cues if cue not in ends[1:]]
    if "sweep" in cues and "capture" in cues:
        cues.remove("capture")
    return cues
