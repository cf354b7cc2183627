"""Gear on the board (rules 147-152): playing a gear card (354-359, 149), readying it in the Awaken
Phase (315.1.b), killing it (428, 148.1.a.4), and gear in positions, notation, observations and the
card census. Each test names the gear card it uses; rule numbers lead the docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import EndTurn, Pass, PlayGear
from riftbound.checks import card_census, check_invariants
from riftbound.errors import IllegalActionError
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import PositionError, dump_position, load_position
from tests.spell_helpers import cid, do, position

DECK = ["Petty Officer", "Laurent Duelist"]


def test_playing_a_gear_card_puts_it_in_its_controllers_base_ready():
    """149.1, 149.2, 337.2, 354, 357, 359.2.d (Mask of Foresight): the gear card goes on the chain,
    its cost is the player's "pay" decision, then it enters their base ready; the runes paid are
    exhausted and the card is no longer in hand."""
    game = position({"deck": DECK, "hand": ["Mask of Foresight"],
                     "runes": ["Calm Rune", "Mind Rune", "Body Rune"]})
    mask = cid(game, "Mask of Foresight")
    assert PlayGear(mask) in game.legal_actions()
    game.apply(PlayGear(mask))
    d = game.pending()
    assert d.kind == "pay" and d.context[0] == mask
    (item,) = game.state.chain
    assert (item.cid, item.kind, item.finalized) == (mask, "gear", False)
    data = dump_position(game)  # mid-payment: the chain item round-trips with its kind
    assert data["chain"][0]["kind"] == "gear"
    assert load_position(data).state.key() == game.state.key()
    game.apply(game.legal_actions()[0])
    g = game.state
    x = g.gear[mask]
    assert (x.controller, x.loc, x.exhausted) == (0, -1, False)
    assert mask not in g.players[0].hand and not g.chain
    assert g.players[0].rune_exhausted.count(True) == 2
    assert [e.rule for e in g.log if e.kind == "enter_gear"] == ["359.2.d"]
    assert game.pending().kind == "main"
    check_invariants(game)


def test_a_gear_card_is_not_offered_without_the_energy_to_pay_for_it():
    """357, 149.2 (Mistfall, 3 Energy): with two runes the gear card can't be paid for, so it is not
    among the legal actions, and an attempt to play it changes nothing."""
    game = position({"deck": DECK, "hand": ["Mistfall"], "runes": ["Body Rune"] * 2})
    mistfall = cid(game, "Mistfall")
    assert not any(isinstance(a, PlayGear) for a in game.legal_actions())
    key = game.state.key()
    with pytest.raises(IllegalActionError):
        game.apply(PlayGear(mistfall))
    assert game.state.key() == key


def test_gear_is_played_only_at_main_phase_timing():
    """310.1.a, 149.2 (Mask of Foresight, Fight or Flight): a gear card has no Action or Reaction:
    with Focus in a combat it can't be played, though it can be paid for, while an Action spell
    of the same cost can."""
    game = position({"deck": DECK, "hand": ["Mask of Foresight", "Fight or Flight"],
                     "runes": ["Calm Rune"] * 2,
                     "base": ["Stalwart Poro"]}, {"deck": DECK},
                    battlefields=[{"units": [{"card": "Petty Officer", "controller": 1}],
                                   "controller": 1}, {}])
    do(game, "move Stalwart Poro to bf 0")
    d = game.pending()
    assert d.kind == "focus"
    names = [format_action(game, a) for a in game.legal_actions()]
    assert any(n.startswith("play Fight or Flight") for n in names)
    assert not any(isinstance(a, PlayGear) for a in game.legal_actions())


def test_awaken_readies_only_the_turn_players_gear():
    """315.1.b, 415 (Mistfall, Mask of Foresight): at the start of a turn its player readies
    their exhausted gear; an opponent's exhausted gear stays exhausted."""
    game = position({"deck": DECK, "gear": [{"card": "Mistfall", "exhausted": True}]},
                    {"deck": DECK, "gear": [{"card": "Mask of Foresight", "exhausted": True}]})
    mistfall, mask = cid(game, "Mistfall"), cid(game, "Mask of Foresight")
    game.apply(EndTurn())  # P1's turn begins: their gear readies
    g = game.state
    assert g.turn_player == 1
    assert g.gear[mask].exhausted is False and g.gear[mistfall].exhausted is True


def test_killing_a_gear_puts_it_in_its_owners_trash():
    """428.1, 148.1.a.4 (Mask of Foresight): a killed gear leaves the board for its owner's trash;
    nothing else happens (it has no "when killed" ability)."""
    game = position({"deck": DECK, "gear": ["Mask of Foresight"]})
    mask = cid(game, "Mask of Foresight")
    game._effect(("kill_gear", mask))
    g = game.state
    assert mask not in g.gear and g.players[0].trash == [mask]
    assert [e.kind for e in g.log if e.kind in ("kill_gear", "trigger")] == ["kill_gear"]
    assert game.pending().kind == "main"
    check_invariants(game)


def test_gear_round_trips_through_positions_and_is_public():
    """148.1.a.2, 109.2 (Mistfall, Mask of Foresight): gear in a base, with its exhausted status,
    survives dump and load; both players' observations show it; the card census counts it once."""
    game = position({"deck": DECK, "gear": [{"card": "Mistfall", "exhausted": True}]},
                    {"deck": DECK, "gear": ["Mask of Foresight"]})
    mistfall, mask = cid(game, "Mistfall"), cid(game, "Mask of Foresight")
    data = dump_position(game)
    assert data["players"][0]["gear"] == [{"card": "Mistfall", "cid": mistfall, "exhausted": True}]
    assert data["players"][1]["gear"] == [{"card": "Mask of Foresight", "cid": mask}]
    again = load_position(data)
    assert again.state.key() == game.state.key()
    for p in (0, 1):
        obs = game.observation(p)["gear"]
        assert [(c, ctrl, ex) for c, _, ctrl, _, ex, *_ in obs] == sorted(
            [(mistfall, 0, True), (mask, 1, False)])
    census = card_census(game)
    assert census[mistfall] == census[mask] == 1
    check_invariants(game)


def test_a_position_refuses_a_non_gear_card_among_gear():
    """147 (Scrapheap, Petty Officer): a player's gear list holds Gear cards only."""
    with pytest.raises(PositionError, match="a Gear card"):
        load_position({"players": [{"gear": ["Petty Officer"]}, {}]})
    assert load_position({"players": [{"gear": ["Scrapheap"]}, {}]}).state.gear


def test_playing_gear_round_trips_through_notation():
    """354 (Scrapheap): "play Scrapheap" reads as the gear play and the readable form of every
    legal action reads back as that action."""
    game = position({"deck": DECK, "hand": ["Scrapheap", "Petty Officer"], "runes": ["Chaos Rune"] * 2})
    heap = cid(game, "Scrapheap")
    assert parse_action(game, "play Scrapheap") == PlayGear(heap)
    assert parse_action(game, str(PlayGear(heap))) == PlayGear(heap)
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a


def test_a_gear_played_ends_with_no_pass_needed_from_the_opponent():
    """337.2 (Mask of Foresight): a finalized gear resolves at once, without Priority passing; the
    player is back at their Main Phase decision."""
    game = position({"deck": DECK, "hand": ["Mask of Foresight"], "runes": ["Calm Rune"] * 2},
                    {"deck": DECK})
    do(game, "play Mask of Foresight")
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    assert game.pending().kind == "main" and game.pending().player == 0
    assert not any(e.kind == "pass_priority" for e in game.state.log)
    assert Pass() not in game.legal_actions()


def test_an_activated_gear_is_played_exhausted_by_its_ability_and_readied_at_awaken():
    """149.1, 151.2, 315.1.b (Orb of Regret): played, the gear sits ready in its base; using its
    [E] ability exhausts it (so it is not offered again this turn); its controller's next Awaken
    readies it."""
    game = position({"deck": DECK, "hand": ["Orb of Regret"], "runes": ["Mind Rune"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    orb = cid(game, "Orb of Regret")
    do(game, "play Orb of Regret")
    g = game.state
    assert g.gear[orb].exhausted is False and g.gear[orb].loc == -1
    do(game, "activate Orb of Regret targeting Vanguard Sergeant")
    while game.pending().kind == "priority":
        game.apply(Pass())
    assert g.gear[orb].exhausted is True
    assert [format_action(game, a) for a in game.legal_actions()] == ["end turn"]
    game.apply(EndTurn())  # P1's turn: P0's gear stays exhausted
    assert game.state.gear[orb].exhausted is True
    game.apply(EndTurn())  # P0's turn: their Awaken readies it
    assert game.state.turn_player == 0 and game.state.gear[orb].exhausted is False
