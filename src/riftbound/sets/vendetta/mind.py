"""Vendetta (VEN): the Mind cards of the first card wave (issue 12).

- Cloud Drake: its Play Effect draws 1 (383.4.a, 413).
- Covert Informant: Empower 3 (827); while Empowered, when it moves, draw 1 (828.1.b.1, 383.1).
- Patched Porobot: its Play Effect draws 1 if its controller controls 3 or more gear as it
  triggers (383.2.a.1); it enters exhausted like every unit (143.4).
- Grumpy Rockbear: Empower 12, 1 less for each rune its controller controls (356.4); while
  Empowered, Deflect and Shield 3 (828.1.b.1, 809, 814).
- Mesmerize (Reaction): one of two modes (355.3): a friendly unit goes back to its owner's hand,
  or an enemy unit gets -2 Might this turn.
- Decree of Insight (Reaction): an enemy Body unit gets -5 Might this turn; its cost ignores
  Deflect (809.1.d does not apply).
- Hextech Formula: it enters exhausted (369.3); exhaust: another gear (any player's) becomes
  Empowered (377, 441).
- Iterative Design: plays a 3 Might Mech unit token (187.4), its place chosen as it resolves
  (419.3.b, 355.2.a; docs/rulings.md ruling 84, as Sprite Call's); Flow.
- Questionable Tome: Empower by exhausting it (827); Disempower it, 1 Energy and exhaust it: draw 1
  (377, 442 as a cost).
- Temporal Breach (Hidden): a unit is banished (427), then its owner plays it to the location it
  was at, ignoring its cost (419.3): it enters as a new object, its Play Effect and "when you
  play" abilities trigger (383.4.a, 419.4.a); a token ceases to exist instead (186.1, 419.3.c).
- Swain, Visionary: Vision (a Play Effect that predicts, 817.1.b); when he conquers, if his
  controller has played a non-token unit, a non-token gear and a spell this turn, they gain 1 point
  (383.4.c, 383.2.a.1, 419.4.b).
- Plaza Guardian: it costs 1 Energy less for each gear its controller controls (356.4, 356.6).
- Shock Blast: 4 to a unit at a battlefield; it costs 2 Energy less while its controller controls
  an Empowered unit or gear (356.4, 441.2).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Const,
    Deal,
    Draw,
    GainPoints,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.burn_banish import banish_unit
from ...effects.cards import GearCard
from ...effects.chain_targets import PAY_TO_TAKE_ELSE_COUNTER, TakeSpellScript
from ...effects.gear_targets import GearTargetTrigger
from ...effects.keywords.empower import empower_ability
from ...effects.modal import OneModeScript
from ...effects.passives import While
from ...effects.predict_n import predict
from ...effects.spells import custom
from ...effects.trigger_conditions import ControlsGear, Empowered, OnePerRune, SourceEmpowered
from ...effects.unit_tokens import MECH
from ...effects.vocabulary import Custom, GiveMight, ReturnToHand
from ...effects.words import HIDDEN, PREDICT
from ...engine.abilities import Ability
from ...engine.attachment import detach
from ...engine.chain import Choices
from ...engine.core import decide, emit
from ...engine.costs import OwnCost, own_cost
from ...engine.empower import empower
from ...engine.events import count, fire
from ...engine.play_origin import note_played_from
from ...engine.play_restrictions import cant_play_cards, units_barred_at
from ...engine.units import contest, create_token, enters_ready, play_effect
from ...log_text import TEMPLATES, _name, _where
from ...state import ChainItem, GameState, Unit, base_of
from ..origins.spells import TOKEN_SPELLS, TokenSpellScript, token_locations

__all__ = ["CARDS"]

CLOUD_DRAKE, COVERT_INFORMANT, PATCHED_POROBOT = "ven-048-166", "ven-057-166", "ven-058-166"
PLAZA_GUARDIAN, SHOCK_BLAST, GRUMPY_ROCKBEAR = "ven-064-166", "ven-059-166", "ven-050-166"
MESMERIZE, DECREE_OF_INSIGHT, HEXTECH_FORMULA = "ven-052-166", "ven-061-166", "ven-062-166"
ITERATIVE_DESIGN, QUESTIONABLE_TOME, TEMPORAL_BREACH = "ven-051-166", "ven-054-166", "ven-066-166"
SWAIN_VISIONARY = "ven-065-166"
TOKEN_SPELLS[ITERATIVE_DESIGN] = (MECH, False)  # the Mech enters exhausted (143.4)


def _gear_count(g: GameState, player: int) -> int:
    return sum(1 for x in g.gear.values() if x.controller == player)


def _two_if_empowered(g: GameState, player: int) -> int:
    """441.2: an Empowered unit or gear the player controls (legends with Empower have no entry)."""
    if any(u.empowered and u.controller == player for u in g.units.values()):
        return 2
    return 2 if any(x.empowered and x.controller == player for x in g.gear.values()) else 0


@dataclass(frozen=True)
class CheaperPerGear:
    """Rules 356.4, 356.6: the card costs 1 Energy less for each gear its controller controls
    (attached Equipment too), not below 0."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=_gear_count)

    def describe(self) -> str:
        return "Its Energy cost is 1 lower per gear its controller controls (not below 0)."


@dataclass(frozen=True)
class CheaperWhileEmpowered:
    """Rules 356.4, 356.6: the card costs 2 Energy less while its controller controls an Empowered
    unit or gear (441.2)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=_two_if_empowered)

    def describe(self) -> str:
        return "Its Energy cost is 2 lower while its controller controls something Empowered (not below 0)."


@dataclass(frozen=True)
class IgnoresDeflect:
    """The spell ignores Deflect while its cost is paid: no Deflect cost is added for its targets
    (809.1.d does not apply; engine/keywords.py ``ignores_deflect``)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:ignore_deflect", True

    def describe(self) -> str:
        return "Choosing a unit with Deflect adds nothing to its cost."


@dataclass(frozen=True)
class OtherGearTrigger(GearTargetTrigger):
    """An ability whose one target is a gear on the board other than its source (718.5.b)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [c for c in super().choices(g, player, cid) if c[0][0][0] != cid]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return super().choices_legal(g, player, cid, targets, dest) and targets[0][0] != cid

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [x for x in super().legal_targets(g, item, slot) if x.cid != item.cid]


#: Hextech Formula's ability: another gear
FORMULA_SCRIPT = OtherGearTrigger(steps=(Custom("empower_target_gear",
                                                "T1 (another gear) becomes Empowered"),))


@custom("empower_target_gear")
def _empower_target_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 441: the chosen gear, if still on the board (359.3.e.2), becomes Empowered (nothing
    more if it is already, 441.1.c)."""
    found = FORMULA_SCRIPT.legal_targets(g, item, 0)
    return bool(found) and empower(g, found[0].cid, item.controller)


@custom("play_mech_token")
def _play_mech(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-185, 187.4, 419.3.b: the spell's controller plays a 3 Might Mech token; where, they
    choose now among their base and the battlefields they control (355.2.a), unless only their base
    is possible (the "token_location" decision of ruling 84)."""
    if len(token_locations(g, item.controller, ("token_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("token_location", item.cid, i))
        return None
    create_token(g, item.controller, MECH, base_of(item.controller))
    return True


#: Temporal Breach: any unit (at the battlefield it was hidden at, when played from there, 811.1.d.2)
BREACH_SCRIPT = SpellScript(targets=(Target(Units()),),
                            steps=(Custom("banish_then_owner_replays",
                                          "T1 is banished, then its owner plays it to the location it was "
                                          "at, ignoring its cost"),))


@custom("banish_then_owner_replays")
def _banish_then_replay(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 427, 419.3, 359.2, 383.4.a: the chosen unit, if still a legal target (359.3.e.2), is
    banished; its owner then plays the card from banishment to the location it was at, paying no
    cost (419.3.b: the play's other steps as usual): it enters exhausted unless a passive says
    otherwise (143.4), contests a battlefield its owner doesn't control (190.3.a.1), is counted as
    played, and its Play Effect and "when you play" abilities trigger together (383.4.a.2,
    419.4.a). A token ceases to exist as it is banished: nothing is played (186.1, 419.3.c)."""
    units = BREACH_SCRIPT.legal_targets(g, item, 0)
    if not units:
        return False
    u = units[0]
    cid, owner = u.cid, g.owner[u.cid]
    loc = u.loc if u.loc >= 0 else base_of(owner)
    banish_unit(g, u, item.controller)
    for x in sorted(g.gear.values(), key=lambda x: x.cid):  # 719.5: its gear stay with the old object
        if x.attached_to == cid:
            detach(g, x, x.controller)
    banished = g.players[owner].banishment
    own = own_cost(g, cid)
    if (cid not in banished or (own is not None and own.forbidden is not None and own.forbidden(g, owner))
            or cant_play_cards(g, owner) or units_barred_at(g, loc)):  # engine/play_restrictions.py
        return True  # 419.3.c: nothing (left) that may be played
    banished.remove(cid)
    note_played_from(g, cid, "banishment")
    emit(g, "419.3", "play_from_banishment", owner, cid, loc)
    new = g.units[cid] = Unit(cid, owner, loc, exhausted=True)
    g.quiet = None  # a unit joined: the cleanup looks again (state.GameState.quiet)
    if enters_ready(g, new):
        new.exhausted = False
    emit(g, "359.2.c", "enter", owner, cid, loc, new.exhausted)
    if loc >= 0:
        contest(g, loc, owner)
    count(g, "play_card", owner)  # 419.4.b
    fire(g, "play_card", owner, cid, counted=True, also=play_effect(g, owner, cid))
    return True


TEMPLATES["play_from_banishment"] = lambda g, p, d: (f"P{p} plays {_name(g, d[0])} from banishment to "
                                                     f"{_where(g, d[1])}")


def _played_unit_gear_and_spell(g: GameState, player: int, cid: int) -> bool:
    """383.2.a.1, 419.4.b: the player has played this turn a spell (counted once finalized), a gear
    card (counted as it enters: gear tokens are made, not counted) and a unit card: every counted
    play of a card that is neither a spell nor a gear is a unit's (unit tokens are not counted)."""
    counts = g.counts
    spells = counts.get(f"play_spell:{player}", 0)
    gear = counts.get(f"play_gear:{player}", 0)
    return spells >= 1 and gear >= 1 and counts.get(f"play_card:{player}", 0) - spells - gear >= 1


CARDS: tuple[UnitCard | SpellCard | GearCard, ...] = (
    UnitCard(CLOUD_DRAKE, "Cloud Drake", script=TriggerScript(steps=(Draw(1),))),
    UnitCard(COVERT_INFORMANT, "Covert Informant", abilities=(empower_ability(3),),
             when=((When("move"), TriggerScript(steps=(Draw(1),))),), if_=(("move", SourceEmpowered()),),
             note="An Empowered ability: it triggers only if it is Empowered as it moves (828.1.b.1, "
                  "383.2.a.1)."),
    UnitCard(PATCHED_POROBOT, "Patched Porobot", script=TriggerScript(steps=(Draw(1),)),
             if_=(("trigger", ControlsGear(3)),),
             note="It triggers only if its controller controls 3 or more gear (attached Equipment "
                  "too) as it is played (383.2.a.1)."),
    UnitCard(PLAZA_GUARDIAN, "Plaza Guardian", passives=(CheaperPerGear(),)),
    SpellCard(SHOCK_BLAST, "Shock Blast",
              SpellScript(targets=(Target(Units(where="battlefield")),), steps=(Deal(Const(4), Chosen(0)),)),
              passives=(CheaperWhileEmpowered(),)),
    UnitCard(GRUMPY_ROCKBEAR, "Grumpy Rockbear",
             abilities=(empower_ability(12, discount=OnePerRune()),),
             passives=(While(Empowered(), keywords=(("Deflect", 1), ("Shield", 3))),),
             note="Its runes are counted as the Empower ability is activated (not below 0, 356.6)."),
    SpellCard(MESMERIZE, "Mesmerize",
              OneModeScript(targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                            steps=(ReturnToHand(Chosen(0)), GiveMight(-2, Chosen(1)))),
              note="T1 is the first mode's target, T2 the second's; only the chosen mode's is "
                   "chosen, and only its instruction does anything."),
    SpellCard(DECREE_OF_INSIGHT, "Decree of Insight",
              SpellScript(targets=(Target(Units(side="enemy", domain="Body")),),
                          steps=(GiveMight(-5, Chosen(0)),)),
              passives=(IgnoresDeflect(),),
              note="A Body unit is one whose card has the Body domain (a token has none, 185.3.b)."),
    GearCard(HEXTECH_FORMULA, "Hextech Formula", enters_exhausted=True,
             abilities=(Ability(FORMULA_SCRIPT, exhaust=True),),
             note="The gear is chosen as the ability is activated."),
    SpellCard(ITERATIVE_DESIGN, "Iterative Design",
              TokenSpellScript(steps=(Custom("play_mech_token", "you play a 3 Might Mech unit token, "
                                                                "exhausted, to your base or a battlefield "
                                                                "you control"),)),
              note="Flow: it may also be played from its owner's trash for 2 Energy and a Mind Power, "
                   "then it is banished (829).",
              flow=(2, (frozenset({"Mind"}),))),
    GearCard(QUESTIONABLE_TOME, "Questionable Tome",
             abilities=(empower_ability(exhaust=True),
                        Ability(TriggerScript(steps=(Draw(1),)), energy=1, exhaust=True, disempower=True)),
             note="The draw can be used only while it is Empowered; Disempowering it is part of the "
                  "cost, paid as it is activated."),
    SpellCard(TEMPORAL_BREACH, "Temporal Breach", BREACH_SCRIPT,
              note="Played again, the unit is a new object: damage, buffs, statuses and effects on it "
                   "are gone (124.1). " + HIDDEN),
    UnitCard(SWAIN_VISIONARY, "Swain, Visionary", script=TriggerScript(steps=(PREDICT,)),
             on_conquer=TriggerScript(steps=(GainPoints(1),)),
             if_=(("conquer", _played_unit_gear_and_spell),),
             note="Vision is a Play Effect that predicts (817.1.b). His conquer ability triggers only if "
                  "the three kinds of card were played this turn by then (383.2.a.1)."),
    # --- card wave 3 (issue 13, sweep O) ---
    SpellCard("ven-056-166", "Clairvoyance", SpellScript(steps=(predict(5), Draw(2))),
              note="Predict 5 (436.1.a): the cards to recycle are picked one at a time, then the kept ones "
                   "are put back in the chosen order; the draw comes after, from the top of the kept ones."),
    # --- card wave 2, helper A: a target naming a chain item (ruling 103) ---
    SpellCard("ven-152-166", "Rebuttal", TakeSpellScript(steps=(PAY_TO_TAKE_ELSE_COUNTER,), max_energy=4),
              note="The Power is a cost within its instruction, decided as it resolves (204.3.b); with no "
                   "way to pay it the spell is countered. New choices as for Mystic Reversal (750-755)."),
)
