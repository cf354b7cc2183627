"""Origins (OGN): cards of no domain and battlefields of the first card wave (issue 12).

- Navori Fighting Pit: "when you hold here", a unit here (chosen as the ability is finalized) gets a
  buff (702.2.a).
- Sigil of the Storm: "when you conquer here", the conqueror must recycle one of their runes: not a
  target (355.10.f, "must"), chosen as it resolves; the rune goes to the bottom of its owner's Rune
  Deck (161.2.b, 416.1.b).
- The Candlelit Sanctum: "when you conquer here", look at the top 2 cards of the Main Deck (431.1.c:
  fewer if short), recycle any of them (together, so in random order, 416.5), and put the others
  back in the order the player chooses.
- Windswept Hillock: units there have Ganking (364.1, 810; engine/battlefield_passives.py).
- Vilemaw's Lair: units there can't move to base: no Standard Move, and an effect's move is ignored
  as it resolves (359.3.e.6 and its Vilemaw's Lair example); a recall still happens (455).
- Obelisk of Power, The Arena's Greatest: "at the start of each player's first Beginning Phase",
  that player channels 1 rune / gains 1 point (315.2.a; engine/first_beginning.py: the ability is
  the battlefield controller's, or the Turn Player's while it has none, 190.6.a-b).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...effects import Buff, Chosen, Custom, Target, TriggerScript, Units
from ...effects.cards import BattlefieldCard
from ...effects.spells import custom, record
from ...engine.core import decide, emit, task
from ...engine.decisions import register_choice
from ...engine.primitives import channel, forget_target, look, recycle_cards
from ...engine.reactions import Triggered
from ...engine.scoring import EFFECT, gain_points
from ...engine.top_look import look_top
from ...log_text import TEMPLATES, _name
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

NAVORI_FIGHTING_PIT, SIGIL_OF_THE_STORM, CANDLELIT_SANCTUM = "ogn-283-298", "ogn-287-298", "ogn-291-298"
WINDSWEPT_HILLOCK, VILEMAWS_LAIR = "ogn-297-298", "ogn-295-298"
OBELISK_OF_POWER, ARENAS_GREATEST = "ogn-284-298", "ogn-290-298"


# --- "at the start of each player's first Beginning Phase" (315.2.a, 190.6.a-b) -----------------------

class FirstBeginningAbility:
    """A battlefield's triggered ability at the start of each player's first Beginning Phase (the
    answer to "on:first_beginning"; engine/first_beginning.py)."""

    def __init__(self, script: TriggerScript) -> None:
        self.script = script

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "on:first_beginning", Triggered(self.script)

    def describe(self) -> str:
        return self.script.describe("At the start of each player's first Beginning Phase (on the chain)")


THAT_PLAYER_CHANNELS_1 = Custom("that_player_channels_1",
                                text="the player whose first Beginning Phase it is channels 1 rune")
THAT_PLAYER_GAINS_1 = Custom("that_player_gains_1",
                             text="the player whose first Beginning Phase it is gains 1 point")


@custom("that_player_channels_1")
def _that_player_channels(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 430: "that player" is the Turn Player, whose Beginning Phase it is."""
    return channel(g, g.turn_player, 1) > 0


@custom("that_player_gains_1")
def _that_player_gains(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 194.1.c (an effect's point, 471.1.a.1): "that player" is the Turn Player."""
    gain_points(g, g.turn_player, 1, EFFECT)
    return True


# --- battlefield passives on the units there (364.1) ---------------------------------------------------

class UnitsHereHaveGanking:
    """Windswept Hillock's passive: every unit there has Ganking (810), whoever controls it."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "keywords:here", ("Ganking",)

    def describe(self) -> str:
        return "Every unit at this battlefield has Ganking (it may move from here to another battlefield)."


class NoMoveToBaseFromHere:
    """Vilemaw's Lair's passive: units there can't move to base (359.3.e.6)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "move:not_to_base", True

    def describe(self) -> str:
        return ("Units here can't move to base: no Standard Move there, and an effect's move there is "
                "ignored as it resolves (a recall still happens).")


class RaisesVictoryScore:
    """Aspirant's Climb's passive: while it is in play, the points needed to win go up by ``n``
    (194.3.a; read wherever the Victory Score is, engine/points.victory_score)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "victory:delta", self.n

    def describe(self) -> str:
        return f"While it is in play a player needs {self.n} more point(s) to win (the Victory Score)."


# --- Sigil of the Storm: "you must recycle one of your runes" (355.10.f) ------------------------------

RECYCLE_OWN_RUNE = Custom("recycle_own_rune", text="you must recycle one of your runes (your choice, as "
                                                   "it resolves; to the bottom of your Rune Deck)")


def _own_runes(g: GameState, player: int, ctx: tuple = ()) -> list[int]:
    """One of the player's runes per domain and state (interchangeable ones are one option)."""
    p = g.players[player]
    seen: dict[tuple, int] = {}
    for rune, exhausted in sorted(zip(p.runes, p.rune_exhausted, strict=True)):
        doms = g.cards[rune].domains
        seen.setdefault((doms[0] if doms else "Any", exhausted), rune)
    return sorted(seen.values())


@custom("recycle_own_rune")
def _recycle_own_rune(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 355.10.f: with no rune there is nothing to recycle (359.3.e.11); else the controller
    chooses which one now."""
    if not g.players[item.controller].runes:
        return False
    decide(g, item.controller, "choose_card", ("rune_recycle_pick", item.cid, i))
    return None


@task("rune_recycle_pick", "p", "c", "n", "ci")
def _rune_recycle_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """Rules 161.2.b, 416.1.b: the chosen rune leaves the board for the bottom of its owner's Rune Deck
    (no Power is added: this is not a payment, 164.2.b). ``card`` -1: no choice was made."""
    p = g.players[player]
    if card < 0 or card not in p.runes:
        record(g, cid, i, False)
        return
    k = p.runes.index(card)
    p.runes.pop(k)
    p.rune_exhausted.pop(k)
    g.players[g.owner[card]].rune_deck.insert(0, card)
    forget_target(g, card)  # 359.3.e.4: a rune chosen as a target has left the board
    emit(g, "416.1.b", "rune_recycled", player, card)
    record(g, cid, i, True)


register_choice("rune_recycle_pick", _own_runes, (
    "{card} is resolving: {p} must recycle one of their runes (to the bottom of their Rune Deck)"))
TEMPLATES["rune_recycled"] = lambda g, p, d: f"P{p} recycles {_name(g, d[0])} to their Rune Deck"


# --- The Candlelit Sanctum: look at 2, recycle any, the rest back in any order -------------------------

LOOK_2_RECYCLE_ANY = Custom("look_2_recycle_any",
                            text="you look at the top 2 cards of your Main Deck, recycle any of them and "
                                 "put the others back on top in the order you choose")


def _top2(g: GameState, player: int, n: int = 2) -> list[int]:
    """The top ``n`` (2, or fewer when a card left the top as it was looked at, engine/top_look.py)."""
    deck = g.players[player].deck
    return deck[-n:][::-1] if n > 0 else []


def _sanctum_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (recycle no more), then one looked-at card per name not picked yet (``ctx[3]``: how many are
    looked at, ``ctx[4]``: the card picked first, or -1)."""
    seen: dict[int, int] = {}
    for c in _top2(g, player, ctx[3]):
        if c != ctx[4]:
            seen.setdefault(g.cards[c].index, c)
    return [-1, *sorted(seen.values())]


@custom("look_2_recycle_any")
def _look_2(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 431.1.c: look at the top 2 (fewer if the deck is short; none: nothing)."""
    n = look_top(g, item.controller, item.cid, i, 2)  # "as you look at me" choices first
    if n is None:
        return None
    if not look(g, item.controller, n):
        return False
    decide(g, item.controller, "choose_card", ("sanctum_recycle", item.cid, i, n, -1))
    return None


@task("sanctum_recycle", "p", "c", "n", "n", "ci", "ci")
def _sanctum_recycle(g: GameState, player: int, cid: int, i: int, n: int, first: int, card: int) -> None:
    """Rules 416.1, 416.5: the picks, one at a time (-1 stops), are recycled together once the
    player stops or has picked both; a single card left stays on top; two left: the player chooses
    which goes on top."""
    top = _top2(g, player, n)
    picked = [c for c in (first, card) if c >= 0 and c in top]
    if card >= 0 and first < 0 and len(top) > 1:  # a second pick is possible
        decide(g, player, "choose_card", ("sanctum_recycle", cid, i, n, card))
        return
    if picked:
        recycle_cards(g, player, picked)
    kept = [c for c in top if c not in picked]
    if len(kept) == 2 and g.cards[kept[0]].index != g.cards[kept[1]].index:
        decide(g, player, "choose_card", ("sanctum_top", cid, i))
        return
    record(g, cid, i, True)


def _sanctum_top_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    return sorted(_top2(g, player))


@task("sanctum_top", "p", "c", "n", "ci")
def _sanctum_top(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen card goes back on top, the other under it (-1: no choice: left as they are)."""
    deck = g.players[player].deck
    top = _top2(g, player)
    if card in top and deck[-1] != card:
        deck[-1], deck[-2] = deck[-2], deck[-1]
    emit(g, "431.1.c", "order_top", player)  # which card is private
    record(g, cid, i, True)


register_choice("sanctum_recycle", _sanctum_options, (
    "{card} is resolving: {p} picks a card they look at on top of their Main Deck to recycle, or none "
    "to stop"))
register_choice("sanctum_top", _sanctum_top_options, (
    "{card} is resolving: {p} chooses which of the two cards they look at goes back on top"))
TEMPLATES["order_top"] = lambda g, p, d: f"P{p} puts the looked-at cards back on top of their Main Deck"


CARDS: tuple[BattlefieldCard, ...] = (
    BattlefieldCard(NAVORI_FIGHTING_PIT, "Navori Fighting Pit",
                    on_hold=TriggerScript(targets=(Target(Units(where="here")),), steps=(Buff(Chosen(0)),)),
                    note="A unit that already has a buff can be chosen; it gets no second one (702.3.a)."),
    BattlefieldCard(SIGIL_OF_THE_STORM, "Sigil of the Storm",
                    on_conquer=TriggerScript(steps=(RECYCLE_OWN_RUNE,)),
                    note="The rune is chosen as the ability resolves (not a target: the player 'must')."),
    BattlefieldCard(CANDLELIT_SANCTUM, "The Candlelit Sanctum",
                    on_conquer=TriggerScript(steps=(LOOK_2_RECYCLE_ANY,)),
                    note="The cards to recycle are picked one at a time; those recycled go to the bottom "
                         "together, in random order."),
    BattlefieldCard(WINDSWEPT_HILLOCK, "Windswept Hillock", passives=(UnitsHereHaveGanking(),)),
    BattlefieldCard(VILEMAWS_LAIR, "Vilemaw's Lair", passives=(NoMoveToBaseFromHere(),)),
    BattlefieldCard(OBELISK_OF_POWER, "Obelisk of Power",
                    passives=(FirstBeginningAbility(TriggerScript(steps=(THAT_PLAYER_CHANNELS_1,))),)),
    BattlefieldCard(ARENAS_GREATEST, "The Arena's Greatest",
                    passives=(FirstBeginningAbility(TriggerScript(steps=(THAT_PLAYER_GAINS_1,))),)),
    BattlefieldCard("ogn-276-298", "Aspirant's Climb", passives=(RaisesVictoryScore(1),),
                    note="Each such battlefield in play adds 1 (a passive, 194.3.a): in a Duel 9 points "
                         "win."),
)
