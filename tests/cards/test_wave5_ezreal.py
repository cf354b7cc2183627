"""Scenario tests: the two cards the Vendetta Ezreal list lacked (issue #13, card wave 2):

- Pack of Wonders (read from its errata): exhaust it to return another friendly gear, unit or
  facedown card to its owner's hand; a facedown card is named by its zone (ruling 117), so neither
  the action nor the chain tells an opponent which card it is until it is revealed (421.4);
- Ezreal, Prodigy: when played, discard 1 then draw 2; while on the board, each optional additional
  cost its controller pays costs one Energy or one Power of any domain less, their choice, applied as
  the cost is added (356.4.c) and never below 0 (356.4.f, 356.6).

Each test's docstring leads with the rule numbers it checks."""

from __future__ import annotations

import pytest

from riftbound.actions import Activate, ChooseCard, Pass, facedown_code
from riftbound.engine.chain import spell_cost
from riftbound.engine.costs import unit_cost
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.log_text import render
from riftbound.sets import IMPLEMENTED
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, pass_, play, position

DECK = ["Petty Officer", "Laurent Duelist", "Playful Phantom"]
PACK = "Pack of Wonders"
EZREAL = "Ezreal, Prodigy"


def test_the_entries_name_their_cards_and_pack_reads_its_errata():
    """355.9.a.3, 356.4.c: the entries are the shared table's cards; Pack of Wonders' errata (a
    facedown card, not a Hidden one) is what its entry reads."""
    rec = card_text(PACK)
    assert any("facedown card" in e["new_text"] for e in rec["errata"])
    assert IMPLEMENTED["ogn-181-298"].name == PACK and IMPLEMENTED["sfd-149-221"].name == EZREAL
    assert card_text(EZREAL)["energy"] == 3


# --- Pack of Wonders ----------------------------------------------------------------------------------

def pack_game(down0: str = "Consult the Past", extra_gear: tuple[str, ...] = ("Treasure Trove",)):
    """P0: Pack of Wonders and other gear in base, Stalwart Poro in base, Daring Poro at bf 0 with a
    facedown card there; P1: a gear, a unit in base, Daring Poro at bf 1 with a facedown card."""
    return position({"deck": DECK, "gear": [PACK, *extra_gear], "base": ["Stalwart Poro"]},
                    {"deck": DECK, "gear": ["Treasure Trove"], "base": ["Vanguard Sergeant"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"], "facedown": down0},
                                  {"controller": 1, "units": ["Daring Poro"], "facedown": "Fight or Flight"}])


def pack_targets(game) -> list:
    g = game.state
    return sorted(a.target for a in game.legal_actions()
                  if isinstance(a, Activate) and g.cards[a.source].name == PACK)


def test_pack_of_wonders_offers_only_other_friendly_gear_units_and_facedown_cards():
    """355.9.c, 355.10.a.1, 740.1.a, 107.3.f: the targets are P0's units, P0's other gear and the
    facedown card P0 controls (by its zone): not the Pack itself, nor anything of P1's."""
    game = pack_game()
    g = game.state
    p0_trove = next(c for c, x in g.gear.items() if x.controller == 0 and g.cards[c].name == "Treasure Trove")
    daring0 = next(u.cid for u in g.units.values() if u.loc == 0)
    assert pack_targets(game) == sorted([cid(game, "Stalwart Poro"), p0_trove, daring0, facedown_code(0)])


def test_pack_of_wonders_returns_another_friendly_gear_and_is_exhausted():
    """135.2.e.2, 428.2.b: exhausting the Pack pays the cost; the other gear goes to its owner's
    hand (a zone change, not a kill: Treasure Trove's death ability doesn't trigger)."""
    game = pack_game()
    g = game.state
    pack = cid(game, PACK)
    trove = next(c for c, x in g.gear.items() if x.controller == 0 and g.cards[c].name == "Treasure Trove")
    do(game, f"activate {PACK} targeting Treasure Trove#{trove}")
    assert g.gear[pack].exhausted
    pass_(game, 2)
    assert trove not in g.gear and trove in g.players[0].hand
    assert not [e for e in g.log if e.kind == "die"]


def test_pack_of_wonders_returns_a_friendly_unit():
    """428.2.b, 359.3.e.2: the chosen unit, still on the board as the ability resolves, goes to its
    owner's hand."""
    game = pack_game()
    poro = cid(game, "Stalwart Poro")
    do(game, f"activate {PACK} targeting Stalwart Poro")
    pass_(game, 2)
    assert poro not in game.state.units and poro in game.state.players[0].hand


def test_pack_of_wonders_returns_a_facedown_card_revealed_as_it_goes():
    """355.9.a.3, 421.4: the facedown card at bf 0 goes to its owner's hand; its owner reveals it as
    it changes zones (the log names it only then)."""
    game = pack_game()
    g = game.state
    down = g.battlefields[0].facedown[0]
    do(game, f"activate {PACK} targeting facedown at bf 0")
    pass_(game, 2)
    assert g.battlefields[0].facedown is None and down in g.players[0].hand
    reveal = [e for e in g.log if e.kind == "facedown_to_hand"]
    assert [(e.rule, e.data) for e in reveal] == [("421.4", (down, 0))]
    assert "Consult the Past" in render(g, reveal[0])


def test_pack_of_wonders_never_tells_the_opponent_which_facedown_card_it_chose():
    """107.3.f, 128.4, 355.10.a.1: with a different card facedown at bf 0, the action (canonical and
    readable), the log of the activation and P1's whole observation while the ability waits on the
    chain are the same: the target is the zone, not the card (ruling 117)."""
    seen = []
    for down in ("Consult the Past", "Fight or Flight"):
        game = pack_game(down)
        action = parse_action(game, f"activate {PACK} targeting facedown at bf 0")
        text, canonical = format_action(game, action), str(action)
        start = len(game.state.log)
        game.apply(action)
        log = [render(game.state, e) for e in game.state.log[start:]]
        assert not any(down in line for line in log) and down not in text
        obs = game.observation(1)
        assert obs["chain"][0][4] == ((facedown_code(0),),)  # the zone's code, no card number
        seen.append((text, canonical, log, obs))
    assert seen[0] == seen[1]
    assert seen[0][1].endswith(" targeting facedown at bf 0")


def test_pack_of_wonders_target_is_lost_when_the_facedown_card_leaves():
    """359.3.e.2-4, 811.1.c.3: P0 plays the facedown card in reply; the zone is empty as the Pack's
    ability resolves, so it returns nothing (the spell played from facedown is in the trash)."""
    game = pack_game()
    g = game.state
    down = g.battlefields[0].facedown[0]
    do(game, f"activate {PACK} targeting facedown at bf 0")
    play(game, "play Consult the Past from facedown")
    while g.chain:  # Consult the Past resolves, then the Pack's ability
        pass_(game)
    assert not g.chain and down in g.players[0].trash
    assert not [e for e in g.log if e.kind == "facedown_to_hand"]


def test_pack_of_wonders_facedown_target_round_trips_in_a_position():
    """ruling 117: a position with the ability on the chain writes its target as the zone's code
    (-100 - battlefield) and reads back to the same chain."""
    game = pack_game()
    do(game, f"activate {PACK} targeting facedown at bf 0")
    data = dump_position(game)
    assert data["chain"][0]["targets"] == [[facedown_code(0)]]
    again = load_position(data)
    assert again.state.chain == game.state.chain
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]


# --- Ezreal, Prodigy ---------------------------------------------------------------------------------

def ez_game(hand: list[str], runes: list[str], base: list[str] | None = None,
            p1_base: list[str] | None = None):
    """P0 with Ezreal (or ``base``) in base; the game stops at every decision, even a forced one."""
    game = position({"deck": DECK, "hand": hand, "base": [EZREAL] if base is None else base, "runes": runes},
                    {"deck": DECK, "base": p1_base or ["Vanguard Sergeant"]})
    game.stepping = True
    return game


def test_ezreal_play_effect_discards_1_then_draws_2():
    """383.4.a, 422.1: played, its Play Effect makes its controller discard a card of their choice,
    then draw 2."""
    game = position({"deck": DECK, "hand": [EZREAL, "Frigid Touch", "Stalwart Poro"],
                     "runes": ["Chaos Rune"] * 4}, {"deck": DECK})
    play(game, f"play {EZREAL} to base")
    while game.pending().kind != "choose_card":
        pass_(game)
    do(game, "choose Frigid Touch")
    p = game.state.players[0]
    assert cid(game, "Frigid Touch") in p.trash and len(p.hand) == 3


def test_ezreal_takes_one_energy_off_an_energy_only_repeat_cost_without_asking():
    """356.4.c, 820.1.c.1: Frigid Touch's Repeat cost of 2 Energy gets Ezreal's discount as it is
    added: one Energy off, the only thing it can take off (ruling 117); the total is 3."""
    game = ez_game(["Frigid Touch"], ["Mind Rune"] * 3)
    do(game, "play Frigid Touch targeting Vanguard Sergeant")
    do(game, "choose Frigid Touch")  # pay the Repeat cost: payable only with the discount
    do(game, "choose Vanguard Sergeant")
    assert game.pending().kind == "pay"
    assert spell_cost(game.state, cid(game, "Frigid Touch")) == (3, ())


def test_ezreal_discount_on_repeat_is_the_players_choice_of_energy_or_power():
    """356.4.c, 820.1.c.1: Bellows Breath's Repeat costs one Energy and one Mind Power; with Ezreal its
    player chooses which one comes off (none: the Energy; the card: the Power pip)."""
    for choice, more_energy, more_pips in (("none", 0, 1), ("Bellows Breath", 1, 0)):
        game = ez_game(["Bellows Breath"], ["Mind Rune"] * 4)
        bb = cid(game, "Bellows Breath")
        printed = spell_cost(game.state, bb)
        game.apply(next(a for a in game.legal_actions() if getattr(a, "card", None) == bb))
        while game.pending().context[:1] != ("optional_discount",):
            d = game.pending()
            assert d.kind == "choose_card", d
            game.apply(ChooseCard(bb) if d.context[0] == "repeat" else game.legal_actions()[0])
        assert sorted(a.card for a in game.legal_actions()) == [-1, bb]
        do(game, f"choose {choice}")
        energy, pips = spell_cost(game.state, bb)
        assert (energy, len(pips)) == (printed[0] + more_energy, len(printed[1]) + more_pips)
        assert game.pending().kind == "pay"


def test_ezreal_discount_on_accelerate_energy_or_power():
    """805.1.a, 356.4.c: Jinx, Demolitionist with Accelerate ([1] and a Fury Power more): choosing
    the Energy leaves 3 Energy and two Fury pips, choosing the Power 4 Energy and one pip; the unit
    enters ready either way (805.6)."""
    for choice, want in (("none", (3, 2)), ("Jinx, Demolitionist", (4, 1))):
        game = ez_game(["Jinx, Demolitionist"], ["Fury Rune"] * 5)
        jinx = cid(game, "Jinx, Demolitionist")
        do(game, "play Jinx, Demolitionist to base accelerate")
        assert game.pending().context[:3] == ("optional_discount", jinx, "accelerate")
        do(game, f"choose {choice}")
        energy, pips = unit_cost(game.state, jinx, True)
        assert (energy, len(pips)) == want
        d = game.pending()
        assert d.kind == "pay"
        game.apply(next(a for a in game.legal_actions() if not isinstance(a, Activate)))
        while game.pending() is not None and game.pending().kind == "priority":
            game.apply(Pass())
        assert not game.state.units[jinx].exhausted


def test_ezreal_makes_an_accelerate_payable_that_was_not_and_offers_only_the_payable_choice():
    """355.16, 356.4.c: with three Fury runes Jinx with Accelerate (4 Energy and two Fury pips) is
    playable only thanks to the discount, and only taking the Energy off leaves it payable."""
    game = ez_game(["Jinx, Demolitionist"], ["Fury Rune"] * 3)
    texts = [format_action(game, a) for a in game.legal_actions()]
    assert "play Jinx, Demolitionist to base accelerate" in texts
    without = ez_game(["Jinx, Demolitionist"], ["Fury Rune"] * 3, base=["Stalwart Poro"])
    assert "play Jinx, Demolitionist to base accelerate" not in [
        format_action(without, a) for a in without.legal_actions()]
    do(game, "play Jinx, Demolitionist to base accelerate")
    assert [a.card for a in game.legal_actions()] == [-1]


def test_two_ezreals_and_never_below_zero():
    """356.4.c.1, 356.4.f, 356.6: two Ezreals give two discounts to Jinx's Accelerate ([1] and one
    Fury): one takes the Energy, the other the pip (the second asked for nothing: only one thing is
    left), and the Accelerate costs nothing; the unit still enters ready (356.4.f.1)."""
    game = ez_game(["Jinx, Demolitionist"], ["Fury Rune"] * 4, base=[EZREAL, EZREAL])
    jinx = cid(game, "Jinx, Demolitionist")
    printed = unit_cost(game.state, jinx, False)
    do(game, "play Jinx, Demolitionist to base accelerate")
    do(game, "choose none")
    assert game.pending().kind == "pay"
    assert unit_cost(game.state, jinx, True) == printed


def test_ezreal_discounts_only_its_controllers_costs():
    """356.4.a, 364.3: P1's Ezreal gives P0 no discount: no choice is asked and Frigid Touch's Repeat
    costs its full 2."""
    game = position({"deck": DECK, "hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK, "base": [EZREAL, "Vanguard Sergeant"]})
    game.stepping = True
    do(game, "play Frigid Touch targeting Vanguard Sergeant")
    do(game, "choose Frigid Touch")
    do(game, "choose Vanguard Sergeant")
    assert game.pending().kind == "pay"
    assert spell_cost(game.state, cid(game, "Frigid Touch")) == (4, ())


def test_ezreal_takes_nothing_off_an_optional_discard_cost():
    """356.7, 356.4.c: Square Up's Repeat cost is a discard, which holds no Energy or Power: Ezreal's
    discount has nothing to take off, no choice is asked, and the total cost is the spell's own."""
    game = ez_game(["Square Up", "Stalwart Poro", "Petty Officer"], ["Fury Rune"] * 4,
                   p1_base=["Vanguard Sergeant"])
    sq = cid(game, "Square Up")
    printed = spell_cost(game.state, sq)
    spell = next(a for a in game.legal_actions() if getattr(a, "card", None) == sq)
    game.apply(spell)
    asked = []
    while game.pending().kind == "choose_card":
        d = game.pending()
        asked.append(d.context[0])
        game.apply(ChooseCard(sq) if d.context[0] == "repeat" else game.legal_actions()[-1])
    assert "repeat" in asked and "optional_discount" not in asked
    assert game.pending().kind == "pay" and spell_cost(game.state, sq) == printed


def test_clauses_cited_exist():
    """Every clause these tests cite is in the rules file."""
    assert cited_clauses_missing(globals()) == []


def test_pack_of_wonders_facedown_target_has_its_own_rl_tokens():
    """ruling 117, 107.3.f: in the RL action tokens the facedown target is its battlefield's
    location token (no card slot); every activation has its own token form, decoding to itself."""
    for module in ("numpy", "gymnasium", "pettingzoo"):
        pytest.importorskip(module, reason="the rl extra is not installed")
    from riftbound.rl.layout import Layout, Shape
    from riftbound.rl.observation import view_of
    from riftbound.rl.tokens import Codec, named_cards

    game = pack_game()
    legal = game.legal_actions()
    down = next(a for a in legal if isinstance(a, Activate) and a.target == facedown_code(0))
    assert named_cards(down) == [down.source]
    shape = Shape(game.state.mode, Layout())
    codec = Codec(shape, view_of(game, 0, shape), 0, legal)
    assert not codec.fallback and len(set(codec.seqs)) == len(legal)
    assert codec.seqs[legal.index(down)][4] == shape.loc0 + 1  # bf 0's location token
