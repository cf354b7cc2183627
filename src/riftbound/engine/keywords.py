"""Keywords of 800-829 implemented once for every card that has them: Ambush (822), XP (728-733)
with Hunt (823) and Level (824), Legion (812) and the dependent abilities (726-727) they gate,
Deflect (809), Repeat (820) and Flow (829).

- **XP** is a number on each player (``PlayerState.xp``), public (729.2), gained and spent (730;
  an activated ability may cost XP, ``Ability.xp``), never shared with teammates (732), with no
  limit (733).
- **Hunt X** is a Conquer and a Hold ability (823.1.b): its controller gains X XP (823.1.c.1). Its
  script is registered for every card with the keyword by :mod:`riftbound.effects.keywords.hunt`
  (the score abilities go on the chain like any other, 471.2).
- **Level N** and **Legion** are dependent keywords (727.1): the ability after them is active only
  while their condition holds (727.1.b). The abilities they gate are card data
  (:mod:`riftbound.effects.passives`: ``Level``, ``LegionDiscount``, ...); a gated triggered
  ability is the card's answer to "active_if", read by :func:`ability_active` (727.1.c.1: an
  inactive triggered ability does not trigger).
- **Deflect X**: spells and abilities an opponent controls that choose the unit cost X Power of any
  domain more, per time they choose it (809.1.c-d): :func:`deflect_cost`, added to a spell's total
  cost (356.2), to the cost of an activated ability, and paid by a triggered ability in its own
  "pay" decision as it goes on the chain; a choice whose cost can't be paid is not offered.
- **Repeat** (820) is an optional additional cost asked as the spell is played; paid, the spell's
  instructions execute twice. **Flow** (829) lets a spell be played from its owner's trash for its
  Flow cost; it is banished as it leaves the chain. Both costs are the card's answer to
  "cost:keywords" (:func:`keyword_cost`).
- **Ambush** adds battlefields where its controller has units to the places the unit may be played
  (822.1.b-c), and gives it Reaction while it is played there (822.1.b, 813.1.c.1).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Final

from ..actions import PlayUnit
from ..cards import load_cards
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState, Unit
from .attachment import deflect_from_equipment
from .chain_refs import board_targets
from .core import count_key, decide, emit, push, task
from .costs import unit_costs
from .given_flow import ANY as FLOW_ANY
from .given_flow import has_given_flow
from .granted import aura_keyword_value, granted_value
from .index import QUESTIONS
from .optional_discounts import discounted
from .passives import passive_keyword
from .payment import PayCheck, can_pay
from .play_origin import note_played_from
from .primitives import forget_target
from .reactions import ON
from .reactions import ability_active as ability_active  # 727.1.c.1 (read below, by units too)
from .trash_plays import FROM_TRASH, hand_and_trash, take_card, trash_permitted
from .units import card_cost, chain_item, closed_by_a_fight

TEMPLATES["gain_xp"] = lambda g, p, d: f"P{p} gains {d[0]} XP"
TEMPLATES["spend_xp"] = lambda g, p, d: f"P{p} spends {d[0]} XP"
TEMPLATES["ability_inactive"] = lambda g, p, d: (
    f"the play effect of {g.cards[d[0]].name} is inactive (its Legion or Level condition is unmet)")

# --- XP (728-733) ---------------------------------------------------------------------------------

def gain_xp(g: GameState, player: int, n: int, rule: str = "730.1") -> None:
    """Rule 730.1: ``player``'s XP goes up by ``n`` (no upper limit, 733; their own, 732). The XP
    gained this turn is kept in the turn's counts (``"xp_gained:<seat>"``, read by "if you've gained
    XP this turn", :func:`gained_xp_this_turn`)."""
    if n > 0:
        g.players[player].xp += n
        key = f"xp_gained:{player}"
        g.counts[key] = g.counts.get(key, 0) + n
        emit(g, rule, "gain_xp", player, n)


def gained_xp_this_turn(g: GameState, player: int) -> bool:
    """Whether ``player`` has gained XP this turn (730.1)."""
    return g.counts.get(f"xp_gained:{player}", 0) > 0


def spend_xp(g: GameState, player: int, n: int, rule: str = "730.2") -> None:
    """Rule 730.2: ``player``'s XP goes down by ``n`` (a cost, 202; checked payable by the caller)."""
    g.players[player].xp -= n
    emit(g, rule, "spend_xp", player, n)


def has_level(g: GameState, player: int, n: int) -> bool:
    """Rules 824.1.b.1, 824.1.c-d: a Level ``n`` ability of ``player``'s card is active."""
    return g.players[player].xp >= n


def hunt_value(g: GameState, cid: int) -> int:
    """Rules 823.1.c.2-3, 823.2: the card's Hunt value (a bare Hunt is 1; instances add up)."""
    return g.cards[cid].keyword_value("Hunt")


# --- Legion (812) ---------------------------------------------------------------------------------

def legion(g: GameState, player: int, itself_counted: bool) -> bool:
    """Rules 812.1.b.1, 812.1.c: ``player`` has finalized a card other than the one with Legion
    this turn. Cards played are counted per turn in ``g.counts`` (as each is finalized);
    ``itself_counted`` says whether the Legion card's own play is among them already (it is once
    it has been played, e.g. when its Play Effect triggers; it is not while its cost is worked out).
    All of a player's Legion abilities are satisfied by one such card (812.2)."""
    n = g.counts.get(f"play_card:{player}", 0)
    return n - (1 if itself_counted else 0) >= 1


# --- dependent triggered abilities (727.1.c.1) -----------------------------------------------------



# --- Ambush (822) -------------------------------------------------------------------------------------

#: a unit's passive widening its own Ambush (355.2.b): it may also be played as a Reaction to a
#: battlefield where enemy units are, even one where its controller has none
AMBUSH_TO_ENEMIES: Final = "ambush:enemy_battlefields"
QUESTIONS[AMBUSH_TO_ENEMIES] = ("True: this unit's Ambush may also play it to a battlefield where enemy "
                                "units are (822.1.b-c, 355.2.b; engine/keywords.py)")


def ambush_locations(g: GameState, player: int, cid: int) -> list[int]:
    """Rules 822.1.b-c: the battlefields where ``player`` controls units, where a unit of theirs
    with Ambush may be played (as well as the usual places, 355.2.a); none for another card.
    (822.3: one of their units must still be there as the play is finalized; no cost a card
    implemented so far pays can remove it, so this is not checked again.)"""
    if not g.cards[cid].has_keyword("Ambush"):
        return []
    locs = {u.loc for u in g.units.values() if u.controller == player and u.loc >= 0}
    if g.index.get(AMBUSH_TO_ENEMIES, g.cards[cid].id):  # 355.2.b: also where enemy units are
        team = g.team_of
        locs |= {u.loc for u in g.units.values() if u.loc >= 0 and team[u.controller] != team[player]}
    return sorted(loc for loc in locs if not closed_by_a_fight(g, player, loc))  # 462.2


def ambush_options(g: GameState, player: int) -> list[PlayUnit]:
    """Rules 822.1.b, 813.1.c.1: with Priority or Focus (a Closed State, or a showdown, on any
    player's turn) a unit with Ambush in hand or the Champion Zone may be played as a Reaction to a
    battlefield where ``player`` controls units: one option per distinct card, battlefield and
    Accelerate choice (805) whose cost can be paid (356)."""
    p = g.players[player]
    cards = g.cards
    # the hand and, by a permission, the trash (engine/trash_plays.py), one option per name and zone
    zone = ([(p.champion, cards[p.champion].index)] if p.champion is not None else [])
    zone += hand_and_trash(g, player)
    ambushers: list[int] = []
    seen: set[int] = set()
    for cid, key in zone:
        c = cards[cid]
        if c.type == "Unit" and key not in seen and c.has_keyword("Ambush"):
            seen.add(key)
            ambushers.append(cid)
    if not ambushers:
        return []

    out: list[PlayUnit] = []
    for cid in ambushers:
        locs = ambush_locations(g, player, cid)
        if not locs:
            continue
        for acc in ((False, True) if cards[cid].accelerate else (False,)):
            if any(can_pay(g, player, e, pips, "unit") for e, pips in unit_costs(g, player, cid, acc)):
                out += [PlayUnit(cid, loc, acc) for loc in locs]
    return out


# --- Deflect (809) -------------------------------------------------------------------------------------

def _deflect_in_game(g: GameState) -> bool:
    """Whether some card of this game may have Deflect, printed or from a passive ("keywords:own")
    (memoised per game; tokens made later count from the start, so the memo holds for every clone;
    a grant of Deflect sets it, :mod:`.granted`)."""
    got = g.memo.get("deflect_in_game")
    if got is None:
        got = g.memo["deflect_in_game"] = any(
            "Deflect" in grants for grants in g.index.of("keywords:own").values()) or any(
            c.has_keyword("Deflect") for c in g.cards) or _token_with_deflect() or any(
            e.deflect for e in g.index.of("equipment_text").values()) or bool(  # 718.3
            g.index.of("deflect:gear_aura")) or bool(g.index.of("deflect:unit_aura")) or any(
            "Deflect" in grants for grants in g.index.of("keywords:unit_aura").values())
    return got


@cache
def _token_with_deflect() -> bool:
    """Whether some token of the card table has Deflect printed (the table never changes)."""
    return any(c.is_token and c.has_keyword("Deflect") for c in load_cards().cards)


def deflect_value(g: GameState, u: Unit) -> int:
    """Rules 809.1.b.3, 809.2: the unit's Deflect value, printed, granted this turn (801.3.a) and
    from passives, summed (each part asked only when the game has a source of it)."""
    c = g.cards[u.cid]
    n = c.keyword_value("Deflect") if c.has_keyword("Deflect") else 0
    if u.turn_keywords:
        n += granted_value(u, "Deflect")
    answers = g.index.answers
    if "keywords:own" in answers:
        n += passive_keyword(g, u, "Deflect")
    if g.gear:
        n += _gear_deflect(g, u)
    if answers.get("deflect:unit_aura"):
        n += _unit_aura_deflect(g, u)
    if answers.get("keywords:unit_aura"):
        n += aura_keyword_value(g, u, "Deflect")
    return n


def _unit_aura_deflect(g: GameState, u: Unit) -> int:
    """Rule 364.1: the Deflect the auras of units on the board give the unit ("your other units here
    have Deflect": "deflect:unit_aura", function(game, source unit, unit) -> value)."""
    auras = g.index.of("deflect:unit_aura")
    if not auras:
        return 0
    cards = g.cards
    return sum(fn(g, v, u) for v in g.units.values() if (fn := auras.get(cards[v.cid].id)) is not None)


def _gear_deflect(g: GameState, u: Unit) -> int:
    """Rules 718.3, 364.1: the Deflect gear give the unit: an attached Equipment's effect text, and
    the auras of gear on the board ("friendly units have Deflect", "deflect:gear_aura": function
    (game, gear, unit) -> value)."""
    n = deflect_from_equipment(g, u)
    auras = g.index.of("deflect:gear_aura")
    if auras:
        cards = g.cards
        for x in g.gear.values():
            fn = auras.get(cards[x.cid].id)
            if fn is not None and x.attached_to is None:  # 718.2: attached, its own text is Inactive
                n += fn(g, x, u)
    return n


def deflect_cost(g: GameState, player: int, targets: tuple[tuple[int, ...], ...]) -> tuple[None, ...]:
    """Rules 809.1.c, 809.1.c.1, 809.1.d: the Power of any domain that ``player`` must pay in
    addition for choosing these targets: each unit with Deflect controlled by an opponent of theirs
    adds its Deflect value, once for each time it is chosen (809.1.c)."""
    if not targets or not _deflect_in_game(g):
        return ()
    team = g.team_of
    mine = team[player]
    n = 0
    ignored = g.index.answers.get(DEFLECT_IGNORED_HERE)
    for slot in targets:
        for c in slot:
            u = g.units.get(c)
            if u is None:
                continue
            if ignored and u.loc >= 0 and ignored.get(g.cards[g.battlefields[u.loc].cid].id):
                return ()  # it chooses something at such a battlefield: all Deflect is ignored
            if team[u.controller] != mine:
                n += deflect_value(g, u)
    return (None,) * n


#: a battlefield's passive "players ignore Deflect while paying for spells and abilities choosing
#: something here" (364.1): choosing a unit there, no Deflect cost is added (809.1.d)
DEFLECT_IGNORED_HERE: Final = "deflect:ignored_here"
QUESTIONS[DEFLECT_IGNORED_HERE] = ("True: a battlefield's passive making players ignore the Deflect of "
                                   "units there while paying for what chooses them (364.1, 809.1.d)")


def ignores_deflect(g: GameState, cid: int) -> bool:
    """Whether spell ``cid`` says to ignore Deflect while paying its cost (its answer to
    "cost:ignore_deflect"): no Deflect cost is added for its targets (809.1.d does not apply)."""
    table = g.index.answers.get("cost:ignore_deflect")
    return table is not None and bool(table.get(g.cards[cid].id))


def payable_choices(g: GameState, player: int, energy: int, reqs: tuple,
                    choices: list[tuple[tuple[tuple[int, ...], ...], int | None]], cid: int | None = None,
                    check: PayCheck | None = None) -> list[tuple[tuple[tuple[int, ...], ...], int | None]]:
    """Rules 809.1.d, 355.16: of a spell's ``choices`` (targets, destination), those whose total
    cost, ``energy`` and ``reqs`` plus the Deflect cost of the targets, ``player`` can pay; all of
    them for a spell ``cid`` that ignores Deflect. ``check``: the caller's :class:`PayCheck` for
    ``player`` and spells, if it has one."""
    if not _deflect_in_game(g) or (cid is not None and ignores_deflect(g, cid)):
        return choices

    # deflect_cost of each choice, from each unit's part worked out once (None: a unit at a
    # battlefield that ignores Deflect, so the choice adds nothing), and can_pay once per total
    units = g.units
    team = g.team_of
    mine = team[player]
    ignored = g.index.answers.get(DEFLECT_IGNORED_HERE)
    part: dict[int, int | None] = {}
    payable: dict[int, bool] = {0: True}
    out = []
    for t, dest in choices:
        n = 0
        for slot in t:
            for c in slot:
                k = part.get(c, -1)
                if k == -1:
                    u = units.get(c)
                    if u is None:
                        k = 0
                    elif ignored and u.loc >= 0 and ignored.get(g.cards[g.battlefields[u.loc].cid].id):
                        k = None
                    else:
                        k = deflect_value(g, u) if team[u.controller] != mine else 0
                    part[c] = k
                if k is None:  # all Deflect ignored for this choice
                    n = -1
                    break
                n += k
            if n < 0:
                break
        if n < 0:
            n = 0
        ok = payable.get(n)
        if ok is None:
            more = (*reqs, *((None,) * n))
            ok = payable[n] = (check.can(energy, more) if check is not None
                               else can_pay(g, player, energy, more, "spell"))
        if ok:
            out.append((t, dest))
    return out


def base_cost(g: GameState, item: ChainItem) -> tuple[int, tuple[frozenset | None, ...], Any] | None:
    """The Energy and Power of a pending triggered ability's base cost (a "you may pay X to ..."
    cost within instructions, 383.3.b, 204.3.a), and a function(game, player, source cid) doing the
    rest of that cost (e.g. exhausting the source) once the payment is made, or None: the
    ``base_cost`` of its "you may" (:class:`~riftbound.engine.may_triggers.MayPayPower`)."""
    question = ON.get(item.kind)
    rec = None if question is None else g.index.get(question, g.cards[item.cid].id)
    return None if rec is None or rec.may is None else getattr(rec.may, "base_cost", None)


def trigger_cost(g: GameState, item: ChainItem,
                 targets: tuple[tuple[int, ...], ...] | None = None) -> tuple[int, tuple]:
    """Rules 383.3.b, 404.1, 809.1.d: what a pending triggered ability pays as it is finalized: its
    base cost, if it has one, and the Deflect cost of its targets (``targets``, or its own)."""
    extra = deflect_cost(g, item.controller, item.targets if targets is None else targets)
    base = base_cost(g, item)
    if base is None:
        return 0, extra
    return base[0], (*base[1], *extra)


def ability_being_paid(g: GameState, cid: int) -> ChainItem | None:
    """The pending triggered ability of source ``cid`` on the chain whose Deflect cost a "pay"
    decision with context ``(cid,)`` is paying: the one being finalized, the oldest pending, when
    it is ``cid``'s (337.1.b: a source may have two abilities pending, its Play Effect and a Vision
    an aura gave it), else the newest item of ``cid``; None when that decision is a spell's."""
    it = chain_item(g, cid)
    return it if it is not None and it.kind not in ("spell", "unit", "gear") and not it.finalized else None


# --- Repeat (820) ----------------------------------------------------------------------------------------

def keyword_cost(g: GameState, cid: int, keyword: str) -> tuple[int, tuple[frozenset | None, ...]] | None:
    """The cost card ``cid``'s ``keyword`` names, its Repeat cost (820.1.c) or its Flow cost
    (829.1.c): Energy and one entry per Power pip (None: any domain); None if it has none (the
    card's answer to "cost:keywords")."""
    printed = _printed(g, cid, keyword)
    if keyword == "Flow" and FLOW_ANY in g.counts and has_given_flow(g, cid) and (
            printed is None or g.counts.get(f"flow:{cid}") == GIVEN):
        return card_cost(g, cid)  # 829.1.c.1: Flow given "equal to its cost", chosen (829.1.c.3)
    return printed


def _printed(g: GameState, cid: int, keyword: str) -> tuple[int, tuple[frozenset | None, ...]] | None:
    """The cost of the card's own ``keyword`` (its answer to "cost:keywords"), if any."""
    table = g.index.answers.get("cost:keywords")
    costs = None if table is None else table.get(g.cards[cid].id)
    return None if costs is None else costs.get(keyword)


def _printed_flow(g: GameState, cid: int) -> bool:
    return _printed(g, cid, "Flow") is not None


def flow_costs(g: GameState, cid: int) -> list[tuple[int, tuple[frozenset | None, ...]]]:
    """Rule 829.1.c.3: every Flow cost card ``cid`` has now: its printed one, and the one given to
    it this turn, equal to its cost (engine/given_flow.py); its player chooses among them as they
    play it."""
    out = []
    printed = _printed(g, cid, "Flow")
    if printed is not None:
        out.append(printed)
    if FLOW_ANY in g.counts and has_given_flow(g, cid):
        out.append(card_cost(g, cid))
    return out


def repeat_paid(g: GameState, cid: int) -> bool:
    """Rule 820.1.d: whether the player of spell ``cid`` chose to pay its Repeat cost as they played
    it (asked anew at every play, kept in the turn's counts until the spell has resolved)."""
    return g.counts.get(f"repeat:{cid}", 0) > 0


def additional_spell_cost(g: GameState, item: ChainItem) -> tuple[int, tuple]:
    """Rule 356.2: the additional costs of the spell of chain ``item``: the Deflect cost of its
    targets (809.1.d) and its Repeat cost if its player chose to pay it (820.1.c.1)."""
    energy = 0
    reqs: tuple[frozenset | None, ...] = (() if ignores_deflect(g, item.cid)
                                          else deflect_cost(g, item.controller, board_targets(g, item)))
    rc = keyword_cost(g, item.cid, "Repeat")
    if rc is not None and repeat_paid(g, item.cid):
        more, pips = discounted(g, item.cid, "repeat", *rc)  # 356.4.c: its discounts as it is added
        energy += more
        reqs = (*reqs, *pips)
    return energy, reqs


def optional_cost_tasks(g: GameState, player: int, cid: int) -> list[tuple]:
    """The optional additional costs of spell ``cid`` to decide as it is played (355.1.a): its
    Repeat (820.1.d); before them, for a spell played for Flow with two Flow costs, which one
    (829.1.c.3)."""
    flow = ([*trash_way_tasks(g, player, cid), ("ask_flow_cost", player, cid)]
            if played_for_flow(g, cid) and len(flow_costs(g, cid)) > 1 else trash_way_tasks(g, player, cid))
    return [*flow, ("ask_repeat", player, cid)] if keyword_cost(g, cid, "Repeat") is not None else flow


@task("ask_repeat", "p", "c")
def _ask_repeat(g: GameState, player: int, cid: int) -> None:
    """Rules 820.1.d, 355.1.a: the player decides whether to pay the Repeat cost: a "choose_card"
    decision whose options are -1 (don't) and the spell itself (pay), the latter only if the total
    cost with it can be paid (355.16); with no choice the first is taken."""
    g.counts[f"repeat:{cid}"] = 0
    decide(g, player, "choose_card", ("repeat", cid))


@task("repeat", "p", "c", "ci")
def _repeat(g: GameState, player: int, cid: int, card: int) -> None:
    """Rule 820.1.d: the choice is kept until the spell resolves; the cost is paid with the rest of
    its total cost (357)."""
    if card >= 0:
        g.counts[f"repeat:{cid}"] = 1
        emit(g, "820.1.d", "repeat_cost", player, cid)
        # 820.2: a spell with targets makes the repeat's choices now, as it is played
        more = getattr(g.index.get("spell", g.cards[cid].id), "repeat_choice_tasks", None)
        if more is not None:
            push(g, *more(g, player, cid))


TEMPLATES["repeat_cost"] = lambda g, p, d: f"P{p} will pay the Repeat cost of {g.cards[d[0]].name}"


# --- Flow (829) ------------------------------------------------------------------------------------------

def played_for_flow(g: GameState, cid: int) -> bool:
    """Rule 829.1.b: whether spell ``cid`` on the chain was played from its owner's trash for its
    Flow cost (noted in the turn's counts as it is played; a play from hand clears it)."""
    return g.counts.get(count_key("flow", cid), 0) > 0


def take_to_play(g: GameState, player: int, cid: int) -> None:
    """Rules 354, 829.1.b: a spell being played leaves its player's hand, or, with Flow, their trash
    (then its Flow cost replaces its base cost, 829.1.c.1, and it is banished as it leaves the
    chain, 829.1.b.1)."""
    p = g.players[player]
    if cid in p.hand:
        p.hand.remove(cid)
        note_played_from(g, cid, "hand")
        if keyword_cost(g, cid, "Flow") is not None:
            g.counts[f"flow:{cid}"] = 0
        return
    if not flow_costs(g, cid):  # no Flow: a permission lets them play it from there (trash_plays.py)
        take_card(g, player, cid)
        return
    p.trash.remove(cid)
    forget_target(g, cid)  # 124.1, 359.3.e.4: chain items choosing it in the trash lose it
    note_played_from(g, cid, "trash", for_flow=True)
    # 1: its printed Flow cost; GIVEN: only the Flow given to it (829.1.c.3: with both, asked next)
    g.counts[f"flow:{cid}"] = 1 if _printed_flow(g, cid) else GIVEN
    emit(g, "829.1.b", "play_from_trash_flow", player, cid)


def trash_way_tasks(g: GameState, player: int, cid: int) -> list[tuple]:
    """Ruling 115: a spell with Flow played from its player's trash while a permission lets them
    play cards from there (engine/trash_plays.py) may be played either way: for its Flow cost
    (829.1.b) or at its own cost by the permission; the player chooses as they play it."""
    return [("ask_trash_way", player, cid)] if played_for_flow(g, cid) and trash_permitted(g, player) else []


@task("ask_trash_way", "p", "c")
def _ask_trash_way(g: GameState, player: int, cid: int) -> None:
    """Ruling 115: a "choose_card" decision (purpose "trash_way"): -1 plays it for its Flow cost
    (829.1.b), the spell itself at its own cost by the permission, each only if payable (355.16)."""
    decide(g, player, "choose_card", ("trash_way", cid))


@task("trash_way", "p", "c", "ci")
def _trash_way(g: GameState, player: int, cid: int, card: int) -> None:
    """Ruling 115: the spell chosen (``card`` >= 0) is played at its own cost by the permission:
    not for Flow (829.1.b.1 won't banish it), and Flow given to it ended as it left the trash (124.1)."""
    if card >= 0:
        g.counts[f"flow:{cid}"] = 0
        g.counts[FROM_TRASH + str(cid)] = 1  # an undone play puts it back there (358.5)
        note_played_from(g, cid, "trash")
        emit(g, "419.1.a", "trash_way_own_cost", player, cid)


#: the "flow:<cid>" count of a spell played for the Flow given to it (engine/given_flow.py)
GIVEN: Final = 2


@task("ask_flow_cost", "p", "c")
def _ask_flow_cost(g: GameState, player: int, cid: int) -> None:
    """Rule 829.1.c.3: a spell with two Flow costs (its printed one and one given to it) is played
    for the one its player chooses: a "choose_card" decision (purpose "flow_cost") whose options are
    -1 (the printed Flow cost) and the spell itself (the given one, equal to its cost), each only if
    the total cost with it can be paid (355.16)."""
    if played_for_flow(g, cid):  # not if it is played at its own cost instead (ruling 115)
        decide(g, player, "choose_card", ("flow_cost", cid))


@task("flow_cost", "p", "c", "ci")
def _flow_cost(g: GameState, player: int, cid: int, card: int) -> None:
    """Rule 829.1.c.3: the chosen Flow cost replaces the base cost as the spell is paid for."""
    g.counts[f"flow:{cid}"] = GIVEN if card >= 0 else 1
    if card >= 0:
        emit(g, "829.1.c.3", "given_flow_cost", player, cid)


def _has_flow(g: GameState) -> bool:
    """Whether any card of this game has a Flow cost (829.1.c), or was given Flow this turn."""
    return FLOW_ANY in g.counts or any("Flow" in costs for costs in g.index.of("cost:keywords").values())


TEMPLATES["play_from_trash_flow"] = lambda g, p, d: (
    f"P{p} plays {g.cards[d[0]].name} from the trash for its Flow cost")
TEMPLATES["given_flow_cost"] = lambda g, p, d: (
    f"P{p} plays {g.cards[d[0]].name} for the Flow cost given to it (its own cost)")
TEMPLATES["spell_banished"] = lambda g, p, d: (
    f"{g.cards[d[0]].name} is banished as it leaves the chain (played for its Flow cost)")
