"""Origins (OGN): the Calm cards of the first card wave (issue 12)."""

from __future__ import annotations

from ...effects import (
    Channel,
    Chosen,
    Deal,
    Draw,
    GiveMight,
    MightOf,
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
from ...effects.cards import GearCard
from ...effects.vocabulary import Add, GiveKeywords
from ...effects.words import HIDDEN
from ...engine.abilities import Ability

__all__ = ["CARDS"]

ANY_UNIT = Target(Units())

CARDS: tuple = (
    # --- units ---
    UnitCard("ogn-051-298", "Solari Shieldbearer",
             script=TriggerScript(targets=(ANY_UNIT,), steps=(Stun(Chosen(0)),)),
             note="Any unit, a friendly one too (itself included)."),
    UnitCard("ogn-082-298", "Whiteflame Protector",
             script=TriggerScript(targets=(ANY_UNIT,), steps=(GiveMight(8, Chosen(0)),)),
             note="Any unit, an enemy one or itself too."),
    UnitCard("ogn-075-298", "Tasty Faefolk",
             when=((When("die"), TriggerScript(steps=(Channel(2, exhausted=True), Draw(1))),),),
             note="Deathknell (808): it triggers as it dies, from the trash; the draw happens even "
                  "with no rune left to channel."),
    # --- spells ---
    SpellCard("ogn-050-298", "Rune Prison", SpellScript(targets=(ANY_UNIT,), steps=(Stun(Chosen(0)),))),
    SpellCard("ogn-057-298", "Block",
              SpellScript(targets=(ANY_UNIT,),
                          steps=(GiveKeywords((("Shield", 3), ("Tank", 0)), Chosen(0)),)),
              note="Shield 3 adds to any Shield it has (814.2). " + HIDDEN),
    SpellCard("ogn-260-298", "Last Breath",
              SpellScript(targets=(Target(Units(side="friendly")),
                                   Target(Units(side="enemy", where="battlefield"))),
                          steps=(Ready(Chosen(0)),
                                 Deal(MightOf(Chosen(0)), Chosen(1), source=Chosen(0)))),
              note="The friendly unit is the source of the damage (417.6.b.3), its Might read as "
                   "the damage is dealt; if it is no longer a legal target, nothing is dealt."),
    # --- gear ---
    GearCard("ogn-081-298", "Seal of Focus",
             abilities=(Ability(TriggerScript((Add(power=("Calm",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
)
