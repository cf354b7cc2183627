"""Cards of any set that exercise :mod:`riftbound.engine.mechanics`: Counter (425: Wind Wall,
Defy), Add (429: Energy Conduit, Seal of Rage), Mighty (706-711: Show of Strength; 709, becoming
Mighty: Fiora, Worthy) and Bonus Damage (712-715: Annie, Fiery;
Void Gate).
"""

from __future__ import annotations

from ..effects import Custom, Ready, SpellCard, SpellScript, TriggerScript, UnitCard, Units, When
from ..effects.cards import BattlefieldCard, GearCard
from ..effects.mechanics import CounterScript
from ..effects.passives import BonusDamage
from ..effects.spells import custom
from ..effects.vocabulary import Add, Counter, Subject
from ..engine.abilities import Ability
from ..engine.may_triggers import MayPayPower
from ..engine.mechanics import mighty_count
from ..engine.primitives import draw
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState

__all__ = ["CARDS"]

WIND_WALL = "ogn-064-298"
DEFY = "ogn-045-298"
ENERGY_CONDUIT = "ogn-098-298"
SEAL_OF_RAGE = "ogn-040-298"
SHOW_OF_STRENGTH = "sfd-106-221"
ANNIE_FIERY = "ogs-001-024"
FIORA_WORTHY = "sfd-180-221"
VOID_GATE = "ogn-296-298"


@custom("draw_per_mighty")
def _draw_per_mighty(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 413, 708: the controller draws one card for each Mighty unit they control as this
    executes (none: nothing is drawn)."""
    n = mighty_count(g, item.controller)
    if n:
        draw(g, item.controller, n)
    return n > 0


DRAW_PER_MIGHTY = Custom("draw_per_mighty", "you draw 1 for each Mighty unit (Might 5+) you control")

CARDS: tuple = (
    SpellCard(WIND_WALL, "Wind Wall", 3, ("Calm", "Calm"), ("Reaction",),
              CounterScript(steps=(Counter(),))),
    SpellCard(DEFY, "Defy", 1, ("Calm",), ("Reaction",),
              CounterScript(steps=(Counter(),), max_energy=4, max_power=1),
              note="The limit reads the countered spell's printed cost."),
    GearCard(ENERGY_CONDUIT, "Energy Conduit", 3, (), (),
             abilities=(Ability(TriggerScript((Add(energy=1),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    GearCard(SEAL_OF_RAGE, "Seal of Rage", 0, ("Fury",), (),
             abilities=(Ability(TriggerScript((Add(power=("Fury",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    SpellCard(SHOW_OF_STRENGTH, "Show of Strength", 2, ("Body",), ("Reaction",),
              SpellScript(steps=(DRAW_PER_MIGHTY,)),
              note="The count is taken as it resolves."),
    UnitCard(ANNIE_FIERY, "Annie, Fiery", 5, ("Fury",), (), 4, passives=(BonusDamage(1),)),
    UnitCard(FIORA_WORTHY, "Fiora, Worthy", 3, (), (), 3,
             when=((When("mighty", who="you"), TriggerScript((Ready(Subject()),))),),
             may=(("mighty", MayPayPower("Order")),),  # 383.3.a-b: "you may pay ... to"
             note="Its controller may pay one Order Power as the ability goes on the chain to perform it."),
    BattlefieldCard(VOID_GATE, "Void Gate", passives=(BonusDamage(1, dealer="any", to=Units(where="here")),),
                    note="As errata'd (2025-10-28): the bonus goes to units here, whoever plays the spell."),
)

TEMPLATES.update({
    "countered": lambda g, p, d: f"P{p} counters {_name(g, d[0])}",
    "add": lambda g, p, d: f"P{p} adds {d[0]} Energy" + (f" and {', '.join(d[1])} Power" if d[1] else ""),
    "add_ability": lambda g, p, d: f"the Add ability of {_name(g, d[0])} resolves at once",
    "becomes_mighty": lambda g, p, d: f"{_name(g, d[0])} becomes Mighty",
})
