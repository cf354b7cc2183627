"""Triggered abilities whose effect begins with "you may" (383.3.a-b, 402.1, 404.2, 740.4.a.2).

Their controller decides as the ability is finalized (after the cleanup that follows its placing,
319.3, 337.1), not as it resolves (383.3.a): to
perform it, or not; declined, it leaves the chain and counts as not having triggered (383.3.a.2).
A cost right after the "you may" ("you may pay X to ...", "you may spend a buff to ...") is the
ability's base cost (383.3.b, 403.1.b.1) and is paid then (383.3.b.1, 404.2); a target the ability
chooses is chosen then too (355.5, 402.2). Both are one ``choose_card`` decision, purpose
"trigger_may": -1 declines; any other option performs it, naming what pays the cost (a buffed
unit), the target, or the source itself when a Power cost is then paid in the ability's own "pay"
decision (357, 404; declining there too, 404.2). With nothing to pay with, declining is the only
option (taken for the player, as any single option).

Each kind of "you may" is an object a card's entry gives as the ``may`` of its ability's record
(:class:`~riftbound.engine.reactions.Triggered`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..compiled import mypyc_attr
from ..state import GameState
from .chain import _finalize_ability, ability_of_kind, remove_from_chain
from .core import decide, emit, task
from .decisions import can_pay, register_choice
from .units import chain_item

__all__ = ["MayPayPower", "MayPerform", "MaySpendBuff", "MayTarget", "UpToRunes"]


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class MayPayPower:
    """"You may pay one Power of ``domain`` to ...": the "you may" is decided as the ability is
    finalized (383.3.a, 337.1: the option to perform it is its source itself), then the Power is its base
    cost (383.3.b, 204.3.a), paid in the ability's own "pay" decision like any cost (357): with Power
    already in the pool, or a rune recycled for it, and Add Reactions may be used meanwhile (429.3,
    444.2.c); that payment may still be declined (404.2)."""

    domain: str

    @property
    def base_cost(self) -> tuple[int, tuple[frozenset | None, ...], Any]:
        """The ability's base cost (383.3.b): no Energy, one Power of the domain, and what else
        paying it does (:func:`~riftbound.engine.keywords.base_cost`)."""
        return 0, (frozenset({self.domain}),), self.paid

    def paid(self, g: GameState, player: int, cid: int) -> None:
        """The rest of the base cost, done once the Power is paid (nothing here)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """The source itself (perform it) when the Power can be paid from the pool or runes."""
        return [cid] if can_pay(g, player, 0, (frozenset({self.domain}),)) else []

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Performed: no target; the cost is paid next, as it is finalized (404.1)."""
        return ()

    def describe(self) -> str:
        return f"its controller may pay one {self.domain} Power as it is finalized to perform it"


@dataclass(frozen=True)
class MayPerform:
    """A plain "you may [do it]" with no cost and no target: the only choice, made as the ability
    is finalized, is whether to perform it (383.3.a, 383.3.a.1); performing it is choosing its
    source, declining is -1 (383.3.a.2)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return [cid]

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        return ()

    def describe(self) -> str:
        return "its controller decides as it is finalized whether to perform it"


@dataclass(frozen=True)
class MaySpendBuff:
    """"You may spend a buff to ...": the buff of a unit its controller controls (702.2.b.1-2)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """One buffed unit of theirs per interchangeable group."""
        seen: dict[tuple, int] = {}
        for u in sorted(g.units.values(), key=lambda u: u.cid):
            if u.controller == player and u.buffs > 0:
                key = (g.cards[u.cid].index, u.loc, u.exhausted, u.damage, u.turn_might, u.base_might,
                       u.combat_might, u.stunned, u.role, u.temporary, u.turn_keywords)
                seen.setdefault(key, u.cid)
        return sorted(seen.values())

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Rule 702.2.b: one buff counter leaves the unit."""
        g.units[card].buffs -= 1
        emit(g, "702.2.b", "spend_buff", player, card)
        return ()

    def describe(self) -> str:
        return "its controller may spend a buff of one of their units as it is finalized to perform it"


@dataclass(frozen=True)
class MayTarget:
    """"You may [do something to] a unit ...": performing it means choosing its target now (355.5)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        script = ability_of_kind(g, kind, cid).script
        return sorted({t[0][0] for t, _ in script.choices(g, player, cid) if t})

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        return ((card,),)

    def describe(self) -> str:
        return "its controller may choose its target as it is finalized, or decline it"


@dataclass(frozen=True)
class UpToRunes:
    """"[Ready] up to ``n`` runes": the runes are targets (355.10; any rune on the board, 355.9.a.1,
    a teammate's or an opponent's too), chosen as the ability is finalized (355.5, 337.1; for a
    delayed trigger, as it is finalized, the Targon's Peak example of 355.5.b), one at a time:
    each pick adds one, -1 stops, and zero is allowed (355.13). Runes of one controller, domain
    and state are one option (ruling 2)."""

    n: int
    purpose = "trigger_targets"

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        item = chain_item(g, cid)
        chosen = item.targets[0] if item is not None and item.targets else ()
        seen: dict[tuple, int] = {}
        for q, p in enumerate(g.players):
            for rune, exhausted in sorted(zip(p.runes, p.rune_exhausted, strict=True)):
                if rune not in chosen:
                    doms = g.cards[rune].domains
                    seen.setdefault((q, doms[0] if doms else "Any", exhausted), rune)
        return sorted(seen.values())


def up_to_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (stop choosing), then the runes that may be chosen next."""
    cid, kind = ctx[1], ctx[2]
    return [-1, *ability_of_kind(g, kind, cid).may.options(g, player, cid, kind)]


@task("trigger_targets", "p", "c", "ab", "ci")
def _trigger_targets(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 355.5, 355.13, 359.1: the chosen rune joins the ability's targets; with ``n`` chosen,
    or -1, it is finalized with the targets chosen so far (none included)."""
    item = chain_item(g, cid)
    if item is None:  # its controller left the game meanwhile (652.4)
        return
    chosen = item.targets[0] if item.targets else ()
    if card >= 0:
        chosen = (*chosen, card)
        g.chain[g.chain.index(item)] = item._replace(targets=(chosen,))
    may = ability_of_kind(g, kind, cid).may
    limit = getattr(may, "limit", None)  # a count read from the game (715.3), else ``n``
    cap = limit(g, player, cid) if limit is not None else may.n
    if card < 0 or len(chosen) >= cap or not may.options(g, player, cid, kind):
        _finalize_ability(g, player, cid, (chosen,))
    else:
        decide(g, player, "choose_card", ("trigger_targets", cid, kind))


register_choice("trigger_targets", up_to_options, (
    "the ability of {card} is being finalized: {p} chooses its targets one at a time (up to "
    "its number), or none to stop"))


def may_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (decline), then what may pay the cost or be the target."""
    cid, kind = ctx[1], ctx[2]
    may = ability_of_kind(g, kind, cid).may
    return [-1, *may.options(g, player, cid, kind)]


@task("trigger_may", "p", "c", "ab", "ci")
def _trigger_may(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 383.3.a-b: performed, its cost is paid (or target chosen) and it is finalized (359.1);
    declined (-1), it leaves the chain, as if it had not triggered (383.3.a.2, 404.2)."""
    if card < 0:
        if chain_item(g, cid) is not None:
            remove_from_chain(g, cid)
        emit(g, "383.3.a.2", "trigger_declined", player, cid)
        return
    may = ability_of_kind(g, kind, cid).may
    targets = may.accept(g, player, cid, kind, card)
    _finalize_ability(g, player, cid, targets)


register_choice("trigger_may", may_options, (
    "the ability of {card} is being finalized: {p} may perform it (choose what pays its cost, "
    "or its target) or choose none to decline it"))
