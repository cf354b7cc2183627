"""The engine takes no choice from a player (issue 11; docs/rulings.md, rulings 1, 2 and 85).

Three lists, each checked against the code so that it can't silently go stale:

- every kind of decision the engine can present, with the rule that gives the player the choice;
- every purpose of a "choose_card" decision (the engine's own and those the card modules add);
- every place where the engine picks among options without asking, each marked in the source with
  an ``# engine-pick: <label>`` comment and explained in ruling 85 (why no card can make the pick
  matter yet, or why it is not a player's choice). A new marker, or a marker removed, fails here
  until this list and the ruling say so.

What the scan can't see is a pick nobody marked: reviewing engine changes for them is still needed.
"""

from __future__ import annotations

import re
from pathlib import Path

import riftbound.game  # noqa: F401 - loads the card modules, which register their choice purposes
from riftbound.engine.decisions import CARD_CHOICES
from riftbound.formats.position import DECISION_KINDS
from riftbound.rl.layout import KINDS
from tests.helpers import cited_clauses_missing, rule_ids

ROOT = Path(__file__).resolve().parents[2]

#: decision kind -> the rule that gives the choice to a player
DECISIONS = {
    "mulligan": "117.1",  # which cards to set aside
    "main": "310.1.a",  # the Turn Player's Discretionary Actions in their Main Phase
    "invited": "489.8.a",  # a teammate invited to act with the Turn Player's Priority
    "pay": "357",  # how a cost is paid (and, for a triggered ability or within an effect's
    # instructions, whether: 404.2, 204.3.b)
    "focus": "313.1",  # the Focus holder acts or passes in a showdown
    "priority": "338.1",  # the Priority holder plays a Reaction or passes
    "assign": "465.2.c",  # how combat damage is assigned
    "choose_battlefield": "323.12",  # where the staged showdown or combat begins
    "choose_opponent": "431.2.c",  # which opponent gains the Burn Out point
    "choose_card": "355.5",  # a card, unit, rune or place (purposes below)
    "choose_name": "760",  # a name: a spell's or a tag (759-763; names, not cards of the game)
    "order_triggers": "383.3.d",  # the order of one's simultaneous triggered abilities
    "replacement": "372.1",  # which applies first, or none when all are optional; or, put to
    # the controller of another player's optional replacement, whether to apply it (371.2.a)
}

#: "choose_card" purpose -> the rule that makes it a choice
PURPOSES = {
    "discard_pick": "355.17",  # which card to discard as a spell resolves
    "kill_pick": "355.10.e",  # "each player kills one of their units"
    "trash_pick": "355.5",  # a card of one's trash
    "rune_recycle_pick": "355.10.f",  # Sigil of the Storm: which of one's runes one must recycle
    "sanctum_recycle": "416.1",  # The Candlelit Sanctum: a looked-at card to recycle, or stop
    "sanctum_top": "431.1.c",  # The Candlelit Sanctum: which looked-at card goes back on top
    "recycle_pick": "416.6",  # which cards of one's trash an effect recycles (Dr. Mundo, Expert)
    "ability_target": "355.5",  # a triggered ability's target (a Play Effect's too)
    "trigger_targets": "355.13",  # "up to N" targets of a triggered ability (Targon's Peak)
    "trigger_may": "383.3.a",  # "you may" at the start of a triggered ability (a Play Effect's too)
    "spend_buff": "702.2.b",  # spending a buff as a spell resolves
    "predict": "436.1",  # recycle the top card or keep it
    "cost_discard": "355.1.a",  # an optional additional cost: which card, or none
    "cost_kill": "357.2",  # which friendly unit pays a "kill a friendly unit" cost
    "repeat": "820.1.d",  # whether to pay a Repeat cost
    "flow_cost": "829.1.c.3",  # which of two Flow costs (a printed one and one given this turn)
    "trash_way": "419.1.a",  # a Flow spell in a trash one may play from: for Flow, or at its own cost
    "banish_looked_at": "427",  # banish a card as it is looked at on top of the deck (Nocturne's errata)
    "play_looked_at": "419.3",  # play that banished card for one Power of any domain
    "weaponmaster_recycle": "821.1.c.2",  # a trash card recycled for an Equip cost Weaponmaster pays
    "optional_exhaust": "414.4",  # a spell's optional exhaust cost: which ready friendly unit, or none
    "spell_extra": "356.2.b.1",  # a spell's optional Power or discard cost: pay it (which card), or not
    "optional_discount": "356.4.c",  # a discount on an optional additional cost: one Energy off, or one Power
    "predict_recycle": "436.1.a",  # Predict N: a looked-at card to recycle, or stop
    "predict_order": "436.1.a",  # Predict N: which kept card goes back on top next
    "recycle_me_cost": "383.3.b",  # "recycle me to ...": the cost, its only option (none if unpayable)
    "play_from_trash": "355.2.a",  # where a unit played from the trash enters (Flame Chompers)
    "effect_play_where": "355.2",  # where a unit an effect plays enters (419.3.b; Spectral Matron)
    "effect_play_accelerate": "356.1.b.3",  # Accelerate on a unit an effect plays, its cost ignored
    "effect_spell_pick": "355",  # a spell an effect plays: its targets one card at a time (Fizz)
    "new_choice_pick": "753",  # new choices for a spell taken on the chain, one card at a time
    "recycle_to_play": "383.3.a",  # perform "you may recycle ... to play X": X, or decline (Rumble)
    "recycle_to_play_cost": "383.3.b",  # which other friendly unit is recycled to pay (Rumble)
    "banish_to_play": "427",  # a looked-at unit card to banish and play, or none (Baited Hook)
    "token_location": "355.2.a",  # where a spell's token is played, as it resolves (Sprite Call)
    "reflection_copies": "477.1.b.1",  # the unit a Reflection token becomes a copy of (LeBlanc, Deceiver)
    "recruit_location": "355.2.a",  # where an ability's token is played, as it resolves (Viktor)
    "sand_soldier_location": "355.2.a",  # where a spell's Sand Soldier token is played (Desert's Call)
    "detach_pick": "355.5",  # which of a unit's Equipment an effect detaches (Strike Down)
    "may_detach": "435",  # whether to detach the Equipment an ability readied (Veiled Temple)
    "sand_soldier_each": "355.2.a",  # where each of several Sand Soldier tokens is played (Arise!)
    "ready_them": "355.13",  # which of the tokens it played an effect readies, up to N (Arise!)
    "draw_or_buff": "359.3.d",  # draw 1 or buff the source, chosen as it resolves (Buhru Captain)
    "deck_put_pick": "359.3.d",  # which hand card an effect puts on the Main Deck (Altar of Memories)
    "deck_put_where": "359.3.d",  # on its top or its bottom (Altar of Memories)
    "gold_offer": "355.10.e",  # each player in turn may take a Gold token (Card Sharp)
    "spare_for_draw": "355.10.e",  # the unit's controller: the caster draws 2, or it takes 6 (Shakedown)
    "return_pick": "355.10.e",  # each player in turn may return a unit to its owner's hand (Whirlwind)
    "edict_pick": "355.10.e",  # each other player picks a unit that dies (King's Edict)
    "may_kill_gear": "428",  # whether to kill the chosen gear as the spell resolves (Salvage)
    "gear_kill_pick": "355.10.e",  # "each player kills one of their gear": which
    "spend_buffs": "702.2.b",  # which buff to spend next, or stop, as the effect resolves
    "look_take": "431.1.c",  # which looked-at card goes to the hand (the rest are recycled)
    "hand_pick": "424.3.a",  # a card of an opponent's revealed hand, chosen as it resolves (Ashe, Focused)
    "unit_kill_pick": "355.10.e",  # "each player must kill one of their units": which (Safety Inspector)
    "cost_kill_discount": "355.1.a",  # whether to kill a friendly unit for a discount, and which (Atakhan)
    "activation_pick": "402.2",  # an ability's "up to N" targets, one by one (Forge of the Future)
    "repeat_target": "820.2",  # the unit a Repeat with a target chooses again (Frigid Touch)
    "death_event": "373",  # several deaths at once: the one a replacement applies to first
    "death_replacement": "372",  # which replacement applies to a unit's death (or none of the optional)
    "look_reveal": "424",  # a looked-at card of the kind named to reveal and draw, or none (Fate Weaver)
    "unit_put_where": "359.3.d",  # its owner puts the unit on its deck's top or bottom (Keeper's Verdict)
    "draw_or_channel": "359.3.d",  # "draw 1 or channel 1 rune", chosen as the effect executes
    "look_draw": "431.1.c",  # which looked-at card, if any, is drawn (the rest go to the trash)
    "cost_extra": "355.1.a",  # whether to pay a unit's optional additional cost of Energy or Power
    "tentacle_location": "355.2.a",  # where a Tentacle token is played (Up from the Deep, Illaoi)
    "duel_pick": "355.10.e",  # each player's unit spared by Cataclysmic Duel
    "group_subset_pick": "355.11.b",  # the subset of a group of targets that still fits its total
    "same_location_repeat": "820.2",  # a unit of a Repeat's own group at one location (Bellows Breath)
    "same_location_subset": "355.11.b",  # the subset of a split group still at one location
    "may_exhaust_targets": "383.3.b",  # exhaust the source to perform it, then up to N runes (Nasus)
    "trash_banish_pick": "355.10.c.1",  # the trash card an effect's cost banishes (Gust Monk)
    "disempower_to_empower": "383.3.a",  # Profiteer's "you may": its target (a legend, unit or gear)
    "disempower_cost": "383.3.b",  # what its player Disempowers to pay Profiteer's cost
    "their_trash_play": "419.3",  # a unit card of the chosen opponent's trash to play, or none (Kharox)
    "ability_cost": "357.2",  # the card an ability's cost discards or the unit it kills (Punching Poro)
    "bird_location": "355.2.a",  # where a battlefield's Bird token is played (Trapping Grounds)
    "trigger_mode": "355.3",  # a triggered ability's mode, as it is finalized (Jayce, Hammer in Hand)
    "trigger_mode_next": "355.3",  # the same, for the modes after the first one passed over
    "split_drop": "355.14.h",  # more split targets than damage: one that stops being a target
    "split_more": "355.14.e",  # the next point of split damage: which target gets it
    "group_fit": "355.11.b",  # a group of targets no longer fitting: the subset still affected
    "cost_kill_any": "356.2.b",  # friendly units an optional "kill any number" cost kills (Commander Ledros)
    "repeat_discard": "357.2",  # the hand card a Repeat cost of "discard 1" discards (Square Up)
    "move_may": "383.3.a",  # "you may move a unit": which unit, or decline (Blast Cone)
    "move_destination": "355.4",  # where that unit moves, chosen with it (Blast Cone)
    "follow_pick": "355.10.e",  # the unit the chosen opponent moves after Call to Battle's (their choice)
    "cards_or_runes": "355.10.e",  # each other player's Cards or Runes (Party Favors)
}

#: marker label -> the subject ruling 85 explains it under
ENGINE_PICKS = {
    "discount-order": "order of cost reductions",
    "detach-order-by-cid": "detach",
    "excess-combat-damage-to-one-unit": "the excess is offered as going to one unit",
    "borrowed-ability-from-lowest-cid": "Heimerdinger",
    "prevent-all-first": "Unyielding Spirit",
}

MARKER = re.compile(r"#\s*engine-pick:\s*([a-z0-9-]+)")


def _markers() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "src" / "riftbound").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = MARKER.search(line)
            if m:
                found.setdefault(m.group(1), []).append(f"{path.relative_to(ROOT)}:{n}")
    return found


def _ruling_85() -> str:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    start = text.index("\n85. **")
    nxt = re.search(r"\n\d+\. \*\*", text[start + 1:])
    return text[start: start + 1 + nxt.start()] if nxt else text[start:]


def test_every_decision_kind_is_listed_with_its_rule():
    """355, 357, 383.3.d: the decision kinds positions accept, and the RL layout encodes, are exactly
    the kinds listed here; each names a rule that exists."""
    assert set(DECISION_KINDS) == set(DECISIONS)
    assert set(KINDS) == set(DECISIONS)
    known = rule_ids()
    if known:
        assert {k: r for k, r in DECISIONS.items() if r not in known} == {}


def test_every_choose_card_purpose_is_listed_with_its_rule():
    """355.5: every purpose a "choose_card" decision can have, once every card module is loaded, is
    listed here with the rule that makes it a player's choice."""
    assert set(CARD_CHOICES) == set(PURPOSES)
    known = rule_ids()
    if known:
        assert {k: r for k, r in PURPOSES.items() if r not in known} == {}


def test_every_engine_pick_is_marked_listed_and_explained():
    """Every ``# engine-pick:`` marker in the package is listed here, every listed pick is still
    marked in the code (once), and ruling 85 names each with why it is safe for now."""
    found = _markers()
    assert set(found) == set(ENGINE_PICKS), found
    assert {k: v for k, v in found.items() if len(v) != 1} == {}
    ruling = " ".join(_ruling_85().split())
    for label, subject in ENGINE_PICKS.items():
        assert label in ruling, label
        assert subject in ruling, subject


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
