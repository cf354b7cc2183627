"""Playing a card from the trash or banishment as part of an effect (419.3): the words entries use.

The play itself, its pending wait (354.3), its choices and its payment are the engine's
(:mod:`riftbound.engine.effect_plays`); these words say which card, from where, and how its cost
changes:

- :class:`PlayFromTrashTrigger`: a triggered ability whose target is a unit card in its
  controller's trash that fits printed limits ("a unit costing no more than [3] and [A]", "a Mech"):
  the trash is public, so the card is a target chosen as the ability is finalized (355.10.a, 355.5,
  337.1), checked again as it resolves (359.3.e.2-4).
- :class:`PlayFromTrashSpell`: the same target for a spell, chosen as it is played.
- :data:`BANISH_CHOSEN_OWNER_PLAYS_TO_BASE` (Portal Rescue), :data:`BANISH_CHOSEN_OWNER_PLAYS`
  (Arcane Shift): a unit is banished and its owner plays it (to their base), ignoring its cost.
- :data:`PLAY_TARGET_IGNORING_COST` (356.1.b.1), :data:`PLAY_TARGET_IGNORING_ENERGY` (356.1.b.2:
  its Power still paid) and :data:`PLAY_TARGET_REDUCED` (356.4: its Energy reduced by the amount a
  cost of the ability noted, :data:`REDUCTION`) play that target.
- :class:`MayRecycleToPlay`: "you may recycle another friendly unit to play ..." at the start of a
  triggered ability: the "you may", the target and the recycle (the ability's base cost, 383.3.b,
  416) are its controller's as it is finalized; the recycled unit's Might as it was recycled is the
  reduction (359.3.e.13).
- :func:`play_banished` plays a card the effect has just banished (Baited Hook's "banish it and
  play it", Nocturne's "banish me ... play me for [A]").
- :data:`REVEAL_UNTIL_UNIT_PLAY` (Dazzling Aurora): reveal from the top until a unit card, banish it
  and play it ignoring its cost, recycle the other revealed cards.
- :data:`KILL_CHOSEN_NOTING_MIGHT` then :func:`look_banish_play` (Baited Hook): kill the chosen
  friendly unit, its Might as it was noted (359.3.e.13); look at the top N of the Main Deck (431.1.c);
  the controller may banish a unit card among them whose printed Might is at most 1 more and play
  it, ignoring its cost (427, 419.3, 356.1.b.1); the rest are recycled (416.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..compiled import mypyc_attr
from ..engine.attachment import detach_all
from ..engine.banish_events import banished
from ..engine.chain import Choices, _finalize_ability, ability_of_kind, behaviour
from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.effect_play_facts import IGNORE_COST, IGNORE_ENERGY, PRINTED
from ..engine.effect_plays import begin_effect_play
from ..engine.primitives import forget_target, kill, look, recycle_cards
from ..engine.top_look import look_top
from ..engine.units import chain_item, might, remove_from_chain
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .burn_banish import banish_unit
from .spells import custom, record
from .trash_targets import TrashTargetScript, TrashTargetTrigger, trash_choices
from .vocabulary import Custom

__all__ = ["BANISH_CHOSEN_OWNER_PLAYS", "BANISH_CHOSEN_OWNER_PLAYS_TO_BASE", "KILL_CHOSEN_NOTING_MIGHT",
           "PLAY_TARGET_IGNORING_COST", "PLAY_TARGET_IGNORING_ENERGY", "PLAY_TARGET_REDUCED", "REDUCTION",
           "MayRecycleToPlay", "PlayFromTrashSpell", "PlayFromTrashTrigger", "look_banish_play",
           "play_banished", "REVEAL_UNTIL_UNIT_PLAY"]

#: counts key (+ the ability's source card number): the Energy a cost of the ability takes off the
#: cost of the card it plays (the recycled unit's Might)
REDUCTION: Final = "trash_play_reduction:"


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries may subclass it
@dataclass(frozen=True)
class PlayFromTrashTrigger(TrashTargetTrigger):
    """A triggered ability whose one target is a unit card in its controller's trash with a printed
    Energy cost of at most ``max_energy`` and at most ``max_power`` Power pips, and one of ``tags``
    if any are given (206: printed costs, the card's in the trash). Its entries pass
    ``card_type="Unit"`` (or "Spell"): the compiled build can't redeclare the base's field."""

    max_energy: int | None = None
    max_power: int | None = None
    tags: tuple[str, ...] = ()

    def fits(self, g: GameState, c: int) -> bool:
        return _fits(g, c, self.max_energy, self.max_power, self.tags)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [ch for ch in trash_choices(g, player, self.card_type) if self.fits(g, ch[0][0][0])]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and all(self.fits(g, c) for t in targets for c in t))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [c for c in super().legal_targets(g, item, slot) if self.fits(g, c)]

    def describe(self, timing: str = "") -> str:
        return _describe(super().describe(timing), self.max_energy, self.max_power, self.tags)


@dataclass(frozen=True)
class PlayFromTrashSpell(TrashTargetScript):
    """A spell whose one target is a unit card in its controller's trash within the same limits as
    :class:`PlayFromTrashTrigger`, chosen as it is played (355.10.a, 355.5); with none it can't be
    played (355.8)."""

    max_energy: int | None = None
    max_power: int | None = None
    tags: tuple[str, ...] = ()

    def fits(self, g: GameState, c: int) -> bool:
        return _fits(g, c, self.max_energy, self.max_power, self.tags)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [ch for ch in trash_choices(g, player, self.card_type) if self.fits(g, ch[0][0][0])]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and all(self.fits(g, c) for t in targets for c in t))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [c for c in super().legal_targets(g, item, slot) if self.fits(g, c)]

    def describe(self, timing: str = "") -> str:
        return _describe(super().describe(timing), self.max_energy, self.max_power, self.tags)


def _fits(g: GameState, c: int, max_energy: int | None, max_power: int | None, tags: tuple[str, ...]) -> bool:
    """Whether card ``c``'s printed costs and tags are within the limits (206: printed values)."""
    card = g.cards[c]
    return ((max_energy is None or card.energy <= max_energy)
            and (max_power is None or len(card.power) <= max_power)
            and (not tags or any(t in card.tags for t in tags)))


def _describe(text: str, max_energy: int | None, max_power: int | None, tags: tuple[str, ...]) -> str:
    kind = f"a {' or '.join(tags)} card" if tags else "a unit card"
    limits = []
    if max_energy is not None:
        limits.append(f"at most {max_energy} Energy")
    if max_power is not None:
        limits.append(f"at most {max_power} Power")
    cost = f" (printed cost: {' and '.join(limits)})" if limits else ""
    return text.replace("a unit card in your trash", f"{kind} in your trash{cost}")


def _play_targets(g: GameState, item: ChainItem, mode: int, off: int = 0) -> bool:
    """Rules 419.3, 359.3.e.2: the chosen card, if still a legal target, is played from the trash
    by the ability's controller (its owner: a trash holds its owner's cards)."""
    script = behaviour(g, item)
    assert isinstance(script, PlayFromTrashTrigger | PlayFromTrashSpell)
    played = False
    for c in script.legal_targets(g, item, 0):
        played = begin_effect_play(g, item.controller, c, "trash", mode, off) or played
    return played


PLAY_TARGET_IGNORING_COST = Custom(
    "play_target_ignoring_cost",
    text="you play the chosen card from your trash, ignoring its cost (you may still pay Accelerate); "
         "where it enters is yours to choose")
PLAY_TARGET_IGNORING_ENERGY = Custom(
    "play_target_ignoring_energy",
    text="you play the chosen card from your trash, ignoring its Energy cost (you still pay its Power)")
PLAY_TARGET_REDUCED = Custom(
    "play_target_reduced",
    text="you play the chosen card from your trash, paying its cost reduced by the recycled unit's "
         "Might in Energy")


@custom("play_target_ignoring_cost")
def _ignoring_cost(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 356.1.b.1: its base Energy and Power costs are 0."""
    return _play_targets(g, item, IGNORE_COST)


@custom("play_target_ignoring_energy")
def _ignoring_energy(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 356.1.b.2: only its base Energy cost is 0."""
    return _play_targets(g, item, IGNORE_ENERGY)


@custom("play_target_reduced")
def _reduced(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 356.4: its Energy cost is reduced by what the ability's cost noted (never below 0)."""
    off = g.counts.pop(REDUCTION + str(item.cid), 0) if g.counts else 0
    return _play_targets(g, item, PRINTED, off)


def play_banished(g: GameState, player: int, cid: int, mode: int, for_cost: tuple[int, int] = (0, 0),
                  to_base: bool = False) -> bool:
    """Rule 419.3: ``player`` plays card ``cid`` from banishment (where the effect just put it),
    its cost changed by ``mode`` (engine/effect_play_facts.py), to their base only if ``to_base``;
    False if it is not there (a token ceased to exist, 186.1; 419.3.c)."""
    return begin_effect_play(g, player, cid, "banishment", mode, for_cost=for_cost, to_base=to_base)


BANISH_CHOSEN_OWNER_PLAYS_TO_BASE = Custom(
    "banish_chosen_owner_plays_to_base",
    text="T1 is banished, then its owner plays it to their base, ignoring its cost")


BANISH_CHOSEN_OWNER_PLAYS = Custom(
    "banish_chosen_owner_plays",
    text="T1 is banished, then its owner plays it, ignoring its cost, where they choose")


@custom("banish_chosen_owner_plays_to_base")
def _banish_then_play_to_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 427, 419.3, 356.1.b.1: the chosen unit, if still a legal target (359.3.e.2), goes to its
    owner's banishment (its gear detach, 719.5; a token ceases to exist, 186.1, and nothing is
    played, 419.3.c); its owner then plays the card from there to their base, ignoring its cost: it
    waits on the chain until the spell has finished (354.3) and is a new object (124.1)."""
    return _banish_then_play(g, item, True)


@custom("banish_chosen_owner_plays")
def _banish_then_play_anywhere(g: GameState, item: ChainItem, i: int) -> bool:
    """As "banish_chosen_owner_plays_to_base", the place its owner's choice (355.2)."""
    return _banish_then_play(g, item, False)


def _banish_then_play(g: GameState, item: ChainItem, to_base: bool) -> bool:
    units = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    if not units:
        return False
    u = units[0]
    owner = g.owner[u.cid]
    banish_unit(g, u, item.controller)
    play_banished(g, owner, u.cid, IGNORE_COST, to_base=to_base)
    return True


# --- "you may recycle another friendly unit to play ..." (383.3.a-b) --------------------------------

@dataclass(frozen=True)
class MayRecycleToPlay:
    """The "you may" of such an ability, decided as it is finalized (383.3.a): first its target (a
    card of its script's choices, -1 declines), then the friendly unit other than its source that is
    recycled to pay for it (383.3.b, 416; not a target, 355.10.c.1). Offered only while such a unit
    exists (its cost could not be paid otherwise, 383.3.b.1)."""

    purpose = "recycle_to_play"

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        if not recycle_options(g, player, ("", cid, kind)):
            return []
        script = ability_of_kind(g, kind, cid).script
        return sorted({t[0][0] for t, _ in script.choices(g, player, cid) if t})

    def describe(self) -> str:
        return ("its controller decides as it is finalized whether to perform it: its target, then the "
                "other friendly unit recycled to pay for it (the unit's Might as it leaves is noted)")


def recycle_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rules 740.1.a, 416: the units friendly to ``player`` other than the source, one per
    interchangeable group (ruling 2: same card, controller, place, status and Might)."""
    source = ctx[1]
    team = g.team_of
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if u.cid != source and team[u.controller] == team[player]:
            key = (g.cards[u.cid].index, u.controller, u.loc, u.exhausted, might(g, u), u.damage,
                   u.buffs, u.stunned, u.temporary, u.turn_keywords,
                   tuple(sorted(g.cards[x.cid].index for x in g.gear.values() if x.attached_to == u.cid)))
            seen.setdefault(key, u.cid)
    return sorted(seen.values())


def _may_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (decline), then the targets it may choose."""
    cid, kind = ctx[1], ctx[2]
    may = ability_of_kind(g, kind, cid).may
    return [-1, *may.options(g, player, cid, kind)]


@task("recycle_to_play", "p", "c", "ab", "ci")
def _recycle_to_play(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 383.3.a, 355.5: -1 declines (it leaves the chain, as if it had not triggered,
    383.3.a.2); a card is its target, and the unit that pays is chosen next."""
    item = chain_item(g, cid)
    if item is None:
        return
    if card < 0:
        remove_from_chain(g, cid)
        emit(g, "383.3.a.2", "trigger_declined", player, cid)
        return
    g.chain[g.chain.index(item)] = item._replace(targets=((card,),))
    decide(g, player, "choose_card", ("recycle_to_play_cost", cid, kind))


@task("recycle_to_play_cost", "p", "c", "ab", "ci")
def _recycle_to_play_cost(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 383.3.b, 416.1, 359.3.e.13: the chosen unit is recycled (to the bottom of its owner's
    Main Deck, 416.1.c; a token ceases to exist, 186.1), its Might as it was noted for the
    reduction (a negative Might reduces nothing); the ability is finalized (359.1)."""
    item = chain_item(g, cid)
    u = g.units.get(card) if card >= 0 else None
    if item is None:
        return
    if u is None:  # its controller left the game meanwhile (652.4)
        remove_from_chain(g, cid)
        return
    m = might(g, u)
    del g.units[card]
    g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
    forget_target(g, card)
    if g.cards[card].is_token:
        emit(g, "186.1", "token_gone", u.controller, card)
    else:
        g.players[g.owner[card]].deck.insert(0, card)
    emit(g, "383.3.b", "recycle_unit_cost", player, card, m)
    detach_all(g, u)
    g.counts[REDUCTION + str(cid)] = m if m > 0 else 0
    _finalize_ability(g, player, cid, item.targets)


register_choice("recycle_to_play", _may_options, (
    "the ability of {card} is being finalized: {p} may perform it (choose the card it plays) or "
    "choose none to decline it"))
register_choice("recycle_to_play_cost", recycle_options, (
    "the ability of {card} is being finalized: {p} chooses the other friendly unit they recycle to "
    "pay for it"), offered=False)
TEMPLATES["recycle_unit_cost"] = lambda g, p, d: (f"P{p} recycles {_name(g, d[0])} (Might {d[1]}) to pay "
                                                  "for an ability")


# --- "kill a friendly unit; look at the top N; you may banish a unit ... and play it" -----------------

#: counts key (+ the ability's source card number): 1 + the Might of the unit its first instruction
#: killed, as it was (359.3.e.13); absent: no unit was killed (the target was no longer legal)
KILLED_MIGHT: Final = "killed_might:"

KILL_CHOSEN_NOTING_MIGHT = Custom("kill_chosen_noting_might",
                                  text="T1 is killed (its Might as it was is remembered)")


@custom("kill_chosen_noting_might")
def _kill_noting(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 428, 359.3.e.2, 359.3.e.13: the chosen unit, if still a legal target, is killed; its
    Might just before is noted for the linked instruction that follows (a replaced death is still a
    kill: the unit was killed, 359.3.e.14.b)."""
    units = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    if not units:
        return False
    u = units[0]
    g.counts[KILLED_MIGHT + str(item.cid)] = might(g, u) + 1
    kill(g, u)
    return True


def look_banish_play(n: int, more: int | None = 1, off: int = 0) -> Custom:
    """Look at the top ``n`` of the controller's Main Deck; they may banish a unit card among them
    and play it, ignoring its cost, or with ``off`` Energy off its cost when ``off`` is given
    (356.4); the others are recycled. With ``more`` the unit's printed Might must be at most
    ``more`` above the Might of the unit the ability killed (:data:`KILL_CHOSEN_NOTING_MIGHT`); with no
    unit killed (359.3.e.14.a: the linked choice is ignored) the looked-at cards are all recycled."""
    key = f"look_banish_play:{n}:{more}:{off}"

    @custom(key)
    def _look(g: GameState, item: ChainItem, i: int) -> bool | None:
        """Rule 431.1.c: look at the top ``n`` (fewer if the deck is short; none: nothing)."""
        m = look_top(g, item.controller, item.cid, i, n)  # "as you look at me" choices first
        if m is None:
            return None
        noted = g.counts.pop(KILLED_MIGHT + str(item.cid), None) if g.counts and more is not None else None
        seen = look(g, item.controller, m)
        if not seen:
            return False
        if more is not None and noted is None:
            recycle_cards(g, item.controller, seen)
            return True
        limit = NO_LIMIT if more is None or noted is None else noted - 1 + more
        decide(g, item.controller, "choose_card", ("banish_to_play", item.cid, i, len(seen), limit, off))
        return None

    if more is None:
        what = "a unit card among them"
    else:
        what = f"a unit card among them whose Might is at most {more} more than the killed unit's"
    how = f"paying its cost less {off} Energy" if off else "ignoring its cost"
    return Custom(key, text=f"you look at your Main Deck's top {n} cards; you may banish {what} and play "
                            f"it, {how}; then the others are recycled")


#: no Might limit on the card to banish
NO_LIMIT: Final = 1 << 30


def _top(g: GameState, player: int, n: int) -> list[int]:
    deck = g.players[player].deck
    return deck[-n:][::-1] if n > 0 else []


def _banish_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (banish none), then one looked-at unit card per distinct card whose printed Might is
    within the limit (a card out of play has its printed Might)."""
    n, limit = ctx[3], ctx[4]
    seen: dict[int, int] = {}
    for c in _top(g, player, n):
        card = g.cards[c]
        if card.type == "Unit" and card.might is not None and card.might <= limit:
            seen.setdefault(card.index, c)
    return [-1, *sorted(seen.values())]


@task("banish_to_play", "p", "c", "n", "n", "i", "n", "ci")
def _banish_to_play(g: GameState, player: int, cid: int, i: int, n: int, limit: int, off: int,
                    card: int) -> None:
    """Rules 427, 419.3, 416.5: the chosen card goes from the deck to its owner's banishment and is
    played from there, ignoring its cost (pending on the chain until the ability has finished, 354.3);
    the other looked-at cards are recycled together (random order at the bottom)."""
    top = _top(g, player, n)
    rest = top
    if card >= 0 and card in top:
        g.players[player].deck.remove(card)
        g.players[g.owner[card]].banishment.append(card)
        emit(g, "427.1", "banish", player, card)
        banished(g, player, card)  # 427: "when you banish a card you own"
        if off:
            begin_effect_play(g, player, card, "banishment", PRINTED, off)
        else:
            play_banished(g, player, card, IGNORE_COST)
        rest = [c for c in top if c != card]
    if rest:
        recycle_cards(g, player, rest)
    record(g, cid, i, card >= 0)


register_choice("banish_to_play", _banish_options, (
    "{card} is resolving: {p} may banish a unit card they look at from the top of their Main Deck to "
    "play it, ignoring its cost (choose it), or none; the others are recycled"))


# --- "reveal until you reveal a unit, banish it, play it ignoring its cost, recycle the rest" ---------

REVEAL_UNTIL_UNIT_PLAY = Custom(
    "reveal_until_unit_play",
    text="you reveal cards from the top of your Main Deck until a unit card; it is banished and you play it, "
         "ignoring its cost; the other revealed cards are recycled")


@custom("reveal_until_unit_play")
def _reveal_until_unit(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 424, 431.1.c, 427, 419.3, 416.5: cards are revealed from the top of the controller's
    Main Deck one at a time until a unit card (all of it if there is none; revealing never burns
    out); that unit is banished and played from banishment, ignoring its cost (once the ability has
    finished, 354.3); the other revealed cards are recycled together (random order at the bottom)."""
    player = item.controller
    deck = g.players[player].deck
    shown: list[int] = []
    unit = None
    for c in reversed(deck):
        shown.append(c)
        if g.cards[c].type == "Unit":
            unit = c
            break
    if not shown:
        return False
    # "as you reveal me" choices first (engine/top_look.py); one banished, the reveal goes on past it
    if look_top(g, player, item.cid, i, len(shown), shrink=False) is None:
        return None  # executed again once chosen: the cards counted anew
    emit(g, "424.1", "reveal", player, tuple(shown))
    if unit is not None:
        deck.remove(unit)
        g.players[g.owner[unit]].banishment.append(unit)
        emit(g, "427.1", "banish", player, unit)
        banished(g, player, unit)  # 427
        play_banished(g, player, unit, IGNORE_COST)
    rest = [c for c in shown if c != unit]
    if rest:
        recycle_cards(g, player, rest)
    return True
