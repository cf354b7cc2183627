"""A target that may be a facedown card: "another friendly gear, unit or facedown card" (Pack of
Wonders, read from its errata).

A facedown card is a card in a Facedown Zone (355.9.a.3, 107.3); the zone is public and the card
private (107.3.f, 128.4), so it may be chosen (355.10.a.1) and is named by its zone, never by its
card number (:func:`riftbound.actions.facedown_code`, ruling 117): the action, the chain item, the
notation and the log say "the facedown card at bf N", and an opponent learns no more than that. A
friendly one is one whose controller is on the ability's controller's team (740.1.a; a facedown
card's controller is the player who hid it, 107.3.c).

:class:`FriendlyBoardOrFacedownTarget` holds the single target (355.5, chosen as the ability is
activated, 402.2); "another" leaves out the ability's own source (355.9.c allows it otherwise).
Units and gear of one card, controller, place and status are interchangeable (ruling 2), one
option each; each facedown card is its own option. As the ability resolves the target is checked
again (359.3.e.2-4): a unit or gear that left the board, or a Facedown Zone left empty or no longer
friendly, is a lost target and the instruction does nothing. :data:`RETURN_BOARD_OR_FACEDOWN_TO_HAND` returns
it to its owner's hand: a unit (428.2.b: not a kill), a gear (a token ceases to exist, 186.1), or
the facedown card, which its owner reveals as it changes zones (421.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..actions import code_facedown, facedown_code
from ..compiled import mypyc_attr
from ..engine.chain import Choices, behaviour
from ..engine.choosable import choosable
from ..engine.core import emit
from ..engine.primitives import return_to_hand
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .gear_targets import gear_to_hand
from .spells import TriggerScript, custom, unit_signature
from .vocabulary import Custom

__all__ = ["RETURN_BOARD_OR_FACEDOWN_TO_HAND", "FriendlyBoardOrFacedownTarget", "return_facedown_to_hand"]

TEMPLATES["facedown_to_hand"] = lambda g, p, d: (
    f"P{g.owner[d[0]]} reveals {_name(g, d[0])}, facedown at bf {d[1]}, as it goes back to its "
    "owner's hand")


def _friendly_facedown(g: GameState, player: int, bf: int) -> int | None:
    """The card facedown at battlefield ``bf`` if its controller is ``player``'s teammate or
    ``player`` (740.1.a), else None."""
    if not 0 <= bf < len(g.battlefields):
        return None
    f = g.battlefields[bf].facedown
    return f[0] if f is not None and g.team_of[f[1]] == g.team_of[player] else None


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries may subclass it
@dataclass(frozen=True)
class FriendlyBoardOrFacedownTarget(TriggerScript):
    """An ability whose one target is another unit or gear on the board friendly to its controller,
    or a facedown card they (or a teammate) control, named by its zone (ruling 117)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        team = g.team_of
        mine = team[player]
        groups: dict[tuple, int] = {}
        for u in sorted(g.units.values(), key=lambda u: u.cid):
            if u.cid != cid and team[u.controller] == mine and choosable(g, player, u):
                groups.setdefault(("unit", *unit_signature(g, u)), u.cid)
        for c, x in sorted(g.gear.items()):
            if c != cid and team[x.controller] == mine:  # 355.9.c: "another" leaves the source out
                groups.setdefault(("gear", g.cards[c].index, x.controller, x.loc, x.exhausted, x.temporary,
                                   x.attached_to, x.empowered), c)
        out: list[Choices] = [(((c,),), None) for c in sorted(groups.values())]
        out += [(((facedown_code(i),),), None) for i in range(len(g.battlefields))
                if _friendly_facedown(g, player, i) is not None]
        return out

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 1 or len(targets[0]) != 1:
            return False
        return self._legal(g, player, cid, targets[0][0])

    def _legal(self, g: GameState, player: int, source: int, c: int) -> bool:
        bf = code_facedown(c)
        if bf is not None:
            return _friendly_facedown(g, player, bf) is not None
        team = g.team_of
        u = g.units.get(c)
        if u is not None:
            return c != source and team[u.controller] == team[player] and choosable(g, player, u)
        x = g.gear.get(c)
        return x is not None and c != source and team[x.controller] == team[player]

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        """The chosen unit or gear if still on the board and friendly, as an object; the facedown
        card's code if its zone still holds a friendly card (359.3.e.2-4)."""
        out: list[Any] = []
        for c in item.targets[slot] if len(item.targets) > slot else ():
            if c == -1 or not self._legal(g, item.controller, item.cid, c):
                continue
            out.append(c if c < 0 else g.units.get(c) or g.gear[c])
        return out

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(
            ". Does:", ". Targets: T1 = 1 other friendly unit or gear, or a friendly facedown card (by "
                       "its battlefield). Does:", 1)


def return_facedown_to_hand(g: GameState, bf: int) -> bool:
    """The card facedown at battlefield ``bf`` goes to its owner's hand, revealed by its owner as
    it changes zones (421.4). Returns whether there was one."""
    b = g.battlefields[bf]
    f = b.facedown
    if f is None:
        return False
    b.facedown = None
    emit(g, "421.4", "facedown_to_hand", f[1], f[0], bf)
    g.players[g.owner[f[0]]].hand.append(f[0])
    return True


RETURN_BOARD_OR_FACEDOWN_TO_HAND = Custom("return_board_or_facedown_to_hand",
                               "T1 (a unit, a gear or a facedown card) goes back to its owner's hand")


@custom("return_board_or_facedown_to_hand")
def _return_target(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e.2-4, 428.2.b, 421.4: the chosen unit, gear or facedown card, if still a legal
    target, goes to its owner's hand (a zone change, not a kill); a token ceases to exist (186.1)."""
    script = behaviour(g, item)
    assert isinstance(script, FriendlyBoardOrFacedownTarget)
    found = script.legal_targets(g, item, 0)
    if not found:
        return False
    x = found[0]
    if isinstance(x, int):
        bf = code_facedown(x)
        return bf is not None and return_facedown_to_hand(g, bf)
    if x.cid in g.units:
        return_to_hand(g, x)
    else:
        gear_to_hand(g, x)
    return True
