"""Scenario tests for the cards of the Shenzhen Kai'Sa and Guangzhou Nasus lists added in card wave 3
(issue 13) and their mechanisms: restrictions on playing (engine/play_restrictions.py: a player who
can't play cards this turn, 390.4, 419.1, 419.3.c; a battlefield units can't be played to, 364.1,
355.2, 185.2.a). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import EndTurn, Move, Pass, PlayGear, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.play_restrictions import cant_play_cards, units_barred_at
from riftbound.engine.units import create_token
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.spell_helpers import cid, play, position

DECK = ["Vanguard Captain"] * 2 + ["Mystic Poro"] * 2
RECRUIT = "ogn-271-298"
CAPTAIN, SAGE = {"card": "Vanguard Captain", "controller": 0}, {"card": "Zephyr Sage", "controller": 0}


def test_entries_exist():
    """The cards of this file are played by their entries, not refused (docs/cards.md)."""
    for name in ("Brynhir Thundersong", "Rockfall Path"):
        assert card_support(load_cards().by_name(name)), name


# --- Rockfall Path: units can't be played here (364.1, 355.2, 185.2.a) -------------------------------

def rockfall_game(**p0):
    """P0 controls Rockfall Path (bf 0, a unit of theirs there) and a plain battlefield (bf 1); P0's
    hand holds a unit and an Ambush unit, with runes to pay."""
    return position({"deck": DECK, "hand": ["Mystic Poro", "Inferna"], "runes": ["Fury Rune"] * 6,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}], **p0},
                    {"deck": DECK, "base": [{"card": "Zephyr Sage"}]},
                    battlefields=[{"card": "Rockfall Path", "controller": 0,
                                   "units": [{"card": "Zephyr Sage", "controller": 0}]},
                                  {"controller": 0, "units": [CAPTAIN]}])


def test_rockfall_path_offers_no_unit_play_there_but_elsewhere():
    """355.2.a, 364.1: a controlled battlefield is normally a valid location; Rockfall Path is not
    (nor through Ambush's permission, 822.1.b, 355.2.b): the same units may still go to base and to
    the other battlefield, and units may still move there (a move is no play, 144)."""
    game = rockfall_game()
    units = [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert units and all(a.location != 0 for a in units)
    assert {a.location for a in units} == {-1, 1}
    assert any(isinstance(a, Move) and a.to == 0 for a in game.legal_actions())
    assert units_barred_at(game.state, 0) and not units_barred_at(game.state, 1)


def test_rockfall_path_without_it_the_battlefield_is_offered():
    """355.2, 364.1 (contrast): the same board with a plain battlefield in its place offers the play there."""
    game = position({"deck": DECK, "hand": ["Mystic Poro"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": [SAGE]},
                                                  {"controller": 0, "units": [SAGE]}])
    assert {a.location for a in game.legal_actions() if isinstance(a, PlayUnit)} == {-1, 0, 1}


def test_rockfall_path_bars_an_ambush_reaction_there():
    """822.1.b, 355.2.b: Ambush lets a unit be played as a Reaction to a battlefield where its player
    has units; at Rockfall Path it can't be (the restriction wins over the permission), at the other
    battlefield it can."""
    game = position({"deck": DECK, "hand": ["Inferna"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK, "hand": ["Stupefy"], "runes": ["Mind Rune"] * 3},
                    battlefields=[{"card": "Rockfall Path", "controller": 0,
                                   "units": [{"card": "Zephyr Sage", "controller": 0}]},
                                  {"controller": 0, "units": [CAPTAIN]}],
                    turn_player=1, turn=2)
    play(game, f"play Stupefy targeting #{cid(game, 'Zephyr Sage', 'bf 0')}")
    assert game.pending().player == 0 and game.pending().kind == "priority"
    ambush = [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert ambush and {a.location for a in ambush} == {1}


def test_rockfall_path_hidden_unit_cant_be_played_from_there():
    """811.1.d.1, 364.1: a unit hidden at a battlefield is played there from facedown; at Rockfall
    Path that play is not offered (a hidden spell there still is, 811.1.d.2)."""
    game = position({"deck": DECK, "runes": ["Mind Rune"] * 3},
                    {"deck": DECK},
                    battlefields=[{"card": "Rockfall Path", "controller": 0, "units": [SAGE],
                                   "facedown": {"card": "Blastcone Fae"}},
                                  {"controller": 0, "units": [{"card": "Vanguard Captain"}],
                                   "facedown": {"card": "Teemo, Scout"}}])
    plays = [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert [a.location for a in plays if a.card == cid(game, "Teemo, Scout")] == [1]
    assert not [a for a in plays if a.card == cid(game, "Blastcone Fae")]


def test_rockfall_path_a_token_played_there_is_not_played():
    """185.2.a, 364.1: a unit token is played like a unit: at Rockfall Path nothing is played (the
    effect plays what it can: nothing, 419.3.c); at a base or another battlefield it is."""
    game = rockfall_game()
    g = game.state
    n = len(g.units)
    assert create_token(g, 0, RECRUIT, 0) is None and len(g.units) == n
    assert create_token(g, 0, RECRUIT, 1) is not None and len(g.units) == n + 1
    check_invariants(game)


def test_rockfall_path_token_place_choice_leaves_it_out():
    """355.2.a: where an effect's token goes is chosen among valid locations: Sprite Call's choice
    lists the base and the plain battlefield, not Rockfall Path."""
    game = position({"deck": DECK, "hand": ["Sprite Call"], "runes": ["Mind Rune"] * 6},
                    {"deck": DECK},
                    battlefields=[{"card": "Rockfall Path", "controller": 0, "units": [SAGE]},
                                  {"controller": 0, "units": [{"card": "Vanguard Captain"}]}])
    spell = cid(game, "Sprite Call")
    play(game, "play Sprite Call")
    while game.pending().kind == "priority":
        game.apply(Pass())
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "token_location"
    options = {a.card for a in game.legal_actions()}
    assert options == {spell, game.state.battlefields[1].cid}


# --- Brynhir Thundersong: opponents can't play cards this turn (390.4, 419.1) ------------------------

def brynhir_game(brynhir: bool = True):
    """P0 with Brynhir Thundersong (or not), a ready unit in base and 6 Fury Runes; P1 with a
    Reaction spell and an Ambush unit, runes to pay for them, and a unit at bf 0."""
    return position({"deck": DECK, "hand": ["Brynhir Thundersong"] if brynhir else [],
                     "runes": ["Fury Rune"] * 6,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Stupefy", "Inferna"],
                     "runes": ["Mind Rune"] * 3 + ["Fury Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                                  {}])


def _card_plays(game) -> list:
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell | PlayUnit | PlayGear)]


def _resolve_chain(game) -> None:
    while game.state.chain:
        game.apply(Pass())


def test_brynhir_opponent_may_answer_before_the_play_effect_resolves():
    """383.4.a, 390.4: the restriction starts when the Play Effect resolves: while it waits on the
    chain, the opponent may still play a Reaction (Stupefy)."""
    game = brynhir_game()
    play(game, "play Brynhir Thundersong to base")
    while game.pending().player != 1:
        game.apply(Pass())
    assert game.pending().kind == "priority" and _card_plays(game)
    assert not cant_play_cards(game.state, 1)


def _to_p1_in_showdown(game) -> None:
    """P0 moves Vanguard Sergeant to bf 0 (P1's unit there: a combat, 460); P0 passes Focus until
    P1 decides (the game stops at forced decisions too, as a judge's stepping does)."""
    game.state.stepping = True
    game.apply(Move((cid(game, "Vanguard Sergeant"),), 0))
    while game.pending().player != 1:
        game.apply(Pass())


def test_brynhir_opponent_cant_play_cards_after_it_resolves():
    """390.4, 419.1: once the Play Effect has resolved, P1 is offered no card play for the rest of
    P0's turn, not even in the showdown of a combat where the same hand is offered without it (the
    contrast below); P0 is not restricted; the position format keeps the effect (the turn's counts)."""
    game = brynhir_game()
    play(game, "play Brynhir Thundersong to base")
    _resolve_chain(game)
    assert cant_play_cards(game.state, 1) and not cant_play_cards(game.state, 0)
    assert cant_play_cards(load_position(dump_position(game)).state, 1)
    _to_p1_in_showdown(game)
    assert game.pending().kind in ("focus", "priority")
    assert not _card_plays(game) and Pass() in game.legal_actions()
    check_invariants(game)
    contrast = brynhir_game(brynhir=False)
    _to_p1_in_showdown(contrast)
    assert _card_plays(contrast)


def test_brynhir_restriction_expires_with_the_turn():
    """317.2.c: the effect expires in P0's Expiration Step; on P1's turn their cards are offered."""
    game = brynhir_game()
    play(game, "play Brynhir Thundersong to base")
    _resolve_chain(game)
    game.apply(EndTurn())
    while not (game.pending().player == 1 and game.pending().kind == "main"):
        game.apply(game.legal_actions()[0])
    assert not cant_play_cards(game.state, 1)
    assert _card_plays(game)


def test_brynhir_stops_an_effect_playing_an_opponents_card():
    """419.3, 419.3.c: Temporal Breach banishes P1's unit and its owner would play it again; P1
    can't play cards, so nothing is played: the card stays banished (contrast: without the effect
    it comes back)."""
    for restricted in (True, False):
        game = position({"deck": DECK, "hand": ["Temporal Breach"], "runes": ["Mind Rune"] * 4},
                        {"deck": DECK, "base": [{"card": "Stalwart Poro"}]})
        if restricted:
            game.state.counts["turn_effect:no_plays:1"] = 1
        poro = cid(game, "Stalwart Poro")
        play(game, f"play Temporal Breach targeting #{poro}")
        _resolve_chain(game)
        assert (poro in game.state.players[1].banishment) is restricted
        assert (poro in game.state.units) is not restricted


# --- Bellows Breath: up to three units at one location, Repeat with a group of its own --------------

def bellows_game(runes: int = 4):
    """P0 with Bellows Breath and ``runes`` Mind Runes, a Vanguard Sergeant in base; P1 holding bf 0
    with Zephyr Sage, Vanguard Captain and Vanguard Sergeant, and a Zephyr Sage in base."""
    there = [{"card": n, "controller": 1} for n in ("Zephyr Sage", "Vanguard Captain", "Vanguard Sergeant")]
    return position({"deck": DECK, "hand": ["Bellows Breath"], "runes": ["Mind Rune"] * runes,
                     "base": [{"card": "Vanguard Sergeant"}]},
                    {"deck": DECK, "base": [{"card": "Zephyr Sage"}]},
                    battlefields=[{"controller": 1, "units": there}, {}])


def _bellows_plays(game) -> list[PlaySpell]:
    spell = cid(game, "Bellows Breath")
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell]


def _damage(game, name: str, where: str) -> int:
    return game.state.units[cid(game, name, where)].damage


def test_bellows_breath_groups_are_at_one_location():
    """355.11, 355.13: the groups offered are none, or one to three distinct units all at one
    location (a base is a location); never units of two locations; the repeat's slot is empty."""
    game = bellows_game()
    plays = _bellows_plays(game)
    g = game.state
    assert any(a.targets == ((), ()) for a in plays)
    for a in plays:
        group, repeat = a.targets
        assert repeat == () and len(group) <= 3 and len(set(group)) == len(group)
        assert len({g.units[c].loc for c in group}) <= 1
    assert any(len(a.targets[0]) == 3 for a in plays)
    sizes = {len(a.targets[0]) for a in plays if all(g.units[c].loc == -1 for c in a.targets[0])}
    assert sizes == {0, 1}  # P0's base: one unit (the empty group counted there too)


def _cast(game, group: tuple[int, ...], repeat: list[int] | None) -> None:
    """Play Bellows Breath on ``group``; pay the Repeat and pick ``repeat`` (then stop) or decline;
    pay; let the chain resolve."""
    from riftbound.actions import ChooseCard
    from tests.spell_helpers import pay

    spell = cid(game, "Bellows Breath")
    game.apply(next(a for a in _bellows_plays(game) if sorted(a.targets[0]) == sorted(group)))
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", spell)
    game.apply(ChooseCard(-1 if repeat is None else spell))
    for c in repeat or []:
        d = game.pending()
        assert d.kind == "choose_card" and d.context[0] == "same_location_repeat"
        game.apply(ChooseCard(c))
    if game.pending().kind == "choose_card":  # stop picking
        game.apply(ChooseCard(-1))
    pay(game)
    _resolve_chain(game)


def test_bellows_breath_deals_1_to_each_of_the_group():
    """359.3.d: each chosen unit takes 1; the others are untouched; without Repeat it acts once."""
    game = bellows_game()
    _cast(game, (cid(game, "Zephyr Sage", "bf 0"), cid(game, "Vanguard Captain", "bf 0")), None)
    assert _damage(game, "Zephyr Sage", "bf 0") == 1 and _damage(game, "Vanguard Captain", "bf 0") == 1
    assert _damage(game, "Vanguard Sergeant", "bf 0") == 0 and _damage(game, "Zephyr Sage", "base") == 0
    check_invariants(game)


def test_bellows_breath_repeat_chooses_its_own_group_elsewhere():
    """820.2, 820.2.a, ruling 95: with Repeat paid, the repeat's group is chosen as it is played and
    may be at another location: P1's base unit takes 1 from the repeat, the first group 1 each."""
    game = bellows_game()
    first = (cid(game, "Vanguard Captain", "bf 0"),)
    _cast(game, first, [cid(game, "Zephyr Sage", "base")])
    assert _damage(game, "Vanguard Captain", "bf 0") == 1 and _damage(game, "Zephyr Sage", "base") == 1
    assert _damage(game, "Zephyr Sage", "bf 0") == 0


def test_bellows_breath_repeat_may_choose_the_same_units_and_stays_at_one_location():
    """820.2.a: the repeat may choose the same unit again (2 damage in all); once its first unit
    is picked, only units at that location are offered (355.11), at most three (355.13)."""
    from riftbound.actions import ChooseCard
    from tests.spell_helpers import pay

    game = bellows_game()
    spell, sage = cid(game, "Bellows Breath"), cid(game, "Zephyr Sage", "bf 0")
    game.apply(next(a for a in _bellows_plays(game) if a.targets[0] == (sage,)))
    game.apply(ChooseCard(spell))
    first = {a.card for a in game.legal_actions()}
    assert cid(game, "Zephyr Sage", "base") in first and sage in first
    game.apply(ChooseCard(sage))
    after = {a.card for a in game.legal_actions()}
    g = game.state
    assert -1 in after and all(c == -1 or g.units[c].loc == 0 for c in after) and sage not in after
    game.apply(ChooseCard(cid(game, "Vanguard Captain", "bf 0")))
    game.apply(ChooseCard(cid(game, "Vanguard Sergeant", "bf 0")))
    assert game.pending().kind == "pay"  # three picked: the group is full
    pay(game)
    _resolve_chain(game)
    assert _damage(game, "Zephyr Sage", "bf 0") == 2
    assert _damage(game, "Vanguard Captain", "bf 0") == 1 and _damage(game, "Vanguard Sergeant", "bf 0") == 1


def test_bellows_breath_repeat_offered_only_when_payable():
    """355.16, 820.1.d: with one Mind Rune (exhausted for the Energy, recycled for the Power) the
    spell is payable but not with its Repeat cost too: declining is the only option, taken without
    asking, and the payment follows; with four runes paying is offered."""
    from riftbound.actions import ChooseCard

    game = bellows_game(runes=1)
    game.state.stepping = True  # stop at the forced decision too
    game.apply(next(a for a in _bellows_plays(game) if len(a.targets[0]) == 1))
    assert game.pending().kind == "choose_card" and game.legal_actions() == [ChooseCard(-1)]
    rich = bellows_game(runes=4)
    rich.apply(next(a for a in _bellows_plays(rich) if len(a.targets[0]) == 1))
    assert rich.pending().kind == "choose_card" and len(rich.legal_actions()) == 2


def test_bellows_breath_group_split_before_it_resolves_is_cut_to_a_subset():
    """355.11.b: a chosen unit moved to another location before the spell resolves: its controller
    picks a subset of the still legal units all at one location; only those take damage."""
    from riftbound.actions import ChooseCard
    from tests.spell_helpers import pay

    game = bellows_game()
    group = (cid(game, "Zephyr Sage", "bf 0"), cid(game, "Vanguard Captain", "bf 0"),
             cid(game, "Vanguard Sergeant", "bf 0"))
    game.apply(next(a for a in _bellows_plays(game) if sorted(a.targets[0]) == sorted(group)))
    game.apply(ChooseCard(-1))
    game.state.stepping = True
    pay(game)
    captain = cid(game, "Vanguard Captain", "bf 0")
    game.state.units[captain].loc = -2  # as a Reaction's move to its owner's base would do (P1's base)
    while game.pending().kind != "choose_card":
        game.apply(Pass())
    d = game.pending()
    assert d.context[0] == "same_location_subset" and d.player == 0
    assert {a.card for a in game.legal_actions()} == {-1, *group}
    game.apply(ChooseCard(group[0]))
    assert {a.card for a in game.legal_actions()} == {-1, group[2]}  # the captain is elsewhere now
    game.apply(ChooseCard(group[2]))
    _resolve_chain(game)
    g = game.state
    assert g.units[group[0]].damage == 1 and g.units[group[2]].damage == 1 and g.units[captain].damage == 0


# --- Siphoning Strike: 4 or 7 to a unit at a battlefield; when it dies this turn, channel (390.2) ---

def strike_game(calm: int = 4, fury: int = 0, extra: tuple[str, ...] = ()):
    """P0 with Siphoning Strike (and ``extra`` cards), ``calm`` Calm and ``fury`` Fury Runes and
    Mind Runes in the Rune Deck; P1 holding bf 0 with Zephyr Sage (6 Might), a Stalwart Poro in base."""
    return position({"deck": DECK, "hand": ["Siphoning Strike", *extra],
                     "runes": ["Calm Rune"] * calm + ["Fury Rune"] * fury, "rune_deck": ["Mind Rune"] * 3},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro"}]},
                    battlefields=[{"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1}]}, {}])


def _strike(game, target: int) -> None:
    play(game, f"play Siphoning Strike targeting #{target}")
    _resolve_chain(game)


def test_siphoning_strike_targets_only_units_at_a_battlefield():
    """355.5: 'a unit at a battlefield': the unit in a base is not offered."""
    game = strike_game()
    spell = cid(game, "Siphoning Strike")
    targets = {a.targets[0][0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell}
    assert targets == {cid(game, "Zephyr Sage")}


def test_siphoning_strike_deals_4_with_fewer_than_7_runes_and_nothing_waits_to_trigger_yet():
    """383.2.a.1: 6 runes as it resolves: 4 damage; the 6 Might unit survives, no rune is channeled
    (its delayed ability waits, 390.2)."""
    game = strike_game(calm=6)
    sage = cid(game, "Zephyr Sage")
    _strike(game, sage)
    g = game.state
    assert g.units[sage].damage == 4 and len(g.players[0].runes) == 6
    check_invariants(game)


def test_siphoning_strike_deals_7_with_7_runes_and_its_death_channels_1_exhausted():
    """383.2.a.1, 390.2, 430.3: with 7 runes it deals 7: the unit dies in the cleanup after it
    resolves, its delayed ability triggers and resolves: P0 channels a Mind Rune, exhausted."""
    game = strike_game(calm=7)
    sage = cid(game, "Zephyr Sage")
    _strike(game, sage)
    g = game.state
    p = g.players[0]
    assert sage not in g.units and sage in g.players[1].trash
    assert len(p.runes) == 8 and g.cards[p.runes[-1]].name == "Mind Rune" and p.rune_exhausted[-1]
    assert len(p.rune_deck) == 2
    check_invariants(game)


def test_siphoning_strike_triggers_when_the_unit_dies_later_this_turn():
    """390.2: the unit survives the strike (4 of 6) and dies later the same turn to Hextech Ray's 3:
    then the delayed ability triggers and P0 channels 1 rune exhausted."""
    game = strike_game(calm=4, fury=2, extra=("Hextech Ray",))
    sage = cid(game, "Zephyr Sage")
    _strike(game, sage)
    assert game.state.units[sage].damage == 4 and len(game.state.players[0].runes) == 6
    play(game, f"play Hextech Ray targeting #{sage}")
    _resolve_chain(game)
    g = game.state
    p = g.players[0]
    assert sage not in g.units and g.cards[p.runes[-1]].name == "Mind Rune" and p.rune_exhausted[-1]


def test_siphoning_strike_waits_only_this_turn():
    """390.2, 317.2.c: the delayed ability is gone once the turn ends (nothing waits on P1's turn)."""
    game = strike_game(calm=4)
    _strike(game, cid(game, "Zephyr Sage"))
    assert any(k.startswith("dthw:") for k in game.state.counts)
    game.apply(EndTurn())
    while not (game.pending().player == 1 and game.pending().kind == "main"):
        game.apply(game.legal_actions()[0])
    assert not any(k.startswith("dthw") for k in game.state.counts)


def test_hextech_ray_alone_channels_nothing():
    """390.2 (contrast): the same kill without Siphoning Strike's delayed ability channels nothing."""
    game = strike_game(calm=4, fury=2, extra=("Hextech Ray",))
    sage = cid(game, "Zephyr Sage")
    game.state.units[sage].damage = 4
    play(game, f"play Hextech Ray targeting #{sage}")
    _resolve_chain(game)
    p = game.state.players[0]
    assert sage not in game.state.units
    assert not any(game.state.cards[r].name == "Mind Rune" for r in p.runes)


# --- Nasus, Curator of the Sands: a 7+ unit, gear or activated ability: may exhaust, ready up to 2 runes

def nasus_game(hand: list[str], runes: int = 8, legend_exhausted: bool = False, base: list | None = None):
    """P0 with the Nasus legend (ready unless ``legend_exhausted``), ``hand`` and ``runes`` Mind
    Runes; P1 with a unit in base."""
    return position({"legend": "Nasus, Curator of the Sands", "legend_exhausted": legend_exhausted,
                     "deck": DECK, "hand": hand, "runes": ["Mind Rune"] * runes, "base": base or []},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro"}]})


def _exhausted_runes(game, player: int = 0) -> int:
    return sum(game.state.players[player].rune_exhausted)


def test_nasus_may_exhaust_to_ready_up_to_2_runes_after_a_7_cost_unit():
    """383.3.a-b, 419.4.a, 355.13: Mega-Mech (printed 7) played: the legend's ability triggers; its
    controller exhausts the legend as it is finalized, then picks two exhausted runes as targets,
    which ready as it resolves."""
    from riftbound.actions import ChooseCard

    game = nasus_game(["Mega-Mech"])
    play(game, "play Mega-Mech to base")
    assert _exhausted_runes(game) == 7
    while game.pending().kind == "priority" and not game.state.chain:
        game.apply(Pass())
    d = game.pending()
    legend = game.state.players[0].legend
    assert d.kind == "choose_card" and d.context[0] == "may_exhaust_targets"
    assert [a.card for a in game.legal_actions()] == [-1, legend]
    game.apply(ChooseCard(legend))
    assert game.state.players[0].legend_exhausted
    for _ in range(2):
        d = game.pending()
        assert d.context[0] == "trigger_targets"
        exhausted = [a.card for a in game.legal_actions()
                     if a.card >= 0 and a.card in game.state.players[0].runes
                     and game.state.players[0].rune_exhausted[game.state.players[0].runes.index(a.card)]]
        game.apply(ChooseCard(exhausted[0]))
    _resolve_chain(game)
    assert _exhausted_runes(game) == 5
    check_invariants(game)


def test_nasus_declined_or_exhausted_does_nothing():
    """383.3.a.2: declining leaves the runes as they were; 135.2.e.2: with the legend exhausted it
    can't pay, so declining is the only option (taken without asking)."""
    from riftbound.actions import ChooseCard

    game = nasus_game(["Mega-Mech"])
    play(game, "play Mega-Mech to base")
    while game.pending().kind != "choose_card":
        game.apply(Pass())
    game.apply(ChooseCard(-1))
    _resolve_chain(game)
    assert _exhausted_runes(game) == 7 and not game.state.players[0].legend_exhausted
    tired = nasus_game(["Mega-Mech"], legend_exhausted=True)
    play(tired, "play Mega-Mech to base")
    _resolve_chain(tired)
    assert _exhausted_runes(tired) == 7 and tired.pending().kind == "main"


def test_nasus_ignores_a_6_cost_unit():
    """206, 383.1: a unit with printed cost 6 (Zephyr Sage) doesn't meet the condition: no trigger."""
    game = position({"legend": "Nasus, Curator of the Sands", "deck": DECK, "hand": ["Zephyr Sage"],
                     "runes": ["Calm Rune"] * 8}, {"deck": DECK})
    play(game, "play Zephyr Sage to base")
    assert game.pending().kind == "main" and not game.state.chain
    assert not game.state.players[0].legend_exhausted


def test_nasus_triggers_on_a_discounted_activated_ability_by_its_base_cost():
    """206.1 (its own example), 377.2.a: Grumpy Rockbear's Empower ability costs 12, 1 less per rune
    (8 runes: 4 paid): its base cost 12 counts; the legend's ability triggers once it resolves."""
    game = nasus_game([], runes=8, base=[{"card": "Grumpy Rockbear", "exhausted": False}])
    bear = cid(game, "Grumpy Rockbear")
    act = [a for a in game.legal_actions() if type(a).__name__ == "Activate" and a.source == bear]
    assert act
    game.apply(act[0])
    while game.pending().kind != "choose_card":
        assert game.state.chain, game.pending()
        game.apply(Pass())
    assert game.pending().context[0] == "may_exhaust_targets"
    assert game.state.units[bear].empowered  # it has resolved first (377.2.a)


def test_nasus_ignores_an_opponents_7_cost_unit():
    """383.1 'when you play': P1 playing Mega-Mech on their turn doesn't trigger P0's legend."""
    game = position({"legend": "Nasus, Curator of the Sands", "deck": DECK, "runes": ["Mind Rune"] * 8},
                    {"deck": DECK, "hand": ["Mega-Mech"], "runes": ["Mind Rune"] * 8},
                    turn_player=1, turn=2)
    play(game, "play Mega-Mech to base")
    assert game.pending().kind == "main" and game.pending().player == 1 and not game.state.chain


# --- Astral Heron: the first card each turn, at a battlefield: the next card costs [2][A][A] less -----

def heron_game(runes: int, hand: list[str], at_battlefield: bool = True, heron: bool = True):
    """P0 with Astral Heron at bf 0 (or in base), ``hand`` and ``runes`` Calm Runes."""
    herons = [{"card": "Astral Heron", "controller": 0}] if heron else []
    sage = [{"card": "Vanguard Captain", "controller": 0}]
    return position({"deck": DECK, "hand": hand, "runes": ["Calm Rune"] * runes,
                     "base": [] if at_battlefield else herons},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": (herons if at_battlefield else []) + sage}, {}])


def _plays_of(game, name: str) -> list:
    c = cid(game, name)
    return [a for a in game.legal_actions() if isinstance(a, PlayUnit | PlaySpell) and a.card == c]


def test_astral_heron_first_card_makes_the_next_one_cheaper():
    """383.1 (the first card each turn), 356.4.d: after Stalwart Poro (2) the Heron's ability
    resolves; Zephyr Sage (6 Energy + 1 Calm) then costs 4 Energy and no Power: with the 5 runes
    left it is offered (without the discount it would need 6 and a Calm recycle); once played, the
    discount is used up."""
    game = heron_game(7, ["Stalwart Poro", "Zephyr Sage"])
    play(game, "play Stalwart Poro to base")
    _resolve_chain(game)
    g = game.state
    assert sum(not e for e in g.players[0].rune_exhausted) == 5
    assert _plays_of(game, "Zephyr Sage")
    play(game, "play Zephyr Sage to base")
    _resolve_chain(game)
    assert cid(game, "Zephyr Sage") in g.units and sum(not e for e in g.players[0].rune_exhausted) == 1
    assert len(g.players[0].runes) == 7  # no rune recycled: no Power was paid
    check_invariants(game)


def test_astral_heron_without_it_the_card_costs_full():
    """356.4.d (contrast): no Heron: after Stalwart Poro the same 5 runes can't pay Zephyr Sage's 6 + Calm."""
    game = heron_game(7, ["Stalwart Poro", "Zephyr Sage"], heron=False)
    play(game, "play Stalwart Poro to base")
    _resolve_chain(game)
    assert not _plays_of(game, "Zephyr Sage")


def test_astral_heron_in_base_does_nothing():
    """383.2.a.1: 'if I'm at a battlefield' is read as it triggers: in its base it doesn't."""
    game = heron_game(7, ["Stalwart Poro", "Zephyr Sage"], at_battlefield=False)
    play(game, "play Stalwart Poro to base")
    _resolve_chain(game)
    assert not _plays_of(game, "Zephyr Sage") and not game.state.chain


def test_astral_heron_discount_is_for_one_card_and_the_second_card_triggers_nothing():
    """383.1 ('your first card each turn'): the second card played doesn't trigger it again; the
    discount went to that second card (Inferna, 2 Energy: free), so a third pays in full."""
    game = heron_game(4, ["Stalwart Poro", "Inferna", "Zephyr Sage"])
    play(game, "play Stalwart Poro to base")
    _resolve_chain(game)
    before = sum(not e for e in game.state.players[0].rune_exhausted)
    play(game, "play Inferna to base")
    _resolve_chain(game)
    g = game.state
    assert sum(not e for e in g.players[0].rune_exhausted) == before  # it cost nothing
    assert not any(k.startswith("next_card_discount") and v and k.endswith(":2") for k, v in g.counts.items())
    assert not _plays_of(game, "Zephyr Sage")


def test_astral_heron_discount_reaches_a_spell_and_its_power():
    """356.4.d, 356.6: the next card may be a spell: Hextech Ray (1 Energy + 1 Fury) costs nothing
    after the discount, so with every rune exhausted it is still offered; without Heron it isn't."""
    for heron in (True, False):
        game = heron_game(2, ["Stalwart Poro", "Hextech Ray"], heron=heron)
        play(game, "play Stalwart Poro to base")
        _resolve_chain(game)
        assert bool(_plays_of(game, "Hextech Ray")) is heron
