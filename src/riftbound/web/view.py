"""What the page is sent: a game as seen from one seat, as JSON-ready data.

Everything here is built from :meth:`Game.observation` for a seat, so an opponent's hand and every
deck order never leave the server (rule 128; GUIDE: hidden information). Card numbers (``cid``) of
hidden cards are not sent either: the page gets names of what the seat may see, counts of the rest.
``viewer=None`` is the view of a record or a judge's position, which holds every card anyway: both
hands and facedown cards are shown.

The log is redacted the same way: an opponent's card hidden facedown (107.3.f, 811) is "a card".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..actions import (
    Action,
    Activate,
    AssignDamage,
    ChooseBattlefield,
    ChooseCard,
    ChooseName,
    ChooseOpponent,
    ChooseReplacement,
    Concede,
    EndTurn,
    Hide,
    Invite,
    Move,
    Mulligan,
    OrderTriggers,
    Pass,
    Pay,
    PlayGear,
    PlaySpell,
    PlayUnit,
)
from ..engine.units import might
from ..formats.notation import describe_decision, format_action
from ..formats.resolver import explain
from ..game import Game
from ..log_text import render
from ..state import ATTACKER, DEFENDER, Event, GameState

__all__ = ["action_group", "actions_view", "board_view", "log_view", "outcome_view"]

#: the name of a decision kind on the page
KIND_TITLES = {
    "mulligan": "Mulligan", "main": "Main Phase", "pay": "Pay the cost", "focus": "Focus",
    "priority": "Priority", "choose_card": "Choose a card", "assign": "Assign combat damage",
    "order_triggers": "Order triggered abilities", "replacement": "Choose a replacement effect",
    "choose_battlefield": "Choose a battlefield", "choose_opponent": "Choose an opponent",
    "invited": "Invited by the Turn Player", "choose_name": "Name a card or tag",
}


def _place(g: GameState, loc: int) -> str:
    if 0 <= loc < len(g.battlefields):
        return f"bf {loc}"
    return "base"


def action_group(game: Game, action: Action) -> str:
    """The group an action's button goes in, so that hundreds of options stay usable: one group
    per card played or activated, per destination of a move, per kind of the other answers."""
    g = game.state
    cards = g.cards
    if isinstance(action, PlayUnit | PlayGear | PlaySpell):
        return f"play {cards[action.card].name}"
    if isinstance(action, Activate):
        return f"activate {cards[action.source].name}"
    if isinstance(action, Hide):
        return f"hide {cards[action.card].name}"
    if isinstance(action, Move):
        return f"move to {_place(g, action.to)}"
    if isinstance(action, ChooseCard):
        return "choose"
    simple: dict[type, str] = {
        Pass: "pass", EndTurn: "end turn", Pay: "pay", AssignDamage: "assign", OrderTriggers: "order",
        Mulligan: "mulligan", ChooseBattlefield: "battlefield", ChooseOpponent: "opponent",
        ChooseReplacement: "replacement", Concede: "concede", Invite: "invite", ChooseName: "name",
    }
    return simple.get(type(action), type(action).__name__)


def actions_view(game: Game) -> list[dict[str, Any]]:
    """The legal answers to the pending decision: index (what the page sends back), label in
    notation (what a person could type) and group."""
    return [{"i": i, "label": format_action(game, a), "group": action_group(game, a)}
            for i, a in enumerate(game.legal_actions())]


def _card(g: GameState, cid: int) -> dict[str, Any]:
    c = g.cards[cid]
    out: dict[str, Any] = {"name": c.name, "type": c.type}
    if c.type in ("Unit", "Spell", "Gear"):
        out["cost"] = c.energy
        if c.power:
            out["power"] = list(c.power)
    if c.keywords:
        out["keywords"] = list(c.keywords)
    return out


def _hidden_names(g: GameState, cids: Sequence[int]) -> list[dict[str, Any]]:
    return sorted((_card(g, c) for c in cids), key=lambda d: d["name"])


def board_view(game: Game, viewer: int | None) -> dict[str, Any]:
    """The board as ``viewer`` sees it (None: everything, for records and positions)."""
    g = game.state
    seats = range(len(g.players)) if viewer is None else [viewer]
    obs = {p: game.observation(p) for p in seats}
    pub = obs[viewer if viewer is not None else 0]
    players = []
    for i, p in enumerate(pub["players"]):
        mine = obs.get(i)
        hand = None
        if mine is not None:
            hand = _hidden_names(g, mine["players"][i]["hand_ids"])
        players.append({
            "seat": i, "points": p["points"], "alive": p["alive"], "hand": hand,
            "hand_count": p["hand_count"], "deck_count": p["deck_count"],
            "rune_deck_count": p["rune_deck_count"], "trash": _names(g, p["trash"]),
            "banishment": _names(g, p["banishment"]),
            "runes": [{"name": _name_of(g, r), "exhausted": ex} for r, ex in p["runes"]],
            "champion": _name_of(g, p["champion"]) if p["champion"] else None,
            "legend": _name_of(g, p["legend"]) if p["legend"] else None,
            "energy": p["pool"][0], "power": list(p["pool"][1]), "xp": p["xp"],
        })
    gear_at: dict[int, list[dict[str, Any]]] = {}
    for cid, _id, controller, loc, exhausted, temporary, attached, _emp in pub["gear"]:
        gear_at.setdefault(loc, []).append({
            "name": g.cards[cid].name, "controller": controller, "exhausted": exhausted,
            "temporary": temporary,
            "attached_to": g.cards[attached].name if attached is not None else None})
    units_at: dict[int, list[dict[str, Any]]] = {}
    for u in sorted(g.units.values(), key=lambda u: (u.loc, u.controller, g.cards[u.cid].name)):
        units_at.setdefault(u.loc, []).append({
            "name": g.cards[u.cid].name, "controller": u.controller, "might": might(g, u),
            "damage": u.damage, "exhausted": u.exhausted, "buffs": u.buffs, "stunned": u.stunned,
            "role": {ATTACKER: "attacker", DEFENDER: "defender"}.get(u.role), "temporary": u.temporary,
            "keywords": list(g.cards[u.cid].keywords),
            "keywords_this_turn": list(u.turn_keywords)})  # 801.3.a: granted this turn
    battlefields = []
    for i, bf in enumerate(pub["battlefields"]):
        name, controller, contested, _down = bf
        battlefields.append({
            "index": i, "name": _name_of(g, name) if name else "a blank battlefield",
            "controller": controller, "contested_by": contested,
            "facedown": _facedown(g, i, viewer, obs), "units": units_at.get(i, []),
            "gear": gear_at.get(i, [])})
    bases = [{"seat": i, "units": units_at.get(-i - 1, []), "gear": gear_at.get(-i - 1, [])}
             for i in range(len(g.players))]
    sd = g.showdown
    return {
        "turn": g.turn, "turn_player": g.turn_player, "phase": g.phase,
        "victory_score": pub["victory_score"], "players": players, "battlefields": battlefields,
        "bases": bases,
        "chain": [{"name": g.cards[it.cid].name, "controller": it.controller, "kind": it.kind}
                  for it in g.chain],
        "showdown": ({"battlefield": sd.bf, "combat": sd.combat, "focus": sd.focus,
                      "attacker": sd.attacker, "defender": sd.defender} if sd else None),
        "scored": _scored(g),
        "outcome": outcome_view(game),
    }


def _name_of(g: GameState, card_id: str) -> str:
    """A card's name from the id the observation gives."""
    return _by_id(g).get(card_id, card_id)


def _names(g: GameState, ids: Sequence[str]) -> list[str]:
    table = _by_id(g)
    return [table.get(x, x) for x in ids]


def _by_id(g: GameState) -> dict[str, str]:
    got = g.memo.get("web_names")
    if got is None:
        got = {c.id: c.name for c in g.cards}
        g.memo["web_names"] = got
    return got


def _facedown(g: GameState, bf: int, viewer: int | None, obs: dict[int, dict[str, Any]]
              ) -> dict[str, Any] | None:
    f = g.battlefields[bf].facedown
    if f is None:
        return None
    seen = obs[viewer if viewer is not None else f[1]]["battlefields"][bf][3]
    if seen is None or seen[0] == "facedown":  # 107.3.f: only its controller knows the card
        return {"controller": f[1], "name": None}
    return {"controller": f[1], "name": _name_of(g, seen[0])}


def _scored(g: GameState) -> list[dict[str, Any]]:
    """This turn's score ledger (470), with how each battlefield was scored when the log says."""
    how: dict[tuple[int, int], str] = {}
    for e in g.log or []:
        if e.turn == g.turn and e.kind in ("conquer", "hold"):
            how[(e.player, e.data[0])] = e.kind  # type: ignore[index]
    return [{"player": p, "battlefield": bf, "how": how.get((p, bf), "scored")}
            for p, bf in sorted(g.ledger)]


def outcome_view(game: Game) -> dict[str, Any] | None:
    out = game.outcome()
    if out is None:
        return None
    return {"winners": list(out.winners), "termination": out.termination.value, "rule": out.rule}


def event_text(g: GameState, e: Event, viewer: int | None) -> str:
    """An event's line of text as ``viewer`` may read it: an opponent's card hidden facedown is
    not named (107.3.f)."""
    if viewer is not None and e.kind == "hide" and e.player != viewer:
        return (f"[T{e.turn}] P{e.player} hides a card facedown at "
                f"{'battlefield ' + str(e.data[1])}  (rule {e.rule})")
    return render(g, e)


def log_view(game: Game, viewer: int | None, since: int = 0) -> list[dict[str, Any]]:
    """The log from event ``since`` on: turn, rule, text and a plain explanation of each event."""
    g = game.state
    return [{"turn": e.turn, "rule": e.rule, "kind": e.kind, "text": event_text(g, e, viewer),
             "why": explain(e)} for e in (g.log or [])[log_start(game, since):]]


def log_start(game: Game, since: int) -> int:
    """Where the log sent goes from: ``since``, or 0 when the page has more events than the game
    (a replay stepped back): the page then replaces its log."""
    return since if 0 <= since <= len(game.state.log or []) else 0


def decision_view(game: Game, viewer: int | None, can_act: bool = True) -> dict[str, Any] | None:
    """The pending decision: who, what kind, in words; its legal actions when ``can_act`` and
    ``viewer`` decides (None: whoever is to move, for a judge)."""
    d = game.pending()
    if d is None or game.is_over():
        return None
    out: dict[str, Any] = {"player": d.player, "kind": d.kind, "title": KIND_TITLES.get(d.kind, d.kind)}
    if viewer is None or viewer == d.player:
        out["description"] = describe_decision(game)
        if can_act:
            out["actions"] = actions_view(game)
    else:
        out["description"] = f"waiting for P{d.player}"
    return out
