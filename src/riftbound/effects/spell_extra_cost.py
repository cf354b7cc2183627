"""A spell's optional additional cost other than exhausting a unit (rules 356.2.b.1, 355.1.a, 357.2):
"as you play this, you may pay [Power] / you may discard 1 as an additional cost; if you paid it,
...".

The entry gives the spell the passive :class:`OptionalSpellCost`; the engine asks the choice as the
spell is played, adds the Power to its total cost and discards the chosen card as the cost is paid
(:mod:`riftbound.engine.spell_costs`). This module lists the choice's options (355.16: only choices
that leave the total cost payable) and gives the effect its "if you paid the additional cost"
(:func:`if_extra_paid`, read on resolution, 383.2.a.1; 356.4.f.1: deciding to pay is what counts).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.chain import behaviour, spell_cost
from ..engine.choices import register_choice
from ..engine.optional_discounts import payable_somehow
from ..engine.payment import can_pay
from ..engine.spell_costs import EXTRA_PREFIX, SpellExtraCost, spell_extra, spell_extra_paid
from ..state import ChainItem, GameState
from .spells import EXECUTE, SpellScript, custom
from .vocabulary import Custom

__all__ = ["OptionalSpellCost", "if_extra_paid"]


@dataclass(frozen=True)
class OptionalSpellCost:
    """A spell's passive (356.2.b.1): its player may pay one Power of each domain of ``power`` more
    (None: any domain), or, with ``discard``, discard a card, or, with ``xp``, spend that many XP
    (730.2), as an additional cost."""

    power: tuple[str | None, ...] = ()
    discard: bool = False
    xp: int = 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        pips = tuple(None if d is None else frozenset({d}) for d in self.power)
        yield "cost:spell_extra", SpellExtraCost(power=pips, discard=self.discard, xp=self.xp)

    def describe(self) -> str:
        if self.xp:
            return f"As it is played its controller may spend {self.xp} XP as an additional cost."
        if self.discard:
            return "As it is played its controller may discard a card as an additional cost."
        pips = " and ".join("1 Power of any domain" if d is None else f"1 {d} Power" for d in self.power)
        return f"As it is played its controller may pay {pips} more as an additional cost."


def spell_extra_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay) if the total cost without it is payable; the spell itself (pay the Power), or
    one hand card per distinct card (discard it), if the total cost with it is (355.16)."""
    cid = ctx[1]
    extra = spell_extra(g, cid)
    assert extra is not None
    key = EXTRA_PREFIX + str(cid)
    kept = g.counts.get(key, 0)
    out: list[int] = []
    try:
        g.counts[key] = 0
        if can_pay(g, player, *spell_cost(g, cid), "spell"):
            out.append(-1)
        if extra.power:
            g.counts[key] = cid + 1  # 356.4.c: with its discounts, however they are chosen
            if payable_somehow(g, player, cid, ("extra",), lambda: spell_cost(g, cid), "spell"):
                out.append(cid)
        elif extra.discard and out:  # discarding changes no Energy or Power
            seen: dict[int, int] = {}
            for c in sorted(g.players[player].hand):
                seen.setdefault(g.cards[c].index, c)
            out += sorted(seen.values())
        elif extra.xp and out and g.players[player].xp >= extra.xp:  # 730.2: XP changes no cost
            out.append(cid)
            if _needs_extra(g, cid):  # 355.16: its targets are legal only if it is paid
                out.remove(-1)
    finally:
        g.counts[key] = kept
    return out


def _needs_extra(g: GameState, cid: int) -> bool:
    """Whether the pending spell ``cid``'s choices so far are legal only with its optional cost paid
    (its script's ``needs_extra``, e.g. a wider target when paid, 355.1.a before 355.5)."""
    item = next((it for it in reversed(g.chain) if it.cid == cid), None)
    if item is None:
        return False
    needs = getattr(behaviour(g, item), "needs_extra", None)
    return needs is not None and bool(needs(g, item))


register_choice("spell_extra", spell_extra_options, (
    "{p} is playing {card}: choose it to pay its optional additional Power or XP, or a card of their "
    "hand to discard as its optional additional cost, or none"))


def if_extra_paid(then: Any, otherwise: Any = None) -> Custom:
    """An instruction of the spell's effect: ``then`` if its player paid its optional additional
    cost, else ``otherwise`` (if any), decided as it resolves (383.2.a.1, 356.4.f.1)."""
    name = f"if_extra_paid:{then.describe()}|{'' if otherwise is None else otherwise.describe()}"
    text = f"if its additional cost was paid, {then.describe()}"
    if otherwise is not None:
        text += f"; otherwise {otherwise.describe()}"

    @custom(name)
    def _run(g: GameState, item: ChainItem, i: int) -> bool | None:
        step = then if spell_extra_paid(g, item.cid) else otherwise
        if step is None:
            return False
        script = behaviour(g, item)
        assert isinstance(script, SpellScript)
        result: bool | None = EXECUTE[type(step)](g, script, item, i, step)
        return result

    return Custom(name, text=text)
