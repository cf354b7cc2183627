"""Rule 383 for abilities that trigger on events (383.1): "when I move", "when you play a spell",
"when you play a card on an opponent's turn", "the first time a friendly unit dies each turn",
"when you discard me". Abilities that trigger during a resolution wait until it has finished
(383.3.b); the abilities triggered by one action are all placed before anyone gains Priority,
each player ordering theirs, in turn order (383.3.d, 383.3.d.1); a "you may" at the start of an
effect is decided as the ability goes on the chain (383.3.a-b)."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, Pay
from riftbound.checks import check_invariants
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import cid, do, pass_, play, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def settle(game) -> None:
    """Pass Priority (and take the first option of any pick) until the chain is empty."""
    while game.pending().kind in ("priority", "choose_card"):
        game.apply(game.legal_actions()[0])


def p1_turn(p0: dict, p1: dict) -> object:
    """P1's Main Phase (turn 2), P0 with a Reaction to answer P1's spell."""
    return load_position({"players": [{"deck": DECK, **p0}, {"deck": DECK, **p1}],
                          "turn_player": 1, "turn": 2})


def test_383_3_d_one_spell_played_triggers_two_different_abilities_placed_together():
    """383.3.d, 383.1, 419.4.a: on P1's turn P0 answers with Discipline; once it has resolved, the
    act of playing it is complete (419.4.a): one event that triggers Ravenbloom Student ("when you
    play a spell") and Viktor, Innovator ("when you play a card on an opponent's turn"). Both
    abilities go on the chain (above Stupefy, still waiting) before anyone gains Priority, in the
    order P0 chooses (they are of two kinds, ordered together); then the Student has +1 Might this
    turn and a Recruit token enters P0's base."""
    game = p1_turn({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                    "base": ["Ravenbloom Student", "Viktor, Innovator"]},
                   {"hand": ["Stupefy", "Discipline"], "runes": ["Calm Rune"] * 3})
    student = cid(game, "Ravenbloom Student")
    play(game, f"P1: play Stupefy targeting #{student}")
    pass_(game)
    play(game, f"P0: play Discipline targeting #{student}")
    viktor = cid(game, "Viktor, Innovator")
    assert not any(it.kind in ("play_spell", "play_card") for it in game.state.chain)  # not yet
    while game.pending().kind == "priority":  # Discipline resolves
        pass_(game)
    assert game.pending().kind == "order_triggers" and len(game.legal_actions()) == 2
    do(game, f"P0: order #{student}, #{viktor}")
    assert [it.kind for it in game.state.chain] == ["spell", "play_spell", "play_card"]
    assert all(it.finalized for it in game.state.chain)
    assert (game.pending().kind, game.pending().player) == ("priority", 1)  # P0 could only pass
    settle(game)
    recruits = [u for u in game.state.units.values() if game.state.cards[u.cid].is_token]
    assert [(u.controller, u.loc) for u in recruits] == [(0, -1)]
    # 2 printed, +1 (its ability), +2 (Discipline), -1 (Stupefy)
    assert game.state.units[student].turn_might == 2
    check_invariants(game)


def test_383_1_viktor_innovator_does_not_trigger_on_his_controllers_own_turn():
    """383.1 (condition "on an opponent's turn"): P0 plays Discipline on their own turn: Viktor,
    Innovator's ability does not trigger; no token."""
    game = position({"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                     "base": ["Viktor, Innovator"]}, {"deck": DECK})
    play(game, "play Discipline targeting Viktor, Innovator")
    settle(game)
    assert kinds(game, "trigger", "token") == [] and len(game.state.units) == 1


def test_383_3_b_a_move_by_a_spell_triggers_once_the_spell_has_finished():
    """383.3.b, 449, 340.1: P0's Charm moves P1's Traveling Merchant to a battlefield; the Merchant's
    "when I move" ability (an opponent's) waits until Charm is in the trash, then goes on the chain
    for P1: P1 discards 1, then draws 1."""
    game = position({"deck": DECK, "hand": ["Charm"], "runes": ["Calm Rune"] * 2},
                    {"deck": DECK, "hand": ["Petty Officer"], "base": ["Traveling Merchant"]})
    merchant = cid(game, "Traveling Merchant")
    play(game, f"play Charm targeting #{merchant} to bf 1")
    settle(game)
    assert kinds(game, "effect_move", "spell_done", "trigger", "discard", "draw") == [
        "effect_move", "spell_done", "trigger", "discard", "draw"]
    p1 = game.state.players[1]
    assert [game.state.cards[c].name for c in p1.trash] == ["Petty Officer"] and len(p1.hand) == 1
    assert game.state.units[merchant].loc == 1
    check_invariants(game)


def test_383_3_d_1_deathknells_of_both_players_are_placed_turn_player_first():
    """383.3.d.1, 383.3.b, 340.1: Cull the Weak kills a Soaring Scout of each player; after the spell,
    P0's (the turn player's) Deathknell is placed first and P1's last, so P1's resolves first."""
    game = position({"deck": DECK, "hand": ["Cull the Weak"], "runes": ["Order Rune"] * 2,
                     "base": ["Soaring Scout"], "rune_deck": ["Calm Rune"]},
                    {"deck": DECK, "base": ["Soaring Scout"], "rune_deck": ["Calm Rune"]})
    s0 = next(u.cid for u in game.state.units.values() if u.controller == 0)
    s1 = next(u.cid for u in game.state.units.values() if u.controller == 1)
    play(game, "play Cull the Weak")
    settle(game)
    assert [e.data[0] for e in game.log if e.kind == "trigger"] == [s0, s1]
    assert [e.player for e in game.log if e.kind == "channel"][-2:] == [1, 0]
    check_invariants(game)


def test_428_1_a_1_b_a_pending_deathknell_survives_saving_and_loading_mid_resolution():
    """428.1.a.1.b, 411.1: while Cull the Weak resolves P0 has killed Soaring Scout and P1 is
    picking their unit; the Scout's Deathknell is on the chain already, a pending item, just below
    the resolving spell (ruling 116); the position saves and loads the same, and the loaded game
    finalizes and resolves it once the spell has finished."""
    game = position({"deck": DECK, "hand": ["Cull the Weak"], "runes": ["Order Rune"] * 2,
                     "base": ["Soaring Scout"], "rune_deck": ["Calm Rune"]},
                    {"deck": DECK, "base": ["Stalwart Poro", "Daring Poro"]})
    play(game, "play Cull the Weak")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("choose_card", 1, "kill_pick")
    scout = cid(game, "Soaring Scout")
    assert [(it.cid, it.kind, it.finalized) for it in game.state.chain][:1] == [(scout, "die", False)]
    assert not any(t[0] == "order_own_death" for t in game.state.tasks)
    again = load_position(dump_position(game))
    assert again.state.tasks == game.state.tasks and again.pending() == game.pending()
    for g in (game, again):
        g.apply(g.legal_actions()[0])
        settle(g)
        assert kinds(g, "trigger", "kill", "spell_done", "finalize")[-3:] == ["kill", "spell_done",
                                                                              "finalize"]
        assert g.state.players[0].rune_exhausted[-1]
    assert dump_position(game) == dump_position(again)


def test_383_1_the_first_time_a_friendly_unit_dies_each_turn_only_once():
    """383.1 ("the first time ... each turn"), 383.2.c.2: Wraith of Echoes draws when the turn's
    first friendly unit dies, not for the second; a count already in the position ("this_turn")
    means the first death happened earlier this turn."""
    game = position({"deck": DECK, "hand": ["Cull the Weak", "Cull the Weak"],
                     "runes": ["Order Rune"] * 6, "base": ["Wraith of Echoes", "Petty Officer",
                                                           "Laurent Duelist"]},
                    {"deck": DECK})
    officer = cid(game, "Petty Officer", "base")
    play(game, "play Cull the Weak")
    while game.pending().kind == "priority":
        pass_(game)
    game.apply(ChooseCard(officer))
    settle(game)
    hand = game.state.players[0].hand
    assert len(hand) == 2 and game.state.counts["friendly_dies:0"] == 1
    duelist = cid(game, "Laurent Duelist", "base")
    play(game, "play Cull the Weak")
    while game.pending().kind == "priority":
        pass_(game)
    game.apply(ChooseCard(duelist))
    settle(game)
    assert len(game.state.players[0].hand) == 1  # no second draw
    data = dump_position(game)
    assert data["this_turn"]["friendly_dies:0"] == 2


def test_383_2_c_2_wraith_of_echoes_does_not_see_a_death_at_the_same_time_as_its_own():
    """383.2.c.2, 323.5: Wraith of Echoes and a Soaring Scout die in the same cleanup (combat):
    the Wraith has left the board with the Scout, so it does not draw; the Scout's Deathknell
    still channels."""
    game = position({"deck": DECK, "base": ["Wraith of Echoes", "Soaring Scout"],
                     "rune_deck": ["Calm Rune"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Stalwart Poro", "might_this_turn": 20}]}, {}])
    do(game, "move Wraith of Echoes, Soaring Scout to bf 0")
    while game.pending().kind in ("focus", "assign", "priority"):
        game.apply(game.legal_actions()[0])
    assert game.state.players[0].hand == [] and len(game.state.players[0].trash) == 2
    assert game.state.players[0].rune_exhausted == [True]
    assert [game.state.cards[e.data[0]].name for e in game.log if e.kind == "trigger"] == [
        "Soaring Scout"]


def test_383_3_a_a_you_may_ability_is_decided_as_it_goes_on_the_chain_and_round_trips():
    """383.3.a-b, 740.4.a.2, 404, 422: Get Excited! makes P0 discard Flame Chompers; once the spell
    has finished, its ability goes on the chain pending, and P0 decides there: decline, or perform
    it (the option is the card itself); performing, P0 then pays its Fury Power in the ability's
    "pay" decision (a ready or an exhausted Fury rune recycled), or declines there (404.2). Each
    option is written and read back in notation; the position at each decision saves and loads the
    same. Declining removes the ability (383.3.a.2)."""
    game = position({"deck": DECK, "hand": ["Get Excited!", "Flame Chompers"],
                     "runes": ["Fury Rune"] * 4},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Daring Poro",
                                                               "might_this_turn": 5}]}, {}])
    play(game, "play Get Excited! targeting Daring Poro")
    while game.pending().kind == "priority":
        pass_(game)
    chompers = cid(game, "Flame Chompers")
    d = game.pending()
    assert d.context == ("trigger_may", chompers, "discard")
    (item,) = game.state.chain
    assert (item.cid, item.kind, item.finalized) == (chompers, "discard", False)
    legal = game.legal_actions()
    assert legal == [ChooseCard(-1), ChooseCard(chompers)]
    for a in legal:
        assert parse_action(game, format_action(game, a)) == a
    again = load_position(dump_position(game))
    assert again.pending() == d and again.state.chain == game.state.chain
    assert again.legal_actions() == legal
    paying = load_position(dump_position(game))
    paying.apply(ChooseCard(chompers))
    d = paying.pending()
    assert (d.kind, d.context) == ("pay", (chompers,))
    p0 = paying.state.players[0]
    ready = min(r for r, ex in zip(p0.runes, p0.rune_exhausted, strict=True) if not ex)
    spent = min(r for r, ex in zip(p0.runes, p0.rune_exhausted, strict=True) if ex)
    pays = [a for a in paying.legal_actions() if isinstance(a, Pay)]
    assert sorted(a.recycle for a in pays) == sorted([(ready,), (spent,)])
    assert Pass() in paying.legal_actions()
    for a in paying.legal_actions():
        assert parse_action(paying, format_action(paying, a)) == a
    assert load_position(dump_position(paying)).legal_actions() == paying.legal_actions()
    again.apply(ChooseCard(-1))
    assert not again.state.chain and chompers in again.state.players[0].trash
    assert kinds(again, "trigger_declined") == ["trigger_declined"]
    assert again.pending().kind == "main"


def test_383_1_a_death_counted_earlier_this_turn_in_a_position_means_no_draw():
    """383.1 ("the first time ... each turn"): a position whose "this_turn" counts say a friendly unit of P0
    already died this turn: Wraith of Echoes does not draw for the next death."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4,
                     "base": ["Wraith of Echoes"]},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}],
                    this_turn={"friendly_dies:0": 1})
    play(game, "play Void Seeker targeting Daring Poro")
    settle(game)
    assert len(game.state.players[0].hand) == 1  # Void Seeker's own draw only
    assert kinds(game, "kill", "trigger") == ["kill"] and game.state.counts["friendly_dies:0"] == 2


def test_383_3_d_a_deathknell_goes_on_the_chain_before_a_friendly_death_ability_of_its_controller():
    """383.3.d's exception, 323.4-323.5, 808.1.d.2, 428.1.a.1.b: Soaring Scout dies (Void Seeker's
    damage, in the cleanup) with Wraith of Echoes on the board: its Deathknell triggers before it
    dies and goes on the chain first; the Wraith's ability, which its death triggers, goes after.
    P0 is not asked to order them; the Wraith's resolves first (340.1). Earlier the engine let P0
    order both in one decision."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4,
                     "base": ["Wraith of Echoes"], "rune_deck": ["Calm Rune"]},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 0, "units": ["Soaring Scout"]}, {}])
    play(game, "play Void Seeker targeting Soaring Scout")
    pass_(game)
    scout, wraith = cid(game, "Soaring Scout"), cid(game, "Wraith of Echoes")
    assert game.pending().kind == "priority"
    # the Wraith's item carries its event's subject, the dead Scout (383.1: one item per death)
    assert [(it.cid, it.kind, it.refs) for it in game.state.chain] == [(scout, "die", ()),
                                                                       (wraith, "friendly_dies", (scout,))]
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()


def test_383_3_b_abilities_triggered_during_a_resolution_are_placed_before_priority() -> None:
    """383.3.b, 337.4: found by `riftbound soak`. Hidden Blade, played from facedown over Noxian
    Drummer's ability, kills a Recruit token as it resolves: the "when a friendly unit dies"
    ability it triggers goes on the chain (above the Drummer's) before anyone gains Priority
    again; the engine's invariants check that no decision is taken while it waits."""
    from riftbound import Game, origins_decks
    from riftbound.bots import RandomBot

    decks = origins_decks()
    seed = 41001103
    game = Game.new([decks[1], decks[2]], seed=seed)
    bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
    while not game.is_over():
        game.apply(bots[game.to_move()].choose(game))
        check_invariants(game)
    assert any(e.kind == "trigger" for e in game.log)


def test_383_2_a_1_a_triggered_ability_lives_on_without_its_source():
    """383.2.a.1 (the Sona example), 384.2: Traveling Merchant moves and its "when I move"
    ability triggers; before it is placed on the chain an effect kills the Merchant. The ability
    exists apart from its source: it still goes on the chain and resolves (discard 1, draw 1)."""
    from riftbound.formats.judge import apply_board, parse_board

    game = position({"deck": DECK, "base": ["Traveling Merchant"], "hand": ["Daring Poro"]},
                    {"deck": DECK})
    merchant, poro = cid(game, "Traveling Merchant"), cid(game, "Daring Poro")
    game.stepping = True  # stop while the ability waits to be placed
    do(game, "move Traveling Merchant to bf 0")
    assert game.pending().kind == "order_triggers"
    apply_board(game, parse_board(game, "kill Traveling Merchant"))
    assert merchant not in game.state.units
    game.stepping = False
    do(game, "order Traveling Merchant")
    settle(game)
    g = game.state
    assert poro in g.players[0].trash and len(g.players[0].hand) == 1  # discarded 1, drew 1
    assert any(e.kind == "resolve" and e.data[0] == merchant for e in game.log)
