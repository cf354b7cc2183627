"""Scenario tests: the Origins Mind cards of the first card wave (issue 12), each played from a small
position with actions in notation and its result asserted. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, PlaySpell
from riftbound.checks import check_invariants
from tests.spell_helpers import card_text, cid, do, might_of, play, position

DECK = ["Petty Officer", "Wielder of Water", "Pakaa Cub", "Mystic Poro", "Stormclaw Ursine"]


def settle(game) -> None:
    """Pass Priority (and take the first option of any pick) until the chain is empty."""
    while game.pending().kind in ("priority", "choose_card"):
        game.apply(game.legal_actions()[0])


def names(game, cids) -> list[str]:
    return sorted(game.state.cards[c].name for c in cids)


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_the_cards_have_no_errata_and_the_keywords_read():
    """808.1.b, 811, 813: the cards' keywords come from the card table (none has errata)."""
    assert "Deathknell" in card_text("Watchful Sentry")["keywords"]
    assert "Hidden" in card_text("Blastcone Fae")["keywords"]
    assert "Reaction" in card_text("Retreat")["keywords"]
    for name in ("Watchful Sentry", "Thousand-Tailed Watcher", "Blastcone Fae", "Progress Day",
                 "Unchecked Power", "Retreat", "Seal of Insight", "Garbage Grabber"):
        assert card_text(name)["errata"] == [], name


# --- Watchful Sentry ------------------------------------------------------------------------------

def test_watchful_sentry_draws_its_controller_a_card_as_it_dies():
    """808.1.c, 413: Void Seeker kills P1's Watchful Sentry at a battlefield; its Deathknell draws
    P1 one card (P0 draws one with Void Seeker)."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Watchful Sentry"]}, {}])
    play(game, "play Void Seeker targeting Watchful Sentry")
    settle(game)
    g = game.state
    assert cid(game, "Watchful Sentry") in g.players[1].trash and len(g.players[1].hand) == 1
    check_invariants(game)


# --- Thousand-Tailed Watcher ----------------------------------------------------------------------

def test_thousand_tailed_watcher_shrinks_every_enemy_unit_for_the_turn_not_below_1():
    """383.4.a, 477.3.b, 317.2.c: its Play Effect gives every enemy unit, in a base or at a
    battlefield, -3 Might this turn, none below 1; friendly units are untouched; it ends with the
    turn."""
    game = position({"hand": ["Thousand-Tailed Watcher"], "deck": DECK, "runes": ["Mind Rune"] * 9,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Laurent Duelist", "Daring Poro"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    duelist, poro = cid(game, "Laurent Duelist"), cid(game, "Daring Poro")
    stalwart, sergeant = cid(game, "Stalwart Poro"), cid(game, "Vanguard Sergeant")
    before = {c: might_of(game, c) for c in (duelist, poro, stalwart, sergeant)}
    play(game, "play Thousand-Tailed Watcher to base")
    settle(game)
    for c in (duelist, poro, stalwart):
        assert might_of(game, c) == max(before[c] - 3, 1), game.state.cards[c].name
    assert might_of(game, sergeant) == before[sergeant]
    assert might_of(game, cid(game, "Thousand-Tailed Watcher")) == 7
    do(game, "end turn")
    assert all(might_of(game, c) == before[c] for c in (duelist, poro, stalwart))


# --- Blastcone Fae --------------------------------------------------------------------------------

def test_blastcone_fae_gives_a_chosen_unit_minus_2_not_below_1():
    """383.4.a.2, 355.5, 477.3.b: its Play Effect's target is any unit, chosen as it goes on the
    chain (enemy and friendly units, itself too); a 2 Might unit drops only to 1."""
    game = position({"hand": ["Blastcone Fae"], "deck": DECK, "runes": ["Mind Rune"] * 3,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Laurent Duelist"]})
    play(game, "play Blastcone Fae to base")
    assert names(game, [a.card for a in game.legal_actions()]) == [
        "Blastcone Fae", "Laurent Duelist", "Vanguard Sergeant"]
    duelist = cid(game, "Laurent Duelist")
    before = might_of(game, duelist)
    do(game, "choose Laurent Duelist")
    settle(game)
    assert might_of(game, duelist) == max(before - 2, 1)
    check_invariants(game)


# --- Progress Day ---------------------------------------------------------------------------------

def test_progress_day_draws_four():
    """413: Progress Day draws its controller four cards from their Main Deck."""
    game = position({"hand": ["Progress Day"], "deck": DECK, "runes": ["Mind Rune"] * 7}, {"deck": DECK})
    deck = list(game.state.players[0].deck)
    play(game, "play Progress Day")
    settle(game)
    p0 = game.state.players[0]
    assert len(p0.hand) == 4 and set(p0.hand) <= set(deck) and len(p0.deck) == len(deck) - 4


# --- Unchecked Power ------------------------------------------------------------------------------

def test_unchecked_power_exhausts_friendly_units_and_deals_12_at_battlefields_only():
    """414, 417, 359.3.d: every friendly unit is exhausted first, then each unit at a battlefield
    (friendly ones too) takes 12 and dies; units in a base take none."""
    game = position({"hand": ["Unchecked Power"], "deck": DECK, "runes": ["Mind Rune"] * 9,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    {"deck": DECK, "base": [{"card": "Laurent Duelist", "exhausted": False}]},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "exhausted": False}]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    play(game, "play Unchecked Power")
    settle(game)
    g = game.state
    sergeant, duelist = cid(game, "Vanguard Sergeant"), cid(game, "Laurent Duelist")
    assert g.units[sergeant].exhausted and g.units[sergeant].damage == 0
    assert not g.units[duelist].exhausted and g.units[duelist].damage == 0  # an enemy unit: not exhausted
    assert cid(game, "Daring Poro") in g.players[0].trash and cid(game, "Stalwart Poro") in g.players[1].trash
    check_invariants(game)


# --- Retreat --------------------------------------------------------------------------------------

def test_retreat_answers_a_spell_returning_the_unit_and_its_owner_channels():
    """813, 359.3.e.4, 430.3: with Void Seeker on the chain aimed at P1's unit, P1 plays Retreat (a
    Reaction): the unit goes back to its owner's hand and P1 channels a rune exhausted; Void Seeker
    then finds no legal target and deals nothing."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "hand": ["Retreat"], "runes": ["Mind Rune"],
                     "rune_deck": ["Mind Rune", "Mind Rune"]},
                    battlefields=[{"controller": 1, "units": ["Laurent Duelist"]}, {}])
    duelist = cid(game, "Laurent Duelist")
    play(game, "play Void Seeker targeting Laurent Duelist")
    play(game, "play Retreat targeting Laurent Duelist")
    settle(game)
    p1 = game.state.players[1]
    assert duelist in p1.hand and duelist not in game.state.units
    assert len(p1.runes) == 2 and p1.rune_exhausted[-1] is True and len(p1.rune_deck) == 1
    check_invariants(game)


def test_retreat_the_owner_of_the_returned_unit_channels_not_the_other_player():
    """430.3, 359.3.e.4: P0 returns their own unit; P0 (its owner) channels the rune, though the
    target is written as lost once the unit left the board; P1, with a rune deck too, channels
    nothing (the owner was once read from the lost target, -1, and P1 channelled)."""
    game = position({"deck": DECK, "hand": ["Retreat"], "runes": ["Mind Rune"],
                     "rune_deck": ["Mind Rune", "Mind Rune"], "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "rune_deck": ["Calm Rune", "Calm Rune"]})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Retreat targeting Vanguard Sergeant")
    settle(game)
    p0, p1 = game.state.players
    assert sergeant in p0.hand
    assert len(p0.runes) == 2 and p0.rune_exhausted[-1] is True and len(p0.rune_deck) == 1
    assert len(p1.rune_deck) == 2
    check_invariants(game)


def test_retreat_can_only_choose_a_friendly_unit_and_channels_nothing_if_it_leaves():
    """355.8, 359.3.e.14.a: Retreat's target must be friendly; once the chosen unit has left the board
    before it resolves, nothing returns and the linked channel does not happen."""
    game = position({"deck": DECK, "hand": ["Retreat"], "runes": ["Mind Rune"],
                     "rune_deck": ["Mind Rune"], "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Calm Rune"] * 2,
                     "base": ["Laurent Duelist"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    retreat = cid(game, "Retreat")
    targets = [a.targets[0][0] for a in game.legal_actions()
               if isinstance(a, PlaySpell) and a.card == retreat]
    assert names(game, targets) == ["Daring Poro", "Vanguard Sergeant"]  # not P1's Laurent Duelist
    play(game, "play Retreat targeting Daring Poro")
    play(game, "play Gust targeting Daring Poro")
    settle(game)
    p0 = game.state.players[0]
    assert cid(game, "Daring Poro") in p0.hand and len(p0.rune_deck) == 1 and len(p0.runes) == 1


# --- Seal of Insight ------------------------------------------------------------------------------

def test_seal_of_insight_adds_mind_power_at_once():
    """429, 429.2, 135.2.e.2: exhausting Seal of Insight adds one Mind Power to its controller's
    pool without using the chain; exhausted, it can't be used again."""
    game = position({"deck": DECK, "gear": ["Seal of Insight"]}, {"deck": DECK})
    seal = cid(game, "Seal of Insight")
    game.apply(activations(game)[0])
    g = game.state
    assert g.players[0].pool_power == ["Mind"] and g.gear[seal].exhausted and not g.chain
    assert activations(game) == []


# --- Garbage Grabber ------------------------------------------------------------------------------

def test_garbage_grabber_recycles_three_pays_one_and_draws():
    """377.1, 416, 135.2.e.2: its cost is recycling 3 cards of its controller's trash, 1 Energy and
    exhausting it; it draws 1. With only 2 cards in the trash it can't be activated (404)."""
    short = position({"deck": DECK, "gear": ["Garbage Grabber"], "runes": ["Mind Rune"],
                      "trash": ["Vanguard Sergeant", "Laurent Duelist"]}, {"deck": DECK})
    assert activations(short) == []
    game = position({"deck": DECK, "gear": ["Garbage Grabber"], "runes": ["Mind Rune"],
                     "trash": ["Vanguard Sergeant", "Laurent Duelist", "Daring Poro"]}, {"deck": DECK})
    acts = activations(game)
    assert acts
    game.apply(acts[0])
    while game.pending().kind in ("pay", "choose_card"):
        game.apply(game.legal_actions()[0])
    settle(game)
    p0 = game.state.players[0]
    assert p0.trash == [] and len(p0.hand) == 1 and game.state.gear[cid(game, "Garbage Grabber")].exhausted
    assert len(p0.deck) == len(DECK) + 3 - 1
    check_invariants(game)


# --- Sprite Mother --------------------------------------------------------------------------------

def test_sprite_mother_plays_a_ready_sprite_where_it_is():
    """383.4.a, 182, 184.1, 359.3.f.2: its Play Effect plays a ready 3 Might Sprite token (with
    Temporary) for its controller where Sprite Mother is: here, at the battlefield it was played to."""
    game = position({"hand": ["Sprite Mother"], "deck": DECK, "runes": ["Mind Rune"] * 6},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    play(game, "play Sprite Mother to bf 0")
    settle(game)
    g = game.state
    sprites = [u for u in g.units.values() if g.cards[u.cid].is_token]
    assert len(sprites) == 1 and sprites[0].loc == 0 and not sprites[0].exhausted
    assert might_of(game, sprites[0].cid) == 3 and sprites[0].controller == 0
    check_invariants(game)


def test_sprite_mother_gone_before_it_resolves_plays_no_sprite():
    """359.3.f.2.a (ruling 34): returned to hand in response, Sprite Mother has no "here" as its
    Play Effect resolves, and no token is played."""
    game = position({"hand": ["Sprite Mother"], "deck": DECK, "runes": ["Mind Rune"] * 6},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    play(game, "play Sprite Mother to bf 0")
    play(game, "play Gust targeting Sprite Mother")
    settle(game)
    g = game.state
    assert cid(game, "Sprite Mother") in g.players[0].hand
    assert names(game, g.units) == ["Daring Poro"]  # no Sprite


# --- Convergent Mutation --------------------------------------------------------------------------

def test_convergent_mutation_raises_a_units_might_to_anothers_for_the_turn():
    """355.5, 477.3.b, 317.2.c (errata 2025-10-28: "this turn"): the first friendly unit gets the
    Might it lacks to equal the second's, read as it resolves; it ends with the turn. Both targets
    are friendly and different."""
    game = position({"hand": ["Convergent Mutation"], "deck": DECK, "runes": ["Mind Rune"] * 3,
                     "base": ["Daring Poro", "Vanguard Sergeant"]}, {"deck": DECK, "base": ["Mega-Mech"]})
    poro, sergeant = cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant")
    cm = cid(game, "Convergent Mutation")
    pairs = {a.targets for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == cm}
    assert pairs == {((poro,), (sergeant,)), ((sergeant,), (poro,))}
    small = might_of(game, poro)
    play(game, "play Convergent Mutation targeting Daring Poro; Vanguard Sergeant")
    settle(game)
    assert might_of(game, poro) == might_of(game, sergeant) > small
    do(game, "end turn")
    assert might_of(game, poro) == small


def test_convergent_mutation_never_lowers_might():
    """477.3.b: an increase: a unit already stronger than the other gets nothing."""
    game = position({"hand": ["Convergent Mutation"], "deck": DECK, "runes": ["Mind Rune"] * 3,
                     "base": ["Daring Poro", "Vanguard Sergeant"]}, {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant")
    before = might_of(game, sergeant)
    play(game, "play Convergent Mutation targeting Vanguard Sergeant; Daring Poro")
    settle(game)
    assert might_of(game, sergeant) == before


# --- Pit Crew -------------------------------------------------------------------------------------

def test_pit_crew_readies_when_its_controller_plays_a_gear_only():
    """383.1, 383.2.a.1, 415: playing a gear triggers it and it readies; playing a spell or a unit
    does not trigger it."""
    game = position({"hand": ["Seal of Insight", "Progress Day"], "deck": DECK, "runes": ["Mind Rune"] * 8,
                     "base": [{"card": "Pit Crew", "exhausted": True}]}, {"deck": DECK})
    crew = cid(game, "Pit Crew")
    play(game, "play Progress Day")
    settle(game)
    assert game.state.units[crew].exhausted
    play(game, "play Seal of Insight")
    settle(game)
    assert not game.state.units[crew].exhausted
    check_invariants(game)


# --- Dr. Mundo, Expert ----------------------------------------------------------------------------

def test_dr_mundo_has_might_for_each_card_in_his_controllers_trash():
    """364.3: +1 Might per card in his controller's trash (not the opponent's), read whenever his
    Might is."""
    game = position({"deck": DECK, "base": ["Dr. Mundo, Expert"], "trash": ["Vanguard Sergeant"] * 2},
                    {"deck": DECK, "trash": ["Laurent Duelist"] * 3})
    assert might_of(game, cid(game, "Dr. Mundo, Expert")) == 6 + 2


def test_dr_mundo_recycles_3_chosen_trash_cards_at_the_start_of_his_turn():
    """315.2.a, 383.1, 416.6, 416.5: at the start of his controller's Beginning Phase he recycles 3
    cards of their trash, picked one at a time as the ability resolves; they go to the bottom of the
    Main Deck and his Might drops with the trash."""
    trash = ["Vanguard Sergeant", "Laurent Duelist", "Daring Poro", "Stalwart Poro", "Mega-Mech"]
    game = position({"deck": DECK, "base": ["Dr. Mundo, Expert"], "trash": trash}, {"deck": DECK})
    mundo = cid(game, "Dr. Mundo, Expert")
    do(game, "end turn")
    settle_until = 0
    while game.pending().kind != "choose_card" and settle_until < 20:
        game.apply(game.legal_actions()[0])
        settle_until += 1
    g = game.state
    picks = []
    for _ in range(3):
        d = game.pending()
        assert d.kind == "choose_card" and d.context[0] == "recycle_pick" and d.player == 0
        options = [a.card for a in game.legal_actions()]
        assert set(options) <= set(g.players[0].trash) and not set(options) & set(picks)
        picks.append(options[-1])
        game.apply(game.legal_actions()[-1])
    p0 = g.players[0]
    assert len(p0.trash) == 2 and not set(picks) & set(p0.trash)
    assert set(p0.deck[:3]) == set(picks)  # the bottom of the Main Deck
    assert might_of(game, mundo) == 6 + 2


def test_dr_mundo_recycles_the_whole_trash_when_it_holds_3_or_fewer():
    """416.4: as many as possible: with 2 cards in the trash both are recycled, no choice asked."""
    game = position({"deck": DECK, "base": ["Dr. Mundo, Expert"],
                     "trash": ["Vanguard Sergeant", "Laurent Duelist"]}, {"deck": DECK})
    do(game, "end turn")
    n = 0
    while game.state.players[0].trash and n < 30:
        assert game.pending().context[:1] != ("recycle_pick",)
        game.apply(game.legal_actions()[0])
        n += 1
    assert game.state.players[0].trash == [] and any(e.kind == "recycle" for e in game.log)


# --- Teemo, Strategist ----------------------------------------------------------------------------

def _teemo_game(top5: list[str]):
    deck = ["Petty Officer", "Wielder of Water", *top5]  # the last cards are the top (the deck's end)
    return position({"deck": DECK, "base": [{"card": "Laurent Duelist", "exhausted": False}]},
                    {"deck": deck}, battlefields=[{"controller": 1, "units": ["Teemo, Strategist"]}, {}])


def test_teemo_strategist_defending_deals_1_per_revealed_hidden_card_then_recycles_them():
    """383.4.f, 424, 417, 416.5 (errata 2025-10-28): when Teemo defends, the enemy unit here (the
    attacker) is his target; his controller reveals the top 5 cards of their Main Deck; two have
    Hidden, so that unit is dealt 2 (one Deal, its source the ability's); the five go to the bottom."""
    top5 = ["Pakaa Cub", "Consult the Past", "Stalwart Poro", "Vanguard Sergeant", "Mystic Poro"]
    game = _teemo_game(top5)
    duelist, teemo = cid(game, "Laurent Duelist"), cid(game, "Teemo, Strategist")
    revealed = set(game.state.players[1].deck[-5:])
    do(game, "move Laurent Duelist to bf 0")
    for _ in range(20):
        if any(e.kind == "recycle" for e in game.log):
            break
        game.apply(game.legal_actions()[0])
    dmg = [e for e in game.log if e.kind == "damage"]
    assert dmg[0].data == (duelist, 2, teemo)
    p1 = game.state.players[1]
    assert set(p1.deck[:5]) == revealed and len(p1.deck) == 7


def test_teemo_strategist_with_no_hidden_card_deals_nothing():
    """715.4 (its own Teemo example): no card with Hidden revealed: no damage is dealt at all; the
    revealed cards are still recycled."""
    game = _teemo_game(["Stalwart Poro", "Vanguard Sergeant", "Mystic Poro", "Daring Poro", "Mega-Mech"])
    do(game, "move Laurent Duelist to bf 0")
    for _ in range(20):
        if any(e.kind == "recycle" for e in game.log):
            break
        game.apply(game.legal_actions()[0])
    kinds = [e.kind for e in game.log]
    assert "reveal" in kinds and "recycle" in kinds
    assert "damage" not in kinds[:kinds.index("recycle")]  # the ability dealt nothing (combat comes later)
