"""Actions: the answers a player gives to the pending decision.

Actions are small immutable values; ``game.legal_actions()`` lists the ones legal now and
``game.apply(action)`` performs one. Cards and units are named by their card instance number
(``cid``), locations by battlefield index, or :data:`BASE` for the acting player's base.

``str(action)`` is a canonical text form naming cards by ``#cid`` (``play #12 to bf 1``); it reads
back with :func:`riftbound.formats.notation.parse_action`, which also reads the forms with card names.

The five classes listed by the thousand (:class:`PlayUnit`, :class:`PlaySpell`, :class:`Pay`,
:class:`Move`, :class:`Activate`) are not frozen and write their own ``__init__``: a frozen
dataclass sets each field through ``object.__setattr__``, and the compiled build leaves a
dataclass's generated ``__init__`` interpreted (an ``Activate`` cost some 17 thousand machine
instructions to make; now a tenth). Nothing writes to an action once made; they hash and compare
by value like the others.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, get_args

from .compiled import pickle_by_fields

#: the acting player's base as a destination or play location
BASE: Final = -1


def _loc(loc: int) -> str:
    return "base" if loc == BASE else f"bf {loc}"


def player_code(player: int) -> int:
    """A player as a target (355.10: "choose a player / an opponent"), written in a target slot of
    :class:`PlaySpell` or a chain item beside card numbers: ``-2 - player`` (-1 stays a target that
    left the board, so every code below 0 is no card)."""
    return -2 - player


def code_player(code: int) -> int | None:
    """The seat a target code names (:func:`player_code`), or None for a card number, -1 or a
    facedown card's code (:func:`facedown_code`)."""
    return -2 - code if FACEDOWN_CODE < code <= -2 else None


#: a facedown card as a target (355.9.a.3: a card in a Facedown Zone, 107.3) is named by its zone,
#: never by its card number: the card is private (107.3.f, 128.4) and a number would tell an opponent
#: which card it is. The code of the one at battlefield ``bf`` is ``FACEDOWN_CODE - bf`` (ruling 117)
FACEDOWN_CODE: Final = -100


def facedown_code(bf: int) -> int:
    """The target code of the facedown card at battlefield ``bf`` (ruling 117)."""
    return FACEDOWN_CODE - bf


def code_facedown(code: int) -> int | None:
    """The battlefield whose facedown card a target code names (:func:`facedown_code`), else None."""
    return FACEDOWN_CODE - code if code <= FACEDOWN_CODE else None


def special_target_text(code: int) -> str:
    """How a target that is no card number is written: a player ``P1`` (355.10), the facedown card
    at a battlefield ``facedown at bf 2`` (ruling 117)."""
    bf = code_facedown(code)
    return f"P{-2 - code}" if bf is None else f"facedown at bf {bf}"


#: a target naming a chain item (425.3) that is not the oldest of its source's items on the chain
#: (ruling 116): the code is ``cid + CHAIN_NTH * k`` for the item ``k`` places above the oldest
CHAIN_NTH: Final = 1_000_000


def chain_code(cid: int, nth: int) -> int:
    """The target code of the chain item of ``cid`` that has ``nth`` items of ``cid`` below it on the
    chain (0: the oldest, written as the plain cid; ruling 116)."""
    return cid + CHAIN_NTH * nth


def code_chain(code: int) -> tuple[int, int]:
    """The card and the place (from 0, oldest first) a target code names (:func:`chain_code`); a
    plain cid is ``(cid, 0)``."""
    return code % CHAIN_NTH, code // CHAIN_NTH


def chain_suffix(code: int) -> str:
    """The notation's words for the place of the item a code names: "" for the oldest (its plain
    name), else " ability N" (N counting that source's items on the chain from 1, the oldest)."""
    return f" ability {code // CHAIN_NTH + 1}" if code >= CHAIN_NTH else ""


def _ids(cids: tuple[int, ...]) -> str:
    return ", ".join(special_target_text(c) if c <= -2 else f"#{c % CHAIN_NTH}{chain_suffix(c)}"
                     for c in cids)


@dataclass(frozen=True, slots=True)
class Mulligan:
    """Set aside up to two cards, draw that many, recycle the set-aside ones (rule 117)."""

    cards: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"mulligan {_ids(self.cards) or 'none'}"


@dataclass(unsafe_hash=True, slots=True)  # not frozen: see the module docstring
class PlayUnit:
    """Play a unit from hand, the Champion Zone or facedown (rules 354-359, 811) to ``location`` (355.2),
    choosing whether to pay its optional Accelerate cost (805). The payment is the next decision.
    """

    card: int
    location: int = BASE
    accelerate: bool = False

    def __init__(self, card: int, location: int = BASE, accelerate: bool = False) -> None:
        self.card = card
        self.location = location
        self.accelerate = accelerate

    def __str__(self) -> str:
        return f"play #{self.card} to {_loc(self.location)}" + (" accelerate" if self.accelerate else "")


@dataclass(frozen=True, slots=True)
class PlayGear:
    """Play a gear card from hand (rules 354-359): it goes to its controller's base (149.2), so
    there is nothing to choose but the card. The payment is the next decision."""

    card: int

    def __str__(self) -> str:
        return f"play #{self.card}"


@dataclass(unsafe_hash=True, slots=True)  # not frozen: see the module docstring
class PlaySpell:
    """Play a spell from hand or facedown (rules 354-359, 811) with its choices made as it is played (355):
    ``targets`` holds the chosen units, one tuple per target of the card (355.5-355.13; a player
    target, 355.10, as :func:`player_code`, written ``P1``), and
    ``destination`` the location chosen for a move it makes (355.4: a battlefield index, or
    :data:`BASE` for the moved unit's base). The payment is the next decision.
    """

    card: int
    targets: tuple[tuple[int, ...], ...] = ()
    destination: int | None = None

    def __init__(self, card: int, targets: tuple[tuple[int, ...], ...] = (),
                 destination: int | None = None) -> None:
        self.card = card
        self.targets = targets
        self.destination = destination

    def __str__(self) -> str:
        out = f"play #{self.card}"
        if any(self.targets):
            out += " targeting " + "; ".join(_ids(t) or "nothing" for t in self.targets)
        if self.destination is not None:
            out += f" to {_loc(self.destination)}"
        return out


@dataclass(frozen=True, slots=True)
class ChooseCard:
    """A choice a resolving effect asks of a player (355.17): which card to discard (422.1.a),
    which of their units to kill (411.1), ..."""

    card: int

    def __str__(self) -> str:
        return f"choose #{self.card}" if self.card >= 0 else "choose none"  # -1: decline a "may"


@dataclass(unsafe_hash=True, slots=True)  # not frozen: see the module docstring
class Pay:
    """Pay the cost of the card being played (rule 357): ``exhaust`` lists the runes exhausted for
    Energy and ``recycle`` the runes recycled for Power, in order (164.2). ``keep_energy`` and
    ``keep_power`` are resources already in the Rune Pool that the player keeps there instead of
    spending them (166, 357.1: the runes pay that part); by default the pool is spent first.
    ``spend`` lists the pool's restricted resources (Energy or Power a card added "only" for some
    things, engine.payment.RESTRICTIONS) the payment uses, (resource, restriction) each, sorted:
    they are spent only when named, and first."""

    exhaust: tuple[int, ...] = ()
    recycle: tuple[int, ...] = ()
    keep_energy: int = 0
    keep_power: tuple[str, ...] = ()
    spend: tuple[tuple[str, str], ...] = ()

    def __init__(self, exhaust: tuple[int, ...] = (), recycle: tuple[int, ...] = (), keep_energy: int = 0,
                 keep_power: tuple[str, ...] = (), spend: tuple[tuple[str, str], ...] = ()) -> None:
        self.exhaust = exhaust
        self.recycle = recycle
        self.keep_energy = keep_energy
        self.keep_power = keep_power
        self.spend = spend

    def __str__(self) -> str:
        parts = ["pay"]
        if self.exhaust:
            parts.append(f"exhaust {_ids(self.exhaust)}")
        if self.recycle:
            parts.append(f"recycle {_ids(self.recycle)}")
        if self.spend:
            parts.append(spending_text(self.spend))
        if len(parts) == 1:
            parts.append("nothing")
        if self.keep_energy or self.keep_power:
            parts.append(keeping_text(self.keep_energy, self.keep_power))
        return " ".join(parts)


def keeping_text(energy: int, power: tuple[str, ...]) -> str:
    """The pool resources a payment keeps, as written after it: "keeping 1 energy, Fury"."""
    return "keeping " + ", ".join([f"{energy} energy"] * bool(energy) + list(power))


def spending_text(spend: tuple[tuple[str, str], ...]) -> str:
    """The restricted pool resources a payment spends, as written in it, each with its restriction:
    "spending 2 energy for spells, Any for spells"."""
    parts = []
    for only in sorted({o for _, o in spend}):
        n = sum(1 for d, o in spend if o == only and d == "Energy")
        parts += [f"{n} energy for {only}"] * bool(n)
        parts += [f"{d} for {only}" for d, o in sorted(spend) if o == only and d != "Energy"]
    return "spending " + ", ".join(parts)


@dataclass(unsafe_hash=True, slots=True)  # not frozen: see the module docstring
class Move:
    """A Standard Move of one or more units to one destination (rules 144.3-144.4)."""

    units: tuple[int, ...]
    to: int

    def __init__(self, units: tuple[int, ...], to: int) -> None:
        self.units = units
        self.to = to

    def __str__(self) -> str:
        return f"move {_ids(self.units)} to {_loc(self.to)}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the Main Phase (rule 316.9)."""

    def __str__(self) -> str:
        return "end turn"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass Focus in a showdown (rule 347.2), or Priority while a chain exists (338.1.b)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class ChooseBattlefield:
    """The Turn Player picks where the next showdown or combat begins (323.12-13)."""

    battlefield: int

    def __str__(self) -> str:
        return f"battlefield {self.battlefield}"


@dataclass(frozen=True, slots=True)
class AssignDamage:
    """Combat damage assigned to enemy units, as (unit, amount) pairs (rule 465.2.c)."""

    assignment: tuple[tuple[int, int], ...]

    def __str__(self) -> str:
        body = ", ".join(f"{n} to #{c}" for c, n in self.assignment)
        return f"assign {body or 'nothing'}"


@dataclass(frozen=True, slots=True)
class ChooseOpponent:
    """The opponent who gains the Burn Out point (rule 431.2.c), or another player chosen by
    seat: the player target of a triggered ability being finalized (355.10), ..."""

    player: int

    def __str__(self) -> str:
        return f"opponent P{self.player}"


@dataclass(frozen=True, slots=True)
class ChooseName:
    """A name the player names (759-763): a spell's name, or a tag, as the decision asks."""

    name: str

    def __str__(self) -> str:
        return f"name {self.name}"


@dataclass(frozen=True, slots=True)
class Invite:
    """The Turn Player invites a teammate to play a spell or activate an ability with the Turn
    Player's Priority (rules 316.5.b.1, 489.8.a)."""

    player: int

    def __str__(self) -> str:
        return f"invite P{self.player}"


@dataclass(frozen=True, slots=True)
class ChooseReplacement:
    """Which replacement effect applies first to an event (372), named by its key: a card's "#cid"
    or a rule's name (e.g. "burn out"); "none" declines optional ones (371.2)."""

    key: str

    def __str__(self) -> str:
        return f"replace {self.key}"


@dataclass(frozen=True, slots=True)
class OrderTriggers:
    """The order in which a player puts their simultaneous triggered abilities on the chain
    (383.3.d), named by their sources, first placed first (so the last resolves first, 340.1).
    When one source has two of the abilities, ``abilities`` tells them apart: the place of each
    in the decision's listing (its context's ``sources``), in the same order; else it is empty."""

    order: tuple[int, ...]
    abilities: tuple[int, ...] = ()

    def __str__(self) -> str:
        which = f" abilities {', '.join(map(str, self.abilities))}" if self.abilities else ""
        return f"order {_ids(self.order)}{which}"


@dataclass(frozen=True, slots=True)
class Hide:
    """Hide a card with Hidden facedown at a battlefield the player controls (421, 811.1.b),
    paying [A] by recycling the runes in ``recycle`` (none when Power in the pool pays it), and
    keeping the pool's Power in ``keep_power`` (166)."""

    card: int
    battlefield: int
    recycle: tuple[int, ...] = ()
    keep_power: tuple[str, ...] = ()

    def __str__(self) -> str:
        pay = f" recycle {_ids(self.recycle)}" if self.recycle else ""
        keep = f" {keeping_text(0, self.keep_power)}" if self.keep_power else ""
        return f"hide #{self.card} to bf {self.battlefield}{pay}{keep}"


@dataclass(unsafe_hash=True, slots=True)  # not frozen: see the module docstring
class Activate:
    """Activate an activated ability (377-381) of ``source`` (a unit, a legend or a gear), making
    its choices and paying its cost as part of the action (402-404): ``of`` is the card whose
    printed ability it is when the source has it from another card (Heimerdinger, Inventor), else
    None; ``mode`` which of that card's abilities, or which mode of a "choose one" (355.3), from 0;
    ``target`` the unit it targets (355.5); ``location`` where a unit token it plays goes (355.2:
    a battlefield index, or :data:`BASE`); ``trash`` the cards recycled from the trash as a cost;
    ``exhaust`` and ``recycle`` the runes paying its Energy and Power (164.2, 357), keeping in
    the pool ``keep_energy`` and ``keep_power`` (166) and spending the restricted resources
    ``spend`` (as :class:`Pay`)."""

    source: int
    of: int | None = None
    mode: int = 0
    target: int | None = None
    location: int | None = None
    trash: tuple[int, ...] = ()
    exhaust: tuple[int, ...] = ()
    recycle: tuple[int, ...] = ()
    keep_energy: int = 0
    keep_power: tuple[str, ...] = ()
    spend: tuple[tuple[str, str], ...] = ()

    def __init__(self, source: int, of: int | None = None, mode: int = 0, target: int | None = None,
                 location: int | None = None, trash: tuple[int, ...] = (), exhaust: tuple[int, ...] = (),
                 recycle: tuple[int, ...] = (), keep_energy: int = 0, keep_power: tuple[str, ...] = (),
                 spend: tuple[tuple[str, str], ...] = ()) -> None:
        self.source = source
        self.of = of
        self.mode = mode
        self.target = target
        self.location = location
        self.trash = trash
        self.exhaust = exhaust
        self.recycle = recycle
        self.keep_energy = keep_energy
        self.keep_power = keep_power
        self.spend = spend

    def __str__(self) -> str:
        return self.text(lambda c: f"#{c}", lambda c: special_target_text(c) if c <= -2 else f"#{c}")

    def text(self, card: Callable[[int], str], target: Callable[[int], str]) -> str:
        """The action written with ``card`` naming cards and ``target`` its target (the canonical
        form names both by #cid; notation's readable form by name)."""
        def cards(cids: tuple[int, ...]) -> str:
            return ", ".join(card(c) for c in cids)

        out = f"activate {card(self.source)}"
        if self.of is not None:
            out += f" using {card(self.of)}"
        if self.mode:
            out += f" mode {self.mode}"
        if self.target is not None:
            out += f" targeting {target(self.target)}"
        if self.location is not None:
            out += f" to {_loc(self.location)}"
        if self.trash:
            out += f" recycling {cards(self.trash)}"
        if self.exhaust or self.recycle or self.spend:
            out += " pay" + (f" exhaust {cards(self.exhaust)}" if self.exhaust else "") + (
                f" recycle {cards(self.recycle)}" if self.recycle else "") + (
                f" {spending_text(self.spend)}" if self.spend else "")
        if self.keep_energy or self.keep_power:
            out += " " + keeping_text(self.keep_energy, self.keep_power)
        return out


@dataclass(frozen=True, slots=True)
class Concede:
    """A player concedes (rule 650): open to any living player at any time."""

    player: int

    def __str__(self) -> str:
        return f"concede P{self.player}"


Action = (Mulligan | PlayUnit | PlaySpell | Pay | Move | EndTurn | Pass | ChooseBattlefield
          | AssignDamage | ChooseOpponent | ChooseCard | OrderTriggers | Concede | Hide | Activate
          | PlayGear | ChooseReplacement | Invite | ChooseName)

pickle_by_fields(*get_args(Action))  # (a game's history holds its actions)
