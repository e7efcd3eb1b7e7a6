"""The deal's story: the engine's events of the previous and the current deal, for the log.

Pure Python, run on the engine worker. The events are those the match kept of each move
(``Match.events``: a resumed match replayed its save once when it was loaded, a take-back drops
the undone moves), so the story is the same after a resume, a take-back or a language switch,
and telling it replays nothing; the views word each event (the engine formats no text). Events
carry only public facts (DESIGN.md), and each gets ``actor``: the seat whose action caused it.
"""

from __future__ import annotations

from typing import Any

SKIPPED = frozenset(
    {"ante", "betting", "draw", "phase", "signals", "no_betting", "reshuffle", "score"}
)
"""Event kinds with nothing for a reader of the log (bookkeeping the table already shows)."""


def deal_story(match: Any, deals: int = 2, finished: bool = False) -> list[dict[str, Any]]:
    """The events of the last ``deals`` deals of ``match``, oldest first, each with ``deal``
    (1, 2, … counted from the match's first deal) and ``actor`` (-1 for none).

    ``finished``: the table still shows the deal that just ended (its sheet is open), so the
    story ends with it: the next deal, dealt already, is not told yet and takes no place in
    the window (newcomer #17: Lock & Bet's log held only the finished deal, not the one
    before it)."""
    story: list[dict[str, Any]] = []
    deal = 1
    starts = [0]  # index in ``story`` where each deal begins
    for events, actor in zip(match.events, match.actors, strict=True):
        for event in events:
            if event.get("type") == "deal":
                deal += 1
                starts.append(len(story))
            if event.get("type") in SKIPPED:
                continue
            story.append({**event, "deal": deal, "actor": actor})
    ends = [i for i, event in enumerate(story) if event["type"] == "deal_end"]
    if finished and ends:
        story = story[: ends[-1] + 1]
        starts = [start for start in starts if start <= ends[-1]]
    first = starts[max(0, len(starts) - deals)]
    return story[first:]
