"""The choices Repeat (820) and Flow (829) add to playing a spell: whether to pay the Repeat cost
as the spell is played (820.1.d), and the spells with Flow a player may play from their trash
(829.1.b). They read the spell's cost and timing (:mod:`.chain`), so they sit above it; the
keywords' costs and the rest of their rules are in :mod:`.keywords`.
"""

from __future__ import annotations

from ..actions import PlaySpell
from ..state import GameState
from .chain import may_play_spell_now, spell_cost, spell_script
from .choices import register_choice
from .costs import aura_power, spell_energy, spell_increase
from .given_flow import has_given_flow
from .index import answer_attr
from .keywords import GIVEN, _has_flow, flow_costs, keyword_cost, payable_choices
from .optional_discounts import discounted, payable_somehow
from .payment import can_pay

__all__ = ["flow_cost_options", "flow_options", "register_flow_cost_choice", "register_repeat_choice",
           "register_trash_way_choice", "repeat_options", "trash_way_options"]


def repeat_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay the Repeat cost), then the spell if its cost with the Repeat cost is payable."""
    cid = ctx[1]
    rc = keyword_cost(g, cid, "Repeat")
    assert rc is not None
    energy, reqs = spell_cost(g, cid)
    payable = answer_attr(spell_script(g, cid), "repeat_payable", None)
    if payable is not None:  # 820.2, 355.16: the repeat's own targets must leave it payable too
        return [-1, cid] if payable(g, player, cid) else [-1]
    # 356.4.c: with the discounts on it as it is added, however they are chosen (optional_discounts.py)
    with_it = lambda: _with_repeat(g, cid, energy, reqs, rc)  # noqa: E731
    return [-1, cid] if payable_somehow(g, player, cid, ("repeat",), with_it, "spell") else [-1]


def _with_repeat(g: GameState, cid: int, energy: int, reqs: tuple, rc: tuple) -> tuple[int, tuple]:
    """The total cost ``energy`` and ``reqs`` with spell ``cid``'s Repeat cost ``rc`` added, its
    discounts applied (356.4.c)."""
    more, pips = discounted(g, cid, "repeat", *rc)
    return energy + more, (*reqs, *pips)


def register_repeat_choice() -> None:
    """Register the "repeat" purpose of "choose_card" decisions (called once the engine is loaded)."""
    register_choice("repeat", repeat_options, (
        "{p} is playing {card}: choose it to pay its Repeat cost too (its instructions are then "
        "executed twice), or none"))


def flow_options(g: GameState, player: int, timing: str) -> list[PlaySpell]:
    """Rules 829.1.b, 829.1.b.2: spells with Flow in ``player``'s trash may be played at the timing
    their card allows (358.4), for their Flow cost (with the usual discounts, 356.4, and the Deflect
    cost of their targets, 809.1.d): one option per distinct card and legal set of choices."""
    trash = g.players[player].trash
    if not trash or not _has_flow(g):
        return []
    out: list[PlaySpell] = []
    seen: set[tuple[int, bool]] = set()
    for cid in sorted(trash):
        c = g.cards[cid]
        costs = flow_costs(g, cid)
        script = spell_script(g, cid)
        # cards of one name are alike unless one was given Flow (engine/given_flow.py)
        kind = (c.index, has_given_flow(g, cid))
        if not costs or script is None or kind in seen:
            continue
        seen.add(kind)
        if not may_play_spell_now(g, cid, timing):
            continue
        more, pips = spell_increase(g, cid)  # 356.3: increases (Helm of Suppression) apply too
        for cost in costs:  # 829.1.c.3: playable if one of its Flow costs can be paid
            energy = spell_energy(g, cid, cost[0] + more)
            reqs = aura_power(g, cid, (*cost[1], *pips))  # 356.4: "[A] less" from a unit's passive
            if not can_pay(g, player, energy, reqs, "spell"):
                continue
            for t, dest in payable_choices(g, player, energy, reqs, script.choices(g, player, cid), cid):
                if PlaySpell(cid, t, dest) not in out:
                    out.append(PlaySpell(cid, t, dest))
    return out


def flow_cost_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 829.1.c.3: -1 (its printed Flow cost), then the spell itself (the Flow given to it,
    equal to its cost), each if the spell's total cost with it can be paid (355.16)."""
    cid = ctx[1]
    key = f"flow:{cid}"
    was = g.counts[key]
    out = []
    for option, mark in ((-1, 1), (cid, GIVEN)):
        g.counts[key] = mark  # read the total cost as it would be with that Flow cost
        if can_pay(g, player, *spell_cost(g, cid), "spell"):
            out.append(option)
    g.counts[key] = was
    return out


def trash_way_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Ruling 115: -1 (play the spell for its Flow cost, 829.1.b), then the spell itself (at its own
    cost, by a permission to play cards from the trash), each if its total cost that way can be
    paid (355.16)."""
    cid = ctx[1]
    key = f"flow:{cid}"
    was = g.counts[key]
    flow = False
    for mark in ((1, GIVEN) if len(flow_costs(g, cid)) > 1 else (was,)):  # 829.1.c.3: either Flow cost
        g.counts[key] = mark
        flow = flow or can_pay(g, player, *spell_cost(g, cid), "spell")
    g.counts[key] = 0
    own = can_pay(g, player, *spell_cost(g, cid), "spell")
    g.counts[key] = was
    out = [*([-1] if flow else []), *([cid] if own else [])]
    return out or [-1]  # offered as a play, one way was payable as it was played


def register_trash_way_choice() -> None:
    """Register the "trash_way" purpose of "choose_card" decisions (called once the engine is loaded)."""
    register_choice("trash_way", trash_way_options, (
        "{p} is playing {card} from their trash: choose it to play it at its own cost (a permission to "
        "play cards from the trash), or none to play it for its Flow cost"))


def register_flow_cost_choice() -> None:
    """Register the "flow_cost" purpose of "choose_card" decisions (called once the engine is loaded)."""
    register_choice("flow_cost", flow_cost_options, (
        "{p} is playing {card} from the trash for Flow: choose it to pay the Flow cost given to it (its "
        "own cost), or none for its printed Flow cost"))
