""""Play a 2 Might Sand Soldier unit token" from a spell or ability (187.3), the token's place chosen
as it resolves (355.2.a: its player's base or a battlefield they control, a "choose_card" decision
``sand_soldier_location`` unless only the base is possible); a hidden spell played from facedown
plays it at the battlefield it was hidden at (811.1.d.3). The token is noted in the chain item's
``refs`` (a later instruction reads it: "ready it")."""

from __future__ import annotations

from ..engine.choices import register_choice
from ..engine.core import decide, task
from ..engine.units import chain_item, create_token
from ..state import ChainItem, GameState, base_of
from .spells import custom, record
from .unit_tokens import SAND_SOLDIER
from .vocabulary import Custom

__all__ = ["PLAY_SAND_SOLDIER", "played_token"]

PLAY_SAND_SOLDIER = Custom("play_sand_soldier", "you play a 2 Might Sand Soldier unit token (in your base "
                           "or at a battlefield you control, chosen as it resolves)")


@custom("play_sand_soldier")
def _play_sand_soldier(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-186, 187.3, 419.3.b, 811.1.d.3: the controller plays the token, entering exhausted
    (143.4), where they choose (355.2.a), or at the battlefield the spell was hidden at."""
    if item.hidden_at is not None:
        token = create_token(g, item.controller, SAND_SOLDIER, item.hidden_at)
        record(g, item.cid, i, True, (token.cid,))
        return None
    if len(_locations(g, item.controller, ("sand_soldier_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("sand_soldier_location", item.cid, i))
        return None
    token = create_token(g, item.controller, SAND_SOLDIER, base_of(item.controller))
    record(g, item.cid, i, True, (token.cid,))
    return None


def _locations(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: the source card stands for its controller's base, a battlefield's card for
    each battlefield they control."""
    return [ctx[1]] + [b.cid for b in g.battlefields if b.controller == player]


@task("sand_soldier_location", "p", "c", "n", "ci")
def _sand_soldier_location(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen place (the source's card: the base; a battlefield's card: that battlefield)."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    token = create_token(g, player, SAND_SOLDIER, loc)
    record(g, cid, i, True, (token.cid,))


register_choice("sand_soldier_location", _locations, (
    "{card} is resolving: {p} chooses where its Sand Soldier token is played ({card} itself for "
    "their base, or a battlefield they control)"))


def played_token(g: GameState, cid: int) -> int | None:
    """The token the resolving item of ``cid`` played last (its latest ``refs``), None if none."""
    item = chain_item(g, cid)
    return item.refs[-1] if item is not None and item.refs else None
