"""Proving Grounds (OGS): the cards of the Master Yi champion deck that belong to this set.

- Master Yi, Wuju Bladesman (the legend): an aura from the Legend Zone, +2 Might to each friendly
  unit defending alone (364.1, 740.2.a; :class:`~riftbound.effects.unit_words.DefendingAloneAura`).
- Master Yi, Meditative: +4 Might while his controller has 8 or more runes on the board.
- Master Yi, Honed: Ganking (the card table's) and he enters the board ready (369.3, 143.4.a).
- Gentlemen's Duel: +3 Might this turn to a friendly unit, then it and a chosen enemy unit deal
  damage equal to their Might to each other (both chosen as it is played, 355.5; each the source of
  its own damage, 417.6.b.3).
- Highlander (as errata'd 2025-10-28): the next time the chosen friendly unit would die this turn,
  it is healed, exhausted and recalled instead (a delayed replacement, 390.3;
  :mod:`riftbound.engine.next_death`).
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Custom,
    Deal,
    GiveMight,
    MightOf,
    SpellCard,
    SpellScript,
    Target,
    UnitCard,
    Units,
)
from ...effects.cards import LegendCard
from ...effects.passives import EntersReady, While
from ...effects.spells import custom
from ...effects.unit_words import ControllerRunes, DefendingAloneAura
from ...engine.chain import behaviour
from ...engine.next_death import replace_next_death
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

MEDITATIVE, GENTLEMENS_DUEL, HONED = "ogs-004-024", "ogs-008-024", "ogs-009-024"
WUJU_BLADESMAN, HIGHLANDER = "ogs-019-024", "ogs-020-024"

NEXT_DEATH_INSTEAD = Custom(
    "next_death_heal_exhaust_recall",
    text="the next time T1 would die this turn, it is healed, exhausted and recalled instead")


@custom("next_death_heal_exhaust_recall")
def _next_death(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 390.3: the resolving spell leaves a delayed replacement on the chosen unit, if it is
    still a legal target (359.3.e)."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    for u in units:
        replace_next_death(g, u, item.controller)
    return bool(units)


CARDS: tuple[SpellCard | UnitCard | LegendCard, ...] = (
    LegendCard(WUJU_BLADESMAN, "Master Yi, Wuju Bladesman", passives=(DefendingAloneAura(2),)),
    UnitCard(MEDITATIVE, "Master Yi, Meditative", passives=(While(ControllerRunes(8), might=4),)),
    UnitCard(HONED, "Master Yi, Honed", passives=(EntersReady(),)),
    SpellCard(
        GENTLEMENS_DUEL, "Gentlemen's Duel",
        SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                    steps=(GiveMight(3, Chosen(0)),
                           Deal(MightOf(Chosen(0)), Chosen(1), source=Chosen(0)),
                           Deal(MightOf(Chosen(1)), Chosen(0), source=Chosen(1)))),
        note="The enemy unit is chosen as the spell is played (355.5); each unit is the source of "
             "its own damage (417.6.b.3), its Might read after the +3.",
    ),
    SpellCard(
        HIGHLANDER, "Highlander",
        SpellScript(targets=(Target(Units(side="friendly")),), steps=(NEXT_DEATH_INSTEAD,)),
        note="As errata'd (2025-10-28): heal, exhaust and recall replace the death (390.3, 370); "
             "the effect stays with that unit only while it stays on the board.",
    ),
)
