"""Rules 319.3-319.4, 320, 334.1-334.2, 337.1 (HOT FEPR): a triggered ability goes on the chain as a
pending item (401.1); the cleanup that follows (319.3) runs before any item is finalized (320, 334.2);
then the oldest pending item is finalized (337.1.b), its choices made among what is legal then
(402.2), and a cleanup follows each finalization (319.4) before the next.

Where no implemented card has the shape a scenario needs, a test gives a card a stand-in behaviour
for that game only (``give_answer``), and says so."""

from __future__ import annotations

import json

from riftbound.actions import ChooseCard, OrderTriggers
from riftbound.checks import check_invariants
from riftbound.effects import Chosen, Const, Deal, Draw, Kill, SpellScript, Target, TriggerScript, Units
from riftbound.engine.may_triggers import MaySpendBuff
from riftbound.engine.reactions import Condition, Triggered
from riftbound.formats.position import dump_position, load_position
from tests.helpers import give_answer
from tests.spell_helpers import cid, pass_, play, position

DECK = ["Petty Officer", "Laurent Duelist", "Playful Phantom"]


def _target_options(game) -> set[int]:
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "ability_target", d
    return {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)}


def test_a_deathknell_target_is_chosen_after_the_cleanup_that_kills_a_damaged_unit():
    """319.3, 320, 334.2, 337.1, 808.1.d.2: a spell (a stand-in behaviour of Back to Back: deal 4 to
    an enemy unit, then kill a friendly one) leaves Vanguard Sergeant with lethal damage and kills
    Daring Poro, whose stand-in Deathknell ("deal 1 to a unit") triggers. The ability goes on the
    chain pending; the cleanup kills the Sergeant (323.5) before the ability is finalized, so the
    Sergeant is no choice for its target."""
    game = position({"deck": DECK, "hand": ["Back to Back"], "runes": ["Calm Rune"] * 3,
                     "base": ["Daring Poro", "Petty Officer"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant", "Stalwart Poro"]})
    give_answer(game, "spell", "ogn-206-298", SpellScript(
        targets=(Target(Units(side="enemy")), Target(Units(side="friendly"))),
        steps=(Deal(Const(4), Chosen(0)), Kill(Chosen(1)))))
    give_answer(game, "on:die", "ogn-210-298", Triggered(
        TriggerScript(targets=(Target(Units()),), steps=(Deal(Const(1), Chosen(0)),)),
        when=Condition("me")))
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Daring Poro")
    play(game, "play Back to Back targeting Vanguard Sergeant at base, Daring Poro at base")
    while game.pending().kind == "priority":  # every player passes: it resolves (339.1)
        pass_(game)
    g = game.state
    assert [(it.cid, it.kind, it.finalized) for it in g.chain] == [(poro, "die", False)]
    assert sergeant not in g.units and sergeant in g.players[1].trash  # the cleanup ran first
    assert _target_options(game) == {cid(game, "Petty Officer", "base"), cid(game, "Stalwart Poro")}
    log = [(e.kind, e.data[:1]) for e in game.log]
    # placed pending as the spell finished (808.1.d.2), before the cleanup's kill (319.3, 323.5)
    assert log.index(("trigger", (poro,))) < log.index(("kill", (sergeant,)))
    stalwart = cid(game, "Stalwart Poro")
    game.apply(ChooseCard(stalwart))  # finalized; then a cleanup (319.4), Priority (337.4), it resolves
    assert not g.chain and g.units[stalwart].damage == 1
    check_invariants(game)


def _first_mate_game():
    """P0 plays First Mate (Play Effect: ready another unit); Vanguard Sergeant of theirs is
    exhausted with 4 damage and a buff (Might 5); Daring Poro has a stand-in "when you play a card,
    you may spend a buff to draw 1" (383.3.b: the buff is the ability's base cost)."""
    game = position({"deck": DECK, "hand": ["First Mate"], "runes": ["Calm Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant", "buffs": 1, "damage": 4, "exhausted": True},
                              {"card": "Daring Poro", "exhausted": True}]},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro", "exhausted": True}]})
    give_answer(game, "on:play_card", "ogn-210-298", Triggered(
        TriggerScript(steps=(Draw(1),)), when=Condition("you"), may=MaySpendBuff()))
    play(game, "play First Mate to base")
    return game


def test_a_play_effect_is_finalized_after_the_cleanup_that_follows_the_older_finalization():
    """319.4, 337.1.b, 383.3.d, 383.3.b: First Mate's Play Effect and the stand-in "when you play a
    card" ability trigger together; their controller places the stand-in first. Both go on the chain
    pending; the older is finalized first, its buff spent from the Sergeant (now Might 4 with 4
    damage); the cleanup after that finalization kills the Sergeant, so First Mate's target is
    chosen among the units left (the Sergeant is no option)."""
    game = _first_mate_game()
    g = game.state
    mate, poro, sergeant = cid(game, "First Mate"), cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant")
    d = game.pending()
    assert d.kind == "order_triggers"
    game.apply(next(a for a in game.legal_actions() if isinstance(a, OrderTriggers) and a.order[0] == poro))
    assert [(it.cid, it.finalized) for it in g.chain] == [(poro, False), (mate, False)]
    d = game.pending()
    assert d.kind == "choose_card" and d.context[:2] == ("trigger_may", poro)  # the oldest first
    game.apply(ChooseCard(sergeant))  # spend the Sergeant's buff: its base cost (383.3.b)
    assert sergeant not in g.units and sergeant in g.players[0].trash  # 319.4: a cleanup first
    assert _target_options(game) == {poro, cid(game, "Stalwart Poro")}
    hand = len(g.players[0].hand)
    game.apply(ChooseCard(poro))
    while game.pending().kind == "priority":
        pass_(game)
    # both resolved (340.1): Daring Poro readied by First Mate's, a card drawn by the stand-in's
    assert not g.chain and not g.units[poro].exhausted and len(g.players[0].hand) == hand + 1
    check_invariants(game)


def test_pending_items_are_finalized_in_the_order_they_were_placed():
    """337.1.b, 383.3.d: the same two abilities placed the other way round: First Mate's Play
    Effect is the older, so it is finalized first, its target chosen while the Sergeant still has
    its buff (and lives): the Sergeant is an option; the stand-in waits, pending, above it."""
    game = _first_mate_game()
    g = game.state
    mate, poro, sergeant = cid(game, "First Mate"), cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, OrderTriggers) and a.order[0] == mate))
    # placed the other way round: First Mate's Play Effect is older and chooses first, while the
    # Sergeant still lives (its buff not yet spent)
    assert [(it.cid, it.finalized) for it in g.chain] == [(mate, False), (poro, False)]
    assert sergeant in _target_options(game)
    check_invariants(game)


def test_a_position_holds_pending_triggers_and_defaults_those_above_a_pending_one_to_pending():
    """337.1.b, 401.1 (position format): two Mistfalls trigger on one buff (Stand United); at the
    oldest one's "you may" both are pending on the chain. The position round-trips, and a file that
    leaves out ``finalized`` reads the one above the pending one as pending too."""
    game = position({"deck": DECK, "hand": ["Stand United"],
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                     "gear": ["Mistfall", "Mistfall"],
                     "runes": ["Body Rune", "Calm Rune", "Calm Rune", "Calm Rune"]}, {"deck": DECK})
    play(game, "play Stand United targeting Vanguard Sergeant")
    if game.pending().kind == "order_triggers":
        game.apply(game.legal_actions()[0])
    g = game.state
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    assert [it.finalized for it in g.chain] == [False, False] and d.context[1] == g.chain[0].cid
    data = dump_position(game)
    assert load_position(data).state.key() == g.key()
    data = json.loads(json.dumps(data))
    for item in data["chain"]:
        item.pop("finalized")
    assert load_position(data).state.key() == g.key()
