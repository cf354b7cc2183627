"""The per-game index's answers about triggered abilities, spells and activated abilities (issue 10,
group T): each comes from the card's entry, as one record per kind of ability (engine/reactions.py),
and the engine reads them from ``g.index`` only."""

from __future__ import annotations

import pytest

from riftbound import load_cards
from riftbound.effects import Draw, TriggerScript, UnitCard, When
from riftbound.effects.cards import BattlefieldCard, GearCard
from riftbound.engine.index import QUESTIONS
from riftbound.engine.may_triggers import MaySpendBuff
from riftbound.engine.reactions import ON, Triggered
from riftbound.sets import IMPLEMENTED
from tests.spell_helpers import position


def test_every_entry_answers_its_triggered_abilities_with_one_record_per_kind():
    """383.1, 383.4: an entry's Play Effect, score, attack and defend abilities come as records with
    no trigger condition (the rules trigger them), its abilities on events with the condition of
    their ``When``, or of the passive word that answers for them (a battlefield's "at the start of
    your Beginning Phase", 315.2.a; "when any player plays a spell", 190.6.c); every question
    answered is one the engine declares."""
    for entry in IMPLEMENTED.values():
        answers = list(entry.hooks())
        assert all(q in QUESTIONS for q, _ in answers), entry.id
        records = {q: a for q, a in answers if q.startswith("on:")}
        assert len(records) == sum(q.startswith("on:") for q, _ in answers)  # one per kind
        on_events = {ON[w.event] for w, _ in getattr(entry, "when", ())}
        by_passives = {q for p in getattr(entry, "passives", ()) if hasattr(p, "hooks")
                       for q, _ in p.hooks(entry.id)}
        for q, rec in records.items():
            if q in by_passives and not isinstance(rec, Triggered):
                continue  # not a record (engine/any_player_triggers.py: which events, for whom)
            assert isinstance(rec, Triggered)
            assert hasattr(rec.script, "choices") and hasattr(rec.script, "resolve_tasks")
            if q not in by_passives:
                assert (rec.when is not None) == (q in on_events), (entry.id, q)


def test_the_conditions_and_you_mays_live_in_the_entries():
    """383.2.a.1, 383.3.a-b: Grand Plaza's "if you have 7+ units here" and Monastery of Hirana's
    "you may spend a buff" are part of their entries' records, not tables beside them."""
    by_name = {e.name: e for e in IMPLEMENTED.values()}
    plaza, monastery = by_name["The Grand Plaza"], by_name["Monastery of Hirana"]
    assert isinstance(plaza, BattlefieldCard) and isinstance(monastery, BattlefieldCard)
    assert dict(plaza.hooks())[ON["hold"]].if_ is not None
    assert isinstance(dict(monastery.hooks())[ON["conquer"]].may, MaySpendBuff)
    pouch = by_name["Mushroom Pouch"]
    assert isinstance(pouch, GearCard) and dict(pouch.hooks())[ON["beginning"]].if_ is not None


def test_a_you_may_of_an_ability_the_entry_lacks_is_refused():
    """383.3.a: a "you may" belongs to an ability of the entry; one naming a kind of ability the
    entry doesn't have is a mistake, refused as the entry's answers are read (not ignored)."""
    c = load_cards().by_name("Laurent Duelist")
    entry = UnitCard(c.id, c.name,
                     when=((When("play_card", who="you"), TriggerScript((Draw(1),))),),
                     may=(("trigger", MaySpendBuff()),))
    with pytest.raises(ValueError, match="no ability of"):
        list(entry.hooks())


def test_a_game_asks_only_its_own_cards():
    """The index of a game holds the answers of its cards (and of the tokens an effect may make):
    a game without Pit Rookie has no Play Effect of it, one with it has."""
    rookie = load_cards().by_name("Pit Rookie").id
    without = position({"deck": ["Petty Officer"]}, {"deck": ["Petty Officer"]})
    with_it = position({"deck": ["Petty Officer"], "hand": ["Pit Rookie"]}, {"deck": ["Petty Officer"]})
    assert without.state.index.get(ON["trigger"], rookie) is None
    assert with_it.state.index.get(ON["trigger"], rookie) is not None
