"""Counter (425), Add (429), Mighty (706-711) and Bonus Damage (712-715).

- **Counter**: a :class:`CounterScript` is a spell whose single target is a spell on the chain
  (425.3), one that fits its limits (an enemy's; at most so much Energy and Power); the
  :class:`~riftbound.effects.vocabulary.Counter` instruction takes that spell off the chain to its
  owner's trash (banishment for a Flow play, 829.1.b.1) without refunding its costs (425.1.a-c);
  the play still counts as played for Legion and cost reductions (419.4.b).
- **Add**: the :class:`~riftbound.effects.vocabulary.Add` instruction puts Energy and Power in its
  controller's Rune Pool (429.1). An activated ability made only of Adds resolves at once, as it is
  activated: it never waits on the chain, and Priority and Focus stay where they were (429.2,
  429.2.a); one with Reaction may also be used while a cost is being paid (429.3); a spell that
  adds lingers as any spell (429.2.b).
- **Mighty**: a unit on the board is Mighty while its Might is 5 or more (708, 710), a card
  elsewhere by its printed Might (711). ``MIGHTY`` is the selector.
- **Bonus Damage**: passives (the cards' answers to "damage:bonus", e.g.
  :class:`riftbound.effects.passives.BonusDamage`) that raise every Deal of their controller's
  spells and abilities, or every Deal to units at a battlefield; instances add up, and a negative
  sum adds nothing (713-715).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Activate
from ..effects.spells import EXECUTE, SpellScript
from ..effects.vocabulary import Add, Counter, Units
from ..state import ChainItem, Decision, GameState, Unit
from .chain import Choices
from .core import TASKS, emit, push
from .events import WITH_SUBJECT, _kinds_in_game, fire
from .keywords import played_for_flow
from .primitives import forget_target
from .units import chain_item, might, remove_from_chain

__all__ = ["MIGHTY", "CounterScript", "add_options_while_paying", "add_resources", "add_while_paying",
           "adds_at_once", "bonus_damage", "counter", "is_mighty", "mighty_count",
           "resolve_add_ability", "watch_mighty"]


# --- Counter (425) ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class CounterScript(SpellScript):
    """A spell whose one target is a spell on the chain (425.3), chosen as it is played (355):
    only an opponent's when ``enemy_only``; only one whose printed cost is at most ``max_energy``
    Energy and ``max_power`` Power when those are set. ``steps`` should hold a
    :class:`~riftbound.effects.vocabulary.Counter`."""

    enemy_only: bool = False
    max_energy: int | None = None
    max_power: int | None = None

    def may_counter(self, g: GameState, player: int, it: ChainItem) -> bool:
        """Whether chain item ``it`` is a spell this script may choose (425.3)."""
        if it.kind != "spell" or not it.finalized:
            return False
        if self.enemy_only and g.team_of[it.controller] == g.team_of[player]:
            return False
        c = g.cards[it.cid]
        if self.max_energy is not None and c.energy > self.max_energy:
            return False
        return self.max_power is None or len(c.power) <= self.max_power

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """One choice per spell on the chain it may counter; none: it can't be played (355.8)."""
        return [(((it.cid,),), None) for it in g.chain
                if it.cid != cid and self.may_counter(g, player, it)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 1 or len(targets[0]) != 1 or targets[0][0] == cid:
            return False
        it = chain_item(g, targets[0][0])
        return it is not None and self.may_counter(g, player, it)

    def describe(self, timing: str = "") -> str:
        limits = []
        if self.enemy_only:
            limits.append("an opponent's")
        if self.max_energy is not None:
            limits.append(f"costing at most {self.max_energy} Energy")
        if self.max_power is not None:
            limits.append(f"and at most {self.max_power} Power")
        head = f"{timing}. " if timing else ""
        what = "a spell on the chain" + (f" ({' '.join(limits)})" if limits else "")
        text = "; then ".join(s.describe() for s in self.steps)
        return f"{head[0].upper() + head[1:] if head else ''}Targets: T1 = {what}. Does: {text}."


def counter(g: GameState, it: ChainItem, by: int) -> None:
    """Rule 425.1: the spell of chain item ``it`` does nothing and leaves the chain for its owner's
    trash (425.1.a, 425.1.a.1), or, played for its Flow cost, for banishment (829.1.b.1: leaving the
    chain not by its own execution is what that delayed replacement replaces, 390.3.a); its costs
    stay paid (425.1.c). The turn's counts of cards played stay as they are: Legion and cost
    reductions read finalized cards (419.4.b), and the abilities that trigger on the play have
    already triggered as it was finalized."""
    remove_from_chain(g, it.cid)
    forget_target(g, it.cid)  # a Counter still aiming at it now names a lost target (-1)
    if played_for_flow(g, it.cid):
        g.players[g.owner[it.cid]].banishment.append(it.cid)
        emit(g, "829.1.b.1", "spell_banished", it.controller, it.cid)
    else:
        g.players[g.owner[it.cid]].trash.append(it.cid)
    emit(g, "425.1.a", "countered", by, it.cid)


def _counter(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Counter) -> bool:
    """Execute a Counter: the target must still be a spell on the chain it may counter (359.3.e)."""
    assert isinstance(script, CounterScript)
    target = item.targets[s.slot][0] if len(item.targets) > s.slot and item.targets[s.slot] else -1
    it = chain_item(g, target) if target >= 0 else None
    if it is None or it.cid == item.cid or not script.may_counter(g, item.controller, it):
        return False
    counter(g, it, item.controller)
    return True


# --- Add (429) -------------------------------------------------------------------------------------

def add_resources(g: GameState, player: int, energy: int, power: tuple[str, ...]) -> None:
    """Rule 429.1: Energy and Power go into the player's Rune Pool (until it empties, 167)."""
    p = g.players[player]
    p.pool_energy += energy
    p.pool_power.extend(power)
    emit(g, "429.1", "add", player, energy, power)


def _add(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Add) -> bool:
    add_resources(g, item.controller, s.energy, s.power)
    return True


def adds_at_once(script: object) -> bool:
    """Whether an ability's effect is only Adds with no target: it resolves as soon as it is
    finalized, without waiting on the chain (429.2)."""
    steps = getattr(script, "steps", ())
    return bool(steps) and not getattr(script, "targets", ()) and all(isinstance(s, Add) for s in steps)


def resolve_add_ability(g: GameState, player: int, source: int, script: SpellScript) -> None:
    """Rules 429.2, 429.2.a: the Add ability resolves at once; no Priority or Focus passes."""
    emit(g, "429.2", "add_ability", player, source)
    for s in script.steps:
        assert isinstance(s, Add)
        add_resources(g, player, s.energy, s.power)


def add_options_while_paying(g: GameState, player: int) -> list[Activate]:
    """Rule 429.3: while a cost is being paid, the payer may activate their Add abilities that have
    Reaction."""
    from .abilities import activation_options, add_activation

    return [a for a in activation_options(g, player, "priority") if add_activation(g, a)]


def add_while_paying(g: GameState, player: int, action: Activate, d: Decision) -> None:
    """Rule 429.3.a: an Add ability activated during a payment finalizes and resolves at once (no
    cleanup meanwhile), and the same payment decision is asked again."""
    from .abilities import activate_tasks

    TASKS["activate"](g, *activate_tasks(player, action)[1:])
    if g.tasks and g.tasks[-1] == ("cleanup", ""):
        g.tasks.pop()
    g.pending = d


# --- Mighty (706-711) ------------------------------------------------------------------------------

#: "is Mighty" as a selector: Might 5 or more (708)
MIGHTY = Units(might_at_least=5)


def is_mighty(g: GameState, cid: int) -> bool:
    """Rules 708, 710-711: a unit on the board by its current Might, a card elsewhere by its
    printed Might."""
    u = g.units.get(cid)
    if u is not None:
        return might(g, u) >= 5
    return g.cards[cid].might >= 5


#: where the units below 5 Might at the last check are noted: ``g.counts`` keys (they round-trip
#: with positions); the turn's counts start afresh each turn, so the first check of a turn notes
BELOW_MIGHTY = "below_mighty:"


def watch_mighty(g: GameState, special: str = "") -> bool:
    """Rule 709: a unit on the board whose Might has gone from below 5 to 5 or more since the last
    check becomes Mighty; its "mighty" event fires (its controller's, the unit its subject). Each
    cleanup checks (the engine's moments of change, 319), only in games with a card that has such
    an ability. A unit that enters the board with 5 or more does not become Mighty (it had no Might
    before; docs/rulings.md). When abilities trigger, they are placed before anything else and the
    cleanup starts over after them (returns True: the caller stops)."""
    if "mighty" not in _kinds_in_game(g):
        return False
    counts = g.counts
    became = []
    on_board = set()
    for u in g.units.values():
        key = BELOW_MIGHTY + str(u.cid)
        on_board.add(key)
        if might(g, u) >= 5:
            if counts.pop(key, None) is not None:
                became.append(u)
        else:
            counts[key] = 1
    for key in [k for k in counts if k.startswith(BELOW_MIGHTY) and k not in on_board]:
        del counts[key]  # the unit left the board
    if not became:
        return False
    if special:  # a special cleanup (combat, ending) runs again in full once they are placed
        push(g, ("cleanup", special))
    fired = False
    for u in became:  # placing them is followed by a cleanup (units.push_triggers)
        emit(g, "709", "becomes_mighty", u.controller, u.cid)
        fired = fire(g, "mighty", u.controller, u.cid) or fired
    if not fired and special:
        g.tasks.pop()  # nothing to place: this cleanup goes on
    return fired


def mighty_count(g: GameState, player: int) -> int:
    """How many Mighty units ``player`` controls (708)."""
    return sum(1 for u in g.units.values() if u.controller == player and might(g, u) >= 5)


# --- Bonus Damage (712-715) ------------------------------------------------------------------------

def bonus_damage(g: GameState, player: int, target: Unit | None = None) -> int:
    """Rules 714, 714.1-714.2: the Bonus Damage of a Deal by ``player``'s spell or ability (to
    ``target``, None: to no unit), every instance summed, never below 0: the answers to
    "damage:bonus" of the units on the board and the battlefields in play (a unit's for its
    controller's Deals, a battlefield's for units there, 715)."""
    table = g.index.answers.get("damage:bonus")
    if table is None:
        return 0
    cards = g.cards
    n = 0
    for u in g.units.values():
        fn = table.get(cards[u.cid].id)
        if fn is not None:
            n += fn(g, u.cid, u.controller, u.loc, player, target)
    for i, bf in enumerate(g.battlefields):
        if bf.cid >= 0:
            fn = table.get(cards[bf.cid].id)
            if fn is not None:
                n += fn(g, bf.cid, bf.controller, i, player, target)
    return n if n > 0 else 0


WITH_SUBJECT.add("mighty")  # "ready it": the unit that became Mighty
EXECUTE[Counter] = _counter
EXECUTE[Add] = _add
