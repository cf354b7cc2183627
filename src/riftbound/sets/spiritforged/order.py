"""Spiritforged (SFD): the Order cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Order.

- Honest Broker: Deathknell, a Gold gear token, exhausted (808).
- Eminent Benefactor: when it holds, two Gold gear tokens, exhausted.
- Trove Golem: when played, four Gold gear tokens, exhausted.
- Sandshifter: when played, kill an enemy unit with 3 Might or less.
- Trusty Ramhound: +1 Might while its controller has another unit where it is.
- Xin Zhao, Vigilant: it enters ready while its controller has two or more other units in their
  base (143.4.a).
"""

from __future__ import annotations

from ...effects import Chosen, Kill, Target, TriggerScript, UnitCard, Units, When
from ...effects.gold import PLAY_GOLD
from ...effects.other_units import WhileOthers

__all__ = ["CARDS"]

HONEST_BROKER, EMINENT_BENEFACTOR, TROVE_GOLEM = "sfd-155-221", "sfd-152-221", "sfd-174-221"
SANDSHIFTER, TRUSTY_RAMHOUND, XIN_ZHAO_VIGILANT = "sfd-158-221", "sfd-159-221", "sfd-176-221"

CARDS: tuple[UnitCard, ...] = (
    UnitCard(HONEST_BROKER, "Honest Broker", when=((When("die"), TriggerScript(steps=(PLAY_GOLD,))),),
             note="Deathknell (808): it triggers as it dies."),
    UnitCard(EMINENT_BENEFACTOR, "Eminent Benefactor", on_hold=TriggerScript(steps=(PLAY_GOLD, PLAY_GOLD))),
    UnitCard(TROVE_GOLEM, "Trove Golem", script=TriggerScript(steps=(PLAY_GOLD,) * 4)),
    UnitCard(SANDSHIFTER, "Sandshifter",
             script=TriggerScript(targets=(Target(Units(side="enemy", might_at_most=3)),),
                                  steps=(Kill(Chosen(0)),)),
             note="The enemy unit is chosen as the ability goes on the chain, anywhere; its Might is "
                  "read again as it resolves (a target grown past 3 is no longer legal, 359.3.e.2). "
                  "With none, it does nothing."),
    UnitCard(TRUSTY_RAMHOUND, "Trusty Ramhound",
             passives=(WhileOthers(Units(side="own", where="here"), might=1),),
             note="'Here' is where it is, its base too; only units its controller controls count."),
    UnitCard(XIN_ZHAO_VIGILANT, "Xin Zhao, Vigilant",
             passives=(WhileOthers(Units(side="own", where="base"), 2, enter_ready=True),),
             note="The units in its controller's base are counted as it enters (143.4.a), itself not "
                  "included."),
)
