"""Unleashed (UNL): the Order cards of the first card wave (issue 12): Vi, Peacekeeper and Soul
Harvest."""

from __future__ import annotations

from ...effects import Chosen, Kill, SpellCard, SpellScript, Stun, Target, TriggerScript, UnitCard, Units

__all__ = ["CARDS"]


CARDS: tuple[UnitCard | SpellCard, ...] = (
    UnitCard("unl-176-219", "Vi, Peacekeeper",
             on_attack=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Stun(Chosen(0)),)),
             note="Ambush is the card table's keyword (822); the attack ability's target is an enemy "
                  "unit where she is, chosen as it goes on the chain (383.4.e, 355.5)."),
    SpellCard("unl-159-219", "Soul Harvest",
              SpellScript(targets=(Target(Units(where="battlefield", might_at_most=3)),),
                          steps=(Kill(Chosen(0)),)),
              note="Its Might is checked as it is chosen and again as it resolves (359.3.e.2-4)."),
)
