"""The per-game index of card behaviour: what the cards of one game do, by the question the engine asks.

The engine knows rules, not cards. Where a rule lets a card change what happens ("what reacts to this
event?", "what modifies this unit's Might?", "what does this spell do?"), the engine asks the game's
:class:`CardIndex` a *question* and gets, for each card of this game that answers it, the answer its
entry gives (a script, a condition, a number, a function). The questions are listed in
:data:`QUESTIONS`; the answers come from the card entries, which the effects layer hands to the engine
through :func:`register_catalogue` (the engine never imports the effects layer or the cards).

The index is built from the cards of a game (and every token card, which an effect may make later)
and shared by every clone, and by the later games of the same cards (a bench, a tournament, an
ISMCTS search replay the same decks), so a card not in the game costs nothing, and a question no
card of the game answers is one dict lookup.
"""

from __future__ import annotations

import copyreg
from collections.abc import Callable, Iterable
from typing import Any, Final

from ..card_index import QUESTIONS, CardIndex
from ..cards import load_cards
from ..state import GameState

__all__ = ["QUESTIONS", "CardIndex", "answer_attr", "attach_index", "register_catalogue"]

#: question -> what it asks and what an answer is. Each engine module that asks a question declares
#: it here; a card entry answering a question not listed is an error (caught when the index is built).
QUESTIONS.update({
    # what reacts to an event, what a spell does, what can be activated, what replaces an event
    "activated": "tuple of engine.abilities.Ability: the card's activated abilities in printed order "
                 "(377; a 'choose one' ability: one per mode)",
    "activated:borrows": "True: a unit of this card also has every [E] ability of its controller's "
                         "friendly legends, units and gear, using one exhausts it (740.1.a)",
    "buffs:any_number": "True: a unit of this card can have any number of buffs (its passive overrides "
                        "702.3; each buff gives its Might, 703)",
    "enters_exhausted": "True: a gear of this card enters the board exhausted (369.3; 149.1 otherwise)",
    "enters_ready:legend": "function(game, the legend's controller, entering unit) -> bool: whether a "
                           "passive of this legend makes the unit enter ready (143.4.a, 107.4.b)",
    "enters_ready": "function(game, source unit, entering unit) -> bool: whether a passive of the source "
                    "(the entering unit itself or another unit on the board) makes it enter ready (143.4.a)",
    "look:top": "function(game, player, card): this card's choice 'as you look at or reveal me from the top "
                "of your deck', put to its owner before the look goes on (engine/top_look.py)",
    "play:origin": "True: this card reads where the cards its player plays were played from (a trigger "
                   "condition 'a card played from anywhere other than your hand', 383.2.a.1; "
                   "engine/play_origin.py)",
    "play:open_battlefield": "True: a unit of this card may be played to an open battlefield (355.2.b, "
                             "170.11.c; engine/open_battlefields.py)",
    "play:attacked_battlefield": "True: a unit of this card may be played to the battlefield its player is "
                                 "attacking, during that combat (355.2.b; engine/unit_timing.py)",
    "play:only_conquered": "True: a unit of this card may be played only to a battlefield its player "
                           "conquered this turn (355.2; engine/decisions.py, noted by engine/scoring.py)",
    "on:play_ability": "engine.reactions.Triggered: its ability on an activated ability played, as it "
                       "resolves (377.2.a; engine/ability_plays.py)",
    "play:no_units_here": "True: no unit (a unit token neither, 185.2.a) can be played to this "
                          "battlefield (364.1, 355.2; engine/play_restrictions.py)",
    "play:occupied_enemy_battlefield": "True: a unit of this card may be played to a battlefield an "
                                       "opponent controls where units are (355.2.b; "
                                       "engine/open_battlefields.py)",
    "on:alone": "engine.reactions.Triggered: its ability on a unit attacking or defending alone (740.2.a)",
    "on:attack": "engine.reactions.Triggered: its ability as it attacks (383.4.e, 464.2.e)",
    "on:beginning": "engine.reactions.Triggered: its ability at the start of a Beginning Phase (315.2.a)",
    "on:buff": "engine.reactions.Triggered: its ability on a unit buffed (702, 383.1)",
    "on:conquer": "engine.reactions.Triggered: its Conquer ability (383.4.c, 471.2); with the condition "
                  "who='you', of any source of the player conquering (383.4.c.2.b, engine/score_triggers.py)",
    "on:defend": "engine.reactions.Triggered: its ability as it (or a player here) defends (383.4.f)",
    "on:delayed": "engine.reactions.Triggered: the delayed trigger its abilities create (390.2, 361.1)",
    "on:die": "engine.reactions.Triggered: its ability as it dies (808 Deathknell, 428)",
    "on:discard": "engine.reactions.Triggered: its ability on a card discarded (422, 383.1)",
    "on:ending": "engine.reactions.Triggered: its ability at the end of a turn, in the Ending Step "
                 "(317.1.a, 383.1)",
    "on:equipped": "engine.reactions.Triggered: the triggered ability in this Equipment's effect text, "
                   "the unit it is attached to its subject (718.3; engine/equipment_triggers.py)",
    "equipped:on": "frozenset of chain item kinds: the events of the unit it is attached to that "
                   "trigger this Equipment's 'on:equipped' ability (718.3, 724)",
    "target:protected": "function(game, unit) -> bool: whether the unit can't be chosen by enemy spells and "
                        "abilities now (its passive, 364.3; engine/choosable.py)",
    "damage:prevent": "function(game, unit, player) -> bool: whether the unit's passive prevents all the "
                      "damage a Deal of that player's spell or ability would deal it now (437, 369.2; "
                      "engine/primitives.py deal; combat damage is not a Deal)",
    "combat:ignore_tank_here": "True: its controller ignores Tank while assigning combat damage where this "
                               "unit is (815; engine/combat.py assignment_options)",
    "uncounterable": "True: this spell can't be countered; a Counter aimed at it does nothing (425; "
                     "docs/rulings.md ruling 92; engine/mechanics.py)",
    "cost:ignore_deflect": "True: this spell ignores Deflect while its cost is paid (no Deflect cost for its "
                           "targets, 809.1.d; engine/keywords.py)",
    "cost:spell_increase": "function(game, gear or unit, player) -> (Energy, Power pips): what this "
                           "gear or unit on the board adds to the total cost of a spell that player "
                           "plays (356.3, 364.1; engine/costs.py spell_increase)",
    "cost:battlefield": "function(game, battlefield index, player, card cid, energy) -> energy: the "
                        "Energy cost of a card being played after this battlefield's passive discount "
                        "(364.1, 356.4; engine/costs.py aura_energy)",
    "die:last_known": "True: this card's death ability reads the unit as it last was (its Might, whether "
                      "it was alone), noted just before it dies (383.2.a.1; engine/last_known.py)",
    "points:forbidden": "function(game, unit, player) -> bool: whether this unit's passive keeps the "
                        "player from gaining points now (364.3; engine/scoring.py gain_points)",
    "equipment:bonus_factor": "int: each Equipment attached to a unit of this card gives its Might Bonus "
                              "that many times (718.4; engine/attachment.py equipment_might)",
    "equipment:legend_assault": "int: a legend of this card makes each Equipment its controller controls "
                                "give the unit it is attached to that much Assault (807, 107.4.b; "
                                "engine/attachment.py)",
    "deflect:unit_aura": "function(game, source unit, unit) -> int: the Deflect this unit's aura gives "
                         "the unit while the source is on the board (364.1, 809; engine/keywords.py)",
    "keywords:unit_aura": "dict keyword -> function(game, source unit, unit) -> int: the value of the "
                          "keyword (Ganking counts 1) this unit's aura gives the unit while the source is "
                          "on the board (364.1; engine/granted.py aura_keyword_value: read by "
                          "unit_has_keyword, has_ganking, deflect_value)",
    "deflect:gear_aura": "function(game, gear, unit) -> int: the Deflect this gear's passive gives the unit "
                         "while the gear is on the board (364.1, 809; engine/keywords.py)",
    "score:forbidden_here": "function(game, player, battlefield) -> bool: whether this battlefield's "
                            "passive forbids the player to score it now (364.1; engine/scoring.py)",
    "on:first_beginning": "engine.reactions.Triggered: a battlefield's ability at the start of each "
                          "player's first Beginning Phase (315.2.a, 190.6.a-b; engine/first_beginning.py)",
    "on:friendly_dies": "engine.reactions.Triggered: its ability on a friendly unit's death (383.1)",
    "on:hold": "engine.reactions.Triggered: its Hold ability (383.4.d, 471.2); with the condition "
               "who='you', of any source of the player holding (383.4.d.2.b, engine/score_triggers.py)",
    "on:mighty": "engine.reactions.Triggered: its ability on a unit becoming Mighty (709)",
    "on:move": "engine.reactions.Triggered: its ability on a move (449, 383.1)",
    "on:play": "engine.reactions.Triggered: its Play Effect, on the chain once its card has resolved "
               "(383.4.a, 419.4.a)",
    "on:play_card": "engine.reactions.Triggered: its ability on a card played (419.4.a, 383.1)",
    "on:play_spell": "engine.reactions.Triggered: its ability on a spell played (419.4.a, 383.1)",
    "on:reflexive": "engine.reactions.Triggered: the reflexive trigger a kill by its spell or ability "
                    "puts on the chain (387-388, 428.5.c; engine/reflexive.py)",
    "on:temporary": "engine.reactions.Triggered: the Temporary ability of a permanent of this card "
                    "(816.1.b; any permanent may be given Temporary, 816.2)",
    "on:weaponmaster": "engine.reactions.Triggered: Weaponmaster's Play Effect for a unit of this card "
                       "given the keyword as it is played (821.1.b-c, 364.1; engine/units.py play_effect)",
    "on:vision": "engine.reactions.Triggered: Vision's Play Effect (predict) for a unit of this card given "
                 "the keyword by an aura as it is played, once per source (817.1.b, 817.2, 364.1; "
                 "engine/units.py play_effect)",
    "on:stun": "engine.reactions.Triggered: its ability as a player's spell or ability stuns a unit (423.1, "
               "383.1; effects/stun_events.py)",
    "on:combat_end": "engine.reactions.Triggered: its ability as a combat its unit had a designation in "
                     "ends (466.7.b, 383.1; engine/combat.py)",
    "victory:delta": "int: while this battlefield is in play the Victory Score is changed by that much "
                     "(194.3.a; engine/points.victory_score)",
    "on:win_combat": "engine.reactions.Triggered: its ability on a player and their units winning a "
                     "combat (466.3.a, 466.3.c), resolved before control is established (466.4)",
    "replace:deck_short": "engine.replacements.Replacement: what its passive does instead when a player "
                          "must move cards from an empty Main Deck (368.1, 370, 431)",
    "replace:die": "an object with may, applies, cost, instead (engine/death_replacements.py): the "
                   "passive replacing a unit's death of an active source or battlefield (368.1, 370, 372)",
    "replace:die:attached": "the same, in an Equipment's effect text: it replaces the death of the unit "
                            "it is attached to (718.3, 724)",
    "spell": "engine.chain.SpellBehaviour: what the spell does: its legal choices and the tasks that "
             "resolve it (354-359)",
    # what the keywords cards carry say of a card (attachment, 716-725, 818-821)
    "equip_cost:recycle": "int: the number of cards of its controller's trash this gear's Equip cost "
                          "recycles besides its Energy and Power (416, 818.1.c; Weaponmaster pays it too, "
                          "821.1.c.2)",
    "equip_cost": "(energy, power pips): the Equip cost of this gear (818.1.c), which Weaponmaster "
                  "reads even while the gear's text is Inactive (725.3, 821.1.c.2)",
    "equipment_text": "engine.attachment.EffectText: what this Equipment's effect text gives the unit "
                      "it is attached to (718.3, 724)",
    "quick_draw": "True: this gear card may be played with Reaction timing, attaching as it is played "
                  "(819.1.b-d)",
    # what modifies a value (passives 363-366, costs 356, keyword values, Bonus Damage 712-715)
    "active_if": "dict ability kind -> function(game, player, source cid) -> bool: the card's dependent "
                 "abilities (Legion, Level), active only while the function holds (727.1.b, 727.1.c.1)",
    "cost:aura": "function(game, source unit, player, card cid, energy) -> energy: the Energy cost of a "
                 "card the player plays after the discount a passive of this unit on the board gives "
                 "(356.4, 356.4.e: a discount's minimum is its own)",
    "cost:keywords": "dict keyword -> (energy, power pips): the costs the card's keywords name, its "
                     "Repeat cost (820.1.c) and its Flow cost (829.1.c)",
    "cost:optional_exhaust": "True: the spell has the optional additional cost of exhausting a ready "
                             "friendly unit, decided as it is played and paid with its total cost "
                             "(356.2.b, 414.4, 357.2; engine/spell_costs.py)",
    "cost:spell_extra": "a SpellExtraCost: the spell's optional additional cost of Power or of a discard, "
                        "decided as it is played, its Power added to the total cost and its discard "
                        "made as that is paid (356.2.b.1, 357.2; engine/spell_costs.py)",
    "combat:no_damage": "function(game, source unit, unit) -> bool: whether a passive of this unit on "
                        "the board stops the unit (itself or another) from dealing combat damage now "
                        "(465.2.a-b; engine/no_combat_damage.py)",
    "first_beginning:every_turn": "True: this battlefield's 'on:first_beginning' ability triggers at "
                                  "the start of every player's Beginning Phase, not only their first "
                                  "(315.2.a; engine/first_beginning.py)",
    "cost:own": "engine.costs.OwnCost: the card's own cost changes: its discount (366.2, 356.4), its "
                "optional 'discard 1' cost and what paying it takes off (356.2.b), and a mandatory "
                "'kill a friendly unit' cost (356.2.a.1)",
    "damage:bonus": "function(game, source cid, its controller or None, its location, dealing player, "
                    "target unit or None) -> int: the Bonus Damage a passive of this unit or battlefield "
                    "in play adds to a Deal of the player's spell or ability (713-715)",
    "keywords:on_play": "function(game, legend cid, unit cid) -> tuple of keyword names: the keywords "
                        "this legend's passive gives a unit its controller plays, as the play completes "
                        "(364.1, 107.4.b; engine/units.py play_effect: Weaponmaster, 821.1.b)",
    "keywords:here": "tuple of keyword names: the keywords this battlefield's passive gives every unit "
                     "there (364.1; engine/battlefield_passives.py; read for Ganking, 810)",
    "timing:ability_only": "True: the card's printed Action or Reaction heads one of its abilities, not "
                           "the card: the unit has no such play timing (engine/unit_timing.py)",
    "move:counted": "True: a card of the game reads how many times a unit moved this turn ('the first "
                    "time I move each turn', 383.1): each unit's moves are then counted (engine/events.py)",
    "move:never_to_base": "True: a unit of this card can't move to its base, wherever it is (its own "
                          "passive, 364.3; engine/battlefield_passives.py)",
    "move:nobody_to_base": "True: while a unit of this card is on the board, no unit can move to its base "
                           "(its passive, 364.1; engine/battlefield_passives.py)",
    "move:here_from_anywhere": "True: units can move to this battlefield from anywhere: a Standard Move "
                               "to it from another battlefield needs no Ganking (187.9, 144.4; "
                               "engine/battlefield_tokens.py)",
    "play:battlefield_token": "str: the card id of the battlefield token a unit of this card adds to the "
                              "board as it is played, if none is there; if it does, the unit enters there "
                              "(369.3; engine/battlefield_tokens.py)",
    "move:not_to_base": "True: units at this battlefield can't move from it to base (359.3.e.6; "
                        "engine/battlefield_passives.py)",
    "keywords:own": "dict keyword -> function(game, unit) -> int: the keywords the card's own passives "
                    "give a unit of it now, with their value (0: not now; Ganking counts 1) (364.3, 477.2)",
    "might:aura": "function(game, source cid, its controller or None, its location, unit) -> int: the "
                  "Might an aura of this unit, gear, battlefield or legend in play gives the unit (364.1; a "
                  "legend is at no location, 107.4.b: engine.passives.NO_LOCATION); its "
                  "attribute here_only=True: it reaches only units at the source's location; its "
                  "attribute constant=N: it gives N to every unit it reaches (the engine then skips "
                  "the call)",
    "might:own": "function(game, unit) -> int: the Might the card's own passives give a unit of it now "
                 "(364.3; a keyword's Might, Assault or Shield, while it applies, 807, 814)",
})

#: card id -> the (question, answer) pairs of the card's entry; set by the effects layer
_catalogue: Callable[[str], Iterable[tuple[str, Any]]] | None = None
#: card id -> its entry (or None), whose identity decides its answers; set by the effects layer
_entry_of: Callable[[str], object] | None = None

#: card ids -> (those ids in order, their entries then, their index): for the games of the same
#: cards (emptied past ``_KEEP_BUILT`` entries)
_BUILT: Final[dict[frozenset[str], tuple[tuple[str, ...], tuple[object, ...], CardIndex]]] = {}
_KEEP_BUILT: Final = 64


def register_catalogue(hooks_of: Callable[[str], Iterable[tuple[str, Any]]],
                       entry_of: Callable[[str], object]) -> None:
    """Give the engine the function that says, for a card id, which questions its entry answers and
    how, and the one that gives the entry itself (the effects layer calls this once, as it is
    imported): a card's answers change only with its entry (a test or a tool may give a card an
    entry of its own)."""
    global _catalogue, _entry_of
    _catalogue = hooks_of
    _entry_of = entry_of
    _BUILT.clear()


def build_index(card_ids: Iterable[str]) -> CardIndex:
    """The index of the given cards and of every token card (a token may be made later): built
    once for each set of cards and their entries, since nothing changes an index once built (a
    test's :meth:`CardIndex.with_answer` makes a copy)."""
    ids = frozenset(card_ids) | {c.id for c in load_cards().tokens}
    entry_of = _entry_of
    built = _BUILT.get(ids)
    if built is not None and entry_of is not None:
        order, entries, _ = built
        for card_id, entry in zip(order, entries, strict=True):
            if entry_of(card_id) is not entry:  # an entry was given or replaced since
                built = None
                break
    if built is None:
        if len(_BUILT) >= _KEEP_BUILT:
            _BUILT.clear()
        order = tuple(sorted(ids))
        entries = tuple([entry_of(card_id) for card_id in order]) if entry_of is not None else ()
        built = _BUILT[ids] = (order, entries, _build(order))
    return built[2]


def _build(ids: tuple[str, ...]) -> CardIndex:
    answers: dict[str, dict[str, Any]] = {}
    if _catalogue is not None:
        for card_id in ids:
            for question, answer in _catalogue(card_id):
                if question not in QUESTIONS:
                    raise ValueError(f"card {card_id} answers {question!r}, which the engine never asks")
                table = answers.setdefault(question, {})
                if card_id in table:
                    raise ValueError(f"card {card_id} answers {question!r} twice")
                table[card_id] = answer
    return CardIndex(answers, frozenset(ids))


_MISSING: Final = object()
#: (id of an answer, attribute name) -> (the answer, kept alive so that its id stays its own; the
#: attribute's value, or _MISSING)
_ATTRS: Final[dict[tuple[int, str], tuple[object, object]]] = {}


def _reduce(index: CardIndex) -> tuple[Any, tuple[frozenset[str]]]:
    """An index is pickled as the card ids it was built from (answers may be functions that don't
    pickle), and built again (or found) where it is unpickled."""
    return build_index, (index.card_ids,)


copyreg.pickle(CardIndex, _reduce)


def answer_attr(answer: object, name: str, default: Any) -> Any:
    """``getattr(answer, name, default)`` for an answer of the index (a script, a record), found
    once per answer and name: answers don't change, and an attribute missing costs an exception
    at every ``getattr`` (thousands of machine instructions)."""
    key = (id(answer), name)
    got = _ATTRS.get(key)
    if got is None:
        if len(_ATTRS) >= 20_000:  # (indexes built again make new answers: keep the memo bounded)
            _ATTRS.clear()
        got = _ATTRS[key] = (answer, getattr(answer, name, _MISSING))
    value = got[1]
    return default if value is _MISSING else value


def attach_index(g: GameState) -> CardIndex:
    """Build the index of ``g``'s cards and keep it on the state (clones share it)."""
    g.index = build_index({c.id for c in g.cards})
    return g.index
