"""Checking a position's meaning once its shape is right: the card occurrences and their lookup,
the shapes of decision contexts and tasks, read-only fields, reachability (unless ``practice``),
and that the engine can answer the pending decision. :mod:`.position_build` builds on it."""

from __future__ import annotations

import functools
from typing import Any

from pydantic import ValidationError

from ..cards import CardDB, CardDef, UnknownCardError, load_cards
from ..engine.choices import EFFECT_COSTS, OFF_CHAIN
from ..engine.contexts import DECISIONS, PayEffect, PlaceBattlefield, choice_fields, fields
from ..engine.core import TASKS
from ..engine.decisions import CARD_CHOICES, legal_actions
from ..engine.index import QUESTIONS
from ..engine.replace import added_token_place
from ..engine.replacements import RULES as REPLACEMENT_RULES
from ..engine.units import might
from ..state import ATTACKER, DEFENDER, NO_ROLE, Decision, GameState
from .position_base import _ROLE_NAMES, Problem, _show, _Text
from .position_dump import _dump_decision, _info, _jsonable
from .position_model import DecisionModel, InfoModel, PlayerModel, PositionModel
from .position_tasks import (
    _BAD,
    _CONTINUATIONS,
    _INVALID,
    _KIND_HELP,
    _PLACING_TASKS,
    _TRIGGERED_KINDS,
    TASK_ARGS,
    _default_tasks,
    _tuplify,
)


class _Occ:
    """One card occurrence in the file: where, which card, its cid and owner."""

    __slots__ = ("path", "card", "cid", "owner")

    def __init__(self, path: str, card: CardDef | None, cid: int | None, owner: int | None) -> None:
        self.path = path
        self.card = card
        self.cid = cid
        self.owner = owner


@functools.cache
def _exact_cards() -> dict[str, CardDef]:
    """Every card by exact id, printing id and name (misses fall back to the database's
    forgiving lookups, which also suggest close names)."""
    out: dict[str, CardDef] = {}
    for c in load_cards():
        for key in (c.name, c.id, *c.printings):
            out.setdefault(key, c)
    return out


# --- semantic checks ---------------------------------------------------------------------------

def _ordering_ok(ctx: Any) -> bool:
    """Whether an "order_triggers" context lists two or more distinct abilities (383.3.d)."""
    n = len(ctx.sources)
    kinds = ctx.ability if isinstance(ctx.ability, tuple) else (ctx.ability,) * n
    subjects = getattr(ctx, "subjects", ((),) * n)
    if len(kinds) != n or len(subjects) != n or any(len(s) > 1 for s in subjects):
        return False
    return n >= 2 and len(set(zip(ctx.sources, kinds, subjects, strict=True))) == n


class _Checks:
    """What every step of building a position shares (card lookups, the problems found) and the
    checks made on the state built: contexts and tasks have the engine's shapes, read-only fields
    agree, the state is reachable, the engine can answer its decision. :class:`_Builder` builds."""

    # set by _Builder.build before any check runs
    g: GameState
    n: int
    nbf: int
    seats: str
    unit_paths: dict[int, str]

    def __init__(self, m: PositionModel, practice: bool, copy_limits: bool) -> None:
        self.m = m
        self.practice = practice
        self.copy_limits = copy_limits
        self.problems: list[Problem] = []
        self.db: CardDB = load_cards()
        self.occ: list[_Occ] = []
        #: battlefield index -> (occurrence of its facedown card, that card's controller)
        self.facedown_occ: dict[int, tuple[int, int]] = {}
        #: occurrence of a unit that is a copy -> (the card it copies, the gear it lasts for or -1)
        self.copies: dict[int, tuple[CardDef, int]] = {}
        #: occurrence -> cid, once assigned
        self.cids: list[int] | None = None
        self._cache: dict[str, CardDef | str] = {}

    # -- helpers --

    def fail(self, path: str, found: Any, allowed: str) -> None:
        """Record a problem; ``found`` is a JSON value, or a :class:`_Text` description."""
        self.problems.append(Problem(path, _show(found), allowed))

    def unreachable(self, path: str, found: Any, allowed: str) -> None:
        if not self.practice:
            self.fail(path, found, allowed + ' (or "practice": true)')

    def card(self, name: str, path: str) -> CardDef | None:
        hit = self._cache.get(name) or _exact_cards().get(name)
        if hit is None:
            try:
                hit = self.db.by_id(name)
            except UnknownCardError:
                try:
                    hit = self.db.by_name(name)
                except UnknownCardError as e:
                    msg = str(e)
                    hint = msg[msg.index(";") + 2:] if ";" in msg else ""
                    hit = "a card id or exact card name" + (f" ({hint})" if hint else "")
            self._cache[name] = hit
        if isinstance(hit, str):
            self.fail(path, name, hit)
            return None
        return hit

    def ref(self, value: Any, path: str, default_owner: int | None) -> int:
        """Register a card occurrence; returns its index in ``self.occ``."""
        if isinstance(value, str):
            card, cid, owner, cpath = value, None, None, path
        else:
            card, cid, owner, cpath = value.card, value.cid, value.owner, path + ".card"
        cd = self.card(card, cpath)
        if owner is None:
            owner = default_owner
        elif owner >= self.n:
            self.fail(path + ".owner", owner, self.seats)
            owner = _INVALID
        self.occ.append(_Occ(path, cd, cid, owner))
        return len(self.occ) - 1

    def seat(self, value: int | None, path: str, *, none: bool = True) -> int | None:
        if value is None:
            if not none:
                self.fail(path, None, self.seats)
            return None
        if not 0 <= value < self.n:
            self.fail(path, value, self.seats)
            return None
        return value

    def bf_index(self, value: Any, path: str) -> bool:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < self.nbf:
            return True
        self.fail(path, value, f"a battlefield index 0..{self.nbf - 1}" if self.nbf
                  else "nothing: there are no battlefields")
        return False

    # -- the checks --

    def context(self, kind: str, raw: list, path: str, g: GameState) -> Any:
        """Check a decision's context has a shape the engine declares for its kind
        (:mod:`riftbound.engine.contexts`) and fits the state; return it as the engine holds it."""
        nf = len(self.problems)
        if kind not in DECISIONS:
            self.fail(path.rsplit(".", 1)[0] + ".kind", kind, "a decision kind: " + ", ".join(DECISIONS))
            return None
        ctx = self.shape(kind, raw, path, g)
        if ctx is None:
            return None
        on_chain = [it.cid for it in g.chain]
        if kind == "pay" and isinstance(ctx, PayEffect) and ctx.task in OFF_CHAIN:
            pass  # a cost asked about the board, not by a chain item (engine/choices.OFF_CHAIN)
        elif kind == "choose_card" and ctx[0] in OFF_CHAIN:
            pass
        elif kind == "pay" and ctx.cid not in on_chain:
            self.fail(path + "[0]", ctx.cid, f"a cid on the chain {on_chain} (the card paid for is "
                      "on the chain, 354)")
        elif kind == "pay" and isinstance(ctx, PayEffect) and ctx.task not in EFFECT_COSTS:
            self.fail(path + "[0]", ctx.task, "a cost paid as an effect resolves: "
                      + ", ".join(sorted(EFFECT_COSTS)))
        elif kind == "priority" and not g.chain:
            self.fail(path, raw, "a priority decision only while a chain exists (312.2.c-d)")
        elif kind == "choose_card" and ctx[1] not in on_chain:
            self.fail(path + "[1]", ctx[1], f"a cid on the chain {on_chain} (the resolving spell or "
                      "ability, or the card being played)")
        elif kind == "order_triggers" and not _ordering_ok(ctx):
            self.fail(path, raw, "at least two different abilities that triggered together "
                      "(383.3.d): their sources, one ability kind for all or one per source, and "
                      "(when some act on a subject) each one's subject, [] or [cid]; a source "
                      "listed twice has two different abilities")
        elif kind == "assign" and (g.showdown is None or not g.showdown.combat):
            self.fail(path, raw, "an assign decision only during a combat (465)")
        elif kind == "choose_battlefield" and isinstance(ctx, PlaceBattlefield) and (
                not ctx.options or any(i >= len(ctx.cids) for i in ctx.options)):
            self.fail(path, raw, "['place_battlefield', [option, ...], seat, [cid, ...]] with each "
                      "option an index into the cids (486.5)")
        elif kind == "choose_opponent" and not ctx.seats:
            self.fail(path, raw, "[reason, [seat, ...]] with at least one seat (431.2.c)")
        elif kind == "replacement":  # 372: [event, args, default tasks, applied keys, keys]
            events = set(REPLACEMENT_RULES) | {q[8:] for q in QUESTIONS if q.startswith("replace:")}
            if ctx.event not in events or not ctx.keys:
                self.fail(path, raw, f"[event, [args], [[task, ...], ...], [applied key, ...], "
                          f"[key, ...]] with an event of {sorted(events)} and at least one key")
        return ctx if len(self.problems) == nf else None

    def shape(self, kind: str, raw: list, path: str, g: GameState) -> Any:
        """The context a ``kind`` decision holds, built from its declaration, or None (with the
        problems reported): one of the kind's context classes, or for "choose_card" the task the
        chosen card completes."""
        decl = DECISIONS[kind]
        forms: list[tuple[Any, tuple[tuple[str, str, tuple], ...]]] = [
            (cls._make, fields(cls)) for cls in decl.contexts]
        if decl.continues:
            name = raw[0] if raw else None
            if not isinstance(name, str) or name not in CARD_CHOICES:
                self.fail(path, raw, "[task, *args] with a task that a chosen card completes: "
                          + ", ".join(sorted(CARD_CHOICES)))
                return None
            forms = [(tuple, (("task", "s", (name,)), *((f"arg {k}", a, ()) for k, a in
                                                         enumerate(choice_fields(TASK_ARGS[name])))))]
        elif not forms:
            if raw:
                self.fail(path, raw, "[] (this kind of decision has no context)")
                return None
            return ()
        fit = [f for f in forms if len(f[1]) == len(raw)]
        if not fit:
            self.fail(path, raw, " or ".join("[" + ", ".join(n for n, _k, _a in fs) + "]"
                                             for _b, fs in forms) + f" (rule {decl.rule})")
            return None
        nf = len(self.problems)
        for build, shape in fit[:-1]:  # shapes of one length: the first that fits the values
            ctx = self.form(build, shape, raw, path, g)
            if ctx is not None:
                return ctx
            del self.problems[nf:]
        return self.form(*fit[-1], raw, path, g)

    def form(self, build: Any, shape: tuple, raw: list, path: str, g: GameState) -> Any:
        """The context of one shape built from ``raw``, or None (with the problems reported)."""
        values = []
        for k, ((_name, arg_kind, allowed), v) in enumerate(zip(shape, raw, strict=True)):
            if allowed and v not in allowed:
                self.fail(f"{path}[{k}]", v, " or ".join(repr(a) for a in allowed))
                return None
            value = self.arg(arg_kind, v, f"{path}[{k}]", g)
            if value is _BAD:
                return None
            values.append(value)
        return build(values)

    def is_cid(self, v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(self.g.cards)

    def is_loc(self, v: Any) -> bool:
        return (isinstance(v, int) and not isinstance(v, bool)
                and (0 <= v < self.nbf or -self.n <= v <= -1))

    def tasks(self, g: GameState) -> None:
        m = self.m
        if m.tasks is None:
            d = g.pending
            default = _default_tasks(g, d)
            if default is None:
                assert d is not None
                self.fail("tasks", _Text("nothing"), f"the outstanding tasks (a {d.kind} decision in phase "
                          f"{g.phase!r} has no default continuation)")
                return
            g.tasks = default
            return
        out: list[tuple] = []
        for k, raw in enumerate(m.tasks):
            t = self.task(raw, f"tasks[{k}]", g)
            if t is not None:
                out.append(t)
        g.tasks = out
        if m.run and g.pending is None and g.outcome is None and not out:
            self.fail("tasks", [], "outstanding tasks to run (\"run\": true)")

    def task(self, raw: list, path: str, g: GameState) -> tuple | None:
        name = raw[0]
        if not isinstance(name, str) or name not in TASKS:
            self.fail(path + "[0]", name, "a task name the engine knows: " + ", ".join(sorted(TASKS)))
            return None
        args = raw[1:]
        spec = TASK_ARGS[name]  # every task declares its arguments as it registers
        if len(args) != len(spec) and not (name == "cleanup" and not args):
            self.fail(path, raw, f"[{name!r}" + "".join(f", {_KIND_HELP[s]}" for s in spec) + "]")
            return None
        out: list[Any] = [name]
        for k, (kind, v) in enumerate(zip(spec, args, strict=False)):
            ok = self.arg(kind, v, f"{path}[{k + 1}]", g)
            if ok is _BAD:
                return None
            out.append(ok)
        if name == "place_battlefield" and out[1] >= len(out[3]):
            self.fail(path + "[1]", out[1], f"an index into the {len(out[3])} battlefields offered")
            return None
        return tuple(out)

    def arg(self, kind: str, v: Any, path: str, g: GameState, *, report: bool = True) -> Any:
        is_int = isinstance(v, int) and not isinstance(v, bool)
        good: bool
        if kind == "p":
            good = is_int and 0 <= v < self.n
        elif kind == "c":
            good = self.is_cid(v)
        elif kind == "l":
            good = self.is_loc(v)
        elif kind == "b":
            good = isinstance(v, bool)
        elif kind == "n":
            good = is_int and v >= 0
        elif kind == "i":
            good = is_int
        elif kind == "bf":
            good = is_int and 0 <= v < self.nbf
        elif kind == "side":
            good = is_int and v in (ATTACKER, DEFENDER)
        elif kind == "cs":
            good = isinstance(v, list) and all(self.is_cid(c) for c in v)
            if good:
                return tuple(v)
        elif kind == "special":
            good = v in ("", "combat", "ending")
        elif kind == "tg":
            good = isinstance(v, list) and all(
                isinstance(t, list) and all(c == -1 or self.is_cid(c) for c in t) for t in v)
            if good:
                return tuple(tuple(t) for t in v)
        elif kind == "lo":
            good = v is None or (is_int and -1 <= v < self.nbf)
        elif kind == "ci":
            good = is_int and (v == -1 or self.is_cid(v))
        elif kind == "ab":  # a kind, or one per source of a mixed ordering (383.3.d)
            if isinstance(v, list | tuple):
                good = bool(v) and all(k in _TRIGGERED_KINDS for k in v)
                if good:
                    return tuple(v)
            else:
                good = v in _TRIGGERED_KINDS
        elif kind == "d":
            if not isinstance(v, dict):
                good = False
            else:
                try:
                    dm = DecisionModel.model_validate(v)
                except ValidationError:
                    good = False
                else:
                    if self.seat(dm.player, path + ".player") is None:
                        return _BAD
                    ctx = self.context(dm.kind, dm.context, path + ".context", g)
                    if ctx is None:
                        return _BAD
                    return Decision(dm.player, dm.kind, ctx)
        elif kind == "s":
            good = isinstance(v, str)
        elif kind in ("ps", "ns", "bfs", "ss"):  # lists of seats, counts, battlefields, strings
            item = {"ps": "p", "ns": "n", "bfs": "bf", "ss": "s"}[kind]
            good = (isinstance(v, list) and (bool(v) or kind != "bfs")
                    and all(self.arg(item, x, path, g, report=False) is not _BAD for x in v))
            if good:
                return tuple(v)
        elif kind == "ts":
            good = isinstance(v, list) and all(isinstance(t, list) and t for t in v)
            if good:
                tasks = [self.task(t, f"{path}[{k}]", g) for k, t in enumerate(v)]
                return _BAD if None in tasks else tuple(tasks)
        elif kind == "any":
            good = isinstance(v, list)
            if good:
                return _tuplify(v)
        elif kind == "zones":
            good = isinstance(v, list)
            if good:
                try:
                    return tuple(tuple((str(k), list(c)) for k, c in seat) for seat in v)
                except (TypeError, ValueError):
                    good = False
        else:  # pragma: no cover
            raise AssertionError(kind)
        if not good:
            if report:
                self.fail(path, v, _KIND_HELP[kind])
            return _BAD
        return v

    def info(self, g: GameState) -> None:
        info = self.m.info
        if info is None:
            return
        derived = _info(g)
        for key in InfoModel.model_fields:
            given = getattr(info, key)
            if key in info.model_fields_set and given != derived[key]:
                self.fail(f"info.{key}", given, f"{_show(derived[key])}, as the position gives it "
                          "(read-only)")

    def reachable(self, g: GameState, players: list[PlayerModel], bfs: list) -> None:
        """Checks of states no game can reach (skipped with "practice": true)."""
        if self.practice:
            return
        R = self.unreachable
        mode = g.mode
        n = self.n
        over = g.outcome is not None
        # 170.2.b: the battlefields of setup; battlefield tokens added later (187.9) come on top
        # (a place a token replaced counts as what it was, 438.1.a)
        tokens = sum(1 for b in g.battlefields if added_token_place(g, b))
        if len(g.battlefields) - tokens != mode.battlefield_count and g.phase != "setup":
            R("battlefields", _Text(f"{len(g.battlefields) - tokens} battlefields (not counting tokens)"),
              f"{mode.battlefield_count} in {mode.name} (rule {mode.rule}), then any battlefield tokens "
              "added during the game (187.9)")
        if g.turn_order != [(g.first_player + i) % n for i in range(n)]:
            R("turn_order", g.turn_order, "the seats in order from the first player (115)")
        if sum(p.turns_started for p in g.players) != g.turn:
            R("turn", g.turn, f"{sum(p.turns_started for p in g.players)}, the turns the players "
              "started (each turn starts with one player's Awaken, 315.1)")
        early = g.phase in ("setup", "mulligan")
        if early and g.turn:
            R("turn", g.turn, "0 before the first turn (118)")
        if not early and not over and g.players[g.turn_player].turns_started < 1:
            R(f"players[{g.turn_player}].turns_started", 0, "at least 1 for the turn player")
        if over != (g.phase == "over"):
            R("phase", g.phase, "'over' exactly when the game has an outcome (196)")
        if not over and not g.players[g.turn_player].alive:
            R("turn_player", g.turn_player, "a living player (652.5.a.1)")
        d = g.pending
        if d is not None:
            if not g.players[d.player].alive:
                R("pending.player", d.player, "a living player (652.5)")
            if d.kind == "main" and (d.player != g.turn_player or g.phase != "main" or g.chain
                                     or g.showdown is not None):
                R("pending", _dump_decision(d), "a main decision only for the turn player "
                  "in a Neutral Open Main Phase (316.5, 335)")
            if d.kind == "invited" and (d.context != (g.turn_player,) or g.phase != "main" or g.chain
                                        or g.showdown is not None or d.player == g.turn_player
                                        or g.team_of[d.player] != g.team_of[g.turn_player]):
                R("pending", _dump_decision(d), "an invitation only for a teammate of the Turn "
                  "Player, by the Turn Player, in a Neutral Open Main Phase (316.5.b.1, 489.8.a)")
            if d.kind == "priority" and any(not it.finalized for it in g.chain):
                R("chain", _Text("a pending item"), "every item finalized when a player has Priority "
                  "(312.2.c, 337.4)")
            if d.kind == "focus" and g.chain:
                R("chain", _Text(f"{len(g.chain)} item(s)"), "no chain at a focus decision: Focus acts "
                  "in a Showdown Open State (313.1)")
            if d.kind == "focus" and (g.showdown is None or g.showdown.focus != d.player):
                R("pending.player", d.player, "the player with Focus (347)")
            if d.kind == "mulligan" and g.phase != "mulligan":
                R("phase", g.phase, "'mulligan' at a mulligan decision (117)")
            if d.kind == "focus" and g.showdown is not None and g.showdown.passes >= sum(
                    p.alive for p in g.players):
                R("showdown.passes", g.showdown.passes, "fewer than the living players: when all "
                  "have passed in sequence the showdown ends (347.2.a)")
            if d.kind not in ("main", "invited"):
                if not g.tasks or g.tasks[0][0] not in _CONTINUATIONS:
                    R("tasks", [_jsonable(t) for t in g.tasks[:1]],
                      "a stack whose bottom task carries the turn on after the decision: "
                      + ", ".join(_CONTINUATIONS))
                want = _default_tasks(g, d) if d.kind in ("pay", "assign", "mulligan") else None
                # a ("chain",) task left under the decision by abilities that were then declined
                # (383.3.a.2) runs when the chain is empty again, doing nothing (340.2), and a
                # cleanup queued under abilities a Conquer triggered (466.5.d) checks again what
                # their own cleanup checked: neither matters; nor does the continuation of a unit
                # played at Reaction speed (811.6, 822.1.b) or by an effect (419.3, 354.3) left under
                # later plays of the same chain, which hands Priority on once the chain is back to it
                # (340.4)
                idle = (("chain",), ("cleanup", ""))
                after_play = ("facedown_unit_done", "effect_play_done")

                def busy(tasks: list[tuple]) -> list[tuple]:
                    return [t for t in tasks if t not in idle and t[0] not in after_play]

                if want is not None and busy(g.tasks) != busy(want):
                    R("tasks", [_jsonable(t) for t in g.tasks],
                      f"{[_jsonable(t) for t in want]}, what the engine holds under a {d.kind} "
                      f"decision in phase {g.phase!r}")
        for t in set(mode.teams):
            alive = {g.players[p].alive for p in range(n) if mode.teams[p] == t}
            if len(alive) > 1:
                R("players", _Text("teammates of whom only some are alive"),
                  "a team removed together (489.6.a.1)")
        if over and g.outcome is not None:
            team = {mode.teams[w] for w in g.outcome.winners}
            members = sorted(p for p in range(n) if mode.teams[p] in team)
            if len(team) != 1 or sorted(g.outcome.winners) != members:
                R("outcome.winners", list(g.outcome.winners), "the members of one team "
                  "(489.6.a.3)")
        sd = g.showdown
        here: list[set[int]] = [set() for _ in g.battlefields]
        where = self.unit_paths
        # a unit with lethal damage is still there while no cleanup has run since: as a chain item
        # resolves (321), or as abilities are put on the chain before the next cleanup (383.3.b)
        cleanup_due = (g.pending is not None and g.pending.kind == "order_triggers") or any(
            t[0] in ("cleanup", "finish_spell") for t in g.tasks)
        for u in g.units.values():
            if u.loc >= 0:
                here[u.loc].add(u.controller)
            elif u.loc != -1 - u.controller:
                R(where[u.cid] + ".controller", u.controller,
                  f"P{-1 - u.loc}, whose base it is in (323.7)")
            if not over and not g.players[u.controller].alive:  # a concession that ended the game
                R(where[u.cid] + ".controller", u.controller, "a living player (652.1)")  # banishes nothing
            if u.damage and u.damage >= might(g, u) and not cleanup_due:
                R(where[u.cid] + ".damage", u.damage, "less than the unit's Might (lethal damage "
                  "kills it in a cleanup, 323.5)")
            if u.role != NO_ROLE and not cleanup_due:  # a cleanup resets roles (323.2)
                role = (ATTACKER if sd is not None and sd.combat and u.loc == sd.bf
                        and u.controller == sd.attacker else
                        DEFENDER if sd is not None and sd.combat and u.loc == sd.bf
                        and u.controller == sd.defender else NO_ROLE)
                if u.role != role:
                    R(where[u.cid] + ".role", _ROLE_NAMES[u.role],
                      _show(_ROLE_NAMES[role]) + ": roles belong to the units of a combat's "
                      "attacker and defender at its battlefield (464.2.c.3)")
        # triggered abilities still being put on the chain: the state has not opened yet (383.3.b)
        placing = (g.pending is not None and g.pending.kind == "order_triggers") or any(
            t[0] in _PLACING_TASKS for t in g.tasks)
        for j, b in enumerate(g.battlefields):
            fight = sd is not None and sd.bf == j
            if (b.controller is not None and not g.chain and not fight and not placing
                    and b.controller not in here[j]):
                R(f"battlefields[{j}].controller", b.controller,
                  "a player with a unit there, or null (control of an empty battlefield is lost "
                  "in an Open State outside a showdown, 323.6)")
            if (b.controller is not None and b.contested_by is None and not fight
                    and any(mode.teams[p] != mode.teams[b.controller] for p in here[j])):
                R(f"battlefields[{j}]", _Text(f"P{b.controller} in control with an opponent's unit "
                                              "there, uncontested and with no showdown or combat"),
                  "contested_by set to that opponent (a unit arriving where its controller has no "
                  "control contests the battlefield, 190.3.a.1; the showdown or combat staged next "
                  "decides control, 323.8-323.9)")
            if b.contested_by is not None and b.contested_by not in here[j] and not fight \
                    and not g.chain and not placing:  # the cleanup after the placing ends it
                R(f"battlefields[{j}].contested_by", b.contested_by,
                  "a player with a unit there, or null (323.11)")
            f = b.facedown
            if f is not None and f[1] != b.controller and d is not None and d.kind == "main":
                R(f"battlefields[{j}].facedown.controller", f[1], "the battlefield's controller: a "
                  "facedown card is lost with the battlefield in a cleanup (107.3.c-d, 323.7)")
            if f is not None and f[2] > g.turn:
                R(f"battlefields[{j}].facedown.turn", f[2], f"at most the current turn {g.turn} (421)")
        if sd is not None and sd.combat and not g.chain:
            for who in (sd.attacker, sd.defender):
                if who is not None and who not in here[sd.bf] and g.pending is not None \
                        and g.pending.kind == "assign":
                    R("showdown", _Text(f"P{who} with no unit at the combat"),
                      "both sides present when damage is assigned (465.1)")

    def playable(self, g: GameState) -> None:
        """The engine can list the answers to the pending decision."""
        if g.pending is None:
            return
        try:
            opts = legal_actions(g)
        except Exception as e:  # noqa: BLE001 - any failure means the position is unusable
            self.fail("pending", _dump_decision(g.pending),
                      f"a decision the engine can answer (listing its options failed: {e!r})")
            return
        if not opts:
            self.unreachable("pending", _dump_decision(g.pending),
                             "a decision with at least one legal answer")
