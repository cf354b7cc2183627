""":func:`format_action`: an action in the readable form, with card names, adding ``#cid`` to a
name only where the name alone would not say which card."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..actions import (
    BASE,
    CHAIN_NTH,
    Action,
    Activate,
    AssignDamage,
    ChooseCard,
    Hide,
    Move,
    Mulligan,
    OrderTriggers,
    Pay,
    PlayGear,
    PlaySpell,
    PlayUnit,
    chain_suffix,
    code_chain,
    keeping_text,
    special_target_text,
    spending_text,
)
from ..game import Game
from ..state import GameState
from .notation_describe import _folded, _name
from .notation_match import (
    _bucket_of_action,
    _candidates,
    _index,
    _said_zone,
    _unit_loc,
    _zone_of,
    pay_shape,
)
from .notation_parse import _loc_text, _Parsed, _Ref


def _cids_of(a: Action) -> list[int]:
    if isinstance(a, Mulligan):
        return list(a.cards)
    if isinstance(a, (PlayUnit, ChooseCard, PlayGear)):  # an item on the chain by its card
        return [a.card % CHAIN_NTH] if a.card >= 0 else []
    if isinstance(a, PlaySpell):  # an item on the chain by its card (ruling 116)
        return [a.card] + [c % CHAIN_NTH if c >= 0 else c for t in a.targets for c in t]
    if isinstance(a, Pay):
        return list(a.exhaust) + list(a.recycle)
    if isinstance(a, Move):
        return list(a.units)
    if isinstance(a, AssignDamage):
        return [c for c, _ in a.assignment]
    if isinstance(a, OrderTriggers):
        return list(a.order)
    if isinstance(a, Hide):
        return [a.card, *a.recycle]
    if isinstance(a, Activate):
        target = [] if a.target is None or a.target <= -2 else [a.target]  # a player: no card (355.10)
        return [a.source, *([] if a.of is None else [a.of]), *target,
                *a.trash, *a.exhaust, *a.recycle]
    return []


def _target_ref(g: GameState, c: int, tagged: set[int]) -> _Ref:
    """A card target as the readable form writes it: name, #cid if tagged, where it is, and for an
    item on the chain its place among its card's items (ruling 116)."""
    base, nth = code_chain(c)
    return _Ref("", _folded(g)[base], base if base in tagged else None, _unit_loc(g, base), nth + 1)


def _render(game: Game, a: Action, tagged: set[int], where: bool = False, zone: bool = False) -> str:
    g = game.state

    def card(c: int) -> str:
        s = _name(g, c) + (f"#{c}" if c in tagged else "")
        if where and c in g.units:
            loc = _unit_loc(g, c)
            s += f" at {_loc_text(loc if loc is not None else BASE)}"
        return s

    def cards(cs: Iterable[int]) -> str:
        return ", ".join(card(c) for c in cs)

    def target(c: int) -> str:  # a spell's target: always with where it is
        if c <= -2:  # a player (355.10; actions.player_code), a facedown card (ruling 117)
            return special_target_text(c)
        base = c % CHAIN_NTH  # an item on the chain by its place among its card's (ruling 116)
        s = _name(g, base) + (f"#{base}" if base in tagged else "") + chain_suffix(c)
        loc = _unit_loc(g, base)
        return s + (f" at {_loc_text(loc)}" if loc is not None else "")

    if isinstance(a, Mulligan):
        return f"mulligan {cards(a.cards) or 'none'}"
    if isinstance(a, PlayUnit):
        # 811, 419.1.a: "from facedown", "from trash" (a permission to play from it) say which copy
        src = f" from {_zone_of(g, a.card)}" if zone or _said_zone(g, a.card) else ""
        return (f"play {card(a.card)}{src} to {_loc_text(a.location)}"
                + (" accelerate" if a.accelerate else ""))
    if isinstance(a, PlaySpell):
        out = f"play {card(a.card)}"
        if _said_zone(g, a.card):  # 811, 829: "from facedown", "from trash" say which copy
            out += f" from {_said_zone(g, a.card)}"
        if any(a.targets):
            out += " targeting " + "; ".join(
                ", ".join(target(c) for c in t) or "nothing" for t in a.targets)
        if a.destination is not None:
            out += f" to {_loc_text(a.destination)}"
        return out
    if isinstance(a, PlayGear):  # 811.1.c.3: "from facedown" says which copy
        return f"play {card(a.card)}" + (f" from {_said_zone(g, a.card)}" if _said_zone(g, a.card) else "")
    if isinstance(a, ChooseCard):
        return f"choose {target(a.card)}" if a.card >= 0 else "choose none"
    if isinstance(a, Pay):
        parts = ["pay"]
        if a.exhaust:
            parts.append(f"exhaust {cards(a.exhaust)}")
        if a.recycle:
            parts.append(f"recycle {cards(a.recycle)}")
        if a.spend:
            parts.append(spending_text(a.spend))
        if len(parts) == 1:
            parts.append("nothing")
        if a.keep_energy or a.keep_power:
            parts.append(keeping_text(a.keep_energy, a.keep_power))
        return " ".join(parts)
    if isinstance(a, Move):
        return f"move {cards(a.units)} to {_loc_text(a.to)}"
    if isinstance(a, AssignDamage):
        body = ", ".join(f"{n} to {card(c)}" for c, n in a.assignment)
        return f"assign {body or 'nothing'}"
    if isinstance(a, OrderTriggers):
        return f"order {cards(a.order)}" + (
            f" abilities {', '.join(map(str, a.abilities))}" if a.abilities else "")
    if isinstance(a, Hide):
        return f"hide {card(a.card)} to bf {a.battlefield}" + (
            f" recycle {cards(a.recycle)}" if a.recycle else "") + (
            f" {keeping_text(0, a.keep_power)}" if a.keep_power else "")
    if isinstance(a, Activate):
        return a.text(card, target)
    return str(a)


def _pay_reader(names: Sequence[str], action: Pay, legal: list[Action]) -> Callable[[set[int]], bool] | None:
    """Whether ``action`` written with the cards of ``tagged`` by #cid and the rest by name reads
    back as itself among ``legal`` (the payments of its shape, :func:`pay_shape`): what
    :func:`_candidates` finds, worked out on the card lists. The recycled runes are read in order,
    card by card; the exhausted ones as a set (a bipartite matching): when no list repeats a card
    (None if one does), a payment matches when its runes have the same names (in order for the
    recycled ones) and it holds every tagged card where the text names it."""
    ex, recycle = action.exhaust, action.recycle
    pays = [b for b in legal if isinstance(b, Pay)]
    if len(pays) != len(legal) or any(len(set(b.exhaust)) != len(b.exhaust) for b in (action, *pays)):
        return None
    rc_names, ex_names = [names[c] for c in recycle], sorted(names[c] for c in ex)
    same = [(b, b.recycle, set(b.exhaust)) for b in pays  # what the text without tags reads as
            if [names[c] for c in b.recycle] == rc_names and sorted(names[c] for c in b.exhaust) == ex_names]

    def reads(tagged: set[int]) -> bool:
        tag_ex = {c for c in ex if c in tagged}
        tag_rc = [(i, c) for i, c in enumerate(recycle) if c in tagged]
        found: Pay | None = None
        for b, b_rc, b_ex in same:
            if tag_ex <= b_ex and all(b_rc[i] == c for i, c in tag_rc):
                if found is not None:
                    return False
                found = b
        return found is not None and found == action
    return reads


def format_action(game: Game, action: Action) -> str:
    """The readable form of ``action`` in this position, with card names.

    A name gets ``#cid`` only when the name alone would read back as another action (or as an
    ambiguous one); the result always reads back as ``action`` when ``action`` is legal now.
    """
    cids = _cids_of(action)
    if not cids:
        return str(action)
    index = _index(game)
    g = game.state
    if index.plain_unique(g, action):
        return _render(game, action, set())
    legal = index.bucket(_bucket_of_action(action))  # an equal action is in the same bucket
    if isinstance(action, PlayUnit) and action in legal:  # the zone may say which card
        p = _Parsed("play", "", refs=(_Ref("", _folded(g)[action.card], None, None),),
                    loc=action.location, accelerate=action.accelerate, zone=_zone_of(g, action.card))
        if _candidates(g, p, legal, loose=False) == [action]:
            return _render(game, action, set(), zone=True)
    if isinstance(action, Move) and action in legal:  # where the units are may say which
        p = _Parsed("move", "", refs=tuple(_Ref("", _folded(g)[c], None, _unit_loc(g, c))
                                           for c in action.units), loc=action.to)
        if _candidates(g, p, legal, loose=False) == [action]:
            return _render(game, action, set(), where=True)
    shape = pay_shape(action)
    if shape is not None:  # the only payments the text with or without tags could read as
        legal = [a for a in legal if pay_shape(a) == shape]

    verb = {Mulligan: "mulligan", PlayUnit: "play", PlaySpell: "play", PlayGear: "play", Pay: "pay",
            Move: "move",
            AssignDamage: "assign", ChooseCard: "choose", OrderTriggers: "order", Hide: "hide",
            Activate: "activate"}[type(action)]

    def ref(c: int, tagged: set[int]) -> _Ref:
        return _Ref("", _folded(g)[c], c if c in tagged else None, None)

    def reads_back(tagged: set[int]) -> bool:
        """Whether the text with ``tagged`` cards named by #cid reads back as ``action``: the
        same check :func:`parse_action` makes, without writing and re-reading the text."""
        a = action
        if isinstance(a, Pay):
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c in a.exhaust),
                        recycle=tuple(ref(c, tagged) for c in a.recycle),
                        keep=(a.keep_energy, a.keep_power), spend=a.spend)
        elif isinstance(a, AssignDamage):
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c, _ in a.assignment),
                        amounts=tuple(n for _, n in a.assignment))
        elif isinstance(a, PlayUnit):
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),), loc=a.location, accelerate=a.accelerate,
                        zone=_said_zone(g, a.card))
        elif isinstance(a, PlaySpell):
            tg = tuple(tuple(_Ref("", None, c, None) if c <= -2  # a player (355.10)
                             else _target_ref(g, c, tagged) for c in t) for t in a.targets)
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),),
                        loc=a.destination if a.destination is not None else BASE,
                        loc_written=a.destination is not None,
                        targets=tg if any(a.targets) else None, flat=len(a.targets) == 1,
                        zone=_said_zone(g, a.card))
        elif isinstance(a, Hide):
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),),
                        recycle=tuple(ref(c, tagged) for c in a.recycle), number=a.battlefield,
                        keep=(0, a.keep_power))
        elif isinstance(a, PlayGear):
            p = _Parsed(verb, "", refs=(ref(a.card, tagged),), loc=BASE)
        elif isinstance(a, Move):
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c in a.units), loc=a.to)
        elif isinstance(a, Activate):
            p = _Parsed(verb, "", refs=(ref(a.source, tagged), *(ref(c, tagged) for c in a.exhaust)),
                        recycle=tuple(ref(c, tagged) for c in a.recycle), loc=a.location, number=a.mode,
                        targets=None if a.target is None else ((_Ref("", None, a.target, None),),)
                        if a.target <= -2 else ((_Ref(  # a player (355.10)
                            "", _folded(g)[a.target], a.target if a.target in tagged else None,
                            _unit_loc(g, a.target)),),),
                        of=None if a.of is None else ref(a.of, tagged),
                        trash=tuple(ref(c, tagged) for c in a.trash), keep=(a.keep_energy, a.keep_power),
                        spend=a.spend)
        elif isinstance(a, ChooseCard) and a.card < 0:
            p = _Parsed(verb, "")
        elif isinstance(a, ChooseCard):
            p = _Parsed(verb, "", refs=(_target_ref(g, a.card, tagged),))
        elif isinstance(a, OrderTriggers):
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c in cids), abilities=a.abilities)
        else:
            p = _Parsed(verb, "", refs=tuple(ref(c, tagged) for c in cids))
        found = _candidates(g, p, legal, loose=False)
        return len(found) == 1 and found[0] == action

    reads: Callable[[set[int]], bool] = reads_back
    if isinstance(action, Pay):  # the usual case of tags: worked out on the card lists
        reads = _pay_reader(_folded(g), action, legal) or reads_back
    tagged = set(cids)
    if reads(tagged):
        for c in cids:  # drop the tags that are not needed
            if reads(tagged - {c}):
                tagged.discard(c)
    return _render(game, action, tagged)  # not legal now: every card named exactly
