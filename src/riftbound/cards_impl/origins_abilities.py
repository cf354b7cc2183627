"""Origins (OGN) precon cards with activated abilities (377-381), and the three precon legends.

- Lee Sin, Blind Monk and Viktor, Herald of the Arcane: legends with a [1], [E] ability.
- Jinx, Loose Cannon: a legend whose ability triggers at the start of its controller's Beginning
  Phase and draws if they then hold at most one card (the hand size is part of the effect, 383.2.a.1).
- Vi, Destructive, Udyr, Wildman: units whose abilities cost a card recycled from the trash, or the
  unit's buff; Udyr's is a "choose one you've not chosen this turn" ability, one entry per mode.
- Heimerdinger, Inventor: has the [E] abilities of friendly legends, units and gear.
- Orb of Regret: a gear whose [E] ability gives a unit -1 Might this turn, not below 1.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..effects import (
    Buff,
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    GiveMight,
    Me,
    Ready,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ..effects.cards import GearCard, LegendCard
from ..effects.spells import custom, record
from ..engine.abilities import Ability
from ..engine.core import decide, task
from ..engine.decisions import register_choice
from ..engine.granted import grant_keyword
from ..engine.units import create_token
from ..log_text import TEMPLATES, _name, _where
from ..state import ChainItem, GameState, base_of

__all__ = ["CARDS"]

JINX, LEE_SIN, VIKTOR = "ogn-251-298", "ogn-257-298", "ogn-265-298"
VI, UDYR, HEIMERDINGER = "ogn-036-298", "ogn-157-298", "ogn-111-298"
ORB_OF_REGRET = "ogn-090-298"
RECRUIT = "ogn-271-298"  # the 1 Might Recruit unit token (187.1)


# --- Viktor: play a Recruit token ------------------------------------------------------------------

@custom("play_recruit")
def _play_recruit(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-186, 187.1, 419.3.b: the ability's controller plays a 1 Might Recruit unit token,
    entering exhausted (143.4). Playing it is a play made as the ability resolves, so its location
    is chosen then (355.2.a: their base or a battlefield they control), a "choose_card" decision
    ``recruit_location`` unless only the base is possible."""
    if len(_recruit_locations(g, item.controller, ("recruit_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("recruit_location", item.cid, i))
        return None
    create_token(g, item.controller, RECRUIT, base_of(item.controller))
    return True


def _recruit_locations(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: the ability's source stands for its controller's base, a battlefield's card
    for each battlefield they control."""
    return [ctx[1]] + [b.cid for b in g.battlefields if b.controller == player]


@task("recruit_location", "p", "c", "n", "ci")
def _recruit_location(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen location (the source's card: the base; a battlefield's card: that battlefield)."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    create_token(g, player, RECRUIT, loc)
    record(g, cid, i, True)


register_choice("recruit_location", _recruit_locations, (
    "{card}'s ability is resolving: {p} chooses where its Recruit token is played ({card} itself "
    "for their base, or a battlefield they control)"))


# --- Udyr: Ganking this turn ------------------------------------------------------------------------

@custom("ganking_this_turn")
def _ganking_this_turn(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 810, 801.3.a: the source unit is granted Ganking until the end of the turn (317.2.c),
    kept on the object (a new object has none, 124.1)."""
    u = g.units.get(item.cid)
    if u is None:
        return False  # "me" has left the board: nothing to give it to (359.3.e.12)
    grant_keyword(g, u, "Ganking", player=item.controller, rule="810")
    return True


class HasFriendlyExhaustAbilities:
    """Heimerdinger's passive (363): it has every [E] ability of friendly legends, units and gear
    (740.1.a); using one exhausts it (the answer "activated:borrows", engine/abilities.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "activated:borrows", True

    def describe(self) -> str:
        return ("It also has each exhaust-cost ability of your friendly legends, units and gear; using "
                "one exhausts this unit instead of the card printing it.")


_AT_BATTLEFIELD = Units(where="battlefield")

CARDS: list = [
    LegendCard(
        id=LEE_SIN, name="Lee Sin, Blind Monk",
        abilities=(Ability(TriggerScript((Buff(Chosen(0)),), targets=(Target(Units(side="friendly")),)),
                           energy=1, exhaust=True),),
    ),
    LegendCard(
        id=VIKTOR, name="Viktor, Herald of the Arcane",
        abilities=(Ability(TriggerScript((Custom("play_recruit", "you play a 1 Might Recruit unit token"),)),
                           energy=1, exhaust=True, plays_token=True),),
    ),
    LegendCard(
        id=JINX, name="Jinx, Loose Cannon",
        # 383.2.a.1 (its Loose Cannon example): the hand size comes after the instruction, so it is
        # part of the effect, read as it resolves; the ability triggers every Beginning Phase
        when=((When("beginning", who="you"), TriggerScript((Draw(1, hand_at_most=1),))),),
    ),
    UnitCard(
        id=VI, name="Vi, Destructive", energy=2, power=("Fury",), keywords=("Ganking",), might=3,
        abilities=(Ability(TriggerScript((GiveMight(1, Me()),)), recycle_trash=1),),
    ),
    UnitCard(
        id=UDYR, name="Udyr, Wildman", energy=6, power=("Body",), keywords=(), might=6,
        abilities=tuple(Ability(script, spend_buff=True, once_each_turn=True) for script in (
            TriggerScript((Deal(Const(2), Chosen(0)),), targets=(Target(_AT_BATTLEFIELD),)),
            TriggerScript((Stun(Chosen(0)),), targets=(Target(_AT_BATTLEFIELD),)),
            TriggerScript((Ready(Me()),)),
            TriggerScript((Custom("ganking_this_turn", "this unit has Ganking this turn"),)),
        )),
        note="Its ability has four modes (one option each); each mode at most once a turn.",
    ),
    UnitCard(
        id=HEIMERDINGER, name="Heimerdinger, Inventor", energy=3, power=("Mind",), keywords=(),
        might=3, passives=(HasFriendlyExhaustAbilities(),),
    ),
    GearCard(
        ORB_OF_REGRET, "Orb of Regret", 1, (), (),
        abilities=(Ability(TriggerScript((GiveMight(-1, Chosen(0), minimum=1),), targets=(Target(Units()),)),
                           exhaust=True),),
    ),
]

TEMPLATES.update({
    "activate": lambda g, p, d: f"P{p} activates an ability of {_name(g, d[0])}",
    "ganking": lambda g, p, d: f"{_name(g, d[0])} has Ganking this turn",
    "token": lambda g, p, d: f"P{p} plays a {_name(g, d[0])} token to {_where(g, d[1])}",
})
