"""Writing a game as a position: :func:`dump_position` gives lossless JSON data, :func:`dumps`
the same as pretty JSON text (short lists and objects on one line) that a judge can read and edit."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from ..cards import CopiedCard
from ..engine.copies import printed_card
from ..engine.passives import BUFF_MIGHT, buff_might
from ..engine.units import ABILITY_KINDS
from ..game import Game
from ..modes import MODES, Mode
from ..state import ATTACKER, NO_ROLE, ChainItem, Decision, GameState, Gear, Unit, base_of
from .position_base import _ROLE_NAMES, FORMAT, MAIN_DECK_TYPES, MAX_COPIES, VERSION, side_role

# --- dumping -----------------------------------------------------------------------------------

def _mode_key(mode: Mode) -> str:
    key = mode.name.lower().replace(" ", "-")
    return key if MODES.get(key) == mode else next(k for k, m in MODES.items() if m == mode)


def dump_position(game: Game | GameState, *, hide_deck_order: bool = False) -> dict[str, Any]:
    """The position of ``game`` as JSON data, lossless: ``load_position`` gives it back exactly.

    With ``hide_deck_order`` the Main and Rune Decks are written unordered (rules 108.4.d,
    108.5.d); loading such a file shuffles them again.
    """
    g = game.state if isinstance(game, Game) else game
    n = len(g.players)
    cards = g.cards
    placed: set[int] = set()

    def ref(cid: int, default_owner: int | None, **extra: Any) -> dict[str, Any]:
        placed.add(cid)
        out: dict[str, Any] = {"card": printed_card(g, cid).name, "cid": cid}  # a copy's own card
        if g.owner[cid] != default_owner:
            out["owner"] = g.owner[cid]
        out.update(extra)
        return out

    def unit(u: Unit) -> dict[str, Any]:
        out = ref(u.cid, u.controller)
        out["controller"] = u.controller
        if u.exhausted:
            out["exhausted"] = True
        if u.damage:
            out["damage"] = u.damage
        if u.buffs:
            out["buffs"] = u.buffs
        if u.role != NO_ROLE:
            out["role"] = _ROLE_NAMES[u.role]
        if u.turn_might:
            out["might_this_turn"] = u.turn_might
        if u.combat_might:
            out["might_this_combat"] = u.combat_might
        if u.stunned:
            out["stunned"] = True
        if u.temporary:
            out["temporary"] = True
        if u.base_might >= 0:
            out["base_might_this_turn"] = u.base_might
        if u.empowered:
            out["empowered"] = True
        if u.might_mod:
            out["might_modifier"] = u.might_mod
        if u.turn_keywords:
            out["keywords_this_turn"] = list(u.turn_keywords)
        card = cards[u.cid]
        if isinstance(card, CopiedCard):  # 477.1.b.1
            out["copy_of"] = card.name
            if card.until >= 0:
                out["copy_until"] = card.until
        return out

    def gear(x: Gear) -> dict[str, Any]:
        if x.loc < 0 and x.loc != base_of(x.controller) and x.attached_to is None:  # pragma: no cover
            raise ValueError(f"gear {x.cid} is not in its controller's base")  # 323.7
        out = ref(x.cid, x.controller)
        if x.exhausted:
            out["exhausted"] = True
        if x.temporary:
            out["temporary"] = True
        if x.attached_to is not None:
            out["attached_to"] = x.attached_to
        if x.empowered:
            out["empowered"] = True
        if x.attached_to is None and x.loc >= 0:  # detached there, until the next cleanup (435.4.a)
            out["at"] = x.loc
        return out

    def chain_entry(it: ChainItem) -> dict[str, Any]:
        if it.kind == "activated" and it.ability is not None:  # 377.3: no card represents it
            card_id, _, mode = it.ability.rpartition(":")
            out: dict[str, Any] = {"activated": it.cid, "controller": it.controller,
                                   "finalized": it.finalized}
            if card_id != cards[it.cid].id:
                out["of"] = card_id
            if int(mode):
                out["mode"] = int(mode)
            if it.dest is not None:
                out["location"] = it.dest if it.dest >= 0 else -1
        elif it.kind in ABILITY_KINDS:
            out = {"trigger": it.cid, "controller": it.controller, "finalized": it.finalized}
            if it.kind != "trigger":
                out["ability"] = it.kind
                if it.dest is not None:
                    out["here"] = it.dest
        else:
            out = ref(it.cid, g.turn_player, controller=it.controller, kind=it.kind,
                      finalized=it.finalized)
        if it.targets:
            out["targets"] = [list(t) for t in it.targets]
        if it.dest is not None and it.kind not in ABILITY_KINDS:
            out["destination"] = it.dest
        if it.done:
            out["done"] = list(it.done)
        if it.refs:
            out["refs"] = list(it.refs)
        if it.hidden_at is not None:
            out["hidden_at"] = it.hidden_at
        return out

    def deck(cids: list[int], seat: int) -> Any:
        if hide_deck_order:
            return {"unordered": [ref(c, seat) for c in sorted(cids)]}
        return [ref(c, seat) for c in reversed(cids)]

    at_base: dict[int, list[Unit]] = {}
    at_bf: dict[int, list[Unit]] = {}
    for u in g.units.values():
        if u.loc < 0:
            at_base.setdefault(-u.loc - 1, []).append(u)
        else:
            at_bf.setdefault(u.loc, []).append(u)
    players = []
    for i, p in enumerate(g.players):
        players.append({
            "team": g.team_of[i],
            "points": g.points[g.team_of[i]],
            "alive": p.alive,
            "turns_started": p.turns_started,
            "mulliganed": p.mulliganed,
            "legend": ref(p.legend, i) if p.legend is not None else None,
            "champion": ref(p.champion, i) if p.champion is not None else None,
            "deck": deck(p.deck, i),
            "rune_deck": deck(p.rune_deck, i),
            "hand": [ref(c, i) for c in p.hand],
            "trash": [ref(c, i) for c in p.trash],
            "banishment": [ref(c, i) for c in p.banishment],
            "set_aside": [ref(c, i) for c in p.set_aside],
            "runes": [ref(c, i, **({"exhausted": True} if ex else {}))
                      for c, ex in zip(p.runes, p.rune_exhausted, strict=True)],
            "pool": {"energy": p.pool_energy, "power": list(p.pool_power),
                     **({"restricted": [{"resource": d, "only": o} for d, o in p.pool_restricted]}
                        if p.pool_restricted else {})},
            "base": [unit(u) for u in at_base.get(i, [])],
            "gear": [gear(x) for x in g.gear.values() if x.controller == i],
            "buff_might": buff_might(g, i),
            **({"legend_exhausted": True} if p.legend_exhausted else {}),
            **({"legend_empowered": True} if p.legend_empowered else {}),
            "xp": p.xp,
            # 103.2.a.3: written when it isn't the card in the Champion Zone (its default)
            **({"chosen_champion": p.chosen_champion} if p.chosen_champion is not None and (
                p.champion is None or g.cards[p.champion].id != p.chosen_champion) else {}),
        })
    # the turn's counts; a player's "buffs give more Might" count is written as their buff_might
    this_turn = {k: v for k, v in sorted(g.counts.items()) if not k.startswith(BUFF_MIGHT)}
    battlefields = []
    for j, b in enumerate(g.battlefields):
        battlefields.append({
            "card": ref(b.cid, j % n) if b.cid >= 0 else None,
            "controller": b.controller,
            "contested_by": b.contested_by,
            "showdown_staged": b.showdown_staged,
            "combat_staged": b.combat_staged,
            "units": [unit(u) for u in at_bf.get(j, [])],
            **({"facedown": ref(b.facedown[0], b.facedown[1], controller=b.facedown[1],
                                turn=b.facedown[2])} if b.facedown is not None else {}),
            **({"replaced": list(b.replaced)} if b.replaced else {}),  # 438.1.a
        })
    listed = [u.cid for i in range(n) for u in at_base.get(i, [])]
    listed += [u.cid for j in range(len(g.battlefields)) for u in at_bf.get(j, [])]
    listed_set = set(listed)
    stray = [u.cid for u in g.units.values() if u.cid not in listed_set]
    if stray:  # units at a location outside the position (never reachable)
        raise ValueError(f"units at no valid location: {stray}")
    sd = g.showdown
    d = g.pending
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "practice": _needs_practice(g),
        "mode": _mode_key(g.mode),
        "vs_delta": g.vs_delta,
        "turn": g.turn,
        "turn_player": g.turn_player,
        "first_player": g.first_player,
        "turn_order": list(g.turn_order),
        "extra_turns": list(g.extra_turns),
        "phase": g.phase,
        "info": _info(g),
        "pending": _dump_decision(d) if d is not None else None,
        "players": players,
        "battlefields": battlefields,
        "chain": [chain_entry(it) for it in g.chain],
        "showdown": None if sd is None else {
            "battlefield": sd.bf, "combat": sd.combat, "focus": sd.focus, "passes": sd.passes,
            "attacker": sd.attacker, "defender": sd.defender,
            "assigned": [list(pair) for pair in sd.assigned], "recalled": sd.recalled,
            **({"chain_opened_by": sd.opened_by}
               if (sd.opened_by != g.chain[0].kind if g.chain else sd.opened_by is not None)
               else {}),
            **({"triggers_checked": [c if r == side_role(g, sd.attacker, c)
                                     else [c, "attacker" if r == ATTACKER else "defender"]
                                     for c, r in sd.checked]} if sd.checked else {}),
        },
        "ledger": sorted(list(t) for t in g.ledger),
        "disqualified": sorted(list(t) for t in g.disqualified),
        "excused": sorted(list(t) for t in g.excused),
        "burnout_seq": g.burnout_seq,
        **({"this_turn": this_turn} if this_turn else {}),
        "tasks": [_jsonable(t) for t in g.tasks],
        "rng": g.rng,
        "outcome": None if g.outcome is None else {
            "winners": list(g.outcome.winners), "termination": g.outcome.termination.value,
            "rule": g.outcome.rule,
        },
        "decisions": g.decisions,
    }
    if list(g.units) != listed:
        out["unit_order"] = list(g.units)
    out["unused"] = [ref(c, None) for c in range(len(cards)) if c not in placed]
    return out


def _info(g: GameState) -> dict[str, Any]:
    return {
        "victory_score": g.mode.victory_score + g.vs_delta,
        "open": not g.chain,
        "neutral": g.showdown is None,
        "priority": g.pending.player if g.pending is not None else None,
        "focus": g.showdown.focus if g.showdown is not None else None,
    }


def _dump_decision(d: Decision) -> dict[str, Any]:
    return {"player": d.player, "kind": d.kind, "context": _jsonable(d.context)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Decision):
        return _dump_decision(value)
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def _needs_practice(g: GameState) -> bool:
    """Whether the position breaks a deck construction rule the loader checks unless the file says
    ``"practice": true``: more than 3 Main Deck cards of a name for an owner (103.2.b), or a unit
    in a Champion Zone that is not a Champion unit (103.2.a.2, 103.2.d.3)."""
    counts = Counter((g.owner[c], card.name) for c, card in enumerate(g.cards)
                     if card.type in MAIN_DECK_TYPES and not card.is_token)  # tokens: not cards (179)
    if any(k > MAX_COPIES for k in counts.values()):
        return True
    return any(p.champion is not None and g.cards[p.champion].type == "Unit"
               and not g.cards[p.champion].is_champion_unit for p in g.players)


def dumps(game: Game | GameState, *, hide_deck_order: bool = False, width: int = 100) -> str:
    """The position of ``game`` as pretty JSON text: short lists and objects on one line."""
    return _pretty(dump_position(game, hide_deck_order=hide_deck_order), 0, 0, width) + "\n"


def _pretty(value: Any, indent: int, used: int, width: int) -> str:
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or not value or used + len(flat) + 1 <= width:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        lines = []
        for k, v in value.items():
            head = f"{pad}{json.dumps(k)}: "
            lines.append(head + _pretty(v, indent + 2, len(head), width) + ",")
        lines[-1] = lines[-1][:-1]
        return "{\n" + "\n".join(lines) + "\n" + " " * indent + "}"
    items = [json.dumps(v, ensure_ascii=False) for v in value]
    if all(len(pad) + len(s) + 1 <= width for s in items):  # pack several short items a line
        lines, line = [], pad
        for s in items:
            if line != pad and len(line) + len(s) + 1 > width:
                lines.append(line.rstrip())
                line = pad
            line += s + ", "
        lines.append(line.rstrip())
        lines[-1] = lines[-1][:-1]
        return "[\n" + "\n".join(lines) + "\n" + " " * indent + "]"
    body = [pad + _pretty(v, indent + 2, len(pad), width) for v in value]
    return "[\n" + ",\n".join(body) + "\n" + " " * indent + "]"
