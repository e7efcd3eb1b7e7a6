"""The "Why?" of an AI seat's move: the hint's facts, told to a third person who sees less.

``why_facts(game, observation, action)`` takes the observation of the seat that chose
``action`` (an AI seat's own view, nothing more) and returns the facts of the game's hint
(``games/<id>/hints.py``, data, never sentences) that a watching player may hear: each game's
``why`` module names the fact kinds that would tell something about cards that player cannot
see (``PRIVATE``: e.g. what a hidden discard is worth, the chance of a locked card), and may
restate such a fact from what everybody sees (``restate``). Whenever a fact is withheld, the
answer ends with ``{"fact": "hidden_cards"}`` (the seat also weighed cards you cannot see); a
game whose hint withholds only while a hidden card exists says when from public facts
(``withholds``), so that even the marker tells nothing about the hidden card.
Given the seat's ``level``, a game's ``why`` may add the reason its level's own rule gives
(``by_level``: e.g. Lock & Bet's Normal bets its card's chance times its chips, so the bet's
size says how strong it rates its card; Minchiate's players declare every combination they
hold), stated from public facts and the level alone, never from the hidden cards.
No fact names a card that is not in the watching player's view once the move is made
(``tests/engine/test_why.py``).

A why also compares (``contrast``): the move against another its seat had (``runner_up``: the
best other move by the level's own ranking), as the facts that differ between the two, the
cards the move keeps that the other would have spent, and the gap between their values in the
game's unit. The other move is named only when every card it uses is in the watcher's view;
else it is "another move", and nothing is told of what it would have done (that would tell
of the hidden card: "would have trumped" says the hand holds another trump); the gap is left
out whenever the seat's reasons weighed something hidden (the answer's ``hidden_cards``).
A lesson compares two moves of your own hand (``shown`` ``None``: the hint's facts, every
card named).
"""

from __future__ import annotations

from typing import Any

from .registry import game_module

HIDDEN = "hidden_cards"
"""The fact that closes an answer from which something hidden was left out."""


def _why(game: str) -> Any:
    return game_module(game, "why")


def why_facts(
    game: str, observation: dict[str, Any], action: str, level: str | None = None
) -> list[dict[str, Any]]:
    """The reasons for ``action`` that the seat of ``observation`` may give to a third person,
    computed from that observation alone; ``action`` must be legal there. ``level``: the
    seat's level, whose own rule may add its reason (the game's ``by_level``)."""
    module = _why(game)
    hints = game_module(game, "hints")
    told = hints.facts(observation, action)
    restate = getattr(module, "restate", None)
    if restate is not None:
        told = restate(observation, action, told)
    by_level = getattr(module, "by_level", None)
    if by_level is not None and level is not None:
        told = by_level(observation, action, level, told)
    kept = [fact for fact in told if fact["fact"] not in module.PRIVATE]
    withholds = getattr(module, "withholds", None)
    if len(kept) < len(told) or (withholds is not None and withholds(observation, action)):
        kept.append({"fact": HIDDEN})
    return kept


def seen_cards(game: str, view: Any) -> set[str]:
    """The card codes of ``game`` anywhere in ``view`` (an observation: what its seat sees)."""
    pack = game_module(game, "rules").PACK
    found: set[str] = set()
    stack = [view]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if value in pack:
                found.add(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return found


def shown_cards(game: str, observation: dict[str, Any]) -> set[str]:
    """The cards the seat of ``observation`` sees in the deal under way: ``seen_cards`` of it
    less its record of what is no longer in play (its game's ``why.PAST``: a finished deal's
    summary, a table voided back into the pack). Those cards were dealt again: seeing one
    there tells nothing of where it is now, and it may be in a hidden hand (newcomer #12: a
    Scopa "Why?" named the AI's hidden Jack of Clubs, seen in the deal before)."""
    past: frozenset[str] = getattr(_why(game), "PAST", frozenset())
    return seen_cards(game, {k: v for k, v in observation.items() if k not in past})


def listener_cards(game: str, before: dict[str, Any], after: dict[str, Any] | None) -> set[str]:
    """The cards a listener sees of a move's deal (``contrast``'s ``shown``): in its view
    just before the move (``before``) and just after it (``after``: ``None`` when the move
    ended its deal: the next deal's cards were in play before, and tell nothing of it)."""
    seen = shown_cards(game, before)
    return seen if after is None else seen | shown_cards(game, after)


def action_cards(game: str, action: str) -> set[str]:
    """The card codes ``action`` names (its card, the cards it takes, a discard…)."""
    pack = game_module(game, "rules").PACK
    words = action.replace(",", ":").split(":")
    return {word for word in words if word in pack}


_UNWORDED: dict[str, tuple[str, ...]] = {
    "leads": ("suit", "trump"),  # worded: its points, and whether it is a trump
    "marriage": ("suit",),
    "declares": ("kind",),
}
"""Fields of a fact kind that no words of it show (views/shell/moves.js, why.js and the
games' Words.qml): two facts differing only there read the same."""


def worded(fact: dict[str, Any]) -> tuple[Any, ...]:
    """``fact`` as the player reads it: its kind and the fields its words show (a list as
    its length: "takes 2 cards"). Two facts with the same ``worded`` read word for word alike."""
    kind = fact["fact"]
    hidden = _UNWORDED.get(kind, ())
    shown: list[Any] = [kind]
    for key in sorted(fact):
        if key == "fact" or key in hidden:
            continue
        value = fact[key]
        shown.append((key, len(value) if isinstance(value, list) else value))
    if kind == "leads":
        shown.append(("trump", bool(fact.get("trump")) or fact.get("suit") == "T"))
    return tuple(shown)


def _differences(
    mine: list[dict[str, Any]], theirs: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[list[dict[str, Any]]]]:
    """What sets two moves' facts apart in the words the player reads: ``mine``'s facts of a
    kind ``theirs`` lacks, ``theirs``' of a kind ``mine`` lacks, and the pairs ``[mine, theirs]``
    of one kind whose words differ (a trick won for 14 points, not 3). A fact worded alike on
    both sides is no difference."""
    kinds_mine = {fact["fact"] for fact in mine}
    kinds_theirs = {fact["fact"] for fact in theirs}
    gains = [fact for fact in mine if fact["fact"] not in kinds_theirs]
    instead = [fact for fact in theirs if fact["fact"] not in kinds_mine]
    changed: list[list[dict[str, Any]]] = []
    for fact in mine:
        if fact["fact"] not in kinds_theirs:
            continue
        other = next(o for o in theirs if o["fact"] == fact["fact"])
        if worded(fact) != worded(other):
            changed.append([fact, other])
    return gains, instead, changed


def contrast(
    game: str,
    observation: dict[str, Any],
    chosen: str,
    other: str,
    *,
    gap: float | None = None,
    shown: set[str] | frozenset[str] | None = None,
) -> dict[str, Any]:
    """Why ``chosen`` rather than ``other`` (both legal for the seat of ``observation``), as
    data: ``{"fact": "rather_than", "other", "gains", "instead", "changed", "keeps", "left",
    "gap"}``
    (``why_contrast`` adds ``slip``).

    Differences are in the words the player reads (``worded``): ``gains``: the facts of
    ``chosen`` of a kind ``other``'s lack; ``instead``: those of ``other`` of a kind
    ``chosen``'s lack; ``changed``: pairs ``[chosen's, other's]`` of one kind worded differently
    (the table left at 15, not 17); ``keeps``: the cards of the seat's hand ``other`` would have
    played that ``chosen`` keeps there; ``left``: the cards ``other`` would have taken from the
    table that ``chosen`` leaves on it (Scopa: "leaves the 4 of Spades on the table", never
    "keeps" a card that was never in the hand); ``gap``: ``chosen``'s value less ``other``'s in
    the game's unit (``None``: not told). ``shown`` is the set of cards the listener sees
    (``None``: the seat's own player, who sees its hand): the facts are then ``why_facts``'
    (nothing private), and an ``other`` using or telling a card not in ``shown`` (an exchange
    names the Unter in the hand) is told as ``None``, with no facts of either move against it
    (what the hidden card would have done, or not done, would tell of it: "would have trumped"
    says the hand holds another trump) and no gap if anything hidden was weighed."""
    if shown is None:
        hints = game_module(game, "hints")
        mine, theirs = hints.facts(observation, chosen), hints.facts(observation, other)
        named, withheld = True, False
    else:
        mine = why_facts(game, observation, chosen)
        withheld = any(fact["fact"] == HIDDEN for fact in mine)
        mine = [fact for fact in mine if fact["fact"] != HIDDEN]
        theirs = why_facts(game, observation, other)
        named = action_cards(game, other) | seen_cards(game, theirs) <= set(shown)
        withheld = withheld or any(fact["fact"] == HIDDEN for fact in theirs)
        theirs = [fact for fact in theirs if fact["fact"] != HIDDEN]
    if named:
        gains, instead, changed = _differences(mine, theirs)
        spared = action_cards(game, other) - action_cards(game, chosen)
        hand = observation.get("hand")
        held = spared if not isinstance(hand, list) else spared & {str(code) for code in hand}
        keeps, left = sorted(held), sorted(spared - held)
    else:  # what a hidden card would have done, or what it would not, tells of that card
        gains, instead, changed, keeps, left = [], [], [], [], []
    return {
        "fact": "rather_than",
        "other": other if named else None,
        "gains": gains,
        "instead": instead,
        "changed": changed,
        "keeps": keeps,
        "left": left,
        "gap": None if gap is None or withheld else round(float(gap), 3),
    }


def runner_up(ranked: list[tuple[str, float]], chosen: str) -> tuple[str, float] | None:
    """The move to compare ``chosen`` with, from the level's ranking (best first): the best
    other move, and ``chosen``'s value less its value (negative when the level's own numbers
    preferred the other: the easier levels play by rules of thumb); ``None`` when ``chosen``
    had no alternative."""
    values = dict(ranked)
    others = [(action, value) for action, value in ranked if action != chosen]
    if not others or chosen not in values:
        return None
    action, value = others[0]
    return action, values[chosen] - value


SEARCH_LEVELS: frozenset[str] = frozenset({"hard"})
"""The levels whose ranking is the reckoning that chose the move: every game's hard level
searches (guesses at the hidden cards played out, Lock & Bet's solver); the easier levels
choose by rules of thumb (each game's ``ai.py``), and what their ranking says is not why."""


def why_contrast(
    game: str,
    observation: dict[str, Any],
    chosen: str,
    ranked: list[tuple[str, float]],
    shown: set[str] | frozenset[str],
    *,
    search: bool = True,
    level: str | None = None,
) -> dict[str, Any] | None:
    """``contrast`` of ``chosen`` with its ``runner_up`` in ``ranked`` (the seat's level's
    ranking of its legal moves), told to a watcher who sees ``shown``; ``None`` when it had
    no other move, or when all there is to tell is that the other used a hidden card.

    ``search``: the ranking is the level's own reckoning (``SEARCH_LEVELS``); the answer then
    also has ``value`` and ``other_value``, the two moves' averages in the game's unit (left
    out, as the gap, when the seat weighed something hidden). Otherwise no number is told:
    a level playing by rules of thumb did not choose by them; ``slip`` then says whether its
    rules of thumb rated the other move higher (an easier level now and then takes a
    near-best move: the facts of its move are then not what decided it). A ``level`` whose
    ranking is a reckoning it does not play by (its game's ``why.RECKONED_RANKING``: Lock &
    Bet's Normal follows its equity rule, ranked by a solver; Minchiate's Normal its rules of
    thumb, ranked by a small search) says ``reckoned`` instead: the reckoning rated the other
    move higher, and the level's own rules decided it; ``reckoned_gap`` then says by how much
    (in the game's unit, positive), or ``None`` when the seat weighed something hidden; when
    the reckoning rated the move higher too it says ``agrees``. ``decides``: at a
    rules-of-thumb level that took the move its rules rated best, in a game whose ``why`` can
    ``weigh`` each fact (Scopa), the difference that weighed most (``_decides``), else
    ``None``. ``exact``: the search calculated the rest of the deal through, with no guess at
    a hidden card (its game's ``why.exact``: Scopa once the stock is empty)."""
    best = runner_up(ranked, chosen)
    if best is None:
        return None
    other, gap = best
    below = not search and gap < -1e-9
    reckoned = level in getattr(_why(game), "RECKONED_RANKING", frozenset())
    # the reckoning's own gap is told for a reckoned move too (as "about 0.3 resti"), under
    # the same rule as a search's: not when the seat weighed something hidden
    told_gap = gap if search or (below and reckoned) else None
    told = contrast(game, observation, chosen, other, gap=told_gap, shown=shown)
    told["slip"] = below and not reckoned
    told["reckoned"] = below and reckoned
    told["agrees"] = reckoned and not below  # the reckoning rates it best too
    told["reckoned_gap"] = None
    if told["reckoned"]:  # how much more the reckoning rates the other move: no search's gap
        told["reckoned_gap"] = None if told["gap"] is None else round(-float(told["gap"]), 3)
        told["gap"] = None
    if told["other"] is None and told["gap"] is None and not below:
        return None  # "another move you cannot see", and nothing more: no comparison to tell
    told["decides"] = None
    weigh = getattr(_why(game), "weigh", None)
    if weigh is not None and not search and not below and told["other"] is not None:
        told["decides"] = _decides(game, observation, chosen, other, told, weigh)
    exact = getattr(_why(game), "exact", None)  # a search that guessed at nothing
    told["exact"] = bool(search and exact is not None and exact(observation))
    if told["gap"] is not None:
        values = dict(ranked)
        told["value"] = round(float(values[chosen]), 3)
        told["other_value"] = round(float(values[other]), 3)
    return told


def _decides(
    game: str,
    observation: dict[str, Any],
    chosen: str,
    other: str,
    told: dict[str, Any],
    weigh: Any,
) -> dict[str, Any] | None:
    """Of the differences ``told`` (a ``contrast``), the one that weighs most for ``chosen`` by
    the game's ``weigh`` (its rules of thumb's share of each fact): ``{"fact": kind, "side":
    "mine"|"theirs" (whose fact it is told as: the chosen move's, else the other's), "worth":
    how much more it gives the chosen move, in the game's unit}``; ``None`` when none does."""
    kinds = {fact["fact"] for fact in told["gains"] + told["instead"]}
    kinds |= {pair[0]["fact"] for pair in told["changed"]}
    if not kinds:
        return None
    mine = [f for f in why_facts(game, observation, chosen) if f["fact"] != HIDDEN]
    theirs = [f for f in why_facts(game, observation, other) if f["fact"] != HIDDEN]
    worth_mine, worth_theirs = weigh(observation, chosen, mine), weigh(observation, other, theirs)
    gain = {k: worth_mine.get(k, 0.0) - worth_theirs.get(k, 0.0) for k in sorted(kinds)}
    kind = max(gain, key=lambda k: gain[k])
    if gain[kind] < 0.005:
        return None
    side = "mine" if any(f["fact"] == kind for f in mine) else "theirs"
    return {"fact": kind, "side": side, "worth": round(gain[kind], 2)}


def only_card(observation: dict[str, Any], action: str) -> bool:
    """Whether ``action`` plays the one card left in its seat's hand (``observation``'s), a
    thing everybody sees (its hand's size): the move had no other card to play. (That a seat
    had one legal card of several, e.g. its only card of the suit led, is not told: that would
    tell of its hidden hand.)"""
    hand = observation.get("hand")
    return action.startswith("play:") and isinstance(hand, list) and len(hand) == 1


def why_fact_kinds(game: str) -> tuple[str, ...]:
    """Every ``fact`` kind ``why_facts`` can give for ``game`` (the views translate each)."""
    module = _why(game)
    hints = game_module(game, "hints")
    own = tuple(getattr(module, "LEVEL_KINDS", ()))
    return (*(k for k in hints.FACT_KINDS if k not in module.PRIVATE), *own, HIDDEN)


__all__ = [
    "HIDDEN",
    "SEARCH_LEVELS",
    "action_cards",
    "contrast",
    "listener_cards",
    "only_card",
    "runner_up",
    "seen_cards",
    "shown_cards",
    "why_contrast",
    "why_fact_kinds",
    "why_facts",
    "worded",
]
