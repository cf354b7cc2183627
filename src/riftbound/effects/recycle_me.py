"""A triggered ability whose effect starts with a mandatory cost of recycling its own card: "[Deathknell]
— Recycle me to <effect>" (383.3.b: a cost within instructions at the beginning of the effect is the
ability's base cost; 383.3.b.1: it must be paid to finalize the ability; 416).

The entry gives the ability :class:`RecycleMeToPerform` as its ``may`` (the engine's hook for a
base cost decided as the ability is finalized), with its own ``choose_card`` purpose
``recycle_me_cost`` and no option to decline: the source card itself (pay: it goes from its owner's
trash to the bottom of their Main Deck, 416.1) when it is in that trash, else -1 (it can't be paid:
the ability leaves the chain, never finalized, 383.3.b.1, 404.2). A single option is taken for the
player. :data:`READY_YOUR_RUNES` readies every rune of the ability's controller (415).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.chain import _finalize_ability, remove_from_chain
from ..engine.choices import register_choice
from ..engine.core import emit, task
from ..engine.primitives import recycle_cards
from ..engine.units import chain_item
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["READY_YOUR_RUNES", "RecycleMeToPerform"]


@dataclass(frozen=True)
class RecycleMeToPerform:
    """The base cost "recycle me" of a triggered ability of a card in its owner's trash (383.3.b)."""

    purpose = "recycle_me_cost"

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return _options(g, player, ("recycle_me_cost", cid, kind))

    def describe(self) -> str:
        return ("as it is finalized its card is recycled from its owner's trash as its cost (if it "
                "is not there, the ability can't be paid and leaves the chain)")


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    cid = ctx[1]
    return [cid] if cid in g.players[g.owner[cid]].trash else [-1]


@task("recycle_me_cost", "p", "c", "ab", "ci")
def _recycle_me_cost(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 383.3.b-b.1, 416.1: paid, the card goes to the bottom of its owner's Main Deck and the
    ability is finalized; unpayable, the ability leaves the chain without being finalized."""
    if chain_item(g, cid) is None:  # its controller left the game meanwhile (652.4)
        return
    if card < 0 or cid not in g.players[g.owner[cid]].trash:
        remove_from_chain(g, cid)
        emit(g, "383.3.b.1", "recycle_me_unpayable", player, cid)
        return
    recycle_cards(g, g.owner[cid], [cid])
    emit(g, "383.3.b", "recycle_me_cost", player, cid)
    _finalize_ability(g, player, cid, ())


register_choice("recycle_me_cost", _options, (
    "the ability of {card} is being finalized: {p} recycles its card from the trash as its cost "
    "(the only option; none if it is no longer there)"))
TEMPLATES["recycle_me_cost"] = lambda g, p, d: (f"P{p} recycles {_name(g, d[0])} from the trash to pay "
                                                "for its ability")
TEMPLATES["recycle_me_unpayable"] = lambda g, p, d: (f"{_name(g, d[0])} is no longer in the trash: its "
                                                     "ability can't be paid for and leaves the chain")


@custom("ready_your_runes")
def _ready_your_runes(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 415: every exhausted rune of the ability's controller becomes ready."""
    p = g.players[item.controller]
    for k, rune in enumerate(p.runes):
        if p.rune_exhausted[k]:
            p.rune_exhausted[k] = False
            emit(g, "415", "ready_rune", item.controller, rune)
    return True


READY_YOUR_RUNES = Custom("ready_your_runes", text="you ready all your runes")
