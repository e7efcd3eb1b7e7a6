"""Issue 35: what each lesson text says about its step is true in the lesson's deal.

The words (views/games/<id>/LessonWords.qml) describe the situation of the step they belong
to ("A table card has the same value as your card…", "Your 2 against the AI's Ace…"). Each
message id has a check here, run at the step that shows it: on the human's observation
before the step's move, the move and the events it brought (or, for a note, the events of the
move before it). A lesson found again with another deal must still make its texts true.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from cardavia_desktop.engine.ai import hint_facts
from cardavia_desktop.engine.games.lockbet import rules as LR
from cardavia_desktop.engine.games.minchiate import rules as MR
from cardavia_desktop.engine.games.piedicavallo import rules as PR
from cardavia_desktop.engine.games.schnapsen import rules as XR
from cardavia_desktop.engine.games.scopa import rules as SR
from cardavia_desktop.engine.lesson import load_lesson
from cardavia_desktop.engine.match import Match

HUMAN = 0
SCOPA_VALUES = {"A": 1, "J": 8, "Q": 9, "K": 10}


@dataclass
class Moment:
    """A step seen from the human seat: before its move, the move, and what followed."""

    obs: dict[str, Any]
    move: str | None
    events: list[dict[str, Any]]
    history: list[dict[str, Any]] = field(default_factory=list)
    before: Match | None = None  # the match before the step's move
    after: Match | None = None  # and after it
    over: str | None = None  # the step's ``teaches_over`` move

    @property
    def legal(self) -> list[str]:
        """The human's legal moves at the step."""
        return self.before.legal_actions() if self.before is not None else []

    def then(self, *moves: str) -> Match:
        """The match after the step's position and ``moves`` instead of the step's move."""
        assert self.before is not None
        match = self.before.rewound(len(self.before.history))
        for move in moves:
            match.apply(move)
        return match

    def facts(self, move: str) -> dict[str, dict[str, Any]]:
        """The hint's facts of ``move`` at the step, by kind."""
        assert self.before is not None
        game = self.before.game
        return {f["fact"]: f for f in hint_facts(game, self.obs, move)}

    def of(self, kind: str) -> list[dict[str, Any]]:
        """The events of one type."""
        return [event for event in self.events if event["type"] == kind]

    @property
    def card(self) -> str:
        """The card the move plays."""
        return (self.move or "").split(":")[1]


def value(card: str) -> int:
    """A Scopa card's capture value."""
    return SCOPA_VALUES.get(card[1:]) or int(card[1:])


def scopa_taken(m: Moment) -> list[str]:
    parts = (m.move or "").split(":")
    return parts[2].split(",") if len(parts) > 2 else []


def sum_fits(table: list[str], card: str) -> bool:
    """Two or more table cards (none of the card's value) add up to the card's value."""
    others = [value(c) for c in table if value(c) != value(card)]
    return any(
        sum(group) == value(card)
        for size in range(2, len(others) + 1)
        for group in itertools.combinations(others, size)
    )


def sum_alternative(m: Moment) -> bool:
    return sum_fits(m.obs["table"], m.card)


def other_twin_without_sum(m: Moment) -> bool:
    """The move taught over plays the hand's other card, takes the one table card of its value,
    and no sum would have fitted that card."""
    parts = (m.over or "").split(":")
    if len(parts) != 3 or parts[1] == m.card:
        return False
    card, taken = parts[1], parts[2].split(",")
    return [value(c) for c in taken] == [value(card)] and not sum_fits(m.obs["table"], card)


def led_suit_void(m: Moment) -> bool:
    """The human holds no card of the suit led (tarot games; the Matto led sets no suit)."""
    led = m.obs["trick"][0]["card"]
    suit = led[0]
    return not any(card[0] == suit and card != "MATTO" for card in m.obs["hand"])


def must_trump(m: Moment) -> bool:
    """ "You have no card of the suit led, so you must play a trump": every legal card is a
    trump (or the Matto, which may always be played) and the move plays one."""
    cards = [action.split(":")[1] for action in m.legal]
    return (
        led_suit_void(m)
        and m.card.startswith("T")
        and all(card.startswith("T") or card == "MATTO" for card in cards)
    )


def won_last_trick(m: Moment) -> bool:
    tricks = m.obs.get("tricks_played", m.obs.get("tricks"))
    return not m.obs["trick"] and tricks[-1]["winner"] == HUMAN


def ai_bet_before(m: Moment) -> bool:
    last = [e for e in m.history if e["type"] in ("bet", "raise", "check", "call", "allin")]
    return bool(last) and last[-1]["seat"] != HUMAN and last[-1]["type"] == "bet"


def two_beats_ace(m: Moment) -> bool:
    """Your 2 against the AI's Ace, and the pot is yours."""
    reveal = m.of("reveal")[0]
    ranks = [card.split(".")[0][1:] for card in reveal["cards"]]
    return ranks == ["2", "A"] and m.of("pot")[0]["winner"] == HUMAN


def scopa_values_told() -> bool:
    """ "The Ace 1, the 2 to 7 their number, the Jack 8, the Queen 9 and the King 10 …
    primiera: a 7 is worth 21, a 6 18, an Ace 16, … a court card 10" (the engine's tables)."""
    capture = dict(zip(SR.RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10), strict=True))
    primiera = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12}
    return all(
        SR.VALUE[SR.PACK.index(f"D{rank}")] == capture[rank]
        and SR.PRIMIERA[SR.PACK.index(f"D{rank}")] == primiera.get(rank, 10)
        for rank in SR.RANKS
    ) and all(value(f"D{rank}") == capture[rank] for rank in SR.RANKS)


def scopa_queen_later(m: Moment) -> bool:
    """ "Lay the Ace: with the Jack … it makes 9 … Once the Queen on the table is taken, a
    Queen played later can take both": a Queen and a Jack lie on the table (a Queen must take
    the Queen first: a card of equal value is taken before any sum), and a later move of the
    lesson takes the Ace and the Jack with a Queen. The words name no card of your hand (newcomer
    #6 item 12: "your other Queen" claimed a second Queen in your hand, which holds one: the
    Queen that takes both was still in the stock)."""
    assert m.after is not None
    table = m.after.observation(HUMAN)["table"]
    later_takes = [
        move.split(":")
        for move in load_lesson("scopa").moves()
        if move.count(":") == 2 and value(move.split(":")[1]) == 9
    ]
    return (
        any(value(c) == 8 for c in table)
        and any(value(c) == 9 for c in table)
        and any(
            m.card in taken.split(",") and any(value(c) == 8 for c in taken.split(","))
            for _, _queen, taken in later_takes
        )
    )


def schnapsen_points_told() -> bool:
    """ "Daus 11, Zehner 10, König 4, Ober 3, Unter 2. The 20 cards hold 120 points." """
    told = {"A": 11, "10": 10, "K": 4, "O": 3, "U": 2}
    return (
        all(XR.POINTS[i] == told[code[1:]] for i, code in enumerate(XR.PACK.codes))
        and len(XR.PACK) == 20
        and sum(XR.POINTS) == XR.TOTAL_POINTS == 120
    )


def piedicavallo_points_of(code: str) -> int:
    """ "Kings, trump 1, trump 21 and the Matto 5 each; Queens 4, Knights 3, Jacks 2; every
    other card 1." """
    if code in ("T1", "T21", "MATTO") or (code[0] != "T" and code[1:] == "K"):
        return 5
    return {"Q": 4, "N": 3, "J": 2}.get(code[1:], 1) if code[0] != "T" else 1


def minchiate_points_of(code: str) -> int:
    """ "Trumps 36 to 40 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four
    Kings 5 each; trumps 2 to 5 3 each; every other card nothing. The pack holds 142." """
    if code == "MATTO" or (code[0] != "T" and code[1:] == "K"):
        return 5
    if code[0] != "T":
        return 0
    number = int(code[1:])
    if number >= 36:
        return 10
    if 30 <= number <= 35 or number in (28, 20, 13, 10, 1):
        return 5
    return 3 if 2 <= number <= 5 else 0


def values_told(pack: Any, points: tuple[int, ...], told: Callable[[str], int], total: int) -> bool:
    """A values note's table is the engine's: every card's points, and the pack's total."""
    return (
        all(points[i] == told(code) for i, code in enumerate(pack.codes)) and sum(points) == total
    )


def summary(m: Moment) -> bool:
    """The last note, once the deal has ended: it sums up the rules the lesson showed."""
    return m.move is None and bool(m.of("deal_end"))


def scopa_lays_only(m: Moment) -> bool:
    """No legal move of the step captures: every card can only be laid."""
    return all(len(action.split(":")) == 2 for action in m.legal)


def scopa_table_sum_after(m: Moment) -> int:
    assert m.after is not None
    return sum(value(card) for card in m.after.observation(HUMAN)["table"])


def minchiate_strength(card: str) -> int:
    return MR.STRENGTH[MR.PACK.index(card)]


def minchiate_points(card: str) -> int:
    return MR.POINTS[MR.PACK.index(card)]


def minchiate_beats_none(m: Moment, card: str) -> bool:
    """No legal card of the human beats ``card`` (a suit card; the human follows its suit)."""
    cards = [action.split(":")[1] for action in m.legal]
    return all(c[0] == card[0] and minchiate_strength(c) < minchiate_strength(card) for c in cards)


def minchiate_matto_lost(m: Moment) -> bool:
    """The last trick: an opponent's Matto, won by the human's King; now a worthless Baton led."""
    trick = [e for e in m.history if e["type"] == "trick"][-1]
    cards = {entry["card"]: entry["seat"] for entry in trick["cards"]}
    return (
        cards.get("MATTO", HUMAN) % 2 == 1
        and trick["winner"] == HUMAN
        and trick["cards"][0]["card"][1:] == "K"
        and not m.obs["trick"]
        and m.card[0] == "B"
        and minchiate_points(m.card) == 0
    )


def lockbet_rank(card: str) -> int:
    """A Lock & Bet card's rank, 2 to 14 (Ace high; the 2-beats-Ace exception aside)."""
    rank = card.split(".")[0][1:]
    return {"J": 11, "Q": 12, "K": 13, "A": 14}.get(rank) or int(rank)


def lockbet_other(m: Moment) -> int:
    """The rank of the hand card the step's lock keeps."""
    [other] = [card for card in m.obs["hand"] if card != m.card]
    return lockbet_rank(other)


def lockbet_order_told() -> bool:
    """ "Cards rank from the 2 up to the Ace: 2 3 … K A. One exception: a 2 beats an Ace."
    (the engine's comparison of every two ranks)."""
    told = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
    ranks = [LR.RANK_NAMES.index(name) for name in told]
    return all(
        LR.compare_ranks(a, b) == (1 if (a, b) == (LR.TWO, LR.ACE) else -1)
        for i, a in enumerate(ranks)
        for b in ranks[i + 1 :]
    )


def lockbet_all_in(m: Moment) -> bool:
    """ "Your Queen cannot lose: raise with all your chips … the AI may only call or fold":
    a raise that leaves you no chip, with a card that beats both of the AI's cards (both
    DOWN), and the AI left only call or fold."""
    assert m.after is not None
    name = m.obs["locked_card"].split(".")[0][1:]
    beats_down = LR.RANK_NAMES.index(name) >= LR.UP_FROM and name != "A"  # an Ace loses to a 2
    return (
        (m.move or "").startswith("raise:")
        and m.after.observation(HUMAN)["stacks"][HUMAN] == 0
        and m.obs["signals"][1]["up"] == 0
        and beats_down
        and set(m.after.legal_actions()) == {"call", "fold"}
    )


def win_chance(m: Moment, move: str) -> int:
    return int(m.facts(move)["win_chance"]["percent"])


def last_ai_bet(m: Moment) -> int | None:
    bets = [e for e in m.history if e["type"] in ("bet", "raise", "check", "call", "allin")]
    if bets and bets[-1]["seat"] != HUMAN and bets[-1]["type"] == "bet":
        return int(bets[-1]["amount"])
    return None


def lowest_trump(m: Moment) -> bool:
    """The move plays the human's lowest trump."""
    trumps = [int(card[1:]) for card in m.obs["hand"] if card.startswith("T")]
    return m.card.startswith("T") and int(m.card[1:]) == min(trumps)


def lowest_trump_above(m: Moment) -> bool:
    """The move plays the lowest trump of the hand above every trump in the trick, one of the
    opponents' (Piedicavallo: "Your 15 is the lowest trump above the opponent's 13")."""
    down = [(int(e["card"][1:]), e["seat"]) for e in m.obs["trick"] if e["card"].startswith("T")]
    if not down or max(down)[1] % 2 != 1:
        return False
    above = [int(c[1:]) for c in m.obs["hand"] if c.startswith("T") and int(c[1:]) > max(down)[0]]
    return m.card.startswith("T") and int(m.card[1:]) == min(above)


def piedicavallo_points_told(m: Moment) -> bool:
    """The deal's sheet: each team's cards (its tricks, the discard, the Matto) add up to its
    points, 114 in all, and the team with more wins."""
    [end] = m.of("deal_end")
    points, sources = end["points"], end["sources"]
    return (
        all(sum(source.values()) == total for source, total in zip(sources, points, strict=True))
        and sum(points) == 114
        and end["winning_seats"] == end["teams"][max((0, 1), key=lambda t: points[t])]
    )


def minchiate_end_told(m: Moment) -> bool:
    """The deal's sheet: each team's total is its cards' points, its combinations, its cards
    beyond 42 and 10 for the last trick (one team's); the difference gives the resti, and
    the team with more net resti wins."""
    [end] = m.of("deal_end")
    teams = end["teams"]
    parts = all(
        t["total"]
        == t["card_points"] + t["combination_points"] + t["extra_cards"] + t["last_trick"]
        for t in teams
    )
    last = sorted(t["last_trick"] for t in teams) == [0, 10]
    winner = "NS" if end["resti"][0] > end["resti"][1] else "EW"
    return parts and last and end["winner"] == winner


def schnapsen_marriage_then_trick(m: Moment) -> bool:
    """Since the step before: your trump marriage scored 40, then your trick 8 (48 in all)."""
    scored = [e for e in m.history if e["type"] in ("marriage", "trick")][-2:]
    return [e["type"] for e in scored] == ["marriage", "trick"] and (
        scored[0]["points"] == 40
        and scored[0]["seat"] == HUMAN
        and scored[0]["suit"] == m.obs["trump"]
        and scored[1]["winner"] == HUMAN
        and scored[1]["points"] == 8
    )


def minchiate_resto_told(m: Moment) -> bool:
    """One resto during play, your team's (Resto 1); this trick ended the deal, and what was
    left of the difference plus the end count, rounded up in units of 60, gave more resti to
    the same team, all counted in the resti the box shows."""
    [end] = m.of("deal_end")
    during = [e for e in m.history if e["type"] == "resto"]
    return (
        [(e["team"], e["count"]) for e in during] == [(0, 1)]
        and abs(end["difference_before"]) < 60
        and end["to_team"] == 0
        and end["rounded_resti"] > 0
        and end["resti"] == [1 + end["rounded_resti"], 0]
    )


CLAIMS: dict[str, dict[str, Callable[[Moment], bool]]] = {
    "scopa": {
        "finish": lambda m: bool(m.obs["hand"]),  # cards left to play (for you)
        "intro": lambda m: len(m.obs["table"]) == 4 and len(m.obs["hand"]) == 3,
        "values": lambda m: m.move is None and scopa_values_told(),
        "capture_value": lambda m: [value(c) for c in scopa_taken(m)] == [value(m.card)],
        "must_take": lambda m: (
            [value(c) for c in scopa_taken(m)] == [value(m.card)] and sum_alternative(m)
        ),
        "capture_sum": lambda m: (
            len(scopa_taken(m)) >= 2 and all(value(c) != value(m.card) for c in m.obs["table"])
        ),
        "lays_card": lambda m: bool(m.of("place")) and not m.of("capture"),
        "scopa": lambda m: any(e["seat"] == HUMAN for e in m.of("scopa")),
        "settebello": lambda m: "D7" in scopa_taken(m),
        "second_scopa": lambda m: (
            any(e["seat"] == HUMAN for e in m.of("scopa"))
            and any(e["type"] == "scopa" and e["seat"] == HUMAN for e in m.history)
            and len(m.obs["table"]) == 1
        ),
        "take_diamond": lambda m: (
            m.card[0] == "D"
            and [value(c) for c in scopa_taken(m)] == [value(m.card)]
            and all(len(a.split(":")) == 2 for a in m.legal if a.split(":")[1] != m.card)
        ),
        "lay_nothing_takes": lambda m: (
            scopa_lays_only(m) and value(m.card) == 6 and scopa_table_sum_after(m) > 10
        ),
        "lay_again": lambda m: (
            scopa_lays_only(m)
            and value(m.card) == 4
            and any(value(c) == 9 and c != m.card for c in m.obs["hand"])
            and scopa_table_sum_after(m) > 10
        ),
        "lay_for_sum": lambda m: (
            bool(m.of("place")) and value(m.card) == 1 and scopa_queen_later(m)
        ),
        "new_round": lambda m: bool(m.of("round")),
        "leftovers": lambda m: bool(m.of("leftovers")),
        "prizes": lambda m: bool(m.of("deal_end")),
        "summary": summary,
    },
    "schnapsen": {
        "intro": lambda m: m.obs["indicator"] is not None,
        "values": lambda m: m.move is None and schnapsen_points_told(),
        "stock": lambda m: m.obs["stock_size"] == 10,
        "free_follow": lambda m: (
            m.obs["phase"] == "open"
            and m.card[0] == m.obs["trump"] != m.obs["trick"][0]["card"][0]
            and m.of("trick")[0]["winner"] == HUMAN
        ),
        "first_trick": lambda m: m.of("trick")[0]["winner"] == HUMAN,
        "exchange": lambda m: any(e["seat"] == HUMAN for e in m.of("exchange")),
        "marriage": lambda m: (
            [e["points"] for e in m.of("marriage")] == [40] and m.card[0] == m.obs["trump"]
        ),
        # "Your points rose by 48: 40 for the marriage in trumps … and 8 for the trick. You
        # have nearly 66 points and the AI has none"
        "close": lambda m: (
            (bool(m.of("close")) and 60 <= m.obs["points"][HUMAN] < 66 and m.obs["points"][1] == 0)
            and schnapsen_marriage_then_trick(m)
        ),
        # "Lead the Daus of Herz, worth 11: no Herz beats it …; your trump Ober still waits"
        "lead_daus": lambda m: (
            m.card == "HA"
            and m.obs["trump"] != "H"
            and not m.obs["trick"]
            and m.obs["phase"] == "strict"
            and f"{m.obs['trump']}O" in m.obs["hand"]
        ),
        "strict_follow": lambda m: (
            m.obs["phase"] == "strict"
            and m.legal == [m.move]
            and not any(c[0] == m.obs["trick"][0]["card"][0] for c in m.obs["hand"])
            and m.card[0] == m.obs["trump"]
            # "The AI trumped your Daus and leads."
            and [e for e in m.history if e["type"] == "trick"][-1]["cards"]
            == [{"seat": HUMAN, "card": "HA"}, {"seat": 1, "card": f"{m.obs['trump']}A"}]
        ),
        "win_66": lambda m: (
            [(e["winner"], e["reason"]) for e in m.of("deal_end")] == [(HUMAN, "closer_won")]
        ),
        "summary": summary,
    },
    "piedicavallo": {
        "finish": lambda m: bool(m.obs["hand"]),  # cards left to play (for you)
        "intro": lambda m: m.obs["dealer"] == HUMAN and len(m.obs["hand"]) == 17,
        "discard": lambda m: (m.move or "").startswith("discard:"),
        "trick_won": lambda m: m.of("trick")[0]["winning_card"].startswith("T"),
        # "…: neither of your Coins beats the King, so give one."
        "follow": lambda m: (
            m.card[0] == m.obs["trick"][0]["card"][0] != "T"
            and m.obs["trick"][0]["card"][1:] == "K"
        ),
        "trump": lambda m: must_trump(m) and lowest_trump_above(m),
        "lead": lambda m: won_last_trick(m) and m.card == "CK",
        "matto": lambda m: m.card == "MATTO" and not m.obs["trick"],
        # "Each team adds up its cards …. The pack holds 114 points; more wins." (the sheet's
        # totals: the discard's points too)
        "points": lambda m: piedicavallo_points_told(m),
        "values": lambda m: (
            m.move is None and values_told(PR.PACK, PR.POINTS, piedicavallo_points_of, 114)
        ),
        "summary": summary,
    },
    "minchiate": {
        "finish": lambda m: bool(m.obs["hand"]),  # cards left to play (for you)
        "intro": lambda m: m.obs["teams"][0] == [0, 2],
        "robbing": lambda m: m.obs["cutter"] == HUMAN and bool(m.obs["robbed"]["cutter"]),
        "discard": lambda m: (
            (m.move or "").startswith("discard:") and m.obs["to_discard"][HUMAN] == 2
        ),
        "declare": lambda m: (
            [e["kind"] for e in m.of("declare")] == ["sequence"]
            and m.after is not None
            and m.after.current_player == HUMAN
            and m.after.legal_actions() == ["pass"]  # "the table then passes for you"
        ),
        "pass": lambda m: m.move == "pass",
        "fola": lambda m: any(e["cards"] for e in m.of("fola")),
        # "No trump is down yet, so your lowest, the 14, worth nothing, is enough"
        "trump": lambda m: (
            must_trump(m)
            and lowest_trump(m)
            and m.card == "T14"
            and minchiate_points(m.card) == 0
            and not any(e["card"].startswith("T") for e in m.obs["trick"])
        ),
        "lead": lambda m: won_last_trick(m) and m.card == "CK" and minchiate_points(m.card) == 5,
        "follow": lambda m: (
            m.card[0] == m.obs["trick"][0]["card"][0] != "T"
            and m.obs["trick"][0]["card"] == "DQ"
            and minchiate_beats_none(m, "DQ")
            and minchiate_points(m.card) == 0
        ),
        # told at the deal's end: Resto 1, your team's, earned during play, then the end's
        # rounding (what was left plus the end count) adds more resti, already in the box
        "resto": lambda m: minchiate_resto_told(m),
        "matto": minchiate_matto_lost,
        "cannot_beat_jack": lambda m: (
            [e["seat"] for e in m.obs["trick"]] == [3]  # your partner (seat 2) plays last
            and m.obs["trick"][0]["card"] == "CJ"
            and minchiate_beats_none(m, "CJ")
            and minchiate_points(m.card) == 0
            # "your Ace is the highest of them (Cups' numerals), yet worth nothing": the one given
            and m.card == "CA"
            and all(minchiate_strength("CA") > minchiate_strength(f"C{n}") for n in range(2, 11))
        ),
        "last_cannot_beat": lambda m: (
            len(m.obs["trick"]) == 3
            and "BN" in [e["card"] for e in m.obs["trick"]]
            and minchiate_beats_none(m, "BN")
            and minchiate_points(m.card) == 0
            and max((c for c in m.obs["hand"] if c[0] == "B"), key=minchiate_strength) == "B9"
            and m.card != "B9"
        ),
        "cups_order": lambda m: (
            m.obs["trick"][0]["card"] == "C4"
            # "as you saw with the Ace": taught at cannot_beat_jack, the 10 the lowest numeral
            and all(minchiate_strength("C10") < minchiate_strength(f"C{n}") for n in range(2, 10))
            and sorted(a.split(":")[1] for a in m.legal) == ["C7", "C8"]
            and minchiate_beats_none(m, "C4")
            and minchiate_points(m.card) == 0
        ),
        "fola_trump": lambda m: (
            m.obs["trick"][0] == {"seat": 2, "card": "T39"}
            and "T40" in m.obs["fola"]
            and m.card == "T10"
            and minchiate_points(m.card) == 5
        ),
        # "Each team counts its cards, the combinations among them and 10 for the last trick;
        # the difference gives more resti. The net resti decide the winner."
        "end": lambda m: minchiate_end_told(m),
        "values": lambda m: (
            m.move is None and values_told(MR.PACK, MR.POINTS, minchiate_points_of, 142)
        ),
        "summary": summary,
    },
    "lockbet": {
        "intro": lambda m: m.obs["stacks"] == [19, 19] and len(m.obs["hand"]) == 2,
        "values": lambda m: m.move is None and lockbet_order_told(),
        "signals": lambda m: len(m.obs["signals"]) == 2,
        # "The 4 would win a little more often, but lock the 2 here …: it beats
        # an Ace. Your 4 stays for the next deal." (the AI may hold an Ace: an UP card)
        "lock": lambda m: (
            lockbet_rank(m.card) == 2
            and lockbet_other(m) == 4
            and win_chance(m, f"lock:{next(c for c in m.obs['hand'] if c != m.card)}")
            > win_chance(m, m.move or "")
            and m.obs["signals"][1]["up"] >= 1
        ),
        "check": lambda m: m.move == "check" and all(m.obs["locked"]),
        "call": lambda m: m.move == "call" and ai_bet_before(m),
        "bet": lambda m: m.move == "bet:1",
        # the AI's raise, shown by a note after your bet
        "raise": lambda m: (
            m.move is None
            and [e["seat"] for e in m.of("raise")] == [1]
            and [e["type"] for e in m.history if e["type"] in ("bet", "raise")][-2:]
            == ["bet", "raise"]
        ),
        "all_in": lockbet_all_in,
        "fold": lambda m: (
            [e["seat"] for e in m.of("fold")] == [1] and m.of("pot")[0]["winner"] == HUMAN
        ),
        "two_beats_ace": two_beats_ace,
        "lock_higher": lambda m: lockbet_other(m) == 3 and lockbet_rank(m.card) == 4,
        "check_weak": lambda m: (
            m.move == "check" and m.obs["locked_card"][0:2] == "C4" and win_chance(m, "check") < 25
        ),
        "fold_big_bet": lambda m: (
            m.move == "fold"
            and last_ai_bet(m) == 10
            and m.facts("fold")["forfeits"]["chips"] == 1
            and lockbet_rank(m.obs["locked_card"]) == 4
            and win_chance(m, "call") < 25
        ),
        "lock_keep_two": lambda m: lockbet_other(m) == 2 and lockbet_rank(m.card) == 3,
        "fold_low": lambda m: (
            m.move == "fold"
            and last_ai_bet(m) is not None
            and m.facts("fold")["forfeits"]["chips"] == 1
            and lockbet_rank(m.obs["locked_card"]) == 3
            and win_chance(m, "call") < 25
        ),
        "lock_twos": lambda m: lockbet_other(m) == 2 == lockbet_rank(m.card),
        "check_two": lambda m: m.move == "check" and lockbet_rank(m.obs["locked_card"]) == 2,
        "lock_five": lambda m: lockbet_other(m) == 2 and lockbet_rank(m.card) == 5,
        "check_third": lambda m: (
            m.move == "check"
            and lockbet_rank(m.obs["locked_card"]) == 5
            and 25 <= win_chance(m, "check") <= 45
        ),
        "lock_queen": lambda m: m.obs["signals"][1]["up"] == 0 and m.card[:2] == "DQ",
        "showdown": lambda m: any(e.get("folded") is None for e in m.of("reveal")),
        # the last step: a deal has just ended (the rules it sums up were all shown before)
        "summary": lambda m: bool(m.of("deal_end")) and m.move is None,
    },
}


# What a step's words say about the better-ranked move it does not play (``teaches_over``).
WHY_OVER: dict[str, dict[str, Callable[[Moment], bool]]] = {
    "scopa": {
        # "Your other card may also take its twin: that scores a little more here, but it
        # shows no sum." (the ranking: test_lessons.py)
        "must_take": other_twin_without_sum,
    },
    "schnapsen": {
        # "The Daus would win one point more; the trump wins as surely and you keep the Daus."
        "free_follow": lambda m: (
            m.facts(m.over or "")["wins_trick"]["points"]
            == m.facts(m.move or "")["wins_trick"]["points"] + 1
            and m.over.split(":")[1] in m.after.observation(HUMAN)["hand"]
        ),
        # "It costs no turn: you still lead after it" (and may still play that card).
        "exchange": lambda m: m.after.current_player == HUMAN and m.over in m.after.legal_actions(),
        # "Closing first works too: you may declare whenever you lead."
        "marriage": lambda m: (
            m.over == "close" and (m.move or "") in m.then("close").legal_actions()
        ),
    },
    "piedicavallo": {
        # "The Queen of Cups would score a little more here; you keep her."
        "matto": lambda m: m.over == "play:CQ" and "CQ" in m.after.observation(HUMAN)["hand"],
    },
}


@pytest.mark.parametrize("game", sorted(CLAIMS))
def test_every_lesson_text_says_what_happens(game):
    lesson = load_lesson(game)
    claims = CLAIMS[game]
    unchecked = set(lesson.message_ids()) - set(claims)
    assert unchecked == set(), "a text with no check of what it says"
    match = lesson.new_match()
    events: list[dict[str, Any]] = []
    history: list[dict[str, Any]] = []
    false = []
    for number, step in enumerate(lesson.steps):
        obs = match.observation(HUMAN)
        if step.kind == "ai":  # an AI move, or the human's forced move with no words
            events = match.apply(step.move)
            history += events
            continue
        if step.move is not None:  # a move, or a note whose Next plays the human's lone move
            before = match.rewound(len(match.history))
            applied = match.apply(step.move)
            moment = Moment(
                obs, step.move, applied, list(history), before, match, step.teaches_over
            )
            events = moment.events
            history += events
        else:
            moment = Moment(obs, None, events, list(history))
        check = claims.get(step.text or "")
        if check is not None and not check(moment):
            false.append((number, step.text))
        if step.teaches_over is not None:
            why = WHY_OVER.get(game, {}).get(step.text or "")
            if why is None or not why(moment):
                false.append((number, step.text, "teaches_over"))
    assert false == []
