"""Origins (OGN): the legends of the three champion decks.

- Lee Sin, Blind Monk and Viktor, Herald of the Arcane: a [1], [E] ability.
- Kai'Sa, Daughter of the Void: an [E] Add Reaction whose Power of any domain pays only for
  playing spells (engine/payment.py RESTRICTIONS "spells").
- Jinx, Loose Cannon: an ability that triggers at the start of its controller's Beginning Phase and
  draws if they then hold at most one card (the hand size is part of the effect, 383.2.a.1).
"""

from __future__ import annotations

from ...effects import Buff, Chosen, Draw, Target, TriggerScript, Units, When
from ...effects.cards import LegendCard
from ...effects.vocabulary import Add
from ...engine.abilities import Ability
from .tokens import PLAY_RECRUIT

__all__ = ["CARDS"]

JINX, LEE_SIN, VIKTOR, KAISA = "ogn-251-298", "ogn-257-298", "ogn-265-298", "ogn-247-298"

CARDS: tuple[LegendCard, ...] = (
    LegendCard(
        id=LEE_SIN, name="Lee Sin, Blind Monk",
        abilities=(Ability(TriggerScript((Buff(Chosen(0)),), targets=(Target(Units(side="friendly")),)),
                           energy=1, exhaust=True),),
    ),
    LegendCard(
        id=VIKTOR, name="Viktor, Herald of the Arcane",
        abilities=(Ability(TriggerScript((PLAY_RECRUIT,)), energy=1, exhaust=True, plays_token=True),),
    ),
    LegendCard(
        id=JINX, name="Jinx, Loose Cannon",
        # 383.2.a.1 (its Loose Cannon example): the hand size comes after the instruction, so it is
        # part of the effect, read as it resolves; the ability triggers every Beginning Phase
        when=((When("beginning", who="you"), TriggerScript((Draw(1, hand_at_most=1),))),),
    ),
    LegendCard(
        id=KAISA, name="Kai'Sa, Daughter of the Void",
        abilities=(Ability(TriggerScript((Add(power=("Any",), only="spells"),)), exhaust=True,
                           reaction=True),),
        note="An Add ability: it resolves at once (429.2) and may be used while a cost is paid "
             "(429.3). The Power, of any domain (163.2.b), pays only for playing a spell "
             "(docs/rulings.md, ruling 88).",
    ),
)
