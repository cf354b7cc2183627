"""Battlefield abilities about a unit a player plays there, triggering for that player whoever controls
the battlefield (190.6.c; engine/any_player_triggers.py): "when a player plays a unit here, they may
pay 1 to buff it" (Valley of Idols), "the first time a player plays a non-token unit here each turn,
they may move another unit they control here to its base" (Star Spring).

- :class:`UnitPlayedHere`: the any-player condition on a "play_card" event (383.2.a.1): the card
  played is a unit that entered at this battlefield; ``first_each_turn`` keeps only the first such
  play at it this turn (383.1), counting every one (``"played_here:<battlefield card>"``, a turn
  count, reset as the turn ends, 317.2.c) as it happens, whether or not its ability is then placed.
- :class:`OtherThanSubjectScript`: a triggered ability's one target, which can't be the unit its
  event happened to ("another unit"; the event's subject is its chain item's ``refs[0]``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.any_player_triggers import ANY_PLAYER
from ..engine.chain import Choices
from ..engine.choosable import choosable
from ..engine.events import WITH_SUBJECT
from ..engine.hidden import bound_ok, facedown_bound
from ..engine.keywords import payable_choices
from ..engine.may_triggers import MayTarget
from ..engine.reactions import ON, Condition, Triggered
from ..state import ChainItem, GameState, Unit
from .may_exhaust import MayPayEnergy
from .spells import TriggerScript, unit_signature
from .vocabulary import Buff, Chosen, MoveUnit, Subject, Target, Units

__all__ = ["FirstUnitPlayedHereMayMoveAnother", "OtherThanSubjectScript", "UnitPlayedHere",
           "UnitPlayedHereMayPayToBuff"]

WITH_SUBJECT.add("play_card")  # "buff it": the card played is the ability's subject (refs[0])


@dataclass(frozen=True)
class UnitPlayedHere:
    """Whether the unit ``subject`` a player played is now at the battlefield ``bf_cid``; a token
    only with ``tokens`` (a played unit token is a unit played, 185.2.a, "non-token unit" excludes
    it); with ``first_each_turn`` whether it is the first such play there this turn, whoever
    played it."""

    first_each_turn: bool = False
    tokens: bool = False

    def __call__(self, g: GameState, player: int, bf_cid: int, subject: object) -> bool:
        u = g.units.get(subject) if isinstance(subject, int) else None
        if (u is None or u.loc < 0 or g.battlefields[u.loc].cid != bf_cid
                or (g.cards[u.cid].is_token and not self.tokens)):
            return False
        if not self.first_each_turn:
            return True
        key = f"played_here:{bf_cid}"
        n = g.counts.get(key, 0) + 1
        g.counts[key] = n
        return n == 1


def _subject_of(g: GameState, cid: int) -> int | None:
    """The event subject of source ``cid``'s ability waiting on the chain to be finalized."""
    for it in g.chain:
        if it.cid == cid and not it.finalized and it.refs:
            return it.refs[0]
    return None


@dataclass(frozen=True)
class OtherThanSubjectScript(TriggerScript):
    """A triggered ability whose one target can't be its event's subject (355.9: the target's
    restriction "another"), checked as it is chosen and again as it resolves (359.3.e.2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """As :meth:`TriggerScript.choices` (one unit per interchangeable group, ruling 2; none:
        it can't be placed, 355.8, 402.4), the subject left out before the groups are made."""
        subject = _subject_of(g, cid)
        if subject is None or not self.targets:
            return super().choices(g, player, cid)
        spec = self.targets[0].units
        here = self.here_of(g, cid)
        bound = facedown_bound(g, cid)
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            if (u.cid != subject and (u.cid != cid or not self.other) and spec.test(g, player, u, here)
                    and choosable(g, player, u) and bound_ok(self.targets[0], u, bound)):
                key = unit_signature(g, u)
                if key not in groups or u.cid < groups[key]:
                    groups[key] = u.cid
        return payable_choices(g, player, 0, (), [(((c,),), None) for c in sorted(groups.values())])

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        subject = _subject_of(g, cid)
        if subject is not None and any(subject in t for t in targets):
            return False
        return super().choices_legal(g, player, cid, targets, dest)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        out = super().legal_targets(g, item, slot)
        return [u for u in out if not item.refs or u.cid != item.refs[0]]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 ", "T1 = 1 other ")


class UnitPlayedHereMayPayToBuff:
    """A battlefield's ability for any player (190.6.c): when a player plays a unit here, that player
    (controlling the ability) may pay 1 Energy as it is finalized (383.3.a-b) to buff it (702.2.a:
    nothing if it has a buff already, 702.3.a, or has left the board). Answers "on:any_player" and
    "on:play_card"."""

    script = TriggerScript(steps=(Buff(Subject()),))

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ANY_PLAYER, (("play_card", UnitPlayedHere(tokens=True)),)
        yield ON["play_card"], Triggered(self.script, Condition("me"), None, MayPayEnergy(1))

    def describe(self) -> str:
        return ("When any player plays a unit here, that player (controlling this ability, whoever controls "
                "the battlefield) may pay 1 Energy as it is finalized to buff that unit.")


class FirstUnitPlayedHereMayMoveAnother:
    """A battlefield's ability for any player (190.6.c): the first time each turn a player plays a
    unit card here (383.1; tokens are no cards, 185), that player may choose another unit they
    control here, as it is finalized (383.3.a, 355.5), which moves to its base (a move, 449).
    Answers "on:any_player" and "on:play_card"."""

    script = OtherThanSubjectScript(targets=(Target(Units(side="own", where="here")),),
                                    steps=(MoveUnit(Chosen(0), to_base=True),))

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ANY_PLAYER, (("play_card", UnitPlayedHere(first_each_turn=True)),)
        yield ON["play_card"], Triggered(self.script, Condition("me"), None, MayTarget())

    def describe(self) -> str:
        return ("The first time each turn any player plays a unit card here, that player (controlling this "
                "ability, whoever controls the battlefield) may choose another unit they control here: it "
                "moves to its base.")
