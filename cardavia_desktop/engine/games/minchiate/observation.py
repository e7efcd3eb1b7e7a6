"""The observation of one seat: its own cards plus everything public (docs/games/minchiate.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import rules as R
from .rules import PACK

if TYPE_CHECKING:
    from .state import MinchiateState


def build_observation(state: MinchiateState, seat: int) -> dict[str, Any]:
    """JSON-serialisable view of ``state`` from ``seat``."""
    s = state
    to_act = s.current_player()
    trick = [{"seat": p, "card": PACK.code(c)} for p, c in s.trick]
    lead = None if s.lead is None else R.SUIT_LETTERS[s.lead]
    return {
        "game": "minchiate",
        "seat": seat,
        "players": 4,
        "team": R.team_of(seat),
        "teams": [[0, 2], [1, 3]],
        "current_player": to_act,
        "phase": s.phase,
        "dealer": s.dealer,
        "cutter": s.cutter,
        "eldest": s.eldest,
        "hand": R.codes(s.hands[seat]),
        "hand_sizes": [h.bit_count() for h in s.hands],
        "robbed": {
            "cutter": [PACK.code(c) for c in s.robbed_cutter],
            "dealer": [PACK.code(c) for c in s.robbed_dealer],
        },
        "exposed": PACK.code(s.exposed),
        "shown": [R.codes(m) for m in s.shown],
        "discards": R.codes(s.discards[seat]),
        "discard_counts": [m.bit_count() for m in s.discards],
        "to_discard": list(s.to_discard),
        "fola_size": len(s.fola),
        "fola": [PACK.code(c) for c in s.fola] if s.fola_revealed else None,
        "declarations": [dict(d) for d in s.declarations],
        "passed": list(s.passed),
        "leader": s.leader if s.phase in ("play", "over") else None,
        "trick": trick,
        "lead": lead,
        "trump_in_trick": s.trump_played,
        "king_rule_now": bool(lead and lead != "T" and s.first_of_suit and s.trump_played),
        "suits_followed": [R.SUITS[i] for i in range(4) if s.followed >> i & 1],
        "tricks": [dict(t) for t in s.tricks],
        "tricks_won": list(s.tricks_won),
        "pile_sizes": [p.bit_count() for p in s.piles],
        "difference": s.difference,
        "resti": list(s.resti),
        "end": s.end,
        "result": s.result(),
        "log": [dict(e) for e in s.log],
    }
