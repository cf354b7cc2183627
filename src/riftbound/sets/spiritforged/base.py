"""Spiritforged (SFD): Equipment whose whole text is Equip (818), Quick-Draw (819) and a Might Bonus
or an effect text (718.3); units with Weaponmaster (821); Show of Strength (Mighty, 706-711) and
Fiora, Worthy (becoming Mighty, 709). The keywords are in :mod:`riftbound.effects.keywords`, the
rules they work through in :mod:`riftbound.engine.attachment`.

- Doran's Blade, B.F. Sword: Equipment with Equip (one Power) and a Might Bonus.
- Long Sword, Sterak's Gage: the same with Quick-Draw (Reaction; attach as it is played).
- Serrated Dirk, Cloth Armor (Quick-Draw), Boots of Swiftness: Equipment whose effect text gives
  Assault 2, Shield 2 or Ganking to the unit while attached (718.3).
- Sentinel Adept, Combat Chef, Master Bingwen, Veteran Poro, Armed Assailant: units with
  Weaponmaster (and Accelerate for the last).
"""

from __future__ import annotations

from ...effects import Custom, Ready, SpellCard, SpellScript, TriggerScript, UnitCard, When
from ...effects.cards import GearCard
from ...effects.keywords.equip import equip_ability
from ...effects.keywords.quick_draw import QUICK_DRAW_SCRIPT
from ...effects.keywords.weaponmaster import WEAPONMASTER_SCRIPT
from ...effects.spells import custom
from ...effects.vocabulary import Subject
from ...engine.attachment import EffectText
from ...engine.may_triggers import MayPayPower
from ...engine.mechanics import mighty_count
from ...engine.primitives import draw
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

DORANS_BLADE, BF_SWORD = "sfd-095-221", "sfd-161-221"
LONG_SWORD, STERAKS_GAGE = "sfd-022-221", "sfd-056-221"
SERRATED_DIRK, CLOTH_ARMOR, BOOTS_OF_SWIFTNESS = "sfd-009-221", "sfd-064-221", "sfd-133-221"
SENTINEL_ADEPT, COMBAT_CHEF, MASTER_BINGWEN = "sfd-008-221", "sfd-092-221", "sfd-127-221"
VETERAN_PORO, ARMED_ASSAILANT = "sfd-099-221", "sfd-002-221"
SHOW_OF_STRENGTH, FIORA_WORTHY = "sfd-106-221", "sfd-180-221"

_BONUS = "Attached, the unit it is attached to has +{} Might (its Might Bonus)."

#: what the keyword gives these entries (effects/keywords/: their Play Effects come from it)
_WEAPONMASTER = (f"{WEAPONMASTER_SCRIPT.describe('when played (a Play Effect on the chain)')} "
                 "Weaponmaster: the Equipment is chosen (or none) as the Play Effect goes on the chain.")
_QD = (f"It may be played with Reaction timing. "
       f"{QUICK_DRAW_SCRIPT.describe('when played (a Play Effect on the chain)')}")

ASSAULT_2, SHIELD_2, GANKING = EffectText(assault=2), EffectText(shield=2), EffectText(ganking=True)


def _weaponmaster(card_id: str, name: str) -> UnitCard:
    """A unit whose behaviour is all its keywords' (Weaponmaster; its facts are the card table's)."""
    return UnitCard(card_id, name, note=_WEAPONMASTER)


@custom("draw_per_mighty")
def _draw_per_mighty(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 413, 708: the controller draws one card for each Mighty unit they control as this
    executes (none: nothing is drawn)."""
    n = mighty_count(g, item.controller)
    if n:
        draw(g, item.controller, n)
    return n > 0


DRAW_PER_MIGHTY = Custom("draw_per_mighty", "you draw 1 for each Mighty unit (Might 5+) you control")

CARDS: tuple[GearCard | UnitCard | SpellCard, ...] = (
    GearCard(DORANS_BLADE, "Doran's Blade",
             abilities=(equip_ability(0, "Body"),), note=_BONUS.format(2)),
    GearCard(BF_SWORD, "B.F. Sword",
             abilities=(equip_ability(0, "Order"),), note=_BONUS.format(3)),
    GearCard(LONG_SWORD, "Long Sword",
             abilities=(equip_ability(0, "Fury"),), note=f"{_QD} {_BONUS.format(2)}"),
    GearCard(STERAKS_GAGE, "Sterak's Gage",
             abilities=(equip_ability(0, "Calm"),),
             note=f"{_QD} {_BONUS.format(3)}"),
    GearCard(SERRATED_DIRK, "Serrated Dirk",
             abilities=(equip_ability(0, "Fury"),), equipment=ASSAULT_2, note=ASSAULT_2.describe()),
    GearCard(CLOTH_ARMOR, "Cloth Armor",
             abilities=(equip_ability(0, "Mind"),), equipment=SHIELD_2,
             note=f"{_QD} {SHIELD_2.describe()}"),
    GearCard(BOOTS_OF_SWIFTNESS, "Boots of Swiftness",
             abilities=(equip_ability(0, "Chaos"),), equipment=GANKING,
             note=f"{_BONUS.format(2)} {GANKING.describe()}"),
    _weaponmaster(SENTINEL_ADEPT, "Sentinel Adept"),
    _weaponmaster(COMBAT_CHEF, "Combat Chef"),
    _weaponmaster(MASTER_BINGWEN, "Master Bingwen"),
    _weaponmaster(VETERAN_PORO, "Veteran Poro"),
    _weaponmaster(ARMED_ASSAILANT, "Armed Assailant"),
    # Mighty (706-711)
    SpellCard(SHOW_OF_STRENGTH, "Show of Strength",
              SpellScript(steps=(DRAW_PER_MIGHTY,)),
              note="The count is taken as it resolves."),
    UnitCard(FIORA_WORTHY, "Fiora, Worthy",
             when=((When("mighty", who="you"), TriggerScript((Ready(Subject()),))),),
             may=(("mighty", MayPayPower("Order")),),  # 383.3.a-b: "you may pay ... to"
             note="Its controller may pay one Order Power as the ability goes on the chain to perform it."),
)
