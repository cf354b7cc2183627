""""Play a 2 Might Sand Soldier unit token" from a spell or ability (187.3), the token's place chosen
as it resolves (355.2.a: its player's base or a battlefield they control, a "choose_card" decision
``sand_soldier_location`` unless only the base is possible); a hidden spell played from facedown
plays it at the battlefield it was hidden at (811.1.d.3). The token is noted in the chain item's
``refs`` (a later instruction reads it: "ready it")."""

from __future__ import annotations

from ..engine.choices import register_choice
from ..engine.core import decide, emit, task
from ..engine.play_restrictions import units_barred_at
from ..engine.units import chain_item, create_token
from ..state import ChainItem, GameState, base_of
from .spells import custom, record
from .unit_tokens import SAND_SOLDIER
from .vocabulary import Custom

__all__ = ["PLAY_SAND_SOLDIER", "SAND_SOLDIER_PER_EQUIPMENT", "played_token", "ready_up_to_of_them"]

PLAY_SAND_SOLDIER = Custom("play_sand_soldier", "you play a 2 Might Sand Soldier unit token (in your base "
                           "or at a battlefield you control, chosen as it resolves)")


@custom("play_sand_soldier")
def _play_sand_soldier(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-186, 187.3, 419.3.b, 811.1.d.3: the controller plays the token, entering exhausted
    (143.4), where they choose (355.2.a), or at the battlefield the spell was hidden at."""
    if item.hidden_at is not None:
        token = create_token(g, item.controller, SAND_SOLDIER, item.hidden_at)
        record(g, item.cid, i, token is not None, () if token is None else (token.cid,))
        return None
    if len(_locations(g, item.controller, ("sand_soldier_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("sand_soldier_location", item.cid, i))
        return None
    token = create_token(g, item.controller, SAND_SOLDIER, base_of(item.controller))
    record(g, item.cid, i, True, () if token is None else (token.cid,))
    return None


def _locations(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: the source card stands for its controller's base, a battlefield's card for
    each battlefield they control."""
    return [ctx[1]] + [b.cid for k, b in enumerate(g.battlefields)
                       if b.controller == player and not units_barred_at(g, k)]


@task("sand_soldier_location", "p", "c", "n", "ci")
def _sand_soldier_location(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen place (the source's card: the base; a battlefield's card: that battlefield)."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    token = create_token(g, player, SAND_SOLDIER, loc)
    record(g, cid, i, True, () if token is None else (token.cid,))


register_choice("sand_soldier_location", _locations, (
    "{card} is resolving: {p} chooses where its Sand Soldier token is played ({card} itself for "
    "their base, or a battlefield they control)"))


def played_token(g: GameState, cid: int) -> int | None:
    """The token the resolving item of ``cid`` played last (its latest ``refs``), None if none."""
    item = chain_item(g, cid)
    return item.refs[-1] if item is not None and item.refs else None


# --- "a Sand Soldier for each Equipment you control", then "ready up to N of them" (Arise!) -------------

def _equipment_count(g: GameState, player: int) -> int:
    """The Equipment ``player`` controls (attached or not, 718.5.a), counted as this executes."""
    return sum(1 for x in g.gear.values() if x.controller == player and "Equipment" in g.cards[x.cid].tags)


SAND_SOLDIER_PER_EQUIPMENT = Custom("sand_soldier_per_equipment",
                                    "you play a 2 Might Sand Soldier unit token for each Equipment you "
                                    "control, each placed as it resolves")


@custom("sand_soldier_per_equipment")
def _sand_soldier_per_equipment(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 187.3, 355.2.a: one token per Equipment the controller controls now; each token's place
    is its own choice, made in turn (none controlled: nothing)."""
    n = _equipment_count(g, item.controller)
    if not n:
        return False
    _next_soldier(g, item.controller, item.cid, i, n)
    return None


def _next_soldier(g: GameState, player: int, cid: int, i: int, left: int) -> None:
    while left:
        if len(_locations(g, player, ("", cid))) > 1:
            decide(g, player, "choose_card", ("sand_soldier_each", cid, i, left))
            return
        token = create_token(g, player, SAND_SOLDIER, base_of(player))
        record(g, cid, i, True, () if token is None else (token.cid,))
        left -= 1


@task("sand_soldier_each", "p", "c", "n", "n", "ci")
def _sand_soldier_each(g: GameState, player: int, cid: int, i: int, left: int, card: int) -> None:
    """One token where chosen (355.2.a); then the next, until all are played."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    token = create_token(g, player, SAND_SOLDIER, loc)
    record(g, cid, i, True, () if token is None else (token.cid,))
    _next_soldier(g, player, cid, i, left - 1)


register_choice("sand_soldier_each", _locations, (
    "{card} is resolving: {p} chooses where its next Sand Soldier token is played ({card} itself for "
    "their base, or a battlefield they control)"))


def ready_up_to_of_them(n: int) -> Custom:
    """"Then do this: ready up to ``n`` of them": the tokens the item played (its ``refs``), still on
    the board, picked one at a time as this executes (355.13, -1 stops)."""
    key = f"ready_up_to_{n}_of_them"

    @custom(key)
    def _ready_up_to(g: GameState, item: ChainItem, i: int) -> bool | None:
        if not _ready_options(g, item.controller, (key, item.cid, i, n)):
            return False
        decide(g, item.controller, "choose_card", ("ready_them", item.cid, i, n))
        return None

    return Custom(key, f"you ready up to {n} of those tokens (your pick)")


def _ready_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (stop), then one exhausted token the item played per interchangeable group (ruling 2)."""
    item = chain_item(g, ctx[1])
    seen: dict[tuple, int] = {}
    for c in sorted(set(item.refs) if item is not None else ()):
        u = g.units.get(c)
        if u is not None and u.exhausted and g.cards[c].is_token:
            seen.setdefault((g.cards[c].index, u.loc, u.damage, u.buffs), c)
    return [-1, *sorted(seen.values())] if seen else []


@task("ready_them", "p", "c", "n", "n", "ci")
def _ready_them(g: GameState, player: int, cid: int, i: int, left: int, card: int) -> None:
    """The picked token readies (415); with picks left and tokens still exhausted, the next pick."""
    if card < 0 or card not in g.units:
        record(g, cid, i, True)
        return
    g.units[card].exhausted = False
    emit(g, "415", "ready", player, card)
    record(g, cid, i, True)
    if left > 1 and _ready_options(g, player, ("ready_them", cid, i, left - 1)):
        decide(g, player, "choose_card", ("ready_them", cid, i, left - 1))


register_choice("ready_them", _ready_options, (
    "{card} is resolving: {p} may ready one more of the tokens it played (none: stop)"))
