"""Describing the game in the notation's messages: card names as written, the outcome, and
:func:`describe_decision`, what the pending decision asks (for errors, the resolver, the web view)."""

from __future__ import annotations

import functools

from ..engine.choices import OFF_CHAIN
from ..engine.contexts import (
    FightAt,
    Invited,
    NamePick,
    Opponents,
    PayCost,
    PayEffect,
    PayPermanent,
    Replacements,
    Triggered,
    TriggeredOnSubject,
)
from ..engine.decisions import CARD_CHOICE_TEXT
from ..engine.keywords import ability_being_paid
from ..game import Game
from ..state import GameState
from .notation_parse import _fold

# --- describing the game for messages -------------------------------------------------------------------

@functools.lru_cache(maxsize=4096)
def _fold_name(name: str) -> str:
    return _fold(name)


def _folded(g: GameState) -> tuple[str, ...]:
    """The folded card name of every card instance (kept in the game's memo, shared by clones)."""
    got = g.memo.get("notation:names")
    if got is None or got[0] is not g.cards:  # a token made since adds a card (and a new tuple)
        got = g.memo["notation:names"] = (g.cards, tuple(_fold_name(c.name) for c in g.cards))
    return got[1]


def _by_name(g: GameState) -> dict[str, tuple[int, ...]]:
    """Card instances by folded name (kept in the game's memo)."""
    got = g.memo.get("notation:by_name")
    if got is None or got[0] is not g.cards:
        found: dict[str, list[int]] = {}
        for cid, name in enumerate(_folded(g)):
            found.setdefault(name, []).append(cid)
        got = g.memo["notation:by_name"] = (g.cards, {k: tuple(v) for k, v in found.items()})
    return got[1]


def _name(g: GameState, cid: int) -> str:
    return g.cards[cid].name if 0 <= cid < len(g.cards) else f"#{cid}"


def _outcome_text(g: GameState) -> str:
    out = g.outcome
    who = " and ".join(f"P{p}" for p in out.winners)
    return f"{who} won by {out.termination.value} (rule {out.rule})"


def describe_decision(game: Game) -> str:
    """What the game is waiting for, in plain words (for error messages and the resolver)."""
    g = game.state
    d = g.pending
    if g.outcome is not None:
        return f"the game is over: {_outcome_text(g)}"
    if d is None:
        return "no decision is pending"
    p = f"P{d.player}"
    sd = g.showdown
    ctx = d.context
    if d.kind == "main":
        return (f"{p} has priority in their Main Phase with nothing on the chain: they may play a "
                "unit or a spell, hide a card, move units or end the turn")
    if isinstance(ctx, PayEffect) and ctx.task == "move_tax_pay":  # engine/move_tax.py
        return (f"{p} is moving several units at once to battlefield {ctx.step}: they pay the Power an "
                "opponent's unit there asks for each unit beyond the first, or pass not to move (144.3.c)")
    if isinstance(ctx, PayEffect) and ctx.task in OFF_CHAIN:  # a death's optional replacement
        return (f"{_name(g, ctx.step)} would die: {p} may pay what the replacement of "
                f"{_name(g, ctx.cid)} costs to apply it, or pass to decline it (371.2.a)")
    if isinstance(ctx, PayEffect):
        return (f"the ability of {_name(g, ctx.cid)} is resolving: {p} may pay the cost in its "
                "instructions to get its effect, or pass to decline it (204.3.b)")
    if isinstance(ctx, PayCost) and ability_being_paid(g, ctx.cid) is not None:
        return (f"the ability of {_name(g, ctx.cid)} is going on the chain: {p} pays its cost, "
                "or passes to decline it (404.2)")
    if isinstance(ctx, PayCost | PayPermanent):
        return (f"the turn is in a Closed State: {_name(g, ctx.cid)} is on the chain and {p} "
                "must pay its cost")
    if d.kind == "focus" and sd is not None:
        what = "combat" if sd.combat else "showdown"
        return (f"a {what} is under way at battlefield {sd.bf}: {p} has Focus and may play an Action "
                "or Reaction spell, or pass")
    if d.kind == "priority":
        chain = ", ".join(f"{_name(g, it.cid)} (P{it.controller})" for it in g.chain)
        return (f"the turn is in a Closed State with {chain} on the chain: {p} has Priority and may "
                "play a Reaction spell or pass")
    if d.kind == "choose_card":  # the context is the task the card completes: (task, source, ...)
        task, spell = ctx[0], (_name(g, ctx[1]) if len(ctx) > 1 else "")  # no source: a board choice
        if task == "discard_pick":
            return f"{spell} is resolving: {p} chooses a card of their hand to discard"
        if task == "trash_pick":
            return f"{spell} is resolving: {p} chooses a unit card of their trash to return to hand"
        if task == "ability_target":
            return f"the {ctx[2]} ability of {spell} is going on the chain: {p} chooses its target"
        if task in CARD_CHOICE_TEXT:
            return CARD_CHOICE_TEXT[task].format(p=p, card=spell)
        return f"{spell} is resolving: {p} chooses one of their units to kill"
    if d.kind == "assign" and sd is not None:
        return f"combat damage at battlefield {sd.bf} is being assigned: {p} assigns theirs"
    if d.kind == "mulligan":
        return f"the game is in setup: {p} decides their mulligan"
    if isinstance(ctx, FightAt):
        what = "showdown" if ctx.task == "begin_showdown" else "combat"
        opts = " or ".join(str(i) for i in ctx.battlefields)
        return f"{p} chooses the battlefield ({opts}) where the next {what} begins"
    if d.kind == "choose_battlefield":  # PlaceBattlefield
        return f"the game is in setup: {p} selects one of their battlefields (486.5)"
    if isinstance(ctx, Triggered | TriggeredOnSubject):
        ab, sources = ctx.ability, ctx.sources
        srcs = ", ".join(_name(g, c) + (f" ({k})" if isinstance(ab, tuple) else "")
                         for c, k in zip(sources, ab if isinstance(ab, tuple)
                                         else (ab,) * len(sources), strict=True))
        what = "" if isinstance(ab, tuple) else f" {ab}"
        if len(sources) == 1:  # only when the game is stepping (Game.stepping)
            return (f"the{what} ability of {srcs} waits to go on the chain: {p} puts it there "
                    "(the game stops at every step)")
        return (f"the{what} abilities of {srcs} trigger together: {p} chooses the order "
                "they go on the chain (the last placed resolves first)")
    if isinstance(ctx, Invited):
        return (f"{p} was invited by P{ctx.inviter} to play a spell or activate an ability "
                "with their Priority (489.8.a), or to pass")
    if isinstance(ctx, Opponents):
        opts = ", ".join(f"P{q}" for q in ctx.seats)
        if ctx.reason in ("player_target", "effect_spell_player"):  # 355.10
            return f"{p} chooses the player target ({opts}) of a spell or ability being put on the chain"
        if ctx.reason != "burn_out":  # an effect's "choose an opponent / a player" (its task's name)
            return f"{p} chooses a player ({opts}) for an effect ({ctx.reason})"
        return f"{p} burned out and chooses which opponent gains the point ({opts})"
    if isinstance(ctx, NamePick):
        return f"{p} names a {ctx.what} for {_name(g, ctx.cid)} (759; any {ctx.what} there is)"
    if isinstance(ctx, Replacements):
        opts = ", ".join(f"#{k[1:]} ({_name(g, int(k[1:]))})" if k.startswith("#") else k
                         for k in ctx.keys)
        return (f"replacement effects apply to a {ctx.event} event: {p} chooses which applies "
                f"first ({opts})")
    return f"waiting for {p}'s {d.kind} decision"
