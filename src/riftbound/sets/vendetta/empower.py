"""Vendetta (VEN), card wave 2's Empower pass (issue 13): cards whose abilities wait for something
becoming Empowered (441.2.a, 828.1.d) or for a banish (427), Empower costs that discard or kill
(827.1.c.2), and legends whose abilities Disempower them as a cost (442).

- Zed, Master of Shadows (legend): when its player banishes a card they own, it becomes Empowered
  (427, 441); at Action speed, Disempower it and exhaust it: discard 1, then draw 1.
- Mel, Defiant Soul: Empower by discarding a spell; when it becomes Empowered, an enemy unit at a
  battlefield with 3 Might or less is banished (828.1.d, 427).
- Punching Poro: Empower by discarding a card; while Empowered, +1 Might.
- Mel, Soul's Reflection / Ambessa, Matriarch of War (legends): when their player empowers
  something else, they become Empowered; Disempower, exhaust (and for Ambessa a Power of any
  domain): -2 Might this turn to a unit at a battlefield / ready a unit.
"""

from __future__ import annotations

from ...effects import Chosen, Discard, Draw, GiveMight, Ready, Target, TriggerScript, UnitCard, Units, When
from ...effects.burn_banish import BANISH_CHOSEN
from ...effects.cards import LegendCard
from ...effects.empower_words import EMPOWER_ME, OwnedByYou
from ...effects.keywords.empower import EmpoweredMight, empower_ability
from ...engine.abilities import Ability

__all__ = ["CARDS"]

ZED_LEGEND, MEL_DEFIANT, PUNCHING_PORO = "ven-143-166", "ven-110-166", "ven-007-166"
MEL_LEGEND, AMBESSA_LEGEND = "ven-151-166", "ven-153-166"

#: "empower me" as a legend's triggered ability
_EMPOWER_ME = TriggerScript((EMPOWER_ME,))

#: Mel, Defiant Soul: as it becomes Empowered, an enemy unit at a battlefield with 3 Might or less
MEL_BANISH = TriggerScript(targets=(Target(Units(side="enemy", where="battlefield", might_at_most=3)),),
                           steps=(BANISH_CHOSEN,))

CARDS: tuple = (
    LegendCard(ZED_LEGEND, "Zed, Master of Shadows",
               when=((When("banish", who="you", subject=OwnedByYou()), _EMPOWER_ME),),
               abilities=(Ability(TriggerScript(steps=(Discard(1), Draw(1))), exhaust=True, disempower=True,
                                  action=True),),
               note="Any card its player's spell, ability or Flow banishes (427; from the board, a trash, a "
                    "deck, a hand or the chain) triggers it if they own it; a token is no card. Already "
                    "Empowered, it stays so (441.1.c). The ability needs it Empowered and ready (442, "
                    "135.2.e.2)."),
    UnitCard(MEL_DEFIANT, "Mel, Defiant Soul",
             abilities=(empower_ability(discard=1, discard_type="Spell"),),
             when=((When("empowered"), MEL_BANISH),),
             note="The spell is discarded as the Empower cost is paid (827.1.c.2, 357.2). Becoming "
                  "Empowered in any way triggers it (828.1.d, 441.2.a); the enemy unit is its target, "
                  "chosen as it goes on the chain (none: it is removed, 402.4), its Might read then and "
                  "as it resolves (359.3.e.2)."),
    UnitCard(PUNCHING_PORO, "Punching Poro",
             abilities=(empower_ability(discard=1),), passives=(EmpoweredMight(might=1),),
             note="Any card of its controller's hand is discarded as the Empower cost is paid "
                  "(827.1.c.2, 357.2)."),
    LegendCard(MEL_LEGEND, "Mel, Soul's Reflection",
               when=((When("empowered", who="you", other=True), _EMPOWER_ME),),
               abilities=(Ability(TriggerScript(targets=(Target(Units(where="battlefield")),),
                                                steps=(GiveMight(-2, Chosen(0)),)),
                                  exhaust=True, disempower=True),),
               note="Anything its player's effect Empowers but itself triggers it (441.2.a; also a unit or "
                    "gear of another player). The ability needs it Empowered and ready (442, 135.2.e.2); "
                    "any unit at a battlefield, chosen as it is activated."),
    LegendCard(AMBESSA_LEGEND, "Ambessa, Matriarch of War",
               when=((When("empowered", who="you", other=True), _EMPOWER_ME),),
               abilities=(Ability(TriggerScript(targets=(Target(Units()),), steps=(Ready(Chosen(0)),)),
                                  power=(None,), exhaust=True, disempower=True),),
               note="Anything its player's effect Empowers but itself triggers it (441.2.a). The ability "
                    "needs it Empowered and ready (442, 135.2.e.2) and a Power of any domain; any unit."),
)
