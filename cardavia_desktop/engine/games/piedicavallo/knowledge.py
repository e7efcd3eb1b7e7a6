"""What one seat knows (from its observation only) and worlds sampled consistently with it.

Public facts used: every card played, the voids they show (§2.8: not following L shows a void
in L; a non-trump, non-Matto card when void shows no trumps either), the announced number of
trumps in the discard with the discard's own restriction (only T2–T20 and non-King suit cards),
and what §2.4.2 implies about the dealer's kept hand once a trump was discarded (condition A:
only trumps, Kings and the Matto; condition B: no trump at all). The dealer knows its discard.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from ...cards import iter_bits
from ...search import InconsistentSlots
from .policy import best_discards, decide, update_voids
from .rules import (
    FULL_MASK,
    MATTO,
    NON_KING_SUIT_MASK,
    PACK,
    PLAIN_TRUMPS_MASK,
    POINTS,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP,
    TRUMPS_MASK,
    legal_play_mask,
    team_of,
)

CONDITION_B_PRIOR = 0.95
"""Chance that a trump discard left the dealer with no trumps (B) rather than only trumps (A)."""


BITS: tuple[int, ...] = tuple(1 << card for card in range(62))
"""Each card's bit (``sum`` of a slice of them is the cards' mask)."""
_FIRST = itemgetter(0)

REJECTION_TRIES = 24
"""Uniform rejection sampling is tried this often before the constructive sampler."""


def _fits(counts: list[int], left: list[int]) -> bool:
    """Hall's condition: for every set U of slots, the cards allowed only in U fit in U."""
    n = len(left)
    size = 1 << n
    inside = counts[:]
    room = [0] * size
    for u in range(1, size):
        low = u & -u
        room[u] = room[u ^ low] + left[low.bit_length() - 1]
    for i in range(n):
        bit = 1 << i
        for u in range(size):
            if u & bit:
                inside[u] += inside[u ^ bit]
    return all(inside[u] <= room[u] for u in range(size))


def deal_slots(
    rng: random.Random, hidden: int, sizes: list[int], forbidden: list[int]
) -> list[int]:
    """Deal the ``hidden`` cards into slots of ``sizes`` cards, never a card a slot forbids.

    Uniform rejection sampling first; then card by card, each placement kept only if Hall's
    condition shows the rest can still be placed (so it never backtracks, never fails on a
    consistent input). Raises ``InconsistentSlots`` when no placement exists.
    """
    cards = list(iter_bits(hidden))
    if sum(sizes) != len(cards):
        raise InconsistentSlots(f"{len(cards)} hidden cards for {sum(sizes)} places")
    masks = reject_slots(rng, cards, sizes, forbidden, REJECTION_TRIES)
    return masks if masks is not None else construct_slots(rng, cards, sizes, forbidden)


def reject_slots(
    rng: random.Random, cards: list[int], sizes: list[int], forbidden: list[int], tries: int
) -> list[int] | None:
    """Uniform rejection sampling of ``deal_slots``: ``None`` if ``tries`` shuffles all fail."""
    slots = list(zip(sizes, forbidden, strict=True))
    for _ in range(tries):
        rng.shuffle(cards)
        masks, start = [], 0
        for size, banned in slots:
            mask = sum(map(BITS.__getitem__, cards[start : start + size]))
            if mask & banned:
                break
            masks.append(mask)
            start += size
        else:
            return masks
    return None


def construct_slots(
    rng: random.Random, cards: list[int], sizes: list[int], forbidden: list[int]
) -> list[int]:
    """The constructive part of ``deal_slots`` (card by card, Hall's condition kept)."""
    n = len(sizes)
    allowed = {c: sum(1 << i for i in range(n) if not forbidden[i] >> c & 1) for c in cards}
    counts = [0] * (1 << n)
    for card in cards:
        counts[allowed[card]] += 1
    left = list(sizes)
    if not _fits(counts, left):
        raise InconsistentSlots("no way to place the hidden cards within the constraints")
    masks = [0] * n
    for card in cards:
        counts[allowed[card]] -= 1
        options = [i for i in range(n) if allowed[card] >> i & 1 and left[i]]
        options.sort(key=lambda i: rng.random() ** (1.0 / left[i]), reverse=True)
        for i in options:
            left[i] -= 1
            if len(options) == 1 or _fits(counts, left):
                masks[i] |= 1 << card
                break
            left[i] += 1
        else:  # pragma: no cover - excluded by the Hall check above
            raise InconsistentSlots("placement failed")
    return masks


@dataclass(frozen=True)
class Play:
    """One card played, with the public situation its player saw (for the player model)."""

    seat: int
    card: int
    count: int
    """Cards already in the trick."""
    suit: int | None
    best: int
    winner: int
    stake: int
    played: int
    """Every card played before this one."""
    voids: tuple[int, ...]
    """The voids shown before this card."""
    later: int
    """This card and every card the same seat played after it (its hand then = hand now | this)."""


SlotPlan = tuple[
    int, list[int], list[int], list[int], list[int], list[list[list[int]]], list[int], list[int]
]
"""What ``quick_slots`` precomputes from (cards, sizes, forbidden): see ``slot_plan``."""


def slot_plan(cards: list[int], sizes: list[int], forbidden: list[int]) -> SlotPlan:
    """The rng-free part of ``quick_slots``: each card's allowed slots, the unions of the
    allowed-slot sets (Hall's condition can only fail on those) with their initial slack
    (room in the union minus the cards that must go into it), and for every (kind, slot) the
    unions that placing such a card there costs one room (those holding the slot that need
    not hold the card). Raises ``InconsistentSlots`` when a slack is negative."""
    n = len(sizes)
    full = (1 << n) - 1
    allowed = [full & ~sum(1 << i for i in range(n) if forbidden[i] >> c & 1) for c in cards]
    types = sorted(set(allowed))
    if types[0] == 0:
        raise InconsistentSlots("a hidden card fits no slot")
    unions = set(types)
    grown = True
    while grown:
        grown = False
        for u in list(unions):
            for t in types:
                if u | t not in unions:
                    unions.add(u | t)
                    grown = True
    index = {t: k for k, t in enumerate(types)}
    counts = [0] * len(types)
    for mask in allowed:
        counts[index[mask]] += 1
    masks_u, slacks = [], []
    kinds_u = []
    for u in sorted(unions):
        if u == full:
            continue
        kinds = sum(1 << index[t] for t in types if t & ~u == 0)
        slack = sum(sizes[i] for i in range(n) if u >> i & 1) - sum(
            counts[k] for k in range(len(types)) if kinds >> k & 1
        )
        if slack < 0:
            raise InconsistentSlots("no way to place the hidden cards within the constraints")
        masks_u.append(u)
        kinds_u.append(kinds)
        slacks.append(slack)
    hits = [
        [
            [j for j, u in enumerate(masks_u) if u >> i & 1 and not kinds_u[j] >> k & 1]
            for i in range(n)
        ]
        for k in range(len(types))
    ]
    constrained = [k for k, mask in enumerate(allowed) if mask != full]
    free = [cards[k] for k, mask in enumerate(allowed) if mask == full]
    kind_of = [index[mask] for mask in allowed]
    return n, allowed, kind_of, slacks, constrained, hits, free, cards


def quick_slots(
    rng: random.Random,
    cards: list[int],
    sizes: list[int],
    forbidden: list[int],
    plan: SlotPlan | None = None,
) -> list[int]:
    """A fast constructive ``deal_slots``: the constrained cards first, in random order, each
    to a slot drawn by its room among those that keep Hall's condition (checked only on the
    unions of the cards' allowed-slot sets, the only sets that can fail), then the cards any
    slot may take shuffled into the room left. Not exactly uniform; never fails on a
    consistent input. ``plan``: ``slot_plan`` of the same arguments, if already computed."""
    n, allowed, kind_of, slacks, constrained, hits, free, cards = plan or slot_plan(
        cards, sizes, forbidden
    )
    slack = list(slacks)
    left = list(sizes)
    masks = [0] * n
    order = list(constrained)
    rng.shuffle(order)
    draw = rng.random
    slots = range(n)
    for k in order:
        ok = allowed[k]
        # each open slot drawn by its room (one draw per slot, in slot order), best first
        keyed = [(draw() ** (1.0 / left[i]), i) for i in slots if ok >> i & 1 and left[i]]
        keyed.sort(key=_FIRST, reverse=True)
        kind_hits = hits[kind_of[k]]
        for _, i in keyed:
            hit = kind_hits[i]
            if all(slack[j] for j in hit):
                for j in hit:
                    slack[j] -= 1
                left[i] -= 1
                masks[i] |= BITS[cards[k]]
                break
        else:  # pragma: no cover - excluded by the Hall check above
            raise InconsistentSlots("placement failed")
    rest = list(free)
    rng.shuffle(rest)
    start = 0
    for i in range(n):
        for card in rest[start : start + left[i]]:
            masks[i] |= 1 << card
        start += left[i]
    return masks


def void_mask(voids: int) -> int:
    """The cards a seat with void set ``voids`` cannot hold."""
    return sum(SUIT_MASKS[suit] for suit in range(5) if voids >> suit & 1)


@dataclass
class Knowledge:
    """The int form of one observation, plus the voids it reveals."""

    seat: int
    dealer: int
    phase: str
    hand: int
    played: int
    """Every card played so far, the current trick included."""
    own_discard: int
    """The seat's own discard if it dealt (0 otherwise or before discarding)."""
    discard_trumps: int | None
    hand_sizes: list[int]
    leader: int
    trick: list[tuple[int, int]]
    voids: list[int]
    dealer_played: int
    trick_points: list[int]
    """Points each team took in finished tricks (the Matto excluded)."""
    tricks_won: list[int]
    matto_seat: int | None
    history: list[Play] = field(default_factory=list)
    """Every card played so far, in order, with what its player saw when playing it."""
    adaptive: bool = False
    """Once uniform rejection sampling failed, ``sample`` goes straight to the constructive
    sampler (for the large pools of the inference; it changes which worlds are drawn)."""
    rejection_failed: bool = False
    verdicts: dict[tuple[int, int, int], bool] = field(default_factory=dict)
    """``surprises``' verdict per (play, the seat's hand then, the dealer's discard if it is
    the dealer's play), kept for one decision: worlds that agree on them agree on it."""
    plans: dict[tuple[tuple[int, ...], ...], SlotPlan] = field(default_factory=dict)
    """``slot_plan`` per (cards, sizes, forbidden) for the adaptive sampler: at most one per
    condition tried for the dealer's hand (3), dropped with this object (one decision)."""

    @classmethod
    def from_observation(cls, obs: dict[str, Any]) -> Knowledge:
        """Read an observation of ``PiedicavalloState.observation``."""
        voids = [0, 0, 0, 0]
        played = dealer_played = 0
        trick_points = [0, 0]
        matto_seat = None
        dealer = obs["dealer"]
        finished = [(t["cards"], t) for t in obs["tricks_played"]]
        # The fields of a Play but its last (``later``), in order.
        history: list[tuple[int, int, int, int | None, int, int, int, int, tuple[int, ...]]] = []
        for cards, record in [*finished, (obs["trick"], None)]:
            trick: list[tuple[int, int]] = []
            suit: int | None = None
            best = winner = stake = 0
            for entry in cards:
                seat, card = entry["seat"], PACK.index(entry["card"])
                history.append(
                    (seat, card, len(trick), suit, best, winner, stake, played, tuple(voids))
                )
                if card != MATTO:
                    stake += POINTS[card]
                    if suit is None:
                        suit, best, winner = SUIT_OF[card], card, seat
                    elif (SUIT_OF[card] == TRUMP and (SUIT_OF[best] != TRUMP or card > best)) or (
                        SUIT_OF[card] == suit and card > best
                    ):
                        best, winner = card, seat
                trick.append((seat, card))
                update_voids(voids, trick)
                played |= 1 << card
                if seat == dealer:
                    dealer_played |= 1 << card
                if card == MATTO:
                    matto_seat = seat
            if record is not None:
                trick_points[team_of(record["winner"])] += record["points"]
        later = [0, 0, 0, 0]
        plays: list[Play] = []
        for entry in reversed(history):
            later[entry[0]] |= 1 << entry[1]
            plays.append(Play(*entry, later=later[entry[0]]))
        plays.reverse()
        return cls(
            seat=obs["seat"],
            dealer=dealer,
            phase=obs["phase"],
            hand=PACK.mask(obs["hand"]),
            played=played,
            own_discard=PACK.mask(obs["discard"] or []),
            discard_trumps=obs["discard_trumps"],
            hand_sizes=list(obs["hand_sizes"]),
            leader=obs["leader"],
            trick=trick,
            voids=voids,
            dealer_played=dealer_played,
            trick_points=trick_points,
            tricks_won=list(obs["tricks_won"]),
            matto_seat=matto_seat,
            history=plays,
        )

    @property
    def gone(self) -> int:
        """Cards this seat knows are out of the other hands: played, or its own discard."""
        return self.played | self.own_discard

    def hidden(self) -> int:
        """Cards this seat cannot see: the other hands and (unless it dealt) the discard."""
        return FULL_MASK & ~self.hand & ~self.gone

    def sample(self, rng: random.Random) -> tuple[list[int], int]:
        """A world: all four hands (masks) and the discard, consistent with the knowledge."""
        others = [s for s in range(4) if s != self.seat]
        forbidden = {s: void_mask(self.voids[s]) for s in others}
        sizes = [self.hand_sizes[s] for s in others]
        k = self.discard_trumps
        hidden_discard = k is not None and self.seat != self.dealer
        extra_sizes, extra_forbidden = [], []
        if hidden_discard:
            assert k is not None
            extra_sizes = [k, 2 - k]
            extra_forbidden = [FULL_MASK & ~PLAIN_TRUMPS_MASK, FULL_MASK & ~NON_KING_SUIT_MASK]
        conditions: list[int] = [0]
        if hidden_discard and k and self.dealer in forbidden:
            if self.dealer_played & NON_KING_SUIT_MASK:
                conditions = [TRUMPS_MASK, 0]
            elif self.dealer_played & TRUMPS_MASK:
                conditions = [NON_KING_SUIT_MASK, 0]
            elif rng.random() < CONDITION_B_PRIOR:
                conditions = [TRUMPS_MASK, NON_KING_SUIT_MASK, 0]
            else:
                conditions = [NON_KING_SUIT_MASK, TRUMPS_MASK, 0]
        for extra in conditions:
            banned = [forbidden[s] | (extra if s == self.dealer else 0) for s in others]
            try:
                if self.adaptive:
                    parts = self._deal_adaptive(rng, sizes + extra_sizes, banned + extra_forbidden)
                else:
                    parts = deal_slots(
                        rng, self.hidden(), sizes + extra_sizes, banned + extra_forbidden
                    )
            except InconsistentSlots:
                continue
            break
        else:  # pragma: no cover - the true deal is always consistent
            raise InconsistentSlots("no world fits this observation")
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.hand
        for s, mask in zip(others, parts, strict=False):
            hands[s] = mask
        discard = self.own_discard
        for mask in parts[len(others) :]:
            discard |= mask
        return hands, discard

    def _deal_adaptive(
        self, rng: random.Random, sizes: list[int], forbidden: list[int]
    ) -> list[int]:
        cards = list(iter_bits(self.hidden()))
        if sum(sizes) != len(cards):
            raise InconsistentSlots(f"{len(cards)} hidden cards for {sum(sizes)} places")
        masks = None
        if not self.rejection_failed:
            masks = reject_slots(rng, cards, sizes, forbidden, REJECTION_TRIES)
            self.rejection_failed = masks is None
        if masks is not None:
            return masks
        key = (tuple(cards), tuple(sizes), tuple(forbidden))
        plan = self.plans.get(key)
        if plan is None:
            plan = self.plans[key] = slot_plan(cards, sizes, forbidden)
        return quick_slots(rng, cards, sizes, forbidden, plan)

    def modelled_discard(self, hands: list[int], discard: int) -> tuple[list[int], int] | None:
        """This world with the discard the rule-based dealer (``policy.best_discards``) would
        have made from the same 17 cards, or ``None`` when none of its best discards can be this
        world's: a card the dealer has played since, the wrong number of trumps, or a card of a
        suit the dealer has shown void in left in its hand. The dealer's 17 cards stay as drawn;
        only which two of them were discarded changes. Only for a seat that did not deal."""
        dealer = self.dealer
        dealt = hands[dealer] | self.dealer_played | discard
        best = best_discards(dealt)
        if discard in best:
            return hands, discard
        void = void_mask(self.voids[dealer])
        for pair in best:
            if pair & self.dealer_played or (pair & TRUMPS_MASK).bit_count() != self.discard_trumps:
                continue
            kept = dealt & ~pair & ~self.dealer_played
            if kept & void:
                continue
            moved = list(hands)
            moved[dealer] = kept
            return moved, pair
        return None

    def surprises(self, hands: list[int], discard: int, limit: int, seats: int = 0b1111) -> int:
        """How many of the other seats' past plays a reasonable player would not have made
        holding the hands of this world (up to ``limit``, where counting stops).

        The player model is the rollout policy (``policy.decide``): the card it would have
        played then, from that seat's hand at the time (its hand in the world plus what it
        played since), the cards gone from play and the voids shown. A play counts as
        expected when it is that card or one that plays alike (same suit and points, nothing
        live between); a forced card tells nothing. The same model for every seat, partner
        and opponents alike; it reads only the world being weighed, never the real deal.
        ``seats``: a bit mask of the seats whose plays are counted (all by default).
        """
        count = 0
        verdicts = self.verdicts
        for index, play in enumerate(self.history):
            seat = play.seat
            if seat == self.seat or not seats >> seat & 1:
                continue
            hand = hands[seat] | play.later
            hidden = discard if seat == self.dealer else 0
            key = (index, hand, hidden)
            surprised = verdicts.get(key)
            if surprised is None:
                surprised = verdicts[key] = _surprised(play, hand, play.played | hidden)
            if surprised:
                count += 1
                if count >= limit:
                    break
        return count


def _surprised(play: Play, hand: int, gone: int) -> bool:
    """Whether the player model would not have made ``play`` holding ``hand`` then (``gone``:
    the cards out of play it saw, the dealer's discard too): not its card nor one that plays
    alike (same suit and points, nothing live between); a forced card tells nothing."""
    legal = legal_play_mask(hand, play.suit)
    if not legal & (legal - 1):
        return False
    model = decide(
        play.seat, hand, play.count, play.suit, play.best, play.winner, play.stake, gone, play.voids
    )
    card = play.card
    if model == card:
        return False
    if SUIT_OF[model] == SUIT_OF[card] and POINTS[model] == POINTS[card]:
        low, high = min(model, card), max(model, card)
        between = SUIT_MASKS[SUIT_OF[card]] & ((1 << high) - 1) & ~((2 << low) - 1)
        if not between & ~(hand | gone):
            return False
    return True
