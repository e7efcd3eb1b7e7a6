"""A light, immutable model of one betting round (§3.6), for the AI's trees and mappings.

:class:`Round` mirrors ``LockbetState``'s betting arithmetic on plain tuples and action
strings, so the AI can rebuild the round from an observation and walk hypothetical lines
without touching a real state. Tests check that both agree on every step of random play.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Round:
    """The betting round: seat to act, bets ``c[p]``, chips behind, minInc, raise rights."""

    to_act: int
    antes: tuple[int, int]
    bets: tuple[int, int]
    stacks: tuple[int, int]
    min_inc: int = 1
    acted: tuple[bool, bool] = (False, False)
    reopened: tuple[bool, bool] = (True, True)
    ended: str | None = None
    """``None`` while betting, else ``"showdown"`` or ``"fold"``."""
    folder: int | None = None
    raises: int = 0
    """Bets and raises (including all-ins) made so far this round."""

    @classmethod
    def start(cls, first: int, antes: tuple[int, int], stacks: tuple[int, int]) -> Round:
        """The round as it opens: ``stacks`` are the chips behind after the antes."""
        return cls(first, antes, (0, 0), stacks)

    @property
    def top(self) -> int:
        """The highest round total, ``B``."""
        return max(self.bets)

    @property
    def pot(self) -> int:
        """Chips in the middle (antes and bets)."""
        return sum(self.antes) + sum(self.bets)

    def owed(self) -> int:
        """What the player to act must add to call."""
        return self.top - self.bets[self.to_act]

    def reach(self) -> int:
        """The largest round total the player to act can make."""
        return self.bets[self.to_act] + self.stacks[self.to_act]

    def raise_bounds(self) -> tuple[int, int] | None:
        """``(min, max)`` full-raise totals, or ``None`` if no full raise is possible."""
        me = self.to_act
        if self.owed() == 0 or self.stacks[1 - me] == 0 or not self.reopened[me]:
            return None
        low, high = self.top + self.min_inc, self.reach()
        return (low, high) if high >= low else None

    def short_allin(self) -> int | None:
        """The short all-in total, if that is the only way left to raise."""
        me = self.to_act
        if self.owed() == 0 or self.stacks[1 - me] == 0 or not self.reopened[me]:
            return None
        reach = self.reach()
        return reach if self.top < reach < self.top + self.min_inc else None

    def legal(self) -> list[str]:
        """Legal action strings (the same set as the engine's, in its order)."""
        if self.ended is not None:
            return []
        if self.owed() == 0:
            return ["check"] + [f"bet:{t}" for t in range(1, self.stacks[self.to_act] + 1)]
        actions = ["call", "fold"]
        if self.short_allin() is not None:
            actions.append("allin")
        bounds = self.raise_bounds()
        if bounds is not None:
            actions += [f"raise:{t}" for t in range(bounds[0], bounds[1] + 1)]
        return actions

    def total_of(self, action: str) -> int:
        """The round total of the player to act after ``action``."""
        me = self.to_act
        if action in ("check", "fold"):
            return self.bets[me]
        if action == "call":
            return self.bets[me] + min(self.owed(), self.stacks[me])
        if action == "allin":
            return self.reach()
        return int(action.partition(":")[2])

    def apply(self, action: str) -> Round:
        """The round after a legal ``action`` by the player to act."""
        me, opp = self.to_act, 1 - self.to_act
        acted = _with(self.acted, me, True)
        if action == "fold":
            return replace(self, acted=acted, ended="fold", folder=me)
        total = self.total_of(action)
        bets = _with(self.bets, me, total)
        stacks = _with(self.stacks, me, self.stacks[me] - (total - self.bets[me]))
        after = replace(self, bets=bets, stacks=stacks, acted=acted, to_act=opp)
        if action == "check":
            return replace(after, ended="showdown") if self.acted[opp] else after
        if action == "call":
            return replace(after, ended="showdown")
        if action == "allin":
            return replace(
                after,
                reopened=_with(self.reopened, opp, not self.acted[opp]),
                raises=self.raises + 1,
            )
        return replace(
            after,
            min_inc=total - self.top,
            reopened=_with(self.reopened, opp, True),
            raises=self.raises + 1,
        )

    def contributions(self) -> tuple[int, int]:
        """Antes plus bets per seat."""
        return (self.antes[0] + self.bets[0], self.antes[1] + self.bets[1])

    def net_for(self, seat: int, outcome: int) -> int:
        """Chips won by ``seat`` when the round has ended, ``outcome`` being ``seat``'s
        showdown result (+1 win, 0 tie, -1 loss; ignored after a fold)."""
        contrib = self.contributions()
        if self.ended == "fold":
            return -contrib[seat] if self.folder == seat else contrib[1 - seat]
        return outcome * min(contrib)


def _with(pair: tuple[Any, Any], index: int, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if index == 0 else (pair[0], value)


def round_from_observation(obs: dict[str, Any]) -> Round:
    """Rebuild the current betting round from an observation (phase ``"bet"``)."""
    antes = (obs["antes"][0], obs["antes"][1])
    start = (obs["stacks"][0] + obs["bets"][0], obs["stacks"][1] + obs["bets"][1])
    state = Round.start(obs["first_player"], antes, start)
    for entry in betting_actions(obs):
        state = state.apply(entry)
    return state


def betting_actions(obs: dict[str, Any]) -> list[str]:
    """This deal's betting actions so far, as action strings."""
    actions = []
    for entry in obs["deal_actions"]:
        name = entry["action"]
        if name == "lock":
            continue
        actions.append(f"{name}:{entry['total']}" if name in ("bet", "raise") else name)
    return actions
