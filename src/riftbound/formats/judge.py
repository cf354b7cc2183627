"""Judge actions on the board: a limited action (rules 407-444) applied to a position as an effect.

A judge stages a ruling without the card that would cause it: "deal 3 to Daring Poro", "kill Pakaa
Cub at bf 0", "give Stalwart Poro +2 might permanently". Each is applied through the engine's own
primitives (``engine.primitives``, ``engine.attachment``, ``engine.events``...), so it logs its
events with their rule numbers and triggers what the rules say it triggers; a cleanup follows, as
after any change of the board (319.6-319.7), and then the game goes back to the decision that was
pending (or, when abilities triggered, to the decisions of putting them on the chain first).

Grammar (case-insensitive; CARD as in :mod:`riftbound.formats.notation`: ``NAME``, ``NAME#cid``, ``#cid``,
each optionally followed by ``at LOC``)::

    deal N to CARD                     417.1.b   damage marked on a unit
    kill CARD                          428       a unit or gear goes to its owner's trash
    banish CARD                        427       a card on the board or in a hand, trash or deck
    move CARD to LOC by effect         449-450   a move made by an effect (not a Standard Move)
    return CARD to hand                428.2.b   a unit leaves the board for its owner's hand
    recall CARD                        455       a unit or gear goes to its controller's base
    ready CARD | exhaust CARD          415, 414  a unit or gear
    stun CARD                          423.1
    buff CARD                          702.2.a   (nothing more on a buffed unit, 702.3.a)
    spend buff CARD                    702.2.b   the unit's buff is removed
    give CARD +N might [this turn | this combat | permanently]    477.3
    give CARD KEYWORD [this turn]      801.3.a   KEYWORD: Assault N, Deflect N, Shield N (summed with
                                                 what it has, 807.2, 809.2, 814.2), Backline,
                                                 Ganking, Tank; expires at the end of the turn
    attach GEAR to CARD                434.1     (gear on the board, to a unit)
    put CARD from ZONE to ZONE         108       ZONE: hand, trash, banishment, deck (top),
                                                 deck bottom; the card goes to its owner's zone
    channel PN [N] [exhausted]         430.1
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..effects.spells import may_move_to
from ..engine.attachment import attach, detach_all
from ..engine.core import emit, push, task
from ..engine.events import fire
from ..engine.gear import exhaust_gear, kill_gear
from ..engine.granted import FORMS, GRANTABLE, VALUED, grant_keyword, granted_value, parse_keyword
from ..engine.primitives import channel, forget_target, kill, recall, relocate, return_to_hand
from ..engine.units import contest
from ..game import Game
from ..log_text import TEMPLATES, _name
from ..state import GameState, base_of
from .notation_describe import _folded
from .notation_parse import NotationError, _fold, _loc_value, _parse_ref, _player, _Ref

__all__ = ["BOARD_VERBS", "BoardAction", "apply_board", "give_keyword", "is_board_text",
           "parse_board"]

TEMPLATES["judge_damage"] = lambda g, p, d: f"{_name(g, d[0])} takes {d[1]} damage (a judge's effect)"
TEMPLATES["banish"] = lambda g, p, d: f"{_name(g, d[0])} is banished from {d[1]}"
TEMPLATES["might_modifier"] = lambda g, p, d: f"{_name(g, d[0])} gets {d[1]:+d} Might (no duration)"
TEMPLATES["put"] = lambda g, p, d: f"{_name(g, d[0])} is put from P{p}'s {d[1]} into their {d[2]}"

#: the verbs a board judge action starts with
BOARD_VERBS = ("deal", "kill", "banish", "return", "recall", "ready", "exhaust", "stun", "buff",
               "spend", "give", "attach", "put", "channel")

_LOC = r"(?:base|(?:bf|battlefield)\s*\d+)"
_ZONES = ("hand", "trash", "banishment", "deck", "deck bottom")
_ZONE = r"(hand|trash|banishment|deck(?:\s+bottom)?|bottom\s+of\s+(?:the\s+)?deck)"

_FORMS = ("deal N to CARD, kill CARD, banish CARD, move CARD to LOC by effect, return CARD to hand, "
          "recall CARD, ready CARD, exhaust CARD, stun CARD, buff CARD, spend buff CARD, give CARD +N might "
          "[this turn|this combat|permanently], give CARD KEYWORD [this turn], attach GEAR to CARD, "
          "put CARD from ZONE to ZONE "
          "(hand, trash, banishment, deck, deck bottom), channel PN [N] [exhausted]")


@dataclass(frozen=True, slots=True)
class BoardAction:
    """A judge action on the board, its cards already found (``cid``, ``other``: cids)."""

    verb: str
    cid: int = -1
    amount: int = 0
    #: move: the destination (a battlefield index, or -1: the unit's base); attach: the unit
    other: int = -1
    #: give: "turn", "combat" or "permanent"; grant: the keyword; put: (from, to) zones joined by ">"
    how: str = ""
    player: int | None = None

    def __str__(self) -> str:
        c = f"#{self.cid}"
        if self.verb == "deal":
            return f"deal {self.amount} to {c}"
        if self.verb == "move":
            return f"move {c} to {'base' if self.other < 0 else f'bf {self.other}'} by effect"
        if self.verb == "return":
            return f"return {c} to hand"
        if self.verb == "give":
            return f"give {c} {self.amount:+d} might " + (
                "permanently" if self.how == "permanent" else f"this {self.how}")
        if self.verb == "grant":
            return f"give {c} {self.how}" + (f" {self.amount}" if self.how in VALUED else "") + " this turn"
        if self.verb == "attach":
            return f"attach {c} to #{self.other}"
        if self.verb == "put":
            src, dst = self.how.split(">")
            return f"put {c} from {src} to {dst}"
        if self.verb == "spend":
            return f"spend buff {c}"
        if self.verb == "channel":
            return f"channel P{self.player} {self.amount}" + (" exhausted" if self.how else "")
        return f"{self.verb} {c}"


class _Error(NotationError):
    pass


def is_board_text(text: str) -> bool:
    """Whether ``text`` reads as a board judge action (``move ... by effect`` included)."""
    low = _fold(text)
    if low.startswith("move ") and re.search(r"\s+by\s+effect$", low):
        return True
    return low.split(" ", 1)[0] in BOARD_VERBS


def _board_cards(g: GameState, kinds: str) -> list[int]:
    out: list[int] = []
    if "u" in kinds:
        out += g.units
    if "g" in kinds:
        out += g.gear
    return sorted(out)


def _loc_of(g: GameState, cid: int) -> int | None:
    x = g.units.get(cid) or g.gear.get(cid)
    return None if x is None else x.loc


def _find(g: GameState, ref: _Ref, cands: list[int], what: str) -> int:
    """The one card of ``cands`` that ``ref`` names; an error naming the choices otherwise."""
    def ok(c: int) -> bool:
        if ref.cid is not None and c != ref.cid:
            return False
        if ref.name is not None and _folded(g)[c] != ref.name:
            return False
        if ref.loc is not None:
            loc = _loc_of(g, c)
            want = ref.loc
            return loc is not None and (loc < 0 if want < 0 else loc == want)
        return True

    found = [c for c in cands if ok(c)]
    if len(found) == 1:
        return found[0]
    if not found:
        there = ", ".join(f"{g.cards[c].name}#{c}" for c in cands) or "none"
        raise _Error(f"no {what} is {ref.text!r} (there: {there})")
    raise _Error(f"{ref.text!r} could be any of {', '.join(f'#{c}' for c in found)}: write "
                 f"NAME#cid or NAME at LOC")


def _zone_list(g: GameState, player: int, zone: str) -> list[int]:
    p = g.players[player]
    return {"hand": p.hand, "trash": p.trash, "banishment": p.banishment, "deck": p.deck,
            "deck bottom": p.deck}[zone]


def _zone_name(text: str) -> str:
    t = " ".join(text.split())
    return "deck bottom" if "bottom" in t else t


def parse_board(game: Game, text: str) -> BoardAction:
    """Read a board judge action (see the module docstring), finding its cards in ``game``."""
    g = game.state
    raw = " ".join(str(text).split())
    low = raw.casefold()

    def card(t: str, kinds: str = "ug", what: str = "unit or gear on the board") -> int:
        return _find(g, _parse_ref(t), _board_cards(g, kinds), what)

    m = re.fullmatch(r"deal\s+(\d+)\s+(?:damage\s+)?to\s+(.+)", low)
    if m:
        return BoardAction("deal", card(raw[m.start(2):], "u", "unit on the board"), int(m.group(1)))
    m = re.fullmatch(rf"move\s+(.+?)\s+to\s+({_LOC})\s+by\s+effect", low)
    if m:
        dest = _loc_value(m.group(2))
        return BoardAction("move", card(raw[m.start(1):m.end(1)], "u", "unit on the board"),
                           other=dest if dest >= 0 else -1)
    m = re.fullmatch(r"return\s+(.+?)\s+to\s+(?:its\s+owner's\s+)?hand", low)
    if m:
        return BoardAction("return", card(raw[m.start(1):m.end(1)], "u", "unit on the board"))
    m = re.fullmatch(r"give\s+(.+?)\s+([+-]\s*\d+)\s+might(?:\s+(this\s+turn|this\s+combat|permanently))?",
                     low)
    if m:
        how = {"this turn": "turn", "this combat": "combat", "permanently": "permanent"}[
            " ".join((m.group(3) or "this turn").split())]
        return BoardAction("give", card(raw[m.start(1):m.end(1)], "u", "unit on the board"),
                           int(m.group(2).replace(" ", "")), how=how)
    words = "|".join(k.casefold() for k in GRANTABLE)
    m = re.fullmatch(rf"give\s+(.+?)\s+((?:{words})(?:\s+\d+)?)(?:\s+(this\s+turn|this\s+combat|"
                     r"permanently|until\s+end\s+of\s+turn))?", low)
    if m:
        how = " ".join((m.group(3) or "this turn").split())
        if how not in ("this turn", "until end of turn"):
            raise _Error(f"{raw!r}: a keyword can be given only for this turn (801.3.a.2); "
                         f"'{how}' is not supported yet")
        try:
            name, value = parse_keyword(m.group(2))
        except ValueError as e:
            raise _Error(f"{raw!r}: {e}") from None
        return BoardAction("grant", card(raw[m.start(1):m.end(1)], "u", "unit on the board"), value,
                           how=name)
    if low.startswith("give "):
        raise _Error(f"{raw!r}: give CARD +N might [this turn|this combat|permanently], or give "
                     f"CARD KEYWORD [this turn], a keyword that can be granted being {FORMS}")
    m = re.fullmatch(r"attach\s+(.+?)\s+to\s+(.+)", low)
    if m:
        gear = card(raw[m.start(1):m.end(1)], "g", "gear on the board")
        return BoardAction("attach", gear, other=card(raw[m.start(2):], "u", "unit on the board"))
    m = re.fullmatch(rf"put\s+(.+?)\s+from\s+{_ZONE}\s+to\s+{_ZONE}", low)
    if m:
        src, dst = _zone_name(m.group(2)), _zone_name(m.group(3))
        if src == "deck bottom":
            src = "deck"
        cands = sorted(c for p in range(len(g.players)) for c in _zone_list(g, p, src))
        cid = _find(g, _parse_ref(raw[m.start(1):m.end(1)]), cands, f"card in a {src}")
        if src == dst:
            raise _Error(f"{raw!r}: the card is already in that zone")
        return BoardAction("put", cid, how=f"{src}>{dst}")
    m = re.fullmatch(r"channel\s+(p?\d+)(?:\s+(\d+))?(\s+exhausted)?", low)
    if m:
        return BoardAction("channel", amount=int(m.group(2) or 1), player=_player(m.group(1)),
                           how="exhausted" if m.group(3) else "")
    m = re.fullmatch(r"spend\s+(?:a\s+|the\s+)?buff\s+(?:of\s+|from\s+)?(.+)", low)
    if m:
        return BoardAction("spend", card(raw[m.start(1):], "u", "unit on the board"))
    m = re.fullmatch(r"(kill|banish|recall|ready|exhaust|stun|buff)\s+(.+)", low)
    if m:
        verb = m.group(1)
        rest = raw[m.start(2):]
        if verb == "banish":
            ref = _parse_ref(rest)
            board = _board_cards(g, "ug")
            off = sorted(c for p in range(len(g.players)) for z in ("hand", "trash", "deck")
                         for c in _zone_list(g, p, z))
            try:
                return BoardAction(verb, _find(g, ref, board, "card on the board"))
            except _Error:
                if ref.loc is not None:
                    raise
                return BoardAction(verb, _find(g, ref, off, "card on the board or in a hand, trash "
                                                            "or deck"))
        kinds = "u" if verb in ("stun", "buff") else "ug"
        return BoardAction(verb, card(rest, kinds, "unit on the board" if kinds == "u"
                                      else "unit or gear on the board"))
    raise _Error(f"{raw!r} is not a judge action on the board; the forms are: {_FORMS}")


def apply_board(game: Game, ba: BoardAction) -> str:
    """Apply ``ba`` as an effect: the engine runs it, a cleanup follows, abilities it triggers go
    on the chain, then the game returns to its pending decision. Returns a short note."""
    g = game.state
    if g.outcome is not None:
        raise NotationError(f"{ba} is not possible: the game is over")
    if ba.player is not None and not (0 <= ba.player < len(g.players) and g.players[ba.player].alive):
        raise NotationError(f"{ba}: there is no player P{ba.player} in the game")
    _check(g, ba)
    game._effect(("judge", ba.verb, ba.cid, ba.amount, ba.other, ba.how,  # noqa: SLF001
                  -1 if ba.player is None else ba.player))
    return ""


def give_keyword(game: Game, cid: int, keyword: str) -> None:
    """Give unit ``cid`` a keyword until the end of the turn (801.3.a), as a judge's effect:
    ``give_keyword(game, 12, "Assault 2")``. A NotationError, changing nothing, for a card that is no
    unit on the board or a keyword that can't be granted (:data:`~riftbound.engine.granted.FORMS`)."""
    if cid not in game.state.units:
        raise NotationError(f"#{cid} is not a unit on the board")
    try:
        name, value = parse_keyword(keyword)
    except ValueError as e:
        raise NotationError(str(e)) from None
    apply_board(game, BoardAction("grant", cid, value, how=name))


def _check(g: GameState, ba: BoardAction) -> None:
    """Refuse, changing nothing, what the rules make impossible."""
    if ba.verb == "move":
        u = g.units[ba.cid]
        dest = base_of(u.controller) if ba.other < 0 else ba.other
        if dest >= len(g.battlefields):
            raise NotationError(f"{ba}: there is no battlefield {dest} (0-{len(g.battlefields) - 1})")
        if dest == u.loc:
            raise NotationError(f"{ba}: the unit is already there (a move needs another place, 447)")
    if ba.verb == "give" and ba.how == "combat" and not (g.showdown is not None and g.showdown.combat):
        raise NotationError(f"{ba}: no combat is going on, so a \"this combat\" change has nothing to "
                            "last through")
    if ba.verb == "grant" and ba.how in VALUED and granted_value(g.units[ba.cid], ba.how) + ba.amount > 1000:
        raise NotationError(f"{ba}: a {ba.how} granted this turn is at most 1000 in all")
    if ba.verb == "deal" and ba.amount < 1:
        raise NotationError(f"{ba}: only 1 or more damage is dealt (417.1.e)")


@task("judge", "s", "c", "i", "i", "s", "i")
def _judge(g: GameState, verb: str, cid: int, amount: int, other: int, how: str, player: int) -> None:
    """A judge's board action, through the engine's primitives; a cleanup follows (319.6-319.7),
    after the abilities it triggers have been put on the chain (383.3)."""
    push(g, ("cleanup", ""))
    u = g.units.get(cid)
    x = g.gear.get(cid)
    if verb == "deal" and u is not None:
        u.damage += amount
        g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
        emit(g, "417.1.b", "judge_damage", None, cid, amount)
    elif verb == "kill":
        if u is not None:
            kill(g, u)
        elif x is not None:
            kill_gear(g, x)
    elif verb == "banish":
        _banish(g, cid)
    elif verb == "move" and u is not None:
        dest = base_of(u.controller) if other < 0 else other
        if dest >= 0 and not may_move_to(g, u.controller, dest):
            recall(g, u, "447.2.c")  # 449.2: it can't be there; it is recalled instead
            return
        relocate(g, u, dest)
        emit(g, "449", "effect_move", None, cid, dest)
        if dest >= 0:
            contest(g, dest, u.controller)  # 450
        fire(g, "move", u.controller, (cid,), dest)  # "when I move" (383.1)
    elif verb == "return" and u is not None:
        return_to_hand(g, u)
    elif verb == "recall":
        if u is not None and u.loc != base_of(u.controller):
            recall(g, u)
        elif x is not None and x.attached_to is None and x.loc != base_of(x.controller):
            x.loc = base_of(x.controller)
            emit(g, "455", "recall", x.controller, cid)
    elif verb == "ready":
        if u is not None and u.exhausted:  # 415.1.c: readying a ready unit does nothing more
            u.exhausted = False
            emit(g, "415", "ready", None, cid)
        elif x is not None and x.exhausted:
            x.exhausted = False
            emit(g, "415", "ready", None, cid)
    elif verb == "exhaust":
        if u is not None and not u.exhausted:  # 414.1.c
            u.exhausted = True
            emit(g, "414", "exhaust", None, cid)
        elif x is not None and not x.exhausted:
            exhaust_gear(g, x, x.controller)
    elif verb == "stun" and u is not None and not u.stunned:  # 423.1.a.1
        u.stunned = True
        emit(g, "423.1", "stun", None, cid)
    elif verb == "buff" and u is not None and not u.buffs:  # 702.3.a: never a second buff
        u.buffs = 1
        emit(g, "702.2.a", "buff", None, cid)
        fire(g, "buff", u.controller, cid)  # "when you buff a unit" (383.1)
    elif verb == "spend" and u is not None and u.buffs:  # 702.2.b.1: only a buff that is there
        u.buffs -= 1
        emit(g, "702.2.b", "spend_buff", u.controller, cid)
    elif verb == "give" and u is not None:
        if how == "permanent":
            u.might_mod += amount
            emit(g, "477.3", "might_modifier", None, cid, amount)
        elif how == "turn":
            u.turn_might += amount
            emit(g, "477.3", "might", None, cid, amount, "turn")
        else:
            sd = g.showdown
            if sd is not None and sd.combat:  # "this combat" lasts only through a combat
                u.combat_might += amount
                emit(g, "477.3", "might", None, cid, amount, "combat")
    elif verb == "grant" and u is not None:  # 801.3.a: until the end of the turn (317.2.c)
        grant_keyword(g, u, how, amount)
    elif verb == "attach" and x is not None and other in g.units:
        attach(g, x, other, x.controller)
    elif verb == "put":
        _put(g, cid, *how.split(">"))
    elif verb == "channel":
        channel(g, player, amount, bool(how))


def _banish(g: GameState, cid: int) -> None:
    """Rule 427.2: the card goes straight to its owner's Banishment from where it is (a token
    ceases to exist there, 186.1); leaving the board, it is a new object for the chain (359.3.e.4)."""
    owner = g.owner[cid]
    for p in range(len(g.players)):
        for name in ("hand", "trash", "deck"):
            zone = _zone_list(g, p, name)
            if cid in zone:
                zone.remove(cid)
                g.players[owner].banishment.append(cid)
                emit(g, "427.2", "banish", p, cid, name)
                return
    u = g.units.pop(cid, None)
    g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
    x = g.gear.pop(cid, None) if u is None else None
    if u is None and x is None:
        return
    ctrl = u.controller if u is not None else x.controller  # type: ignore[union-attr]
    forget_target(g, cid)
    emit(g, "427.2", "banish", ctrl, cid, "the board")
    if g.cards[cid].is_token:
        emit(g, "186.1", "token_gone", ctrl, cid)
    else:
        g.players[owner].banishment.append(cid)
    if u is not None:
        detach_all(g, u)


def _put(g: GameState, cid: int, src: str, dst: str) -> None:
    """A card goes from one of its owner's non-board zones to another (108): to the top of the
    Main Deck for "deck", to its bottom for "deck bottom"."""
    owner = g.owner[cid]
    for p in range(len(g.players)):
        zone = _zone_list(g, p, src)
        if cid in zone:
            zone.remove(cid)
            to = _zone_list(g, owner, dst)
            if dst == "deck bottom":
                to.insert(0, cid)
            else:
                to.append(cid)
            emit(g, "108", "put", owner, cid, src, dst)
            return

