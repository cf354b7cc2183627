"""Copy effects in the layer order (rules 477.1.b, 185.1, 185.3.a.2, 206; engine/copies.py, ruling 108).

The rules file numbers copy effects 477.1.b (layer 1, trait-altering); 478-479 (dependencies between
effects of one layer) are read here for the one pair of layer-1 effects the engine has: a copy and a
"this turn" base Might (477.1.a.1). Each test names the clause it checks.
"""

from __future__ import annotations

from riftbound.cards import CopiedCard, load_cards
from riftbound.engine.copies import become_copy, end_copy, printed_card
from riftbound.engine.layers import set_base_might
from riftbound.engine.units import create_token, might
from riftbound.formats.position import dump_position, load_position
from riftbound.state import base_of
from tests.spell_helpers import position

DECK = ["Vanguard Captain"] * 3
DARIUS, HOPEFUL, RECRUIT = "Darius, Executioner", "Noxus Hopeful", "ogn-271-298"


def _game(*units: str):
    """P0 has ``units`` ready in base (cids from 6 up, after the decks), two battlefields."""
    return position({"deck": DECK, "base": list(units)}, {"deck": DECK}, battlefields=[{}, {}])


def _unit(game, name: str) -> int:
    g = game.state
    return next(c for c in g.units if g.cards[c].name == name and not g.cards[c].is_token)


def test_477_1_b_1_a_a_copy_takes_every_copiable_trait():
    """477.1.b.1, 477.1.b.1.a: name, supertype, type, tags, costs and domains are copied (Darius is a
    Champion unit of Order, 5 Energy); rules text too: the copy answers the index's questions as
    Darius does (its aura gives the other friendly units +1 Might); Might too (ruling 108)."""
    game = _game(DARIUS, "Stalwart Poro")
    g = game.state
    darius = _unit(game, DARIUS)
    token = create_token(g, 0, "rule-187-6", base_of(0))
    assert token is not None
    poro = _unit(game, "Stalwart Poro")
    before = might(g, g.units[poro])
    assert become_copy(g, token.cid, darius, 0)
    card, original = g.cards[token.cid], g.cards[darius]
    for trait in ("name", "supertype", "type", "tags", "energy", "power", "domains", "keywords", "might"):
        assert getattr(card, trait) == getattr(original, trait), trait
    assert card.is_champion_unit
    assert might(g, g.units[poro]) == before + 1  # a second aura: the copy's (364.1)
    assert might(g, g.units[token.cid]) == original.might + 1  # Darius's aura reaches it too


def test_477_1_b_1_b_a_copy_of_a_copy_copies_what_it_copies():
    """477.1.b.1.b (the LeBlanc / Mirror Image example): a copy's copiable values are the copied ones,
    so copying a Reflection that copies Noxus Hopeful gives Noxus Hopeful, not a Reflection."""
    game = position({"deck": DECK, "base": [{"card": "Reflection", "copy_of": HOPEFUL}]}, {"deck": DECK})
    g = game.state
    first = next(iter(g.units))
    second = create_token(g, 0, "rule-187-6", base_of(0))
    assert second is not None and become_copy(g, second.cid, first, 0)
    assert g.cards[second.cid].name == HOPEFUL and g.cards[second.cid].energy == 4
    assert printed_card(g, second.cid).name == "Reflection"


def test_185_1_token_nature_is_never_copied():
    """185.1.a: a token copying a card is still a token; 185.1.b: a card copying a token does not
    become one (the token's "Token" is no supertype to copy)."""
    game = _game("Stalwart Poro")
    g = game.state
    poro = _unit(game, "Stalwart Poro")
    recruit = create_token(g, 0, RECRUIT, base_of(0))
    assert recruit is not None
    become_copy(g, poro, recruit.cid, 0)
    assert g.cards[poro].name == g.cards[recruit.cid].name and not g.cards[poro].is_token
    assert g.cards[poro].supertype is None
    become_copy(g, recruit.cid, poro, 0)  # the Recruit copies the Poro now copying a Recruit
    assert g.cards[recruit.cid].is_token


def test_185_3_a_2_and_206_a_token_copy_has_the_copied_cost():
    """185.3.a, 185.3.a.2, 206: a token's cost is 0, but a copy effect appends the copied cost, which
    is what effects reading a card's cost see (a Reflection copying Noxus Hopeful costs 4)."""
    game = position({"deck": DECK, "base": ["Reflection", {"card": "Reflection", "copy_of": HOPEFUL}]},
                    {"deck": DECK})
    g = game.state
    plain, copied = sorted(g.units)
    assert (g.cards[plain].energy, g.cards[copied].energy) == (0, load_cards().by_name(HOPEFUL).energy)


def test_478_a_this_turn_base_might_stays_over_a_later_copy():
    """477.1.a.1 with 477.1.b.1 in one layer (478.1.c, ruling 108): the copy changes the unit's
    copiable values, its printed Might among them; a base Might set "this turn" is an effect on the
    unit, applied on those values: it still decides the unit's Might after the unit becomes a copy,
    and the copied Might shows once it expires."""
    game = _game(DARIUS, "Stalwart Poro")
    g = game.state
    poro, darius = _unit(game, "Stalwart Poro"), _unit(game, DARIUS)
    set_base_might(g, g.units[poro], 1, 0)
    become_copy(g, poro, darius, 0)
    assert might(g, g.units[poro]) == 1 + 1  # its base Might this turn, and the other copy's aura
    g.units[poro].base_might = -1  # the turn's end (317.2.c)
    assert might(g, g.units[poro]) == load_cards().by_name(DARIUS).might + 1


def test_a_copy_ends_with_its_duration_and_is_part_of_the_state():
    """477.1.b.1: a copy for as long as something lasts ends with it: the unit has its printed traits
    again; a state with a copy differs from one without (key, position round trip, clone)."""
    game = _game(DARIUS, "Stalwart Poro")
    g = game.state
    poro, darius = _unit(game, "Stalwart Poro"), _unit(game, DARIUS)
    key = g.key()
    become_copy(g, poro, darius, 0)
    assert isinstance(g.cards[poro], CopiedCard) and g.key() != key
    assert g.clone().key() == g.key()
    data = dump_position(game)
    assert load_position(data).state.cards[poro] == g.cards[poro]
    end_copy(g, poro, 0)
    assert g.cards[poro] is load_cards().by_name("Stalwart Poro") and g.key() == key


def test_a_copy_in_a_clone_leaves_the_original_alone():
    """477.1.b.1 on a clone (the search's copy of a state): the copy changes the clone's card table only;
    the original keeps its own cards, memo and key."""
    game = _game(DARIUS, "Stalwart Poro")
    g = game.state
    poro, darius = _unit(game, "Stalwart Poro"), _unit(game, DARIUS)
    before = (g.cards, g.key(), might(g, g.units[poro]))
    twin = g.clone()
    become_copy(twin, poro, darius, 0)
    assert twin.cards[poro].name == DARIUS and twin.key() != g.key()
    assert (g.cards, g.key(), might(g, g.units[poro])) == before
