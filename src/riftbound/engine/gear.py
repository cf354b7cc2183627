"""Gear on the board (rules 147-152): playing a gear card, readying and exhausting gear, killing it,
and gear as a source of triggered abilities; also the "attacks or defends alone" event (740.2.a)
that gear such as Mask of Foresight waits for.

A gear card is played like a unit (the Process of Play, 354-359: Main Phase timing in a Neutral
Open state, 310.1.a): it goes on the chain, its cost is the player's next "pay" decision (357),
then, finalized, it resolves at once (337.2) and enters its controller's base ready (149.1,
149.2, 359.2.d). A gear on the board is a :class:`~riftbound.state.Gear` in ``g.gear``; anywhere
else it is a plain card in a zone (148.1.b).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..actions import PlayGear
from ..state import ATTACKER, ChainItem, GameState, Gear, Unit, base_of
from . import events
from .core import emit, push, task
from .costs import cost_paid
from .naming import naming_tasks
from .payment import can_pay
from .primitives import to_trash
from .trash_plays import hand_and_trash, take_card
from .units import pay_cost, play_effect, put_on_chain, remove_from_chain, unit_cost

# --- playing a gear (354-359) -----------------------------------------------------------------


def gear_cost(g: GameState, cid: int) -> tuple[int, tuple[frozenset | None, ...]]:
    """A gear card's total cost (356): its Energy and one entry per Power pip."""
    return unit_cost(g, cid, False)


def gear_options(g: GameState, player: int, zone: list[tuple[int, int]] | None = None) -> list[PlayGear]:
    """Gear cards the player may play now from hand and can pay for (149.2: to their base; one
    option per distinct card). ``zone``: :func:`hand_and_trash` of this position, if known."""
    cards = g.cards
    out: list[PlayGear] = []
    seen: set[int] = set()
    # and the trash, by a permission (trash_plays.py)
    for cid, key in hand_and_trash(g, player) if zone is None else zone:
        c = cards[cid]
        if c.type == "Gear" and key not in seen:
            seen.add(key)
            energy, pips = gear_cost(g, cid)
            if can_pay(g, player, energy, pips, "gear"):
                out.append(PlayGear(cid))
    return out


def quick_draw_options(g: GameState, player: int) -> list[PlayGear]:
    """Rules 819.1.b-c: with Focus or Priority, a gear with Quick-Draw in hand (its card answers
    ``"quick_draw"`` in the game's index) may be played, as it has Reaction (813.1.c): one option
    per distinct card whose cost can be paid."""
    quick = g.index.of("quick_draw")
    if not quick:
        return []
    # the hand and, by a permission, the trash (engine/trash_plays.py)
    hand = [(cid, key) for cid, key in hand_and_trash(g, player) if g.cards[cid].id in quick]
    if not hand:
        return []
    out = []
    seen: set[int] = set()
    for cid, key in hand:
        if key not in seen:
            seen.add(key)
            energy, pips = gear_cost(g, cid)
            if can_pay(g, player, energy, pips, "gear"):
                out.append(PlayGear(cid))
    return out


@task("play_gear", "p", "c")
def _play_gear(g: GameState, player: int, cid: int) -> None:
    """Rules 354-355: the gear card leaves the hand for the chain, pending; the state closes
    (354.1) and a cleanup follows. Paying its cost (357) is the player's next decision, the same
    "pay" decision a unit has (its location is the base, 149.2; no Accelerate)."""
    take_card(g, player, cid)  # from the hand, or the trash by a permission (trash_plays.py)
    put_on_chain(g, ChainItem(cid, player, "gear"))
    emit(g, "354", "play", player, cid, base_of(player), False)
    # 355, 760: what it names as it is played, before its cost (engine/naming.py)
    push(g, ("cleanup", ""), *naming_tasks(g, player, cid),
         ("ask_payment", player, cid, base_of(player), False))


@task("pay_gear", "p", "c", "cs", "cs")
def _pay_gear(g: GameState, player: int, cid: int, exhaust: tuple[int, ...],
              recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rules 357-359: pay; finalized, the gear resolves at once (337.2); its Play Effect goes on
    the chain once it has entered the board (383.4.a.1-2)."""
    # 819.1.b: a gear with Quick-Draw played as a Reaction (joining a chain, or in a showdown)
    # goes on as a unit played with Ambush does (822.1.b, units._pay_unit)
    reaction = len(g.chain) > 1 or g.showdown is not None
    done = [("facedown_unit_done", len(g.chain) == 1)] if reaction else []
    pay_cost(g, player, *gear_cost(g, cid), exhaust, recycle, keep)
    cost_paid(g, cid)
    push(g, ("finish_gear", player, cid), ("cleanup", ""), *done)


@task("finish_gear", "p", "c")
def _finish_gear(g: GameState, player: int, cid: int) -> None:
    """Rules 337.2, 359.2.d, 149.1: the gear enters the board ready (exhausted if its card says so,
    a replacement of how it enters, 369.3), at its controller's base; its Play Effect and "when you
    play a card" abilities trigger together (383.4.a.2, 419.4.a, 383.3.d)."""
    hidden_at = next((it.hidden_at for it in g.chain if it.cid == cid), None)
    remove_from_chain(g, cid)
    exhausted = bool(g.index.get("enters_exhausted", g.cards[cid].id))
    # 811.1.d.1.a: a gear played from facedown enters at the battlefield it was hidden at
    loc = base_of(player) if hidden_at is None else hidden_at
    g.gear[cid] = Gear(cid, player, loc, exhausted=exhausted)
    emit(g, "359.2.d", "enter_gear", player, cid)
    events.count(g, "play_card", player)  # 419.4.b: counted first (a Legion Play Effect reads it)
    events.count(g, "play_gear", player)  # "the first gear played each turn" reads it
    if "Equipment" in g.cards[cid].tags:
        events.count(g, "play_equipment", player)  # "if you've played an Equipment this turn" reads it
    # 811.1.d.2: a Play Effect of a gear played from facedown chooses its targets at that battlefield
    events.fire(g, "play_card", player, cid, counted=True, also=play_effect(g, player, cid, hidden_at))


# --- gear on the board --------------------------------------------------------------------------

def kill_gear(g: GameState, gear: Gear) -> None:
    """Rules 148.1.a.4, 428: the gear goes from the board to its owner's trash (a token gear
    ceases to exist, 186.1); its own "when this is killed" abilities trigger though it has left
    the board (383.2.c.1)."""
    cid = gear.cid
    del g.gear[cid]
    to_trash(g, cid, gear.controller, "kill_gear")
    events.fire(g, "die", gear.controller, cid, gear.loc, gone=(gear.controller, cid))


@task("kill_gear", "c")
def _kill_gear(g: GameState, cid: int) -> None:
    """Kill gear ``cid`` if it is still on the board (a judge's "what if", or an effect's task);
    a cleanup follows (319)."""
    x = g.gear.get(cid)
    if x is not None:
        kill_gear(g, x)
        push(g, ("cleanup", ""))


def exhaust_gear(g: GameState, gear: Gear, player: int) -> None:
    """Rule 414: exhaust a gear (exhausting an exhausted one does nothing more, 414.1.c)."""
    gear.exhausted = True
    emit(g, "414", "exhaust_gear", player, gear.cid)


def _gear_sources(g: GameState) -> Iterator[tuple[int, int]]:
    """Gear on the board are sources of triggered abilities (383.2); an attached gear's rules text
    is Inactive and doesn't trigger (718.2, 721.2)."""
    for x in g.gear.values():
        if x.attached_to is None:
            yield x.controller, x.cid


events.SOURCES.append(_gear_sources)


# --- "attacks or defends alone" (740.2.a, 383.4.e-f) ---------------------------------------------

def is_alone(g: GameState, u: Unit) -> bool:
    """Rule 740.2.a: no other friendly unit (its controller's or a teammate's) where it is."""
    team = g.team_of
    mine = team[u.controller]
    return not any(o.cid != u.cid and o.loc == u.loc and team[o.controller] == mine
                   for o in g.units.values())


def alone_batches(g: GameState, units: list[Unit]) -> list[tuple]:
    """The "when a friendly unit attacks (or defends) alone" abilities that ``units`` trigger as
    they gain their designation (383.4.e.2.b, 383.4.f.2.b: the "alone" requirement is checked
    then): batches for :func:`~riftbound.engine.units.push_triggers`, each with its subject."""
    out: list[tuple] = []
    if len(units) != 1:
        return out  # two units of one side at a battlefield are not alone
    u = units[0]
    if is_alone(g, u):
        hits = events.triggered(g, "alone", u.controller, u.cid, u.loc)
        if hits:
            emit(g, "740.2.a", "alone", u.controller, u.cid, "attack" if u.role == ATTACKER else "defend")
        out += [(p, "alone", cids, u.cid) for p, cids in hits]
    return out
