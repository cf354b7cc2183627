""":func:`parse_action`: text to the one legal action it names, or a :class:`NotationError`
that says why not (a card that is not there, an action not legal now and why, the actions it
could mean)."""

from __future__ import annotations

import difflib

from ..actions import BASE, Action, Activate, Concede, Hide, OrderTriggers, PlaySpell, code_facedown
from ..engine.chain import may_play_spell_now, spell_cost, spell_script
from ..engine.chain_refs import chain_names
from ..engine.contexts import Triggered, TriggeredOnSubject
from ..engine.costs import unit_costs
from ..engine.decisions import CARD_CHOICE_OFFERED, CARD_CHOICES, can_pay
from ..engine.passives import has_ganking
from ..engine.payment import usable_restricted
from ..game import Game
from ..state import GameState
from .notation_describe import _by_name, _folded, _outcome_text, describe_decision
from .notation_format import _cids_of, _render, format_action
from .notation_match import _bucket_of_text, _candidates, _index, _ref_ok, _unit_loc
from .notation_parse import _KINDS, NotationError, _all_names, _fold, _parse_text, _Parsed, _Ref, _where_text


def _resolve(game: Game, p: _Parsed, legal: list[Action] | None = None) -> Action:
    g = game.state
    if g.outcome is not None:
        raise NotationError(f"{p.verb} is not legal: the game is over ({_outcome_text(g)})")
    if p.verb == "concede":
        who = p.number if p.number is not None else (g.pending.player if g.pending else None)
        if who is None or not 0 <= who < len(g.players):
            raise NotationError(f"concede: there is no player {'P' + str(who) if who is not None else ''}"
                                f" in this game (P0-P{len(g.players) - 1})")
        if not g.players[who].alive:
            raise NotationError(f"P{who} can't concede: they are no longer in the game")
        return Concede(who)
    d = g.pending
    if d is None:
        raise NotationError(f"{p.verb} is not legal now: no decision is pending")
    if p.actor is not None and p.actor != d.player:
        raise NotationError(f"P{p.actor} is not the player to decide: waiting for P{d.player}'s "
                            f"{d.kind} decision")
    kinds = _KINDS[p.verb][1]
    if d.kind not in kinds:
        raise NotationError(f"{p.verb} is not legal now: {describe_decision(game)}")
    _check_refs(game, p)
    if legal is None:
        buckets = _index(game).buckets
        legal = buckets.get(_bucket_of_text(p), [])
        if p.verb == "play":
            legal = legal + buckets.get(("spell",), [])
    found = _candidates(g, p, legal, loose=False)
    if not found:
        found = _candidates(g, p, legal, loose=True)
        if len(found) > 1:
            found = []
    if len(found) == 1:
        return found[0]
    if not found:
        raise NotationError(_why_not(game, p, game.legal_actions()))
    opts = "; ".join(repr(_render(game, a, set(_cids_of(a)), where=True)) for a in found[:12])
    more = f" (and {len(found) - 12} more)" if len(found) > 12 else ""
    how = ("add 'abilities N, ...' (each one's place among the decision's sources) to say which"
           if all(isinstance(a, OrderTriggers) and a.abilities for a in found) else "add #cid to say which")
    raise NotationError(f"{p.text!r} is ambiguous: it could mean {opts}{more}; {how}")


def _pool(g: GameState, verb: str, player: int) -> tuple[list[int], str]:
    """The cards a verb's card list may name, and how to describe where they are."""
    ps = g.players[player]
    if verb == "play":
        pool = list(ps.hand) + ([ps.champion] if ps.champion is not None else [])
        pool += [b.facedown[0] for b in g.battlefields if b.facedown is not None and b.facedown[1] == player]
        pool += list(ps.trash)  # a spell with Flow (829.1.b)
        return pool, f"P{player}'s hand, Champion Zone, facedown cards or trash"
    if verb == "activate":  # the source (a unit, the legend, a gear) and the runes paying
        pool = [c for c, u in g.units.items() if u.controller == player] + list(ps.runes)
        pool += [c for c, x in g.gear.items() if x.controller == player]
        pool += [ps.legend] if ps.legend is not None else []
        return pool, f"P{player}'s units, legend, gear and runes"
    if verb == "hide":
        pool = list(ps.hand) + ([ps.champion] if ps.champion is not None else []) + list(ps.runes)
        return pool, f"P{player}'s hand, Champion Zone or runes"
    if verb == "move":
        return [c for c, u in g.units.items() if u.controller == player], f"P{player}'s units"
    if verb == "pay":
        return list(ps.runes), f"P{player}'s runes"
    if verb == "mulligan":
        return list(ps.hand), f"P{player}'s hand"
    if verb == "choose":
        d = g.pending
        if d is not None and d.kind == "choose_card" and d.context[0] in ("discard_pick", "cost_discard"):
            return list(ps.hand), f"P{player}'s hand"
        if d is not None and d.kind == "choose_card" and d.context[0] == "predict":
            return ps.deck[-1:], f"the top of P{player}'s Main Deck"
        if d is not None and d.kind == "choose_card" and d.context[0] == "trash_pick":
            return list(ps.trash), f"P{player}'s trash"
        if d is not None and d.kind == "choose_card" and d.context[0] == "ability_target":
            # a unit or gear on the board, or a card in a trash (355.10.a: "return a spell from your
            # trash")
            return (list(g.units) + list(g.gear) + [c for q in g.players for c in q.trash],
                    "the board or a trash")
        if d is not None and d.kind == "choose_card" and d.context[0] in CARD_CHOICE_OFFERED:
            # choices among runes, battlefields or cards in other zones: the cards offered
            return ([c for c in CARD_CHOICES[d.context[0]](g, player, d.context) if c >= 0],
                    "the cards offered")
        mine = [c for c, u in g.units.items() if u.controller == player]
        if d is not None and d.kind == "choose_card" and d.context[0] in CARD_CHOICES:
            # a friendly unit may be a teammate's (489.8.e): read the name among those offered
            offered = [c for c in CARD_CHOICES[d.context[0]](g, player, d.context) if c >= 0]
            if not set(offered) <= set(mine):
                return offered, "the units offered"
        return mine, f"P{player}'s units"
    if verb == "order":
        d = g.pending
        if d is not None and isinstance(d.context, Triggered | TriggeredOnSubject):
            return list(d.context.sources), "the sources of the triggered abilities being ordered"
        return [c for c, u in g.units.items() if u.controller == player], f"P{player}'s units"
    if verb == "assign":
        sd = g.showdown
        here = [c for c, u in g.units.items() if sd is not None and u.loc == sd.bf and u.controller != player]
        return here, f"the enemy units in this combat (battlefield {sd.bf if sd else '?'})"
    return [], ""


def _check_refs(game: Game, p: _Parsed) -> None:
    """Every written card exists and is where the action needs it; else a clear error."""
    g = game.state
    d = g.pending
    assert d is not None
    pool, where = _pool(g, p.verb, d.player)
    folded = _folded(g)
    for ref in (r for t in (p.targets or ()) for r in t):
        bf = code_facedown(ref.cid) if ref.cid is not None else None
        if bf is not None:  # a facedown card by its zone (ruling 117), "facedown at bf 1"
            if bf >= len(g.battlefields) or g.battlefields[bf].facedown is None:
                raise NotationError(f"{ref.text}: there is no facedown card at bf {bf}")
            continue
        if ref.cid is not None and ref.cid <= -2:  # a player (355.10), "P1"
            if -2 - ref.cid >= len(g.players):
                raise NotationError(f"{ref.text}: there is no such player in this game (players are "
                                    f"P0-P{len(g.players) - 1})")
            continue
        if ref.cid is not None and not 0 <= ref.cid < len(g.cards):
            raise NotationError(f"#{ref.cid}: there is no card #{ref.cid} in this game "
                                f"(cards are #0-#{len(g.cards) - 1})")
        if not any(_ref_ok(g, ref, c, loose=False)  # gear too (816); spells on the chain (425.3);
                   for c in (*g.units, *g.gear, *(c for c, _ in chain_names(g)),  # trash cards
                             *(c for p in g.players for c in p.trash))):  # (355.10.a)
            label = (_name_of(g, ref) if ref.name is not None else "") + (
                f"#{ref.cid}" if ref.cid is not None else "")
            where_ = f" at {_where_text(ref.loc)}" if ref.loc is not None else " on the board"
            raise NotationError(f"no unit {label}{where_}: a spell targets units on the board "
                                "(355.9.a)")
    for ref in (*p.refs, *p.recycle):
        if ref.cid is not None and not 0 <= ref.cid < len(g.cards):
            raise NotationError(f"#{ref.cid}: there is no card #{ref.cid} in this game "
                                f"(cards are #0-#{len(g.cards) - 1})")
        if ref.name is not None and ref.name not in _by_name(g):
            known = _all_names()
            names_here = {f: g.cards[c].name for c, f in enumerate(folded)}
            close = difflib.get_close_matches(ref.name, list(names_here), n=3, cutoff=0.6)
            if not close:
                close = difflib.get_close_matches(ref.name, list(known), n=3, cutoff=0.6)
            shown = [names_here.get(c) or known[c] for c in close]
            shown = [c for c in shown if _fold(c) != ref.name]  # never "did you mean" the name itself
            hint = f"; did you mean {' or '.join(repr(c) for c in shown)}?" if shown else ""
            what = "no card of this game is" if ref.name in known else "unknown card name"
            raise NotationError(f"{what} {ref.text.split('#')[0].strip()!r}{hint}")
        if ref.cid is not None and ref.name is not None and folded[ref.cid] != ref.name:
            written = ref.text.split("#")[0].strip()
            raise NotationError(f"#{ref.cid} is {g.cards[ref.cid].name}, not {written}")
        if not any(_ref_ok(g, ref, c, loose=False) for c in pool):
            label = g.cards[ref.cid].name + f"#{ref.cid}" if ref.cid is not None else _name_of(g, ref)
            if p.verb == "move" and (ref.loc is not None or p.src is not None):
                loc = ref.loc if ref.loc is not None else p.src
                assert loc is not None
                mine = [f"#{c} at {_where_text(_unit_loc(g, c))}" for c in pool
                        if ref.name is None or folded[c] == ref.name]
                also = f" (P{d.player}'s {label}: {', '.join(mine)})" if mine else ""
                raise NotationError(f"no unit named {label} at {_where_text(loc)} controlled by "
                                    f"P{d.player}{also}")
            if p.verb == "move":
                raise NotationError(f"P{d.player} has no unit named {label} on the board")
            noun = {"pay": "rune", "assign": "unit"}.get(p.verb, "card")
            raise NotationError(f"no {noun} named {label} in {where}")


def _name_of(g: GameState, ref: _Ref) -> str:
    if ref.name is None:
        return ref.text
    for c in g.cards:
        if _fold(c.name) == ref.name:
            return c.name
    return ref.text


def _why_not(game: Game, p: _Parsed, legal: list[Action]) -> str:
    """Why no legal action matches a well-formed action whose cards all exist."""
    g = game.state
    d = g.pending
    assert d is not None
    player = d.player
    pool, _ = _pool(g, p.verb, player)
    pre = f"{p.text!r} is not legal"
    if p.verb == "play":
        cids = [c for c in pool if _ref_ok(g, p.refs[0], c, loose=False)]
        c = g.cards[cids[0]]
        if c.type == "Spell":
            return _why_not_spell(game, p, cids[0], legal)
        if c.type != "Unit":
            return f"{pre}: {c.name} is a {c.type}; the engine can't play gear yet"
        if d.kind != "main":
            return (f"{pre}: units are played only in the turn player's Main Phase with nothing on "
                    "the chain and no showdown (310.1.a)")
        if p.accelerate and not c.accelerate:
            return f"{pre}: {c.name} has no Accelerate"
        if p.loc is not None and p.loc >= len(g.battlefields):
            return f"{pre}: there is no battlefield {p.loc} (battlefields 0-{len(g.battlefields) - 1})"
        if p.loc is not None and p.loc >= 0 and g.battlefields[p.loc].controller != player:
            return (f"{pre}: P{player} doesn't control battlefield {p.loc}; a unit is played to its "
                    "controller's base or to a battlefield they control")
        costs = unit_costs(g, player, cids[0], p.accelerate)  # 356: each choice of optional costs
        if not costs:
            return f"{pre}: {c.name}'s additional cost can't be paid now (356.2.a.1)"
        energy, reqs = min(costs, key=lambda cost: cost[0])
        if not can_pay(g, player, energy, reqs, "unit"):
            ps = g.players[player]
            ready = ps.rune_exhausted.count(False)
            have = f"you have {ready} ready rune{'s' if ready != 1 else ''}"
            if ps.pool_energy:
                have += f" and {ps.pool_energy} Energy in your pool"
            if ps.pool_restricted and not usable_restricted(g, player, "unit"):
                have += " (what your pool holds only for other things can't pay for a unit)"
            if energy - ps.pool_energy > ready:
                return f"{c.name} can't be paid for: needs {energy} Energy, {have}"
            pips = ", ".join("any" if r is None or len(r) == 6 else "/".join(sorted(r)) for r in reqs)
            doms = ", ".join(g.cards[r].name for r in ps.runes) or "none"
            return f"{c.name} can't be paid for: needs Power ({pips}); your runes: {doms}"
    if p.verb == "move":
        dest = p.loc if p.loc is not None else BASE
        if dest >= len(g.battlefields):
            return f"{pre}: there is no battlefield {dest} (battlefields 0-{len(g.battlefields) - 1})"
        if dest >= 0:
            others = {u.controller for u in g.units.values() if u.loc == dest} - {player}
            if len(others) >= 2:
                return f"{pre}: battlefield {dest} already holds units of two other players"
            if any(g.team_of[q] == g.team_of[player] for q in others):
                return f"{pre}: a teammate's units are at battlefield {dest}"
        refs = [r if r.loc is not None or p.src is None else _Ref(r.text, r.name, r.cid, p.src)
                for r in p.refs]
        named = sorted({c for r in refs for c in pool if _ref_ok(g, r, c, loose=False)})
        why = {c: _move_problem(g, c, dest) for c in named}
        for r in refs:
            cids = [c for c in named if _ref_ok(g, r, c, loose=False)]
            if cids and all(why[c] for c in cids):
                return f"{pre}: {why[cids[0]]}"
        stuck = [why[c] for c in named if why[c]]
        if stuck:
            return f"{pre}: not enough of those units can move there ({'; '.join(stuck)})"
        return f"{pre}: those units can't make that move together"
    if p.verb == "activate":
        mine = [a for a in legal if isinstance(a, Activate)]
        if not mine:
            return (f"{pre}: no ability can be activated now (381, 404: on its controller's turn with "
                    "nothing on the chain, in a showdown only with Action, with a chain only with "
                    "Reaction; its cost must be payable and its targets legal)")
        opts = "; ".join(repr(format_action(game, a)) for a in mine[:10])
        more = f" (and {len(mine) - 10} more)" if len(mine) > 10 else ""
        return f"{pre}: the legal activations are {opts}{more}"
    if p.verb == "hide":
        hides = [a for a in legal if isinstance(a, Hide)]
        if not hides:
            return (f"{pre}: nothing can be hidden now (it takes a card with Hidden in hand, a "
                    "battlefield you control with no facedown card, and one Power: 811.1.b)")
        return f"{pre}: the legal hide actions are " + "; ".join(
            repr(format_action(game, a)) for a in hides[:10])
    if p.verb == "mulligan" and len(p.refs) > 2:
        return f"{pre}: a mulligan sets aside at most 2 cards"
    if p.verb in ("battlefield", "opponent") and d.context:
        opts = ", ".join(str(a) for a in legal)
        return f"{pre}: the choices are {opts}"
    opts = "; ".join(repr(format_action(game, a)) for a in legal[:10])
    more = f" (and {len(legal) - 10} more)" if len(legal) > 10 else ""
    return f"{pre}: the legal {p.verb} actions are {opts}{more}"


def _why_not_spell(game: Game, p: _Parsed, cid: int, legal: list[Action]) -> str:
    """Why a spell play that names a spell in hand is not legal."""
    g = game.state
    d = g.pending
    assert d is not None
    c = g.cards[cid]
    pre = f"{p.text!r} is not legal"
    if spell_script(g, cid) is None:
        return f"{pre}: {c.name} is not implemented yet"
    if not may_play_spell_now(g, cid, d.kind):
        need = "Reaction (309.1.a)" if d.kind == "priority" else "Action or Reaction (308.1.a)"
        return f"{pre}: {c.name} can't be played now; only spells with {need} can"
    if not can_pay(g, d.player, *spell_cost(g, cid), "spell"):
        energy, _ = spell_cost(g, cid)
        return f"{c.name} can't be paid for: it costs {energy} Energy and {len(c.power)} Power"
    mine = [a for a in legal if isinstance(a, PlaySpell) and g.cards[a.card].index == c.index]
    if not mine:
        return f"{pre}: {c.name} has no legal target now (355.8)"
    opts = "; ".join(repr(format_action(game, a)) for a in mine[:8])
    more = f" (and {len(mine) - 8} more)" if len(mine) > 8 else ""
    return f"{pre}: those targets are not legal for {c.name}; the legal plays are {opts}{more}"


def _move_problem(g: GameState, cid: int, dest: int) -> str:
    """Why this unit can't take part in a Standard Move to ``dest`` ("" if it can)."""
    u = g.units[cid]
    label = f"{g.cards[cid].name}#{cid} at {_where_text(_unit_loc(g, cid))}"
    here = _unit_loc(g, cid)
    if u.exhausted:
        return f"{label} is exhausted; only ready units make a Standard Move"
    if here == dest:
        return f"{label} is already there"
    if here is not None and here >= 0 and dest >= 0 and not has_ganking(g, u):
        return f"{label} can't move from one battlefield to another without Ganking"
    return ""


def parse_action(game: Game, text: str) -> Action:
    """Read an action in notation (card names or ``#cid``) as one of the legal actions now.

    Raises :class:`NotationError` for bad syntax, unknown or misplaced cards, an ambiguous name,
    or an action that is not legal now, saying why.
    """
    return _resolve(game, _parse_text(text))
