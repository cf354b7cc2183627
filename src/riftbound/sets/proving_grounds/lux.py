"""Proving Grounds (OGS): the cards of the Lux champion deck that belong to this set.

The legend and Lux, Illuminated trigger when their controller plays a spell whose printed cost
is 5 Energy or more (206: the printed cost, whatever was paid), once the spell has resolved
(419.4.a; never for a countered one, 419.4.a.1). Lux, Crownguard's Add ability puts Energy in
the pool that pays only for playing spells (engine/payment.py RESTRICTIONS "spells").
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Const,
    Deal,
    Draw,
    GiveMight,
    Kill,
    Me,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import LegendCard
from ...effects.subjects import SpellCosting
from ...effects.vocabulary import Add
from ...engine.abilities import Ability

__all__ = ["CARDS"]

LUX_ILLUMINATED, BLAST_OF_POWER, FINAL_SPARK, LUX_LEGEND, LUX_CROWNGUARD = (
    "ogs-006-024", "ogs-012-024", "ogs-022-024", "ogs-021-024", "ogs-014-024")

#: "when you play a spell that costs 5 or more" (383.1, 383.2.a.1, 206)
BIG_SPELL = When("play_spell", who="you", subject=SpellCosting(5))

CARDS: tuple[UnitCard | SpellCard | LegendCard, ...] = (
    UnitCard(LUX_ILLUMINATED, "Lux, Illuminated",
             when=((BIG_SPELL, TriggerScript(steps=(GiveMight(3, Me()),))),),
             note="If she has left the board by the time it resolves, nothing gets the Might."),
    SpellCard(
        BLAST_OF_POWER, "Blast of Power",
        SpellScript(targets=(Target(Units(where="battlefield")),), steps=(Kill(Chosen(0)),)),
    ),
    SpellCard(
        FINAL_SPARK, "Final Spark",
        SpellScript(targets=(Target(Units()),), steps=(Deal(Const(8), Chosen(0)),)),
    ),
    LegendCard(LUX_LEGEND, "Lux, Lady of Luminosity", when=((BIG_SPELL, TriggerScript((Draw(1),))),)),
    UnitCard(LUX_CROWNGUARD, "Lux, Crownguard",
             abilities=(Ability(TriggerScript((Add(energy=2, only="spells"),)), exhaust=True,
                                reaction=True),),
             note="An Add ability: it resolves at once (429.2) and may be used while a cost is paid "
                  "(429.3). The Energy stays in the pool until it empties (167) and pays only "
                  "for playing a spell, its additional costs included (357, 356.2); docs/rulings.md "
                  "ruling 88."),
)
