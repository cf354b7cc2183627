"""Replacement effects (rules 367-375): "instead", "would", "as".

An event that may be replaced goes through :func:`would` before it happens (370.1.c). Every
replacement that applies to it is found: those of the game rules (Burn Out replaces moving cards
from a Main Deck that is short of them, 431.5) and those of the passive abilities of objects whose
abilities are active (368.1), each the card's answer to the game index's question
"replace:<event>". With exactly one mandatory replacement it is applied; when several apply, the
affected player chooses which applies first (372, 372.1); when a replacement is optional ("may",
371.2) its controller may decline it (371.2.a): a replacement of another player's is put to that
player first, and the affected player then orders those that apply. Each replacement applies
once to an event and to the events that replace it (370.2): the keys of those applied travel with
the replacing tasks. "Once each turn" replacements (371.1) are counted in ``GameState.counts``.
What was asked about one event is noted in its ``applied`` keys, for that event only: ``asking:P:KEY``
(KEY is put to its controller; P is the affected player), ``accepted:KEY`` and ``declined:KEY``.

Events, and the arguments they carry:

``deck_short`` (player, (action, n)): the player must move ``n`` more cards from an empty Main Deck
    ("draw" or "mill"); unreplaced, nothing more happens. Burn Out replaces it (431.1-431.2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple

from ..state import GameState
from .contexts import Replacements
from .core import decide, emit, push
from .events import sources


class Replacement(NamedTuple):
    """A replacement effect: its ``name`` (shown to players), the rule that makes it, whether it is
    optional (371.2) or limited to once each turn (371.1), when it applies to an event (its affected
    player and arguments) and the tasks that happen instead (given the keys applied so far, to pass
    on to replacing events that may be replaced in turn, 370.2)."""

    name: str
    rule: str
    applies: Callable[[GameState, int, tuple], bool]
    instead: Callable[[GameState, int, tuple, tuple[str, ...]], list[tuple]]
    may: bool = False
    once_each_turn: bool = False


#: event -> the replacements of the game rules, always active (keyed by their name)
RULES: Final[dict[str, list[Replacement]]] = {}
#: the answer that declines every optional replacement (371.2.b)
NONE: Final = "none"


def applicable(g: GameState, event: str, player: int, args: tuple,
               applied: tuple[str, ...] = ()) -> dict[str, tuple[int | None, Replacement]]:
    """The replacements that apply to the event now, by key ("#cid" for a card's, the name for a
    rule's), with the controller of each (374; None for a rule's: the affected player's)."""
    out: dict[str, tuple[int | None, Replacement]] = {}
    applied = (*applied, *(a.split(":", 1)[1] for a in applied if a.startswith("declined:")))
    for r in RULES.get(event, ()):
        if r.name not in applied and r.applies(g, player, args):
            out[r.name] = (None, r)
    table = g.index.answers.get("replace:" + event)  # cards' passives (368.1), active as sources
    if table:
        for ctrl, cid in sources(g):
            found = table.get(g.cards[cid].id)
            key = f"#{cid}"
            if found is None or key in applied or key in out:
                continue
            r = found
            if r.once_each_turn and g.counts.get(f"replace:{key}", 0):
                continue
            if r.applies(g, player, args):
                out[key] = (ctrl, r)
    return out


def would(g: GameState, event: str, player: int, args: tuple, default: tuple[tuple, ...] = (),
          applied: tuple[str, ...] = ()) -> None:
    """``event`` is about to happen to ``player``: apply the replacements that apply to it (370.1.c),
    or queue ``default``, the tasks of the event itself, when none does."""
    opts = applicable(g, event, player, args, applied)
    if not opts:
        push(g, *default)
        return
    n = len(g.players)
    for key, (ctrl, r) in sorted(opts.items(), key=lambda o: ((o[1][0] or 0) - g.turn_player) % n):
        if r.may and ctrl is not None and ctrl != player and f"accepted:{key}" not in applied:
            # 371.2.a: whether to apply it is its controller's choice, asked before the order
            decide(g, ctrl, "replacement",
                   Replacements(event, args, default, (*applied, f"asking:{player}:{key}"), (key,)))
            return
    if len(opts) == 1:
        ((key, (_ctrl, r)),) = opts.items()
        if not r.may or f"accepted:{key}" in applied:
            apply(g, event, player, args, default, applied, key)
            return
    decide(g, player, "replacement", Replacements(event, args, default, applied, tuple(sorted(opts))))


def _asking(applied: tuple[str, ...]) -> tuple[int, str] | None:
    """The affected player and the key of a replacement put to its controller (371.2.a), if any."""
    for a in applied:
        if a.startswith("asking:"):
            _, p, key = a.split(":", 2)
            return int(p), key
    return None


def options(g: GameState, player: int, ctx: Replacements) -> list[str]:
    """The answers to a "replacement" decision: the key of each replacement that applies (the one
    to apply first, 372), and :data:`NONE` when every one of them is optional and not already
    accepted by its controller (371.2); put to another player, its key or :data:`NONE` (371.2.a)."""
    asking = _asking(ctx.applied)
    affected = player if asking is None else asking[0]
    opts = applicable(g, ctx.event, affected, ctx.args, ctx.applied)
    out = [k for k in ctx.keys if k in opts]
    if asking is not None or all(r.may and f"accepted:{k}" not in ctx.applied
                                 for k, (_c, r) in opts.items()):
        out.append(NONE)
    return out


def apply(g: GameState, event: str, player: int, args: tuple, default: tuple[tuple, ...],
          applied: tuple[str, ...], key: str) -> None:
    """Apply the replacement ``key`` (or, with :data:`NONE`, none of them: the event happens).
    Answered by the controller of a replacement put to them (371.2.a), the answer is noted and the
    affected player goes on with the event (371.2.b: declined, it has not been applied)."""
    asking = _asking(applied)
    if asking is not None:
        affected, asked = asking
        rest = tuple(a for a in applied if not a.startswith("asking:"))
        if key == NONE:
            emit(g, "371.2.b", "replacement_declined", player, event)
        would(g, event, affected, args, default,
              (*rest, f"{'declined' if key == NONE else 'accepted'}:{asked}"))
        return
    if key == NONE:
        emit(g, "371.2.b", "replacement_declined", player, event)
        push(g, *default)
        return
    opts = applicable(g, event, player, args, applied)
    _ctrl, r = opts[key]
    if r.once_each_turn:
        g.counts[f"replace:{key}"] = g.counts.get(f"replace:{key}", 0) + 1
    emit(g, r.rule, "replaced", player, event, key)
    keys = tuple(a for a in applied if ":" not in a)  # what was asked held for this event only
    push(g, *r.instead(g, player, args, (*keys, key)))


# --- the game rules' replacements ------------------------------------------------------------------

def _burn_out_instead(g: GameState, player: int, args: tuple, applied: tuple[str, ...]) -> list[tuple]:
    """Rule 431.2: burn out (recycle the trash, an opponent gains 1), then carry on with the rest
    of the action (431.2.d), which may burn out again (431.3)."""
    action, n = args
    return [("burn_out", player), (action, player, n)]


RULES["deck_short"] = [Replacement("burn out", "431.5", lambda g, p, a: True, _burn_out_instead)]
