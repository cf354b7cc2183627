"""A spell's optional additional cost of exhausting a friendly unit (rules 356.2.b, 414.4, 355.1.a,
357.2): "as an additional cost to play this, you may exhaust a friendly unit".

Whether to pay it, and with which unit, is one ``choose_card`` decision asked while the spell is
pending on the chain, before its Energy and Power payment (355.1.a, 357.2): -1 (don't) or a ready
unit friendly to the player (740.1.a; an exhausted one can't pay it, 414.4), one per
interchangeable group. The choice is kept in the turn's counts (``"optional_exhaust:<cid>"``: the
unit's cid + 1, 0 for none), asked anew at every play; the unit is exhausted as the total cost is
paid, and the spell's effect reads :func:`optional_exhaust_paid` as it resolves ("if you do").

A spell has this cost when its entry answers the index's question ``"cost:optional_exhaust"``.

Other optional additional costs of a spell (356.2.b.1: "as you play this, you may pay [Power] / you
may discard 1 as an additional cost") work the same way: the spell's entry answers
``"cost:spell_extra"`` with a :class:`SpellExtraCost`; one ``choose_card`` decision ``spell_extra``
(options: -1, or the spell itself to pay Power, or a hand card to discard, each only if the total
cost stays payable, 355.16; listed by :mod:`riftbound.effects.spell_extra_cost`), the choice kept in
the turn's counts (``"spell_extra:<cid>"``, the chosen card + 1), its Power added to the total cost
(356.2.b.1), its discard made as the total cost is paid (357.2), and "if you paid the additional
cost" read by :func:`spell_extra_paid` (356.4.f.1: the decision to pay is what counts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState
from .choices import CARD_CHOICES, register_choice
from .core import decide, emit, task
from .costs import discard, pay_spell_kill, spell_kill_options
from .optional_discounts import discounted

__all__ = ["EXTRA_QUESTION", "QUESTION", "SpellExtraCost", "optional_exhaust_options",
           "optional_exhaust_paid", "optional_exhaust_tasks", "pay_optional_exhaust", "spell_extra",
           "spell_extra_paid", "spell_extra_power", "spell_extra_tasks"]

QUESTION: Final = "cost:optional_exhaust"
PREFIX: Final = "optional_exhaust:"


def _has_cost(g: GameState, cid: int) -> bool:
    table = g.index.answers.get(QUESTION)
    return table is not None and g.cards[cid].id in table


def optional_exhaust_tasks(g: GameState, player: int, cid: int) -> list[tuple]:
    """The choice of spell ``cid``'s optional exhaust cost, if it has one (355.1.a)."""
    return [("ask_optional_exhaust", player, cid)] if _has_cost(g, cid) else []


def optional_exhaust_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay), then one ready unit friendly to ``player`` per interchangeable group
    (414.4: an exhausted unit can't be exhausted as a cost)."""
    team = g.team_of
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if not u.exhausted and team[u.controller] == team[player]:
            key = (g.cards[u.cid].index, u.controller, u.loc, u.damage, u.buffs, u.turn_might,
                   u.base_might, u.combat_might, u.stunned, u.role, u.temporary, u.might_mod,
                   u.turn_keywords)
            seen.setdefault(key, u.cid)
    return [-1, *sorted(seen.values())]


@task("ask_optional_exhaust", "p", "c")
def _ask_optional_exhaust(g: GameState, player: int, cid: int) -> None:
    """Rule 355.1.a: the player decides whether to pay the cost, and with which unit (357.2);
    with no ready friendly unit there is nothing to decide: it isn't paid."""
    g.counts[PREFIX + str(cid)] = 0
    if len(optional_exhaust_options(g, player, ("optional_exhaust", cid))) > 1:
        decide(g, player, "choose_card", ("optional_exhaust", cid))


@task("optional_exhaust", "p", "c", "ci")
def _optional_exhaust(g: GameState, player: int, cid: int, card: int) -> None:
    """The choice is kept until the spell is paid for and resolves."""
    if card >= 0:
        g.counts[PREFIX + str(cid)] = card + 1
        emit(g, "355.1.a", "optional_exhaust", player, cid, card)


def pay_optional_exhaust(g: GameState, player: int, cid: int) -> None:
    """Rule 357.2: the unit chosen to pay the cost is exhausted with the rest of the total cost."""
    chosen = g.counts.get(PREFIX + str(cid), 0) - 1
    u = g.units.get(chosen) if chosen >= 0 else None
    if u is not None:
        u.exhausted = True
        emit(g, "357.2", "cost_exhaust", player, u.cid)
    pay_spell_extra(g, player, cid)
    pay_spell_kill(g, player, cid)  # 357.2: "kill a friendly Mighty unit" (engine/costs.py)
    pay_repeat_discard(g, player, cid)


#: the hand card a Repeat cost of "discard 1" discards (820.1.c), picked as the spell is played once
#: its Repeat cost is chosen (effects/repeat_discard.py), kept as card + 1 in the turn's counts
REPEAT_DISCARD: Final = "repeat_discard:"


def pay_repeat_discard(g: GameState, player: int, cid: int) -> None:
    """Rules 820.1.c.1, 357.2: the card picked for the spell's Repeat cost is discarded with the rest
    of its total cost (422.1; its discard triggers abilities, 422.1.b)."""
    card = g.counts.pop(REPEAT_DISCARD + str(cid), 0) - 1 if g.counts else -1
    if card >= 0 and card in g.players[player].hand:
        discard(g, player, card, "357.2")


def optional_exhaust_paid(g: GameState, cid: int) -> bool:
    """Whether the player of spell ``cid`` paid its optional exhaust cost as they played it."""
    return g.counts.get(PREFIX + str(cid), 0) > 0


register_choice("optional_exhaust", optional_exhaust_options, (
    "{p} is playing {card}: choose a ready friendly unit to exhaust as its additional cost, or none"),
    offered=False)

TEMPLATES.update({
    "optional_exhaust": lambda g, p, d: (f"P{p} chooses to exhaust {_name(g, d[1])} as the additional "
                                         f"cost of {_name(g, d[0])}"),
    "cost_exhaust": lambda g, p, d: f"P{p} exhausts {_name(g, d[0])} to pay a cost",
})


# --- other optional additional costs of a spell (356.2.b.1) -----------------------------------------

EXTRA_QUESTION: Final = "cost:spell_extra"
EXTRA_PREFIX: Final = "spell_extra:"


@dataclass(frozen=True)
class SpellExtraCost:
    """A spell's optional additional cost (356.2.b.1): ``power``, one entry per Power pip (a set of
    domains, None for any), or, with ``discard``, discarding one card from its player's hand, or,
    with ``xp``, spending that many XP (730.2)."""

    power: tuple[frozenset | None, ...] = ()
    discard: bool = False
    xp: int = 0


def spell_extra(g: GameState, cid: int) -> SpellExtraCost | None:
    """The optional additional cost of spell ``cid``, if its entry has one."""
    table = g.index.answers.get(EXTRA_QUESTION)
    return None if table is None else table.get(g.cards[cid].id)


def spell_extra_tasks(g: GameState, player: int, cid: int) -> list[tuple]:
    """The choice of spell ``cid``'s optional additional cost, if it has one (355.1.a), and the pick
    of the unit its mandatory kill cost kills, if it has one (356.2.a.1, 357.2: "cost_kill",
    :data:`~.costs.SPELL_KILL`)."""
    kill = [("ask_cost_kill", player, cid)] if spell_kill_options(g, player, cid) else []
    return ([("ask_spell_extra", player, cid)] if spell_extra(g, cid) is not None else []) + kill


@task("ask_spell_extra", "p", "c")
def _ask_spell_extra(g: GameState, player: int, cid: int) -> None:
    """Rule 355.1.a: the player decides whether to pay the optional additional cost (and, for a
    discard, which card pays it, 357.2); with nothing but "don't" possible there is nothing to
    decide."""
    g.counts[EXTRA_PREFIX + str(cid)] = 0
    if CARD_CHOICES["spell_extra"](g, player, ("spell_extra", cid)) != [-1]:
        decide(g, player, "choose_card", ("spell_extra", cid))


@task("spell_extra", "p", "c", "ci")
def _spell_extra(g: GameState, player: int, cid: int, card: int) -> None:
    """The choice is kept until the spell is paid for and resolves."""
    if card >= 0:
        g.counts[EXTRA_PREFIX + str(cid)] = card + 1
        emit(g, "355.1.a", "optional_spell_cost", player, cid, card)


def spell_extra_paid(g: GameState, cid: int) -> bool:
    """Whether the player of spell ``cid`` chose to pay its optional additional cost (356.4.f.1)."""
    return g.counts.get(EXTRA_PREFIX + str(cid), 0) > 0


def spell_extra_power(g: GameState, cid: int) -> tuple[frozenset | None, ...]:
    """The Power the spell's optional additional cost adds to its total cost now (356.2.b.1)."""
    if not spell_extra_paid(g, cid):
        return ()
    extra = spell_extra(g, cid)
    # 356.4.c: the discounts on it as it is added (engine/optional_discounts.py); it holds no Energy
    return () if extra is None else discounted(g, cid, "extra", 0, extra.power)[1]


def pay_spell_extra(g: GameState, player: int, cid: int) -> None:
    """Rule 357.2: a card chosen to be discarded for the cost is discarded with the rest of the
    total cost (422.1; its discard triggers abilities, 422.1.b); XP chosen to be spent is spent
    (730.2)."""
    extra = spell_extra(g, cid)
    if extra is None or not spell_extra_paid(g, cid):
        return
    if extra.xp:
        g.players[player].xp -= extra.xp  # offered only while the player had that much (355.16)
        emit(g, "730.2", "spend_xp", player, extra.xp)
    if not extra.discard:
        return
    card = g.counts[EXTRA_PREFIX + str(cid)] - 1
    if card in g.players[player].hand:
        discard(g, player, card, "357.2")


TEMPLATES["optional_spell_cost"] = lambda g, p, d: (
    f"P{p} chooses to pay the optional additional cost of {_name(g, d[0])}"
    + (f" by discarding {_name(g, d[1])}" if d[1] != d[0] else ""))
