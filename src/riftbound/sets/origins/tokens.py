"""Origins (OGN): the words that play its 1 Might Recruit unit token (187.1), used by units,
battlefields and a legend of the set.

- :data:`RECRUIT_HERE`: at the place the ability triggered ("here", ruling 34).
- :data:`RECRUIT_IN_BASE`: in the controller's base.
- :data:`PLAY_RECRUIT`: where the controller chooses as it resolves (355.2.a: their base or a
  battlefield they control), a "choose_card" decision ``recruit_location``.
"""

from __future__ import annotations

from ...effects import Custom
from ...effects.spells import custom, record
from ...engine.core import decide, task
from ...engine.decisions import register_choice
from ...engine.units import create_token
from ...state import ChainItem, GameState, base_of

__all__ = ["PLAY_RECRUIT", "RECRUIT", "RECRUIT_HERE", "RECRUIT_IN_BASE"]

#: the 1 Might Recruit unit token (187.1)
RECRUIT = "ogn-271-298"

RECRUIT_HERE = Custom("recruit_here", text="you play a 1 Might Recruit unit token where it triggered")
RECRUIT_IN_BASE = Custom("recruit_in_base", text="you play a 1 Might Recruit unit token in your base")
PLAY_RECRUIT = Custom("play_recruit", "you play a 1 Might Recruit unit token")


@custom("recruit_here")
def _recruit_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.1: the token is the ability's controller's, at the battlefield where the
    ability triggered (its "here", kept on the chain item); with no "here" it can't be played."""
    if item.dest is None:
        return False
    create_token(g, item.controller, RECRUIT, item.dest)
    return True


@custom("recruit_in_base")
def _recruit_in_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.1: the token enters its controller's base."""
    create_token(g, item.controller, RECRUIT, base_of(item.controller))
    return True


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
