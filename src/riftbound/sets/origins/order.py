"""Origins (OGN): the Order cards of the first card wave (issue 12).

- Vengeance, Harnessed Dragon: kill a chosen unit (an enemy one for the Dragon's Play Effect).
- Seal of Unity: an [E] Add Reaction (429) adding Order Power.
- Vanguard Captain: a Legion Play Effect (812.1.b.1) playing two Recruit tokens where it is.
- Machine Evangel: Deathknell (808) playing three Recruit tokens in its controller's base.
- Darius, Executioner: a Legion Play Effect readying him, and an aura of +1 Might for the other
  friendly units where he is (364.1).
- Solari Chief: its chosen enemy unit dies if stunned, else is stunned (read on resolution).
- Sett, Kingpin: +1 Might for each buffed friendly unit at his battlefield
  (:class:`~riftbound.effects.counts.MightPerUnit`).
- Peak Guardian: buffs itself, then, if it is at a battlefield, the other friendly units there.
- Viktor, Leader: when another non-Recruit unit its controller controls dies, a Recruit token.
"""

from __future__ import annotations

from ...effects import (
    Buff,
    Chosen,
    Custom,
    Kill,
    Me,
    Ready,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard
from ...effects.counts import MightPerUnit
from ...effects.passives import LegionPlayEffect, MightAura
from ...effects.spells import SpellScript as _Script
from ...effects.spells import custom
from ...effects.subjects import CardType
from ...effects.vocabulary import Add
from ...engine.abilities import Ability
from ...engine.chain import behaviour
from ...engine.core import emit
from ...engine.events import fire
from ...engine.primitives import kill
from ...state import ChainItem, GameState
from .precon_garen import RECRUIT_WHERE_I_AM
from .tokens import RECRUIT_IN_BASE

__all__ = ["CARDS"]

KILL_IF_STUNNED_ELSE_STUN = Custom("kill_if_stunned_else_stun",
                                   text="T1 is killed if it is stunned; otherwise it is stunned")
BUFF_OTHERS_HERE_AT_BATTLEFIELD = Custom(
    "buff_others_here_at_battlefield",
    text="if this unit is at a battlefield, every other friendly unit there gets a buff (+1 Might "
         "counter) if it has none")


@custom("kill_if_stunned_else_stun")
def _kill_if_stunned_else_stun(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 423, 428, 359.3.e.4: the target, if still legal, is killed when it is stunned as the
    instruction executes (383.2.a.1: a condition of the effect, read on resolution), else stunned
    (423.1)."""
    script = behaviour(g, item)
    assert isinstance(script, _Script)
    targets = script.legal_targets(g, item, 0)
    if not targets:
        return False
    u = targets[0]
    if u.stunned:
        kill(g, u)
    else:
        u.stunned = True
        emit(g, "423.1", "stun", item.controller, u.cid)
    return True


@custom("buff_others_here_at_battlefield")
def _buff_others_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 702.2.a, 702.3.a, 359.3.f.2: where the source is as the instruction executes; in a
    base or gone from the board, nothing. Each other friendly unit there without a buff gets one."""
    me = g.units.get(item.cid)
    if me is None or me.loc < 0:
        return False
    friendly = Units(side="friendly")
    units = [u for u in list(g.units.values())
             if u.cid != me.cid and u.loc == me.loc and not u.buffs and friendly.test(g, item.controller, u)]
    for u in units:
        u.buffs = 1
        emit(g, "702.2.a", "buff", item.controller, u.cid)
        fire(g, "buff", item.controller, u.cid)  # "when you buff a unit" (383.1)
    return bool(units)


CARDS: tuple = (
    SpellCard("ogn-229-298", "Vengeance", SpellScript(targets=(Target(Units()),), steps=(Kill(Chosen(0)),))),
    UnitCard("ogn-234-298", "Harnessed Dragon",
             script=TriggerScript(targets=(Target(Units(side="enemy")),), steps=(Kill(Chosen(0)),)),
             note="The enemy unit is chosen as the Play Effect goes on the chain (355.5.b)."),
    GearCard("ogn-245-298", "Seal of Unity",
             abilities=(Ability(TriggerScript((Add(power=("Order",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    UnitCard("ogn-218-298", "Vanguard Captain",
             script=TriggerScript(steps=(RECRUIT_WHERE_I_AM, RECRUIT_WHERE_I_AM)),
             passives=(LegionPlayEffect(),),
             note="'Here' is where it is as its ability resolves (359.3.f.2)."),
    UnitCard("ogn-239-298", "Machine Evangel",
             when=((When("die"), TriggerScript(steps=(RECRUIT_IN_BASE,) * 3)),),
             note="Deathknell (808): it triggers as it dies, from the trash."),
    UnitCard("ogn-243-298", "Darius, Executioner",
             script=TriggerScript(steps=(Ready(Me()),)),
             passives=(LegionPlayEffect(), MightAura(Units(side="friendly", where="here"), 1, other=True))),
    UnitCard("ogn-225-298", "Solari Chief",
             script=TriggerScript(targets=(Target(Units(side="enemy")),), steps=(KILL_IF_STUNNED_ELSE_STUN,)),
             note="Whether the unit is stunned is read as the ability resolves."),
    UnitCard("ogn-240-298", "Sett, Kingpin",
             passives=(MightPerUnit(Units(side="friendly", where="here", buffed=True),
                                    at_battlefield=True),)),
    UnitCard("ogn-223-298", "Peak Guardian",
             script=TriggerScript(steps=(Buff(Me()), BUFF_OTHERS_HERE_AT_BATTLEFIELD))),
    UnitCard("ogn-246-298", "Viktor, Leader",
             when=((When("friendly_dies", who="you", subject=CardType("Unit", not_tag="Recruit")),
                    TriggerScript(steps=(RECRUIT_IN_BASE,))),),
             note="It does not see its own death (383.2.c.2); each death triggers it once (383.1)."),
)
