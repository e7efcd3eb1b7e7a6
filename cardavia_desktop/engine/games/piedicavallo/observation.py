"""What one seat may see of a Piedicavallo state: its own cards and everything public."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules import (
    GAME_ID,
    MATTO,
    OVER,
    PACK,
    PLAYERS,
    SUIT_LETTERS,
    TEAMS,
    TRICKS,
    lead_suit,
    points_of,
    team_of,
    winning_card,
)

if TYPE_CHECKING:
    from .state import PiedicavalloState


def seat_cards(cards: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> list[dict[str, Any]]:
    """``(seat, card)`` pairs as ``{"seat", "card"}`` dicts with card codes."""
    return [{"seat": seat, "card": PACK.code(card)} for seat, card in cards]


def suit_letter(suit: int | None) -> str | None:
    """The letter of a suit index, ``None`` for none."""
    return None if suit is None else SUIT_LETTERS[suit]


def build_observation(state: PiedicavalloState, seat: int) -> dict[str, Any]:
    """What ``seat`` may see: its own hand, the public play, its own discard if it dealt."""
    over = state.phase == OVER
    trick_cards = [card for _, card in state.trick]
    best = winning_card(trick_cards)
    winning = next(({"seat": s, "card": PACK.code(c)} for s, c in state.trick if c == best), None)
    shows_discard = state.discard and (seat == state.dealer or over)
    return {
        "game": GAME_ID,
        "seat": seat,
        "players": PLAYERS,
        "teams": [list(team) for team in TEAMS],
        "team": team_of(seat),
        "partner": (seat + 2) % PLAYERS,
        "current_player": state.current_player(),
        "phase": state.phase,
        "dealer": state.dealer,
        "dealer_team": team_of(state.dealer),
        "leader": state.leader if not over else state.tricks[-1][0],
        "trick_number": min(len(state.tricks) + 1, TRICKS),
        "hand": PACK.codes_of(state.hands[seat]),
        "hand_sizes": [mask.bit_count() for mask in state.hands],
        "discard": PACK.codes_of(state.discard) if shows_discard else None,
        "discard_trumps": state.discard_trumps,
        "trick": seat_cards(state.trick),
        "lead_suit": suit_letter(lead_suit(trick_cards)),
        "winning": winning,
        "tricks_played": [
            {
                "number": n,
                "leader": leader,
                "cards": seat_cards(cards),
                "suit": suit_letter(lead_suit(c for _, c in cards)),
                "winner": winner,
                "points": points_of(sum(1 << c for _, c in cards if c != MATTO)),
            }
            for n, (leader, cards, winner) in enumerate(state.tricks, start=1)
        ],
        "tricks_won": list(state.tricks_won),
        "points": state.public_points(),
        "matto": None
        if state.matto_seat is None
        else {"seat": state.matto_seat, "team": team_of(state.matto_seat)},
        "result": state._result,
    }
