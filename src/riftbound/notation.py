"""Action notation: a short text form for every action, and the judge's "what if" actions.

Two text forms name the same action. ``str(action)`` is canonical and names cards by their instance
number (``play #12 to bf 1``); :func:`format_action` is the readable form with card names
(``play Daring Poro to bf 1``), adding ``#cid`` to a name only where the name alone would not say
which card (``move Daring Poro#12 to base``). :func:`parse_action` reads both, resolving names
against the legal answers to the pending decision, so ``parse_action(game, format_action(game, a))
== a`` for every legal ``a``.

Grammar (case-insensitive; spaces are free; ``P1:`` before an action names who acts)::

    CARD    := NAME | NAME#cid | #cid            optionally followed by "at LOC" (where the unit is)
    CARDS   := CARD, CARD, ...                   (names may contain commas: "Garen, Rugged")
    LOC     := base | bf N | battlefield N

    mulligan CARDS | mulligan none | keep        rule 117
    play CARD [from hand|champion|facedown] [to LOC] [accelerate]     rules 354-359, 805, 811
                                                 (LOC: base; a facedown card needs "from facedown")
    play SPELL [from trash] [targeting TARGETS] [to LOC]    rules 354-359, 355.4-355.13 (a spell;
                                                 "from trash": for its Flow cost, 829)
    pay exhaust CARDS [recycle CARDS] | pay recycle CARDS | pay nothing     rule 357
    move CARDS [from LOC] to LOC                 rule 144 (a Standard Move)
    end turn                                     rule 316.9
    pass                                         rules 347.2 (Focus), 338.1.b (Priority)
    choose CARD | choose none                    rule 355.17 (a choice as an effect resolves;
                                                 none: decline a "you may")
    assign N to CARD, N to CARD, ... | assign nothing          rule 465.2.c

A spell's TARGETS are its chosen units (each best written with "at LOC"); when the spell has
several targets, ";" separates them (``play Challenge targeting Poro at base; Drake at bf 0``) and
"nothing" stands for an empty "up to" choice. ``to LOC`` is the destination of a move it makes
(``base``: the moved unit's base).
    battlefield N                                rules 323.12-323.13 (where a fight begins)
    opponent PN                                  rule 431.2.c (who gains the Burn Out point)
    invite PN                                    rule 489.8.a (a teammate plays with your Priority)
    order CARDS                                  rule 383.3.d (simultaneous triggers, first placed first)
    replace KEY | replace none                   rules 372, 371.2 (the replacement effect applied
                                                 first: "#cid" of its card or a rule's name)
    hide CARD to bf N [recycle RUNE]             rules 421, 811.1.b (paying [A] with a rune, or
                                                 from the pool's Power when none is named)
    concede PN                                   rule 650

Judge actions (:func:`parse_judge`, :func:`apply_judge`) apply a primitive effect to a position::

    draw PN [N]   mill PN [N]   reveal PN N   look PN N   gain PN [N]   lose PN [N]
    win PN   lose-game PN   victory-score +N | -N | N   cleanup   end turn   next turn
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .actions import (
    BASE,
    Action,
    Activate,
    AssignDamage,
    ChooseBattlefield,
    ChooseCard,
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
from .cards import load_cards
from .engine.chain import SPELLS, may_play_spell_now, spell_cost
from .engine.costs import unit_costs
from .engine.decisions import CARD_CHOICE_OFFERED, CARD_CHOICE_TEXT, CARD_CHOICES, can_pay
from .engine.keywords import ability_being_paid
from .engine.passives import has_ganking
from .errors import RiftboundError
from .game import Game
from .state import GameState

__all__ = [
    "JudgeAction", "NotationError", "apply_judge", "describe_decision", "format_action",
    "is_judge_text", "parse_action", "parse_any", "parse_judge",
]


class NotationError(RiftboundError, ValueError):
    """A text could not be read as an action, or names an action that is not legal now."""


# --- text helpers ----------------------------------------------------------------------------------

def _clean(text: str) -> str:
    return " ".join(str(text).split())


def _fold(text: str) -> str:
    return _clean(text).casefold()


@functools.cache
def _all_names() -> dict[str, str]:
    """Every card name in the card table, folded -> printed."""
    return {_fold(c.name): c.name for c in load_cards()}


_LOC = r"(?:base|(?:bf|battlefield)\s*\d+)"
_AT = re.compile(rf"\s+at\s+({_LOC})$", re.I)
_ACTOR = re.compile(r"^p(\d+)(?:\s*:\s*|\s+)(?=\S)", re.I)


def _loc_value(text: str) -> int:
    t = text.strip().lower()
    return BASE if t == "base" else int(re.sub(r"^(?:bf|battlefield)\s*", "", t))


def _loc_text(loc: int) -> str:
    return "base" if loc == BASE else f"bf {loc}"


def _where_text(loc: int | None) -> str:
    return "base" if loc is None or loc == BASE else f"battlefield {loc}"


def _player(text: str) -> int:
    m = re.fullmatch(r"p?(\d+)", text.strip(), re.I)
    if not m:
        raise NotationError(f"{text!r} is not a player; write P0, P1, ...")
    return int(m.group(1))


# --- card references -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Ref:
    """A card as written: a name, a ``#cid``, or both, optionally with where the unit is."""

    text: str
    name: str | None  # folded
    cid: int | None
    loc: int | None


def _parse_ref(text: str) -> _Ref:
    t = _clean(text)
    loc = None
    m = _AT.search(t)
    if m:
        loc = _loc_value(m.group(1))
        t = t[:m.start()].strip()
    m = re.fullmatch(r"(.*?)\s*#\s*(\d+)", t)
    if m:
        name = m.group(1).strip()
        return _Ref(_clean(text), _fold(name) if name else None, int(m.group(2)), loc)
    if not t:
        raise NotationError(f"{text!r}: a card is missing (a name or #cid)")
    return _Ref(_clean(text), _fold(t), None, loc)


def _ref_core(text: str) -> str:
    t = _AT.sub("", _clean(text))
    return _fold(re.sub(r"\s*#\s*\d+$", "", t))


def _split_refs(text: str) -> list[_Ref]:
    """Split a comma-separated card list, keeping names that contain commas together."""
    names = _all_names()
    segs = [s.strip() for s in text.split(",")]
    out: list[_Ref] = []
    i = 0
    while i < len(segs):
        j = len(segs)
        while j > i + 1 and _ref_core(", ".join(segs[i:j])) not in names:
            j -= 1
        out.append(_parse_ref(", ".join(segs[i:j])))
        i = j
    return out


# --- parsing the text (syntax only) --------------------------------------------------------------------

@dataclass(slots=True)
class _Parsed:
    verb: str
    text: str
    actor: int | None = None
    refs: tuple[_Ref, ...] = ()
    recycle: tuple[_Ref, ...] = ()
    amounts: tuple[int, ...] = ()
    loc: int | None = None
    src: int | None = None
    number: int | None = None
    accelerate: bool = False
    #: for play: "hand" or "champion" (the Champion Zone), when written
    zone: str | None = None
    #: for play: whether "to LOC" was written (a unit defaults to its base, a spell to no move)
    loc_written: bool = False
    #: for play: the written targets, one tuple per target (or one flat tuple without ";")
    targets: tuple[tuple[_Ref, ...], ...] | None = None
    #: the targets were written without ";" (matched as one list)
    flat: bool = False
    #: for activate: the card whose ability the source has ("using"), and the trash cards recycled
    of: _Ref | None = None
    trash: tuple[_Ref, ...] = ()
    #: for replace: the replacement's key
    key: str | None = None


#: verb -> (action class, the decision kind it answers)
_KINDS: dict[str, tuple[type, tuple[str, ...]]] = {
    "mulligan": (Mulligan, ("mulligan",)), "play": (PlayUnit, ("main", "focus", "priority", "invited")),
    "pay": (Pay, ("pay",)), "move": (Move, ("main",)), "end turn": (EndTurn, ("main",)),
    "pass": (Pass, ("focus", "priority", "invited", "pay")), "invite": (Invite, ("main",)),
    "assign": (AssignDamage, ("assign",)),
    "battlefield": (ChooseBattlefield, ("choose_battlefield",)),
    "opponent": (ChooseOpponent, ("choose_opponent",)), "choose": (ChooseCard, ("choose_card",)),
    "order": (OrderTriggers, ("order_triggers",)), "concede": (Concede, ()),
    "hide": (Hide, ("main", "focus")), "replace": (ChooseReplacement, ("replacement",)),
    "activate": (Activate, ("main", "focus", "priority", "pay", "invited")),  # pay: Add Reactions (429.3)
}

_PLAY = re.compile(rf"^play\s+(?P<ref>.+?)(?:\s+from\s+(?P<zone>hand|champion(?:\s+zone)?|facedown|trash))?"
                   rf"(?:\s+targeting\s+(?P<tg>.+?))?"
                   rf"(?:\s+to\s+(?P<loc>{_LOC}))?(?P<acc>\s+accelerate)?$", re.I)
_MOVE = re.compile(rf"^move\s+(?P<refs>.+?)(?:\s+from\s+(?P<src>{_LOC}))?\s+to\s+(?P<loc>{_LOC})$", re.I)
_HIDE = re.compile(r"^hide\s+(?P<ref>.+?)\s+to\s+(?:bf|battlefield)\s*(?P<bf>\d+)"
                   r"(?:\s+recycle\s+(?P<rc>.+))?$", re.I)
_ACTIVATE = re.compile(rf"^activate\s+(?P<ref>.+?)(?:\s+using\s+(?P<of>.+?))?(?:\s+mode\s+(?P<mode>\d+))?"
                       rf"(?:\s+targeting\s+(?P<tg>.+?))?(?:\s+to\s+(?P<loc>{_LOC}))?"
                       rf"(?:\s+recycling\s+(?P<tr>.+?))?"
                       rf"(?:\s+pay(?:\s+exhaust\s+(?P<ex>.+?))?(?:\s+recycle\s+(?P<rc>.+?))?)?$", re.I)
_PAY = re.compile(r"^pay(?:\s+exhaust\s+(?P<ex>.+?))?(?:\s+recycle\s+(?P<rc>.+?))?$", re.I)


def _parse_text(text: str) -> _Parsed:
    raw = _clean(text)
    if not raw:
        raise NotationError("empty action")
    actor = None
    m = _ACTOR.match(raw)
    if m:
        actor = int(m.group(1))
        raw = raw[m.end():]
    low = raw.casefold()
    if low in ("end turn", "end-turn", "endturn", "end"):
        return _Parsed("end turn", raw, actor)
    if low == "pass":
        return _Parsed("pass", raw, actor)
    if low in ("keep", "mulligan", "mulligan none", "mulligan nothing"):
        return _Parsed("mulligan", raw, actor)
    if low.startswith("mulligan "):
        return _Parsed("mulligan", raw, actor, tuple(_split_refs(raw[len("mulligan "):])))
    m = re.fullmatch(r"(?:battlefield|bf|choose\s+(?:battlefield|bf))\s*(\d+)", low)
    if m:
        return _Parsed("battlefield", raw, actor, number=int(m.group(1)))
    m = re.fullmatch(r"(?:choose\s+)?opponent\s+(p?\d+)", low)
    if m:
        return _Parsed("opponent", raw, actor, number=_player(m.group(1)))
    m = re.fullmatch(r"invite\s+(p?\d+)", low)
    if m:
        return _Parsed("invite", raw, actor, number=_player(m.group(1)))
    m = re.fullmatch(r"replace\s+(.+)", low)
    if m:  # a replacement effect's key: "burn out", "#12" or "none" (372, 371.2)
        return _Parsed("replace", raw, actor, key=" ".join(m.group(1).split()))
    m = re.fullmatch(r"concede(?:\s+(p?\d+))?", low)
    if m:
        who = _player(m.group(1)) if m.group(1) else actor
        return _Parsed("concede", raw, actor, number=who)
    if low.startswith("play ") or low == "play":
        m = _PLAY.match(raw)
        if not m:
            raise NotationError(f"{raw!r}: write 'play CARD [to base|bf N] [accelerate]' or 'play "
                                "SPELL [targeting UNIT at LOC, ...] [to base|bf N]'")
        targets: tuple[tuple[_Ref, ...], ...] | None = None
        flat = False
        if m.group("tg"):
            body = m.group("tg")
            flat = ";" not in body
            targets = tuple(() if part.strip().casefold() in ("nothing", "none")
                            else tuple(_split_refs(part)) for part in body.split(";"))
        return _Parsed("play", raw, actor, (_parse_ref(m.group("ref")),),
                       loc=_loc_value(m.group("loc")) if m.group("loc") else BASE,
                       accelerate=bool(m.group("acc")),
                       zone=m.group("zone").split()[0].lower() if m.group("zone") else None,
                       loc_written=bool(m.group("loc")), targets=targets, flat=flat)
    if low.startswith("order "):
        return _Parsed("order", raw, actor, tuple(_split_refs(raw[len("order "):])))
    if low.startswith("activate ") or low == "activate":
        m = _ACTIVATE.match(raw)
        if not m:
            raise NotationError(f"{raw!r}: write 'activate SOURCE [using CARD] [mode N] [targeting "
                                "UNIT] [to base|bf N] [recycling CARD, ...] [pay exhaust RUNE, ... "
                                "recycle RUNE, ...]'")
        ex = tuple(_split_refs(m.group("ex"))) if m.group("ex") else ()
        return _Parsed("activate", raw, actor, (_parse_ref(m.group("ref")), *ex),
                       tuple(_split_refs(m.group("rc"))) if m.group("rc") else (),
                       loc=_loc_value(m.group("loc")) if m.group("loc") else None,
                       number=int(m.group("mode")) if m.group("mode") else 0,
                       targets=((_parse_ref(m.group("tg")),),) if m.group("tg") else None,
                       of=_parse_ref(m.group("of")) if m.group("of") else None,
                       trash=tuple(_split_refs(m.group("tr"))) if m.group("tr") else ())
    if low.startswith("hide ") or low == "hide":
        m = _HIDE.match(raw)
        if not m:
            raise NotationError(f"{raw!r}: write 'hide CARD to bf N [recycle RUNE]'")
        rc = tuple(_split_refs(m.group("rc"))) if m.group("rc") else ()
        return _Parsed("hide", raw, actor, (_parse_ref(m.group("ref")),), rc, number=int(m.group("bf")))
    if low in ("choose none", "choose nothing"):  # declining a "you may" (ChooseCard(-1))
        return _Parsed("choose", raw, actor)
    m = re.fullmatch(r"choose\s+(?!battlefield\b|bf\b|opponent\b)(.+)", raw, re.I)
    if m:
        return _Parsed("choose", raw, actor, (_parse_ref(m.group(1)),))
    if low.startswith("move ") or low == "move":
        m = _MOVE.match(raw)
        if not m:
            raise NotationError(f"{raw!r}: write 'move CARD, CARD ... to base|bf N'")
        return _Parsed("move", raw, actor, tuple(_split_refs(m.group("refs"))),
                       loc=_loc_value(m.group("loc")),
                       src=_loc_value(m.group("src")) if m.group("src") else None)
    if low.startswith("pay") and (len(low) == 3 or low[3] == " "):
        if low in ("pay", "pay nothing"):
            return _Parsed("pay", raw, actor)
        m = _PAY.match(raw)
        if not m or not (m.group("ex") or m.group("rc")):
            raise NotationError(f"{raw!r}: write 'pay exhaust RUNE, ... recycle RUNE, ...' "
                                "or 'pay nothing'")
        ex = tuple(_split_refs(m.group("ex"))) if m.group("ex") else ()
        rc = tuple(_split_refs(m.group("rc"))) if m.group("rc") else ()
        return _Parsed("pay", raw, actor, ex, rc)
    if low.startswith("assign"):
        body = raw[len("assign"):].strip()
        if body.casefold() in ("", "nothing", "none"):
            return _Parsed("assign", raw, actor)
        refs, amounts = [], []
        for part in re.split(r",\s*(?=\d+\s+to\s)", body, flags=re.I):
            m = re.fullmatch(r"(\d+)\s+to\s+(.+)", part.strip(), re.I)
            if not m:
                raise NotationError(f"{raw!r}: write 'assign N to UNIT, N to UNIT, ...'")
            amounts.append(int(m.group(1)))
            refs.append(_parse_ref(m.group(2)))
        return _Parsed("assign", raw, actor, tuple(refs), amounts=tuple(amounts))
    verb = low.split(" ", 1)[0]
    close = difflib.get_close_matches(verb, [*_KINDS, "end", "keep"], n=2, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    raise NotationError(f"{raw!r} is not an action: unknown verb {verb!r}{hint} (actions: "
                        "mulligan, play, pay, move, end turn, pass, choose, assign, battlefield, "
                        "opponent, order, replace, concede, activate)")


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
    if d.kind == "main":
        return (f"{p} has priority in their Main Phase with nothing on the chain: they may play a "
                "unit or a spell, hide a card, move units or end the turn")
    if d.kind == "pay" and len(d.context) == 1 and ability_being_paid(g, d.context[0]) is not None:
        return (f"the ability of {_name(g, d.context[0])} is going on the chain: {p} pays its cost, "
                "or passes to decline it (404.2)")
    if d.kind == "pay":
        return (f"the turn is in a Closed State: {_name(g, d.context[0])} is on the chain and {p} "
                "must pay its cost")
    if d.kind == "focus" and sd is not None:
        what = "combat" if sd.combat else "showdown"
        return (f"a {what} is under way at battlefield {sd.bf}: {p} has Focus and may play an Action "
                "or Reaction spell, or pass")
    if d.kind == "priority":
        chain = ", ".join(f"{_name(g, it.cid)} (P{it.controller})" for it in g.chain)
        return (f"the turn is in a Closed State with {chain} on the chain: {p} has Priority and may "
                "play a Reaction spell or pass")
    if d.kind == "choose_card":
        spell = _name(g, d.context[1])
        if d.context[0] == "discard_pick":
            return f"{spell} is resolving: {p} chooses a card of their hand to discard"
        if d.context[0] == "trash_pick":
            return f"{spell} is resolving: {p} chooses a unit card of their trash to return to hand"
        if d.context[0] == "trigger_target":
            return f"the ability of {spell} is going on the chain: {p} chooses its target"
        if d.context[0] == "ability_target":
            return f"the {d.context[2]} ability of {spell} is going on the chain: {p} chooses its target"
        if d.context[0] in CARD_CHOICE_TEXT:
            return CARD_CHOICE_TEXT[d.context[0]].format(p=p, card=spell)
        return f"{spell} is resolving: {p} chooses one of their units to kill"
    if d.kind == "assign" and sd is not None:
        return f"combat damage at battlefield {sd.bf} is being assigned: {p} assigns theirs"
    if d.kind == "mulligan":
        return f"the game is in setup: {p} decides their mulligan"
    if d.kind == "choose_battlefield":
        what = "showdown" if d.context[0] == "begin_showdown" else "combat"
        opts = " or ".join(str(i) for i in d.context[1])
        return f"{p} chooses the battlefield ({opts}) where the next {what} begins"
    if d.kind == "order_triggers":
        ab = d.context[0]
        srcs = ", ".join(_name(g, c) + (f" ({k})" if isinstance(ab, tuple) else "")
                         for c, k in zip(d.context[1], ab if isinstance(ab, tuple)
                                         else (ab,) * len(d.context[1]), strict=True))
        what = "" if isinstance(ab, tuple) else f" {ab}"
        if len(d.context[1]) == 1:  # only when the game is stepping (Game.stepping)
            return (f"the{what} ability of {srcs} waits to go on the chain: {p} puts it there "
                    "(the game stops at every step)")
        return (f"the{what} abilities of {srcs} trigger together: {p} chooses the order "
                "they go on the chain (the last placed resolves first)")
    if d.kind == "invited":
        return (f"{p} was invited by P{d.context[0]} to play a spell or activate an ability "
                "with their Priority (489.8.a), or to pass")
    if d.kind == "choose_opponent":
        opts = ", ".join(f"P{q}" for q in d.context[1])
        return f"{p} burned out and chooses which opponent gains the point ({opts})"
    if d.kind == "replacement":
        opts = ", ".join(f"#{k[1:]} ({_name(g, int(k[1:]))})" if k.startswith("#") else k
                         for k in d.context[4])
        return (f"replacement effects apply to a {d.context[0]} event: {p} chooses which applies "
                f"first ({opts})")
    return f"waiting for {p}'s {d.kind} decision"


# --- resolving a parsed action against the game -----------------------------------------------------------

def _unit_loc(g: GameState, cid: int) -> int | None:
    u = g.units.get(cid)
    if u is None:
        return None
    return u.loc if u.loc >= 0 else BASE


def _zone_of(g: GameState, cid: int) -> str:
    """Where a card to be played is: "champion" (a Champion Zone), "facedown" (811), "trash" (a
    spell played for its Flow cost, 829) or "hand"."""
    if any(b.facedown is not None and b.facedown[0] == cid for b in g.battlefields):
        return "facedown"
    if any(cid in p.trash for p in g.players):
        return "trash"
    return "champion" if any(p.champion == cid for p in g.players) else "hand"


#: zones a play must name ("from facedown", "from trash") unless its card is written by #cid
_SAID_ZONES = ("facedown", "trash")


def _said_zone(g: GameState, cid: int) -> str | None:
    """The zone a play of card ``cid`` names in the readable form, if any."""
    z = _zone_of(g, cid)
    return z if z in _SAID_ZONES else None


def _zone_ok(g: GameState, p: _Parsed, cid: int) -> bool:
    """Whether a play written ``from ZONE`` (or without one) names card ``cid``: a facedown card
    only with "from facedown", or by its #cid (the canonical form)."""
    where = _zone_of(g, cid)
    if where in _SAID_ZONES:
        return p.zone == where or (p.zone is None and p.refs[0].cid is not None)
    return p.zone is None or p.zone == where


def _signature(g: GameState, cid: int) -> tuple:
    """What makes two cards interchangeable: the same card in the same place and status."""
    idx = g.cards[cid].index
    u = g.units.get(cid)
    if u is not None:
        return ("unit", idx, u.controller, u.loc, u.exhausted, u.damage, u.buffs, u.role,
                u.turn_might, u.base_might, u.combat_might, u.stunned, u.temporary, u.might_mod)
    for i, p in enumerate(g.players):
        if cid in p.hand:
            return ("hand", idx, i)
        if cid in p.runes:
            return ("rune", idx, i, p.rune_exhausted[p.runes.index(cid)])
        if cid == p.champion:
            return ("champion", idx, i)
    return ("other", cid)


def _ref_ok(g: GameState, ref: _Ref, cid: int, loose: bool) -> bool:
    if ref.cid is not None and ref.cid != cid:
        if not loose or not (0 <= ref.cid < len(g.cards)) or _signature(g, ref.cid) != _signature(g, cid):
            return False
    if ref.name is not None and _folded(g)[cid] != ref.name:
        return False
    return ref.loc is None or _unit_loc(g, cid) == ref.loc


class _Matcher:
    """Whether written cards name given card instances, each card's test made once."""

    __slots__ = ("g", "loose", "sets")

    def __init__(self, g: GameState, loose: bool) -> None:
        self.g = g
        self.loose = loose
        self.sets: dict[int, frozenset[int]] = {}

    def allowed(self, ref: _Ref) -> frozenset[int]:
        """Every card instance ``ref`` can name."""
        key = id(ref)
        s = self.sets.get(key)
        if s is None:
            g = self.g
            if ref.cid is not None and not self.loose and ref.loc is None:
                s = frozenset([ref.cid]) if _ref_ok(g, ref, ref.cid, False) else frozenset()
            elif ref.name is not None and not self.loose:
                s = frozenset(c for c in _by_name(g).get(ref.name, ()) if _ref_ok(g, ref, c, False))
            else:
                s = frozenset(c for c in range(len(g.cards)) if _ref_ok(g, ref, c, self.loose))
            self.sets[key] = s
        return s

    def ok(self, ref: _Ref, cid: int) -> bool:
        return cid in self.allowed(ref)

    def matches(self, refs: Sequence[_Ref], cids: Sequence[int], ordered: bool = False,
                extra: Callable[[int, int], bool] | None = None) -> bool:
        """The written cards name exactly ``cids``: in order, or as a set (a bipartite match)."""
        if len(refs) != len(cids):
            return False
        return self.matches_sets([self.allowed(r) for r in refs], cids, ordered, extra)

    @staticmethod
    def matches_sets(sets: Sequence[frozenset[int]], cids: Sequence[int], ordered: bool = False,
                     extra: Callable[[int, int], bool] | None = None) -> bool:
        if len(sets) != len(cids):
            return False
        if ordered:
            return all(c in s for s, c in zip(sets, cids, strict=True))
        if len(sets) == 1:
            return cids[0] in sets[0] and (extra is None or extra(0, 0))
        union = frozenset().union(*sets)
        if any(c not in union for c in cids):
            return False
        edges = [[j for j, c in enumerate(cids) if c in s and (extra is None or extra(i, j))]
                 for i, s in enumerate(sets)]
        if not all(edges):
            return False
        owner: dict[int, int] = {}

        def augment(i: int, seen: set[int]) -> bool:
            for j in edges[i]:
                if j in seen:
                    continue
                seen.add(j)
                if j not in owner or augment(owner[j], seen):
                    owner[j] = i
                    return True
            return False

        return all(augment(i, set()) for i in range(len(sets)))


def _candidates(g: GameState, p: _Parsed, legal: Iterable[Action], loose: bool) -> list[Action]:
    out: list[Action] = []
    m = _Matcher(g, loose)
    verb = p.verb
    if verb == "play":
        ref = p.refs[0]
        out = [a for a in legal if isinstance(a, PlayUnit) and p.targets is None
               and a.location == p.loc and a.accelerate == p.accelerate and m.ok(ref, a.card)
               and _zone_ok(g, p, a.card)]
        if p.accelerate or p.zone == "champion":
            return out
        dest = p.loc if p.loc_written else None
        for a in legal:
            if (isinstance(a, PlaySpell) and a.destination == dest and m.ok(ref, a.card)
                    and _zone_ok(g, p, a.card) and _targets_match(m, p, a.targets)):
                out.append(a)
            elif (isinstance(a, PlayGear) and dest in (None, BASE) and p.targets is None
                  and m.ok(ref, a.card) and _zone_ok(g, p, a.card)):  # a gear goes to its base
                out.append(a)
        return out
    if verb == "choose":
        if not p.refs:
            return [a for a in legal if isinstance(a, ChooseCard) and a.card < 0]
        return [a for a in legal if isinstance(a, ChooseCard) and a.card >= 0 and m.ok(p.refs[0], a.card)]
    names = _folded(g)

    def matcher(refs: Sequence[_Ref], ordered: bool = False) -> Callable[[Sequence[int]], bool]:
        """A test of a card list against ``refs``: by names alone when only names are written."""
        n = len(refs)
        if not loose and all(r.cid is None and r.loc is None for r in refs):
            want = [r.name for r in refs]
            if ordered:
                return lambda cids: len(cids) == n and [names[c] for c in cids] == want
            want_sorted = sorted(w or "" for w in want)
            return lambda cids: len(cids) == n and sorted(names[c] for c in cids) == want_sorted
        sets = [m.allowed(r) for r in refs]
        union = frozenset().union(*sets)
        return lambda cids: (len(cids) == n and all(c in union for c in cids)
                             and m.matches_sets(sets, cids, ordered))

    if verb == "move":
        refs = [r if r.loc is not None or p.src is None else _Ref(r.text, r.name, r.cid, p.src)
                for r in p.refs]
        ok = matcher(refs)
        return [a for a in legal if isinstance(a, Move) and a.to == p.loc and ok(a.units)]
    if verb == "pay":
        ok_rc, ok_ex = matcher(p.recycle, ordered=True), matcher(p.refs)
        return [a for a in legal if isinstance(a, Pay) and ok_rc(a.recycle) and ok_ex(a.exhaust)]
    if verb == "mulligan":
        ok = matcher(p.refs)
        return [a for a in legal if isinstance(a, Mulligan) and ok(a.cards)]
    if verb == "order":
        ok = matcher(p.refs, ordered=True)
        return [a for a in legal if isinstance(a, OrderTriggers) and ok(a.order)]
    if verb == "activate":
        ok_ex, ok_rc, ok_tr = matcher(p.refs[1:]), matcher(p.recycle, ordered=True), matcher(p.trash)
        target = p.targets[0][0] if p.targets else None
        return [a for a in legal if isinstance(a, Activate) and a.mode == p.number and a.location == p.loc
                and m.ok(p.refs[0], a.source) and (a.of is None) == (p.of is None)
                and (p.of is None or a.of is not None and m.ok(p.of, a.of))
                and (a.target is None) == (target is None)
                and (target is None or a.target is not None and m.ok(target, a.target))
                and ok_ex(a.exhaust) and ok_rc(a.recycle) and ok_tr(a.trash)]
    if verb == "hide":
        ok_rc = matcher(p.recycle, ordered=True)
        return [a for a in legal if isinstance(a, Hide) and a.battlefield == p.number
                and m.ok(p.refs[0], a.card) and ok_rc(a.recycle)]
    if verb == "assign":
        for a in legal:
            if isinstance(a, AssignDamage):
                cids = [c for c, _ in a.assignment]
                amts = [n for _, n in a.assignment]

                def same_amount(i: int, j: int, amts: list[int] = amts) -> bool:
                    return p.amounts[i] == amts[j]

                if m.matches(p.refs, cids, extra=same_amount):
                    out.append(a)
        return out
    for a in legal:
        if ((isinstance(a, ChooseBattlefield) and verb == "battlefield" and a.battlefield == p.number)
                or (isinstance(a, ChooseOpponent) and verb == "opponent" and a.player == p.number)
                or (isinstance(a, Invite) and verb == "invite" and a.player == p.number)
                or (isinstance(a, ChooseReplacement) and verb == "replace" and a.key == p.key)
                or (isinstance(a, EndTurn) and verb == "end turn")
                or (isinstance(a, Pass) and verb == "pass")):
            out.append(a)
    return out


def _targets_match(m: _Matcher, p: _Parsed, targets: tuple[tuple[int, ...], ...]) -> bool:
    """Whether the written targets name exactly the chosen ones: target by target when ";"
    separates them, else as one list (in any order)."""
    if p.targets is None:
        return not any(targets)
    if p.flat:
        flat = [c for t in targets for c in t]
        return m.matches(p.targets[0], flat)
    if len(p.targets) != len(targets):
        return False
    return all(m.matches(refs, t) for refs, t in zip(p.targets, targets, strict=True))


def _bucket_of_action(a: Action) -> tuple:
    if isinstance(a, PlayUnit):
        return ("play", a.location, a.accelerate)
    if isinstance(a, PlaySpell | PlayGear):
        return ("spell",)
    if isinstance(a, Move):
        return ("move", a.to, len(a.units))
    return (type(a).__name__,)


def _bucket_of_text(p: _Parsed) -> tuple:
    if p.verb == "play":  # a spell's bucket is added by _resolve
        return ("play", p.loc, p.accelerate)
    if p.verb == "move":
        return ("move", p.loc, len(p.refs))
    return (_KINDS[p.verb][0].__name__,)


def _plain_key(g: GameState, a: Action) -> tuple:
    """What the readable form says when no card carries a #cid: two legal actions with the same key
    can't be told apart by names alone."""
    n = _folded(g)
    if isinstance(a, PlayUnit):
        return ("play", n[a.card], a.location, a.accelerate, _said_zone(g, a.card))
    if isinstance(a, Hide):
        return ("hide", n[a.card], a.battlefield, tuple(n[c] for c in a.recycle))
    if isinstance(a, PlaySpell):
        return ("spell", n[a.card], _said_zone(g, a.card),
                tuple(tuple(sorted((n[c], _unit_loc(g, c)) for c in t)) for t in a.targets), a.destination)
    if isinstance(a, PlayGear):
        return ("gear", n[a.card])
    if isinstance(a, ChooseCard):
        return ("choose", n[a.card], _unit_loc(g, a.card)) if a.card >= 0 else ("choose", None)
    if isinstance(a, Move):
        return ("move", a.to, tuple(sorted(n[c] for c in a.units)))
    if isinstance(a, Pay):
        return ("pay", tuple(sorted(n[c] for c in a.exhaust)), tuple(n[c] for c in a.recycle))
    if isinstance(a, Mulligan):
        return ("mulligan", tuple(sorted(n[c] for c in a.cards)))
    if isinstance(a, AssignDamage):
        return ("assign", tuple(sorted((n[c], k) for c, k in a.assignment)))
    if isinstance(a, OrderTriggers):
        return ("order", tuple(n[c] for c in a.order))
    if isinstance(a, Activate):
        return ("activate", n[a.source], None if a.of is None else n[a.of], a.mode,
                None if a.target is None else (n[a.target], _unit_loc(g, a.target)), a.location,
                tuple(sorted(n[c] for c in a.trash)), tuple(sorted(n[c] for c in a.exhaust)),
                tuple(n[c] for c in a.recycle))
    return (str(a),)


class _LegalIndex:
    """The legal actions of one position, grouped for quick look-ups (rebuilt when they change)."""

    __slots__ = ("legal", "members", "buckets", "plain")

    def __init__(self, g: GameState, legal: list[Action]) -> None:
        self.legal = legal
        self.members = set(legal)
        self.buckets: dict[tuple, list[Action]] = {}
        for a in legal:
            self.buckets.setdefault(_bucket_of_action(a), []).append(a)
        self.plain: dict[tuple, int] | None = None

    def plain_unique(self, g: GameState, a: Action) -> bool:
        if self.plain is None:
            counts: dict[tuple, int] = {}
            for b in self.legal:
                k = _plain_key(g, b)
                counts[k] = counts.get(k, 0) + 1
            self.plain = counts
        return a in self.members and self.plain.get(_plain_key(g, a)) == 1


_INDEX: list = [None, None]  # (the game's cached legal-action list, its _LegalIndex)


def _index(game: Game) -> _LegalIndex:
    if game.state.outcome is not None:
        return _LegalIndex(game.state, [])
    game.legal_actions()  # fills the game's cache
    legal = game._legal
    assert legal is not None
    cached, index = _INDEX
    if cached is not legal:
        index = _LegalIndex(game.state, legal)
        _INDEX[:] = [legal, index]
    return index


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
    raise NotationError(f"{p.text!r} is ambiguous: it could mean {opts}{more}; add #cid to say which")


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
        if d is not None and d.kind == "choose_card" and d.context[0] in ("trigger_target",
                                                                          "ability_target"):
            return list(g.units), "the board"
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
        if d is not None and d.kind == "order_triggers":
            return list(d.context[1]), "the sources of the triggered abilities being ordered"
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
        if ref.cid is not None and not 0 <= ref.cid < len(g.cards):
            raise NotationError(f"#{ref.cid}: there is no card #{ref.cid} in this game "
                                f"(cards are #0-#{len(g.cards) - 1})")
        if not any(_ref_ok(g, ref, c, loose=False)  # gear too (816); spells on the chain (425.3)
                   for c in (*g.units, *g.gear, *(it.cid for it in g.chain))):
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
        if not can_pay(g, player, energy, reqs):
            ps = g.players[player]
            ready = ps.rune_exhausted.count(False)
            have = f"you have {ready} ready rune{'s' if ready != 1 else ''}"
            if ps.pool_energy:
                have += f" and {ps.pool_energy} Energy in your pool"
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
    if c.id not in SPELLS:
        return f"{pre}: {c.name} is not implemented yet"
    if not may_play_spell_now(g, cid, d.kind):
        need = "Reaction (309.1.a)" if d.kind == "priority" else "Action or Reaction (308.1.a)"
        return f"{pre}: {c.name} can't be played now; only spells with {need} can"
    if not can_pay(g, d.player, *spell_cost(g, cid)):
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


# --- public parsing and formatting -----------------------------------------------------------------------

def parse_action(game: Game, text: str) -> Action:
    """Read an action in notation (card names or ``#cid``) as one of the legal actions now.

    Raises :class:`NotationError` for bad syntax, unknown or misplaced cards, an ambiguous name,
    or an action that is not legal now, saying why.
    """
    return _resolve(game, _parse_text(text))


def _cids_of(a: Action) -> list[int]:
    if isinstance(a, Mulligan):
        return list(a.cards)
    if isinstance(a, PlayUnit | ChooseCard | PlayGear):
        return [a.card] if a.card >= 0 else []
    if isinstance(a, PlaySpell):
        return [a.card] + [c for t in a.targets for c in t]
    if isinstance(a, Pay):
        return list(a.exhaust) + list(a.recycle)
    if isinstance(a, Move):
        return list(a.units)
    if isinstance(a, AssignDamage):
        return [c for c, _ in a.assignment]
    if isinstance(a, OrderTriggers):
        return list(a.order)
    if isinstance(a, Hide):
        return [a.card, *a.recycle]
    if isinstance(a, Activate):
        return [a.source, *([] if a.of is None else [a.of]), *([] if a.target is None else [a.target]),
                *a.trash, *a.exhaust, *a.recycle]
    return []


def _render(game: Game, a: Action, tagged: set[int], where: bool = False, zone: bool = False) -> str:
    g = game.state

    def card(c: int) -> str:
        s = _name(g, c) + (f"#{c}" if c in tagged else "")
        if where and c in g.units:
            loc = _unit_loc(g, c)
            s += f" at {_loc_text(loc if loc is not None else BASE)}"
        return s

    def cards(cs: Iterable[int]) -> str:
        return ", ".join(card(c) for c in cs)

    def target(c: int) -> str:  # a spell's target: always with where it is
        s = _name(g, c) + (f"#{c}" if c in tagged else "")
        loc = _unit_loc(g, c)
        return s + (f" at {_loc_text(loc)}" if loc is not None else "")

    if isinstance(a, Mulligan):
        return f"mulligan {cards(a.cards) or 'none'}"
    if isinstance(a, PlayUnit):
        src = f" from {_zone_of(g, a.card)}" if zone or _zone_of(g, a.card) == "facedown" else ""
        return (f"play {card(a.card)}{src} to {_loc_text(a.location)}"
                + (" accelerate" if a.accelerate else ""))
    if isinstance(a, PlaySpell):
        out = f"play {card(a.card)}"
        if _said_zone(g, a.card):  # 811, 829: "from facedown", "from trash" say which copy
            out += f" from {_said_zone(g, a.card)}"
        if any(a.targets):
            out += " targeting " + "; ".join(
                ", ".join(target(c) for c in t) or "nothing" for t in a.targets)
        if a.destination is not None:
            out += f" to {_loc_text(a.destination)}"
        return out
    if isinstance(a, PlayGear):
        return f"play {card(a.card)}"
    if isinstance(a, ChooseCard):
        return f"choose {target(a.card)}" if a.card >= 0 else "choose none"
    if isinstance(a, Pay):
        parts = ["pay"]
        if a.exhaust:
            parts.append(f"exhaust {cards(a.exhaust)}")
        if a.recycle:
            parts.append(f"recycle {cards(a.recycle)}")
        return " ".join(parts) if len(parts) > 1 else "pay nothing"
    if isinstance(a, Move):
        return f"move {cards(a.units)} to {_loc_text(a.to)}"
    if isinstance(a, AssignDamage):
        body = ", ".join(f"{n} to {card(c)}" for c, n in a.assignment)
        return f"assign {body or 'nothing'}"
    if isinstance(a, OrderTriggers):
        return f"order {cards(a.order)}"
    if isinstance(a, Hide):
        return f"hide {card(a.card)} to bf {a.battlefield}" + (
            f" recycle {cards(a.recycle)}" if a.recycle else "")
    if isinstance(a, Activate):
        return a.text(card, target)
    return str(a)


def format_action(game: Game, action: Action) -> str:
    """The readable form of ``action`` in this position, with card names.

    A name gets ``#cid`` only when the name alone would read back as another action (or as an
    ambiguous one); the result always reads back as ``action`` when ``action`` is legal now.
    """
    cids = _cids_of(action)
    if not cids:
        return str(action)
    index = _index(game)
    g = game.state
    if index.plain_unique(g, action):
        return _render(game, action, set())
    if isinstance(action, PlayUnit) and action in index.members:  # the zone may say which card
        p = _Parsed("play", "", refs=(_Ref("", _folded(g)[action.card], None, None),),
                    loc=action.location, accelerate=action.accelerate, zone=_zone_of(g, action.card))
        if _candidates(g, p, index.buckets.get(_bucket_of_action(action), []), loose=False) == [action]:
            return _render(game, action, set(), zone=True)
    if isinstance(action, Move) and action in index.members:  # where the units are may say which
        p = _Parsed("move", "", refs=tuple(_Ref("", _folded(g)[c], None, _unit_loc(g, c))
                                           for c in action.units), loc=action.to)
        if _candidates(g, p, index.buckets.get(_bucket_of_action(action), []), loose=False) == [action]:
            return _render(game, action, set(), where=True)
    legal = index.buckets.get(_bucket_of_action(action), [])

    verb = {Mulligan: "mulligan", PlayUnit: "play", PlaySpell: "play", PlayGear: "play", Pay: "pay",
            Move: "move",
            AssignDamage: "assign", ChooseCard: "choose", OrderTriggers: "order", Hide: "hide",
            Activate: "activate"}[type(action)]

    def ref(c: int, tagged: set[int]) -> _Ref:
        return _Ref("", _folded(g)[c], c if c in tagged else None, None)

    def reads_back(tagged: set[int]) -> bool:
        """Whether the text with ``tagged`` cards named by #cid reads back as ``action``: the
        same check :func:`parse_action` makes, without writing and re-reading the text."""
        a = action
        if isinstance(a, Pay):
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c in a.exhaust),
                        recycle=tuple(ref(c, tagged) for c in a.recycle))
        elif isinstance(a, AssignDamage):
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c, _ in a.assignment),
                        amounts=tuple(n for _, n in a.assignment))
        elif isinstance(a, PlayUnit):
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),), loc=a.location, accelerate=a.accelerate,
                        zone="facedown" if _zone_of(g, a.card) == "facedown" else None)
        elif isinstance(a, PlaySpell):
            tg = tuple(tuple(_Ref("", _folded(g)[c], c if c in tagged else None, _unit_loc(g, c))
                             for c in t) for t in a.targets)
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),),
                        loc=a.destination if a.destination is not None else BASE,
                        loc_written=a.destination is not None,
                        targets=tg if any(a.targets) else None, flat=len(a.targets) == 1,
                        zone=_said_zone(g, a.card))
        elif isinstance(a, Hide):
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),),
                        recycle=tuple(ref(c, tagged) for c in a.recycle), number=a.battlefield)
        elif isinstance(a, PlayGear):
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),), loc=BASE)
        elif isinstance(a, Move):
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c in a.units), loc=a.to)
        elif isinstance(a, Activate):
            p = _Parsed(verb, "", refs=(ref(a.source, tagged), *(ref(c, tagged) for c in a.exhaust)),
                        recycle=tuple(ref(c, tagged) for c in a.recycle), loc=a.location, number=a.mode,
                        targets=None if a.target is None else ((_Ref(
                            "", _folded(g)[a.target], a.target if a.target in tagged else None,
                            _unit_loc(g, a.target)),),),
                        of=None if a.of is None else ref(a.of, tagged),
                        trash=tuple(ref(c, tagged) for c in a.trash))
        elif isinstance(a, ChooseCard) and a.card < 0:
            p = _Parsed(verb, "")
        elif isinstance(a, ChooseCard):
            p = _Parsed(verb, "", refs=(_Ref("", _folded(g)[a.card], a.card if a.card in tagged else None,
                                             _unit_loc(g, a.card)),))
        else:
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c in cids))
        found = _candidates(g, p, legal, loose=False)
        return len(found) == 1 and found[0] == action

    tagged = set(cids)
    if reads_back(tagged):
        for c in cids:  # drop the tags that are not needed
            if reads_back(tagged - {c}):
                tagged.discard(c)
    return _render(game, action, tagged)  # not legal now: every card named exactly


# --- judge actions -------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class JudgeAction:
    """A "what if" applied to a position: a primitive effect, or moving the turn on.

    ``verb`` is one of draw, mill, reveal, look, gain, lose, win, lose-game, victory-score,
    cleanup, end-turn, next-turn.
    """

    verb: str
    player: int | None = None
    amount: int | None = None
    #: for victory-score: ``amount`` is a change (+N/-N) rather than the new value
    relative: bool = False

    def __str__(self) -> str:
        if self.verb in ("cleanup",):
            return "cleanup"
        if self.verb in ("end-turn", "next-turn"):
            return self.verb.replace("-", " ")
        if self.verb == "victory-score":
            amount = self.amount or 0
            return f"victory-score {amount:+d}" if self.relative else f"victory-score {amount}"
        if self.verb in ("win", "lose-game"):
            return f"{self.verb} P{self.player}"
        return f"{self.verb} P{self.player} {self.amount}"


_JUDGE_COUNTED = {"draw": 1, "mill": 1, "gain": 1, "lose": 1, "reveal": None, "look": None}
_JUDGE_WORDS = ("draw", "mill", "reveal", "look", "gain", "lose", "win", "lose-game", "lose game",
                "victory-score", "victory score", "cleanup", "next turn", "next-turn", "end turn",
                "end-turn")


def is_judge_text(text: str) -> bool:
    """Whether ``text`` starts like a judge action (``end turn`` reads as the game action)."""
    low = _fold(text)
    if low in ("end turn", "end-turn"):
        return False
    return any(low == w or low.startswith(w + " ") for w in _JUDGE_WORDS)


def parse_judge(text: str) -> JudgeAction:
    """Read a judge action (see the module docstring for the forms)."""
    low = _fold(text)
    if low in ("cleanup",):
        return JudgeAction("cleanup")
    if low in ("end turn", "end-turn"):
        return JudgeAction("end-turn")
    if low in ("next turn", "next-turn"):
        return JudgeAction("next-turn")
    m = re.fullmatch(r"victory[- ]score\s+([+-]?)\s*(\d+)", low)
    if m:
        n = int(m.group(2))
        if m.group(1):
            return JudgeAction("victory-score", amount=n if m.group(1) == "+" else -n, relative=True)
        if n < 1:
            raise NotationError(f"{text!r}: the Victory Score must be at least 1")
        return JudgeAction("victory-score", amount=n)
    m = re.fullmatch(r"(win|lose[- ]game)\s+(p?\d+)", low)
    if m:
        return JudgeAction(m.group(1).replace(" ", "-"), _player(m.group(2)))
    m = re.fullmatch(r"(draw|mill|reveal|look|gain|lose)\s+(p?\d+)(?:\s+(\d+))?", low)
    if m:
        verb = m.group(1)
        if m.group(3) is None and _JUDGE_COUNTED[verb] is None:
            raise NotationError(f"{text!r}: say how many cards, e.g. '{verb} P0 3'")
        n = int(m.group(3)) if m.group(3) is not None else 1
        return JudgeAction(verb, _player(m.group(2)), n)
    raise NotationError(
        f"{_clean(text)!r} is not a judge action; the forms are: draw PN [N], mill PN [N], "
        "reveal PN N, look PN N, gain PN [N], lose PN [N], win PN, lose-game PN, "
        "victory-score +N|-N|N, cleanup, end turn, next turn")


def parse_any(game: Game, text: str) -> Action | JudgeAction:
    """A judge action if ``text`` reads as one, else a game action (:func:`parse_action`)."""
    if is_judge_text(text):
        return parse_judge(text)
    return parse_action(game, text)


def apply_judge(game: Game, ja: JudgeAction) -> str:
    """Apply a judge action to ``game``; returns a short note of what it did (may be empty).

    ``end turn`` needs the Turn Player's main decision. ``next turn`` ends the turn and lets the
    engine run to the next Main Phase decision; the engine answers only forced decisions (a single
    option), so if a real decision comes first it stops there and the note says so.
    """
    g = game.state
    if g.outcome is not None:
        raise NotationError(f"{ja} is not possible: the game is over ({_outcome_text(g)})")
    if ja.player is not None and not 0 <= ja.player < len(g.players):
        raise NotationError(f"{ja}: there is no player P{ja.player} (P0-P{len(g.players) - 1})")
    if ja.player is not None and not g.players[ja.player].alive:
        raise NotationError(f"{ja}: P{ja.player} is no longer in the game")
    p = ja.player if ja.player is not None else 0
    n = ja.amount if ja.amount is not None else 0
    if ja.verb == "draw":
        game.draw(p, n)
    elif ja.verb == "mill":
        game.mill(p, n)
    elif ja.verb in ("reveal", "look"):
        shown = (game.reveal if ja.verb == "reveal" else game.look)(p, n)
        short = f" (only {len(shown)} in the deck)" if len(shown) < n else ""
        names = ", ".join(f"{_name(g, c)}#{c}" for c in shown) or "nothing"
        return f"top of P{p}'s Main Deck{short}: {names}"
    elif ja.verb in ("gain", "lose"):
        try:
            (game.gain_points if ja.verb == "gain" else game.lose_points)(p, n)
        except ValueError as e:
            raise NotationError(f"{ja}: {e}") from None
    elif ja.verb == "win":
        game.win(p)
    elif ja.verb == "lose-game":
        game.lose(p)
    elif ja.verb == "victory-score":
        delta = n if ja.relative else n - game.victory_score()
        try:
            game.change_victory_score(delta)
        except ValueError as e:
            raise NotationError(f"{ja}: {e}") from None
    elif ja.verb == "cleanup":
        game.cleanup()
    elif ja.verb in ("end-turn", "next-turn"):
        d = g.pending
        if d is None or d.kind != "main":
            raise NotationError(f"{ja} needs the Turn Player's main decision: {describe_decision(game)}")
        turn = g.turn
        game.apply(EndTurn())
        if ja.verb == "next-turn":
            d = g.pending
            if g.outcome is not None:
                return f"the game ended: {_outcome_text(g)}"
            if d is not None and (d.kind != "main" or g.turn == turn):
                return (f"stopped before the next Main Phase: a real decision is pending "
                        f"({describe_decision(game)})")
    else:  # pragma: no cover - parse_judge makes only the verbs above
        raise NotationError(f"unknown judge action {ja.verb!r}")
    return ""
