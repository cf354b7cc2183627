"""Spells on the chain (rules 326-340, 349-359), priority (312) and Focus after a chain (345-347).

Playing a spell follows the Process of Play: the card is put on the chain, pending, with
its choices and targets (354-355, made by the player as part of the play action), its total cost is
paid as the player's next decision (356-357), its legality is checked (358) and it is finalized
(359.1, 359.3.a). Then HOT FEPR runs (334-340): the controller of the newest item gains Priority
(337.4); a player with Priority plays a Reaction or hands Priority on to the following player
(338.1); when every player has passed in sequence the newest item resolves (339.1, 340.1), and
Priority goes to the controller of the newest item left (340.4) until the chain is empty (340.2).
In a showdown, when the chain a player opened closes, Focus passes to the next player and the
count of passes in sequence restarts (346, 347.1.b); chains opened by triggered or Add abilities
keep Focus where it is (346.1).

What a spell does is the business of its card script (:mod:`riftbound.effects`), the card's answer
to the game index's question "spell". The engine asks a script for the legal choices of a play and for the
tasks that resolve it; it knows nothing of the vocabulary.
"""

from __future__ import annotations

from typing import Final, Protocol

from ..actions import code_player, player_code
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, item_with, place_of
from .abilities import script_of
from .ability_plays import ability_played
from .banish_events import banished
from .chain_refs import PLAYED_BY, board_targets, played_by
from .combat import next_focus
from .contexts import Opponents, PayCost, Priority
from .core import decide, decide_shared, emit, push, task
from .costs import aura_power, cost_paid, determine_energy, determined_energy, spell_energy, spell_increase
from .effect_play_facts import (
    effect_play_cost,
    is_effect_play,
    leaves_chain,
    pending_effect_play,
    recycle_spell,
    zone_played_from,
)
from .events import count, fire
from .keywords import (
    additional_spell_cost,
    base_cost,
    keyword_cost,
    optional_cost_tasks,
    played_for_flow,
    repeat_paid,
    take_to_play,
    trigger_cost,
)
from .next_card_discount import next_card_cost
from .optional_discounts import TOTALS, ask_discounts
from .reactions import ON, Triggered
from .spell_costs import (
    optional_exhaust_tasks,
    pay_optional_exhaust,
    spell_extra,
    spell_extra_paid,
    spell_extra_power,
    spell_extra_tasks,
)
from .spell_spending import note_spell_energy
from .targeting import fire_chosen
from .trash_banish import put_in_trash
from .trash_plays import played_from_trash
from .turns_extra import banished_as_finished
from .units import (
    ABILITY_KINDS,
    FACEDOWN_PLAY,
    OFF_BOARD_KINDS,
    TRIGGERED_KINDS,
    card_cost,
    chain_item,
    pay_cost,
    put_on_chain,
    remove_from_chain,
    triggers_waiting,
)

#: the choices of a play: one tuple of targets per target slot, and a move destination (or None)
Choices = tuple[tuple[tuple[int, ...], ...], int | None]


class SpellBehaviour(Protocol):
    """What the engine needs from a spell's script."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """Every distinct legal set of choices for playing card ``cid`` now (355); empty when the
        spell has no legal targets and so can't be played (355.8)."""
        ...

    def choices_legal(self, g: GameState, player: int, cid: int, targets: tuple[tuple[int, ...], ...],
                      dest: int | None) -> bool:
        """Whether these choices are (still) legal for a play by ``player`` (358.1)."""
        ...

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        """The tasks that execute the spell's instructions, in order (359.3.d)."""
        ...


def spell_script(g: GameState, cid: int) -> SpellBehaviour | None:
    """The script of spell card ``cid`` (its answer to "spell"), or None if it has none."""
    table = g.index.answers.get("spell")
    return None if table is None else table.get(g.cards[cid].id)


def ability_of_kind(g: GameState, kind: str, cid: int) -> Triggered:
    """The triggered ability of kind ``kind`` of card ``cid`` (its answer to ``ON[kind]``)."""
    return g.index.answers[ON[kind]][g.cards[cid].id]


def behaviour(g: GameState, item: ChainItem) -> SpellBehaviour:
    """The script of a chain item: a spell's, or a triggered ability of a unit's card (kinds
    "trigger" for a Play Effect, "conquer", "hold", "attack", "defend"; its ``cid`` is its source:
    the card stays where it is meanwhile)."""
    if item.kind == "activated":  # an activated ability: its script is the ability's (377.3)
        return script_of(g, item)
    if item.kind in ABILITY_KINDS:
        return ability_of_kind(g, item.kind, item.cid).script
    return g.index.answers["spell"][g.cards[item.cid].id]

#: the kinds of chain item that don't pass Focus when the chain they opened closes (346.1):
#: triggered and Add abilities, not other activated ones
NO_FOCUS_PASS: Final = (ABILITY_KINDS - {"activated"}) | {"add"}


def may_play_spell_now(g: GameState, cid: int, timing: str) -> bool:
    """Timing permission (358.4): in the turn player's Neutral Open Main Phase any spell (310.1.a);
    with Focus in a Showdown Open State only Action or Reaction (308.1.a, 313.1.a, 806.1.c.1); with
    Priority in a Closed State only Reaction (309.1.a, 813.1.c.1)."""
    c = g.cards[cid]
    if timing == "main":
        return True
    if timing == "focus":
        return c.action
    return c.reaction


def alive_count(g: GameState) -> int:
    n = 0
    for p in g.players:  # (a loop: no generator made at every Priority)
        if p.alive:
            n += 1
    return n


# --- playing a spell ------------------------------------------------------------------------------

@task("play_spell", "p", "c", "tg", "lo")
def _play_spell(g: GameState, player: int, cid: int, targets: tuple[tuple[int, ...], ...],
                dest: int | None) -> None:
    """Rules 354-355: the card leaves the hand for the chain, pending, its choices and targets
    made; the state closes (354.1) and a cleanup follows (319.1, 319.3). Paying its
    total cost (356-357) is the player's next decision."""
    take_to_play(g, player, cid)  # from hand, or from the trash for its Flow cost (829.1.b)
    put_on_chain(g, ChainItem(cid, player, "spell", False, targets, dest))
    emit(g, "354", "play_spell", player, cid, targets, dest)
    push(g, ("cleanup", ""), *optional_cost_tasks(g, player, cid), *optional_exhaust_tasks(g, player, cid),
         *spell_extra_tasks(g, player, cid), ("ask_spell_payment", player, cid))


@task("ask_spell_payment", "p", "c")
def _ask_spell_payment(g: GameState, player: int, cid: int) -> None:
    if ask_discounts(g, player, cid, spell_components(g, cid), "spell", False,
                     ("ask_spell_payment", player, cid)):
        return  # 356.4.c: first, how the discounts on its optional costs apply (optional_discounts.py)
    determine_energy(g, cid, spell_cost(g, cid)[0])  # 356: determined before it is paid (357)
    decide(g, player, "pay", PayCost(cid))


def spell_cost(g: GameState, cid: int) -> tuple[int, tuple[frozenset | None, ...]]:
    """A spell's total cost (356): its printed costs, less the discounts other cards give the
    player playing it (356.4, :func:`~riftbound.engine.costs.spell_energy`), plus the Deflect
    cost of the targets chosen for it on the chain (809.1.d, 356.2) and a Repeat cost its player
    chose to pay (820.1.c.1), and another optional additional cost it chose to pay (356.2.b.1)."""
    energy, reqs = card_cost(g, cid)
    counts = g.counts  # (the turn's counts: none, no Flow play, effect play or determined cost)
    if counts and played_for_flow(g, cid):
        flow = keyword_cost(g, cid, "Flow")
        assert flow is not None
        energy, reqs = flow  # 829.1.c.1: the Flow cost replaces the base cost
    if counts and is_effect_play(g, cid):  # 356.1.a-b, 419.3: the effect playing it sets it
        base, base_pips = effect_play_cost(g, cid, energy, list(reqs))
        energy, reqs = base, tuple(base_pips)
    item = None
    if g.chain:  # (a card in hand, off the chain: none of this)
        if any(it.cid == cid and it.hidden_at is not None for it in g.chain):
            energy, reqs = 0, ()  # 811.1.b: played from facedown, ignoring its base cost
        item = chain_item(g, cid)
        if item is not None and item.kind == "spell":
            more, extra = additional_spell_cost(g, item)
            energy += more
            reqs = (*reqs, *extra, *spell_extra_power(g, cid))  # 356.2.b.1: an optional one chosen
    if "cost:spell_increase" in g.index.answers:  # 356.3: increases, before the discounts (356.4)
        more, pips = spell_increase(g, cid)
        energy += more
        reqs = (*reqs, *pips)
    energy = spell_energy(g, cid, energy)
    if "cost:aura_power" in g.index.answers:  # 356.4: "[A] less" from a unit's passive
        reqs = aura_power(g, cid, reqs)
    if g.counts:  # 356.4.d: a discount on the total cost of its player's next card (Astral Heron)
        energy, reqs = next_card_cost(g, item.controller if item is not None else g.owner[cid], energy,
                                      reqs)
        return determined_energy(g, cid, energy), reqs  # 357: as determined, while it is paid
    return energy, reqs


def spell_components(g: GameState, cid: int) -> list[tuple[str, int, tuple]]:
    """Spell ``cid``'s optional additional costs of Energy and Power chosen for this play, as added
    to its total cost: its Repeat cost (820.1.c.1) and its own optional Power (356.2.b.1)."""
    out: list[tuple[str, int, tuple]] = []
    rc = keyword_cost(g, cid, "Repeat")
    if rc is not None and repeat_paid(g, cid):
        out.append(("repeat", *rc))
    extra = spell_extra(g, cid)
    if extra is not None and extra.power and spell_extra_paid(g, cid):
        out.append(("extra", 0, extra.power))
    return out


TOTALS["spell"] = lambda g, cid, accelerate: spell_cost(g, cid)


@task("pay_spell", "p", "c", "cs", "cs")
def _pay_spell(g: GameState, player: int, cid: int, exhaust: tuple[int, ...],
               recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rules 357-359: pay, check legality, finalize. The legality check (358) looks only at the
    choices and the timing, which paying does not change, so it is made before paying: a play that
    fails it is undone (358.5) with nothing spent."""
    item = chain_item(g, cid)
    assert item is not None
    script = g.index.answers["spell"][g.cards[cid].id]
    if not script.choices_legal(g, player, cid, item.targets, item.dest):
        cost_paid(g, cid)  # nothing paid: the determined cost is no longer kept
        remove_from_chain(g, cid)
        if item.hidden_at is not None:  # 358.5: back facedown where it was (811)
            g.battlefields[item.hidden_at].facedown = (cid, player, g.turn - 1)
        elif played_for_flow(g, cid) or played_from_trash(g, cid):  # 358.5: back to the trash (829)
            g.players[player].trash.append(cid)
        elif g.counts and is_effect_play(g, cid):  # 358.5: back where the effect played it from
            zone_played_from(g, cid).append(cid)
        else:
            g.players[player].hand.append(cid)
        emit(g, "358.5", "play_undone", player, cid)
        push(g, ("cleanup", ""), ("chain",))
        return
    energy, pips = spell_cost(g, cid)
    pay_cost(g, player, energy, pips, exhaust, recycle, keep)
    cost_paid(g, cid)
    note_spell_energy(g, player, cid, energy)  # "if you spent [N] or more to play a spell"
    # 319.4, then 337.4: queued before the additional costs are paid, so that the abilities paying
    # them triggers (a discard, a death) are placed above the spell before anyone gains Priority
    push(g, ("cleanup", ""), ("chain",))
    pay_optional_exhaust(g, player, cid)  # 357.2: a unit chosen to pay an additional cost
    k = g.chain.index(item)
    g.chain[k] = item_with(item, True, item.targets, item.done, item.refs)  # 359.1, 359.3.a
    emit(g, "359.3.a", "finalize", player, cid)
    # 419.4.b: it counts as played from now on, countered or not; "when you play a spell / a
    # card" abilities trigger only once it has resolved (419.4.a, see _finish_spell)
    count(g, "play_spell", player)
    count(g, "play_card", player)
    fire_chosen(g, player, board_targets(g, item), True)  # 383.4.b.2: Targeting Effects, pending after it


# --- priority and resolution (HOT FEPR, 334-340) ---------------------------------------------------

@task("chain")
def _chain(g: GameState) -> None:
    """HOT FEPR once the outstanding tasks are done (334.2, 336): step 1, the oldest pending
    triggered ability is finalized by its controller (337.1, 337.1.b), its choices made among what
    is legal now, after the cleanup that followed its placing (319.3, 320); a cleanup follows
    (319.4; 319.5 if it leaves the chain) and then this step again (337.3). With every item
    finalized, the controller of the newest item gains Priority (337.4, 340.4); with the chain
    empty there is nothing to do (340.2)."""
    item = pending_trigger(g)
    played = pending_effect_play(g) if g.counts else None
    if played is not None and (item is None or g.chain.index(played) < g.chain.index(item)):
        # 354.3, 337.1: a card an effect played, pending since that effect resolved, is the oldest
        # pending item: its player completes its play (engine/effect_plays.py)
        push(g, ("effect_play_steps", played.controller, played.cid), ("cleanup", ""), ("chain",))
    elif item is not None:
        push(g, ("cleanup", ""), ("chain",))
        _begin_finalizing(g, item)
    elif g.chain:
        push(g, ("priority", g.chain[-1].controller, 0))


#: the Priority contexts by passes so far, made once each (a context is a value; most chain items
#: have a Priority decision for each player)
_PRIORITIES: Final[list[Priority]] = []


@task("priority", "p", "n")
def _priority(g: GameState, player: int, passes: int) -> None:
    """Rules 338-339: the player with Priority plays a Reaction or passes; when every player has
    passed in sequence without adding to the chain, the newest item resolves (339.1)."""
    if not g.chain:
        return
    if passes >= alive_count(g):
        push(g, ("resolve_top",))
    elif not g.players[player].alive:  # 652.5.c.1: the next player receives Priority
        push(g, ("priority", next_focus(g, player), passes))
    else:
        while len(_PRIORITIES) <= passes:
            _PRIORITIES.append(Priority(len(_PRIORITIES)))
        decide_shared(g, player, "priority", _PRIORITIES[passes])


def pass_priority(g: GameState, player: int, passes: int) -> None:
    """Rule 338.1.b.1: Priority goes on to the following living player (Focus stays, 313.3)."""
    emit(g, "338.1.b.1", "pass_priority", player)
    g.tasks.append(("priority", next_focus(g, player), passes + 1))  # (push, for one task)


@task("resolve_top")
def _resolve_top(g: GameState) -> None:
    """Rule 340.1: the newest finalized item resolves, executing its instructions in order
    (359.3.d); no cleanup happens while it resolves (321)."""
    item = g.chain[-1]
    emit(g, "340.1", "resolve", item.controller, item.cid)
    tasks = behaviour(g, item).resolve_tasks(g, item)
    push(g, *tasks, ("finish_spell", item.cid))


@task("finish_spell", "c")
def _finish_spell(g: GameState, cid: int) -> None:
    """Rules 359.3.d, 340.2-340.4: the spell goes to its owner's trash and leaves the chain (a
    cleanup follows, 319.5). If the chain is now empty the state is open again (340.2): in a
    showdown Focus passes to the next player and the passes in sequence start over (346, 347.1.b),
    unless a triggered or Add ability opened the chain (346.1): what counts is the item that opened
    it, not the last to resolve (a spell's own triggers may resolve after it). Otherwise the
    controller of the newest item gains Priority (340.4)."""
    sd = g.showdown
    opened_by = sd.opened_by if sd is not None else None
    item = remove_from_chain(g, cid)
    recycle = bool(g.counts) and item.kind not in ABILITY_KINDS and leaves_chain(g, cid)
    if item.kind in ABILITY_KINDS:  # an ability: it just leaves the chain, its source stays where it is
        emit(g, "340.1", "ability_done", item.controller, cid)
        if item.kind == "activated":  # 377.2.a: "when you play an activated ability" triggers now
            ability_played(g, item)
    elif played_for_flow(g, cid):  # 829.1.b.1: banished instead of going to the trash
        g.players[g.owner[cid]].banishment.append(cid)
        emit(g, "829.1.b.1", "spell_banished", item.controller, cid)
        banished(g, item.controller, cid)  # 427: its controller's Flow banishes it
    elif g.counts and banished_as_finished(g, cid):  # 427.2: it banished itself as it resolved
        g.players[g.owner[cid]].banishment.append(cid)
        emit(g, "427.2", "spell_banished", item.controller, cid)
        banished(g, item.controller, cid)
    elif recycle:  # "then recycle it" instead of the trash (ruling 102, 829.1.b.1, 416)
        recycle_spell(g, cid)
        emit(g, "416.1.a", "spell_recycled", item.controller, cid)
    else:
        emit(g, "359.3.d", "spell_done", item.controller, cid)
        put_in_trash(g, cid)  # unless banished instead (engine/trash_banish.py)
    if item.kind not in ABILITY_KINDS:
        # 419.4.a: the act of playing it is completed by its resolution: "when you play a spell /
        # a card" abilities trigger now (a countered spell never gets here, 419.4.a.1)
        by = played_by(g, item)  # its first player, should another have gained control (ruling 103)
        if g.counts:
            g.counts.pop(PLAYED_BY + str(cid), None)
        fire(g, "play_spell", by, cid, counted=True)
        fire(g, "play_card", by, cid, counted=True)
    chain_goes_on(g, item.kind, opened_by)


def chain_goes_on(g: GameState, kind: str, opened_by: str | None) -> None:
    """Rules 340.2-340.4, 346, 383.3.b: what follows once an item of ``kind`` has finished
    resolving and left the chain (also one that left it part-way, 359.3.e.15); ``opened_by`` is
    what opened the chain in a showdown."""
    sd = g.showdown
    if triggers_waiting(g) and g.chain:  # 383.3.b: they go on the chain first; their own
        return  # cleanup and Priority follow (the tasks queued with them)
    if g.chain:
        push(g, ("cleanup", ""), ("chain",))
        return
    if triggers_waiting(g):  # 383.3.b: they go on the chain now; it has not closed
        if sd is not None:
            sd.opened_by = opened_by
        return
    if sd is not None and (opened_by or kind) not in NO_FOCUS_PASS:
        sd.focus = next_focus(g, sd.focus)
        sd.passes = 0
        emit(g, "346", "focus_passes", sd.focus)
    push(g, ("cleanup", ""))


# --- triggered abilities (383) ---------------------------------------------------------------------

def _finalize(g: GameState, player: int, item: ChainItem, targets: tuple[tuple[int, ...], ...],
              paid: bool) -> bool:
    """Rule 359.1: finalize a triggered ability with its targets, unless a Deflect cost of those
    targets (809.1.d) is still to be paid: then its controller pays it first (a "pay" decision)."""
    k = g.chain.index(item)
    energy, reqs = trigger_cost(g, item, targets)
    if not paid and (energy or reqs):
        g.chain[k] = item_with(item, item.finalized, targets, item.done, item.refs)
        decide(g, player, "pay", PayCost(item.cid))
        return False
    g.chain[k] = item_with(item, True, targets, item.done, item.refs)
    emit(g, "359.3.a", "finalize", player, item.cid)
    fire_chosen(g, player, targets, False,  # 383.4.b.2: Targeting Effects, pending after it
                item.kind == "equipped" or g.cards[item.cid].type == "Unit")
    return True


# --- putting triggered abilities on the chain (383.3-383.4) --------------------------------------------

@task("put_trigger", "p", "c", "ab")
def _put_trigger(g: GameState, player: int, cid: int, ability: str, subject: int | None = None) -> None:
    """Rules 383.3, 383.4, 401.1: the ``ability`` trigger of ``cid`` (a Play Effect, 383.4.a.2, as
    any other) goes on the chain as a pending item, noting where its source was as it triggered
    (for what the trigger condition names, such as the battlefield it moved to, 359.3.f.3; "here"
    itself is read on execution, 359.3.f.2), the event's subject if it acts on it, and the
    battlefield a unit was played from facedown at, to which its Play Effect's choices are bound
    (811.1.d.2). Nothing is chosen yet: its "you may", targets and base cost are its controller's
    as it is finalized, after the cleanup that follows (319.3, 320, 334.2, 337.1; see
    :func:`_chain`)."""
    u = g.units.get(cid)
    if ability in OFF_BOARD_KINDS or ability == "trigger":
        here = None  # its source has left the board (808.1.d), or a Play Effect names no place
    elif u is not None:
        here = u.loc
    else:
        # a battlefield's "here" is itself; a legend's or gear's ability has none; a unit or gear
        # that left the board after its ability triggered leaves none, and the ability goes on
        # without it (383.2.a.1, the Sona example); a replaced battlefield is its place (438.1.a)
        here = place_of(g, cid)
    bound = g.counts.pop(FACEDOWN_PLAY + str(cid), None) if ability == "trigger" else None
    refs = (subject,) if subject is not None else ()  # the event's subject ("it"), carried
    put_on_chain(g, ChainItem(cid, player, ability, False, (), here, (), refs, bound))
    emit(g, "383.3", "trigger", player, cid)


def pending_trigger(g: GameState) -> ChainItem | None:
    """The oldest pending triggered ability on the chain, the next to be finalized (337.1.b)."""
    for it in g.chain:
        if not it.finalized and it.kind in TRIGGERED_KINDS:
            return it
    return None


def _begin_finalizing(g: GameState, item: ChainItem) -> None:
    """Rules 337.1, 402-405: its controller makes the choices of the pending triggered ability
    ``item``: with no legal choice it leaves the chain, never finalized (402.4); a "you may" it
    begins with is decided, with its base cost or target (383.3.a-b, 402.1); else its targets are
    chosen (402.2, 355.5); then it is finalized (406.1-406.2)."""
    player, cid, ability = item.controller, item.cid, item.kind
    if not g.players[player].alive:  # 652.4: a player who left has no items on the chain
        g.chain.remove(item)
        return
    rec = ability_of_kind(g, ability, cid)
    options = rec.script.choices(g, player, cid)
    if not options:
        g.chain.remove(item)
        if not g.chain and g.showdown is not None:
            g.showdown.opened_by = None
        emit(g, "402.4", "trigger_no_target", player, cid)
        return
    may = rec.may
    if may is not None:  # 383.3.a-b: "you may" decided now; or "up to N" targets chosen (355.13)
        decide(g, player, "choose_card", (getattr(may, "purpose", "trigger_may"), cid, ability))
    elif options == [((), None)]:
        _finalize(g, player, item, (), False)
    elif all(len(t) == 1 and len(t[0]) == 1 and code_player(t[0][0]) is not None for t, _ in options):
        # 355.10: its one target is a player ("choose an opponent"): chosen by seat now
        seats = tuple(player_code(t[0][0]) for t, _ in options)  # the code is its own inverse
        decide(g, player, "choose_opponent", Opponents(PLAYER_TARGET, seats))
    else:
        decide(g, player, "choose_card", ("ability_target", cid, ability))


#: the reason of a "choose_opponent" decision that picks a pending triggered ability's player target
PLAYER_TARGET: Final = "player_target"
TEMPLATES[PLAYER_TARGET] = lambda g, p, d: f"P{p} chooses P{d[1]} as the target of {_name(g, d[0])}"


@task(PLAYER_TARGET, "p", "p")
def _player_target(g: GameState, player: int, chosen: int) -> None:
    """Rules 355.10, 337.1: the player target of the oldest pending triggered ability (the one
    being finalized, 337.1.b) is chosen; it is finalized with it (359.1), the choice logged."""
    item = pending_trigger(g)
    if item is None or item.controller != player:
        return
    emit(g, "355.10", "player_target", player, item.cid, chosen)
    _finalize(g, player, item, ((player_code(chosen),),), False)


@task("put_subject_trigger", "p", "c", "ab", "c")
def _put_subject_trigger(g: GameState, player: int, cid: int, ability: str, subject: int) -> None:
    """As "put_trigger", for an ability that acts on its event's subject (kept in ``refs``)."""
    _put_trigger(g, player, cid, ability, subject)


TEMPLATES["trigger_unpaid"] = lambda g, p, d: (f"P{p} declines to pay for the ability of "
                                               f"{_name(g, d[0])}: it leaves the chain")


@task("decline_ability_cost", "p", "c")
def _decline_ability_cost(g: GameState, player: int, cid: int) -> None:
    """Rules 404.2, 404.2.a: its controller declines to pay a triggered ability's cost: it stops
    being a pending item and leaves the chain, never finalized (this is not a counter); the other
    pending items placed with it are finalized next (337.3), then Priority (337.4)."""
    item = chain_item(g, cid)
    if item is None:
        return
    remove_from_chain(g, cid)
    emit(g, "404.2", "trigger_unpaid", player, cid)


def ability_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The units the single target of a pending triggered ability may be."""
    cid, ability = ctx[1], ctx[2]
    return sorted({t[0][0] for t, _ in ability_of_kind(g, ability, cid).script.choices(g, player, cid)})


@task("ability_target", "p", "c", "ab", "ci")
def _ability_target(g: GameState, player: int, cid: int, ability: str, card: int) -> None:
    """The target of a pending trigger is chosen (355.5); ``card`` -1: no choice (the player left,
    and their abilities have left the chain, 652.4)."""
    if card < 0:
        if chain_item(g, cid) is not None:
            remove_from_chain(g, cid)
        return
    _finalize_ability(g, player, cid, ((card,),))


def _finalize_ability(g: GameState, player: int, cid: int, targets: tuple[tuple[int, ...], ...],
                      paid: bool = False) -> None:
    """Rules 359.1, 406.1-406.2: the trigger is finalized; the cleanup of 319.4 and the next
    pending item follow (:func:`_chain`). A Deflect cost of its targets is paid first (809.1.d)."""
    item = chain_item(g, cid)
    assert item is not None and item.kind in ABILITY_KINDS
    _finalize(g, player, item, targets, paid)


@task("pay_ability", "p", "c", "cs", "cs")
def _pay_ability(g: GameState, player: int, cid: int, exhaust: tuple[int, ...],
                 recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rules 809.1.d, 357, 383.3.b: a triggered ability whose targets include enemy units with
    Deflect pays that cost as it is finalized (337.1, 404), then is finalized (359.1)."""
    item = chain_item(g, cid)
    assert item is not None and item.kind in ABILITY_KINDS
    pay_cost(g, player, *trigger_cost(g, item), exhaust, recycle, keep)
    base = base_cost(g, item)
    if base is not None:
        emit(g, "383.3.b", "trigger_cost", player, cid, cid)
        if base[2] is not None:  # the rest of its base cost (e.g. "and exhaust this")
            base[2](g, player, cid)
            # the item as the cost left it (a pick the cost returned is no target, 355.10.c.1)
            item = chain_item(g, cid) or item
    _finalize_ability(g, player, cid, item.targets, paid=True)
