"""Exact play of a deal's last tricks in one known world (alpha-beta, the two teams as sides).

Used by search at the root of its last decisions: in each sampled deal, a candidate card is
scored by the best play of all four seats to the end (NS maximise, EW minimise) instead of a
heuristic rollout. Same rules as ``policy.fast_rollout`` (tests check they agree when every
seat has one card left).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import iter_bits
from . import rules as R
from .policy import choose_card

if TYPE_CHECKING:
    from .state import MinchiateState

INF = float("inf")


END_CACHE_ENTRIES = 50_000
"""Bound of a ``solve`` score cache (pile -> end points without the last trick's bonus)."""


def _pile_score(pile: int, cache: dict[int, int]) -> int:
    score = cache.get(pile)
    if score is None:
        if len(cache) >= END_CACHE_ENTRIES:
            cache.clear()
        score = R.team_end_score(pile, False)["total"]
        cache[pile] = score
    return score


def _final(
    piles: tuple[int, int],
    won: tuple[int, int],
    last_team: int,
    diff: int,
    settled: int,
    matto_seat: int | None,
    matto_lost: bool,
    win: float,
    cache: dict[int, int],
) -> float:
    """NS value of a finished deal: net resti + half the unrounded points (in resti) + ``win``
    × the sign of the net resti (as ``ai.outcome_value`` for NS)."""
    p0, p1 = piles
    if matto_lost and matto_seat is not None:
        owner = matto_seat & 1
        own = p0 if owner == 0 else p1
        card = R.matto_payment_card(own) if won[owner] else R.MATTO
        bit = 1 << card
        if owner == 0:
            p0, p1 = p0 & ~bit, p1 | bit
        else:
            p1, p0 = p1 & ~bit, p0 | bit
    bonus = R.LAST_TRICK_BONUS if last_team == 0 else -R.LAST_TRICK_BONUS
    diff += _pile_score(p0, cache) - _pile_score(p1, cache) + bonus
    to_team, rounded = R.round_up_resti(diff)
    net = settled + (rounded if to_team == 0 else -rounded)
    total = R.POINTS_PER_RESTO * settled + diff
    return net + 0.5 * total / R.POINTS_PER_RESTO + win * ((net > 0) - (net < 0))


def solve(st: MinchiateState, win: float = 0.0, cache: dict[int, int] | None = None) -> float:
    """The NS value of ``st`` (play phase) under best play of both teams to the end, every
    hand known (``st`` is left unchanged). Exponential in the cards left: for the last
    two or three tricks. ``cache`` (pile -> end points, at most ``END_CACHE_ENTRIES``) may be
    shared by the solves of one decision: their piles differ only in the last cards."""
    if cache is None:
        cache = {}
    suit_of = R.SUIT_OF

    def node(
        hands: tuple[int, ...],
        trick: tuple[tuple[int, int], ...],
        lead: int | None,
        trump_played: bool,
        first: bool,
        followed: int,
        piles: tuple[int, int],
        won: tuple[int, int],
        number: int,
        seat: int,
        diff: int,
        settled: int,
        matto_seat: int | None,
        matto_lost: bool,
        last_team: int,
        alpha: float,
        beta: float,
    ) -> float:
        if number == R.TRICKS:
            return _final(piles, won, last_team, diff, settled, matto_seat, matto_lost, win, cache)
        hand = hands[seat]
        legal = R.legal_play_mask(hand, lead, trump_played, first)
        maximise = seat & 1 == 0
        best_value = -INF if maximise else INF
        # The heuristic card first: a good first move makes alpha-beta cut more.
        guess = choose_card(seat, hand, list(trick), lead, legal)
        order = [guess] + [c for c in iter_bits(legal) if c != guess]
        for card in order:
            new_hands = (*hands[:seat], hand & ~(1 << card), *hands[seat + 1 :])
            t = (*trick, (seat, card))
            suit = suit_of[card]
            ld, fs, fw, ms = lead, first, followed, matto_seat
            if card == R.MATTO:
                ms = seat
            elif ld is None:
                ld = suit
                fs = suit != R.TRUMP and not fw >> suit & 1
                if suit != R.TRUMP:
                    fw |= 1 << suit
            tp = trump_played or suit == R.TRUMP
            if len(t) < 4:
                value = node(
                    new_hands,
                    t,
                    ld,
                    tp,
                    fs,
                    fw,
                    piles,
                    won,
                    number,
                    (seat + 1) & 3,
                    diff,
                    settled,
                    ms,
                    matto_lost,
                    last_team,
                    alpha,
                    beta,
                )
            else:
                assert ld is not None  # four cards hold at least three besides the Matto
                best_seat, team, captured, gain, matto_team = R.resolve_trick(t, ld)
                pl = [piles[0], piles[1]]
                pl[team] |= captured
                ml = matto_lost
                if matto_team is not None:
                    pl[matto_team] |= R.MATTO_BIT
                    ml = ml or matto_team != team
                wn = (won[0] + 1, won[1]) if team == 0 else (won[0], won[1] + 1)
                d, st_ = diff, settled
                if gain:
                    d += gain if team == 0 else -gain
                    while d >= R.POINTS_PER_RESTO:
                        d -= R.POINTS_PER_RESTO
                        st_ += 1
                    while d <= -R.POINTS_PER_RESTO:
                        d += R.POINTS_PER_RESTO
                        st_ -= 1
                value = node(
                    new_hands,
                    (),
                    None,
                    False,
                    False,
                    fw,
                    (pl[0], pl[1]),
                    wn,
                    number + 1,
                    best_seat,
                    d,
                    st_,
                    ms,
                    ml,
                    team,
                    alpha,
                    beta,
                )
            if maximise:
                if value > best_value:
                    best_value = value
                if best_value > alpha:
                    alpha = best_value
            else:
                if value < best_value:
                    best_value = value
                if best_value < beta:
                    beta = best_value
            if alpha >= beta:
                break
        return best_value

    return node(
        tuple(st.hands),
        tuple(st.trick),
        st.lead,
        st.trump_played,
        st.first_of_suit,
        st.followed,
        (st.piles[0], st.piles[1]),
        (st.tricks_won[0], st.tricks_won[1]),
        len(st.tricks),
        st.to_play,
        st.difference,
        st.resti[0] - st.resti[1],
        st.matto_seat,
        st.matto_lost,
        0,
        -INF,
        INF,
    )
