"""What a seat can infer from its observation, and hidden deals sampled consistently with it.

Only the observation is read: own hand and discards, robbed/exposed/declared cards still unplayed,
played cards, the revealed Fola, voids and King-rule inferences from the tricks. The 13 cards out
of play are the Fola (public once revealed) and the robbers' hidden discards (zero-point, not T29).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...cards import iter_bits
from . import rules as R
from .rules import PACK
from .state import PLAY, MinchiateState

LETTER = {letter: i for i, letter in enumerate(R.SUIT_LETTERS)}
_SEARCH_RNG = random.Random(0)
"""The generator of every sampled play-phase state (shared: it never draws after the deal)."""


def _mask(codes: list[str] | None) -> int:
    return PACK.mask(codes) if codes else 0


@dataclass
class Knowledge:
    """The seat's hard facts: certain cards per seat, cards each seat cannot hold, slot sizes."""

    seat: int
    hand: int
    certain: list[int]
    """Cards known to be in each seat's hand (own hand for the observer)."""
    uncertain: list[int]
    """Robbed/exposed zero-point cards of a robber: in its hand or among its hidden discards."""
    excluded: list[int]
    """Cards a seat cannot hold (voids, King rule)."""
    hidden: list[int]
    """Number of unknown cards in each seat's hand."""
    discard_slots: list[int]
    """Number of hidden discards per seat (0 for the observer)."""
    pool: int
    """Every card whose place the observer does not know."""


def replay_inferences(obs: dict[str, Any]) -> list[int]:
    """Cards each seat cannot hold, from the public tricks (voids and the King rule)."""
    excluded = [0, 0, 0, 0]
    followed = 0
    tricks = [[(p["seat"], PACK.index(p["card"])) for p in t["cards"]] for t in obs["tricks"]]
    tricks.append([(p["seat"], PACK.index(p["card"])) for p in obs["trick"]])
    for plays in tricks:
        lead: int | None = None
        first = False
        trump_seen = False
        for seat, card in plays:
            suit = R.SUIT_OF[card]
            if lead is None:
                if card != R.MATTO:
                    lead = suit
                    first = suit != R.TRUMP and not followed >> suit & 1
                    if suit != R.TRUMP:
                        followed |= 1 << suit
                trump_seen = trump_seen or suit == R.TRUMP
                continue
            if lead != R.TRUMP and first and trump_seen and card != R.KINGS[lead]:
                excluded[seat] |= 1 << R.KINGS[lead]
            if card != R.MATTO and suit != lead:
                excluded[seat] |= R.SUIT_MASKS[lead] if lead != R.TRUMP else R.TRUMP_MASK
                if suit != R.TRUMP:
                    excluded[seat] |= R.TRUMP_MASK
            trump_seen = trump_seen or suit == R.TRUMP
    return excluded


def knowledge(obs: dict[str, Any]) -> Knowledge:
    """Derive the observer's hard facts from its observation."""
    me = obs["seat"]
    hand = _mask(obs["hand"])
    played = 0
    for t in obs["tricks"]:
        played |= _mask([p["card"] for p in t["cards"]])
    played |= _mask([p["card"] for p in obs["trick"]])
    fola = _mask(obs["fola"])
    certain, uncertain = [0, 0, 0, 0], [0, 0, 0, 0]
    discard_slots = [0, 0, 0, 0]
    for s in range(4):
        if s == me:
            certain[s] = hand
            continue
        shown = _mask(obs["shown"][s])
        discard_slots[s] = obs["discard_counts"][s]
        if discard_slots[s]:
            uncertain[s] = shown & R.DISCARDABLE_MASK
        certain[s] = shown & ~uncertain[s]
    excluded = replay_inferences(obs)
    hidden = [obs["hand_sizes"][s] - certain[s].bit_count() for s in range(4)]
    hidden[me] = 0
    known = hand | _mask(obs["discards"]) | played | fola | sum(certain)
    pool = R.PACK.full_mask & ~known
    return Knowledge(me, hand, certain, uncertain, excluded, hidden, discard_slots, pool)


def sample_hands(k: Knowledge, rng: random.Random, tries: int = 40) -> list[int]:
    """Hands of all four seats consistent with ``k`` (voids relaxed if no deal fits them)."""
    groups: list[tuple[int, int, int]] = []  # (seat, is_discard, capacity)
    for s in range(4):
        if s != k.seat:
            groups.append((s, 0, k.hidden[s]))
            if k.discard_slots[s]:
                groups.append((s, 1, k.discard_slots[s]))
    cards = list(iter_bits(k.pool))
    for attempt in range(2 * tries):
        relaxed = attempt >= tries
        allowed: dict[int, list[int]] = {}
        for card in cards:
            options = []
            for g, (s, is_discard, _) in enumerate(groups):
                if is_discard:
                    ok = bool(R.DISCARDABLE_MASK >> card & 1)
                else:
                    ok = relaxed or not k.excluded[s] >> card & 1
                owner = next((o for o in range(4) if k.uncertain[o] >> card & 1), None)
                if owner is not None and s != owner:
                    ok = False
                if ok:
                    options.append(g)
            allowed[card] = options
        order = cards[:]
        rng.shuffle(order)
        order.sort(key=lambda c: len(allowed[c]))
        caps = [g[2] for g in groups]
        hands = list(k.certain)
        for card in order:
            options = [g for g in allowed[card] if caps[g] > 0]
            if not options:
                break
            pick = rng.choices(options, weights=[caps[g] for g in options])[0]
            caps[pick] -= 1
            seat, is_discard, _ = groups[pick]
            if not is_discard:
                hands[seat] |= 1 << card
        else:
            return hands
    raise ValueError("observation admits no deal")  # only if the observation is inconsistent


def play_state(obs: dict[str, Any], hands: list[int]) -> MinchiateState:
    """A play-phase state for search, built from the public facts and sampled ``hands``."""
    st = object.__new__(MinchiateState)
    st.rng = _SEARCH_RNG  # never drawn from in the play phase (no syscall, no seeding)
    st.dealer, st.cutter, st.eldest = obs["dealer"], obs["cutter"], obs["eldest"]
    st.hands = list(hands)
    st.shown = [0, 0, 0, 0]
    st.discards = [0, 0, 0, 0]
    st.to_discard = [0, 0, 0, 0]
    st.difference, st.resti = obs["difference"], list(obs["resti"])
    st.log, st.declarations, st.declared = [], [], [0, 0, 0, 0]
    st.passed = [True] * 4
    st.piles, st.tricks_won = [0, 0], list(obs["tricks_won"])
    st.matto_seat, st.matto_lost = None, False
    followed = 0
    played = 0
    for t in obs["tricks"]:
        team = t["team"]
        lead = LETTER[t["lead"]]
        if lead != R.TRUMP:
            followed |= 1 << lead
        for p in t["cards"]:
            card = PACK.index(p["card"])
            played |= 1 << card
            if card == R.MATTO:
                st.matto_seat = p["seat"]
                st.piles[R.team_of(p["seat"])] |= R.MATTO_BIT
                st.matto_lost = R.team_of(p["seat"]) != team
            else:
                st.piles[team] |= 1 << card
    st.tricks = [{} for _ in obs["tricks"]]  # the search reads only how many were played
    st.trick = [(p["seat"], PACK.index(p["card"])) for p in obs["trick"]]
    st.lead = None if obs["lead"] is None else LETTER[obs["lead"]]
    st.first_of_suit = st.lead is not None and st.lead != R.TRUMP and not followed >> st.lead & 1
    st.followed = followed | (1 << st.lead if st.lead is not None and st.lead != R.TRUMP else 0)
    st.trump_played = any(R.SUIT_OF[c] == R.TRUMP for _, c in st.trick)
    for seat, card in st.trick:
        played |= 1 << card
        if card == R.MATTO:
            st.matto_seat = seat
    st.played = played
    st.robbed_cutter, st.robbed_dealer, st.exposed, st.fola = [], [], 0, []
    st.fola_revealed = True
    st.end, st._result = None, None
    st.phase = PLAY
    st.to_play = obs["current_player"]
    st.leader = obs["leader"]
    return st


@dataclass(frozen=True)
class PlayModel:
    """A generic "decent player" model: how likely a play that breaks a rule of thumb is,
    relative to one that keeps it (1.0: no inference). The rules are what any card player
    assumes of another, whoever sits there:

    * ``capture``: an opponent of the trick's winner who could beat it while it holds points
      (or as the last player) usually does;
    * ``duck``: a player who loses a trick to the opponents usually gives a zero-point card
      rather than a counting card, when it has one it may play;
    * ``smear``: the last player, its partner winning, usually adds a counting card (not one
      of the top trumps, T36 up) when it has one it may play;
    * ``declare``: a player declares the combinations it holds (they score at once).
    """

    capture: float = 1.0
    duck: float = 1.0
    smear: float = 1.0
    declare: float = 1.0
    """A player declares every whole combination it holds (each one it would have kept
    quiet multiplies the deal's weight by this)."""
    low: float = 1.0
    """A player that does not take the trick plays the lowest zero-point card of the suit
    it plays."""
    cheap_win: float = 1.0
    """A player that takes the trick from the opponents does so with its lowest winning
    card of that suit (zero-point lower winners count)."""

    @property
    def active(self) -> bool:
        """True if any rule of thumb weighs the worlds."""
        return (
            min(self.capture, self.duck, self.smear, self.declare, self.low, self.cheap_win) < 1.0
        )


@dataclass(frozen=True)
class Play:
    """One observed card of another seat with what the rules of thumb need about its trick."""

    seat: int
    card: int
    later: int
    """The seat's cards played from this one on (its hand then = hand now | ``later``)."""
    lead: int
    trump_played: bool
    first: bool
    best_seat: int
    best: int
    at_stake: int
    last: bool


@dataclass(frozen=True)
class History:
    """What the play model judges: the other seats' plays and declarations."""

    observer: int
    plays: list[Play]
    """Plays the model can judge (not leads, not the MATTO, not plays to a trick held only
    by the MATTO), oldest first."""
    declared: list[frozenset[int]]
    """Indices into ``COMBOS`` each seat declared (empty for the observer)."""
    played: list[int]
    """Cards each seat played (its hand at the declarations = hand now | these)."""


def play_history(obs: dict[str, Any]) -> History:
    """The other seats' plays and declarations, for ``world_weight``."""
    from .policy import winning_position

    me = obs["seat"]
    tricks = [[(p["seat"], PACK.index(p["card"])) for p in t["cards"]] for t in obs["tricks"]]
    tricks.append([(p["seat"], PACK.index(p["card"])) for p in obs["trick"]])
    raw: list[tuple[int, int, list[tuple[int, int]], int | None, bool, bool]] = []
    followed = 0
    for plays in tricks:
        lead: int | None = None
        first = False
        trump_seen = False
        for position, (seat, card) in enumerate(plays):
            raw.append((seat, card, plays[:position], lead, trump_seen, first))
            suit = R.SUIT_OF[card]
            if lead is None and card != R.MATTO:
                lead = suit
                first = suit != R.TRUMP and not followed >> suit & 1
                if suit != R.TRUMP:
                    followed |= 1 << suit
            trump_seen = trump_seen or suit == R.TRUMP
    history: list[Play] = []
    later = [0, 0, 0, 0]
    for seat, card, before, lead, trump_seen, first in reversed(raw):
        later[seat] |= 1 << card
        if seat == me or card == R.MATTO or lead is None or not before:
            continue
        winning = winning_position(before, lead)
        if winning is None:
            continue
        best_seat, best = before[winning]
        stake = sum(R.POINTS[c] for _, c in before if c != R.MATTO)
        history.append(
            Play(
                seat,
                card,
                later[seat],
                lead,
                trump_seen,
                first,
                best_seat,
                best,
                stake,
                len(before) == 3,
            )
        )
    history.reverse()
    declared: list[set[int]] = [set(), set(), set(), set()]
    for d in obs["declarations"]:
        if d["seat"] != me:
            declared[d["seat"]].add(R.COMBO_INDEX[PACK.mask(d["cards"])])
    later[me] = 0
    return History(me, history, [frozenset(d) for d in declared], later)


def _lower(card: int) -> int:
    suit = R.SUIT_OF[card]
    if suit == R.NO_SUIT:
        return 0
    return sum(
        1 << c
        for c in range(R.DECK_SIZE)
        if R.SUIT_OF[c] == suit and R.STRENGTH[c] < R.STRENGTH[card] and not R.POINTS[c]
    )


LOWER: tuple[int, ...] = tuple(_lower(c) for c in range(R.DECK_SIZE))
"""Zero-point cards of ``c``'s suit (or trumps) weaker than ``c``."""

_SMEAR_MASK = R.COUNTING_MASK & ~sum(1 << R.trump(n) for n in range(36, 41))
"""Counting cards a player gives its winning partner (the top trumps are kept to capture)."""


def world_weight(history: History, hands: list[int], model: PlayModel) -> float:
    """How likely the observed plays are under ``model`` if the seats held ``hands`` now."""
    from .policy import ABOVE

    weight = 1.0
    if model.declare < 1.0:
        for seat, declared in enumerate(history.declared):
            if seat != history.observer:
                for index in R.combinations_in(hands[seat] | history.played[seat]):
                    if index not in declared:
                        weight *= model.declare
    zero = ~R.COUNTING_MASK & ~R.MATTO_BIT
    for p in history.plays:
        hand = hands[p.seat] | p.later
        legal = R.legal_play_mask(hand, p.lead, p.trump_played, p.first) & ~R.MATTO_BIT
        above = ABOVE[p.best]
        if (p.best_seat ^ p.seat) & 1:
            if above >> p.card & 1:
                if legal & above & LOWER[p.card]:
                    weight *= model.cheap_win
                continue
            if (p.at_stake or p.last) and legal & above:
                weight *= model.capture
            if R.POINTS[p.card] and legal & ~above & zero:
                weight *= model.duck
            elif legal & LOWER[p.card]:
                weight *= model.low
        elif p.last and not R.POINTS[p.card] and legal & _SMEAR_MASK:
            weight *= model.smear
        elif not above >> p.card & 1 and not R.POINTS[p.card] and legal & LOWER[p.card]:
            weight *= model.low
    return weight


NO_MODEL = PlayModel()
"""No inference from play: every consistent deal is as likely."""
