"""Vendetta (VEN): cards of no domain and battlefields of the first card wave (issue 12)."""

from __future__ import annotations

from ...effects import Draw, TriggerScript, Units
from ...effects.burn_banish import burn
from ...effects.cards import BattlefieldCard
from ...effects.may_exhaust import MayPayEnergy
from ...effects.passives import MightAura
from ...state import GameState

__all__ = ["CARDS"]


def _four_runes_or_fewer(g: GameState, player: int, cid: int) -> bool:
    """The trigger condition of Protective Sands (383.2.a.1): the conqueror has 4 or fewer runes on
    the board as they conquer."""
    return len(g.players[player].runes) <= 4


CARDS: tuple[BattlefieldCard, ...] = (
    BattlefieldCard("ven-165-166", "Shadow Temple", on_hold=TriggerScript(steps=(burn(3),)),
                    note="Burning past the end of the Main Deck burns out, then burns the rest (440.4)."),
    BattlefieldCard("ven-162-166", "Protective Sands", on_conquer=TriggerScript(steps=(Draw(1),)),
                    may=(("conquer", MayPayEnergy(1)),), if_=(("conquer", _four_runes_or_fewer),),
                    note="It triggers only if the conqueror has 4 or fewer runes on the board as they "
                         "conquer (383.2.a.1); paying is decided as it goes on the chain (383.3.a-b)."),
    BattlefieldCard("ven-159-166", "Kinkou Temple",
                    passives=(MightAura(Units(where="here", keyword="Tank"), 1),),
                    note="Printed or granted Tank, any player's unit."),
)
