"""Proving Grounds (OGS): the cards of the Lux champion deck that belong to this set.

The legend and Lux, Illuminated trigger when their controller plays a spell whose printed cost
is 5 Energy or more (206: the printed cost, whatever was paid), once the spell has resolved
(419.4.a; never for a countered one, 419.4.a.1). Lux, Crownguard is not here: its Energy may pay
only for spells, a pool restriction the engine does not model yet, so it stays refused by name.
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

__all__ = ["CARDS"]

LUX_ILLUMINATED, BLAST_OF_POWER, FINAL_SPARK, LUX_LEGEND = (
    "ogs-006-024", "ogs-012-024", "ogs-022-024", "ogs-021-024")

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
)
