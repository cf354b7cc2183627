"""Scenario tests: the Origins gear of the champion decks (Scrapheap, Mask of Foresight, Mistfall,
Mushroom Pouch), each in play from a small position, with the results asserted. Each test names its
card; rule numbers lead the docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, EndTurn, Pass, Pay
from riftbound.checks import check_invariants
from riftbound.engine.events import fire
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Daring Poro", "Mountain Drake", "Daring Poro"]


def kinds(game, *wanted: str) -> list[str]:
    return [e.kind for e in game.state.log if e.kind in wanted]


def test_the_cards_are_gear_with_the_printed_costs():
    """147, 356 (Scrapheap, Mask of Foresight, Mistfall, Mushroom Pouch): the shared card table
    lists them as gear with these Energy costs and no Power."""
    for name, energy in (("Scrapheap", 2), ("Mask of Foresight", 2), ("Mistfall", 3),
                         ("Mushroom Pouch", 2)):
        rec = card_text(name)
        assert (rec["type"], rec["energy"], rec["power_cost"]) == ("Gear", energy, [])


# --- Scrapheap: played, discarded or killed: draw 1 --------------------------------------------------

def test_scrapheap_draws_when_played():
    """383.4.a.1-2, 337.2 (Scrapheap): once it has entered the board its Play Effect goes on the
    chain; the opponent may respond (Priority), then it resolves: its controller draws 1."""
    game = position({"deck": DECK, "hand": ["Scrapheap"], "runes": ["Chaos Rune"] * 2},
                    {"deck": DECK, "hand": ["Consult the Past"], "runes": ["Mind Rune"] * 4})
    heap = cid(game, "Scrapheap")
    play(game, "play Scrapheap")
    g = game.state
    assert heap in g.gear and [it.kind for it in g.chain] == ["trigger"]
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 1)
    data = dump_position(game)
    assert load_position(data).state.key() == g.key()
    pass_(game)
    assert not g.chain and len(g.players[0].hand) == 1
    assert kinds(game, "enter_gear", "trigger", "draw") == ["enter_gear", "trigger", "draw"]
    check_invariants(game)


def test_scrapheap_draws_when_discarded():
    """422.1, 383.2.c.1 (Scrapheap, Get Excited!): discarded by a spell, it is in the trash when its
    ability triggers and draws its controller a card; the spell deals its Energy cost, 2."""
    game = position({"deck": DECK, "hand": ["Get Excited!", "Scrapheap"], "runes": ["Fury Rune"] * 2},
                    {"deck": DECK}, battlefields=[{"units": [{"card": "Vanguard Sergeant",
                                                              "controller": 1}], "controller": 1}, {}])
    heap, sergeant = cid(game, "Scrapheap"), cid(game, "Vanguard Sergeant")
    play(game, "play Get Excited! targeting Vanguard Sergeant")
    while game.pending().kind == "priority":
        pass_(game)
    g = game.state
    assert heap in g.players[0].trash
    assert g.units[sergeant].damage == 2
    assert len(g.players[0].hand) == 1 and g.players[0].hand != [heap]
    assert kinds(game, "discard", "trigger", "draw") == ["discard", "trigger", "draw"]
    check_invariants(game)


def test_scrapheap_draws_when_killed():
    """428.1, 148.1.a.4, 383.2.c.1 (Scrapheap): killed, it goes to the trash and its "when killed"
    ability triggers from there: its controller draws 1."""
    game = position({"deck": DECK, "gear": ["Scrapheap"]}, {"deck": DECK})
    heap = cid(game, "Scrapheap")
    game._effect(("kill_gear", heap))
    while game.pending().kind == "priority":
        pass_(game)
    g = game.state
    assert heap not in g.gear and g.players[0].trash == [heap]
    assert len(g.players[0].hand) == 1
    check_invariants(game)


# --- Mask of Foresight: a friendly unit attacking or defending alone gets +1 Might this turn -----------

BF_WITH_ENEMY = [{"units": [{"card": "Stalwart Poro", "controller": 1}], "controller": 1}, {}]


def test_mask_of_foresight_gives_a_lone_attacker_one_might():
    """740.2.a, 383.4.e.2.b, 317.2.c (Mask of Foresight): a unit that attacks with no other friendly
    unit there triggers the Mask, which gives it +1 Might this turn: 4 becomes 5."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant"], "gear": ["Mask of Foresight"]},
                    {"deck": DECK}, battlefields=BF_WITH_ENEMY)
    sergeant = cid(game, "Vanguard Sergeant")
    assert might_of(game, sergeant) == 4
    do(game, "move Vanguard Sergeant to bf 0")
    g = game.state
    assert g.units[sergeant].turn_might == 1 and might_of(game, sergeant) == 5
    assert kinds(game, "alone") == ["alone"]
    check_invariants(game)


def test_mask_of_foresight_is_ordered_with_the_lone_attackers_own_attack_ability():
    """383.3.d, 464.2.e.1, 383.4.e.2.b (Mask of Foresight, Crackshot Corsair): Crackshot Corsair
    attacks alone: its attack ability and the Mask's trigger on the same event, and their controller
    orders them together (either may be placed first); the Mask still remembers the Corsair as the
    unit it gives +1 Might to, whatever the order."""
    enemies = [{"card": "Stalwart Poro", "controller": 1}, {"card": "Daring Poro", "controller": 1}]
    game = position({"deck": DECK, "base": ["Crackshot Corsair"], "gear": ["Mask of Foresight"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": enemies}, {}])
    corsair, mask = cid(game, "Crackshot Corsair"), cid(game, "Mask of Foresight")
    do(game, "move Crackshot Corsair to bf 0")
    d = game.pending()
    assert (d.kind, d.context) == ("order_triggers", (("attack", "alone"), (corsair, mask), ((), (corsair,))))
    assert sorted(a.order for a in game.legal_actions()) == sorted([(corsair, mask), (mask, corsair)])
    assert load_position(dump_position(game)).legal_actions() == game.legal_actions()
    do(game, "order Mask of Foresight, Crackshot Corsair")  # the Mask placed first: it resolves last
    assert [(it.cid, it.finalized) for it in game.state.chain] == [(mask, True), (corsair, False)]
    assert game.state.chain[0].refs == (corsair,)
    do(game, "choose Stalwart Poro")  # both resolve (P1 has nothing to answer with): Corsair's first
    log = [(e.kind, e.data[0]) for e in game.log if e.kind in ("resolve", "might")]
    assert log[:3] == [("resolve", corsair), ("resolve", mask), ("might", corsair)]
    check_invariants(game)


def test_mask_of_foresight_ignores_units_that_attack_together():
    """740.2.a, 383.4.e.2.b (Mask of Foresight): two friendly units attack together: neither is
    alone, so the Mask doesn't trigger."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant", "Petty Officer"],
                     "gear": ["Mask of Foresight"]}, {"deck": DECK}, battlefields=BF_WITH_ENEMY)
    do(game, "move Vanguard Sergeant, Petty Officer to bf 0")
    g = game.state
    assert all(u.turn_might == 0 for u in g.units.values())
    assert kinds(game, "alone", "trigger") == []


def test_mask_of_foresight_gives_a_lone_defender_one_might():
    """740.2.a, 383.4.f.2.b (Mask of Foresight): the opponent's Mask triggers for their unit that
    defends alone; the attacker (without a Mask) gets nothing."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "gear": ["Mask of Foresight"]},
                    battlefields=[{"units": [{"card": "Laurent Duelist", "controller": 1}],
                                   "controller": 1}, {}])
    sergeant, duelist = cid(game, "Vanguard Sergeant"), cid(game, "Laurent Duelist")
    do(game, "move Vanguard Sergeant to bf 0")
    while game.pending().kind == "priority":
        pass_(game)
    given = [e.data[:2] for e in game.state.log if e.kind == "might"]
    assert given == [(duelist, 1)] and sergeant != duelist


# --- Mistfall: when you buff a friendly unit, you may pay [Body] and exhaust this to ready it ---------

def _mistfall_game(mistfall: dict | str = "Mistfall", runes: list[str] | None = None):
    return position({"deck": DECK, "hand": ["Stand United"],
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}], "gear": [mistfall],
                     "runes": runes or ["Body Rune", "Calm Rune", "Calm Rune", "Calm Rune"]},
                    {"deck": DECK})


def test_mistfall_pays_body_and_exhausts_to_ready_the_buffed_unit():
    """383.3.a-b, 383.3.b.1, 404.1, 415 (Mistfall, Stand United): the buff triggers Mistfall once the
    spell has resolved; P0 performs it (the option is Mistfall itself), then pays [Body] (recycling
    the Body rune) in its "pay" decision, which exhausts Mistfall too, and it is finalized; it
    resolves and readies the buffed unit."""
    game = _mistfall_game()
    sergeant, mistfall, rune = cid(game, "Vanguard Sergeant"), cid(game, "Mistfall"), cid(game, "Body Rune")
    play(game, "play Stand United targeting Vanguard Sergeant")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[:2] == ("trigger_may", mistfall)
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(mistfall)]
    (item,) = game.state.chain
    assert item.refs == (sergeant,)  # the buffed unit is the ability's subject
    assert load_position(dump_position(game)).state.key() == game.state.key()
    game.apply(ChooseCard(mistfall))
    assert game.pending().kind == "pay" and not game.state.gear[mistfall].exhausted
    assert [a for a in game.legal_actions() if isinstance(a, Pay)] == [Pay((), (rune,))]
    game.apply(Pay((), (rune,)))
    while game.pending().kind == "priority":
        pass_(game)
    g = game.state
    assert g.units[sergeant].exhausted is False and g.units[sergeant].buffs == 1
    assert g.gear[mistfall].exhausted is True and rune not in g.players[0].runes
    assert g.players[0].pool_power == []
    check_invariants(game)


def test_mistfall_declined_leaves_the_unit_exhausted():
    """383.3.a.2 (Mistfall, Stand United): declining removes the ability from the chain: the rune
    and Mistfall stay as they were and the unit stays exhausted."""
    game = _mistfall_game()
    sergeant, mistfall, rune = cid(game, "Vanguard Sergeant"), cid(game, "Mistfall"), cid(game, "Body Rune")
    play(game, "play Stand United targeting Vanguard Sergeant")
    game.apply(ChooseCard(-1))
    g = game.state
    assert not g.chain and game.pending().kind == "main"
    assert g.units[sergeant].exhausted is True and g.gear[mistfall].exhausted is False
    assert rune in g.players[0].runes


def test_mistfall_payment_declined_leaves_mistfall_ready():
    """404.2, 383.3.b (Mistfall, Stand United): exhausting Mistfall is part of the cost paid with the
    Power: declining at the payment leaves Mistfall ready, the rune unspent, the unit exhausted."""
    game = _mistfall_game()
    sergeant, mistfall, rune = cid(game, "Vanguard Sergeant"), cid(game, "Mistfall"), cid(game, "Body Rune")
    play(game, "play Stand United targeting Vanguard Sergeant")
    game.apply(ChooseCard(mistfall))
    game.apply(Pass())
    g = game.state
    assert not g.chain and g.gear[mistfall].exhausted is False and rune in g.players[0].runes
    assert g.units[sergeant].exhausted is True


def test_exhausted_mistfall_cannot_pay_so_nothing_is_asked():
    """383.3.b.1, 414 (Mistfall, Stand United): an exhausted Mistfall can't pay the "exhaust this"
    part of its cost: declining is the only answer, taken without asking; the unit stays
    exhausted."""
    game = _mistfall_game({"card": "Mistfall", "exhausted": True})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Stand United targeting Vanguard Sergeant")
    assert game.pending().kind == "main"
    assert game.state.units[sergeant].exhausted is True
    assert kinds(game, "trigger_declined") == ["trigger_declined"]


def test_mistfall_without_body_power_cannot_pay():
    """383.3.b.1, 164.2.b (Mistfall, Stand United): with no Body rune there is no [Body] to pay:
    declining is the only answer."""
    game = _mistfall_game(runes=["Calm Rune"] * 4)
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Stand United targeting Vanguard Sergeant")
    assert game.pending().kind == "main" and game.state.units[sergeant].exhausted is True


def test_mistfall_does_not_trigger_on_an_enemy_unit():
    """383.2.a.1, 383.1 (Mistfall): the buffed unit must be friendly: an enemy unit's buff
    triggers nothing, a friendly unit's does."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant"], "gear": ["Mistfall"]},
                    {"deck": DECK, "base": ["Petty Officer"]})
    g = game.state
    assert fire(g, "buff", 0, cid(game, "Petty Officer")) is False
    assert fire(g, "buff", 0, cid(game, "Vanguard Sergeant")) is True


# --- Mushroom Pouch: at the start of your Beginning Phase, with a facedown card, draw 1 ----------------

def _pouch_game(facedown: bool):
    bf: dict = {"units": [{"card": "Stalwart Poro", "controller": 1}], "controller": 1}
    if facedown:
        bf["facedown"] = {"card": "Pakaa Cub", "controller": 1}
    return position({"deck": DECK}, {"deck": DECK, "gear": ["Mushroom Pouch"]},
                    battlefields=[bf, {}])


def test_mushroom_pouch_draws_with_a_facedown_card():
    """383.2.a.1, 315.2.a, 107.3 (Mushroom Pouch): P1 controls a facedown card at a battlefield, so
    at the start of their Beginning Phase the Pouch triggers: they draw 1 more than their Draw
    Phase card."""
    game = _pouch_game(facedown=True)
    game.apply(EndTurn())
    while game.pending().player != 1 or game.pending().kind != "main":
        pass_(game)
    g = game.state
    assert g.turn_player == 1 and len(g.players[1].hand) == 2
    assert kinds(game, "trigger") == ["trigger"]
    check_invariants(game)


def test_mushroom_pouch_does_nothing_without_a_facedown_card():
    """383.2.a.1 (Mushroom Pouch): without a facedown card the condition is not met: the Pouch
    doesn't trigger and only the Draw Phase card is drawn."""
    game = _pouch_game(facedown=False)
    game.apply(EndTurn())
    g = game.state
    assert g.turn_player == 1 and len(g.players[1].hand) == 1
    assert kinds(game, "trigger") == []


def test_two_mistfalls_are_ordered_and_keep_the_buffed_unit():
    """383.3.d, 383.3.a-b (Mistfall, Stand United): a ready and an exhausted Mistfall both trigger on
    one buff: their controller orders them (they are not interchangeable: only the ready one can
    pay); the decision names the buffed unit, round-trips through a position and notation, and both
    abilities carry that unit; both are placed pending before the first is finalized (337.1.b)."""
    from riftbound.formats.notation import format_action, parse_action

    game = position({"deck": DECK, "hand": ["Stand United"],
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                     "gear": ["Mistfall", {"card": "Mistfall", "exhausted": True}],
                     "runes": ["Body Rune", "Calm Rune", "Calm Rune", "Calm Rune"]}, {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant")
    ready, spent = sorted(c for c, x in game.state.gear.items())
    if game.state.gear[ready].exhausted:
        ready, spent = spent, ready
    play(game, "play Stand United targeting Vanguard Sergeant")
    d = game.pending()
    assert d.kind == "order_triggers" and d.context == (
        "buff", tuple(sorted((ready, spent))), ((sergeant,), (sergeant,)))
    assert load_position(dump_position(game)).state.key() == game.state.key()
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    game.apply(next(a for a in game.legal_actions() if a.order[0] == ready))
    # both go on the chain pending (401.1); after the cleanup the oldest, the ready one, is
    # finalized first and asks (319.3, 337.1.b); the exhausted one then declines by itself
    d = game.pending()
    assert d.kind == "choose_card" and d.context[:2] == ("trigger_may", ready)
    assert [(it.cid, it.refs, it.finalized) for it in game.state.chain] == [
        (ready, (sergeant,), False), (spent, (sergeant,), False)]
    assert load_position(dump_position(game)).state.key() == game.state.key()
    game.apply(ChooseCard(ready))
    game.apply(Pay((), (cid(game, "Body Rune"),)))
    g = game.state
    while game.pending().kind == "priority":
        pass_(game)
    assert g.units[sergeant].exhausted is False
    assert kinds(game, "trigger_declined") == ["trigger_declined"]
    check_invariants(game)
