"""Rules 383.3.d and 383.3.d.1 (with 464.2.e.1): every triggered ability a player controls that
triggers in one moment is ordered in one decision of theirs: abilities of different events of that
moment, abilities about an event's subject (each keeps its own subject, whatever the order), and two
abilities of one source, each its own option. In 2v2 each player orders their own."""

from __future__ import annotations

import pytest

from riftbound import load_cards
from riftbound.actions import ChooseCard, OrderTriggers, Pay
from riftbound.checks import check_invariants
from riftbound.effects import Exhaust, TriggerScript
from riftbound.effects.vocabulary import Subject
from riftbound.engine.reactions import Condition, Triggered
from riftbound.formats.notation import NotationError, format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import give_answer
from tests.spell_helpers import cid, do, pass_, play, position

DECK = ["Daring Poro", "Mountain Drake", "Daring Poro"]
#: "when a unit of yours becomes Mighty, exhaust it": a stand-in answer (engine/index.py "on:mighty")
EXHAUST_IT = Triggered(TriggerScript((Exhaust(Subject()),)), Condition("you"))


def _buff_game(base: list, runes: int = 3):
    """P0 at their Main Phase with Stand United, an exhausted 4-Might Vanguard Sergeant (buffed, it
    becomes Mighty: 709), Mistfall, and the runes to pay for the spell and Mistfall's Body Power."""
    return position({"deck": DECK, "hand": ["Stand United"],
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}, *base],
                     "gear": ["Mistfall"],
                     "runes": ["Body Rune", "Order Rune", *["Calm Rune"] * runes]}, {"deck": DECK})


def _round_trips(game) -> None:
    """The pending ordering decision saves and loads the same, and every option reads back from
    its canonical text and from its notation."""
    again = load_position(dump_position(game))
    assert again.pending() == game.pending() and again.state.tasks == game.state.tasks
    assert again.legal_actions() == game.legal_actions()
    for a in game.legal_actions():
        assert parse_action(game, str(a)) == a
        assert parse_action(game, format_action(game, a)) == a


def _resolve_all(game) -> None:
    """Answer Mistfall's "you may pay" (paid with the Body Rune) and pass until the chain is done."""
    while game.state.chain:
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            game.apply(ChooseCard(d.context[1]))
        elif d.kind == "pay":
            game.apply(Pay((), (cid(game, "Body Rune"),)))
        else:
            pass_(game)


def test_383_3_d_mistfall_and_fiora_on_one_buff_are_ordered_in_one_decision():
    """383.3.d, 709, 383.3.a-b (Mistfall, Fiora, Worthy): buffing a 4-Might unit makes it Mighty in
    the same moment: Mistfall's buff ability and Fiora's "becomes Mighty" ability, both about that
    unit, are one ordering decision of their controller with both orders offered (not one placed
    by the engine after the other); whichever order is taken, each goes on the chain with the
    unit as its own subject. The pending decision round-trips through a position and notation."""
    game = _buff_game(["Fiora, Worthy"])
    sergeant, mistfall, fiora = (cid(game, "Vanguard Sergeant"), cid(game, "Mistfall"),
                                 cid(game, "Fiora, Worthy"))
    play(game, "play Stand United targeting Vanguard Sergeant")
    d = game.pending()
    assert (d.kind, d.player) == ("order_triggers", 0)
    items = sorted(zip(d.context.sources, d.context.ability, d.context.subjects, strict=True))
    assert items == sorted([(mistfall, "buff", (sergeant,)), (fiora, "mighty", (sergeant,))])
    assert sorted(a.order for a in game.legal_actions()) == sorted([(mistfall, fiora), (fiora, mistfall)])
    _round_trips(game)
    game.apply(OrderTriggers((fiora, mistfall)))  # Fiora's placed first: Mistfall's resolves first
    assert [(it.cid, it.kind, it.refs) for it in game.state.chain if it.kind != "spell"] == [
        (fiora, "mighty", (sergeant,)), (mistfall, "buff", (sergeant,))]
    check_invariants(game)


@pytest.mark.parametrize(("first", "ready"), [("Mistfall", True), ("Petty Officer", False)])
def test_383_3_d_each_order_of_a_subject_ability_and_another_gives_its_own_result(first, ready):
    """383.3.d, 340.1, 709: Mistfall ("ready it", on the buff) and a stand-in "when a unit of yours
    becomes Mighty, exhaust it" on Petty Officer trigger in one moment about the same unit. The
    first placed resolves last: Mistfall placed first readies the unit after the Officer's
    ability exhausted it (it ends ready); the Officer's placed first exhausts it after Mistfall
    readied it (it ends exhausted)."""
    game = _buff_game(["Petty Officer"])
    give_answer(game, "on:mighty", load_cards().by_name("Petty Officer").id, EXHAUST_IT)
    sergeant, mistfall, officer = (cid(game, "Vanguard Sergeant"), cid(game, "Mistfall"),
                                   cid(game, "Petty Officer"))
    play(game, "play Stand United targeting Vanguard Sergeant")
    d = game.pending()
    assert d.kind == "order_triggers" and sorted(d.context.sources) == sorted([mistfall, officer])
    assert sorted(a.order for a in game.legal_actions()) == sorted([(mistfall, officer), (officer, mistfall)])
    do(game, f"order {first}, {'Petty Officer' if first == 'Mistfall' else 'Mistfall'}")
    assert all(it.refs == (sergeant,) for it in game.state.chain if it.kind != "spell")
    _resolve_all(game)
    assert game.state.units[sergeant].exhausted is (not ready)
    resolved = [e.data[0] for e in game.log if e.kind == "resolve" and e.data[0] in (mistfall, officer)]
    assert resolved == ([officer, mistfall] if first == "Mistfall" else [mistfall, officer])
    check_invariants(game)


def test_383_3_d_two_abilities_of_one_source_are_two_separate_options():
    """383.3.d: Mistfall given a second ability (a stand-in "when a unit of yours becomes Mighty,
    exhaust it") triggers twice in one moment, on the buff and on the unit becoming Mighty: the
    two abilities of the one source are two items of the ordering, and both orders are offered,
    told apart by their place in the decision ("abilities"; the names alone are refused as
    ambiguous); each reads back and round-trips. The
    Mighty one placed first resolves last: the unit ends exhausted."""
    game = _buff_game([])
    give_answer(game, "on:mighty", load_cards().by_name("Mistfall").id, EXHAUST_IT)
    sergeant, mistfall = cid(game, "Vanguard Sergeant"), cid(game, "Mistfall")
    play(game, "play Stand United targeting Vanguard Sergeant")
    d = game.pending()
    assert d.kind == "order_triggers" and d.context.sources == (mistfall, mistfall)
    assert d.context.ability == ("buff", "mighty") and d.context.subjects == ((sergeant,), (sergeant,))
    legal = game.legal_actions()
    assert legal == [OrderTriggers((mistfall, mistfall), (0, 1)), OrderTriggers((mistfall, mistfall), (1, 0))]
    assert str(legal[1]) == f"order #{mistfall}, #{mistfall} abilities 1, 0"
    _round_trips(game)
    with pytest.raises(NotationError, match="abilities"):  # the names alone don't say which
        parse_action(game, "order Mistfall, Mistfall")
    do(game, "order Mistfall, Mistfall abilities 1, 0")  # the Mighty one first: it resolves last
    assert [(it.kind, it.refs) for it in game.state.chain if it.kind != "spell"] == [
        ("mighty", (sergeant,)), ("buff", (sergeant,))]
    _resolve_all(game)
    assert game.state.units[sergeant].exhausted is True
    check_invariants(game)


def test_383_3_d_1_in_2v2_each_player_orders_their_own_abilities():
    """383.3.d.1, 464.2.e.1, 740.1.a (Mask of Foresight, Crackshot Corsair): in 2v2 P0's Crackshot
    Corsair attacks alone; its attack ability and P0's Mask are P0's to order, in one decision (the
    Mask's with the Corsair as its subject); then P2, P0's teammate, orders their own two Masks
    (a ready and an exhausted one: not interchangeable), each about the Corsair too. P0's are
    placed first (the attacker's), P2's after; all three Masks give the Corsair +1 Might."""
    game = load_position({
        "mode": "2v2",
        "players": [{"deck": DECK, "base": ["Crackshot Corsair"], "gear": ["Mask of Foresight"]},
                    {"deck": DECK},
                    {"deck": DECK, "gear": ["Mask of Foresight",
                                            {"card": "Mask of Foresight", "exhausted": True}]},
                    {"deck": DECK}],
        "battlefields": [{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1},
                                                     {"card": "Daring Poro", "controller": 1}]},
                         {}, {}]})
    g = game.state
    corsair = cid(game, "Crackshot Corsair")
    masks = {p: sorted(c for c, x in g.gear.items() if x.controller == p) for p in (0, 2)}
    do(game, "move Crackshot Corsair to bf 0")
    d = game.pending()
    assert (d.kind, d.player) == ("order_triggers", 0)
    assert d.context == (("attack", "alone"), (corsair, masks[0][0]), ((), (corsair,)))
    _round_trips(game)
    game.apply(OrderTriggers((masks[0][0], corsair)))
    seen = []
    while g.showdown is not None and g.showdown.combat:
        d = game.pending()
        if d.kind == "order_triggers":
            seen.append((d.player, d.context))
            assert sorted(a.order for a in game.legal_actions()) == sorted(
                [tuple(masks[2]), tuple(masks[2][::-1])])
            _round_trips(game)
            game.apply(game.legal_actions()[0])
            placed = [(it.controller, it.cid, it.refs) for it in g.chain]
            assert placed == [(0, masks[0][0], (corsair,)), (0, corsair, ()),
                              (2, masks[2][0], (corsair,)), (2, masks[2][1], (corsair,))]
        elif d.kind == "choose_card":
            game.apply(game.legal_actions()[0])
        else:
            break
    assert seen == [(2, ("alone", tuple(masks[2]), ((corsair,), (corsair,))))]
    assert [e.data[0] for e in game.log if e.kind == "might"].count(corsair) == 3
    check_invariants(game)
