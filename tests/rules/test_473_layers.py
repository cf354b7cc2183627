"""Layers (473-480): a base Might set in layer 1 (Dragon Form), keywords granted while Mighty in
layer 2 and settled by recurring the layers (Fiora, Victorious: the rules' example in 476.3), and the
arithmetic layer on top of both."""

from __future__ import annotations

from riftbound.actions import EndTurn, PlaySpell
from riftbound.engine.keywords import deflect_value
from riftbound.engine.passives import has_ganking
from riftbound.formats.position import dump_position, load_position
from riftbound.state import DEFENDER
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, pass_, play, position

DECK = ["Stalwart Poro"] * 3 + ["Petty Officer"] * 3
FIORA = "Fiora, Victorious"


def resolve(game) -> None:
    """Pass Priority until the chain is empty (the opponent lets the spell resolve)."""
    while game.state.chain and game.pending().kind == "priority":
        pass_(game)


def defending_fiora(buffs: int):
    """P1's Fiora, Victorious at battlefield 0 (with ``buffs``), defending against P0's units."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant", "Daring Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": FIORA, "controller": 1,
                                                               "buffs": buffs}]}, {}])
    do(game, "move Vanguard Sergeant, Daring Poro to bf 0")
    assert game.pending().kind == "assign"  # combat damage waits for P0's assignment
    return game


def test_477_1_a_1_dragon_form_sets_base_might_and_modifiers_still_add():
    """477.1.a.1, 477.3, 477: Dragon Form makes a buffed 2-Might Daring Poro's base Might 5 this
    turn; its buff and a "this turn" +2 given before the spell still add in the arithmetic layer
    (layer order, not timestamps across layers): 5 + 1 + 2 = 8."""
    game = position({"deck": DECK, "hand": ["Dragon Form"], "runes": ["Order Rune"] * 3,
                     "base": [{"card": "Daring Poro", "buffs": 1, "might_this_turn": 2}]},
                    {"deck": DECK})
    poro = cid(game, "Daring Poro")
    assert might_of(game, poro) == 5
    play(game, "play Dragon Form targeting Daring Poro at base")
    resolve(game)
    assert game.state.units[poro].base_might == 5
    assert might_of(game, poro) == 8
    assert any(e.rule == "477.1.a.1" for e in game.log)


def test_477_1_a_1_dragon_form_lowers_a_big_unit_and_expires_with_the_turn():
    """477.1.a.1, 317.2.c: Dragon Form on an enemy Fiora, Victorious (printed 4) sets her base
    Might to 5 for the turn (a position dump and load keep it); at the end of the turn the effect
    expires and her Might is the printed one again."""
    game = position({"deck": DECK, "hand": ["Dragon Form"], "runes": ["Order Rune"] * 3},
                    {"deck": DECK, "base": [FIORA]})
    fiora = cid(game, FIORA)
    play(game, "play Dragon Form targeting Fiora, Victorious at base")
    resolve(game)
    assert might_of(game, fiora) == 5
    twin = load_position(dump_position(game))
    assert twin.state.units[fiora].base_might == 5 and twin.state.key() == game.state.key()
    game.apply(EndTurn())
    assert game.state.turn_player == 1
    assert game.state.units[fiora].base_might == -1 and might_of(game, fiora) == 4


def test_829_dragon_form_from_the_trash_with_flow():
    """829.1.b, 829.1.b.1, 477.1.a.1: Dragon Form in the trash is played for its Flow cost (3) and
    banished after it sets the unit's base Might to 5."""
    game = position({"deck": DECK, "trash": ["Dragon Form"], "runes": ["Order Rune"] * 3,
                     "base": ["Daring Poro"]}, {"deck": DECK})
    dragon, poro = cid(game, "Dragon Form"), cid(game, "Daring Poro")
    assert any(isinstance(a, PlaySpell) and a.card == dragon for a in game.legal_actions())
    play(game, "play Dragon Form from trash targeting Daring Poro at base")
    resolve(game)
    assert might_of(game, poro) == 5 and dragon in game.state.players[0].banishment


def test_476_3_fiora_buffed_defender_has_the_keywords_and_shield_might():
    """476.3, 476.2, 477.2, 708, 814: a buffed Fiora, Victorious (printed 4) is 5 in the arithmetic
    layer, so she is Mighty; re-checking layer 2 gives her Deflect, Ganking and Shield, and Shield
    adds +1 as a defender: 6 Might with three keywords."""
    game = defending_fiora(buffs=1)
    fiora = cid(game, FIORA)
    assert game.state.units[fiora].role == DEFENDER
    u = game.state.units[fiora]
    assert might_of(game, fiora) == 6
    assert has_ganking(game.state, u) and deflect_value(game.state, u) == 1
    u.buffs = 0  # 476.3, second example: the buff is removed
    assert might_of(game, fiora) == 4
    assert not has_ganking(game.state, u) and deflect_value(game.state, u) == 0


def test_476_3_fiora_unbuffed_defender_is_not_mighty():
    """476.3, 708: an unbuffed Fiora, Victorious defending has 4 Might: not Mighty, so no Shield
    (its +1 would have made her Mighty, but a grant can't enable itself, 476.1)."""
    game = defending_fiora(buffs=0)
    fiora = cid(game, FIORA)
    assert game.state.units[fiora].role == DEFENDER
    assert might_of(game, fiora) == 4
    assert not has_ganking(game.state, game.state.units[fiora])


def test_476_fiora_mighty_by_dragon_form_then_ganks():
    """476.2, 477.1.a.1, 810: Dragon Form makes Fiora, Victorious's base Might 5 (layer 1), so she
    is Mighty in the later layers and has Ganking: she may move from battlefield to battlefield."""
    game = position({"deck": DECK, "hand": ["Dragon Form"], "runes": ["Order Rune"] * 3},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": FIORA, "controller": 0}]}, {}])
    fiora = cid(game, FIORA)
    assert not has_ganking(game.state, game.state.units[fiora])
    assert "move Fiora, Victorious to bf 1" not in _texts(game)
    play(game, "play Dragon Form targeting Fiora, Victorious at bf 0")
    resolve(game)
    assert has_ganking(game.state, game.state.units[fiora])
    assert "move Fiora, Victorious to bf 1" in _texts(game)


def _texts(game) -> list[str]:
    from riftbound.formats.notation import format_action

    return [format_action(game, a) for a in game.legal_actions()]


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
