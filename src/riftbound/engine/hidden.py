"""Hidden (811) and the Facedown Zones of battlefields (107.3).

A card with Hidden in its owner's hand or Champion Zone may be hidden facedown at a battlefield its
controller controls that has no facedown card yet, for a cost of one Power of any domain: the Hide
discretionary action (421, 811.1.b-c). It stays there while its controller keeps that battlefield
(107.3.c-d): a cleanup puts it in its owner's trash once they have lost control (323.7). From the
next turn on it has Reaction (811.6) and may be played ignoring its base cost (811.1.b); the play
opens a chain as usual (811.1.c.3). Choices made as it is played are bound to that battlefield
(811.1.d): a unit is played there (811.1.d.1), a spell's targets are chosen there (811.1.d.2,
:func:`riftbound.effects.spells.SpellScript`).

Facedown cards are private (107.3.f, 128.4): observations show an opponent only that a battlefield
has one (:func:`facedown_view`).
"""

from __future__ import annotations

from typing import Any, Final

from ..actions import Hide, PlayGear, PlaySpell, PlayUnit
from ..state import ChainItem, GameState, Unit
from .chain import spell_script
from .combat import next_focus
from .core import emit, push, task
from .costs import aura_power, spell_energy, spell_increase
from .keywords import payable_choices
from .payment import can_pay
from .play_origin import note_played_from
from .pool_keeping import every_payment
from .trash_banish import put_in_trash
from .turn_effects import UNITS_COST_MORE, has_turn_effect
from .units import pay_cost, put_on_chain

#: the cost of hiding, [A]: no Energy and one Power of any domain (811.1.b)
HIDE_COST: Final[tuple[int, tuple[frozenset | None, ...]]] = (0, (None,))


def facedown_at(g: GameState, cid: int) -> int | None:
    """The battlefield where card ``cid`` is facedown, or None."""
    for i, b in enumerate(g.battlefields):
        f = b.facedown
        if f is not None and f[0] == cid:
            return i
    return None


def played_from_facedown(g: GameState, cid: int) -> int | None:
    """The battlefield card ``cid`` on the chain was played from facedown at (811.1.d), or None."""
    for it in g.chain:
        if it.cid == cid:
            return it.hidden_at
    return None


def bound_ok(spec: Any, u: Unit, bound: int | None) -> bool:
    """Rule 811.1.d.2: a card played from facedown at battlefield ``bound`` chooses its targets
    there, each target on its own (811.1.d.2.a), unless the target's own restriction can never be
    met there (a unit in a base). ``spec``: a target specification, whose ``units.where`` says
    where its units must be (:class:`riftbound.effects.vocabulary.Target`): in a base, or at another
    location than the card's own ("an enemy unit at a different location"), a restriction that
    makes choosing there impossible (811.1.d.2)."""
    return bound is None or u.loc == bound or spec.units.where in ("base", "elsewhere")


def facedown_bound(g: GameState, cid: int) -> int | None:
    """The battlefield a card's choices are bound to (811.1.d): where it is facedown, while its
    plays are listed, or where it was played from, once on the chain; None for any other card."""
    at = played_from_facedown(g, cid)
    return at if at is not None else facedown_at(g, cid)


# --- hiding (421, 811.1.b) ----------------------------------------------------------------------

def hide_options(g: GameState, player: int) -> list[Hide]:
    """Hide actions open to the Turn Player in an Open State of their turn: their Main Phase, or
    with Focus in a showdown (811.1.b, 313.1; docs/rulings.md): each distinct card with Hidden in
    hand or the Champion Zone (811.1.a-b), each battlefield they control with no facedown card
    (107.3.b-c), each distinct way to pay [A] (357). Units, spells and gear (811.1.a)."""
    targets = [i for i, b in enumerate(g.battlefields) if b.controller == player and b.facedown is None]
    if not targets:
        return []
    p = g.players[player]
    cards = g.cards
    seen: set[int] = set()
    hidden: list[int] = []
    zone = sorted(p.hand) + ([p.champion] if p.champion is not None else [])
    for cid in zone:
        c = cards[cid]
        if c.index not in seen and c.type in ("Unit", "Spell", "Gear") and c.has_keyword("Hidden"):
            seen.add(c.index)
            hidden.append(cid)
    if not hidden:
        return []
    # 166: Power in the pool, or a rune instead (no ``*``: compiled, that is a generic call)
    pays = every_payment(g, player, HIDE_COST[0], HIDE_COST[1])
    # Hide names no restricted resource: hiding plays nothing (payment.PURPOSES ""), and the
    # restricted Power of the cards in the pool pays only plays (payment.RESTRICTIONS)
    return [Hide(cid, bf, recycle, kp) for cid in hidden for bf in targets
            for _, recycle, _, kp, spend in pays if not spend]


@task("hide", "p", "c", "bf", "cs")
def _hide(g: GameState, player: int, cid: int, bf: int, recycle: tuple[int, ...],
          keep: tuple[str, ...] = ()) -> None:
    """Rules 421.1, 811.1.b-c: pay [A] and put the card facedown at the battlefield; no chain opens
    (811.1.c.2). The turn it was hidden on is kept: it may be played from the next turn on."""
    p = g.players[player]
    if p.champion == cid:
        p.champion = None
    else:
        p.hand.remove(cid)
    pay_cost(g, player, *HIDE_COST, (), recycle, (0, keep) if keep else ())
    g.battlefields[bf].facedown = (cid, player, g.turn)
    emit(g, "421.1", "hide", player, cid, bf)


def discard_lost_facedown(g: GameState) -> bool:
    """Rules 107.3.c-d, 323.7, 466.5.c: a facedown card whose controller no longer controls its
    battlefield goes to its owner's trash, revealed as it leaves (421.4). Returns whether any did."""
    changed = False
    for i, b in enumerate(g.battlefields):
        f = b.facedown
        if f is not None and f[1] != b.controller:
            b.facedown = None
            emit(g, "323.7", "facedown_lost", f[1], f[0], i)
            put_in_trash(g, f[0])  # unless banished instead (engine/trash_banish.py)
            changed = True
    return changed


def banish_facedown(g: GameState, player: int) -> None:
    """Rule 652.1: a removed player's facedown cards, and the facedown cards they own, are
    banished."""
    for i, b in enumerate(g.battlefields):
        f = b.facedown
        if f is not None and (f[1] == player or g.owner[f[0]] == player):
            b.facedown = None
            g.players[g.owner[f[0]]].banishment.append(f[0])
            emit(g, "652.1", "facedown_banished", f[1], f[0], i)


# --- playing from facedown (811.1.b, 811.1.d, 811.6) -----------------------------------------------

def facedown_play_options(g: GameState, player: int) -> list[PlaySpell | PlayUnit | PlayGear]:
    """Plays of the player's facedown cards hidden on an earlier turn (811.1.b). They have Reaction
    (811.6), so they are offered at every decision where a Reaction may be played (main, focus,
    priority); their base cost is ignored (811.1.b), so only an Accelerate cost is left to pay. A
    unit or gear goes to the battlefield it was hidden at (811.1.d.1, 811.1.d.1.a); a spell
    chooses its targets there (811.1.d.2) and can't be played without them (811.1.d)."""
    out: list[PlaySpell | PlayUnit | PlayGear] = []
    for i, b in enumerate(g.battlefields):
        f = b.facedown
        if f is None or f[1] != player or f[2] >= g.turn:
            continue
        cid = f[0]
        c = g.cards[cid]
        if c.type == "Spell":
            script = spell_script(g, cid)
            if script is not None:
                more, pips = spell_increase(g, cid)  # 356.3: an increase is still paid (Helm)
                energy = spell_energy(g, cid, more) if more else 0
                pips = aura_power(g, cid, pips)  # 356.4: and discounted
                if (energy or pips) and not can_pay(g, player, energy, pips, "spell"):
                    continue  # 419.2.a: payable_choices below checks only the Deflect part (809.1.d)
                choices = script.choices(g, player, cid)
                out += [PlaySpell(cid, t, dest)  # 809.1.d: the Deflect cost is still paid
                        for t, dest in payable_choices(g, player, energy, pips, choices, cid)]
        elif c.type == "Gear" and b.controller == player:
            out.append(PlayGear(cid))  # nothing to pay (811.1.b)
        elif c.type == "Unit" and b.controller == player:
            # 356.1.b.3: a cost increase this turn (turn_effects.UNITS_COST_MORE) still applies
            more = 1 if g.counts and has_turn_effect(g, UNITS_COST_MORE, player) else 0
            if not more or can_pay(g, player, more, (), "unit"):
                out.append(PlayUnit(cid, i, False))
            if c.accelerate:
                if can_pay(g, player, 1 + more, (frozenset(c.domains) or None,), "unit"):
                    out.append(PlayUnit(cid, i, True))
    return out


def take_facedown(g: GameState, cid: int) -> int:
    """Take card ``cid`` out of its Facedown Zone as it is played, revealed (421.4); returns the
    battlefield it was at."""
    bf = facedown_at(g, cid)
    assert bf is not None
    f = g.battlefields[bf].facedown
    assert f is not None
    g.battlefields[bf].facedown = None
    emit(g, "421.4", "reveal_facedown", f[1], cid, bf)
    return bf


@task("play_facedown_spell", "p", "c", "tg", "lo")
def _play_facedown_spell(g: GameState, player: int, cid: int, targets: tuple[tuple[int, ...], ...],
                         dest: int | None) -> None:
    """Rules 811.1.c.3, 354-355: the spell goes from its Facedown Zone to the chain, pending, with
    its choices; paying its cost (none but additional costs, 811.1.b) is the next decision."""
    bf = take_facedown(g, cid)
    note_played_from(g, cid, "facedown")
    put_on_chain(g, ChainItem(cid, player, "spell", False, targets, dest, hidden_at=bf))
    emit(g, "354", "play_spell", player, cid, targets, dest)
    push(g, ("cleanup", ""), ("ask_spell_payment", player, cid))


@task("play_facedown_unit", "p", "c", "b")
def _play_facedown_unit(g: GameState, player: int, cid: int, accelerate: bool) -> None:
    """Rules 811.1.c.3, 811.1.d.1, 354: the unit goes from its Facedown Zone to the chain, to be
    played at that battlefield; the payment is the next decision."""
    bf = take_facedown(g, cid)
    note_played_from(g, cid, "facedown")
    put_on_chain(g, ChainItem(cid, player, "unit", hidden_at=bf))
    emit(g, "354", "play", player, cid, bf, accelerate)
    push(g, ("cleanup", ""), ("ask_payment", player, cid, bf, accelerate))


@task("play_facedown_gear", "p", "c")
def _play_facedown_gear(g: GameState, player: int, cid: int) -> None:
    """Rules 811.1.c.3, 811.1.d.1.a, 354: the gear goes from its Facedown Zone to the chain, to be
    played at that battlefield (not its base, against 149.2); the payment (none, 811.1.b) is the
    next decision, as for a gear played from hand. Once there, unattached, the next cleanup recalls
    it (149.3, 323.7)."""
    bf = take_facedown(g, cid)
    note_played_from(g, cid, "facedown")
    put_on_chain(g, ChainItem(cid, player, "gear", hidden_at=bf))
    emit(g, "354", "play", player, cid, bf, False)
    push(g, ("cleanup", ""), ("ask_payment", player, cid, bf, False))


@task("facedown_unit_done", "b")
def _facedown_unit_done(g: GameState, opened: bool) -> None:
    """After a unit played at Reaction speed from facedown has resolved (337.2): with items left on
    the chain, the controller of the newest gains Priority (340.4); if its play opened the chain
    in a showdown, the chain has closed and Focus passes (340.2.a, 346)."""
    if g.chain:
        push(g, ("chain",))
        return
    sd = g.showdown
    if opened and sd is not None:
        sd.focus = next_focus(g, sd.focus)
        sd.passes = 0
        emit(g, "340.2.a", "focus_passes", sd.focus)


# --- what a player may see (107.3.f, 128.4) -------------------------------------------------------------

#: the per-turn count key, before "<viewer>:<controller>", of "you can look at their facedown cards
#: this turn" (128.4, 129.4: an effect lets a player see another's private facedown cards)
SEES_FACEDOWN: Final = "sees_facedown:"


def facedown_view(g: GameState, bf: int, viewer: int) -> tuple | None:
    """A battlefield's facedown card as ``viewer`` may see it: its controller sees the card and the
    turn it was hidden on, and so does a player an effect lets look at that controller's facedown
    cards this turn (:data:`SEES_FACEDOWN`); anyone else only that a card is there and whose (107.3.f)."""
    f = g.battlefields[bf].facedown
    if f is None:
        return None
    if f[1] == viewer or g.counts.get(f"{SEES_FACEDOWN}{viewer}:{f[1]}"):
        return (g.cards[f[0]].id, f[1], f[2])
    return ("facedown", f[1])
