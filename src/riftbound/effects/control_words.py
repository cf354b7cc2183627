"""Words for taking control of a unit (the engine's side is :mod:`riftbound.engine.control_change`).

- :data:`TAKE_CONTROL_RECALL`: the spell's player takes control of T1 and recalls it (Possession).
- :data:`TAKE_CONTROL_EXHAUST_RECALL`: the same, exhausting it first (Conscription).
- :data:`TAKE_CONTROL_READY_TILL_END_OF_TURN`: takes control of T1 where it is (it contests the
  battlefield for its new controller, ruling 104), readies it, and creates the delayed ability that
  gives it back at the end of the turn (Hostile Takeover).
- :class:`LoseControlAtEndOfTurn`: that delayed ability (the card's answer to "on:delayed",
  390.2): its player loses control of the unit, which is recalled.
- :class:`WiderTargetIfPaidScript`: a spell whose one target may be chosen more widely if its
  optional additional cost is paid ("choose X; if you paid the additional cost, choose any Y
  instead", Conscription).
- :data:`CHOSEN_PLAYER_GAINS_THIS`: the player chosen as the ability's target (355.10, a
  :class:`~riftbound.effects.player_targets.PlayerTargetTrigger`) gains control of its source gear,
  which is recalled to their base (Glowstone).

The target is read as the spell resolves (359.3.e.2): a unit that is no longer a legal target (no
longer an enemy, no longer at a battlefield, a new object) is not taken.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..compiled import mypyc_attr
from ..engine.chain import Choices, behaviour
from ..engine.control_change import gain_control, give_back, lose_control_at_end_of_turn, returns_to
from ..engine.core import emit
from ..engine.primitives import recall
from ..engine.reactions import ON, Triggered
from ..engine.ready_bans import can_ready
from ..engine.spell_costs import spell_extra, spell_extra_paid
from ..state import ChainItem, GameState, Unit, base_of
from .player_targets import chosen_player
from .spells import SpellScript, TriggerScript, custom
from .vocabulary import Custom, Target

__all__ = ["CHOSEN_PLAYER_GAINS_THIS", "GIVE_BACK_AND_RECALL", "LoseControlAtEndOfTurn",
           "TAKE_CONTROL_EXHAUST_RECALL", "TAKE_CONTROL_READY_TILL_END_OF_TURN", "TAKE_CONTROL_RECALL",
           "WiderTargetIfPaidScript"]

TAKE_CONTROL_RECALL = Custom("take_control_recall",
                             text="its player takes control of T1 and recalls it (to their base; not a move)")
TAKE_CONTROL_EXHAUST_RECALL = Custom(
    "take_control_exhaust_recall",
    text="its player takes control of T1, exhausts it and recalls it (to their base; not a move)")
TAKE_CONTROL_READY_TILL_END_OF_TURN = Custom(
    "take_control_ready_till_end_of_turn",
    text="its player takes control of T1 where it is (contesting that battlefield as a unit arriving "
         "there would) and readies it; at the end of this turn they lose control of it and it is "
         "recalled (a delayed ability)")
CHOSEN_PLAYER_GAINS_THIS = Custom(
    "chosen_player_gains_this",
    text="the chosen player gains control of this gear and it is recalled to their base")
GIVE_BACK_AND_RECALL: Final = Custom(
    "give_back_and_recall",
    text="its player loses control of that unit (the player it was taken from controls it again) "
         "and it is recalled")


def _targets(g: GameState, item: ChainItem) -> list[Unit]:
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    return script.legal_targets(g, item, 0)


@custom("take_control_recall")
def _take_recall(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 189, 191.3, 455: T1, if still legal, changes controller and goes to its new base."""
    units = _targets(g, item)
    for u in units:
        gain_control(g, u, item.controller, "189", recall_it=True)
    return bool(units)


@custom("take_control_exhaust_recall")
def _take_exhaust_recall(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 189, 414, 455: T1, if still legal, changes controller, is exhausted, and is recalled."""
    units = _targets(g, item)
    for u in units:
        gain_control(g, u, item.controller, "189", stays=False)
        u.exhausted = True  # 414.1.c: exhausting an exhausted unit does nothing more
        emit(g, "414", "exhaust", item.controller, u.cid)
        if u.loc != base_of(u.controller):
            recall(g, u)  # 455: to its new controller's base
    return bool(units)


@custom("take_control_ready_till_end_of_turn")
def _take_ready(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 189, 190.3.a.1 (ruling 104), 415, 390.2: T1, if still legal, changes controller where
    it is, is readied, and its loss of control at the end of the turn is set up."""
    units = _targets(g, item)
    for u in units:
        back = u.controller
        gain_control(g, u, item.controller, "189")
        if can_ready(g, u):  # 415 (engine/ready_bans.py)
            u.exhausted = False
            emit(g, "415", "ready", item.controller, u.cid)
        lose_control_at_end_of_turn(g, item.controller, item.cid, u, back)
    return bool(units)


@custom("give_back_and_recall")
def _give_back(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 390.2: the delayed ability resolves: its subject, if still the same object (124.1),
    goes back to the player it was taken from, and is recalled."""
    found = returns_to(g, item.cid, item.refs[0]) if item.refs else None
    if found is None:
        return False
    unit, back = found
    return give_back(g, unit, item.controller, back)


@custom("chosen_player_gains_this")
def _chosen_player_gains_this(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 355.10, 359.3.e.5, 189, 455: the chosen player, if still a legal target, controls the
    ability's source gear (if still on the board) from now on, and it goes to their base."""
    p = chosen_player(g, item)
    x = g.gear.get(item.cid)
    if p is None or x is None:
        return False
    gain_control(g, x, p, "189", recall_it=True)
    return True


@dataclass(frozen=True)
class LoseControlAtEndOfTurn:
    """The delayed ability :data:`TAKE_CONTROL_READY_TILL_END_OF_TURN` creates (390.2, 317.1.a)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["delayed"], Triggered(TriggerScript(steps=(GIVE_BACK_AND_RECALL,)))

    def describe(self) -> str:
        return ("At the end of the turn (a delayed ability on the chain): its player loses control of "
                "the unit, which goes back to the player it was taken from, and it is recalled.")


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class WiderTargetIfPaidScript(SpellScript):
    """A spell with one target, ``targets[0]``, that may instead be ``wider`` if its player pays its
    optional additional cost (355.1.a: that choice is made before the targets, 355.5). The engine
    asks the cost after the targets: a target only the wider choice allows is offered only while the
    cost can be paid, and makes not paying no option (355.16; ruling 104). As it resolves the target
    is checked against the choice the paid cost allows (359.3.e.2)."""

    wider: Target | None = None

    def _wide(self) -> SpellScript:
        assert self.wider is not None
        return SpellScript(steps=self.steps, targets=(self.wider,))

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        out = super().choices(g, player, cid)
        extra = spell_extra(g, cid)
        if self.wider is None or extra is None or g.players[player].xp < extra.xp:
            return out
        have = set(out)
        return out + [c for c in self._wide().choices(g, player, cid) if c not in have]

    def needs_extra(self, g: GameState, item: ChainItem) -> bool:
        """Whether the target chosen is one only the wider choice allows."""
        chosen = [c for c in item.targets[0] if c >= 0]
        return bool(chosen) and len(super().legal_targets(g, item, 0)) < len(chosen)

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """358.1: with the cost chosen to be paid the wider choice is the one checked."""
        if self.wider is not None and spell_extra_paid(g, cid):
            return self._wide().choices_legal(g, player, cid, targets, dest)
        return super().choices_legal(g, player, cid, targets, dest)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        if self.wider is not None and spell_extra_paid(g, item.cid):
            return self._wide().legal_targets(g, item, slot)
        return super().legal_targets(g, item, slot)

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        if self.wider is not None:
            text = text.rstrip(".") + (f". If its additional cost was paid, T1 may instead be "
                                       f"{self.wider.describe()}.")
        return text
