"""The observation tensor: one player's view of the game as a fixed-shape float32 array.

It is built from :meth:`Game.observation` (rule 128: public zones, the player's own hand, sizes of
hidden zones), so it holds nothing the player may not know. The card numbers (cids) of public
objects the observation names only by card id (runes, trash, legends, chain items) are read from
the state's public zones to give each object the same slot in the tensor and in the action space.

Pieces, in the manner of OpenSpiel's observers (:meth:`Shape.pieces`):

- ``global``: turn, phase, the turn player, the Victory Score, the pending decision, the showdown
  or combat, the chain's length and how far the current multi-step choice has got;
- ``players``: per seat (the viewer first) points, zone sizes, runes by domain and status, the
  rune pool, XP;
- ``objects``: one row per object slot: battlefields, legends, champions, units, gear, the viewer's
  hand, runes, trash, facedown cards, chain items and ``misc`` (cards the viewer's legal actions
  name that no other slot holds); each row has the card's attributes and the object's status,
  its controller and its owner (which differ for a unit taken by Possession, 127.1);
- ``choice``: the tokens already chosen in the viewer's current multi-step choice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..cards import DOMAINS, CardDef, load_cards
from ..game import Game
from .layout import CHAIN_KINDS, HIGH, KINDS, LOW, PHASES, SECTIONS, Shape, static_row

__all__ = ["View", "Encoder", "view_of"]

#: sections whose objects can have a controller other than their owner (127.1, 188-192): their
#: rows mark both; a legend's, champion's, rune's or trash card's row marks its seat in both
_OWNED_APART = frozenset({"unit", "gear", "battlefield", "chain"})


@dataclass
class View:
    """What one seat sees, with every visible object placed in its slot.

    ``entries`` holds (slot, section, cid, details) and ``slot_of`` maps a cid to its slot (the
    first section that holds it). ``cid`` is -1 for an object the viewer cannot identify (an
    opponent's facedown card).
    """

    me: int
    obs: dict[str, Any]
    entries: list[tuple[int, str, int, tuple]] = field(default_factory=list)
    slot_of: dict[int, int] = field(default_factory=dict)
    misc_used: int = 0


def _rel(p: int | None, me: int, n: int) -> int | None:
    return None if p is None else (p - me) % n


def view_of(game: Game, me: int, shape: Shape) -> View:
    """Place every object ``me`` can see into the slots of ``shape``."""
    obs = game.observation(me)
    st = game.state
    db = load_cards()
    n = shape.seats
    sizes = shape.sizes
    starts = shape.starts
    view = View(me, obs)

    def put(section: str, k: int, cid: int, details: tuple = ()) -> None:
        if k >= sizes[section]:
            return
        slot = starts[section] + k
        view.entries.append((slot, section, cid, details))
        if cid >= 0:
            view.slot_of.setdefault(cid, slot)

    for i, b in enumerate(st.battlefields if obs["battlefields"] else []):
        put("battlefield", i, b.cid, (i, *obs["battlefields"][i]))
    for r in range(n):
        p = st.players[(me + r) % n]
        if p.legend is not None:
            put("legend", r, p.legend, (r,))
        if p.champion is not None:
            put("champion", r, p.champion, (r,))

    def seat_key(row: tuple) -> tuple:
        ctrl, loc = row[2], row[3]
        return (_rel(ctrl, me, n), loc if loc >= 0 else -1, db.by_id(row[1]).index, row[0])

    for section, rows, cap in (("unit", obs["units"], shape.layout.units),
                               ("gear", obs["gear"], shape.layout.gear)):
        per_seat = [0] * n
        for row in sorted(rows, key=seat_key):
            r = _rel(row[2], me, n) or 0
            if per_seat[r] < cap:  # a seat's objects past its slots are left out
                put(section, r * cap + per_seat[r], row[0], row)
            per_seat[r] += 1
    cards = st.cards
    for k, cid in enumerate(sorted(obs["players"][me]["hand_ids"] or (),
                                   key=lambda c: (cards[c].index, c))):
        put("hand", k, cid)
    for r in range(n):
        p = st.players[(me + r) % n]
        runes = sorted(zip(p.runes, p.rune_exhausted, strict=True),
                       key=lambda t: (cards[t[0]].index, t[1], t[0]))
        for k, (cid, ex) in enumerate(runes[:shape.layout.runes]):
            put("rune", r * shape.layout.runes + k, cid, (r, ex))
        trash = sorted(p.trash, key=lambda c: (cards[c].index, c))
        for k, cid in enumerate(trash[:shape.layout.trash]):
            put("trash", r * shape.layout.trash + k, cid, (r,))
    for i, b in enumerate(obs["battlefields"]):
        down = b[3]
        if down is None:
            continue
        mine = down[0] != "facedown"
        f = st.battlefields[i].facedown
        put("facedown", i, f[0] if (mine and f is not None) else -1, (i, down[1]))
    for k, item in enumerate(obs["chain"]):
        put("chain", k, st.chain[k].cid, item)
    return view


def add_misc(view: View, cids: list[int], shape: Shape) -> None:
    """Give the cards ``cids`` (named by the viewer's own legal actions) ``misc`` slots, in order,
    as far as there are slots."""
    start = shape.starts["misc"]
    for cid in cids:
        if cid in view.slot_of or view.misc_used >= shape.layout.misc:
            continue
        slot = start + view.misc_used
        view.misc_used += 1
        view.entries.append((slot, "misc", cid, ()))
        view.slot_of[cid] = slot


class Encoder:
    """Turns a :class:`View` into the observation tensor of :meth:`Shape.pieces`."""

    def __init__(self, shape: Shape) -> None:
        self.shape = shape
        self.col = shape.cols
        self.gf = shape.global_fields()
        self.pf = shape.player_fields()
        self._static: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        offsets = {}
        at = 0
        for name, size, _ in shape.pieces():
            offsets[name] = at
            at += size
        self.offsets = offsets

    def static(self, card: CardDef) -> tuple[np.ndarray, np.ndarray]:
        got = self._static.get(card.index)
        if got is None:
            pairs = static_row(card, self.shape)
            got = (np.array([c for c, _ in pairs], dtype=np.intp),
                   np.array([v for _, v in pairs], dtype=np.float32))
            self._static[card.index] = got
        return got

    def encode(self, game: Game, view: View, choice: list[int] | None = None) -> np.ndarray:
        """The tensor for ``view``; ``choice`` is the viewer's tokens chosen so far in the current
        decision (only ever passed for the player who is deciding)."""
        shape, col = self.shape, self.col
        n, me = shape.seats, view.me
        obs = view.obs
        out = np.zeros(shape.size, dtype=np.float32)
        self._global(out[:self.gf["_width"]], obs, me, game, choice)
        pw = self.pf["_width"]
        players = out[self.offsets["players"]:self.offsets["players"] + n * pw].reshape(n, pw)
        for r in range(n):
            self._player(players[r], obs["players"][(me + r) % n], game.state.players[(me + r) % n])
        width = shape.object_width
        objs = out[self.offsets["objects"]:self.offsets["objects"] + shape.objects * width]
        objs = objs.reshape(shape.objects, width)
        cards, owners = game.state.cards, game.state.owner
        scored: dict[int, list[int]] = {}
        for p, bf in obs["scored"]:
            scored.setdefault(bf, []).append(p)
        for slot, section, cid, details in view.entries:
            row = objs[slot]
            row[col["section"] + SECTIONS.index(section)] = 1.0
            row[col["present"]] = 1.0
            if cid >= 0:
                cols, vals = self.static(cards[cid])
                row[cols] = vals
            else:
                row[col["hidden"]] = 1.0
            self._dynamic(row, section, details, me, n, scored)
            if cid >= 0 and section in _OWNED_APART:  # 127.1: owner and controller may differ
                row[col["owner"] + (owners[cid] - me) % n] = 1.0
        if choice:
            c = out[self.offsets["choice"]:]
            for t in choice:
                c[t] += 1.0
        np.clip(out, LOW, HIGH, out=out)
        return out

    # --- pieces ------------------------------------------------------------------------------

    def _global(self, g: np.ndarray, obs: dict, me: int, game: Game, choice: list[int] | None) -> None:
        f, n = self.gf, self.shape.seats
        g[f["turn"]] = obs["turn"] / 50
        if obs["phase"] in PHASES:
            g[f["phase"] + PHASES.index(obs["phase"])] = 1.0
        g[f["turn_player"] + (obs["turn_player"] - me) % n] = 1.0
        g[f["victory_score"]] = obs["victory_score"] / 10
        pend = obs["pending"]
        if pend is not None:
            who, kind, _ = pend
            if kind in KINDS:
                g[f["kind"] + KINDS.index(kind)] = 1.0
            g[f["decider"] + (who - me) % n] = 1.0
            g[f["deciding"]] = float(who == me)
        sd = obs["showdown"]
        if sd is not None:
            bf, combat, focus, passes, attacker, defender = sd[:6]
            g[f["showdown"]] = 1.0
            g[f["combat"]] = float(combat)
            if 0 <= bf < self.shape.bfs:
                g[f["showdown_bf"] + bf] = 1.0
            g[f["focus"] + (focus - me) % n] = 1.0
            if attacker is not None:
                g[f["attacker"] + (attacker - me) % n] = 1.0
            if defender is not None:
                g[f["defender"] + (defender - me) % n] = 1.0
            g[f["passes"]] = passes / 4
        g[f["chain_length"]] = len(obs["chain"]) / 8
        teams = game.state.team_of
        for r in range(1, n):
            g[f["teammate"] + r] = float(teams[(me + r) % n] == teams[me])
        g[f["choice_step"]] = len(choice or ()) / 8

    def _player(self, row: np.ndarray, p: dict, ps: Any) -> None:
        f = self.pf
        db = load_cards()
        row[f["points"]] = p["points"] / 10
        row[f["alive"]] = float(p["alive"])
        row[f["hand"]] = p["hand_count"] / 10
        row[f["deck"]] = p["deck_count"] / 40
        row[f["rune_deck"]] = p["rune_deck_count"] / 12
        row[f["trash"]] = len(p["trash"]) / 20
        row[f["banishment"]] = len(p["banishment"]) / 10
        row[f["runes"]] = len(p["runes"]) / 12
        row[f["runes_ready"]] = sum(1 for _, ex in p["runes"] if not ex) / 12
        for name, ex in p["runes"]:
            for d in db.by_id(name).domains:
                if d in DOMAINS:
                    key = "rune_domain_exhausted" if ex else "rune_domain_ready"
                    row[f[key] + DOMAINS.index(d)] += 1 / 6
        energy, power = p["pool"]
        row[f["pool_energy"]] = energy / 6
        for d in power:
            k = DOMAINS.index(d) if d in DOMAINS else len(DOMAINS)
            row[f["pool_power"] + k] += 1 / 3
        row[f["xp"]] = p["xp"] / 10
        row[f["buff_might"]] = p["buff_might"] / 3
        # public (an exhausted legend is on the board) though Game.observation leaves it out
        row[f["legend_exhausted"]] = float(ps.legend_exhausted)

    def _dynamic(self, row: np.ndarray, section: str, d: tuple, me: int, n: int,
                 scored: dict[int, list[int]]) -> None:
        col = self.col

        def seat(name: str, p: int | None) -> None:
            if p is not None:
                row[col[name] + (p - me) % n] = 1.0

        def loc(where: int) -> None:
            if where >= 0:
                if where < self.shape.bfs:
                    row[col["at_bf"] + where] = 1.0
            else:
                row[col["at_base"] + (-1 - where - me) % n] = 1.0

        if section == "unit":
            (_, _, ctrl, where, ex, damage, role, buffs, turn_might, base_might, combat_might,
             stunned, temporary, empowered, _granted) = d
            seat("controller", ctrl)
            loc(where)
            row[col["exhausted"]] = float(ex)
            row[col["damage"]] = damage / 10
            row[col["buffs"]] = buffs / 3
            row[col["turn_might"]] = turn_might / 10
            row[col["combat_might"]] = combat_might / 10
            row[col["base_might"]] = (base_might + 1) / 10 if base_might >= 0 else 0.0
            row[col["stunned"]] = float(stunned)
            row[col["temporary"]] = float(temporary)
            row[col["empowered"]] = float(empowered)
            row[col["attacker"]] = float(role == 1)
            row[col["defender"]] = float(role == 2)
        elif section == "gear":
            _, _, ctrl, where, ex, temporary, attached, empowered = d
            seat("controller", ctrl)
            loc(where)
            row[col["exhausted"]] = float(ex)
            row[col["temporary"]] = float(temporary)
            row[col["attached"]] = float(attached is not None)
            row[col["empowered"]] = float(empowered)
        elif section == "battlefield":
            i, _, ctrl, contested, down = d
            row[col["at_bf"] + i] = 1.0
            seat("controller", ctrl)
            seat("contested_by", contested)
            for p in scored.get(i, ()):
                seat("scored_by", p)  # the score ledger of this turn (469-470)
            if down is not None:
                seat("facedown_of", down[1])
        elif section in ("legend", "champion", "rune", "trash"):
            row[col["owner"] + d[0]] = row[col["controller"] + d[0]] = 1.0  # the seat's own
            if section == "rune":
                row[col["exhausted"]] = float(d[1])
        elif section == "facedown":
            row[col["at_bf"] + d[0]] = 1.0
            seat("facedown_of", d[1])
        elif section == "chain":
            _, ctrl, kind, finalized, targets = d[:5]
            seat("controller", ctrl)
            row[col["finalized"]] = float(finalized)
            if kind in CHAIN_KINDS:
                row[col["chain_kind"] + CHAIN_KINDS.index(kind)] = 1.0
            row[col["targets"]] = sum(len(t) for t in targets) / 4
