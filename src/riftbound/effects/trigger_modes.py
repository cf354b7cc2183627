"""A triggered ability with a bulleted list of modes giving its source a keyword this turn: "when I
become ready, choose one to give me this turn: Assault 2, Deflect 2 or Ganking" (Jayce, Hammer in
Hand).

Rule 355.3: the mode is chosen as the ability is put on the chain, so as it is finalized (337.1,
402.2), not as it resolves. No decision names anything but cards, so the choice among the modes is
asked one mode at a time, in the printed order: "choose_card" purpose ``trigger_mode`` (step 0) and
then ``trigger_mode_next`` (later steps) offer the source's card (take this mode) or none (-1: one
of the modes after it); the last mode is what is left once every other was passed over. Each mode is
an option of the player; the engine picks none.

The chosen mode is kept until the ability resolves in the turn's counts (``"trigger_mode:<cid>"``,
so a position carries it) as a stack: the abilities of one source finalized while another of its
waits resolve first (the chain resolves its newest item first, 336), and each takes the newest mode.
:data:`GIVE_CHOSEN_KEYWORD` gives the source the chosen keyword until the end of the turn
(801.3.a, 317.2.c), nothing once it has left the board (a new object, 124.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..engine.chain import _finalize_ability, ability_of_kind
from ..engine.choices import register_choice
from ..engine.core import decide, emit, task
from ..engine.granted import grant_keyword
from ..engine.units import chain_item
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["GIVE_CHOSEN_KEYWORD", "KeywordModes"]

_KEY: Final = "trigger_mode:"


@dataclass(frozen=True)
class KeywordModes:
    """The modes of a triggered ability (its ``may`` hook, a mandatory choice: no decline): each a
    keyword and its value (0 for one without)."""

    modes: tuple[tuple[str, int], ...]
    purpose = "trigger_mode"

    def __post_init__(self) -> None:
        if len(self.modes) < 2:
            raise ValueError("a modal ability has two modes or more")

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return [cid, -1]

    def describe(self) -> str:
        names = [f"{k} {v}" if v else k for k, v in self.modes]
        return ("its controller chooses one mode as it is finalized (355.3): " + ", ".join(names[:-1])
                + f" or {names[-1]}")


def _modes(g: GameState, cid: int, kind: str) -> KeywordModes:
    may = ability_of_kind(g, kind, cid).may
    assert isinstance(may, KeywordModes)
    return may


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    return [ctx[1], -1]


def _chosen(g: GameState, player: int, cid: int, kind: str, mode: int) -> None:
    """Rule 355.3: mode ``mode`` is chosen; the ability is finalized (359.1)."""
    if chain_item(g, cid) is None:  # its controller left the game meanwhile (652.4)
        return
    key = _KEY + str(cid)
    g.counts[key] = g.counts.get(key, 0) * 8 + mode + 1
    name, value = _modes(g, cid, kind).modes[mode]
    emit(g, "355.3", "mode_chosen", player, cid, f"{name} {value}" if value else name)
    _finalize_ability(g, player, cid, ())


@task("trigger_mode", "p", "c", "ab", "ci")
def _trigger_mode(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """The first mode (the source's card), or the next question (-1)."""
    _step(g, player, cid, kind, 0, card)


@task("trigger_mode_next", "p", "c", "ab", "n", "ci")
def _trigger_mode_next(g: GameState, player: int, cid: int, kind: str, step: int, card: int) -> None:
    """Mode ``step`` (the source's card), or the next question (-1); the last mode once only it is
    left."""
    _step(g, player, cid, kind, step, card)


def _step(g: GameState, player: int, cid: int, kind: str, step: int, card: int) -> None:
    n = len(_modes(g, cid, kind).modes)
    if card >= 0:
        _chosen(g, player, cid, kind, step)
    elif step + 2 >= n:
        _chosen(g, player, cid, kind, n - 1)
    else:
        decide(g, player, "choose_card", ("trigger_mode_next", cid, kind, step + 1))


register_choice("trigger_mode", _options, (
    "the ability of {card} is being finalized: {p} chooses its mode (355.3): {card} for its first mode, "
    "or none for one of the others"))
register_choice("trigger_mode_next", _options, (
    "the ability of {card} is being finalized: {p} chooses its mode (355.3): {card} for the next mode, "
    "or none for one after it"))
TEMPLATES["mode_chosen"] = lambda g, p, d: f"P{p} chooses {d[1]} for the ability of {_name(g, d[0])}"

GIVE_CHOSEN_KEYWORD = Custom("give_chosen_keyword", "this unit gets the chosen mode's keyword this turn")


@custom("give_chosen_keyword")
def _give_chosen_keyword(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 355.3, 801.3.a: the mode chosen as this ability was finalized (the newest kept for its
    source) gives the source its keyword until the end of the turn."""
    key = _KEY + str(item.cid)
    stack = g.counts.get(key, 0)
    if not stack:
        return False
    if stack >= 8:
        g.counts[key] = stack // 8
    else:
        del g.counts[key]
    u = g.units.get(item.cid)
    if u is None:
        return False
    name, value = _modes(g, item.cid, item.kind).modes[stack % 8 - 1]
    grant_keyword(g, u, name, value, player=item.controller, rule="801.3.a")
    return True
