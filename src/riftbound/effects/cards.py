"""A card entry: the card's id, its name (a readable label, checked against the card table by the
tests) and its behaviour as data. Its facts (cost, Might, domains, tags, keywords) are the card
table's (:mod:`riftbound.cards`), never restated here."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..cards import load_cards
from ..engine.attachment import EffectText
from ..engine.reactions import ON, Condition, Triggered
from .spells import SpellScript, TriggerScript
from .vocabulary import Units, When

__all__ = ["BattlefieldCard", "GearCard", "LegendCard", "SpellCard", "UnitCard"]

#: what an entry tells the engine: (question, answer) pairs, the questions being those the engine
#: lists in :data:`riftbound.engine.index.QUESTIONS`
Hooks = Iterator[tuple[str, Any]]


def triggered_hooks(triggered: dict[str, TriggerScript], when: tuple[tuple[When, TriggerScript], ...],
                    may: tuple = (), if_: tuple = ()) -> Hooks:
    """The entry's triggered abilities as the engine asks for them (engine/reactions.py): one
    record per kind, with its trigger condition (383.1), the condition written right after its
    trigger (``if_``: (kind, function) pairs, 383.2.a.1) and its "you may" (``may``: (kind, object)
    pairs, 383.3.a-b)."""
    mays, ifs = dict(may), dict(if_)
    kinds = {*triggered, *(w.event for w, _ in when)}
    stray = sorted({*mays, *ifs} - kinds)
    if stray:  # a "you may" or a condition of an ability the entry doesn't have: a mistake
        raise ValueError(f"'you may' or condition of {stray}, which the entry has no ability of")
    for kind, script in triggered.items():
        yield ON[kind], Triggered(script, None, ifs.get(kind), mays.get(kind))
    for w, script in when:
        cond = Condition(w.who, w.to_battlefield, w.opponents_turn, w.nth, w.friendly_subject,
                         None if w.subject is None else w.subject.test, w.by_you, w.other,
                         bool(getattr(w.subject, "sees_tokens", False)))  # 185.2.a
        yield ON[w.event], Triggered(script, cond, ifs.get(w.event), mays.get(w.event))


def passive_hooks(card_id: str, passives: tuple) -> Hooks:
    """The answers of the entry's passive abilities (363): each passive object with a
    ``hooks(card_id)`` gives its own."""
    for passive in passives:
        hooks = getattr(passive, "hooks", None)
        if hooks is not None:
            yield from hooks(card_id)


@dataclass(frozen=True)
class _OthersEnterReady:
    """A unit's passive letting the other units ``units`` selects (relative to its controller)
    enter the board ready (143.4.a): an answer to "enters_ready"."""

    units: Units

    def __call__(self, g: Any, source: Any, unit: Any) -> bool:
        return source.cid != unit.cid and self.units.test(g, source.controller, unit)


@dataclass(frozen=True)
class SpellCard:
    """An implemented spell: its id and name, its script, and an optional note on a reading the
    script takes."""

    id: str
    name: str
    script: SpellScript
    note: str = ""
    type: str = "Spell"
    #: its Flow cost (829.1.c): Energy and one entry per Power pip (None: any domain)
    flow: tuple[int, tuple[frozenset | None, ...]] | None = None
    #: its passive abilities (363), e.g. its own discount (356.4.a; answers "cost:own")
    passives: tuple = ()

    @property
    def timing(self) -> str:
        """When it may be played, in a few words (806, 813, 310.1.a): its keywords in the card table."""
        card = load_cards().by_id(self.id)
        if card.has_keyword("Reaction"):
            return "reaction speed (also while a chain is open)"
        if card.has_keyword("Action"):
            return "action speed (also in showdowns)"
        return "main-phase speed (own turn, nothing on the chain, no showdown)"

    def hooks(self) -> Hooks:
        """The questions of the engine (engine/index.py) this card answers, and its answers."""
        yield "spell", self.script
        costs = {}  # the costs its keywords name (820.1.c, 829.1.c)
        repeat = getattr(self.script, "repeat_cost", None)
        if repeat is not None:
            costs["Repeat"] = repeat
        if self.flow is not None:
            costs["Flow"] = self.flow
        if costs:
            yield "cost:keywords", costs
        if getattr(self.script, "optional_exhaust", False):  # 356.2.b, 414.4: engine/spell_costs.py
            yield "cost:optional_exhaust", True
        yield from passive_hooks(self.id, self.passives)

    @property
    def description(self) -> str:
        """One line in the project's own words, generated from the script."""
        text = " ".join([self.script.describe(self.timing), *(p.describe() for p in self.passives)])
        return f"{text} {self.note}".strip()


@dataclass(frozen=True)
class UnitCard:
    """An implemented unit: its id and name, its Play Effect (383.4.a) if any, a triggered ability
    that goes on the chain once the unit has entered the board, its target chosen then; its score
    abilities ``on_conquer`` and ``on_hold`` (383.4.c-d, 471.2) and its ``on_attack`` and
    ``on_defend`` triggers (383.4.e-f), put on the chain the same way when they trigger; and its
    passive abilities (363): ``others_enter_ready``, the other units (relative to its controller)
    that enter the board ready while it is on the board (143.4.a), and the others in ``passives``."""

    id: str
    name: str
    script: TriggerScript | None = None
    others_enter_ready: Units | None = None
    on_conquer: TriggerScript | None = None
    on_hold: TriggerScript | None = None
    on_attack: TriggerScript | None = None
    on_defend: TriggerScript | None = None
    when: tuple[tuple[When, TriggerScript], ...] = ()
    note: str = ""
    type: str = "Unit"
    #: other passive abilities (363): objects with ``hooks(card_id)`` (their answers to the engine's
    #: questions) and ``describe()``, e.g. the cost changes, Might and keyword passives and auras of
    #: :mod:`riftbound.effects.passives`
    passives: tuple = ()
    #: its activated abilities (377), :class:`riftbound.engine.abilities.Ability` objects
    abilities: tuple = ()
    #: the "you may" of triggered abilities whose effect begins with one: (ability kind, object)
    #: pairs (:mod:`riftbound.engine.may_triggers`, 383.3.a-b)
    may: tuple = ()
    #: conditions written right after a trigger, part of its trigger condition (383.2.a.1):
    #: (ability kind, function(game, controller, source cid) -> bool) pairs
    if_: tuple = ()

    def triggered(self) -> dict[str, TriggerScript]:
        """Its triggered abilities by chain item kind ("trigger" is the Play Effect)."""
        pairs = (("trigger", self.script), ("conquer", self.on_conquer), ("hold", self.on_hold),
                 ("attack", self.on_attack), ("defend", self.on_defend))
        return {k: s for k, s in pairs if s is not None}

    def hooks(self) -> Hooks:
        """The questions of the engine (engine/index.py) this card answers, and its answers."""
        yield from triggered_hooks(self.triggered(), self.when, self.may, self.if_)
        if self.abilities:
            yield "activated", self.abilities
        if self.others_enter_ready is not None:
            yield "enters_ready", _OthersEnterReady(self.others_enter_ready)
        yield from passive_hooks(self.id, self.passives)

    @property
    def description(self) -> str:
        """One line in the project's own words, generated from the script and passives."""
        parts = []
        if self.script is not None:
            parts.append(self.script.describe("when played (a Play Effect on the chain)"))
        for when, s in (("when it conquers (a score ability on the chain)", self.on_conquer),
                        ("when it holds (a score ability on the chain)", self.on_hold),
                        ("when it attacks (on the combat chain)", self.on_attack),
                        ("when it defends (on the combat chain)", self.on_defend)):
            if s is not None:
                parts.append(s.describe(when))
        for w, s in self.when:
            parts.append(s.describe(w.describe() + " (on the chain)"))
        if self.others_enter_ready is not None:
            parts.append(f"While on the board: {self.others_enter_ready.describe(True)} (relative to "
                         "its controller) other than itself come onto the board ready.")
        parts += [p.describe() for p in self.passives]
        parts += [a.describe() for a in self.abilities]
        return " ".join([*parts, self.note]).strip()


@dataclass(frozen=True)
class LegendCard:
    """An implemented Champion Legend (in its Legend Zone from setup, 107.4): its activated
    abilities (377; :class:`riftbound.engine.abilities.Ability` objects), its triggered abilities
    on events (``when``, 383.1) and a note."""

    id: str
    name: str
    abilities: tuple = ()
    when: tuple[tuple[When, TriggerScript], ...] = ()
    note: str = ""
    type: str = "Legend"
    #: conditions written right after a trigger, part of its trigger condition (383.2.a.1):
    #: (ability kind, function(game, controller, source cid) -> bool) pairs; for "when you conquer"
    #: and "when you hold" the function also gets the battlefield scored (engine/score_triggers.py)
    if_: tuple = ()
    #: its passive abilities (363), as for units: objects with ``hooks(card_id)`` and
    #: ``describe()`` (an aura of a legend reaches units from its Legend Zone, 364.1, 107.4)
    passives: tuple = ()
    #: the "you may" or "up to N" choices of its triggered abilities: (ability kind, object) pairs
    #: (383.3.a-b, 355.13; engine/may_triggers.py)
    may: tuple = ()

    def triggered(self) -> dict[str, TriggerScript]:
        """Its triggered abilities by chain item kind (those on events are in ``when``)."""
        return {}

    def hooks(self) -> Hooks:
        """The questions of the engine (engine/index.py) this card answers, and its answers."""
        yield from triggered_hooks({}, self.when, self.may, self.if_)
        if self.abilities:
            yield "activated", self.abilities
        yield from passive_hooks(self.id, self.passives)

    @property
    def description(self) -> str:
        """One line in the project's own words, generated from its abilities and passives."""
        parts = [a.describe() for a in self.abilities]
        parts += [s.describe(w.describe() + " (on the chain)") for w, s in self.when]
        parts += [p.describe() for p in self.passives]
        return " ".join([*parts, self.note]).strip()


@dataclass(frozen=True)
class BattlefieldCard:
    """An implemented battlefield (a card in play from setup, 169-172): its passive abilities
    (363; objects with ``hooks(card_id)`` and ``describe()``, as for units), its own triggered
    abilities "when you conquer / hold / defend here", which trigger for the player who does so
    (383.4.c.2.b, 383.4.d.2.b, 383.4.f; see :mod:`riftbound.engine.battlefield_triggers`), and a
    note."""

    id: str
    name: str
    passives: tuple = ()
    note: str = ""
    type: str = "Battlefield"
    on_conquer: TriggerScript | None = None
    on_hold: TriggerScript | None = None
    on_defend: TriggerScript | None = None
    #: the delayed trigger its abilities create "at the end of this turn" (390.2)
    delayed: TriggerScript | None = None
    #: the "you may" of its triggered abilities: (ability kind, object) pairs (383.3.a-b)
    may: tuple = ()
    #: conditions written right after a trigger (383.2.a.1): (ability kind, function(game, player,
    #: battlefield cid) -> bool) pairs, ``player`` being the one conquering, holding or defending
    if_: tuple = ()

    def triggered(self) -> dict[str, TriggerScript]:
        """Its triggered abilities by chain item kind."""
        pairs = (("conquer", self.on_conquer), ("hold", self.on_hold), ("defend", self.on_defend),
                 ("delayed", self.delayed))
        return {k: s for k, s in pairs if s is not None}

    def hooks(self) -> Hooks:
        """The questions of the engine (engine/index.py) this card answers, and its answers."""
        yield from triggered_hooks(self.triggered(), (), self.may, self.if_)
        yield from passive_hooks(self.id, self.passives)

    @property
    def description(self) -> str:
        """One line in the project's own words, generated from its abilities and passives."""
        parts = [s.describe(when) for when, s in (
            ("when its controller conquers it (on the chain)", self.on_conquer),
            ("when its controller holds it (on the chain)", self.on_hold),
            ("when a player defends it in a combat (on the chain)", self.on_defend)) if s is not None]
        return " ".join([*parts, *(p.describe() for p in self.passives), self.note]).strip()


@dataclass(frozen=True)
class GearCard:
    """An implemented gear (147-152): its id and name, its Play Effect ``script`` ("when you play
    this", 383.4.a.1), its triggered abilities on events (``when``, 383.1), the "you may" of those
    whose effect begins with one (``may``: (ability kind, object) pairs,
    :mod:`riftbound.engine.may_triggers`), its activated abilities (377) and a note."""

    id: str
    name: str
    script: TriggerScript | None = None
    when: tuple[tuple[When, TriggerScript], ...] = ()
    may: tuple = ()
    abilities: tuple = ()
    note: str = ""
    type: str = "Gear"
    #: conditions written right after a trigger, part of its trigger condition (383.2.a.1):
    #: (ability kind, function(game, controller, source cid) -> bool) pairs
    if_: tuple = ()
    #: what its Equipment effect text gives the unit it is attached to (718.3): Assault, Shield,
    #: Ganking (read by :mod:`riftbound.engine.attachment` as ``"equipment_text"``)
    equipment: EffectText | None = None
    #: "this enters exhausted": a replacement of how it enters the board (369.3), against the
    #: default of 149.1 (read by :mod:`riftbound.engine.gear` as ``"enters_exhausted"``)
    enters_exhausted: bool = False
    #: objects answering questions of their own (``hooks(card_id)``), e.g. the triggered abilities
    #: of its Equipment effect text (:class:`riftbound.effects.equipment_triggers.EquipmentTrigger`)
    passives: tuple = ()

    def triggered(self) -> dict[str, TriggerScript]:
        """Its triggered abilities by chain item kind ("trigger" is the Play Effect; those on
        events are in ``when``)."""
        return {"trigger": self.script} if self.script is not None else {}

    def hooks(self) -> Hooks:
        """The questions of the engine (engine/index.py) this card answers, and its answers."""
        yield from triggered_hooks(self.triggered(), self.when, self.may, self.if_)
        yield from passive_hooks(self.id, self.passives)
        if self.abilities:
            yield "activated", self.abilities
        if self.equipment is not None:
            yield "equipment_text", self.equipment
        if self.enters_exhausted:
            yield "enters_exhausted", True

    @property
    def description(self) -> str:
        """One line in the project's own words, generated from its abilities."""
        parts = []
        if self.script is not None:
            parts.append(self.script.describe("when played (a Play Effect on the chain)"))
        mays = dict(self.may)
        for w, s in self.when:
            text = s.describe(w.describe() + " (on the chain)")
            if w.event in mays:
                text += f" ({mays[w.event].describe()})"
            parts.append(text)
        parts += [a.describe() for a in self.abilities]
        parts += [x.describe() for x in self.passives]
        if self.enters_exhausted:
            parts.append("It enters the board exhausted.")
        return " ".join([*parts, self.note]).strip()
