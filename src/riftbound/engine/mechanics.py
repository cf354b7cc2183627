"""Counter (425), Add (429), Mighty (706-711) and Bonus Damage (712-715).

- **Counter**: :func:`counter` takes a spell off the chain to its owner's trash (banishment for a
  Flow play, 829.1.b.1) without refunding its costs (425.1.a-c); the play still counts as played
  for Legion and cost reductions (419.4.b). The spell that counters (its target a spell on the
  chain, 425.3) and its instruction are the vocabulary's (:mod:`riftbound.effects.mechanics`).
- **Add**: the :class:`Add` instruction puts Energy and Power in its controller's Rune Pool
  (429.1). An activated ability made only of Adds resolves at once, as it is activated: it never
  waits on the chain, and Priority and Focus stay where they were (429.2, 429.2.a); one with
  Reaction may also be used while a cost is being paid (429.3, ``decisions``); a spell that adds
  lingers as any spell (429.2.b).
- **Mighty**: a unit on the board is Mighty while its Might is 5 or more (708, 710), a card
  elsewhere by its printed Might (711).
- **Bonus Damage**: passives (the cards' answers to "damage:bonus", e.g.
  :class:`riftbound.effects.passives.BonusDamage`) that raise every Deal of their controller's
  spells and abilities, or every Deal to units at a battlefield; instances add up, and a negative
  sum adds nothing (713-715).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, Unit
from .banish_events import banished
from .core import AFTER_EVERY_TASK, emit
from .effect_play_facts import leaves_chain, recycle_spell
from .empower import is_empowered
from .events import WITH_SUBJECT, fire
from .index import QUESTIONS, answer_attr
from .keywords import played_for_flow
from .payment import RESTRICTIONS
from .primitives import forget_target
from .reactions import ON
from .trash_banish import put_in_trash
from .units import might, remove_from_chain

__all__ = ["Add", "add_resources",
           "adds_at_once", "bonus_damage", "counter", "is_mighty", "mighty_count", "resolve_add_ability",
           "watch_mighty"]


# --- Counter (425) ---------------------------------------------------------------------------------

TEMPLATES["not_countered"] = lambda g, p, d: f"{_name(g, d[0])} can't be countered: it stays on the chain"


def cant_be_countered(g: GameState, cid: int) -> bool:
    """Whether the spell ``cid`` can't be countered (its answer to "uncounterable"; ruling 92)."""
    table = g.index.answers.get("uncounterable")
    return table is not None and bool(table.get(g.cards[cid].id))


def counter(g: GameState, it: ChainItem, by: int, to_hand: bool = False) -> bool:
    """Rule 425.1: the spell of chain item ``it`` does nothing and leaves the chain for its owner's
    trash (425.1.a, 425.1.a.1), or, played for its Flow cost, for banishment (829.1.b.1: leaving the
    chain not by its own execution is what that delayed replacement replaces, 390.3.a); its costs
    stay paid (425.1.c); returns True. The turn's counts of cards played stay as they are: Legion
    and cost reductions read finalized cards (419.4.b), and the abilities that trigger on the play
    have already triggered as it was finalized. A spell that can't be countered is untouched and
    this returns False (ruling 92: 425 is silent on it; it may still be chosen). ``to_hand``: the
    countering effect puts it into its owner's hand instead of the trash (a replacement, 367; a spell
    played for its Flow cost is banished either way, since 829.1.b.1 replaces its leaving the chain
    wherever it would go, 372)."""
    if cant_be_countered(g, it.cid):
        emit(g, "425", "not_countered", by, it.cid)
        return False
    remove_from_chain(g, it.cid)
    forget_target(g, it.cid)  # a Counter still aiming at it now names a lost target (-1)
    if g.counts and leaves_chain(g, it.cid):  # "then recycle it" replaces where it goes (ruling 102)
        recycle_spell(g, it.cid)
        emit(g, "416.1.a", "spell_recycled", it.controller, it.cid)
    elif played_for_flow(g, it.cid):
        g.players[g.owner[it.cid]].banishment.append(it.cid)
        emit(g, "829.1.b.1", "spell_banished", it.controller, it.cid)
        banished(g, it.controller, it.cid)  # 427: its controller's Flow banishes it
    elif to_hand:
        g.players[g.owner[it.cid]].hand.append(it.cid)
    else:
        put_in_trash(g, it.cid)  # unless banished instead (engine/trash_banish.py)
    emit(g, "425.1.a", "countered", by, it.cid)
    return True


# --- Add (429) -------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Add:
    """The instruction "add ``energy`` Energy and one Power per domain in ``power``" ("Any": of any
    domain) to the controller's Rune Pool (429.1). Declared here, by the rule that reads it (an
    ability made only of Adds resolves at once, 429.2); the vocabulary
    (:mod:`riftbound.effects.vocabulary`) offers it to card entries and executes it."""

    energy: int = 0
    power: tuple[str, ...] = ()
    linked: bool = False
    #: the restriction on what they may pay, a name of :data:`.payment.RESTRICTIONS`, or None
    only: str | None = None
    #: the Energy added instead while the ability's source is Empowered ("if this is Empowered, Add
    #: 2 instead", 441.2), None for none
    empowered_energy: int | None = None

    def energy_now(self, g: GameState, source: int) -> int:
        """The Energy it adds now: ``empowered_energy`` while the source is Empowered (read as it
        resolves), else ``energy``; plus what legends' passives add to it (:data:`ADD_EXTRA`)."""
        extra = extra_add_energy(g, source) if ADD_EXTRA in g.index.answers else 0
        if self.empowered_energy is not None and is_empowered(g, source):
            return self.empowered_energy + extra
        return self.energy + extra

    def describe(self) -> str:
        parts = [f"{self.energy} Energy"] if self.energy else []
        parts += [f"1 {'Power of any domain' if d == 'Any' else d + ' Power'}" for d in self.power]
        text = "you add " + " and ".join(parts) + " to your rune pool"
        if self.empowered_energy is not None:
            text += f" ({self.empowered_energy} Energy instead while this is Empowered)"
        if self.only is not None and self.only not in RESTRICTIONS:
            raise ValueError(f"Add(only={self.only!r}): one of {sorted(RESTRICTIONS)}")
        return text + (f", to be spent {RESTRICTIONS[self.only][0]}" if self.only else "")


#: index question: a legend's passive making Add abilities add more Energy ("your Gold Add an
#: additional [1]", 364.1, 107.4.b): function(game, legend's controller, ability's source) -> Energy
ADD_EXTRA: Final = "add:extra_energy"
QUESTIONS[ADD_EXTRA] = ("function(game, controller, source cid) -> int: the Energy a legend's passive adds "
                        "to an Add ability of that source (429.1)")


def extra_add_energy(g: GameState, source: int) -> int:
    """The Energy the legends in play add to an Add ability of ``source`` now (364.1, 107.4.b)."""
    table = g.index.answers.get(ADD_EXTRA)
    if table is None:
        return 0
    total = 0
    for i, p in enumerate(g.players):
        fn = table.get(g.cards[p.legend].id) if p.legend is not None and p.alive else None
        if fn is not None:
            total += fn(g, i, source)
    return total


def add_resources(g: GameState, player: int, energy: int, power: tuple[str, ...],
                  only: str | None = None) -> None:
    """Rule 429.1: Energy and Power go into the player's Rune Pool (until it empties, 167); with
    ``only``, as resources that may pay only what that restriction allows (payment.RESTRICTIONS)."""
    p = g.players[player]
    if only is None:
        p.pool_energy += energy
        p.pool_power.extend(power)
    else:
        p.pool_restricted += [("Energy", only)] * energy + [(d, only) for d in power]
    emit(g, "429.1", "add", player, energy, power, *((only,) if only else ()))


def adds_at_once(script: object) -> bool:
    """Whether an ability's effect is only Adds with no target: it resolves as soon as it is
    finalized, without waiting on the chain (429.2)."""
    steps = answer_attr(script, "steps", ())
    return bool(steps) and not answer_attr(script, "targets", ()) and all(isinstance(s, Add) for s in steps)


def resolve_add_ability(g: GameState, player: int, source: int, script: Any) -> None:
    """Rules 429.2, 429.2.a: the Add ability resolves at once; no Priority or Focus passes.
    ``script``: one for which :func:`adds_at_once` holds (its ``steps`` are Adds)."""
    emit(g, "429.2", "add_ability", player, source)
    for s in script.steps:
        assert isinstance(s, Add)
        add_resources(g, player, s.energy_now(g, source), s.power, s.only)


# --- Mighty (706-711) ------------------------------------------------------------------------------



def is_mighty(g: GameState, cid: int) -> bool:
    """Rules 708, 710-711: a unit on the board by its current Might, a card elsewhere by its
    printed Might."""
    u = g.units.get(cid)
    if u is not None:
        return might(g, u) >= 5
    return g.cards[cid].might >= 5


#: where the units below 5 Might at the last check are noted: ``g.counts`` keys (they round-trip
#: with positions). The turn's counts start afresh each turn; the check after that task notes them
#: again, and no Might rises in it.
BELOW_MIGHTY: Final = "below_mighty:"


def units_rising_to(g: GameState, below: str, threshold: int) -> list[Unit]:
    """The units whose Might was below ``threshold`` at the last check and is at or above it now (a
    rise, 709); notes each unit now below it in the turn's counts under the key prefix ``below``
    and forgets those that left the board. A unit that enters with ``threshold`` or more did not
    rise."""
    counts = g.counts
    rose = []
    on_board = set()
    for u in g.units.values():
        key = below + str(u.cid)
        on_board.add(key)
        if might(g, u) >= threshold:
            if counts.pop(key, None) is not None:
                rose.append(u)
        else:
            counts[key] = 1
    for key in [k for k in counts if k.startswith(below) and k not in on_board]:
        del counts[key]  # the unit left the board
    return rose


def watch_mighty(g: GameState) -> None:
    """Rule 709: a unit becomes Mighty at the moment its Might rises from below 5 to 5 or more. The
    engine's moments are its tasks: this check runs after every one (core.AFTER_EVERY_TASK), in the
    games with a card that has a "becomes Mighty" ability, so a rise is seen as it happens (710's
    example: as the spell resolves) even if undone before the next cleanup. Its "mighty" event fires
    then (its controller's, the unit its subject); abilities it triggers are placed as any others,
    after the resolving item has finished (383.3.b). A unit that enters the board with 5 or more did
    not have its Might rise (docs/rulings.md, ruling 68)."""
    for u in units_rising_to(g, BELOW_MIGHTY, 5):
        emit(g, "709", "becomes_mighty", u.controller, u.cid)
        fire(g, "mighty", u.controller, u.cid)


AFTER_EVERY_TASK.append((ON["mighty"], watch_mighty))


def mighty_count(g: GameState, player: int) -> int:
    """How many Mighty units ``player`` controls (708)."""
    return sum(1 for u in g.units.values() if u.controller == player and might(g, u) >= 5)


# --- Bonus Damage (712-715) ------------------------------------------------------------------------

def bonus_damage(g: GameState, player: int, target: Unit | None = None) -> int:
    """Rules 714, 714.1-714.2: the Bonus Damage of a Deal by ``player``'s spell or ability (to
    ``target``, None: to no unit), every instance summed, never below 0: the answers to
    "damage:bonus" of the units on the board, the gear on the board (an Equipment's while attached,
    724) and the battlefields in play (a unit's for its controller's Deals, a battlefield's for units
    there, 715)."""
    table = g.index.answers.get("damage:bonus")
    if table is None:
        return 0
    cards = g.cards
    n = 0
    for u in g.units.values():
        fn = table.get(cards[u.cid].id)
        if fn is not None:
            n += fn(g, u.cid, u.controller, u.loc, player, target)
    for x in g.gear.values():
        fn = table.get(cards[x.cid].id)
        if fn is not None:
            n += fn(g, x.cid, x.controller, x.loc, player, target)
    for i, bf in enumerate(g.battlefields):
        if bf.cid >= 0:
            fn = table.get(cards[bf.cid].id)
            if fn is not None:
                n += fn(g, bf.cid, bf.controller, i, player, target)
    return n if n > 0 else 0


WITH_SUBJECT.add("mighty")  # "ready it": the unit that became Mighty
