"""Reading action text, syntax only: the text helpers, card references (``NAME#cid at LOC``)
and one parsed form per verb (:class:`_Parsed`), before anything is looked up in a game.
:class:`NotationError` is the notation's one error. The grammar is in :mod:`riftbound.formats.notation`."""

from __future__ import annotations

import difflib
import functools
import re
from dataclasses import dataclass

from ..actions import (
    BASE,
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
    PlayUnit,
    facedown_code,
    player_code,
)
from ..cards import load_cards
from ..engine.payment import RESTRICTIONS
from ..errors import RiftboundError


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
    #: which of the card's items on the chain, from 1, the oldest ("NAME ability 2"; ruling 116)
    nth: int = 1


_NTH = re.compile(r"\s+ability\s+(\d+)$", re.I)


def _parse_ref(text: str) -> _Ref:
    t = _clean(text)
    m = re.fullmatch(r"p(\d+)", t, re.I)
    if m:  # a player as a target (355.10): its code in the target slot (actions.player_code)
        return _Ref(t, None, player_code(int(m.group(1))), None)
    m = re.fullmatch(r"facedown(?:\s+at)?\s+bf\s*(\d+)", t, re.I)
    if m:  # the facedown card at a battlefield, by its zone (actions.facedown_code, ruling 117)
        return _Ref(t, None, facedown_code(int(m.group(1))), None)
    loc, nth = None, 1
    for _ in range(2):  # "NAME ability 2 at base" or "NAME at base ability 2"
        m = _NTH.search(t)
        if m:
            nth = int(m.group(1))
            t = t[:m.start()].strip()
        m = _AT.search(t)
        if m:
            loc = _loc_value(m.group(1))
            t = t[:m.start()].strip()
    if nth < 1:
        raise NotationError(f"{text!r}: a source's items on the chain count from ability 1")
    m = re.fullmatch(r"(.*?)\s*#\s*(\d+)", t)
    if m:
        name = m.group(1).strip()
        return _Ref(_clean(text), _fold(name) if name else None, int(m.group(2)), loc, nth)
    if not t:
        raise NotationError(f"{text!r}: a card is missing (a name or #cid)")
    return _Ref(_clean(text), _fold(t), None, loc, nth)


def _ref_core(text: str) -> str:
    t = _AT.sub("", _NTH.sub("", _AT.sub("", _clean(text))))
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
    #: for pay: the Energy and Power kept in the pool ("keeping 1 energy, Fury"; 166), if written
    keep: tuple[int, tuple[str, ...]] | None = None
    #: for pay and activate: the restricted pool resources spent ("spending 2 energy for spells"),
    #: sorted (Pay.spend)
    spend: tuple[tuple[str, str], ...] = ()
    #: for order: which of a source's abilities each is (OrderTriggers.abilities), if written
    abilities: tuple[int, ...] = ()


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
    "name": (ChooseName, ("choose_name",)),
    "activate": (Activate, ("main", "focus", "priority", "pay", "invited")),  # pay: Add Reactions (429.3)
}

_PLAY = re.compile(rf"^play\s+(?P<ref>.+?)(?:\s+from\s+(?P<zone>hand|champion(?:\s+zone)?|facedown|trash))?"
                   rf"(?:\s+targeting\s+(?P<tg>.+?))?"
                   rf"(?:\s+to\s+(?P<loc>{_LOC}))?(?P<acc>\s+accelerate)?$", re.I)
_MOVE = re.compile(rf"^move\s+(?P<refs>.+?)(?:\s+from\s+(?P<src>{_LOC}))?\s+to\s+(?P<loc>{_LOC})$", re.I)
_HIDE = re.compile(r"^hide\s+(?P<ref>.+?)\s+to\s+(?:bf|battlefield)\s*(?P<bf>\d+)"
                   r"(?:\s+recycle\s+(?P<rc>.+?))?(?:\s+keeping\s+(?P<kp>.+?))?$", re.I)
_ACTIVATE = re.compile(rf"^activate\s+(?P<ref>.+?)(?:\s+using\s+(?P<of>.+?))?(?:\s+mode\s+(?P<mode>\d+))?"
                       rf"(?:\s+targeting\s+(?P<tg>.+?))?(?:\s+to\s+(?P<loc>{_LOC}))?"
                       rf"(?:\s+recycling\s+(?P<tr>.+?))?"
                       rf"(?:\s+pay(?:\s+exhaust\s+(?P<ex>.+?))?(?:\s+recycle\s+(?P<rc>.+?))?"
                       rf"(?:\s+spending\s+(?P<sp>.+?))?)?"
                       rf"(?:\s+keeping\s+(?P<kp>.+?))?$", re.I)
#: "order REFS [abilities N, N, ...]": the places in the decision's listing of a source's abilities
_ORDER = re.compile(r"^order\s+(?P<refs>.+?)(?:\s+abilities\s+(?P<ab>\d+(?:\s*,\s*\d+)*))?$", re.I)
_PAY = re.compile(r"^pay(?:\s+exhaust\s+(?P<ex>.+?))?(?:\s+recycle\s+(?P<rc>.+?))?"
                  r"(?:\s+spending\s+(?P<sp>.+?))?(?:\s+keeping\s+(?P<kp>.+?))?$", re.I)


def _spending(text: str | None) -> tuple[tuple[str, str], ...]:
    """The restricted pool resources a payment spends: "N energy for R" and "DOMAIN for R",
    comma-separated, R a restriction (engine.payment.RESTRICTIONS); sorted as Pay.spend is."""
    if not text:
        return ()
    out: list[tuple[str, str]] = []
    for part in (t.strip() for t in text.split(",")):
        m = re.fullmatch(r"(?:(\d+)\s+energy|([a-z]+))\s+for\s+([a-z]+)", part, re.I)
        if not m or m.group(3).lower() not in RESTRICTIONS:
            raise NotationError(f"{part!r}: after 'spending' write 'N energy for R' or 'DOMAIN for "
                                f"R', R one of {', '.join(sorted(RESTRICTIONS))}, comma-separated")
        only = m.group(3).lower()
        out += ([("Energy", only)] * int(m.group(1)) if m.group(1)
                else [(m.group(2).capitalize(), only)])
    return tuple(sorted(out))


def _keeping(text: str) -> tuple[int, tuple[str, ...]]:
    """The pool resources a payment keeps: "2 energy" and domain names, comma-separated (166)."""
    energy, power = 0, []
    for part in (t.strip() for t in text.split(",")):
        m = re.fullmatch(r"(\d+)\s+energy", part, re.I)
        if m:
            energy += int(m.group(1))
        elif re.fullmatch(r"[a-z]+", part, re.I):
            power.append(part.capitalize())
        else:
            raise NotationError(f"{part!r}: after 'keeping' write 'N energy' or a domain (Fury, "
                                "Calm, ... or Any), comma-separated")
    return energy, tuple(power)


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
    m = re.fullmatch(r"name\s+(.+)", raw, re.I)
    if m:  # a name (759-763): a spell's or a tag, matched without regard to case
        return _Parsed("name", raw, actor, key=" ".join(m.group(1).split()))
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
        m = _ORDER.match(raw)
        which = tuple(int(n) for n in m.group("ab").split(",")) if m and m.group("ab") else ()
        body = m.group("refs") if m else raw[len("order "):]
        return _Parsed("order", raw, actor, tuple(_split_refs(body)), abilities=which)
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
                       trash=tuple(_split_refs(m.group("tr"))) if m.group("tr") else (),
                       keep=_keeping(m.group("kp")) if m.group("kp") else (0, ()),
                       spend=_spending(m.group("sp")))
    if low.startswith("hide ") or low == "hide":
        m = _HIDE.match(raw)
        if not m:
            raise NotationError(f"{raw!r}: write 'hide CARD to bf N [recycle RUNE] [keeping DOMAIN]'")
        rc = tuple(_split_refs(m.group("rc"))) if m.group("rc") else ()
        return _Parsed("hide", raw, actor, (_parse_ref(m.group("ref")),), rc, number=int(m.group("bf")),
                       keep=_keeping(m.group("kp")) if m.group("kp") else (0, ()))
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
        if not m or not (m.group("ex") or m.group("rc") or m.group("sp")):
            raise NotationError(f"{raw!r}: write 'pay exhaust RUNE, ... recycle RUNE, ... "
                                "[spending N energy for R, ...] [keeping N energy, DOMAIN, ...]' "
                                "or 'pay nothing'")
        ex = tuple(_split_refs(m.group("ex"))) if m.group("ex") else ()
        rc = tuple(_split_refs(m.group("rc"))) if m.group("rc") else ()
        return _Parsed("pay", raw, actor, ex, rc,
                       keep=_keeping(m.group("kp")) if m.group("kp") else (0, ()),
                       spend=_spending(m.group("sp")))
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
