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
- Albus Ferros: its Play Effect spends any number of buffs and channels a rune per buff
  (:mod:`riftbound.effects.buff_spending`).
- King's Edict: from the next player on, each other player picks a unit the caster doesn't
  control (a choice, not a target, 355.10.e); then the picked units die.
- Facebreaker: stuns a friendly unit and an enemy unit chosen at one battlefield
  (:class:`SameBattlefieldScript`; docs/rulings.md on how the pair is checked again).
- Vanguard Helm: when a friendly unit that had a buff dies, its player buffs another friendly
  unit (a target chosen as the ability goes on the chain).
- Salvage (errata'd: up to one gear): a target of zero or one gear chosen as it is played
  (355.13); its player may kill that gear as it resolves, then draws 1.
- Spectral Matron (wave 3): its Play Effect may play a unit card of its controller's trash with a
  printed cost of at most 3 Energy and one Power, ignoring its cost (383.3.a, 355.10.a, 419.3,
  356.1.b.1; effects/play_from_zone.py).
- Baited Hook (wave 3): [1], an Order Power, exhaust: kill a friendly unit (a target, chosen as it
  is activated); look at the top 5; its controller may banish a unit card among them with Might at
  most 1 more than the killed unit's and play it ignoring its cost (errata read); the rest are
  recycled.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...effects import (
    Buff,
    Chosen,
    Custom,
    Draw,
    Kill,
    Me,
    Ready,
    SpellCard,
    SpellScript,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.buff_spending import SPEND_BUFFS_TO_CHANNEL
from ...effects.cards import GearCard
from ...effects.counts import MightPerUnit
from ...effects.damage_kill import (
    KILL_ANY_UNIT_THAT_TAKES_DAMAGE,
    KILL_T1_NEXT_DAMAGE_OR_NOW_WITH_LEGION,
    KillWhenDamaged,
)
from ...effects.gear_targets import GearTargetScript
from ...effects.passives import LegionPlayEffect, MightAura
from ...effects.play_from_zone import (
    KILL_CHOSEN_NOTING_MIGHT,
    PLAY_TARGET_IGNORING_COST,
    PlayFromTrashTrigger,
    look_banish_play,
)
from ...effects.spells import SpellScript as _Script
from ...effects.spells import custom, record, unit_signature
from ...effects.stun_events import stun_unit
from ...effects.subjects import BuffedWhenDied, CardType
from ...effects.trash_picks import RECYCLE_CHOSEN_TRASH_CARDS, UpToTrashCardsScript
from ...effects.vocabulary import Add
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.chain import Choices, behaviour
from ...engine.core import decide, emit, push, task
from ...engine.decisions import register_choice
from ...engine.events import fire
from ...engine.gear import kill_gear
from ...engine.may_triggers import MayTarget
from ...engine.primitives import kill
from ...engine.units import chain_item
from ...log_text import TEMPLATES, _name
from ...state import ChainItem, GameState, Unit
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
        stun_unit(g, item.controller, u)  # 423.1; "when you stun" triggers (383.1)
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


OTHERS_PICK_UNITS_TO_KILL = Custom(
    "others_pick_units_to_kill",
    text="from the next player on, each other player picks a unit you don't control that no one has "
         "picked for it; then the picked units are killed")


def _edict_order(g: GameState, caster: int) -> list[int]:
    """The other seats in turn order, from the one after the caster (303.2.a)."""
    order = g.turn_order
    k = order.index(caster) if caster in order else 0
    return order[k + 1:] + order[:k]


def _edict_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Units the caster doesn't control that no one has picked yet, one per interchangeable
    group (ruling 2)."""
    cid, chosen = ctx[1], ctx[4]
    item = chain_item(g, cid)
    if item is None:
        return []
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if u.controller != item.controller and u.cid not in chosen:
            seen.setdefault(unit_signature(g, u), u.cid)
    return sorted(seen.values())


@custom("others_pick_units_to_kill")
def _others_pick(g: GameState, item: ChainItem, i: int) -> None:
    push(g, ("edict_next", item.cid, i, 0, ()))


@task("edict_next", "c", "n", "n", "cs")
def _edict_next(g: GameState, cid: int, i: int, k: int, chosen: tuple[int, ...]) -> None:
    """Rules 355.10.e, 303.2.a: the ``k``-th other player picks (a player who left, or with nothing
    left to pick, is skipped); after the last, every picked unit still on the board dies (428)."""
    item = chain_item(g, cid)
    if item is None:
        return
    order = _edict_order(g, item.controller)
    while k < len(order):
        ctx = ("edict_pick", cid, i, k, chosen)
        if g.players[order[k]].alive and _edict_options(g, order[k], ctx):
            decide(g, order[k], "choose_card", ctx)
            return
        k += 1
    units = [g.units[c] for c in chosen if c in g.units]
    for u in units:
        kill(g, u)
    record(g, cid, i, bool(units))


@task("edict_pick", "p", "c", "n", "n", "cs", "ci")
def _edict_pick(g: GameState, player: int, cid: int, i: int, k: int, chosen: tuple[int, ...],
                card: int) -> None:
    """The pick is noted; the next player picks. ``card`` -1: no pick (the player left)."""
    if card >= 0:
        emit(g, "355.10.e", "edict_choice", player, card)
        chosen = (*chosen, card)
    push(g, ("edict_next", cid, i, k + 1, chosen))


register_choice("edict_pick", _edict_options, (
    "{card} is resolving: {p} picks a unit its controller doesn't control (not one already "
    "picked); the picked units will be killed"))
TEMPLATES["edict_choice"] = lambda g, p, d: f"P{p} picks {_name(g, d[0])} to be killed"


@dataclass(frozen=True)
class SameBattlefieldScript(SpellScript):
    """A spell with two unit targets that must be at the same battlefield ("a friendly unit and an
    enemy unit at the same battlefield"): only such pairs are choices (355.5, 355.10.b). As it
    resolves each target is checked against its own restriction and, while the other is still a
    legal target, against being at the other's battlefield (359.3.e; docs/rulings.md): units that
    have come apart are both illegal, one whose partner has left stays legal alone."""

    def __post_init__(self) -> None:
        if len(self.targets) != 2:
            raise ValueError("a same-battlefield script has exactly two target slots")

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(t, d) for t, d in super().choices(g, player, cid) if _together(g, t)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return super().choices_legal(g, player, cid, targets, dest) and _together(g, targets)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        mine = super().legal_targets(g, item, slot)
        other = super().legal_targets(g, item, 1 - slot)
        return [u for u in mine if all(o.loc == u.loc for o in other)]


def _together(g: GameState, targets: tuple[tuple[int, ...], ...]) -> bool:
    """Whether every chosen unit is at one battlefield."""
    locs = {g.units[c].loc for t in targets for c in t if c in g.units}
    return len(locs) == 1 and min(locs) >= 0


@dataclass(frozen=True)
class UpToOneGearScript(GearTargetScript):
    """A spell targeting up to one gear on the board (355.13): none, or one per interchangeable
    gear (ruling 2); playable with no gear on the board."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((),), None), *super().choices(g, player, cid)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is None and targets == ((),):
            return True
        return super().choices_legal(g, player, cid, targets, dest)

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 gear", "T1 = up to 1 gear", 1)


MAY_KILL_TARGET_GEAR = Custom("may_kill_target_gear", "you may kill T1 (a gear)")


@custom("may_kill_target_gear")
def _may_kill_target_gear(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 428, 359.3.e: if the chosen gear is still on the board its player decides, as the
    instruction executes, whether to kill it (a "choose_card": the gear, or -1 for no)."""
    script = behaviour(g, item)
    assert isinstance(script, _Script)
    if not script.legal_targets(g, item, 0):
        return False
    decide(g, item.controller, "choose_card", ("may_kill_gear", item.cid, i))
    return None


def _may_kill_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    item = chain_item(g, ctx[1])
    if item is None:
        return []
    script = behaviour(g, item)
    found = script.legal_targets(g, item, 0) if isinstance(script, _Script) else []
    return [-1, *(x.cid for x in found)] if found else []


@task("may_kill_gear", "p", "c", "n", "ci")
def _may_kill_gear(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen gear dies (428), or, -1, is spared."""
    x = g.gear.get(card) if card >= 0 else None
    if x is not None:
        kill_gear(g, x)
    record(g, cid, i, x is not None)


register_choice("may_kill_gear", _may_kill_options, (
    "{card} is resolving: {p} may kill the gear it targets (choose it) or spare it (-1)"))


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
    UnitCard("ogn-230-298", "Albus Ferros", script=TriggerScript(steps=(SPEND_BUFFS_TO_CHANNEL,)),
             note="The buffs are those of its controller's units, itself included, picked one at a "
                  "time as the ability resolves (702.2.b.2)."),
    SpellCard("ogn-237-298", "King's Edict", SpellScript(steps=(OTHERS_PICK_UNITS_TO_KILL,)),
              note="The picks are made as it resolves and are not targets (355.10.e); a unit picked "
                   "may be the picker's own or, with teams, a teammate's."),
    # card wave 3 (helper E): abilities waiting this turn for damage (390.2)
    SpellCard("ogn-221-298", "Imperial Decree", _Script(steps=(KILL_ANY_UNIT_THAT_TAKES_DAMAGE,)),
              passives=(KillWhenDamaged(),),
              note="Action is the card table's keyword. Damage from spells, abilities and combat counts; "
                   "each unit that takes damage triggers it once (combat damage: all at once), under the "
                   "Decree's controller, and only a unit still on the board as that object dies."),
    SpellCard("ogn-254-298", "Noxian Guillotine",
              _Script(targets=(Target(Units()),), steps=(KILL_T1_NEXT_DAMAGE_OR_NOW_WITH_LEGION,)),
              passives=(KillWhenDamaged(),),
              note="Action and Legion are the card table's keywords; Legion is read as it resolves "
                   "(812.1.c: a card other than it finalized by you this turn). A unit that leaves the "
                   "board is a new object: the waiting ability never triggers for it."),
    GearCard("ogn-212-298", "Forge of the Future", script=TriggerScript(steps=(RECRUIT_IN_BASE,)),
             abilities=(Ability(UpToTrashCardsScript(steps=(RECYCLE_CHOSEN_TRASH_CARDS,)), kill_self=True),),
             note="The cards are targets (a trash is public, 355.10.a), chosen as the ability is activated, "
                  "before the gear is killed for its cost (402.2, 404): it can't choose itself."),
    SpellCard("ogn-224-298", "Salvage", UpToOneGearScript(steps=(MAY_KILL_TARGET_GEAR, Draw(1))),
              note="Errata read: up to one gear. The draw happens whatever became of the gear."),
    SpellCard("ogn-220-298", "Facebreaker",
              SameBattlefieldScript(targets=(Target(Units(side="friendly", where="battlefield")),
                                             Target(Units(side="enemy", where="battlefield"))),
                                    steps=(Stun(Chosen(0)), Stun(Chosen(1)))),
              note=HIDDEN + " Played from facedown, both units are chosen at that battlefield "
                            "(811.1.d.2)."),
    GearCard("ogn-228-298", "Vanguard Helm",
             when=((When("friendly_dies", who="friendly", subject=BuffedWhenDied()),
                    TriggerScript(targets=(Target(Units(side="friendly")),), steps=(Buff(Chosen(0)),))),),
             note="Whether the unit had a buff is read from it as it died; the unit to buff is "
                  "chosen as the ability goes on the chain (the dead one is gone by then)."),
    UnitCard("ogn-226-298", "Spectral Matron",
             script=PlayFromTrashTrigger(card_type="Unit", steps=(PLAY_TARGET_IGNORING_COST,), max_energy=3,
                                         max_power=1),
             may=(("trigger", MayTarget()),),
             note="Its printed costs decide which cards qualify. The card is chosen as the ability goes "
                  "on the chain (355.10.a: a trash is public, so it is a target; declining is the "
                  "'you may', 383.3.a) and played once the ability has resolved (354.3), where its "
                  "player chooses; an Accelerate cost may still be paid (356.1.b.3). Its own Play "
                  "Effect triggers (419.3.b, 419.4.a)."),
    GearCard("ogn-242-298", "Baited Hook",
             abilities=(Ability(TriggerScript(targets=(Target(Units(side="friendly")),),
                                              steps=(KILL_CHOSEN_NOTING_MIGHT, look_banish_play(5))),
                                energy=1, power=(frozenset({"Order"}),), exhaust=True),),
             note="Errata read: the unit is banished, then played from banishment. The friendly unit is a "
                  "target chosen as the ability is activated; its Might as it was killed sets the limit "
                  "(359.3.e.13); if it is no longer a legal target nothing is killed and no card may be "
                  "banished (359.3.e.14.a), the five are recycled. The played unit waits on the chain "
                  "until the ability has finished (354.3), then enters where its player chooses; an "
                  "Accelerate cost may still be paid (356.1.b.3)."),
)
