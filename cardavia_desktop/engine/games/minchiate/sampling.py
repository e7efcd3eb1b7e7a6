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
    st.tricks = [None] * len(obs["tricks"])
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
