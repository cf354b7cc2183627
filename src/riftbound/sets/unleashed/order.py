"""Unleashed (UNL): the Order cards of the first card wave (issue 12): Vi, Peacekeeper, Soul
Harvest, Crimson Pigeons, Divining Shells, Black Rose Dignitary, The Ruination, Enthralling
Protector, Scrutinizing Sergeant and LeBlanc, Fragmented; of the second pass: Tactical Retreat,
Carrion Dredger, Galio, Indefatigable, Starhound, Loyal Poro, Heroic Charge and Shadow's Call; of
the third pass (sweep U3): Ultrasoft Poro and Sacrifice."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Buff,
    Channel,
    Chosen,
    Custom,
    Draw,
    Each,
    GiveMight,
    Kill,
    Me,
    SpellCard,
    SpellScript,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.bird_tokens import BIRD, BIRD_IN_BASE
from ...effects.cards import GearCard
from ...effects.hand_pick import ReturnWhenTheyHold, hand_pick
from ...effects.kill_discount import KillForDiscount
from ...effects.move_tax_words import TaxOnMovingSeveralHere
from ...effects.player_targets import PlayerTargetTrigger
from ...effects.spells import custom, unit_signature
from ...effects.trash_targets import RETURN_TARGET_TO_HAND, TrashTargetTrigger, trash_choices
from ...effects.unit_edicts import (
    DEFENDER_KILLS_A_UNIT_HERE,
    EACH_OPPONENT_KILLS_A_UNIT,
    EACH_PLAYER_KILLS_A_UNIT_UNLESS_PAID,
)
from ...effects.vocabulary import GiveTemporary
from ...effects.words import PREDICT
from ...effects.xp_costs import OptionalXpCost
from ...engine.abilities import Ability
from ...engine.chain import Choices
from ...engine.choosable import choosable
from ...engine.core import decide
from ...engine.costs import SPELL_KILL, spell_kill_options
from ...engine.keywords import gain_xp
from ...engine.last_known import alone_as_it_died
from ...engine.mechanics import is_mighty
from ...engine.no_combat_damage import QUESTION as NO_COMBAT_DAMAGE
from ...engine.primitives import draw
from ...engine.temporary import has_temporary
from ...engine.units import create_token
from ...state import ATTACKER, ChainItem, GameState, Unit, base_of
from ..origins.spells import TOKEN_SPELLS, token_locations
from ..proving_grounds.master_yi import NEXT_DEATH_INSTEAD
from ..spiritforged.order import ReadsItsLastState

__all__ = ["CARDS"]


def during_your_beginning_phase(g: GameState, player: int, cid: int) -> bool:
    """383.2.a.1: the event happens during ``player``'s Beginning Phase (315.2: its start and its
    scoring step)."""
    return g.turn_player == player and g.phase in ("beginning", "scoring")


@custom("xp_per_friendly_unit")
def _xp_per_friendly_unit(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 730.1, 489.8.e: its controller gains 1 XP for each friendly unit (theirs and their
    teammates', the source included) as this resolves."""
    team = g.team_of
    n = sum(1 for u in g.units.values() if team[u.controller] == team[item.controller])
    if n:
        gain_xp(g, item.controller, n)
    return bool(n)


@custom("draw_1_or_2_in_your_beginning_phase")
def _draw_1_or_2(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 315.2, 413: its controller draws 1, or 2 instead if this executes during their own
    Beginning Phase (its Beginning and Scoring Steps, 315.2.a-b)."""
    mine = g.turn_player == item.controller and g.phase in ("beginning", "scoring")
    draw(g, item.controller, 2 if mine else 1)
    return True


class MightWhileAttackingWithAnother:
    """A unit's own passive (364.3): ``might`` more while it is an attacker and another unit at its
    battlefield is an attacker too (the attackers are one side's, 460-461). Answers "might:own"."""

    def __init__(self, might: int) -> None:
        self.might = might

    def holds(self, g: GameState, u: Unit) -> bool:
        return u.role == ATTACKER and any(v.cid != u.cid and v.loc == u.loc and v.role == ATTACKER
                                          for v in g.units.values())

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", lambda g, u: self.might if self.holds(g, u) else 0

    def describe(self) -> str:
        return f"It has +{self.might} Might while it is attacking together with another unit."


@dataclass(frozen=True)
class TaggedTrashUnitTrigger(TrashTargetTrigger):
    """A triggered ability whose one target is a unit card with one of ``tags`` in its controller's
    trash, chosen as it is finalized (355.10.a, 337.1); none: it leaves the chain (402.4). Every card
    of the table with those tags is a unit, so the type check of :data:`RETURN_TARGET_TO_HAND` as it
    resolves is the same."""

    tags: tuple[str, ...] = ()

    def _tagged(self, g: GameState, c: int) -> bool:
        return any(t in g.cards[c].tags for t in self.tags)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [ch for ch in trash_choices(g, player, self.card_type) if self._tagged(g, ch[0][0][0])]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and all(self._tagged(g, c) for t in targets for c in t))

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("a unit card in your trash",
                                                f"a {', '.join(self.tags)} unit card in your trash")


def did_not_die_alone(g: GameState, player: int, cid: int) -> bool:
    """Trigger condition (383.2.a.1, 740.2.a): another friendly unit was at the unit's location just
    before it died (one dying with it counted, engine/last_known.py)."""
    return alone_as_it_died(cid) is False


@dataclass(frozen=True)
class SecondTargetAtFirstsLocation(SpellScript):
    """A spell with two targets, the second of which must be at the first's location ("a friendly
    unit ... an enemy unit at its location"): chosen together as it is played (355.5); as it
    resolves the second is legal only while it is where the first (still a legal target) is; with
    the first gone its location is null and the second is illegal too (359.3.e.2, 359.3.e.12)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        first, second = self.targets[0].units, self.targets[1].units
        out: list[Choices] = []
        seen: set[tuple] = set()
        for a in sorted(g.units.values(), key=lambda u: u.cid):
            if not (first.test(g, player, a) and choosable(g, player, a)):
                continue
            for b in sorted(g.units.values(), key=lambda u: u.cid):
                if (b.cid != a.cid and b.loc == a.loc and second.test(g, player, b)
                        and choosable(g, player, b)):
                    key = (unit_signature(g, a), unit_signature(g, b))
                    if key not in seen:
                        seen.add(key)
                        out.append((((a.cid,), (b.cid,)), None))
        return out

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if not SpellScript.choices_legal(self, g, player, cid, targets, dest):
            return False
        return g.units[targets[0][0]].loc == g.units[targets[1][0]].loc

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        out = super().legal_targets(g, item, slot)
        if slot != 1:
            return out
        first = super().legal_targets(g, item, 0)
        return [u for u in out if first and u.loc == first[0].loc]


@dataclass(frozen=True)
class WithoutTemporaryScript(SpellScript):
    """A spell whose one target must not have Temporary (printed or given, engine/temporary.py), as
    it is chosen (355.5) and as it resolves (359.3.e.2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [ch for ch in super().choices(g, player, cid)
                if not any(has_temporary(g, g.units[c]) for t in ch[0] for c in t)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and not any(has_temporary(g, g.units[c]) for t in targets for c in t))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        return [u for u in super().legal_targets(g, item, slot) if not has_temporary(g, u)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("1 friendly unit", "1 friendly unit without Temporary", 1)


class DealsNoCombatDamage:
    """A unit's own passive (364.3; engine/no_combat_damage.py): it deals no combat damage (adds no
    Might to its side's total, 465.2.a-b)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield NO_COMBAT_DAMAGE, lambda g, source, u: source.cid == u.cid

    def describe(self) -> str:
        return "It deals no combat damage."


ULTRASOFT_PORO = "unl-160-219"
TOKEN_SPELLS[ULTRASOFT_PORO] = (BIRD, False)  # its ability's Bird tokens enter exhausted (143.4)


@custom("play_bird_where_chosen")
def _play_bird_where_chosen(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-185, 187.7, 355.2.a: the ability's controller plays a Bird token (1 Might, Deflect),
    exhausted; where, they choose now among their base and the battlefields they control (the
    "token_location" decision of ruling 84), unless only their base is possible."""
    if len(token_locations(g, item.controller, ("token_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("token_location", item.cid, i))
        return None
    create_token(g, item.controller, BIRD, base_of(item.controller))
    return True


_PLAY_BIRD = Custom("play_bird_where_chosen", "you play a 1 Might Bird unit token with Deflect, exhausted, "
                    "in your base or at a battlefield you control (your choice)")


def _at_a_battlefield(g: GameState, source: int) -> bool:
    """"Use this ability only while I'm at a battlefield" (377; its own restriction)."""
    u = g.units.get(source)
    return u is not None and u.loc >= 0


class KillAFriendlyMightyUnit:
    """A spell's mandatory additional cost (356.2.a.1): kill a friendly Mighty unit (708: Might 5 or
    more as it is picked). The unit is picked while the spell is pending, not a target (355.10.c),
    and dies as the total cost is paid (357.2). Answers "cost:spell_kill"."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield SPELL_KILL, lambda g, u: is_mighty(g, u.cid)

    def describe(self) -> str:
        return "As an additional cost to play it, its player kills a friendly Mighty unit."


@dataclass(frozen=True)
class NeedsItsKillCost(SpellScript):
    """A spell that can't be played while its mandatory kill cost can't be paid (355.16: no unit of
    the kind it needs)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return super().choices(g, player, cid) if spell_kill_options(g, player, cid) else []


CARDS: tuple[UnitCard | SpellCard | GearCard, ...] = (
    UnitCard("unl-176-219", "Vi, Peacekeeper",
             on_attack=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Stun(Chosen(0)),)),
             note="Ambush is the card table's keyword (822); the attack ability's target is an enemy "
                  "unit where she is, chosen as it goes on the chain (383.4.e, 355.5)."),
    SpellCard("unl-159-219", "Soul Harvest",
              SpellScript(targets=(Target(Units(where="battlefield", might_at_most=3)),),
                          steps=(Kill(Chosen(0)),)),
              note="Its Might is checked as it is chosen and again as it resolves (359.3.e.2-4)."),
    UnitCard("unl-154-219", "Crimson Pigeons", passives=(MightWhileAttackingWithAnother(2),)),
    GearCard("unl-161-219", "Divining Shells", script=TriggerScript(steps=(PREDICT,)),
             abilities=(Ability(TriggerScript((GiveMight(2, Chosen(0)),), targets=(Target(Units()),)),
                                exhaust=True, kill_self=True, action=True),),
             note="Vision is its Play Effect (817.1.b). Its ability's cost kills it and exhausts it "
                  "(404, 428); Action: on its controller's turn or in a showdown (806.1.c.2)."),
    UnitCard("unl-152-219", "Black Rose Dignitary",
             when=((When("die"), TriggerScript(steps=(Channel(1, exhausted=True),))),),
             note="Assault is the card table's keyword; Deathknell (383.4.b)."),
    SpellCard("unl-180-219", "The Ruination", SpellScript(steps=(Kill(Each(Units())),)),
              note="Every unit on the board dies at once (428)."),
    UnitCard("unl-162-219", "Enthralling Protector",
             abilities=(Ability(TriggerScript((Buff(Me()),)), xp=2),),
             note="Hunt is the card table's keyword; spending 2 XP is the cost (730.2)."),
    UnitCard("unl-157-219", "Scrutinizing Sergeant",
             script=TriggerScript(steps=(Custom("xp_per_friendly_unit",
                                                text="you gain 1 XP for each friendly unit"),)),
             note="Counted as the Play Effect resolves, itself included."),
    UnitCard("unl-172-219", "LeBlanc, Fragmented",
             when=((When("die"), TriggerScript(steps=(Custom("draw_1_or_2_in_your_beginning_phase",
                                                             text="you draw 1, or 2 instead during your "
                                                                  "Beginning Phase"),))),),
             note="Assault is the card table's keyword; Deathknell (383.4.b). The phase is read as the "
                  "ability resolves."),
    # --- second pass (sweep U2) ---
    SpellCard("unl-175-219", "Tactical Retreat",
              SpellScript(targets=(Target(Units(side="friendly")),), steps=(NEXT_DEATH_INSTEAD,)),
              note="Reaction is the card table's keyword. Heal, exhaust and recall replace the death "
                   "(390.3, 370; Highlander's word); the effect stays with that unit only while it "
                   "stays on the board, and ends with the turn."),
    UnitCard("unl-153-219", "Carrion Dredger",
             when=((When("die"), TriggerScript(steps=(BIRD_IN_BASE,))),),
             note="Deathknell (383.4.b): the 1 Might Bird token has Deflect (187.7, 809) and enters its "
                  "controller's base exhausted."),
    UnitCard("unl-171-219", "Galio, Indefatigable", passives=(DealsNoCombatDamage(),),
             note="Deflect and Tank are the card table's keywords; he is still assigned damage."),
    UnitCard("unl-167-219", "Starhound",
             script=TaggedTrashUnitTrigger(steps=(RETURN_TARGET_TO_HAND,), card_type="Unit",
                                           tags=("Bird", "Cat", "Dog", "Poro")),
             note="The card is chosen as the Play Effect goes on the chain (355.10.a); with none in the "
                  "trash the ability leaves the chain (402.4)."),
    UnitCard("unl-156-219", "Loyal Poro", passives=(ReadsItsLastState(),),
             when=((When("die"), TriggerScript(steps=(Draw(1),))),), if_=(("die", did_not_die_alone),),
             note="Deathknell (383.4.b). It triggers only if another friendly unit was where it was just "
                  "before it died, one dying with it included (383.2.a.1, 740.2.a)."),
    SpellCard("unl-155-219", "Heroic Charge",
              SecondTargetAtFirstsLocation(
                  targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                  steps=(GiveMight(1, Chosen(0)), Stun(Chosen(1)))),
              note="Action is the card table's keyword. The enemy unit must be where the friendly one is, "
                   "as both are chosen and as it resolves."),
    SpellCard("unl-165-219", "Shadow's Call",
              WithoutTemporaryScript(targets=(Target(Units(side="friendly")),),
                                     steps=(GiveTemporary(Chosen(0)), Draw(2))),
              note="With Temporary it is killed at the start of its controller's next Beginning Phase "
                   "(816.1.b); the draw happens even if the unit is gone (359.3.e.6)."),
    # card wave 3 (helper E)
    UnitCard("unl-169-219", "Ashe, Focused",
             script=PlayerTargetTrigger(steps=(hand_pick("banish_until_hold"),)),
             passives=(ReturnWhenTheyHold(),),
             note="The opponent is her Play Effect's target, chosen as it is finalized (355.10); the "
                  "revealed card she banishes is chosen as the Play Effect resolves (a card in a hand is "
                  "no target, 355.10.a). Her return ability is a delayed linked ability (390.5): it waits "
                  "across turns while that card stays banished and triggers, under the controller of her "
                  "Play Effect, when that opponent holds (383.4.d.2.b), even with her gone."),
    UnitCard("unl-164-219", "Safety Inspector", passives=(OptionalXpCost(3),),
             script=TriggerScript(steps=(EACH_PLAYER_KILLS_A_UNIT_UNLESS_PAID,)),
             note="Each player's unit is their pick as the Play Effect resolves, not a target (355.10.e-f); "
                  "the Inspector itself may be its controller's pick. Whether the XP was paid is that "
                  "play's, read even if the Inspector has left the board."),
    UnitCard("unl-178-219", "Poppy, Defender of the Meek", passives=(OptionalXpCost(3, discount=3),),
             note="Ambush and Tank are the card table's keywords; the XP is spent as her costs are paid "
                  "(357.2), the 3 Energy off her total cost (356.4)."),
    UnitCard("unl-170-219", "Atakhan", passives=(KillForDiscount(),),
             on_attack=TriggerScript(steps=(DEFENDER_KILLS_A_UNIT_HERE,)),
             note="Ganking is the card table's keyword. The killed unit is chosen as he is played (not a "
                  "target, 355.10.c); its printed costs come off his (a token's are 0). When he attacks, "
                  "the defender picks one of their units at that battlefield as the ability resolves."),
    GearCard("unl-174-219", "Shard of Undoing",
             when=((When("friendly_dies", who="friendly", nth=1),
                    TriggerScript(steps=(EACH_OPPONENT_KILLS_A_UNIT,))),),
             if_=(("friendly_dies", during_your_beginning_phase),),
             note="It triggers on the turn's first death of a unit friendly to its controller if that "
                  "death comes during its controller's Beginning Phase (its scoring step included, 315.2; "
                  "nothing can die before it in a turn); opponents pick as it resolves (355.10.f)."),
    # --- third pass (sweep U3) ---
    UnitCard(ULTRASOFT_PORO, "Ultrasoft Poro",
             abilities=(Ability(TriggerScript((_PLAY_BIRD, _PLAY_BIRD)), exhaust=True,
                                usable=_at_a_battlefield),),
             note="Each token is its own play, its place chosen as the ability resolves (355.2.a, ruling "
                  "84); the ability can be used only while the Poro is at a battlefield."),
    SpellCard("unl-173-219", "Sacrifice", NeedsItsKillCost(steps=(Draw(2), Channel(1, exhausted=True))),
              passives=(KillAFriendlyMightyUnit(),),
              note="Reaction is the card table's keyword. Its player picks the Mighty unit as it is played "
                   "(a teammate's too, 740.1.a); the draw and channel happen even if that death is "
                   "replaced (357.2.a)."),
    # --- card wave 2, last session (helper H) ---
    UnitCard("unl-163-219", "Mageseeker Investigator", passives=(TaxOnMovingSeveralHere(),),
             note="A cost is paid for an action: effects that move units are no Standard Move and pay "
                  "nothing (docs/rulings.md 111). With it in a base nothing is taxed; each such unit of "
                  "an opponent there adds its own tax."),
)
