"""Units: Might, playing a unit (rules 349-359), the Standard Move (144, 445-453) and control (190).
"""

from __future__ import annotations

from math import factorial
from typing import Final

from ..cards import load_cards
from ..state import ATTACKER, DEFENDER, ChainItem, GameState, Unit
from .attachment import equipment_might
from .battlefield_tokens import entry_location
from .contexts import PayEffect, PayPermanent, Triggered, TriggeredOnSubject
from .core import decide, emit, push, task
from .costs import (
    additional_cost_tasks,
    cost_paid,
    determine_cost,
    pay_additional,
    unit_components,
    unit_cost,
)
from .effect_play_facts import is_effect_play
from .events import PLACE_TRIGGERS, count, fire
from .granted import granted_value
from .index import QUESTIONS, answer_attr
from .move_tax import QUESTION as MOVE_TAX
from .move_tax import TAXED, move_tax, taxed_units
from .optional_discounts import ask_discounts
from .passives import passive_might
from .play_origin import note_played_from
from .play_restrictions import units_barred_at
from .pool_keeping import spend_pool
from .primitives import exhaust_rune, recycle_rune, relocate
from .reactions import ABILITY_NAMES, ON, ability_active
from .trash_plays import take_card
from .turn_effects import ENTER_READY, has_turn_effect

#: the chain item kinds that are abilities, triggered (383.3; their records are the cards' answers to
#: ``ON[kind]``, :mod:`.reactions`) or activated ("activated", 377.3): their source card is elsewhere
ABILITY_KINDS: Final = frozenset(ABILITY_NAMES) | {"activated"}
#: the triggered kinds: placed pending, then finalized by HOT FEPR's step 1 (337.1, 401.1)
TRIGGERED_KINDS: Final = frozenset(ABILITY_NAMES)

#: kinds whose source has left the board when they trigger (a death, a discard): they are put on
#: the chain even though the source is no longer a unit on the board (808.1.d.2)
OFF_BOARD_KINDS: Final = frozenset({"die", "discard"})

#: one triggered ability waiting to be placed: its source, its kind, and the event's subject it acts
#: on (``(cid,)``, kept in the chain item's ``refs``; ``()``: none), carried from the event itself
TriggerItem = tuple[int, str, tuple[int, ...]]


#: the kinds whose entry's trigger condition (``Triggered.if_``, 383.2.a.1) is checked here, as
#: the attack or defend abilities trigger (464.2.e) or a unit's own "when I conquer/hold" does
#: (471.2); a battlefield's own "defend/conquer/hold here" was checked already, and checking it
#: again gives the same answer. A "when you conquer/hold" (a condition ``when``) was checked with
#: the battlefield scored (engine/score_triggers.py) and is not checked again. An Equipment's
#: effect-text ability ("equipped") is checked here too, its gear the source (718.3)
IF_CHECKED_HERE: Final = frozenset({"attack", "defend", "conquer", "hold", "equipped"})


def push_triggers(g: GameState, batches: list[tuple], first: bool = False) -> None:
    """Put triggered abilities on the chain as pending items (383.3, 383.4): ``batches`` gives, in
    the order they place them (383.3.d.1, 464.2.e.1), each player, the ability and the units of
    theirs whose ability of that kind triggered, and optionally the event's subject (the unit an
    ability such as "give it +1 Might" acts on, carried with each ability to its chain item's
    ``refs``). Each player orders all their own in one decision (383.3.d): abilities of several
    kinds, about a subject or not, and two abilities of one source, each its own item. A cleanup
    follows their placing (319.3); only then are they finalized, oldest first, their choices made
    (337.1, 402; ``("chain",)``, a cleanup after each, 319.4), and then the controller of the
    newest gains Priority (337.4). ``first``: abilities on their sources' own deaths, placed
    before every other ability waiting, those the deaths trigger included (428.1.a.1.b, 323.4,
    808.1.d.2), each player ordering these apart (808.2.a)."""
    answers = g.index.answers
    mine: dict[int, list[TriggerItem]] = {}
    for p, ability, cids, *about in batches:
        table = answers.get(ON[ability])
        if table is None:
            continue
        refs = (about[0],) if about else ()
        checked = ability in IF_CHECKED_HERE
        for c in cids:
            rec = table.get(g.cards[c].id)
            if rec is None:
                continue
            if checked and rec.if_ is not None and rec.when is None and not rec.if_(g, p, c):
                continue  # 383.2.a.1: the condition written after "when I attack/defend" is unmet
            mine.setdefault(p, []).append((c, ability, refs))
    if not mine:
        return
    placed = False
    if first:  # 428.1.a.1.b, 323.4: on the chain now, as the units die, where no one need order them
        placed, mine = _place_own_deaths(g, mine)
        if placed and not mine and _resolving(g) is not None:
            return  # the resolving item's end puts the chain on (chain.chain_goes_on)
    tasks = [ordering_task(p, items, first) for p, items in mine.items()]
    stack = g.tasks
    top = len(stack)
    for i in range(len(stack) - 1, -1, -1):
        if stack[i][0] == "finish_spell":
            # 383.3.b: abilities that trigger while an item resolves wait until it has finished
            # resolving; they go on the chain before the chain can count as closed (346)
            top = i
            break
    while top >= 2 and stack[top - 1] == ("cleanup", "") and stack[top - 2][0] in ORDER_TASKS:
        top -= 1  # a cleanup queued after abilities that wait to be placed doesn't part them from these
    j = top
    while j > 0 and stack[j - 1][0] in ORDER_TASKS:
        j -= 1
    if j < top and j >= 2 and stack[j - 1] == ("cleanup", "") and stack[j - 2] == ("chain",):
        # abilities that triggered earlier in the same action (or resolution) still wait to be
        # placed: all go on the chain before anyone gains Priority, each player's ordered together
        # (383.3.d), players in turn order from the turn player (383.3.d.1); e.g. a unit becoming
        # Mighty as a combat begins, beside the defender's "when I defend" (464.2.e, 709)
        stack[j:top] = reversed(_merge_waiting(g, stack[j:top][::-1] + tasks))
        return
    stack[top:top] = reversed([*tasks, ("cleanup", ""), ("chain",)])


def _resolving(g: GameState) -> int | None:
    """The card of the chain item resolving now (its ``finish_spell`` task waits), if any."""
    tasks = g.tasks
    for i in range(len(tasks) - 1, -1, -1):  # (not reversed(): mypyc 1.x fails on it here)
        if tasks[i][0] == "finish_spell":
            return tasks[i][1]
    return None


def _own_death_slot(g: GameState, sources: set[int]) -> int | None:
    """Where abilities on their sources' own deaths go on the chain as the units die (an index of
    ``g.chain``), or None when they wait to be placed as other triggered abilities do: while a card
    or ability is being played or paid for (the newest item is pending, 354-357: its cost may be
    the kill), while an ability of one of their sources resolves (its item and theirs would share
    a name), or while earlier ones wait for their order to be chosen. While an item resolves they
    go just below it: it leaves the chain once it has resolved (340.1), so they are then the newest
    items, as if added on top of it."""
    if any(t[0] == OWN_DEATH_TASK for t in g.tasks):
        return None  # some wait for their order to be chosen: these are placed after them
    chain = g.chain
    if not chain:
        return 0
    top = chain[-1]
    if not top.finalized:
        return None
    resolving = _resolving(g)
    if resolving is None:
        return len(chain)
    if resolving in sources:
        return None
    return len(chain) - 1 if top.cid == resolving else len(chain)


def _place_own_deaths(g: GameState, mine: dict[int, list[TriggerItem]]
                      ) -> tuple[bool, dict[int, list[TriggerItem]]]:
    """Rules 428.1.a.1.b, 323.4, 808.1.d.2, 808.2.a, 383.3.d.1: abilities on their sources' own
    deaths, ``mine`` by player in turn order from the turn player, go on the chain as pending items
    now, before the units reach the trash, each player's in the one order they can have. From the
    first player with a choice of order on, they wait to be placed as usual (their order is a
    decision). Returns whether any was placed, and those left to place."""
    slot = _own_death_slot(g, {c for items in mine.values() for c, _, _ in items})
    if slot is None:
        return False, mine
    placed = False
    left: dict[int, list[TriggerItem]] = {}
    for p, items in mine.items():
        if not g.players[p].alive:
            continue
        orders = trigger_orders(g, items) if not left else []
        if len(orders) != 1:
            left[p] = items
            continue
        for i in orders[0]:
            c, kind, refs = items[i]
            item = ChainItem(c, p, kind, False, (), None, (), refs)  # no "here": off the board (808.1.d.3)
            if slot == len(g.chain):
                put_on_chain(g, item)
            else:
                g.chain.insert(slot, item)
            slot += 1
            emit(g, "383.3", "trigger", p, c)
            placed = True
    return placed, left


def ordering_task(player: int, items: list[TriggerItem], first: bool = False) -> tuple:
    """The task by which ``player`` orders ``items`` (383.3.d), each listed once, by source: an
    "order_triggers" task when none acts on a subject, else an "order_subject_triggers" task with
    each one's subject; ``first``: abilities on their sources' own deaths, an "order_own_death"
    task (placed before the others, 428.1.a.1.b). The ability is one kind for all, or one kind per
    item."""
    its = sorted(dict.fromkeys(items))
    cids = tuple(c for c, _, _ in its)
    kinds = tuple(k for _, k, _ in its)
    ability: str | tuple[str, ...] = kinds[0] if len(set(kinds)) == 1 else kinds
    if first:
        return ("order_own_death", player, ability, cids, tuple(refs for _, _, refs in its))
    if any(refs for _, _, refs in its):
        return ("order_subject_triggers", player, ability, cids, tuple(refs for _, _, refs in its))
    return ("order_triggers", player, ability, cids)


def trigger_items(ability: str | tuple[str, ...], cids: tuple[int, ...],
                  subjects: tuple[tuple[int, ...], ...] = ()) -> list[TriggerItem]:
    """The abilities an ordering task or decision lists (:func:`ordering_task`)."""
    kinds = kinds_of(ability, cids)
    refs = subjects or ((),) * len(cids)
    return list(zip(cids, kinds, refs))  # noqa: B905


def _merge_waiting(g: GameState, orders: list[tuple]) -> list[tuple]:
    """One ordering task per player, players in turn order (383.3.d.1): all of a player's abilities
    waiting to be placed in the same moment are ordered together (383.3.d); those on their own
    sources' deaths first, each player's in one task, before any other (428.1.a.1.b, 808.1.d.2)."""
    merged: dict[tuple[bool, int], list[TriggerItem]] = {}
    for name, p, ability, cids, *subjects in orders:
        merged.setdefault((name == OWN_DEATH_TASK, p), []).extend(trigger_items(ability, cids, *subjects))
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    seq = order[k:] + order[:k]
    keys = sorted(merged, key=lambda fp: (not fp[0], seq.index(fp[1]) if fp[1] in seq else len(seq)))
    return [ordering_task(p, merged[(first, p)], first) for first, p in keys]


def kinds_of(ability: str | tuple[str, ...], cids: tuple[int, ...]) -> tuple[str, ...]:
    """The kind of each source's ability in an ordering task or decision: one kind for all, or a
    kind per source when abilities of several kinds are ordered together."""
    return ability if isinstance(ability, tuple) else (ability,) * len(cids)


#: the task that orders a player's abilities on their sources' own deaths (events.OWN_DEATH), placed
#: before the others (428.1.a.1.b, 323.4, 808.1.d.2)
OWN_DEATH_TASK: Final = "order_own_death"
#: the tasks that put simultaneous triggered abilities on the chain in their controller's order
ORDER_TASKS: Final = ("order_triggers", "order_subject_triggers", OWN_DEATH_TASK)


def triggers_waiting(g: GameState) -> bool:
    """Whether abilities that triggered during the resolution that just ended wait to be put on the
    chain (the next task places them)."""
    return bool(g.tasks) and g.tasks[-1][0] in ORDER_TASKS


def _trigger_key(g: GameState, cid: int) -> tuple:
    """What tells two triggered abilities' sources apart: the card, and the state and place
    ("here") of the source."""
    u = g.units.get(cid)
    if u is None:
        x = g.gear.get(cid)  # a gear's state matters too (an exhausted one can't pay "exhaust this")
        return (g.cards[cid].id, None) if x is None else (g.cards[cid].id, x.key()[1:])
    return (g.cards[cid].id, u.controller, u.loc, u.exhausted, u.damage, u.role, u.buffs,
            u.turn_might, u.combat_might, u.stunned, u.temporary, u.base_might, u.might_mod,
            u.turn_keywords)


#: the most whole orders listed as options of one ordering decision (6 distinct abilities); with
#: more, the options are which ability goes first, and the rest are ordered next (ruling 118)
ORDER_LIMIT = 720


def trigger_orders(g: GameState, items: list[TriggerItem]) -> list[tuple[int, ...]]:
    """The distinct orders (383.3.d) in which simultaneous triggered ``items`` may be placed, first
    placed first, as indices into ``items``: abilities of the same kind and subject whose sources
    are interchangeable are one option (the one listed first placed first). When there would be
    more than :data:`ORDER_LIMIT` orders, each option is one ability to place first (a one-item
    order): every order stays reachable, one placement at a time (ruling 118)."""
    groups: dict[tuple, list[int]] = {}
    for i, (c, kind, refs) in enumerate(items):
        groups.setdefault((_trigger_key(g, c), kind, refs), []).append(i)
    keys = list(groups)
    counts = [len(groups[k]) for k in keys]
    n = len(items)
    total = factorial(n)
    for k in counts:
        total //= factorial(k)
    if total > ORDER_LIMIT:
        return [(groups[k][0],) for k in keys]
    out: list[tuple[int, ...]] = []

    def rec(prefix: list[int]) -> None:
        if len(prefix) == n:
            used = [0] * len(keys)
            order = []
            for i in prefix:
                order.append(groups[keys[i]][used[i]])
                used[i] += 1
            out.append(tuple(order))
            return
        for i in range(len(keys)):
            if counts[i]:
                counts[i] -= 1
                prefix.append(i)
                rec(prefix)
                prefix.pop()
                counts[i] += 1

    rec([])
    return out


def placing(player: int, items: list[TriggerItem], order: tuple[int, ...]) -> list[tuple]:
    """The tasks that put ``items`` on the chain in ``order`` (indices, first placed first), each
    with its own subject, if it has one (383.3.d)."""
    out: list[tuple] = []
    for i in order:
        c, kind, refs = items[i]
        out.append(("put_subject_trigger", player, c, kind, refs[0]) if refs
                   else ("put_trigger", player, c, kind))
    return out


def _order(g: GameState, player: int, ability: str | tuple[str, ...], cids: tuple[int, ...],
           subjects: tuple[tuple[int, ...], ...]) -> None:
    """Rules 383.3.d, 303.2.a: the controller of simultaneous triggers chooses the order they go on
    the chain (the last placed resolves first, 340.1); a single distinct order is taken for them."""
    if not g.players[player].alive:
        return
    items = trigger_items(ability, cids, subjects)
    orders = trigger_orders(g, items)
    if len(orders) == 1 and not g.stepping:  # stepping: a judge sees them wait (GameState.stepping)
        push(g, *placing(player, items, orders[0]))
    elif subjects:
        decide(g, player, "order_triggers", TriggeredOnSubject(ability, cids, subjects))
    else:
        decide(g, player, "order_triggers", Triggered(ability, cids))


@task("order_triggers", "p", "ab", "cs")
def _order_triggers(g: GameState, player: int, ability: str | tuple[str, ...],
                    cids: tuple[int, ...]) -> None:
    """The player orders their abilities that triggered together, none about a subject (383.3.d)."""
    _order(g, player, ability, cids, ())


@task("order_subject_triggers", "p", "ab", "cs", "tg")
def _order_subject_triggers(g: GameState, player: int, ability: str | tuple[str, ...],
                            cids: tuple[int, ...], subjects: tuple[tuple[int, ...], ...]) -> None:
    """As "order_triggers", when some of them act on their event's subject (each its own, kept
    on the chain; 383.3.d)."""
    _order(g, player, ability, cids, subjects)


@task(OWN_DEATH_TASK, "p", "ab", "cs", "tg")
def _order_own_death(g: GameState, player: int, ability: str | tuple[str, ...], cids: tuple[int, ...],
                     subjects: tuple[tuple[int, ...], ...]) -> None:
    """The player orders their abilities on their sources' own deaths (808.2.a, 383.3.d), placed
    before the others the deaths trigger (428.1.a.1.b, 323.4); an Equipment's Deathknell carries
    its unit as its subject (718.3)."""
    _order(g, player, ability, cids, subjects if any(subjects) else ())


def enters_ready(g: GameState, u: Unit) -> bool:
    """Rule 143.4.a: whether a passive ability of the unit itself or of another unit on the board
    makes ``u`` enter ready (the cards' answers to "enters_ready"), or a delayed passive effect of
    its controller does ("units you play this turn enter ready", 390.4, :mod:`.turn_effects`), or a
    legend's passive does ("your units enter ready", 107.4.b, 364.1: its answer to
    "enters_ready:legend")."""
    if g.counts and has_turn_effect(g, ENTER_READY, u.controller):
        return True
    legends = g.index.answers.get("enters_ready:legend")
    if legends is not None:
        for q, p in enumerate(g.players):
            fn = legends.get(g.cards[p.legend].id) if p.legend is not None and p.alive else None
            if fn is not None and fn(g, q, u):
                return True
    table = g.index.answers.get("enters_ready")
    if table is None:
        return False
    cards = g.cards
    if u.cid not in g.units:  # not yet on the board: only its own passive applies
        own = table.get(cards[u.cid].id)
        return own is not None and own(g, u, u)
    for o in g.units.values():
        fn = table.get(cards[o.cid].id)
        if fn is not None and fn(g, o, u):
            return True
    return False


def might(g: GameState, u: Unit) -> int:
    """A unit's current Might: printed, buffs (703), "this turn" and "this combat" changes
    (317.2.c, 466.7.c, snapshotted as applied, 477.3.b), Assault while attacking (807), Shield
    while defending (814), and passives (363, see :mod:`.passives`). Layers (477): a base Might
    set by a trait-altering effect (layer 1, :mod:`.layers`) replaces the printed one before the
    arithmetic layer adds the rest."""
    c = g.cards[u.cid]
    base = c.might if u.base_might < 0 else u.base_might
    m = base + u.buffs + u.turn_might + u.combat_might + u.might_mod + passive_might(g, u, c.id)
    if g.gear:  # 434.1.d, 718.3-718.4: Might Bonus and effect text of the gear attached to it
        m += equipment_might(g, u)
    if u.role == ATTACKER:
        m += c.assault
        if u.turn_keywords:  # 807.2: a granted Assault adds its value
            m += granted_value(u, "Assault")
    elif u.role == DEFENDER:
        m += c.shield
        if u.turn_keywords:  # 814.2: so does a granted Shield
            m += granted_value(u, "Shield")
    return m


def combat_might(g: GameState, u: Unit) -> int:
    """Might as summed for combat damage: below 0 counts as 0 (rule 143.2.b)."""
    m = might(g, u)
    return m if m > 0 else 0


def closed_by_a_fight(g: GameState, player: int, bf: int) -> bool:
    """Rules 447.2.a, 462.1, 462.2: with more than two players, a battlefield with a combat staged
    or in progress is no destination for a move, nor a place to play a unit, for a player who is
    not in that combat and has no units there."""
    if len(g.players) <= 2:
        return False
    sd = g.showdown
    fighting = sd is not None and sd.combat and sd.bf == bf
    if not fighting and not g.battlefields[bf].combat_staged:
        return False
    if fighting and player in (sd.attacker, sd.defender):  # type: ignore[union-attr]
        return False
    return not any(u.loc == bf and u.controller == player for u in g.units.values())


def contest(g: GameState, bf: int, player: int) -> None:
    """Rules 190.3.a.1 and 450: a unit arriving applies Contested unless already contested or
    controlled by its controller."""
    b = g.battlefields[bf]
    if b.contested_by is None and b.controller != player:
        b.contested_by = player
        emit(g, "450", "contest", player, bf)


# --- playing a unit ---------------------------------------------------------------------------

@task("play_unit", "p", "c", "l", "b")
def _play_unit(g: GameState, player: int, cid: int, loc: int, accelerate: bool) -> None:
    """Rules 354-356: move the card to the chain with its choices made; the payment (357) is the
    player's next decision."""
    p = g.players[player]
    if p.champion == cid:
        p.champion = None
        note_played_from(g, cid, "champion")
    else:  # from the hand, or the trash by a permission (engine/trash_plays.py)
        take_card(g, player, cid)
    put_on_chain(g, ChainItem(cid, player, "unit"))  # 354: pending on the chain; closes (354.1)
    emit(g, "354", "play", player, cid, loc, accelerate)
    push(g, ("cleanup", ""), *additional_cost_tasks(g, player, cid, accelerate),
         ("ask_payment", player, cid, loc, accelerate))


@task("ask_payment", "p", "c", "l", "b")
def _ask_payment(g: GameState, player: int, cid: int, loc: int, accelerate: bool) -> None:
    if ask_discounts(g, player, cid, unit_components(g, cid, accelerate), "unit", accelerate,
                     ("ask_payment", player, cid, loc, accelerate)):
        return  # 356.4.c: first, how the discounts on its optional costs apply (optional_discounts.py)
    determine_cost(g, cid, accelerate)  # 356: determined before it is paid (357)
    decide(g, player, "pay", PayPermanent(cid, loc, accelerate))


@task("pay_unit", "p", "c", "l", "b", "cs", "cs")
def _pay_unit(g: GameState, player: int, cid: int, loc: int, accelerate: bool,
              exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rules 357-359: pay, check legality, finalize; then the unit resolves."""
    item = chain_item(g, cid)
    # 811.6: played from facedown at Reaction speed; what follows it depends on the chain it joined
    hidden = item is not None and item.hidden_at is not None
    # 822.1.b: likewise a unit played with Ambush as a Reaction (joining a chain, or in a showdown)
    reaction = len(g.chain) > 1 or g.showdown is not None
    after: list[tuple] = [("facedown_unit_done", len(g.chain) == 1)] if hidden or reaction else []
    if is_effect_play(g, cid):  # 419.3, 337.3-337.4: HOT FEPR goes on from the tasks queued
        after = [("effect_play_done", cid)]  # engine/effect_plays.py
    pay(g, player, cid, accelerate, exhaust, recycle, keep)
    push(g, ("finish_unit", player, cid, loc, accelerate), ("cleanup", ""), *after)


@task("finish_unit", "p", "c", "l", "b")
def _finish_unit(g: GameState, player: int, cid: int, loc: int, accelerate: bool) -> None:
    """Rules 337.2, 359.2: a finalized unit resolves at once and enters the board at the chosen
    location, exhausted (143.4) unless its Accelerate cost was paid (805.6) or a passive ability lets
    it enter ready (143.4.a). Its play is complete: its Play Effect and the "when you play a card"
    abilities trigger together (383.4.a.2, 419.4.a) and go on the chain in their controllers'
    order, the turn player first (383.3.d-d.1). A card that adds a battlefield token as it is played
    adds it now, the last step of its play, and may enter there instead (369.3,
    engine/battlefield_tokens.py)."""
    item = remove_from_chain(g, cid)
    loc = entry_location(g, player, cid, loc)
    u = g.units[cid] = Unit(cid, player, loc, exhausted=not accelerate)
    g.quiet = None  # a unit joined: the cleanup looks again (state.GameState.quiet)
    if not accelerate and enters_ready(g, u):
        u.exhausted = False
    emit(g, "359.2.c", "enter", player, cid, loc, u.exhausted)
    if loc >= 0:  # 190.3.a.1: played to a battlefield it doesn't control (an open one, 355.2.b)
        contest(g, loc, player)
    count(g, "play_card", player)  # 419.4.b: counted first (a Legion Play Effect reads it)
    fire(g, "play_card", player, cid, counted=True, also=play_effect(g, player, cid, item.hidden_at))


def play_effect(g: GameState, player: int, cid: int, facedown_at: int | None = None) -> list[tuple]:
    """Rules 383.4.a.2, 727.1.c.1: the Play Effect of the permanent ``cid`` that has just entered
    the board, as a batch for :func:`push_triggers` (none if its card has none, or if it is a
    Legion or Level ability that is inactive now). ``facedown_at``: the battlefield it was played
    from facedown at, to which the Play Effect's targets are bound (811.1.d.2), noted for the turn
    until the ability is placed."""
    key = FACEDOWN_PLAY + str(cid)
    g.counts.pop(key, None)
    granted = granted_play_effects(g, player, cid)
    rec = g.index.get(ON["trigger"], g.cards[cid].id)
    if rec is None:
        return granted
    cond = answer_attr(rec, "if_", None)
    if cond is not None and not cond(g, player, cid):
        return granted  # 383.2.a.1: a condition right after "when you play me" is part of its trigger
        # condition
    if not ability_active(g, "trigger", player, cid):
        emit(g, "727.1.c.1", "ability_inactive", player, cid)
        return granted
    if facedown_at is not None:
        g.counts[key] = facedown_at
    return [(player, "trigger", [cid]), *granted]


#: keywords that are Play Effects a legend's passive may give a unit as it is played, with the
#: trigger kind of that Play Effect (821.1.b Weaponmaster)
PLAY_KEYWORDS: Final[dict[str, str]] = {"Weaponmaster": "weaponmaster", "Vision": "vision"}


def granted_play_effects(g: GameState, player: int, cid: int) -> list[tuple]:
    """Rules 364.1, 107.4.b, 821.1.b-c: the Play Effects of keywords that the passive of ``player``'s
    legend (it reaches from the Legend Zone) gives the permanent ``cid`` they have just played, read
    as the play completes ("your Sand Soldiers have Weaponmaster"); each its own ability (821.1.c.7)."""
    out = _aura_play_effects(g, player, cid)
    table = g.index.answers.get("keywords:on_play")
    legend = g.players[player].legend if table else None
    if legend is None:
        return out
    grant = table.get(g.cards[legend].id) if table else None
    given = grant(g, legend, cid) if grant is not None else ()
    return [(player, kind, [cid]) for kw, kind in PLAY_KEYWORDS.items() if kw in given] + out


def _aura_play_effects(g: GameState, player: int, cid: int) -> list[tuple]:
    """Rules 364.1, 817.1.b-c, 817.2: the Play Effects of keywords the auras of units on the board
    ("keywords:unit_aura") give the permanent ``cid`` just played ("your Mechs have Vision"), one
    for each source giving it (each instance triggers separately, so each carries its source in its
    ``refs`` and is an item of its own); the played unit's own aura too."""
    auras = g.index.answers.get("keywords:unit_aura")
    u = g.units.get(cid)
    if not auras or u is None:
        return []
    cards = g.cards
    out: list[tuple] = []
    for v in g.units.values():
        grants = auras.get(cards[v.cid].id)
        if grants is None:
            continue
        for kw, kind in PLAY_KEYWORDS.items():
            fn = grants.get(kw)
            if fn is not None and fn(g, v, u) > 0:  # the source as its subject: one item each
                out.append((player, kind, [cid], v.cid))
    return out


#: the per-turn count key, before a cid, of the battlefield a unit was played from facedown at
FACEDOWN_PLAY: Final = "facedown_play:"


def create_token(g: GameState, player: int, card_id: str, loc: int, ready: bool = False) -> Unit | None:
    """Rules 180-186: play a unit token (e.g. "ogn-271-298", the 1 Might Recruit, 187.1) for
    ``player`` at ``loc``: its controller and owner are the player whose effect made it (182-183).
    It enters exhausted unless ``ready`` (184.1, 143.4) or a passive lets it enter ready (143.4.a);
    at a battlefield it contests it (450). Tokens are not cards: it is a new card instance that
    ceases to exist once it leaves the board (186.1). None: it can't be played there (a battlefield
    units can't be played to, 185.2.a, engine/play_restrictions.py), so nothing is played."""
    if loc >= 0 and units_barred_at(g, loc):
        return None
    card = load_cards().by_id(card_id)
    assert card.is_token, card_id
    cid = len(g.cards)
    g.cards = (*g.cards, card)  # a new tuple: clones that share the old one are unaffected
    g.owner = (*g.owner, player)
    u = g.units[cid] = Unit(cid, player, loc, exhausted=not ready)
    g.quiet = None  # a unit joined: the cleanup looks again (state.GameState.quiet)
    if not ready and enters_ready(g, u):
        u.exhausted = False
    emit(g, "180", "token", player, cid, loc, u.exhausted)
    if loc >= 0:
        contest(g, loc, player)
    # 185.2.a, 419.4.a: a token is played: its own Play Effect triggers, and with it "when you
    # play a unit" abilities (a "play_card" event not counted as a card, and not seen by "when you
    # play a card": a token is no card, 185; engine/events.token_played)
    fire(g, "play_card", player, cid, counted=True, also=play_effect(g, player, cid))
    return u


def put_on_chain(g: GameState, item: ChainItem) -> None:
    """Add ``item`` to the chain; in a showdown, an item that opens a chain is remembered, since
    whether Focus passes when that chain closes depends on what opened it (346, 346.1)."""
    sd = g.showdown
    if sd is not None and not g.chain and sd.opened_by is None:
        sd.opened_by = item.kind
    g.chain.append(item)


def remove_from_chain(g: GameState, cid: int) -> ChainItem:
    """Take the item of card ``cid`` (:func:`chain_item`) off the chain and return it (a chain
    that closes forgets what opened it)."""
    item = chain_item(g, cid)
    if item is None:
        raise KeyError(cid)
    chain = g.chain
    chain.remove(item)
    if not chain and g.showdown is not None:
        g.showdown.opened_by = None
    return item


def chain_item(g: GameState, cid: int) -> ChainItem | None:
    """The chain item of card ``cid``, if it is on the chain: the triggered ability of ``cid``
    being finalized, if that is the oldest pending one (337.1.b); else the newest, should one
    source have two abilities on the chain (the one resolving or being put on it)."""
    chain = g.chain
    for it in chain:
        if not it.finalized and it.kind in TRIGGERED_KINDS:
            if it.cid == cid:
                return it
            break
    for it in reversed(chain):
        if it.cid == cid:
            return it
    return None


def card_cost(g: GameState, cid: int) -> tuple[int, tuple[frozenset | None, ...]]:
    """A card's total cost with no modifications (356): its Energy and one entry per Power pip."""
    c = g.cards[cid]
    return c.energy, tuple(c.power_options)


def pay(g: GameState, player: int, cid: int, accelerate: bool, exhaust: tuple[int, ...],
        recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rule 357: pay a unit's total cost (with Accelerate if chosen), then its non-standard
    additional costs (357.2)."""
    energy, pips = unit_cost(g, cid, accelerate)
    pay_cost(g, player, energy, pips, exhaust, recycle, keep)
    cost_paid(g, cid)
    pay_additional(g, player, cid)


#: index question: a card reads how much Power its controller spent this turn ("if you've spent at
#: least [A][A] this turn"); only then is it counted, per player, as costs are paid (357)
POWER_SPENT: Final = "power:spent_counted"
QUESTIONS[POWER_SPENT] = "True: this card reads the Power its controller spent this turn (357)"


def power_spent_this_turn(g: GameState, player: int) -> int:
    """The Power ``player`` spent paying costs this turn (357; counted only in games with a card
    answering :data:`POWER_SPENT`)."""
    return g.counts.get(f"power_spent:{player}", 0)


def pay_cost(g: GameState, player: int, energy: int, reqs: tuple[frozenset | None, ...],
             exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rule 357: add resources with the chosen runes (164.2), then spend the cost from the pool.
    ``keep`` (Energy, Power[, restricted points spent]) is what the player keeps in the pool rather
    than spend (166), so the runes pay that part, and the restricted points they spend
    (:func:`.pool_keeping.spend_pool`)."""
    p = g.players[player]
    for rune in exhaust:
        exhaust_rune(g, player, p.runes.index(rune))
    for rune in recycle:
        recycle_rune(g, player, p.runes.index(rune))
    if not spend_pool(p, energy, reqs, keep):  # pragma: no cover - guarded by legal_actions
        raise AssertionError("payment does not cover the cost")
    if reqs and POWER_SPENT in g.index.answers:  # a per-turn count a card reads
        key = f"power_spent:{player}"
        g.counts[key] = g.counts.get(key, 0) + len(reqs)
    emit(g, "357", "pay", player, len(exhaust), len(recycle))


# --- the Standard Move --------------------------------------------------------------------------

@task("standard_move", "p", "cs", "l")
def _standard_move(g: GameState, player: int, cids: tuple[int, ...], dest: int) -> None:
    """Rules 144.2-144.3: exhaust the units (the cost), move them together, then a cleanup (453).
    A tax on moving several units at once (engine/move_tax.py) is paid first, with the rest of
    the cost (144.3.c): a "pay" decision its player may decline, the move then not made."""
    if MOVE_TAX in g.index.answers and move_tax(g, player, cids, dest):
        for cid in cids:
            g.counts[TAXED + str(cid)] = cids[0] + 1
        decide(g, player, "pay", PayEffect("move_tax_pay", cids[0], dest))
        return
    _move_units(g, player, cids, dest)


@task("move_tax_pay", "p", "c", "n", "b", "cs", "cs")
def _move_tax_pay(g: GameState, player: int, lead: int, dest: int, paid: bool, exhaust: tuple[int, ...],
                  recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rules 144.3.c, 357: the move's tax is paid with the runes chosen, then the units are
    exhausted and move; declined, nothing is paid and nothing moves."""
    cids = taxed_units(g, lead)
    for cid in cids:
        g.counts.pop(TAXED + str(cid), None)
    if not paid or not cids or not all(c in g.units for c in cids):
        emit(g, "144.3.c", "move_not_made", player, cids)
        return
    pay_cost(g, player, 0, move_tax(g, player, cids, dest), exhaust, recycle, keep)
    _move_units(g, player, cids, dest)


def _move_units(g: GameState, player: int, cids: tuple[int, ...], dest: int) -> None:
    """Rules 144.2-144.3: exhaust the units (the cost), move them together, then a cleanup (453)."""
    for cid in cids:
        g.units[cid].exhausted = True
    for cid in cids:
        relocate(g, g.units[cid], dest)
    emit(g, "144", "move", player, cids, dest)
    if dest >= 0:
        contest(g, dest, player)
    # "when I move" abilities (383.1); placing them is followed by the move's cleanup (453, 319.3)
    if not fire(g, "move", player, cids, dest):
        push(g, ("cleanup", ""))


PLACE_TRIGGERS.append(push_triggers)  # events.fire places what it triggers with it (383.3.d)
