"""The action space: every legal action of a decision as a short sequence of tokens.

A fixed discrete space of ``Shape.actions`` tokens covers every decision kind: verbs (what kind of
answer), object slots (a card, unit, rune... in the slot it has in the observation), locations
(the base, a battlefield), numbers and a stop token. A large decision is answered in steps: the
verb, then the card or ability, then its location, targets or cost, each a token, so the space
stays small however many combinations the engine lists (a Standard Move of any group of units,
a payment out of many runes). The token sequences of a decision's legal actions form a trie: the
legal mask of a step is the set of tokens that continue some legal action, and an action is
applied when its sequence is complete, so every legal action is reachable and no illegal one is.

Forms (``ent`` an object slot, ``loc`` a location, ``num`` a number, ``stop`` ends a list):

- ``mulligan ent* stop``; ``end_turn``; ``pass``; ``choose ent`` (``choose stop`` declines);
- ``play ent num(accelerate) loc`` (a unit), ``play ent stop`` (a gear),
  ``play ent num(#targets) (ent* stop)* (loc | stop)`` (a spell, with its targets and where it
  moves them);
- ``hide ent loc ent* stop`` (the runes recycled); ``move loc ent* stop`` (destination first);
- ``activate ent (ent | stop) num(mode) (ent | stop) (loc | stop) ent* stop ent* stop ent* stop``
  (source, the card whose ability it uses, mode, target, location, trash recycled, runes exhausted,
  runes recycled);
- ``pay ent* stop ent* stop`` (runes exhausted, then recycled); ``assign (ent num)* stop``;
  ``order ent* stop``; ``battlefield loc``; ``opponent num(relative seat)``;
  ``invite num(relative seat)``;
  ``replace (ent | num | stop)``;
- in a decision where some payment keeps resources in the pool (166), every ``pay``, ``hide`` and
  ``activate`` form ends with ``num(Energy kept) num(domain)* stop`` (each Power kept, by its index
  among the card domains, Universal last);
- in a decision where some payment spends restricted pool resources (Energy or Power a card added
  "only" for some things), every ``pay`` and ``activate`` form then ends with
  ``(num(restriction) num(resource))* stop``: each point spent.

An action with no such form (a kind of action this module does not know, a value past the
number tokens, a card with no slot) is answered instead by its index in ``game.legal_actions()``:
``option num num num``, base-32 digits, most significant first; so is every action of a decision
whose forms would clash.
"""

from __future__ import annotations

from typing import Any

from ..actions import (
    BASE,
    CHAIN_NTH,
    Action,
    Activate,
    AssignDamage,
    ChooseBattlefield,
    ChooseCard,
    ChooseOpponent,
    ChooseReplacement,
    EndTurn,
    Hide,
    Invite,
    Move,
    Mulligan,
    OrderTriggers,
    Pass,
    Pay,
    PlayGear,
    PlaySpell,
    PlayUnit,
    code_chain,
    code_facedown,
)
from ..cards import DOMAINS
from ..engine.payment import RESTRICTIONS
from .layout import NUMBERS, VERBS, Shape
from .observation import View, add_misc

__all__ = ["Unfit", "Codec", "named_cards"]

#: the restrictions on pool resources, in the order their token numbers follow
_ONLY = tuple(sorted(RESTRICTIONS))

V = {name: i for i, name in enumerate(VERBS)}
Trie = dict[int, Any]


class Unfit(Exception):
    """An action that has no token form in this shape (the decision falls back to indices)."""


def named_cards(action: Action) -> list[int]:
    """The cards (cids) an action names, in order."""
    if isinstance(action, Mulligan):
        return list(action.cards)
    if isinstance(action, (PlayUnit, PlayGear)):
        return [action.card]
    if isinstance(action, PlaySpell):  # a player target (355.10, below 0) names no card, nor does
        # an older item on the chain (ruling 116): its chain slot names it (Codec.ent)
        return [action.card, *(c for t in action.targets for c in t if 0 <= c < CHAIN_NTH)]
    if isinstance(action, ChooseCard):
        return [action.card] if 0 <= action.card < CHAIN_NTH else []
    if isinstance(action, Pay):
        return [*action.exhaust, *action.recycle]
    if isinstance(action, Move):
        return list(action.units)
    if isinstance(action, Hide):
        return [action.card, *action.recycle]
    if isinstance(action, Activate):
        return [action.source, *(c for c in (action.of, action.target) if c is not None and c >= 0),
                *action.trash, *action.exhaust, *action.recycle]  # a code below 0 names no card
    if isinstance(action, AssignDamage):
        return [c for c, _ in action.assignment]
    if isinstance(action, OrderTriggers):
        return list(action.order)
    if isinstance(action, ChooseReplacement) and action.key.startswith("#"):
        return [int(action.key[1:])]
    return []


class Codec:
    """Token forms of one decision's legal actions, for the seat deciding."""

    def __init__(self, shape: Shape, view: View, me: int, legal: list[Action]) -> None:
        self.shape = shape
        self.view = view
        self.me = me
        self.legal = legal
        add_misc(view, sorted({c for a in legal for c in named_cards(a)}), shape)
        self.fallback = False
        #: some payment keeps pool resources (166): every payment then says what it keeps
        self.keeps = any(getattr(a, "keep_energy", 0) or getattr(a, "keep_power", ()) for a in legal)
        #: some payment spends restricted pool resources: every payment then says which it spends
        self.spends = any(getattr(a, "spend", ()) for a in legal)
        self.seqs = [self._form(k, a) for k, a in enumerate(legal)]
        try:
            self.trie = self._build(self.seqs)
        except Unfit:
            self.fallback = True
            self.seqs = [self.option_tokens(k) for k in range(len(legal))]
            self.trie = self._build(self.seqs)

    def _form(self, k: int, a: Action) -> tuple[int, ...]:
        try:
            return self.tokens(a)
        except Unfit:  # this action alone is answered by its index
            return self.option_tokens(k)

    # --- building -----------------------------------------------------------------------------

    def _build(self, seqs: list[tuple[int, ...]]) -> Trie:
        root: Trie = {}
        for k, seq in enumerate(seqs):
            node = root
            for t in seq[:-1]:
                nxt = node.setdefault(t, {})
                if not isinstance(nxt, dict):
                    raise Unfit("an action's tokens are a prefix of another's")
                node = nxt
            if seq[-1] in node:
                raise Unfit("two actions share their tokens")
            node[seq[-1]] = k
        return root

    def ent(self, cid: int) -> int:
        if cid >= CHAIN_NTH:  # an older item of a source on the chain (ruling 116): its chain slot
            base, nth = code_chain(cid)
            slots = [s for s, section, c, _ in self.view.entries if section == "chain" and c == base]
            if nth >= len(slots):
                raise Unfit(f"chain item {nth + 1} of card #{base} has no slot")
            return self.shape.ent0 + slots[nth]
        slot = self.view.slot_of.get(cid)
        if slot is None:
            raise Unfit(f"card #{cid} has no slot")
        return self.shape.ent0 + slot

    def loc(self, where: int) -> int:
        if where == BASE:
            return self.shape.loc0
        if not 0 <= where < self.shape.bfs:
            raise Unfit(f"location {where} out of range")
        return self.shape.loc0 + 1 + where

    def target(self, code: int) -> int:
        """An ability's target: a card's slot, or the facedown card at a battlefield by that
        battlefield's location token (ruling 117: its zone, never the private card)."""
        bf = code_facedown(code)
        return self.ent(code) if bf is None else self.loc(bf)

    def num(self, value: int) -> int:
        if not 0 <= value < NUMBERS:
            raise Unfit(f"number {value} out of range")
        return self.shape.num0 + value

    def ents(self, cids: tuple[int, ...] | list[int]) -> list[int]:
        return [*(self.ent(c) for c in cids), self.shape.stop]

    def opt(self, value: int | None, encode: Any) -> int:
        return self.shape.stop if value is None else int(encode(value))

    def kept(self, a: Pay | Hide | Activate) -> list[int]:
        """The pool resources a payment keeps (166), in a decision where some payment keeps any:
        the Energy, then each Power by its domain's index (Universal last), then stop."""
        if not self.keeps:
            return []
        energy = a.keep_energy if isinstance(a, (Pay, Activate)) else 0
        return [self.num(energy), *(self.num(DOMAINS.index(d) if d in DOMAINS else len(DOMAINS))
                                    for d in a.keep_power), self.shape.stop]

    def spent(self, a: Pay | Activate) -> list[int]:
        """The restricted pool resources a payment spends, in a decision where some payment spends
        any: per point its restriction's index (payment.RESTRICTIONS, sorted) and its resource
        (Energy 0, then each domain by its index + 1, Universal last), then stop."""
        if not self.spends:
            return []
        out: list[int] = []
        for d, only in a.spend:
            out += [self.num(_ONLY.index(only)),
                    self.num(0 if d == "Energy" else DOMAINS.index(d) + 1 if d in DOMAINS
                             else len(DOMAINS) + 1)]
        return [*out, self.shape.stop]

    def option_tokens(self, k: int) -> tuple[int, ...]:
        if k >= NUMBERS ** 3:
            raise ValueError(f"a decision with {k + 1} options does not fit the option form")
        return (V["option"], self.num(k // NUMBERS ** 2), self.num(k // NUMBERS % NUMBERS),
                self.num(k % NUMBERS))

    def tokens(self, a: Action) -> tuple[int, ...]:
        """The token form of a legal action (raises :class:`Unfit` when it has none)."""
        stop = self.shape.stop
        if isinstance(a, Mulligan):
            return (V["mulligan"], *self.ents(sorted(a.cards, key=self.ent)))
        if isinstance(a, PlayUnit):
            return (V["play"], self.ent(a.card), self.num(int(a.accelerate)), self.loc(a.location))
        if isinstance(a, PlayGear):
            return (V["play"], self.ent(a.card), stop)
        if isinstance(a, PlaySpell):
            out = [V["play"], self.ent(a.card), self.num(len(a.targets))]
            for group in a.targets:  # a player target (355.10): its seat from the viewer's, a number
                out += [self.ent(c) if c >= 0 else self.num((-2 - c - self.me) % self.shape.seats)
                        for c in group] + [self.shape.stop]
            return (*out, self.opt(a.destination, self.loc))
        if isinstance(a, Hide):
            return (V["hide"], self.ent(a.card), self.loc(a.battlefield), *self.ents(a.recycle),
                    *self.kept(a))
        if isinstance(a, Move):
            return (V["move"], self.loc(a.to), *self.ents(sorted(a.units, key=self.ent)))
        if isinstance(a, Activate):
            return (V["activate"], self.ent(a.source), self.opt(a.of, self.ent), self.num(a.mode),
                    self.opt(a.target, self.target), self.opt(a.location, self.loc),
                    *self.ents(a.trash), *self.ents(a.exhaust), *self.ents(a.recycle), *self.kept(a),
                    *self.spent(a))
        if isinstance(a, EndTurn):
            return (V["end_turn"],)
        if isinstance(a, Pass):
            return (V["pass"],)
        if isinstance(a, Pay):
            return (V["pay"], *self.ents(a.exhaust), *self.ents(a.recycle), *self.kept(a),
                    *self.spent(a))
        if isinstance(a, ChooseCard):
            return (V["choose"], self.ent(a.card) if a.card >= 0 else stop)
        if isinstance(a, ChooseBattlefield):
            return (V["battlefield"], self.loc(a.battlefield))
        if isinstance(a, ChooseOpponent):
            return (V["opponent"], self.num((a.player - self.me) % self.shape.seats))
        if isinstance(a, Invite):
            return (V["invite"], self.num((a.player - self.me) % self.shape.seats))
        if isinstance(a, AssignDamage):
            out = [V["assign"]]
            for cid, amount in a.assignment:
                out += [self.ent(cid), self.num(amount)]
            return (*out, stop)
        if isinstance(a, OrderTriggers):
            if a.abilities:  # two abilities of one source: the sources alone don't say which
                raise Unfit("an order of two abilities of one source")
            return (V["order"], *self.ents(a.order))
        if isinstance(a, ChooseReplacement):
            if a.key == "none":
                return (V["replace"], stop)
            if a.key.startswith("#"):
                return (V["replace"], self.ent(int(a.key[1:])))
            names = sorted(x.key for x in self.legal
                           if isinstance(x, ChooseReplacement) and not x.key.startswith("#")
                           and x.key != "none")
            return (V["replace"], self.num(names.index(a.key)))
        raise Unfit(f"no token form for {type(a).__name__}")

    # --- reading ------------------------------------------------------------------------------

    def encode(self, a: Action) -> tuple[int, ...]:
        """The tokens that answer with ``a`` (one of this decision's legal actions)."""
        return self.seqs[self.legal.index(a)]

    def decode(self, tokens: list[int] | tuple[int, ...]) -> Action:
        """The legal action a complete token sequence stands for (``KeyError`` if none)."""
        node: Any = self.trie
        for t in tokens:
            if not isinstance(node, dict):
                raise KeyError(tuple(tokens))
            node = node[t]
        if isinstance(node, dict):
            raise KeyError(tuple(tokens))
        return self.legal[node]
