"""Unleashed (UNL): the Mind cards of the first card wave (issue 12): Eclipse, Moonlight Affliction,
Ruined Rex, Chakram Dancer and Petal Pixie; of the second pass: Dramatic Visionary, Sprite Queen,
Soul Shepherd, Turn to Dust, Moonfall, Icevale Archer, Fate Weaver, Spectral Centaur, Sprite Burst,
Sprite Fountain and Crescent Strike; of the third pass (sweep U3): Lillia, Bashful Bloom and Lilting
Lullaby; of the fourth session (helper G): Hwei, Brooding Painter and Diana, Lunari ("when a showdown
begins here", engine/showdown_start.py)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Discard,
    Draw,
    GiveMight,
    Me,
    SpellCard,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.battlefield_targets import BattlefieldTargetScript
from ...effects.cards import GearCard, LegendCard
from ...effects.death_watch_words import WATCH_T1_DEATH, WhenItDiesThisTurn
from ...effects.discard_branch import BY_DISCARDED_TYPE
from ...effects.gear_targets import GearTargetScript
from ...effects.gold import PLAY_GOLD
from ...effects.look_reveal import look_reveal_draw
from ...effects.may_pay_target import MayPayEnergyForTarget
from ...effects.mechanics import CounterScript
from ...effects.pay_as_it_resolves import MAY_PAY_1_ENERGY
from ...effects.reveal_draw import REVEAL_TOP_DRAW_SPELL
from ...effects.spells import EXECUTE, SpellScript, custom, unit_signature
from ...effects.vocabulary import Each, GiveTemporary, MoveUnit
from ...effects.words import PREDICT
from ...engine.abilities import Ability
from ...engine.chain import Choices, behaviour, chain_item
from ...engine.choosable import choosable
from ...engine.may_triggers import UpToRunes
from ...engine.mechanics import bonus_damage, counter
from ...engine.primitives import deal
from ...engine.temporary import has_temporary
from ...engine.turn_effects import NO_SPELLS, add_turn_effect
from ...engine.units import create_token
from ...state import ChainItem, GameState, Unit, base_of
from ..origins.colorless import LOOK_2_RECYCLE_ANY
from ..origins.spells import SPRITE, TokenSpellScript
from .fury import grant_to_other_units_here

__all__ = ["CARDS"]


@custom("shield_to_other_units_here")
def _shield_to_other_units_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 814.2: Shield (1) for the turn to the other units of the controller where the source is."""
    return grant_to_other_units_here(g, item, "Shield", 1)


class MightPerTemporaryUnitHere:
    """A unit's own passive (364.3): +1 Might for each unit its controller controls at its
    battlefield that has Temporary, printed or given by an effect (816, engine/temporary.py), itself
    included if it has it; none while it is in a base."""

    def __call__(self, g: GameState, u: Unit) -> int:
        if u.loc < 0:
            return 0
        return sum(1 for v in g.units.values()
                   if v.controller == u.controller and v.loc == u.loc and has_temporary(g, v))

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", self

    def describe(self) -> str:
        return ("While it is at a battlefield it has +1 Might for each unit you control there that "
                "has Temporary.")


@custom("ready_sprite_in_base")
def _ready_sprite_in_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 184.1, 187.2: a ready 3 Might Sprite token (Temporary printed) enters the
    controller's base."""
    create_token(g, item.controller, SPRITE, base_of(item.controller), ready=True)
    return True


READY_SPRITE_IN_BASE = Custom("ready_sprite_in_base",
                              text="you play a ready 3 Might Sprite unit token with Temporary in your base")


def has_units_at(g: GameState, player: int, bf: int) -> bool:
    """Whether ``player`` controls a unit at battlefield ``bf``."""
    return any(u.loc == bf and u.controller == player for u in g.units.values())


@dataclass(frozen=True)
class BattlefieldWithYourUnitsScript(BattlefieldTargetScript):
    """A spell whose choices are a battlefield (the play's destination, 355.5, 355.10.b), one where
    its player has units if ``your_units``, and its unit targets (355.5, 355.13 for "up to"); with
    ``your_units`` the battlefield must still be one where they have units as it resolves
    (359.3.e.2, read by the instructions), else what it does there can't be done (359.3.e.5)."""

    your_units: bool = True

    def _allowed(self, g: GameState, player: int, bf: int) -> bool:
        return 0 <= bf < len(g.battlefields) and (not self.your_units or has_units_at(g, player, bf))

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        units = SpellScript.choices(self, g, player, cid)
        return [(t, bf) for bf in range(len(g.battlefields)) if self._allowed(g, player, bf)
                for t, _ in units]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (dest is not None and self._allowed(g, player, dest)
                and SpellScript.choices_legal(self, g, player, cid, targets, None))

    def describe(self, timing: str = "") -> str:
        where = "a battlefield where you have units" if self.your_units else "a battlefield"
        return SpellScript.describe(self, timing).replace(
            "Does:", f"Targets: {where} (the play's destination, 'to bf N'). Does:", 1).replace(
            "at this location", "there")


@dataclass(frozen=True)
class BattlefieldAndUnitThereScript(BattlefieldTargetScript):
    """A spell choosing a battlefield (the play's destination, 355.10.b) and one unit there that its
    single target spec allows, "there" being that battlefield (``Units(where="here")``); as it
    resolves the unit is a legal target only if it still fits, there (359.3.e.2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        spec = self.targets[0].units
        out: list[Choices] = []
        for bf in range(len(g.battlefields)):
            seen: dict[tuple, int] = {}
            for u in sorted(g.units.values(), key=lambda u: u.cid):
                if u.loc == bf and spec.test(g, player, u, bf) and choosable(g, player, u):
                    seen.setdefault(unit_signature(g, u), u.cid)
            out += [(((c,),), bf) for c in sorted(seen.values())]
        return out

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is None or not 0 <= dest < len(g.battlefields) or len(targets) != 1 or len(targets[0]) != 1:
            return False
        u = g.units.get(targets[0][0])
        return (u is not None and u.loc == dest and self.targets[0].units.test(g, player, u, dest)
                and choosable(g, player, u))

    def describe(self, timing: str = "") -> str:
        return SpellScript.describe(self, timing).replace(
            "Does:", "Targets: a battlefield (the play's destination, 'to bf N') and T1 there. Does:", 1
        ).replace("at this location", "there")


@custom("crescent_strike")
def _crescent_strike(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e.2, 417, 355.5.a: T1, if still a legal target there, takes 4; every other enemy
    unit at the chosen battlefield as this executes takes 1 (not targets)."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    chosen = {u.cid for u in script.legal_targets(g, item, 0)}
    hit = bool(chosen) and bool(EXECUTE[Deal](g, script, item, i, Deal(Const(4), Chosen(0))))
    team = g.team_of
    others = [u for u in g.units.values() if u.loc == item.dest and u.cid not in chosen
              and team[u.controller] != team[item.controller] and u.cid != item.cid]
    for u in others:
        hit = bool(deal(g, u, 1 + bonus_damage(g, item.controller, u), item.controller, item.cid)) or hit
    return hit


@custom("moonfall")
def _moonfall(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e.2, 359.3.e.5, 449, 477.3, 317.2.c: if the battlefield is still one where the
    controller has units, the chosen enemy unit (if any, and still a legal target) moves there, then
    every enemy unit there gets -2 Might for the turn."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    bf = item.dest
    if bf is None or not has_units_at(g, item.controller, bf):
        return False
    EXECUTE[MoveUnit](g, script, item, i, MoveUnit(Chosen(0)))
    EXECUTE[GiveMight](g, script, item, i, GiveMight(-2, Each(Units(side="enemy", where="here"))))
    return True


class OwnTokensAura:
    """A unit's aura (364.1): each unit token its controller controls (a teammate's is not "yours")
    has +``amount`` Might while the source is on the board. Its own answer to "might:aura"."""

    here_only = False
    constant = None

    def __init__(self, amount: int) -> None:
        self.amount = amount

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        return self.amount if u.controller == controller and g.cards[u.cid].is_token else 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:aura", self

    def describe(self) -> str:
        return f"Each unit token you control has +{self.amount} Might."


@custom("counter_and_no_spells")
def _counter_and_no_spells(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 425.1, 359.3.e, 390.4, 419.1: the chosen spell, if still one on the chain it may
    choose, is countered (unless it can't be, ruling 92), and its controller can't play spells for
    the rest of this turn (by themselves or by an effect)."""
    script = behaviour(g, item)
    assert isinstance(script, CounterScript)
    target = item.targets[0][0] if item.targets and item.targets[0] else -1
    it = chain_item(g, target) if target >= 0 else None
    if it is None or it.cid == item.cid or not script.may_counter(g, item.controller, it):
        return False
    counter(g, it, item.controller)
    add_turn_effect(g, NO_SPELLS, it.controller)
    return True


PLAY_SPRITE = Custom("play_sprite", "you play a ready 3 Might Sprite unit token (it has Temporary)")


class OnePerTemporaryFriend:
    """Rule 356.4: an ability costing 1 Energy less for each friendly unit with Temporary (816.3,
    printed or given; teammates' units too, 740.1.a), counted as it is activated."""

    def __call__(self, g: GameState, player: int, cid: int) -> int:
        team = g.team_of
        return sum(1 for u in g.units.values() if team[u.controller] == team[player] and has_temporary(g, u))

    def describe(self) -> str:
        return "1 less for each friendly unit with Temporary"


CARDS: tuple[SpellCard | UnitCard | GearCard | LegendCard, ...] = (
    SpellCard("unl-063-219", "Eclipse",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(-4, Chosen(0)), PREDICT)),
              note="Reaction is the card table's keyword; it predicts even if the unit is gone."),
    SpellCard("unl-066-219", "Moonlight Affliction",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(-10, Chosen(0)),))),
    UnitCard("unl-067-219", "Ruined Rex",
             when=((When("die"), TriggerScript(targets=(Target(Units(side="enemy")),),
                                              steps=(Deal(Const(4), Chosen(0)),))),),
             note="Deathknell (383.4.b): the enemy unit is chosen as the ability goes on the chain."),
    UnitCard("unl-071-219", "Chakram Dancer",
             script=TriggerScript(steps=(Custom("shield_to_other_units_here",
                                                text="your other units where this unit is gain Shield "
                                                     "for the turn"),)),
             note="Ambush is the card table's keyword (822); 'here' is read as the Play Effect "
                  "resolves (359.3.f.2)."),
    UnitCard("unl-076-219", "Petal Pixie", passives=(MightPerTemporaryUnitHere(),)),
    # --- second pass (sweep U2) ---
    UnitCard("unl-062-219", "Dramatic Visionary",
             when=((When("die"), TriggerScript(steps=(LOOK_2_RECYCLE_ANY,))),),
             note="Deathknell (383.4.b): it predicts 2 (436.1.a): the cards to recycle are picked one "
                  "at a time, the rest go back on top in the order its controller picks."),
    UnitCard("unl-084-219", "Sprite Queen", script=TriggerScript(steps=(READY_SPRITE_IN_BASE,)),
             when=((When("beginning", who="you"), TriggerScript(steps=(READY_SPRITE_IN_BASE,))),),
             note="A token played as the Beginning Phase starts is not on the board when the Temporary "
                  "abilities trigger then (816.1.b): it is killed at the next one."),
    UnitCard("unl-077-219", "Soul Shepherd", passives=(OwnTokensAura(1),)),
    SpellCard("unl-070-219", "Turn to Dust", GearTargetScript(steps=(GiveTemporary(Chosen(0)),)),
              note="Any player's gear on the board, attached or not (718.5.b); with Temporary it is killed "
                   "at the start of its controller's next Beginning Phase (816.1.b)."),
    SpellCard("unl-198-219", "Moonfall",
              BattlefieldWithYourUnitsScript(
                  targets=(Target(Units(side="enemy"), up_to=True),),
                  steps=(Custom("moonfall", text="T1 (if chosen) moves there; then every enemy unit there "
                                                 "gets -2 Might for the turn"),)),
              note="Action is the card table's keyword. The enemy unit is chosen, or none, as it is "
                   "played (355.13); if its player no longer has units at the battlefield as it "
                   "resolves, nothing happens there (359.3.e.2)."),
    UnitCard("unl-065-219", "Icevale Archer",
             on_attack=TriggerScript(targets=(Target(Units(where="here")),),
                                     steps=(GiveMight(-1, Chosen(0)),)),
             may=(("attack", MayPayEnergyForTarget(1)),),
             note="As the attack ability is finalized its controller may choose a unit where it attacks, "
                  "any player's, itself too, and pay 1 Energy (383.3.a-b)."),
    UnitCard("unl-064-219", "Fate Weaver", script=TriggerScript(steps=(look_reveal_draw(4, "Spell", 4),)),
             note="The spell's printed Energy cost is read (206); the card drawn is revealed (424), the "
                  "others recycled in random order (416.5)."),
    UnitCard("unl-068-219", "Spectral Centaur",
             when=((When("friendly_dies", who="friendly", other=True),
                    TriggerScript(steps=(GiveMight(2, Me()),))),),
             note="Each other friendly unit's death triggers it once (383.1); dying together with it, a "
                  "unit's death is not seen (383.2.c.2)."),
    SpellCard("unl-069-219", "Sprite Burst", TokenSpellScript(steps=(PLAY_SPRITE, PLAY_SPRITE)),
              note="Each token is a play made as the spell resolves, its location chosen then (its "
                   "player's base or a battlefield they control, 355.2.a; ruling 84), one after the "
                   "other."),
    GearCard("unl-078-219", "Sprite Fountain", script=TriggerScript(steps=(READY_SPRITE_IN_BASE,)),
             when=((When("die"), TriggerScript(steps=(READY_SPRITE_IN_BASE,))),),
             note="Temporary is the card table's keyword (816): killed as its controller's Beginning "
                  "Phase starts, its Deathknell plays another ready Sprite in base."),
    SpellCard("unl-072-219", "Crescent Strike",
              BattlefieldAndUnitThereScript(targets=(Target(Units(side="enemy", where="here")),),
                                            steps=(Custom("crescent_strike",
                                                          text="T1 takes 4 and each other enemy unit there "
                                                               "takes 1"),)),
              note="Action is the card table's keyword. The other enemy units are those there as it "
                   "resolves (355.5.a: no targets); if T1 has left, they still take 1 (the battlefield "
                   "is chosen too)."),
    # --- third pass (sweep U3) ---
    LegendCard("unl-189-219", "Lillia, Bashful Bloom",
               abilities=(Ability(TriggerScript((PLAY_SPRITE,)), energy=4, exhaust=True,
                                  discount=OnePerTemporaryFriend()),),
               note="The token's place is chosen as the ability resolves: its controller's base (the legend "
                    "stands for it) or a battlefield they control (355.2.a, ruling 84)."),
    SpellCard("unl-190-219", "Lilting Lullaby",
              CounterScript(steps=(Custom("counter_and_no_spells",
                                          text="the spell T1 is countered, and its controller can't play "
                                               "spells for the rest of this turn"),)),
              note="Reaction is the card table's keyword. A spell that can't be countered still leaves its "
                   "controller unable to play spells; one gone from the chain by then, nothing happens "
                   "(359.3.e)."),
    # --- card wave 2, fourth session (helper G) ---
    UnitCard("unl-080-219", "Hwei, Brooding Painter",
             when=((When("move"), TriggerScript(steps=(Draw(1), Discard(1), BY_DISCARDED_TYPE))),),
             may=(("move", UpToRunes(2)),),
             note="The runes to ready, up to 2 and any player's, are targets chosen as the ability goes "
                  "on the chain, before the discard shows whether a gear readies them (355.10, 355.5, "
                  "355.13; ruling 110)."),
    UnitCard("unl-079-219", "Diana, Lunari",
             when=((When("showdown"), TriggerScript(steps=(
                 MAY_PAY_1_ENERGY, Custom("predict", text=PREDICT.text, linked=True),
                 Custom("reveal_top_draw_spell", text=REVEAL_TOP_DRAW_SPELL.text, linked=True)))),),
             note="Errata read (wording only). It triggers when a showdown begins where it is, also a "
                  "combat's own showdown as the combat opens (344.1, 464.2.b), not a showdown a combat "
                  "takes over (464.2.c.1.b); the 1 Energy is paid, or not, as it resolves (444.2's "
                  "example), and only if paid does the rest happen."),
    # --- card wave 2, last session (helper H) ---
    SpellCard("unl-073-219", "Deadly Flourish",
              SpellScript(targets=(Target(Units(side="enemy")),),
                          steps=(Deal(Const(3), Chosen(0)), WATCH_T1_DEATH)),
              passives=(WhenItDiesThisTurn(TriggerScript(steps=(PLAY_GOLD,))),),
              note="Any enemy unit, anywhere. The delayed ability is created only if the unit is still a "
                   "legal target as it resolves (390.2); it triggers when that unit dies later this turn by "
                   "any cause, the damage's own cleanup included, not if it left the board another way "
                   "first (124.1); the Gold token is its controller's."),
)
