"""Choosing a card from an opponent's revealed hand: "choose an opponent; they reveal their hand;
choose a [kind of] card from it; then [do something to] that card" (Mindsplitter, Sabotage, Decree
of Strength, Ashe, Focused).

- :func:`hand_pick` makes the instruction of a :class:`~.player_targets.PlayerTargetScript` or
  :class:`~.player_targets.PlayerTargetTrigger`: the opponent is its player target, chosen as it
  is played or finalized (355.10; no longer a legal target as it resolves: nothing happens,
  359.3.e.5); they reveal every card in their hand (424.3.a: a ``reveal``
  event naming them); the controller chooses one of the revealed cards of the kind (one option per
  distinct card, ruling 2; a card in a hand is no target, 355.10.a, so it is chosen now), and with
  none of that kind nothing more happens (359.3.e.6). The instruction must be its ability's first
  (the card choice's context names instruction 0).
- What is done to the card (``then``): "discard" (its owner discards it, 422.1, triggering discard
  abilities, 422.1.b), "discard_draw_for_2_xp" (the controller may pay 2 XP to choose one, decided
  as it resolves, 383.3.a.3, 730.2: -1 declines; then its owner discards it and draws 1),
  "recycle" (to the bottom of its owner's Main Deck, 416.1.c), or
  "banish_until_hold" (banished, 427.1, with a delayed ability of the source "when they hold, return
  it to their hand" that lasts while it stays banished, 390.5; :mod:`riftbound.engine.hold_delayed`,
  answered by :class:`ReturnWhenTheyHold` and resolved by :data:`RETURN_SUBJECT_TO_HAND`).
- Kinds (``kind``): None (any card), "non_unit" (its type is not Unit), or a domain ("Mind").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ..compiled import mypyc_attr
from ..engine.banish_events import banished
from ..engine.core import decide, emit, task
from ..engine.costs import discard
from ..engine.decisions import register_choice
from ..engine.hold_delayed import create_hold_delayed, end_hold_delayed
from ..engine.keywords import spend_xp
from ..engine.primitives import draw, recycle_cards
from ..engine.reactions import ON, Triggered
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .player_targets import chosen_player
from .spells import TriggerScript, custom, record
from .vocabulary import Custom

__all__ = ["RETURN_SUBJECT_TO_HAND", "ReturnWhenTheyHold", "hand_pick"]

_THEN: Final = {"discard": "they discard it", "recycle": "they recycle it",
                "banish_until_hold": "banish it (see its return ability)",
                "discard_draw_for_2_xp": "they discard it and draw 1, if you pay 2 XP to choose it"}

TEMPLATES["hand_pick"] = lambda g, p, d: f"P{p} chooses {_name(g, d[0])} from P{d[1]}'s revealed hand"
TEMPLATES["hold_delayed_created"] = lambda g, p, d: (
    f"{_name(g, d[0])}: when its card's owner holds, {_name(g, d[1])} returns to their hand")
TEMPLATES["banished_to_hand"] = lambda g, p, d: (
    f"{_name(g, d[0])} returns from banishment to its owner's hand")


def _fits(g: GameState, card: int, kind: str | None) -> bool:
    c = g.cards[card]
    if kind is None:
        return True
    if kind == "non_unit":
        return c.type != "Unit"
    return kind in c.domains


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One card per distinct card of the kind in the opponent's hand."""
    opponent, variant = ctx[3], ctx[4]
    then, kind = _VARIANTS[variant]
    paid = then == "discard_draw_for_2_xp"  # 383.3.a.3: "you may pay 2 XP to choose", decided now
    if paid and g.players[player].xp < 2:
        return []
    seen: dict[int, int] = {}
    for c in g.players[opponent].hand:
        if _fits(g, c, kind):
            seen.setdefault(g.cards[c].index, c)
    return [-1, *sorted(seen.values())] if paid and seen else sorted(seen.values())


#: variant key -> (then, kind)
_VARIANTS: Final[dict[str, tuple[str, str | None]]] = {}


def hand_pick(then: str, kind: str | None = None) -> Custom:
    """The instruction (the module's docstring): ``then`` one of "discard", "recycle",
    "banish_until_hold"; ``kind`` None, "non_unit" or a domain."""
    if then not in _THEN:
        raise ValueError(f"hand_pick(then={then!r}): one of {sorted(_THEN)}")
    variant = f"{then}:{kind or 'any'}"
    key = f"hand_pick:{variant}"
    if variant not in _VARIANTS:
        _VARIANTS[variant] = (then, kind)

        @custom(key)
        def _pick(g: GameState, item: ChainItem, i: int) -> bool | None:
            if i != 0:
                raise AssertionError(f"{key} must be its ability's first instruction")
            opponent = chosen_player(g, item)  # 355.10: chosen as it was played or finalized
            if opponent is None:
                return False  # 359.3.e.5: no longer a legal target
            return _reveal(g, item.controller, item.cid, opponent, variant)

    what = {None: "a card", "non_unit": "a non-unit card"}.get(kind, f"a {kind} card")
    return Custom(key, text=f"the chosen opponent reveals their hand; you choose {what} from it and "
                            + _THEN[then])


def _reveal(g: GameState, player: int, cid: int, opponent: int, variant: str) -> bool | None:
    """Rule 424.3.a: ``opponent`` reveals their hand; the controller chooses among the cards of the
    kind, if any (else nothing more, 359.3.e.6)."""
    emit(g, "424.3.a", "reveal", opponent, tuple(g.players[opponent].hand))
    if not _options(g, player, (None, cid, 0, opponent, variant)):
        return False
    decide(g, player, "choose_card", ("hand_pick", cid, 0, opponent, variant))
    return None


@task("hand_pick", "p", "c", "n", "p", "s", "ci")
def _hand_pick(g: GameState, player: int, cid: int, i: int, opponent: int, variant: str, card: int) -> None:
    """The chosen card (still in that hand) is discarded, recycled or banished (the variant's)."""
    if card < 0 or card not in g.players[opponent].hand:  # -1: the player left the game
        record(g, cid, i, False)
        return
    emit(g, "424.3.a", "hand_pick", player, card, opponent)
    then = _VARIANTS[variant][0]
    if then == "discard":
        discard(g, opponent, card)  # 422.1: its owner discards it
    elif then == "discard_draw_for_2_xp":
        spend_xp(g, player, 2)  # 730.2: the payment that lets the card be chosen
        discard(g, opponent, card)
        draw(g, opponent, 1)  # 413
    elif then == "recycle":
        recycle_cards(g, opponent, [card])  # 416.1.c: to its owner's Main Deck
    else:
        g.players[opponent].hand.remove(card)
        g.players[g.owner[card]].banishment.append(card)
        emit(g, "427.1", "banish", player, card)
        banished(g, player, card)  # 427
        create_hold_delayed(g, player, opponent, cid, card)  # 390.5: "when they hold, return it"
    record(g, cid, i, True, (card,))


register_choice("hand_pick", _options, (
    "{card} is resolving: {p} chooses a card of an opponent's revealed hand for it"))


RETURN_SUBJECT_TO_HAND: Final = Custom(
    "return_banished_subject_to_hand",
    text="the card it banished returns to its owner's hand if it is still banished")


@custom("return_banished_subject_to_hand")
def _return_subject(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 390.5.a: the card (the ability's subject) goes from its owner's banishment to their
    hand; if it has left banishment meanwhile, the window is over and nothing happens."""
    card = item.refs[0] if item.refs else -1
    if card < 0:
        return False
    owner = g.players[g.owner[card]]
    end_hold_delayed(g, card)
    if card not in owner.banishment:
        return False
    owner.banishment.remove(card)
    owner.hand.append(card)
    emit(g, "390.5", "banished_to_hand", item.controller, card)
    return True


@mypyc_attr(allow_interpreted_subclasses=True)
class ReturnWhenTheyHold:
    """The source's delayed ability "when they hold, return it to their hand" (390.5, 383.4.d.2.b),
    created by a ``hand_pick("banish_until_hold")`` instruction: its answer to "on:delayed"."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["delayed"], Triggered(TriggerScript(steps=(RETURN_SUBJECT_TO_HAND,)))

    def describe(self) -> str:
        return ("The card it banished returns to its owner's hand when that player next holds, while "
                "it is still banished (even if this has left the board).")

