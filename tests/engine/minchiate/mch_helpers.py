"""Helpers for the Minchiate tests: arranged decks and quick play-outs."""

from __future__ import annotations

import random

from cardavia_desktop.engine import Match, new_match
from cardavia_desktop.engine.games.minchiate import rules as R
from cardavia_desktop.engine.games.minchiate.rules import PACK


def _robbable(code: str) -> bool:
    return bool(R.ROBBABLE_MASK >> PACK.index(code) & 1)


def arrange(
    dealer: int = 0,
    rob: tuple[str, ...] | list[str] = (),
    hands: dict[int, list[str]] | None = None,
    fola: tuple[str, ...] | list[str] = (),
    exposed: str | None = None,
) -> list[str]:
    """A deck in cut order: the cutter robs exactly ``rob``; seats get ``hands`` (completed to 21
    with filler, the dealer's 21st card ``exposed`` or a zero-point filler); the Fola starts
    with ``fola`` and then non-robbable filler (so the dealer robs exactly the given prefix)."""
    hands = {s: list(v) for s, v in (hands or {}).items()}
    used = set(rob) | set(fola) | {c for v in hands.values() for c in v}
    if exposed:
        used.add(exposed)
    plain = [c for c in PACK.codes if c not in used and not _robbable(c)]
    robbable = [c for c in PACK.codes if c not in used and _robbable(c)]
    eldest = (dealer + 1) % 4
    fola_rest = 13 - len(rob) - len(fola)
    # Keep the plainest cards for the places where a robbable card would change the deal.
    full_dealer = len(hands.get(dealer, [])) == 21
    reserve = [plain.pop() for _ in range(fola_rest + (0 if exposed or full_dealer else 1))]
    filler = robbable + plain  # pop() hands out plain cards first
    given = list(hands)
    for seat in given + [s for s in range(4) if s not in given]:
        cards = hands.setdefault(seat, [])
        want = 21 - (1 if seat == dealer else 0)
        while len(cards) < want:
            cards.append(filler.pop())
    if not full_dealer:
        hands[dealer].append(exposed or reserve.pop())
    if len(rob) < 13 and _robbable(hands[eldest][0]):
        own = [i for i, c in enumerate(hands[eldest][:20]) if not _robbable(c)]
        if own:
            first = hands[eldest][0]
            hands[eldest][0], hands[eldest][own[0]] = hands[eldest][own[0]], first
    if len(rob) < 13 and _robbable(hands[eldest][0]):
        donor, index = next(
            (s, i) for s in range(4) for i, c in enumerate(hands[s][:20]) if not _robbable(c)
        )
        hands[eldest][0], hands[donor][index] = hands[donor][index], hands[eldest][0]
    fola_cards = list(fola) + reserve
    deck = list(rob)
    for start, stop in ((0, 10), (10, 21)):
        for i in range(4):
            deck.extend(hands[(eldest + i) % 4][start:stop])
    deck.extend(fola_cards)
    assert sorted(deck) == sorted(PACK.codes), "arranged deck is not the pack"
    return deck


def finish_setup(match: Match, discards: dict[int, list[str]] | None = None) -> None:
    """Do the discards (given ones first, else the first legal) and let everyone pass."""
    discards = {s: list(v) for s, v in (discards or {}).items()}
    while match.state.phase == "discard":
        seat = match.current_player
        wanted = discards.get(seat)
        match.apply(f"discard:{wanted.pop(0)}" if wanted else match.legal_actions()[0])
    while match.state.phase == "declare":
        match.apply("pass")


def random_playout(seed: int, level_rng: random.Random | None = None) -> Match:
    """A match played to the end with uniformly random legal actions."""
    rng = level_rng or random.Random(seed)
    match = new_match("minchiate", seed=seed)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    return match
