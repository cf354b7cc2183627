"""Players as targets: "choose a player", "choose an opponent" (355.10, 355.10.d.2).

A player a spell or ability names is a target (355.10: a player is no card in a hidden zone, and
"choose" is the controller's choice even when only one player fits, 355.10.d.2). So the player is
chosen with the other targets: as a spell is played (355.5, before its cost is paid) or as a
triggered ability is finalized (337.1, 359.1), never as it resolves. The choice is written in a
target slot as :func:`riftbound.actions.player_code` (``P1`` in the notation, the log and a
position's chain item).

- :class:`PlayerTargetScript`: a spell whose last target is a player, after its unit targets;
- :class:`PlayerTargetTrigger`: a triggered ability whose one target is a player (finalized by a
  ``choose_opponent`` decision with reason ``player_target``, engine/chain.py);
- ``player``: ``"opponent"`` (an opponent of its controller, 303.2.a turn order from them) or
  ``"any"`` (any player still in the game, its controller too);
- :func:`chosen_player`: in an instruction, the chosen player if still a legal target as it
  resolves (still in the game, still an opponent; 359.3.e.2), else None: the instructions on that
  player are ignored (359.3.e.5), the others still happen (359.3.e.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..actions import code_player, player_code
from ..compiled import mypyc_attr
from ..engine.chain import Choices, behaviour
from ..engine.choices import register_choice
from ..engine.core import decide, emit, task
from ..engine.events import fire
from ..engine.primitives import channel, draw, mill, recall, relocate
from ..engine.scoring import EFFECT, gain_points
from ..engine.units import chain_item, contest, create_token
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState, Unit, base_of
from .bird_tokens import BIRD
from .excess_here import _locations as bird_locations
from .spells import SpellScript, TriggerScript, custom, may_move_to, record, unit_signature
from .vocabulary import Custom

__all__ = ["EACH_OTHER_CARDS_OR_RUNES", "PLAYER_KINDS", "TARGET_OPPONENT_FOLLOWS",
           "TARGET_PLAYER_PLAYS_BIRD", "MoveThenOpponentFollowsScript", "PlayerTargetScript",
           "PlayerTargetTrigger", "chosen_player", "chosen_player_burns", "chosen_player_discards",
           "chosen_player_gains", "player_seats"]

#: who a player target may be
PLAYER_KINDS: Final = ("opponent", "any")
_WORDS: Final = {"opponent": "an opponent", "any": "a player (you too)"}
#: the instruction words already registered (one function per name)
_MADE: Final[set[str]] = set()


def player_seats(g: GameState, player: int, who: str) -> tuple[int, ...]:
    """The players ``player`` may choose: every player still in the game in turn order from
    ``player`` (303.2.a), only their opponents for ``"opponent"`` (489.8.d: not a teammate)."""
    order = g.turn_order
    k = order.index(player) if player in order else 0
    team = g.team_of
    return tuple(p for p in order[k:] + order[:k] if g.players[p].alive
                 and (who == "any" or team[p] != team[player]))


def _check(who: str) -> None:
    if who not in PLAYER_KINDS:
        raise ValueError(f"player={who!r}: one of {PLAYER_KINDS}")


def _slot_ok(g: GameState, player: int, who: str, slot: tuple[int, ...]) -> bool:
    if len(slot) != 1:
        return False
    p = code_player(slot[0])
    return p is not None and p in player_seats(g, player, who)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class PlayerTargetScript(SpellScript):
    """A spell whose last target is a player (``player``: who may be chosen), chosen as it is
    played with its unit targets (355.5, 355.10)."""

    player: str = "opponent"

    def __post_init__(self) -> None:
        _check(self.player)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        seats = player_seats(g, player, self.player)
        return [((*t, (player_code(p),)), d) for t, d in super().choices(g, player, cid) for p in seats]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (len(targets) == len(self.targets) + 1 and _slot_ok(g, player, self.player, targets[-1])
                and super().choices_legal(g, player, cid, targets[:-1], dest))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        return [] if slot >= len(self.targets) else super().legal_targets(g, item, slot)

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        n = len(self.targets) + 1
        player = f"T{n} = {_WORDS[self.player]}"
        if self.targets:
            return text.replace(". Does:", f"; {player}. Does:", 1)
        return text.replace("Does:", f"Targets: {player}. Does:", 1)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class PlayerTargetTrigger(TriggerScript):
    """A triggered ability whose one target is a player (``player``: who may be chosen), chosen
    as it is finalized (337.1, 355.10); with none to choose it leaves the chain (402.4)."""

    player: str = "opponent"

    def __post_init__(self) -> None:
        super().__post_init__()
        _check(self.player)
        if self.targets:
            raise ValueError("a player-target trigger has no unit target")

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((player_code(p),),), None) for p in player_seats(g, player, self.player)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return dest is None and len(targets) == 1 and _slot_ok(g, player, self.player, targets[0])

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        return []

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("Does:", f"Targets: T1 = {_WORDS[self.player]}. Does:", 1)


def chosen_player(g: GameState, item: ChainItem) -> int | None:
    """Rules 359.3.e.2, 359.3.e.5: the player chosen as the target of ``item`` (a spell or ability
    whose script has a player target), if still a legal target now: in the game and still what
    the target asks (an opponent of its controller); else None."""
    script = behaviour(g, item)
    if isinstance(script, PlayerTargetTrigger):
        slot, who = 0, script.player
    elif isinstance(script, PlayerTargetScript):
        slot, who = len(script.targets), script.player
    else:
        raise AssertionError(f"{g.cards[item.cid].name}: its script has no player target")
    if len(item.targets) <= slot or not item.targets[slot]:
        return None
    p = code_player(item.targets[slot][0])
    return p if p is not None and p in player_seats(g, item.controller, who) else None


# --- instructions on the chosen player ------------------------------------------------------------------

def chosen_player_burns(n: int) -> Custom:
    """Rule 440: the chosen player burns ``n`` (440.3.a: they must; past the end of their deck
    they burn out, 440.4)."""
    name = f"target_player_burns_{n}"
    if name not in _MADE:
        _MADE.add(name)

        @custom(name)
        def _burn(g: GameState, item: ChainItem, i: int) -> bool:
            p = chosen_player(g, item)
            if p is None:
                return False
            mill(g, p, n)
            return True

    cards = "card goes" if n == 1 else f"{n} cards go"
    return Custom(name, text=f"the chosen player burns {n} (the top {cards} of their Main Deck to "
                             "their trash)")


def chosen_player_gains(n: int) -> Custom:
    """Rule 194.1.c (ruling 35): the chosen player gains ``n`` points, by an effect, not a Score."""
    name = f"target_player_gains_{n}"
    if name not in _MADE:
        _MADE.add(name)

        @custom(name)
        def _gain(g: GameState, item: ChainItem, i: int) -> bool:
            p = chosen_player(g, item)
            if p is None:
                return False
            gain_points(g, p, n, EFFECT)
            return True

    return Custom(name, text=f"the chosen player gains {n} point{'s' if n != 1 else ''}")



def chosen_player_discards(n: int) -> Custom:
    """Rule 422.1.a: the chosen player discards ``n``, choosing the cards themselves (one option per
    distinct card of their hand, the ``discard_pick`` decision being theirs); an empty hand: nothing
    (422.4)."""
    name = f"target_player_discards_{n}"
    if name not in _MADE:
        _MADE.add(name)

        @custom(name)
        def _discards(g: GameState, item: ChainItem, i: int) -> bool | None:
            p = chosen_player(g, item)
            if p is None or not g.players[p].hand:
                return False
            decide(g, p, "choose_card", ("discard_pick", item.cid, i, n))
            return None

    return Custom(name, text=f"the chosen player discards {n} (a card of their choice)")


# --- Party Favors: each other player chooses Cards or Runes (355.10.e: no target) -------------------------

EACH_OTHER_CARDS_OR_RUNES = Custom(
    "each_other_cards_or_runes",
    "as it resolves, every other player in turn order picks Cards or Runes; for each Cards pick you and "
    "that player each draw 1; then for each Runes pick you and that player each channel 1 rune exhausted")
#: the turn count noting a player's pick while the choices are made: "favors:<spell>:<seat>"
_FAVORS: Final = "favors:"


def _favor_order(g: GameState, player: int) -> tuple[int, ...]:
    return tuple(p for p in player_seats(g, player, "any") if p != player)


@custom("each_other_cards_or_runes")
def _each_other_cards_or_runes(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 355.10.e: the players are not targets; each chooses as it resolves, in turn order from
    the controller (303.2.a): the first one now."""
    order = _favor_order(g, item.controller)
    if not order:
        return False
    decide(g, order[0], "choose_card", ("cards_or_runes", item.cid, i, 0))
    return None


def _cards_or_runes(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The spell's card for Cards, none (-1) for Runes."""
    return [-1, ctx[1]]


@task("cards_or_runes", "p", "c", "n", "n", "ci")
def _cards_or_runes_chosen(g: GameState, player: int, cid: int, i: int, k: int, card: int) -> None:
    """The ``k``-th player's choice (the spell's card: Cards; -1: Runes), noted; the next player
    chooses; once all have, the draws, then the channels (the order the effect names them)."""
    item = chain_item(g, cid)
    if item is None:
        return
    emit(g, "355.10.e", "cards_or_runes", player, "Cards" if card >= 0 else "Runes")
    g.counts[f"{_FAVORS}{cid}:{player}"] = 1 if card >= 0 else 2
    order = _favor_order(g, item.controller)
    if k + 1 < len(order):
        decide(g, order[k + 1], "choose_card", ("cards_or_runes", cid, i, k + 1))
        return
    picks = [(p, g.counts.pop(f"{_FAVORS}{cid}:{p}", 0)) for p in order]
    me = item.controller
    for p, pick in picks:
        if pick == 1:  # 413: you and that player each draw 1
            draw(g, me, 1)
            draw(g, p, 1)
    for p, pick in picks:
        if pick == 2:  # 430: you and that player each channel 1 rune exhausted
            channel(g, me, 1, exhausted=True)
            channel(g, p, 1, exhausted=True)
    record(g, cid, i, any(pick for _, pick in picks))


register_choice("cards_or_runes", _cards_or_runes, (
    "{card} is resolving: {p} chooses Cards ({card}) or Runes (none): with Cards its player and they "
    "each draw 1, with Runes each channels 1 rune exhausted"))
TEMPLATES["cards_or_runes"] = lambda g, p, d: f"P{p} chooses {d[0]}"


# --- Walking Roost: the chosen opponent plays a Bird token ------------------------------------------------

TARGET_PLAYER_PLAYS_BIRD = Custom(
    "target_player_plays_bird",
    "the chosen player plays a 1 Might Bird unit token with Deflect, exhausted, in their base or at a "
    "battlefield they control (their choice as it resolves)")


@custom("target_player_plays_bird")
def _target_player_plays_bird(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 182, 185.2.a, 187.7, 355.2.a: the chosen player plays the token (they control it, 182:
    the ability says they play it); where is their choice now (the ``bird_location`` decision,
    effects/excess_here.py), unless only their base is possible."""
    p = chosen_player(g, item)
    if p is None:
        return False
    if len(bird_locations(g, p, ("bird_location", item.cid))) > 1:
        decide(g, p, "choose_card", ("bird_location", item.cid, i))
        return None
    create_token(g, p, BIRD, base_of(p))
    return True


# --- Call to Battle: move a unit to your battlefield; the chosen opponent moves one there too ------------

@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class MoveThenOpponentFollowsScript(PlayerTargetScript):
    """T1, a unit its player controls, and its destination, a battlefield they control (355.4),
    chosen as it is played with the opponent (the last target, 355.10); ``steps`` move T1 there
    (``MoveUnit(Chosen(0))``) and then :data:`TARGET_OPPONENT_FOLLOWS`."""

    def destinations(self, g: GameState, units: tuple[int, ...]) -> list[int]:
        return [d for d in super().destinations(g, units)
                if d >= 0 and all(g.battlefields[d].controller == g.units[c].controller for c in units)]


TARGET_OPPONENT_FOLLOWS = Custom(
    "target_opponent_follows",
    "the chosen opponent moves a unit they control (their choice as it resolves) to that same "
    "battlefield")


def _followers(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The units ``player`` controls not already at the battlefield (``ctx[3]``), one per
    interchangeable group (ruling 2)."""
    dest = ctx[3]
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if u.controller == player and u.loc != dest:
            seen.setdefault(unit_signature(g, u), u.cid)
    return sorted(seen.values())


@custom("target_opponent_follows")
def _target_opponent_follows(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 355.10.e, 449: the chosen opponent (still a legal target, 359.3.e.5) picks one of their
    units as this resolves (not a target: their choice) and it moves to the spell's destination;
    with none to move, nothing happens (359.3.e.6)."""
    p = chosen_player(g, item)
    dest = item.dest
    if p is None or dest is None or dest < 0:
        return False
    if not _followers(g, p, ("follow_pick", item.cid, i, dest)):
        return False
    decide(g, p, "choose_card", ("follow_pick", item.cid, i, dest))
    return None


@task("follow_pick", "p", "c", "n", "l", "ci")
def _follow_pick(g: GameState, player: int, cid: int, i: int, dest: int, card: int) -> None:
    """Rules 449, 447.2.c, 450, 383.1: the chosen unit moves (an effect's move, not a Standard Move);
    one that may not be there is recalled instead; arriving it contests the battlefield; "when I
    move" abilities trigger. ``card`` -1: no choice (the player left the game)."""
    u = g.units.get(card) if card >= 0 else None
    if u is None or u.loc == dest:
        record(g, cid, i, False)
        return
    if not may_move_to(g, u.controller, dest):
        recall(g, u, "447.2.c")
    else:
        relocate(g, u, dest)
        emit(g, "449", "effect_move", player, u.cid, dest)
        contest(g, dest, u.controller)
        fire(g, "move", u.controller, (u.cid,), dest)
    record(g, cid, i, True)


register_choice("follow_pick", _followers, (
    "{card} is resolving: {p} chooses a unit they control to move to its battlefield"))
