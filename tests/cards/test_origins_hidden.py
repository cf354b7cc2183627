"""Scenario tests: the Origins cards built on Hidden (811) and Temporary (816), each in play from a
small position, hidden and played from facedown where it has Hidden. Each test names its card;
rule numbers lead the docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, EndTurn, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.sets import IMPLEMENTED
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, play, position

DECK = ["Petty Officer", "Laurent Duelist", "Playful Phantom"]


def offered(game, name: str) -> list:
    g = game.state
    return [a for a in game.legal_actions()
            if isinstance(a, PlaySpell | PlayUnit) and g.cards[a.card].name == name]


def two_fronts(p0: dict, p1: dict | None = None, **extra):
    """P0 controls battlefield 0 (Daring Poro), P1 battlefield 1 (Vanguard Sergeant)."""
    bf0 = {"controller": 0, "units": ["Daring Poro"]}
    bf0.update(extra.pop("bf0", {}))
    return position({"deck": DECK, **p0}, {"deck": DECK, **(p1 or {})},
                    battlefields=[bf0, {"controller": 1, "units": ["Vanguard Sergeant"]}], **extra)


def test_the_cards_keep_their_printed_facts():
    """811.5, 816.3: the keywords and costs the engine reads for these entries' cards (the package
    card table) match the shared card table (read at run time): Hidden on Consult the Past, Fight
    or Flight, Hidden Blade and Pakaa Cub; none on Fading Memories."""
    for card_id in ("ogn-083-298", "ogn-168-298", "ogn-180-298", "ogn-213-298", "ogn-135-298"):
        card = load_cards().by_id(card_id)
        rec = card_text(IMPLEMENTED[card_id].name)
        assert set(card.keywords) == set(rec["keywords"]), card.name
        assert card.energy == rec["energy"], card.name
    assert load_cards().by_id("ogn-135-298").has_keyword("Hidden")
    assert not load_cards().by_id("ogn-180-298").has_keyword("Hidden")


# --- Consult the Past -------------------------------------------------------------------------------

def test_consult_the_past_draws_2():
    """413, 813: Consult the Past (Reaction) played from hand: its controller draws 2."""
    game = two_fronts({"hand": ["Consult the Past"], "runes": ["Mind Rune"] * 4})
    play(game, "play Consult the Past")
    g = game.state
    assert len(g.players[0].hand) == 2 and cid(game, "Consult the Past") in g.players[0].trash


def test_consult_the_past_hidden_and_played_from_facedown_on_the_opponents_turn():
    """811.1.b, 811.6, 421.1: P0 hides Consult the Past for one rune, then on P1's turn plays it from
    facedown for nothing in reply to P1's Stupefy, and draws 2."""
    game = two_fronts({"hand": ["Consult the Past"], "runes": ["Mind Rune"]},
                      {"hand": ["Stupefy"], "runes": ["Mind Rune"]})
    do(game, "hide Consult the Past to bf 0 recycle Mind Rune")
    game.apply(EndTurn())
    play(game, "play Stupefy targeting Daring Poro")  # P1's own Priority: a pass, taken
    assert game.pending().player == 0 and game.pending().kind == "priority"
    hand = len(game.state.players[0].hand)
    play(game, "play Consult the Past from facedown")
    assert len(game.state.players[0].hand) == hand + 2


# --- Fight or Flight ---------------------------------------------------------------------------------

def test_fight_or_flight_moves_a_unit_at_a_battlefield_to_its_base():
    """449, 355.9.b: Fight or Flight moves P1's Vanguard Sergeant from battlefield 1 to P1's base;
    units in a base are not offered as targets."""
    game = two_fronts({"hand": ["Fight or Flight"], "runes": ["Chaos Rune"] * 2},
                      {"base": ["Stalwart Poro"]})
    sergeant = cid(game, "Vanguard Sergeant")
    targets = sorted(a.targets for a in offered(game, "Fight or Flight"))
    assert targets == sorted([((cid(game, "Daring Poro"),),), ((sergeant,),)])
    play(game, "play Fight or Flight targeting Vanguard Sergeant at bf 1")
    assert game.state.units[sergeant].loc == -2  # P1's base


def test_fight_or_flight_from_facedown_moves_only_a_unit_at_its_battlefield():
    """811.1.d.2: Fight or Flight facedown at battlefield 0 may only choose a unit there: P1's
    attacking Vanguard Sergeant in the combat at battlefield 0 (not P1's Stalwart Poro at
    battlefield 1); played with Focus, it sends the attacker home."""
    game = position({"deck": DECK}, {"deck": DECK}, turn=2, turn_player=1,
                    battlefields=[
                        {"controller": 0, "contested_by": 1,
                         "facedown": {"card": "Fight or Flight", "turn": 1},
                         "units": [{"card": "Daring Poro", "role": "defender"},
                                   {"card": "Vanguard Sergeant", "controller": 1, "role": "attacker"}]},
                        {"controller": 1, "units": ["Stalwart Poro"]}],
                    showdown={"battlefield": 0, "combat": True, "attacker": 1, "defender": 0,
                              "focus": 0, "passes": 1},
                    pending={"player": 0, "kind": "focus"})
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Daring Poro")
    assert sorted(a.targets for a in offered(game, "Fight or Flight")) == sorted(
        [((poro,),), ((sergeant,),)])
    play(game, "play Fight or Flight from facedown targeting Vanguard Sergeant at bf 0")
    assert game.state.units[sergeant].loc == -2


# --- Hidden Blade ------------------------------------------------------------------------------------

def test_hidden_blade_kills_a_unit_and_its_controller_draws_2():
    """428, 359.3.e.14: Hidden Blade kills P1's Vanguard Sergeant at battlefield 1; P1, its
    controller, draws 2 (not P0)."""
    game = two_fronts({"hand": ["Hidden Blade"], "runes": ["Order Rune"] * 3})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Hidden Blade targeting Vanguard Sergeant at bf 1")
    g = game.state
    assert sergeant not in g.units and sergeant in g.players[1].trash
    assert len(g.players[1].hand) == 2 and len(g.players[0].hand) == 0


def test_hidden_blade_from_facedown_kills_only_at_its_battlefield():
    """811.1.d.2, 811.1.b: from facedown at battlefield 1 (hidden while P0 held it; P0 has a unit
    there), Hidden Blade can only choose units at battlefield 1, for no cost."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                                  {"controller": 0, "units": ["Mountain Drake"],
                                   "facedown": "Hidden Blade"}])
    drake = cid(game, "Mountain Drake")
    assert [a.targets for a in offered(game, "Hidden Blade")] == [((drake,),)]
    play(game, "play Hidden Blade from facedown targeting Mountain Drake at bf 1")
    assert drake not in game.state.units and len(game.state.players[0].hand) == 2


# --- Fading Memories ---------------------------------------------------------------------------------

def test_fading_memories_gives_temporary_and_the_unit_dies_next_turn():
    """816.1.b, 816.1.c: Fading Memories gives P1's Vanguard Sergeant at battlefield 1 Temporary;
    it survives P0's turn and dies as P1's next turn begins, before P1 could hold battlefield 1."""
    game = two_fronts({"hand": ["Fading Memories"], "runes": ["Chaos Rune"] * 5})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Fading Memories targeting Vanguard Sergeant at bf 1")
    g = game.state
    assert g.units[sergeant].temporary
    game.apply(EndTurn())
    g = game.state
    assert g.turn_player == 1 and sergeant not in g.units and g.points[1] == 0


def test_fading_memories_gives_a_gear_temporary():
    """816.1.a, 816.1.b, 428: Fading Memories may choose a gear: P1's Mask of Foresight in P1's
    base gains Temporary and is killed (to its owner's trash) as P1's next turn begins."""
    game = two_fronts({"hand": ["Fading Memories"], "runes": ["Chaos Rune"] * 5},
                      {"gear": ["Mask of Foresight"]})
    mask = cid(game, "Mask of Foresight")
    assert ((mask,),) in [a.targets for a in offered(game, "Fading Memories")]
    play(game, "play Fading Memories targeting Mask of Foresight")
    g = game.state
    assert g.gear[mask].temporary
    game.apply(EndTurn())
    g = game.state
    assert g.turn_player == 1 and mask not in g.gear and mask in g.players[1].trash


def test_fading_memories_targets_units_at_battlefields_only():
    """355.9.b: a unit in a base can't be chosen by Fading Memories."""
    game = position({"hand": ["Fading Memories"], "runes": ["Chaos Rune"] * 5, "deck": DECK,
                     "base": ["Daring Poro"]}, {"deck": DECK})
    assert offered(game, "Fading Memories") == []


# --- Pakaa Cub ------------------------------------------------------------------------------------------

def test_pakaa_cub_hides_and_is_played_from_facedown_to_its_battlefield():
    """811.1.b, 811.1.d.1, 421.1: Pakaa Cub is hidden at battlefield 0 for one rune, then on P0's
    next turn played from facedown there for nothing: a 3 Might unit at battlefield 0."""
    game = two_fronts({"hand": ["Pakaa Cub"], "runes": ["Body Rune"]})
    cub = cid(game, "Pakaa Cub")
    do(game, "hide Pakaa Cub to bf 0 recycle Body Rune")
    game.apply(EndTurn())
    game.apply(EndTurn())  # P1 ends their turn: P0's turn 3
    assert game.state.turn_player == 0 and [a for a in offered(game, "Pakaa Cub")] == [PlayUnit(cub, 0)]
    play(game, "play Pakaa Cub from facedown to bf 0")
    assert game.state.units[cub].loc == 0 and might_of(game, cub) == 3


# --- Stand United (its script is another module's; its Hidden is the keyword's) ----------------------------

def test_stand_united_from_facedown_buffs_a_friendly_unit_at_its_battlefield():
    """811.2, 811.1.d.2: Stand United facedown at battlefield 0 must choose a friendly unit there
    (Daring Poro, not Mountain Drake in base); the rest of its effect is unbound."""
    game = two_fronts({"base": ["Mountain Drake"]}, bf0={"facedown": "Stand United"})
    poro = cid(game, "Daring Poro")
    assert [a.targets for a in offered(game, "Stand United")] == [((poro,),)]
    play(game, "play Stand United from facedown targeting Daring Poro at bf 0")
    assert game.state.units[poro].buffs == 1


def test_citations():
    """811, 816: every clause these tests cite exists."""
    assert cited_clauses_missing(globals()) == []



# --- Sprite Call ------------------------------------------------------------------------------------------

def sprites(game) -> list:
    g = game.state
    return [u for u in g.units.values() if g.cards[u.cid].name == "Sprite // Buff"]


def test_sprite_call_plays_a_ready_3_might_sprite_that_dies_next_turn():
    """180-184.1, 419.3, 419.3.b, 355.2.a, 816.1.b: Sprite Call plays its token as it resolves, so
    the token's place is chosen then, not as the spell is played: P0's base (the spell itself
    stands for it) or battlefield 0, which P0 controls (not P1's battlefield 1); it enters ready
    with 3 Might; as P0's next turn begins its printed Temporary kills it."""
    game = two_fronts({"hand": ["Sprite Call"], "runes": ["Mind Rune"] * 3})
    assert [a.destination for a in offered(game, "Sprite Call")] == [None]
    play(game, "play Sprite Call")
    call, bf0 = cid(game, "Sprite Call"), game.state.battlefields[0].cid
    d = game.pending()
    assert (d.kind, d.context[:2]) == ("choose_card", ("token_location", call))
    assert game.legal_actions() == [ChooseCard(call), ChooseCard(bf0)]
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    assert load_position(dump_position(game)).legal_actions() == game.legal_actions()
    game.apply(ChooseCard(bf0))
    (sprite,) = sprites(game)
    assert (sprite.loc, sprite.controller, sprite.exhausted) == (0, 0, False)
    assert might_of(game, sprite.cid) == 3
    game.apply(EndTurn())
    assert sprites(game) and game.state.turn_player == 1  # it survives P1's turn start
    game.apply(EndTurn())
    assert game.state.turn_player == 0 and sprites(game) == []


def test_sprite_call_with_only_a_base_asks_nothing():
    """355.2.a, 419.3.b: with no battlefield of P0's, the base is the only place: no question."""
    game = position({"deck": ["Petty Officer"] * 3, "hand": ["Sprite Call"], "runes": ["Mind Rune"] * 3},
                    {"deck": ["Petty Officer"] * 3})
    play(game, "play Sprite Call")
    (sprite,) = sprites(game)
    assert sprite.loc < 0 and game.pending().kind == "main"


def test_sprite_call_from_facedown_plays_its_sprite_at_that_battlefield():
    """811.1.d.3, 811.1.b: played from facedown at battlefield 0, Sprite Call's token can only be
    played there; it costs nothing."""
    game = two_fronts({}, bf0={"facedown": "Sprite Call"})
    assert [a.destination for a in offered(game, "Sprite Call")] == [0]
    play(game, "play Sprite Call from facedown to bf 0")
    (sprite,) = sprites(game)
    assert sprite.loc == 0 and not sprite.exhausted
