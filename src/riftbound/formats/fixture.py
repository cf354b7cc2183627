"""Conformance fixtures: a position, actions, and what the rules say must follow (``fixtures/``).

A fixture checks itself: :func:`run_fixture` loads its position, applies its actions (numbered as
"fixture action N" in errors) and compares the result with its ``expect``, returning every
difference. ``riftbound resolve FIXTURE`` prints them and exits non-zero. The format is described
in ``fixtures/README.md``.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from ..engine.granted import unit_keywords
from ..engine.units import might
from ..errors import RiftboundError
from ..game import Game
from ..state import Event
from .position import load_position
from .resolver import Resolution, is_fixture, resolve

__all__ = ["FIXTURE_KEYS", "FixtureError", "check_fixture_shape", "is_fixture", "run_fixture"]

FIXTURE_KEYS = ("description", "rules", "position", "actions", "expect")
#: optional top-level fields: when to stop, stepping, and a known disagreement (see the README)
OPTIONAL_KEYS = ("until", "step_all", "xfail", "example")
EXPECT_KEYS = {"points", "winners", "termination", "rule", "events", "absent", "pending", "error",
               "victory_score", "units", "gone", "zones", "battlefields", "chain", "gear", "runes",
               "turn", "turn_player"}
GEAR_KEYS = {"card", "at", "exhausted", "attached_to"}
#: ``keywords``: the unit's keywords now, printed and granted, values summed (``["Assault 4"]``)
UNIT_KEYS = {"card", "controller", "at", "might", "damage", "exhausted", "stunned", "buffs", "keywords"}
ZONES = ("hand", "trash", "banishment", "deck")


class FixtureError(RiftboundError, ValueError):
    """A fixture file is malformed."""


def check_fixture_shape(data: Any, source: str = "<fixture>") -> dict[str, Any]:
    """Check a fixture's fields (see ``fixtures/README.md``); raise :class:`FixtureError`."""
    errors = []
    if not isinstance(data, dict):
        raise FixtureError(f"{source}: expected a JSON object")
    for k in FIXTURE_KEYS:
        if k not in data:
            errors.append(f"{k}: missing field")
    extra = set(data) - {*FIXTURE_KEYS, *OPTIONAL_KEYS}
    if extra:
        errors.append(f"unknown field(s) {', '.join(sorted(extra))}")
    if not isinstance(data.get("description"), str) or not data.get("description", "").strip():
        errors.append("description: expected a sentence or two")
    if not isinstance(data.get("rules"), list) or not all(isinstance(r, str) for r in data["rules"]):
        errors.append("rules: expected a list of rule numbers as strings")
    if not isinstance(data.get("actions"), list) or not all(isinstance(a, str) for a in data["actions"]):
        errors.append("actions: expected a list of actions in notation")
    if data.get("until", "decision") not in ("decision", "end-of-turn"):
        errors.append("until: expected 'decision' or 'end-of-turn'")
    if not isinstance(data.get("step_all", False), bool):
        errors.append("step_all: expected true or false")
    ex = data.get("example", [])
    ids = [ex] if isinstance(ex, str) else ex if isinstance(ex, list) else [None]
    if not all(isinstance(x, str) and re.fullmatch(r"\d{3}(\.[0-9a-z]+)*#\d+", x) for x in ids):
        errors.append("example: expected the Core Rules example it stages, RULE#K (the K-th example "
                      "of rule RULE), or a list of them")
    if "xfail" in data and (not isinstance(data["xfail"], str) or not data["xfail"].strip()):
        errors.append("xfail: expected the reason, naming the rule the engine does not follow yet")
    exp = data.get("expect")
    if not isinstance(exp, dict):
        errors.append("expect: expected an object")
    else:
        if set(exp) - EXPECT_KEYS:
            errors.append(f"expect: unknown field(s) {', '.join(sorted(set(exp) - EXPECT_KEYS))}")
        for k in ("events", "absent"):
            for i, e in enumerate(exp.get(k, [])):
                if not isinstance(e, dict) or "kind" not in e or set(e) - {"kind", "rule", "player"}:
                    errors.append(f"expect.{k}[{i}]: expected {{kind[, rule][, player]}}")
        for i, u in enumerate(exp.get("units", [])):
            if not isinstance(u, dict) or "card" not in u or set(u) - UNIT_KEYS:
                others = ", ".join(sorted(UNIT_KEYS - {"card"}))
                errors.append(f"expect.units[{i}]: expected {{card[, {others}]}}")
        for i, x in enumerate(exp.get("gear", [])):
            if not isinstance(x, dict) or "card" not in x or set(x) - GEAR_KEYS:
                errors.append(f"expect.gear[{i}]: expected {{card[, at, exhausted, attached_to]}}")
        for i, r in enumerate(exp.get("runes", [])):
            if not isinstance(r, dict) or set(r) != {"player", "ready", "exhausted"}:
                errors.append(f"expect.runes[{i}]: expected {{player, ready, exhausted}} (counts)")
        for i, z in enumerate(exp.get("zones", [])):
            if (not isinstance(z, dict) or set(z) != {"player", "zone", "cards"}
                    or z.get("zone") not in ZONES):
                errors.append(f"expect.zones[{i}]: expected {{player, zone ({', '.join(ZONES)}), cards}}")
    if errors:
        raise FixtureError(f"{source}: " + "; ".join(errors))
    return data


def _find_unit(game: Game, ref: str) -> list[int]:
    g = game.state
    if ref.startswith("#") and ref[1:].isdigit():
        return [int(ref[1:])] if int(ref[1:]) in g.units else []
    return sorted(c for c in g.units if g.cards[c].name.casefold() == ref.casefold())


def _loc_text(loc: int) -> str:
    return "base" if loc < 0 else f"bf {loc}"


def _check_units(game: Game, exp: dict[str, Any], problems: list[str]) -> None:
    g = game.state
    for want in exp.get("units", []):
        cids = _find_unit(game, want["card"])
        if not cids:
            problems.append(f"unit {want['card']}: expected on the board, but it is not")
            continue
        fits: list[str] = []
        for c in cids:
            u = g.units[c]
            got = {"controller": u.controller, "at": _loc_text(u.loc), "might": might(g, u),
                   "damage": u.damage, "exhausted": u.exhausted, "stunned": u.stunned,
                   "buffs": u.buffs, "keywords": list(unit_keywords(g, u))}
            diff = [f"{k} expected {want[k]!r}, got {got[k]!r}" for k in want if k != "card"
                    and got[k] != want[k]]
            if not diff:
                fits = []
                break
            fits.append(f"#{c}: " + ", ".join(diff))
        if fits:
            problems.append(f"unit {want['card']}: " + "; ".join(fits))
    for ref in exp.get("gone", []):
        if _find_unit(game, ref):
            problems.append(f"unit {ref}: expected off the board, but it is still there")


def _check_zones(game: Game, exp: dict[str, Any], problems: list[str]) -> None:
    g = game.state
    for z in exp.get("zones", []):
        p = z["player"]
        if not 0 <= p < len(g.players):
            problems.append(f"zones: there is no player P{p}")
            continue
        cards = getattr(g.players[p], z["zone"])
        if z["zone"] == "deck":  # in order, top first
            top = [g.cards[c].name for c in reversed(cards)]
            if top != z["cards"]:
                problems.append(f"P{p}'s deck (top first): expected {z['cards']}, got {top}")
            continue
        got = Counter(g.cards[c].name for c in cards)
        if got != Counter(z["cards"]):
            problems.append(f"P{p}'s {z['zone']}: expected {sorted(z['cards'])}, "
                            f"got {sorted(got.elements())}")


def _check_gear_and_runes(game: Game, exp: dict[str, Any], problems: list[str]) -> None:
    g = game.state
    for want in exp.get("gear", []):
        found = sorted(c for c in g.gear if g.cards[c].name.casefold() == want["card"].casefold())
        if not found:
            problems.append(f"gear {want['card']}: expected on the board, but it is not")
            continue
        x = g.gear[found[0]]
        got = {"at": _loc_text(x.loc), "exhausted": x.exhausted,
               "attached_to": None if x.attached_to is None else g.cards[x.attached_to].name}
        for k in want:
            if k != "card" and got[k] != want[k]:
                problems.append(f"gear {want['card']}: {k} expected {want[k]!r}, got {got[k]!r}")
    for want in exp.get("runes", []):
        p = want["player"]
        flags = g.players[p].rune_exhausted if 0 <= p < len(g.players) else []
        got_r = {"ready": flags.count(False), "exhausted": flags.count(True)}
        if got_r != {"ready": want["ready"], "exhausted": want["exhausted"]}:
            problems.append(f"P{p}'s runes: expected {want['ready']} ready and {want['exhausted']} "
                            f"exhausted, got {got_r['ready']} and {got_r['exhausted']}")


def _check_battlefields(game: Game, exp: dict[str, Any], problems: list[str]) -> None:
    g = game.state
    for want in exp.get("battlefields", []):
        i = want.get("index", -1)
        if not 0 <= i < len(g.battlefields):
            problems.append(f"battlefields: there is no battlefield {i}")
            continue
        b = g.battlefields[i]
        got = {"controller": b.controller, "contested_by": b.contested_by,
               "scored_by": sorted(p for p, bf in g.ledger if bf == i),
               "card": g.cards[b.cid].name if b.cid >= 0 else None}  # a Replace changes it (438)
        for k, v in want.items():
            if k != "index" and got.get(k, "(unknown field)") != v:
                problems.append(f"battlefield {i}: {k} expected {v!r}, got {got.get(k, '(unknown field)')!r}")


def run_fixture(data: dict[str, Any], source: str = "<fixture>") -> tuple[Resolution, list[str]]:
    """Load a fixture's position, apply its actions and compare with ``expect``.

    Returns the resolution (its ``mismatches`` filled) and the list of differences (empty when the
    engine does what the fixture expects).
    """
    check_fixture_shape(data, source)
    game = load_position(data["position"], source=source)
    start = len(game.state.log or [])
    res = resolve(game, data["actions"], data.get("until", "decision"),
                  step_all=data.get("step_all", False), label="fixture action")
    res.source = source
    exp = data["expect"]
    out = game.outcome()
    g = game.state
    problems: list[str] = []
    want_error = exp.get("error")
    if res.error is not None and not want_error:
        problems.append(f"unexpected error: {res.error}")
    if want_error:
        if res.error is None:
            problems.append(f"expected fixture action {want_error.get('index')} to fail, but every "
                            "action applied")
        else:
            got_i = res.error.index
            if "index" in want_error and want_error["index"] != got_i:
                problems.append(f"expected fixture action {want_error['index']} to fail, but fixture "
                                f"action {got_i} did")
            if want_error.get("contains", "").lower() not in res.error.message.lower():
                problems.append(f"error message {res.error.message!r} lacks {want_error['contains']!r}")
    if "points" in exp:
        got = [game.points(p) for p in range(len(g.players))]
        if got != exp["points"]:
            problems.append(f"points: expected {exp['points']}, got {got}")
    if "victory_score" in exp and exp["victory_score"] != game.victory_score():
        problems.append(f"victory score: expected {exp['victory_score']}, got {game.victory_score()}")
    if "winners" in exp:
        got_w = list(out.winners) if out else []
        if got_w != exp["winners"]:
            problems.append(f"winners: expected {exp['winners'] or 'none'}, got {got_w or 'none'}")
    if "termination" in exp:
        got_t = out.termination.value if out else None
        if got_t != exp["termination"]:
            problems.append(f"termination: expected {exp['termination']}, got {got_t}")
    if "rule" in exp and (out.rule if out else None) != exp["rule"]:
        problems.append(f"winning rule: expected {exp['rule']}, got {out.rule if out else None}")
    if "pending" in exp:
        d = game.pending()
        got_p = None if d is None else f"P{d.player} {d.kind}"
        if got_p != exp["pending"]:
            problems.append(f"pending decision: expected {exp['pending']}, got {got_p}")
    if "chain" in exp:
        got_c = [g.cards[it.cid].name for it in g.chain]
        if got_c != exp["chain"]:
            problems.append(f"chain (oldest first): expected {exp['chain']}, got {got_c}")
    _check_units(game, exp, problems)
    _check_zones(game, exp, problems)
    _check_battlefields(game, exp, problems)
    _check_gear_and_runes(game, exp, problems)
    for key, got_v in (("turn", g.turn), ("turn_player", g.turn_player)):
        if key in exp and exp[key] != got_v:
            problems.append(f"{key}: expected {exp[key]}, got {got_v}")
    log = (g.log or [])[start:]

    def hit(e: Event, want: dict[str, Any]) -> bool:
        return (e.kind == want["kind"] and ("rule" not in want or e.rule == want["rule"])
                and ("player" not in want or e.player == want["player"]))

    i = 0
    for n, want in enumerate(exp.get("events", [])):
        while i < len(log) and not hit(log[i], want):
            i += 1
        if i == len(log):
            problems.append(f"event {n} {want} does not appear in order in the log")
            break
        i += 1
    for want in exp.get("absent", []):
        found = [e for e in log if hit(e, want)]
        if found:
            problems.append(f"event {want} must not happen, but did: {game.render_event(found[0])}")
    res.mismatches = problems
    return res, problems

